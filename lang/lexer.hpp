// The lexer: source text to tokens, with Python's indentation rules.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "token.hpp"

namespace kiln {

// Tokenizes a whole module. Throws SyntaxError (or IndentationError/TabError).
std::vector<Token> tokenize(std::string_view source);

// Decodes a code point from UTF-8 at s[i], advancing i. Invalid bytes decode as
// themselves (never crash on malformed input).
uint32_t utf8_decode(std::string_view s, size_t& i);
void utf8_append(std::string& out, uint32_t cp);

} // namespace kiln
