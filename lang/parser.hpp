// The parser: tokens to an AST, by recursive descent with Python's precedence.
#pragma once
#include <string_view>
#include <vector>

#include "ast.hpp"

namespace kiln {

// Parses a whole module. Throws SyntaxError.
std::vector<NodeP> parse_module(std::string_view source);

} // namespace kiln
