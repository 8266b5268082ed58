// The lexer: source text to tokens, with Python's indentation rules.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "token.hpp"

namespace kiln {

// Tokenizes a whole module. Throws SyntaxError (or IndentationError/TabError).
std::vector<Token> tokenize(std::string_view source);

// Tokenizes the expression of an f-string replacement field, as if it stood
// in parentheses, at `line`/`col` of the source (for error positions).
std::vector<Token> tokenize_expression(std::string_view text, int line, int col);

// Decodes the escapes of a string literal's body (not raw). Newlines in the
// body (\r\n, \r) become \n. Errors name `line` and `col`.
std::string decode_string_body(std::string_view body, int line, int col);
// A raw body's newlines (\r\n, \r) as \n.
std::string normalize_newlines(std::string_view body);

// Decodes a code point from UTF-8 at s[i], advancing i. Invalid bytes decode as
// themselves (never crash on malformed input).
uint32_t utf8_decode(std::string_view s, size_t& i);
void utf8_append(std::string& out, uint32_t cp);

} // namespace kiln
