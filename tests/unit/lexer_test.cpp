// Lexer: indentation, literals, line joining, errors.
#include <doctest/doctest.h>

#include "lang/lexer.hpp"
#include "lang/syntax_error.hpp"

using namespace kiln;

namespace {

std::string kinds(std::string_view src) {
    std::string out;
    for (auto& t : tokenize(src)) {
        switch (t.kind) {
        case Tok::End: out += "END"; break;
        case Tok::Newline: out += "NL "; break;
        case Tok::Indent: out += "IN "; break;
        case Tok::Dedent: out += "DE "; break;
        case Tok::Name: out += "N(" + t.text + ") "; break;
        case Tok::Int: out += "I(" + std::to_string(t.ival) + ") "; break;
        case Tok::Float: out += "F "; break;
        case Tok::String: out += "S(" + t.text + ") "; break;
        case Tok::FString: out += "FS(" + t.text + ") "; break;
        case Tok::Op: out += t.text + " "; break;
        }
    }
    return out;
}

std::string error_of(std::string_view src) {
    try {
        tokenize(src);
    } catch (const SyntaxError& e) {
        return e.kind + ": " + e.what() + " @" + std::to_string(e.line);
    }
    return "no error";
}

} // namespace

TEST_CASE("indentation produces INDENT and DEDENT") {
    CHECK(kinds("if x:\n    y\nz\n") == "N(if) N(x) : NL IN N(y) NL DE N(z) NL END");
    CHECK(kinds("if a:\n  if b:\n    c\nd\n") == "N(if) N(a) : NL IN N(if) N(b) : NL IN N(c) NL DE DE N(d) NL END");
}

TEST_CASE("blank lines and comments do not change indentation") {
    CHECK(kinds("if x:\n\n    # c\n    y\n") == "N(if) N(x) : NL IN N(y) NL DE END");
}

TEST_CASE("brackets join lines") {
    CHECK(kinds("f(1,\n  2)\n") == "N(f) ( I(1) , I(2) ) NL END");
    CHECK(kinds("x = 1 + \\\n 2\n") == "N(x) = I(1) + I(2) NL END");
}

TEST_CASE("integer literals in every base, with underscores") {
    CHECK(kinds("0x1F 0o17 0b101 1_000") == "I(31) I(15) I(5) I(1000) NL END");
}

TEST_CASE("float literals") {
    auto toks = tokenize("1. .5 1e3 2.5E-2");
    CHECK(toks[0].fval == 1.0);
    CHECK(toks[1].fval == 0.5);
    CHECK(toks[2].fval == 1000.0);
    CHECK(toks[3].fval == 0.025);
}

TEST_CASE("string literals: escapes, raw, triple-quoted, unicode") {
    CHECK(tokenize("'a\\nb'")[0].text == "a\nb");
    CHECK(tokenize("r'a\\nb'")[0].text == "a\\nb");
    CHECK(tokenize("'''x\ny'''")[0].text == "x\ny");
    CHECK(tokenize("'\\x41\\u00e9'")[0].text == "A\xc3\xa9");
}

TEST_CASE("lexer errors name the problem") {
    CHECK(error_of("x = 'abc\n") == "SyntaxError: unterminated string literal (detected at line 1) @1");
    CHECK(error_of("x = (1,\n") == "SyntaxError: '(' was never closed @1");
    CHECK(error_of("if x:\n\ty\n        z\n") == "TabError: inconsistent use of tabs and spaces in indentation @3");
    CHECK(error_of("if x:\n    y\n  z\n") == "IndentationError: unindent does not match any outer indentation level @3");
    CHECK(error_of("x = 012\n") ==
          "SyntaxError: leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal "
          "integers @1");
    CHECK(error_of("x = b'y'\n").rfind("NotImplementedError: bytes literal", 0) == 0);
}

TEST_CASE("f-strings are one token holding the body as written") {
    CHECK(kinds("f'a{b!r:>{w}}\\n'") == "FS(a{b!r:>{w}}\\n) NL END");
    auto toks = tokenize("x = rf'''\n{y}'''");
    CHECK(toks[2].kind == Tok::FString);
    CHECK(toks[2].raw);
    CHECK(toks[2].body_line == 1);
    CHECK(toks[2].body_col == 10);
    CHECK(toks[2].end_line == 2);
}

TEST_CASE("string bodies: escapes decoded, raw strings and continuations kept") {
    CHECK(tokenize("'a\\\nb'")[0].text == "ab");
    CHECK(tokenize("r'a\\\nb'")[0].text == "a\\\nb");
    CHECK(tokenize("r'\\''")[0].text == "\\'");
    CHECK(decode_string_body("\\t\\101\\q", 1, 1) == "\tA\\q");
}

TEST_CASE("an f-string expression is tokenized at its place in the source") {
    auto toks = tokenize_expression("a +\n b", 3, 7);
    CHECK(toks[0].line == 3);
    CHECK(toks[0].col == 7);
    CHECK(toks[2].line == 4);
    CHECK(toks[2].col == 2);
    CHECK(toks[3].kind == Tok::Newline);
}
