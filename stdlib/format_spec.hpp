// The format-spec mini-language of format(), str.format and f-strings:
//   [[fill]align][sign][z][#][0][width][grouping][.precision][type]
// parsed and applied to int, bool, float and str exactly as CPython 3.11
// does (Python/formatter_unicode.c and the float layout of pystrtod.c).
// Nothing here needs a VM: errors come back as a FormatError for the caller
// to raise, so the parser can be unit-tested on its own.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>

namespace kiln {

struct FormatSpec {
    uint32_t fill = ' ';
    char align = 0;          // '<' '>' '=' '^' (the type's default once parsed)
    char sign = 0;           // '+' '-' ' ' or 0
    bool no_neg_0 = false;   // 'z'
    bool alternate = false;  // '#'
    int64_t width = -1;      // -1: not given
    char thousands = 0;      // ',' or '_' or 0
    bool group_by_four = false; // '_' with b, o, x, X
    int64_t precision = -1;  // -1: not given
    uint32_t type = 0;       // a code point; 0 when not given (and no default)
};

// The exception a formatting step raises: kind is "ValueError", "TypeError",
// "OverflowError" or "MemoryError".
struct FormatError {
    const char* kind = nullptr;
    std::string message;
    bool set(const char* k, std::string m) {
        kind = k;
        message = std::move(m);
        return false;
    }
};

// Parses `spec` (UTF-8). `default_type` is the type when none is given
// ('d' for int, 's' for str, 0 for float), `default_align` the alignment
// ('>' for numbers, '<' for str); `type_name` names the value's type in the
// "Invalid format specifier" message. False with `err` set on error.
bool parse_format_spec(std::string_view spec, uint32_t default_type, char default_align, std::string_view type_name,
                       FormatSpec& out, FormatError& err);

// int.__format__ (bool too, with type_name "bool"), float.__format__ and
// str.__format__ for a non-empty spec; they append to `out`.
bool format_int(int64_t v, std::string_view spec, std::string_view type_name, std::string& out, FormatError& err);
bool format_float(double v, std::string_view spec, std::string_view type_name, std::string& out, FormatError& err);
bool format_str(std::string_view s, std::string_view spec, std::string& out, FormatError& err);

// CPython's PyOS_double_to_string: type one of e E f F g G r, with the
// flags below. Correctly rounded (half to even on the exact binary value).
enum : int { kDtoaAddDot0 = 1, kDtoaAlt = 2, kDtoaNoNeg0 = 4 };
std::string double_to_string(double v, char type, int precision, int flags);

// Formats of the integer fields of %-formatting, shared with it.
std::string int_to_digits(int64_t v, int base); // digits of |v|, lower case, no sign

// Code point helpers for the formatters.
size_t utf8_length(std::string_view s);                          // code points
std::string_view utf8_prefix(std::string_view s, size_t nchars); // the first nchars code points
int decimal_digit_value(uint32_t cp);                            // 0-9, or -1 (any Unicode decimal digit)

} // namespace kiln
