// Parsing numbers from strings as int() and float() do: digits of any
// script, Unicode whitespace around them, and errors that show the string
// as it was given.
#include "number_parse.hpp"

#include <array>
#include <cmath>
#include <cstdlib>

#include "../lang/lexer.hpp"
#include "../vm/bigint.hpp"
#include "../vm/ops.hpp"
#include "stdlib.hpp"
#include "unicode_tables.hpp"

namespace kiln {

namespace {

// CPython's _PyUnicode_TransformDecimalAndSpaceToASCII: the text the
// parsers below read. Beyond ASCII, whitespace becomes ' ' and a decimal
// digit (category Nd, any script) its ASCII digit; any other character
// ends the text with '?', which no number accepts. ASCII text is read as
// it is (so '\x1c', whitespace to str.split, is not stripped).
std::string_view ascii_text(StrObj* str, std::string& buf) {
    std::string_view s = str->view();
    if (str->ascii) return s;
    buf.clear();
    for (size_t i = 0; i < s.size();) {
        uint32_t c = utf8_decode(s, i);
        if (c < 127) {
            buf += (char)c;
        } else if (unicode::is_space(c)) {
            buf += ' ';
        } else if (int d = unicode_decimal_value(c); d >= 0) {
            buf += (char)('0' + d);
        } else {
            buf += '?';
            break;
        }
    }
    return buf;
}

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'; }

std::string_view trim(std::string_view s) {
    while (!s.empty() && is_space(s.front())) s.remove_prefix(1);
    while (!s.empty() && is_space(s.back())) s.remove_suffix(1);
    return s;
}

int digit_value(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'z') return c - 'a' + 10;
    if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
    return 99;
}

} // namespace

// CPython's "%.200R": the repr, cut to 200 characters.
std::string repr_200(std::string_view s) {
    std::string r = str_repr(s);
    size_t chars = 0;
    for (size_t i = 0; i < r.size(); i++)
        if (((unsigned char)r[i] & 0xC0) != 0x80 && ++chars > 200) return r.substr(0, i);
    return r;
}

Value parse_int(VM& vm, StrObj* str, int base) {
    // The common case first: ASCII, a sign and plain digits of the base
    // (no underscore, no prefix; base 0: decimal without a leading zero),
    // few enough for a machine int: parsed at once, with no copy.
    if (str->ascii && base >= 0 && base <= 36 && base != 1) {
        const int b = base == 0 ? 10 : base;
        // Per base, the digits whose value stays below b**n <= INT64_MAX.
        static const std::array<uint8_t, 37> kMostDigits = [] {
            std::array<uint8_t, 37> most{};
            for (int64_t r = 2; r <= 36; r++) {
                most[(size_t)r] = 1;
                for (int64_t p = r; p <= INT64_MAX / r; p *= r) most[(size_t)r]++;
            }
            return most;
        }();
        const size_t most = kMostDigits[(size_t)b];
        std::string_view s = trim(str->view());
        bool neg = false;
        if (!s.empty() && (s[0] == '+' || s[0] == '-')) {
            neg = s[0] == '-';
            s.remove_prefix(1);
        }
        if (!s.empty() && s.size() <= most && !(base == 0 && s.size() > 1 && s[0] == '0')) {
            int64_t v = 0;
            size_t k = 0;
            for (int d; k < s.size() && (d = digit_value(s[k])) < b; k++) v = v * b + d;
            if (k == s.size()) return Value::integer(neg ? -v : v);
        }
    }
    auto fail = [&]() {
        return vm.raisef(vm.e_ValueError, "invalid literal for int() with base {}: {}", base, repr_200(str->view()));
    };
    std::string ascii;
    std::string_view s = trim(ascii_text(str, ascii));
    bool neg = false;
    if (!s.empty() && (s[0] == '+' || s[0] == '-')) {
        neg = s[0] == '-';
        s.remove_prefix(1);
    }
    int b = base;
    bool prefixed = false;
    if (s.size() >= 2 && s[0] == '0') {
        char p = (char)std::tolower(s[1]);
        int pb = p == 'x' ? 16 : p == 'o' ? 8 : p == 'b' ? 2 : 0;
        if (pb && (b == 0 || b == pb)) {
            b = pb;
            s.remove_prefix(2);
            prefixed = true;
        }
    }
    if (b == 0) {
        b = 10;
        // Base 0 forbids leading zeros in non-zero decimals.
        bool all_zero = true;
        for (char c : s)
            if (c != '0' && c != '_') all_zero = false;
        if (s.size() > 1 && s[0] == '0' && !all_zero) return fail();
    }
    if (s.empty()) return fail();
    // The run of digits and single underscores, in CPython's order of checks: underscores, then the
    // digit limit, then anything after the run.
    size_t i = 0;
    char prev = 0;
    if (s[0] == '_') {
        if (!prefixed) return fail(); // "0x_1" is fine, "_1" is not
        i = 1;
        prev = '_';
    }
    std::string digits;
    for (; i < s.size(); i++) {
        char c = s[i];
        if (c == '_') {
            if (prev == '_') return fail();
            prev = c;
            continue;
        }
        if (digit_value(c) >= b) break;
        digits += c;
        prev = c;
    }
    if (prev == '_' || digits.empty()) return fail();
    if ((b & (b - 1)) != 0 && digits.size() > kMaxStrDigits)
        return vm.raise(vm.e_ValueError, int_digits_limit_message(digits.size()));
    if (i != s.size()) return fail();
    return int_from_digits(vm, digits, b, neg);
}

Value parse_float(VM& vm, StrObj* str) {
    auto fail = [&]() {
        return vm.raisef(vm.e_ValueError, "could not convert string to float: {}", str_repr(str->view()));
    };
    std::string ascii;
    std::string_view s = trim(ascii_text(str, ascii));
    std::string clean;
    size_t i = 0;
    if (i < s.size() && (s[i] == '+' || s[i] == '-')) clean += s[i++];
    std::string rest;
    for (size_t k = i; k < s.size(); k++) rest += (char)std::tolower(s[k]);
    if (rest == "inf" || rest == "infinity") {
        return Value::number(clean == "-" ? -INFINITY : INFINITY);
    }
    if (rest == "nan") return Value::number(clean == "-" ? -NAN : NAN);
    // digits [. digits] [e [sign] digits], underscores only between digits.
    bool digits = false;
    auto take_digits = [&]() {
        bool any = false;
        while (i < s.size()) {
            char c = s[i];
            if (c >= '0' && c <= '9') {
                clean += c;
                any = true;
                i++;
            } else if (c == '_' && any && i + 1 < s.size() && s[i + 1] >= '0' && s[i + 1] <= '9') {
                i++;
            } else {
                break;
            }
        }
        return any;
    };
    digits |= take_digits();
    if (i < s.size() && s[i] == '.') {
        clean += '.';
        i++;
        digits |= take_digits();
    }
    if (!digits) return fail();
    if (i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
        clean += 'e';
        i++;
        if (i < s.size() && (s[i] == '+' || s[i] == '-')) clean += s[i++];
        if (!take_digits()) return fail();
    }
    if (i != s.size()) return fail();
    return Value::number(std::strtod(clean.c_str(), nullptr));
}

} // namespace kiln
