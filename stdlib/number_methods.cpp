// The methods of int and float, as CPython 3.11 has them (results and error
// messages): bit_length, bit_count, conjugate, as_integer_ratio, is_integer,
// hex, fromhex. The attributes real, imag, numerator and denominator are in
// vm/attr.cpp. kiln has no bytes type, so int.to_bytes and int.from_bytes
// are refused.
#include <cctype>
#include <cfloat>
#include <cmath>
#include <string>

#include "../vm/bigint.hpp"
#include "../vm/dict.hpp"
#include "../vm/ops.hpp"
#include "stdlib.hpp"

namespace kiln {

namespace {

// Checks self and that no argument follows it (METH_NOARGS).
bool no_args(VM& vm, const Value* args, int nargs, KwArgs kw, bool is_int, const char* name) {
    const char* type = is_int ? "int" : "float";
    if (nargs < 1) {
        vm.raisef(vm.e_TypeError, "unbound method {}.{}() needs an argument", type, name);
        return false;
    }
    if (is_int ? !is_integer(args[0]) : !args[0].is_float()) {
        vm.raisef(vm.e_TypeError, "descriptor '{}' for '{}' objects doesn't apply to a '{}' object", name, type,
                  vm.type_name(args[0]));
        return false;
    }
    if (kw.n) {
        vm.raisef(vm.e_TypeError, "{}.{}() takes no keyword arguments", type, name);
        return false;
    }
    if (nargs != 1) {
        vm.raisef(vm.e_TypeError, "{}.{}() takes no arguments ({} given)", type, name, nargs - 1);
        return false;
    }
    return true;
}

// An int as itself, a bool as the int it stands for (int() of it).
Value as_plain_int(Value v) { return v.is_bool() ? Value::integer(v.as_int()) : v; }

// ------------------------------------------------------------------ int

Value int_bit_length_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!no_args(vm, args, nargs, kw, true, "bit_length")) return Value::empty();
    return Value::integer((int64_t)int_bit_length(args[0]));
}

Value int_bit_count_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!no_args(vm, args, nargs, kw, true, "bit_count")) return Value::empty();
    Mpz z(args[0]);
    mpz_abs(z, z);
    return Value::integer((int64_t)mpz_popcount(z));
}

Value int_conjugate_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!no_args(vm, args, nargs, kw, true, "conjugate")) return Value::empty();
    return as_plain_int(args[0]);
}

Value int_as_integer_ratio_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!no_args(vm, args, nargs, kw, true, "as_integer_ratio")) return Value::empty();
    return vm.tuple({as_plain_int(args[0]), Value::integer(1)});
}

Value int_bytes_refused(VM& vm, Value*, int, KwArgs) {
    return vm.raise(vm.e_NotImplementedError, "int.to_bytes() is not supported by kiln yet (kiln has no bytes type)");
}

Value int_from_bytes_refused(VM& vm, Value*, int, KwArgs) {
    return vm.raise(vm.e_NotImplementedError,
                    "int.from_bytes() is not supported by kiln yet (kiln has no bytes type)");
}

// ------------------------------------------------------------------ float

Value float_is_integer_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!no_args(vm, args, nargs, kw, false, "is_integer")) return Value::empty();
    double x = args[0].f;
    return Value::boolean(std::isfinite(x) && std::floor(x) == x);
}

Value float_conjugate_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!no_args(vm, args, nargs, kw, false, "conjugate")) return Value::empty();
    return args[0];
}

// CPython's float_as_integer_ratio: the mantissa doubled until it is whole.
Value float_as_integer_ratio_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!no_args(vm, args, nargs, kw, false, "as_integer_ratio")) return Value::empty();
    double x = args[0].f;
    if (std::isinf(x)) return vm.raise(vm.e_OverflowError, "cannot convert Infinity to integer ratio");
    if (std::isnan(x)) return vm.raise(vm.e_ValueError, "cannot convert NaN to integer ratio");
    int exponent;
    double part = std::frexp(x, &exponent);
    for (int i = 0; i < 300 && part != std::floor(part); i++) {
        part *= 2.0;
        exponent--;
    }
    Mpz num(int_from_double(vm, part)), den;
    mpz_set_ui(den, 1);
    if (exponent > 0) mpz_mul_2exp(num, num, (unsigned long)exponent);
    else mpz_mul_2exp(den, den, (unsigned long)-exponent);
    Value n = int_from_mpz(vm, num);
    Value d = int_from_mpz(vm, den);
    return vm.tuple({n, d});
}

// CPython's float_hex: one hex digit before the point, 13 after, and a
// decimal power of two; subnormals keep the exponent -1022.
Value float_hex_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!no_args(vm, args, nargs, kw, false, "hex")) return Value::empty();
    double x = args[0].f;
    if (std::isnan(x) || std::isinf(x)) return repr(vm, args[0]);
    if (x == 0.0) return vm.str(std::signbit(x) ? "-0x0.0p+0" : "0x0.0p+0");
    int e;
    double m = std::frexp(std::fabs(x), &e);
    int shift = 1 - std::max(DBL_MIN_EXP - e, 0);
    m = std::ldexp(m, shift);
    e -= shift;
    const char* digits = "0123456789abcdef";
    std::string s = x < 0 ? "-0x" : "0x";
    s += digits[(int)m];
    m -= (int)m;
    s += '.';
    for (int i = 0; i < (DBL_MANT_DIG - 1) / 4; i++) {
        m *= 16.0;
        s += digits[(int)m];
        m -= (int)m;
    }
    s += 'p';
    s += e < 0 ? '-' : '+';
    s += std::to_string(e < 0 ? -e : e);
    return vm.str(s);
}

bool is_py_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'; }

int hex_value(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

// Case-insensitive prefix test.
bool starts_with_ci(std::string_view s, size_t at, const char* word) {
    size_t n = std::char_traits<char>::length(word);
    if (s.size() - at < n) return false;
    for (size_t i = 0; i < n; i++)
        if (std::tolower((unsigned char)s[at + i]) != word[i]) return false;
    return true;
}

// float.fromhex(string), after CPython's float_fromhex: the same grammar,
// errors and checks, with the value rounded once, half to even.
Value float_fromhex_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (kw.n) return vm.raise(vm.e_TypeError, "float.fromhex() takes no keyword arguments");
    if (nargs != 2) return vm.raisef(vm.e_TypeError, "float.fromhex() takes exactly one argument ({} given)", nargs - 1);
    if (!is_str(args[1])) return vm.raise(vm.e_TypeError, "bad argument type for built-in operation");
    std::string_view s = as_str(args[1])->view();
    auto parse_error = [&] { return vm.raise(vm.e_ValueError, "invalid hexadecimal floating-point string"); };
    size_t i = 0, n = s.size();
    while (i < n && is_py_space(s[i])) i++;
    auto finish = [&](double x) -> Value {
        while (i < n && is_py_space(s[i])) i++;
        if (i != n) return parse_error();
        return Value::number(x);
    };
    // inf, infinity and nan, with an optional sign.
    {
        size_t j = i;
        bool neg = false;
        if (j < n && (s[j] == '-' || s[j] == '+')) neg = s[j++] == '-';
        if (starts_with_ci(s, j, "infinity") || starts_with_ci(s, j, "inf")) {
            i = j + (starts_with_ci(s, j, "infinity") ? 8 : 3);
            return finish(neg ? -HUGE_VAL : HUGE_VAL);
        }
        if (starts_with_ci(s, j, "nan")) {
            i = j + 3;
            return finish(neg ? -NAN : NAN);
        }
    }
    bool negate = false;
    if (i < n && s[i] == '-') {
        negate = true;
        i++;
    } else if (i < n && s[i] == '+') {
        i++;
    }
    if (i + 1 < n && s[i] == '0' && (s[i + 1] == 'x' || s[i + 1] == 'X')) i += 2;
    // Coefficient: hex digits, optionally with a point.
    std::string digits;
    size_t fdigits = 0;
    while (i < n && hex_value(s[i]) >= 0) digits += s[i++];
    if (i < n && s[i] == '.') {
        i++;
        while (i < n && hex_value(s[i]) >= 0) {
            digits += s[i++];
            fdigits++;
        }
    }
    if (digits.empty()) return parse_error();
    // CPython's limit on the coefficient's length.
    const long max_digits = std::min(DBL_MIN_EXP - DBL_MANT_DIG - LONG_MIN / 2, LONG_MAX / 2 + 1 - DBL_MAX_EXP) / 4;
    if ((long)digits.size() > max_digits) return vm.raise(vm.e_ValueError, "hexadecimal string too long to convert");
    long exp = 0;
    if (i < n && (s[i] == 'p' || s[i] == 'P')) {
        i++;
        bool eneg = false;
        if (i < n && (s[i] == '-' || s[i] == '+')) eneg = s[i++] == '-';
        if (!(i < n && s[i] >= '0' && s[i] <= '9')) return parse_error();
        // strtol: saturates at LONG_MIN / LONG_MAX.
        __int128 e = 0;
        while (i < n && s[i] >= '0' && s[i] <= '9') {
            if (e <= (__int128)LONG_MAX + 1) e = e * 10 + (s[i] - '0');
            i++;
        }
        if (eneg) e = -e;
        exp = e > LONG_MAX ? LONG_MAX : e < LONG_MIN ? LONG_MIN : (long)e;
    }
    size_t first = digits.find_first_not_of('0');
    if (first == std::string::npos || exp < LONG_MIN / 2) return finish(negate ? -0.0 : 0.0);
    auto overflow = [&] { return vm.raise(vm.e_OverflowError, "hexadecimal value too large to represent as a float"); };
    if (exp > LONG_MAX / 2) return overflow();
    exp -= 4 * (long)fdigits;
    // One more than the exponent of the coefficient's top bit.
    long ndigits = (long)(digits.size() - first);
    long top_exp = exp + 4 * (ndigits - 1);
    for (int d = hex_value(digits[first]); d != 0; d /= 2) top_exp++;
    double x;
    if (top_exp < DBL_MIN_EXP - DBL_MANT_DIG) {
        x = 0.0;
    } else {
        if (top_exp > DBL_MAX_EXP) return overflow();
        Mpz m;
        mpz_set_str(m, digits.c_str() + first, 16);
        x = scaled_to_double(m, exp);
        if (std::isinf(x)) return overflow();
    }
    return finish(negate ? -x : x);
}

struct MethodDef {
    bool on_int;
    const char* name;
    NativeFn fn;
};

const MethodDef kMethods[] = {
    {true, "bit_length", int_bit_length_m},
    {true, "bit_count", int_bit_count_m},
    {true, "conjugate", int_conjugate_m},
    {true, "as_integer_ratio", int_as_integer_ratio_m},
    {true, "to_bytes", int_bytes_refused},
    {false, "is_integer", float_is_integer_m},
    {false, "conjugate", float_conjugate_m},
    {false, "as_integer_ratio", float_as_integer_ratio_m},
    {false, "hex", float_hex_m},
};

} // namespace

void install_number_methods(VM& vm) {
    for (const MethodDef& m : kMethods) {
        TypeObj* t = m.on_int ? vm.t_int : vm.t_float;
        dict_set_str(vm, t->dict, vm.intern(m.name), Value::object(vm.new_native(m.name, m.fn, true, t)));
    }
    // Class methods: bound to the type, so that float.fromhex(s) and
    // (1.0).fromhex(s) both work (see dict.fromkeys).
    NativeObj* fromhex = vm.new_native("fromhex", float_fromhex_m, true, vm.t_float);
    dict_set_str(vm, vm.t_float->dict, vm.intern("fromhex"),
                 vm.bound_method(Value::object(vm.t_float), Value::object(fromhex)));
    NativeObj* from_bytes = vm.new_native("from_bytes", int_from_bytes_refused, true, vm.t_int);
    dict_set_str(vm, vm.t_int->dict, vm.intern("from_bytes"),
                 vm.bound_method(Value::object(vm.t_int), Value::object(from_bytes)));
}

} // namespace kiln
