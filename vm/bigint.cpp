// Arbitrary-precision ints on GMP: the slow paths behind the 64-bit ones.
// Python semantics throughout: floor division and modulo round toward
// negative infinity, bitwise operators act on infinite two's complement (as
// GMP's mpz_and/ior/xor/com do), int/float conversions round half to even.
#include "bigint.hpp"

#include <cfloat>
#include <cmath>

#include "ops.hpp"

namespace kiln {

void Mpz::set(Value v) {
    if (v.is_intlike()) mpz_set_si(z, (long)v.as_int());
    else mpz_set(z, as_bigint(v)->z);
}

Value int_from_mpz(VM& vm, mpz_ptr z) {
    if (mpz_fits_slong_p(z)) return Value::integer((int64_t)mpz_get_si(z));
    BigIntObj* o = vm.alloc<BigIntObj>(Kind::BigInt);
    mpz_init(o->z);
    mpz_swap(o->z, z);
    vm.note_alloc((size_t)o->z->_mp_alloc * sizeof(mp_limb_t));
    return Value::object(o);
}

Value int_from_i128(VM& vm, __int128 v) {
    if (v >= INT64_MIN && v <= INT64_MAX) return Value::integer((int64_t)v);
    unsigned __int128 mag = v < 0 ? -(unsigned __int128)v : (unsigned __int128)v;
    Mpz z;
    mpz_set_ui(z, (unsigned long)(uint64_t)(mag >> 64));
    mpz_mul_2exp(z, z, 64);
    mpz_add_ui(z, z, (unsigned long)(uint64_t)mag);
    if (v < 0) mpz_neg(z, z);
    return int_from_mpz(vm, z);
}

Value int_from_double(VM& vm, double d) {
    if (d > -9223372036854775808.0 && d < 9223372036854775808.0) return Value::integer((int64_t)d);
    Mpz z;
    mpz_set_d(z, d); // exact: a double this large is an integer
    return int_from_mpz(vm, z);
}

Value int_from_digits(VM& vm, std::string_view digits, int base, bool negative) {
    unsigned __int128 v = 0;
    bool small = true;
    for (char c : digits) {
        int d = c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10;
        v = v * base + d;
        if (v > ((unsigned __int128)1 << 64)) {
            small = false;
            break;
        }
    }
    if (small) return int_from_i128(vm, negative ? -(__int128)v : (__int128)v);
    Mpz z;
    std::string text(digits);
    mpz_set_str(z, text.c_str(), base);
    if (negative) mpz_neg(z, z);
    return int_from_mpz(vm, z);
}

namespace {

Value too_big(VM& vm) {
    return vm.raisef(vm.e_MemoryError, "integer result too large: kiln ints are limited to 2**32 bits");
}

bool is_zero(Value v) { return v.is_intlike() && v.as_int() == 0; }

// Python's floor division, both ways; b != 0.
void floor_divmod(mpz_ptr q, mpz_ptr r, mpz_srcptr a, mpz_srcptr b) { mpz_fdiv_qr(q, r, a, b); }

// Rounds the non-negative `m` (an integer) times 2**exp to a double, half to
// even, keeping at most 53 significant bits and no bits below 2**-1074.
// `sticky` says that m stands for a value a little above m (bits were lost
// below it). The result may be inf: callers check for overflow.
double round_to_double(mpz_srcptr m, long exp, bool sticky) {
    long bits = (long)mpz_sizeinbase(m, 2);
    if (mpz_sgn(m) == 0) return 0.0;
    long drop = bits - DBL_MANT_DIG;
    if (exp + drop < -1074) drop = -1074 - exp;
    if (drop <= 0) return std::ldexp(mpz_get_d(m), (int)exp); // exact
    Mpz mant;
    mpz_fdiv_q_2exp(mant, m, (unsigned long)drop);
    bool half = mpz_tstbit(m, (unsigned long)(drop - 1));
    bool lower = sticky || (long)mpz_scan1(m, 0) < drop - 1;
    if (half && (lower || mpz_odd_p(mant))) mpz_add_ui(mant, mant, 1);
    // mant has at most 53 bits (2**53 after rounding up): exact as a double.
    long e = exp + drop;
    if (e > 2000) return HUGE_VAL;
    return std::ldexp(mpz_get_d(mant), (int)e);
}

} // namespace

Value int_binary(VM& vm, Op op, Value a, Value b) {
    Mpz x(a), y(b), r;
    switch (op) {
    case Op::Add: mpz_add(r, x, y); break;
    case Op::Sub: mpz_sub(r, x, y); break;
    case Op::Mul:
        if (mpz_sizeinbase(x, 2) + mpz_sizeinbase(y, 2) > kMaxIntBits) return too_big(vm);
        mpz_mul(r, x, y);
        break;
    case Op::FloorDiv:
        if (mpz_sgn(y) == 0) return vm.raise(vm.e_ZeroDivisionError, "integer division or modulo by zero");
        mpz_fdiv_q(r, x, y);
        break;
    case Op::Mod:
        if (mpz_sgn(y) == 0) return vm.raise(vm.e_ZeroDivisionError, "integer modulo by zero");
        mpz_fdiv_r(r, x, y);
        break;
    case Op::TrueDiv: return int_true_divide(vm, a, b);
    case Op::Pow: {
        if (mpz_sgn(y) < 0) {
            // A float result, as CPython: both sides become floats first.
            double fx, fy;
            if (!int_to_double(vm, a, &fx) || !int_to_double(vm, b, &fy)) return Value::empty();
            return float_pow(vm, fx, fy);
        }
        if (mpz_cmpabs_ui(x, 1) <= 0) {
            // 0, 1 and -1 stay small whatever the exponent.
            if (mpz_sgn(x) == 0) return Value::integer(mpz_sgn(y) == 0 ? 1 : 0);
            if (mpz_sgn(x) > 0 || mpz_even_p(y)) return Value::integer(1);
            return Value::integer(-1);
        }
        if (!mpz_fits_ulong_p(y)) return too_big(vm);
        unsigned long e = mpz_get_ui(y);
        if (e == 0) return Value::integer(1);
        uint64_t bits = mpz_sizeinbase(x, 2);
        if (e > kMaxIntBits || bits > kMaxIntBits / e) return too_big(vm);
        mpz_pow_ui(r, x, e);
        break;
    }
    case Op::LShift:
        if (mpz_sgn(y) < 0) return vm.raise(vm.e_ValueError, "negative shift count");
        if (mpz_sgn(x) == 0) return Value::integer(0);
        if (!mpz_fits_slong_p(y)) return vm.raise(vm.e_OverflowError, "too many digits in integer");
        if (mpz_get_ui(y) + mpz_sizeinbase(x, 2) > kMaxIntBits) return too_big(vm);
        mpz_mul_2exp(r, x, mpz_get_ui(y));
        break;
    case Op::RShift:
        if (mpz_sgn(y) < 0) return vm.raise(vm.e_ValueError, "negative shift count");
        if (!mpz_fits_ulong_p(y) || mpz_get_ui(y) >= mpz_sizeinbase(x, 2))
            return Value::integer(mpz_sgn(x) < 0 ? -1 : 0);
        mpz_fdiv_q_2exp(r, x, mpz_get_ui(y));
        break;
    case Op::BitAnd: mpz_and(r, x, y); break;
    case Op::BitOr: mpz_ior(r, x, y); break;
    case Op::BitXor: mpz_xor(r, x, y); break;
    default: return Value::empty();
    }
    return int_from_mpz(vm, r);
}

Value int_unary(VM& vm, Op op, Value a) {
    if (a.is_intlike()) {
        int64_t i = a.as_int();
        switch (op) {
        case Op::Neg: return i == INT64_MIN ? int_from_i128(vm, -(__int128)i) : Value::integer(-i);
        case Op::Pos: return Value::integer(i);
        case Op::Invert: return Value::integer(~i);
        default: return Value::empty();
        }
    }
    Mpz r(a);
    switch (op) {
    case Op::Neg: mpz_neg(r, r); break;
    case Op::Pos: return a;
    case Op::Invert: mpz_com(r, r); break;
    default: return Value::empty();
    }
    return int_from_mpz(vm, r);
}

Value int_abs(VM& vm, Value a) {
    if (a.is_intlike()) {
        int64_t i = a.as_int();
        return i < 0 ? int_unary(vm, Op::Neg, a) : Value::integer(i);
    }
    if (mpz_sgn(as_bigint(a)->z) > 0) return a;
    return int_unary(vm, Op::Neg, a);
}

Value int_true_divide(VM& vm, Value a, Value b) {
    if (is_zero(b)) return vm.raise(vm.e_ZeroDivisionError, "division by zero");
    const int64_t exact = (int64_t)1 << DBL_MANT_DIG;
    if (a.is_intlike() && b.is_intlike()) {
        int64_t x = a.as_int(), y = b.as_int();
        if (x >= -exact && x <= exact && y >= -exact && y <= exact) return Value::number((double)x / (double)y);
    }
    Mpz x(a), y(b);
    bool negative = (mpz_sgn(x) < 0) != (mpz_sgn(y) < 0); // 0 / -y is -0.0
    if (mpz_sgn(x) == 0) return Value::number(negative ? -0.0 : 0.0);
    mpz_abs(x, x);
    mpz_abs(y, y);
    long la = (long)mpz_sizeinbase(x, 2), lb = (long)mpz_sizeinbase(y, 2);
    // x / y lies in [2**(la-lb-1), 2**(la-lb+1)).
    if (la - lb > DBL_MAX_EXP + 1)
        return vm.raise(vm.e_OverflowError, "integer division result too large for a float");
    if (la - lb < -1080) return Value::number(negative ? -0.0 : 0.0); // below half the smallest subnormal
    // Scale so that the quotient has 55 or 56 bits; the remainder is the sticky bit.
    long k = la - lb - (DBL_MANT_DIG + 2);
    if (k >= 0) mpz_mul_2exp(y, y, (unsigned long)k);
    else mpz_mul_2exp(x, x, (unsigned long)-k);
    Mpz q, r;
    mpz_tdiv_qr(q, r, x, y);
    double d = round_to_double(q, k, mpz_sgn(r) != 0);
    if (std::isinf(d)) return vm.raise(vm.e_OverflowError, "integer division result too large for a float");
    return Value::number(negative ? -d : d);
}

double scaled_to_double(mpz_srcptr m, long exp) { return round_to_double(m, exp, false); }

Value int_divmod(VM& vm, Value a, Value b) {
    Mpz x(a), y(b), q, r;
    if (mpz_sgn(y) == 0) return vm.raise(vm.e_ZeroDivisionError, "integer division or modulo by zero");
    floor_divmod(q, r, x, y);
    Value qv = int_from_mpz(vm, q);
    Value rv = int_from_mpz(vm, r);
    return vm.tuple({qv, rv});
}

Value int_pow_mod(VM& vm, Value base, Value exp, Value mod) {
    Mpz b(base), e(exp), m(mod), r;
    if (mpz_sgn(m) == 0) return vm.raise(vm.e_ValueError, "pow() 3rd argument cannot be 0");
    bool negative_mod = mpz_sgn(m) < 0;
    mpz_abs(m, m);
    if (mpz_sgn(e) < 0) {
        // base**-e is (base**-1)**e: the modular inverse must exist.
        mpz_mod(b, b, m);
        if (mpz_cmp_ui(m, 1) == 0) {
            mpz_set_ui(b, 0);
        } else if (!mpz_invert(b, b, m)) {
            return vm.raise(vm.e_ValueError, "base is not invertible for the given modulus");
        }
        mpz_neg(e, e);
    }
    mpz_powm(r, b, e, m); // 0 <= r < |mod|
    if (negative_mod && mpz_sgn(r) != 0) mpz_sub(r, r, m);
    return int_from_mpz(vm, r);
}

Value int_round_negative(VM& vm, Value x, Value ndigits) {
    // Round half to even to a multiple of 10**-ndigits.
    if (!ndigits.is_intlike()) return too_big(vm); // CPython would compute 10**-ndigits
    uint64_t n = (uint64_t)0 - (uint64_t)ndigits.as_int();
    Mpz v(x), p, q, r;
    // |x| < 10**(n-2) rounds to 0.
    if (n > mpz_sizeinbase(v, 10) + 1) return Value::integer(0);
    mpz_ui_pow_ui(p, 10, n);
    floor_divmod(q, r, v, p); // 0 <= r < p
    mpz_mul_2exp(r, r, 1);
    int c = mpz_cmp(r, p);
    if (c > 0 || (c == 0 && mpz_odd_p(q))) mpz_add_ui(q, q, 1);
    mpz_mul(q, q, p);
    return int_from_mpz(vm, q);
}

int int_compare(Value a, Value b) {
    if (a.is_intlike() && b.is_intlike()) {
        int64_t x = a.as_int(), y = b.as_int();
        return x < y ? -1 : x > y ? 1 : 0;
    }
    // One side is big: out of the 64-bit range, so its sign decides against a small one.
    if (a.is_intlike()) return -mpz_sgn(as_bigint(b)->z);
    if (b.is_intlike()) return mpz_sgn(as_bigint(a)->z);
    int c = mpz_cmp(as_bigint(a)->z, as_bigint(b)->z);
    return c < 0 ? -1 : c > 0 ? 1 : 0;
}

int int_compare_double(Value a, double d) {
    if (a.is_intlike()) {
        int64_t i = a.as_int();
        if (d >= 9223372036854775808.0) return -1;
        if (d < -9223372036854775808.0) return 1;
        double fl = std::floor(d);
        int64_t fi = (int64_t)fl;
        if (i < fi) return -1;
        if (i > fi) return 1;
        return d > fl ? -1 : 0;
    }
    int c = mpz_cmp_d(as_bigint(a)->z, d); // exact, and defined for infinities
    return c < 0 ? -1 : c > 0 ? 1 : 0;
}

bool int_to_double(VM& vm, Value v, double* out) {
    if (v.is_intlike()) {
        *out = (double)v.as_int(); // correctly rounded by the conversion
        return true;
    }
    mpz_srcptr z = as_bigint(v)->z;
    long bits = (long)mpz_sizeinbase(z, 2);
    double d = HUGE_VAL;
    if (bits <= DBL_MAX_EXP) {
        Mpz m;
        mpz_abs(m, z);
        d = round_to_double(m, 0, false);
    }
    if (std::isinf(d)) {
        vm.raise(vm.e_OverflowError, "int too large to convert to float");
        return false;
    }
    *out = mpz_sgn(z) < 0 ? -d : d;
    return true;
}

int64_t bigint_hash(const BigIntObj* b) {
    const unsigned long P = (1UL << 61) - 1;
    int64_t h = (int64_t)mpz_tdiv_ui(b->z, P); // |value| mod P
    if (mpz_sgn(b->z) < 0) h = -h;
    return h == -1 ? -2 : h;
}

uint64_t int_bit_length(Value v) {
    if (v.is_intlike()) {
        int64_t i = v.as_int();
        uint64_t m = i < 0 ? (uint64_t)0 - (uint64_t)i : (uint64_t)i;
        return m ? 64 - __builtin_clzll(m) : 0;
    }
    return mpz_sizeinbase(as_bigint(v)->z, 2);
}

std::string str_digits_limit_message() {
    return fmt::format("Exceeds the limit ({} digits) for integer string conversion; use "
                       "sys.set_int_max_str_digits() to increase the limit",
                       kMaxStrDigits);
}

std::string int_digits_limit_message(size_t digits) {
    return fmt::format("Exceeds the limit ({} digits) for integer string conversion: value has {} digits; use "
                       "sys.set_int_max_str_digits() to increase the limit",
                       kMaxStrDigits, digits);
}

bool int_to_decimal(VM& vm, Value v, std::string& out) {
    if (v.is_intlike()) {
        out += std::to_string(v.as_int());
        return true;
    }
    mpz_srcptr z = as_bigint(v)->z;
    // sizeinbase is exact or one too many: only convert what might be allowed.
    if (mpz_sizeinbase(z, 10) > kMaxStrDigits + 1) {
        vm.raise(vm.e_ValueError, str_digits_limit_message());
        return false;
    }
    size_t at = out.size();
    out.resize(at + mpz_sizeinbase(z, 10) + 2);
    mpz_get_str(out.data() + at, 10, z);
    out.resize(at + std::strlen(out.data() + at));
    size_t digits = out.size() - at - (mpz_sgn(z) < 0);
    if (digits > kMaxStrDigits) {
        out.resize(at);
        vm.raise(vm.e_ValueError, str_digits_limit_message());
        return false;
    }
    return true;
}

std::string int_to_base(Value v, int base, const char* prefix) {
    Mpz m(v);
    std::string out = mpz_sgn(m) < 0 ? "-" : "";
    out += prefix;
    mpz_abs(m, m);
    size_t at = out.size();
    out.resize(at + mpz_sizeinbase(m, base) + 2);
    mpz_get_str(out.data() + at, base, m);
    out.resize(at + std::strlen(out.data() + at));
    return out;
}

bool index_arg(VM& vm, Value v, int64_t* out, const char* overflow_message) {
    if (v.is_intlike()) {
        *out = v.as_int();
        return true;
    }
    if (is_bigint(v)) vm.raise(vm.e_OverflowError, overflow_message);
    else vm.raisef(vm.e_TypeError, "'{}' object cannot be interpreted as an integer", vm.type_name(v));
    return false;
}

int64_t int_clamp(Value v) {
    if (v.is_intlike()) return v.as_int();
    return mpz_sgn(as_bigint(v)->z) < 0 ? INT64_MIN : INT64_MAX;
}

} // namespace kiln
