// f-strings: splitting one f-string literal into literal text and
// replacement fields, with CPython 3.11's rules and messages (the scan of
// Parser/string_parser.c: no backslash and no '#' in an expression, no
// reuse of the enclosing quote, '!=' is not a conversion, format specs
// nest one level).
#pragma once
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "ast.hpp"
#include "token.hpp"

namespace kiln {

// Parses the source text of one field's expression, which starts at
// line/col of the source; throws SyntaxError.
using FStringExprParser = std::function<NodeP(std::string_view text, int line, int col)>;

// Appends the parts of the f-string token `t` to `parts` (a JoinedStr's
// list). Literal text accumulates in `pending` (so that adjacent literals,
// f-string or not, join) and becomes a Const node before each field.
void parse_fstring(const Token& t, const FStringExprParser& parse_expr, std::vector<NodeP>& parts,
                   std::string& pending);

// A Const str node for `text`.
NodeP make_str_node(std::string text, int line, int col);

} // namespace kiln
