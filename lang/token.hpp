// Tokens produced by the lexer.
#pragma once
#include <cstdint>
#include <string>

namespace kiln {

enum class Tok : uint8_t {
    End,
    Newline,
    Indent,
    Dedent,
    Name,
    Int,
    Float,
    String,
    FString, // an f-string literal: text is its body as written (between the quotes)
    Op,      // operators and delimiters; the text is in Token::text
};

struct Token {
    Tok kind = Tok::End;
    std::string text; // name, operator text, or decoded string contents
    int64_t ival = 0;
    double fval = 0;
    bool int_too_big = false; // integer literal beyond 64 bits: its value is in `big`
    std::string big;          // decimal digits of such a literal
    int line = 1, col = 1;    // 1-based start position
    int end_line = 1, end_col = 1;
    bool raw = false;                // FString: an rf'' string
    int body_line = 1, body_col = 1; // FString: where the body starts
    bool is(const char* op) const { return kind == Tok::Op && text == op; }
    bool is_name(const char* kw) const { return kind == Tok::Name && text == kw; }
};

} // namespace kiln
