// Parsing numbers from strings as int() and float() do.
#include "number_parse.hpp"

#include <cmath>
#include <cstdlib>

#include "../vm/ops.hpp"

namespace kiln {

namespace {

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

Value parse_int(VM& vm, StrObj* str, int base) {
    auto fail = [&]() {
        return vm.raisef(vm.e_ValueError, "invalid literal for int() with base {}: {}", base, str_repr(str->view()));
    };
    std::string_view s = trim(str->view());
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
    unsigned __int128 v = 0;
    bool any = false, last_underscore = prefixed; // "0x_1" is fine, "_1" is not
    if (!prefixed && s[0] == '_') return fail();
    for (char c : s) {
        if (c == '_') {
            if (last_underscore && any) return fail();
            if (!any && !prefixed) return fail();
            last_underscore = true;
            continue;
        }
        int d = digit_value(c);
        if (d >= b) return fail();
        v = v * b + d;
        if (v > (unsigned __int128)INT64_MAX + 1) return vm.overflow_64();
        any = true;
        last_underscore = false;
    }
    if (!any || last_underscore) return fail();
    if (neg) {
        if (v > (unsigned __int128)INT64_MAX + 1) return vm.overflow_64();
        return Value::integer((int64_t)(0 - (uint64_t)v));
    }
    if (v > INT64_MAX) return vm.overflow_64();
    return Value::integer((int64_t)v);
}

Value parse_float(VM& vm, StrObj* str) {
    auto fail = [&]() {
        return vm.raisef(vm.e_ValueError, "could not convert string to float: {}", str_repr(str->view()));
    };
    std::string_view s = trim(str->view());
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
