// The format-spec mini-language (stdlib/format_spec.cpp) and f-string
// parsing (lang/fstring.cpp), without a VM.
#include <doctest/doctest.h>

#include <cmath>
#include <limits>

#include "lang/parser.hpp"
#include "lang/syntax_error.hpp"
#include "stdlib/format_spec.hpp"

using namespace kiln;

namespace {

FormatSpec spec_of(std::string_view s, uint32_t default_type = 'd', char default_align = '>') {
    FormatSpec f;
    FormatError err;
    bool ok = parse_format_spec(s, default_type, default_align, "int", f, err);
    REQUIRE_MESSAGE(ok, err.message);
    return f;
}

std::string spec_error(std::string_view s, uint32_t default_type = 'd') {
    FormatSpec f;
    FormatError err;
    if (parse_format_spec(s, default_type, '>', "int", f, err)) return "ok";
    return std::string(err.kind) + ": " + err.message;
}

std::string fint(int64_t v, std::string_view spec) {
    std::string out;
    FormatError err;
    if (!format_int(v, spec, "int", out, err)) return std::string(err.kind) + ": " + err.message;
    return out;
}

std::string ffloat(double v, std::string_view spec) {
    std::string out;
    FormatError err;
    if (!format_float(v, spec, "float", out, err)) return std::string(err.kind) + ": " + err.message;
    return out;
}

std::string fstr(std::string_view v, std::string_view spec) {
    std::string out;
    FormatError err;
    if (!format_str(v, spec, out, err)) return std::string(err.kind) + ": " + err.message;
    return out;
}

std::string expr(std::string_view src) {
    auto m = parse_module(src);
    REQUIRE(m.size() == 1);
    REQUIRE(m[0]->kind == NK::ExprStmt);
    return dump(*m[0]->a);
}

std::string parse_error(std::string_view src) {
    try {
        parse_module(src);
    } catch (const SyntaxError& e) {
        return e.kind + ": " + e.what();
    }
    return "no error";
}

} // namespace

TEST_CASE("format spec: every field in its place") {
    FormatSpec f = spec_of("*^+z#012_.3f");
    CHECK(f.fill == '*');
    CHECK(f.align == '^');
    CHECK(f.sign == '+');
    CHECK(f.no_neg_0);
    CHECK(f.alternate);
    CHECK(f.width == 12); // the '0' after '#' is a fill request, not part of the width
    CHECK(f.thousands == '_');
    CHECK(f.precision == 3);
    CHECK(f.type == 'f');
}

TEST_CASE("format spec: defaults, and what '0' does to them") {
    FormatSpec f = spec_of("");
    CHECK(f.fill == ' ');
    CHECK(f.align == '>');
    CHECK(f.width == -1);
    CHECK(f.precision == -1);
    CHECK(f.type == 'd');
    f = spec_of("08");
    CHECK(f.fill == '0');
    CHECK(f.align == '=');
    CHECK(f.width == 8);
    f = spec_of("<08");
    CHECK(f.fill == '0');
    CHECK(f.align == '<');
    f = spec_of("05", 's', '<'); // strings keep their own alignment
    CHECK(f.align == '<');
    f = spec_of("x<08");
    CHECK(f.fill == 'x');
    CHECK(f.width == 8);
}

TEST_CASE("format spec: fill may be any character, including an alignment token") {
    CHECK(spec_of("<<").fill == '<');
    CHECK(spec_of("é^5").fill == 0xE9);
    CHECK(spec_of("=").align == '=');
    CHECK(spec_of(">").fill == ' ');
}

TEST_CASE("format spec: '_' with b, o, x, X groups by four") {
    CHECK(spec_of("_x").group_by_four);
    CHECK(spec_of("_b").group_by_four);
    CHECK(!spec_of("_d").group_by_four);
    CHECK(!spec_of(",").group_by_four);
}

TEST_CASE("format spec: errors as CPython words them") {
    CHECK(spec_error(",_") == "ValueError: Cannot specify both ',' and '_'.");
    CHECK(spec_error("_,") == "ValueError: Cannot specify both ',' and '_'.");
    CHECK(spec_error(",s") == "ValueError: Cannot specify ',' with 's'.");
    CHECK(spec_error(",x") == "ValueError: Cannot specify ',' with 'x'.");
    CHECK(spec_error("_n") == "ValueError: Cannot specify '_' with 'n'.");
    CHECK(spec_error(".") == "ValueError: Format specifier missing precision");
    CHECK(spec_error("5.f") == "ValueError: Format specifier missing precision");
    CHECK(spec_error("abc") == "ValueError: Invalid format specifier 'abc' for object of type 'int'");
    CHECK(spec_error("99999999999999999999") == "ValueError: Too many decimal digits in format string");
    CHECK(spec_error(",", 's') == "ValueError: Cannot specify ',' with 's'.");
    CHECK(spec_error(",\x7f") == "ValueError: Cannot specify ',' with '\x7f'.");
    CHECK(spec_error(",\xc3\xa9") == "ValueError: Cannot specify ',' with '\\xe9'.");
}

TEST_CASE("integers") {
    CHECK(fint(123, "#x") == "0x7b");
    CHECK(fint(255, "#X") == "0XFF");
    CHECK(fint(-255, "#010x") == "-0x00000ff");
    CHECK(fint(1234, "010,") == "00,001,234");
    CHECK(fint(123456789, "_x") == "75b_cd15");
    CHECK(fint(-5, "0=10") == "-000000005");
    CHECK(fint(5, "<010") == "5000000000");
    CHECK(fint(12, "x^10") == "xxxx12xxxx");
    CHECK(fint(12, "*<+8,") == "+12*****");
    CHECK(fint(5, "c") == "\x05");
    CHECK(fint(INT64_MIN, "") == "-9223372036854775808");
    CHECK(fint(INT64_MIN, "x") == "-8000000000000000");
    CHECK(fint(1, "1") == "1");
    CHECK(fint(7, "e") == "7.000000e+00");
    CHECK(fint(1, ".2") == "ValueError: Precision not allowed in integer format specifier");
    CHECK(fint(1, "z") == "ValueError: Negative zero coercion (z) not allowed in integer format specifier");
    CHECK(fint(65, "+c") == "ValueError: Sign not allowed with integer format specifier 'c'");
    CHECK(fint(-1, "c") == "OverflowError: %c arg not in range(0x110000)");
    CHECK(fint(1, "s") == "ValueError: Unknown format code 's' for object of type 'int'");
}

TEST_CASE("floats: rounding, the empty type, nan and inf") {
    CHECK(ffloat(0.1, ".0e") == "1e-01");
    CHECK(ffloat(1.5, ".0f") == "2");
    CHECK(ffloat(2.5, ".0f") == "2"); // half to even
    CHECK(ffloat(2.675, ".2f") == "2.67"); // the binary value is below 2.675
    CHECK(ffloat(1234567.891, ",.2f") == "1,234,567.89");
    CHECK(ffloat(1e16, "") == "1e+16");
    CHECK(ffloat(1e16, ".3") == "1e+16");
    CHECK(ffloat(123.0, ".3") == "1.23e+02");
    CHECK(ffloat(1.0, ".3") == "1.0");
    CHECK(ffloat(0.0, ".0") == "0e+00");
    CHECK(ffloat(1.0, "#.0f") == "1.");
    CHECK(ffloat(1.0, "#g") == "1.00000");
    CHECK(ffloat(0.5, "%") == "50.000000%");
    CHECK(ffloat(12345.678, "n") == "12345.7");
    CHECK(ffloat(-0.0, "") == "-0.0");
    CHECK(ffloat(-0.0, "z.1f") == "0.0");
    CHECK(ffloat(-0.0001, "z.1e") == "-1.0e-04");
    CHECK(ffloat(std::nan(""), "+08.2f") == "+0000nan");
    CHECK(ffloat(-std::numeric_limits<double>::infinity(), "010") == "-000000inf");
    CHECK(ffloat(std::numeric_limits<double>::infinity(), "F") == "INF");
    CHECK(ffloat(0.1, ".17") == "0.10000000000000001");
    CHECK(ffloat(5e-324, "") == "5e-324");
    CHECK(ffloat(1.5, "d") == "ValueError: Unknown format code 'd' for object of type 'float'");
}

TEST_CASE("double_to_string is CPython's PyOS_double_to_string") {
    CHECK(double_to_string(1e16, 'r', 0, kDtoaAddDot0) == "1e+16");
    CHECK(double_to_string(1e15, 'r', 0, kDtoaAddDot0) == "1000000000000000.0");
    CHECK(double_to_string(0.0001, 'r', 0, 0) == "0.0001");
    CHECK(double_to_string(0.00001, 'r', 0, 0) == "1e-05");
    CHECK(double_to_string(1234567.0, 'g', 6, 0) == "1.23457e+06");
    CHECK(double_to_string(0.5, 'g', 0, 0) == "0.5");
    CHECK(double_to_string(2.0, 'f', 0, kDtoaAlt) == "2.");
    CHECK(double_to_string(1.5, 'E', 2, 0) == "1.50E+00");
    CHECK(double_to_string(-0.001, 'f', 1, kDtoaNoNeg0) == "0.0");
    CHECK(double_to_string(-0.001, 'f', 1, 0) == "-0.0");
}

TEST_CASE("strings") {
    CHECK(fstr("abc", "^9") == "   abc   ");
    CHECK(fstr("abcd", "^9") == "  abcd   ");
    CHECK(fstr("ab", "05") == "ab000");
    CHECK(fstr("héllo", "é^10") == "ééhélloééé");
    CHECK(fstr("héllo", ".2") == "hé");
    CHECK(fstr("x", "=5") == "ValueError: '=' alignment not allowed in string format specifier");
    CHECK(fstr("x", "+") == "ValueError: Sign not allowed in string format specifier");
    CHECK(fstr("x", " ") == "ValueError: Space not allowed in string format specifier");
    CHECK(fstr("x", "#") == "ValueError: Alternate form (#) not allowed in string format specifier");
    CHECK(fstr("x", "d") == "ValueError: Unknown format code 'd' for object of type 'str'");
}

TEST_CASE("f-strings parse to JoinedStr and FormattedValue") {
    CHECK(expr("f'a{b}c'") == "(JoinedStr ['a' (FormattedValue b) 'c'])");
    CHECK(expr("f'{x!r:>{w}}'") == "(JoinedStr [(FormattedValue !r x (JoinedStr ['>' (FormattedValue w)]))])");
    CHECK(expr("f'{x=}'") == "(JoinedStr ['x=' (FormattedValue !r x)])");
    CHECK(expr("f'{x = :5}'") == "(JoinedStr ['x = ' (FormattedValue x (JoinedStr ['5']))])");
    CHECK(expr("'a' f'{{}}' 'b'") == "(JoinedStr ['a{}b'])");
    CHECK(expr("f'{a + b * 2}'") == "(JoinedStr [(FormattedValue (+ a (* b 2)))])");
    CHECK(expr("f'{a!=b}'") == "(JoinedStr [(FormattedValue (cmp a != b))])");
    CHECK(expr("'plain' 'only'") == "'plainonly'");
}

TEST_CASE("f-string errors as CPython 3.11 words them") {
    CHECK(parse_error("f'{x'") == "SyntaxError: f-string: expecting '}'");
    CHECK(parse_error("f'{}'") == "SyntaxError: f-string: empty expression not allowed");
    CHECK(parse_error("f'{!r}'") == "SyntaxError: f-string: expression required before '!'");
    CHECK(parse_error("f'}'") == "SyntaxError: f-string: single '}' is not allowed");
    CHECK(parse_error("f'{\"\\n\"}'") == "SyntaxError: f-string expression part cannot include a backslash");
    CHECK(parse_error("f'{x!z}'") ==
          "SyntaxError: f-string: invalid conversion character: expected 's', 'r', or 'a'");
    CHECK(parse_error("f'{x:{y:{z}}}'") == "SyntaxError: f-string: expressions nested too deeply");
    CHECK(parse_error("f'{1+}'") == "SyntaxError: f-string: invalid syntax");
    CHECK(parse_error("f'{f\"{}\"}'") == "SyntaxError: f-string: f-string: empty expression not allowed");
}
