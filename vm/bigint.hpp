// Arbitrary-precision ints, on GMP.
//
// An int is Tag::Int while it fits in 64 bits and a BigIntObj (Kind::BigInt)
// otherwise. Invariants:
//  1. Normal form: a BigIntObj never holds a value in [INT64_MIN, INT64_MAX].
//     Every result goes through int_from_mpz (or int_from_i128), which
//     shrinks it back to Tag::Int when it fits. So two equal ints always have
//     the same representation, and the 64-bit fast paths (which only look at
//     Tag::Int) never miss a value they could have handled.
//  2. BigIntObjs are immutable once made; their limbs are GMP's own (malloc'd),
//     counted with vm.note_alloc when made and freed by the collector.
//  3. Nothing here collects garbage: results can be made with operands held
//     only in C++ locals.
#pragma once
#include <string>
#include <string_view>

#include "../lang/ast.hpp"
#include "vm.hpp"

namespace kiln {

static_assert(sizeof(long) == 8, "GMP's si/ui functions are used for 64-bit values");

// The largest int kiln makes, in bits (512 MiB of limbs). An operation whose
// result could be bigger raises MemoryError instead of asking GMP, which
// aborts the process when its own limits are passed.
constexpr uint64_t kMaxIntBits = (uint64_t)1 << 32;

// CPython 3.11's default sys.get_int_max_str_digits(): decimal conversions
// of longer ints (both directions) raise ValueError. kiln has no sys module
// to change it.
constexpr size_t kMaxStrDigits = 4300;

// A scoped mpz_t.
struct Mpz {
    mpz_t z;
    Mpz() { mpz_init(z); }
    explicit Mpz(Value v) {
        mpz_init(z);
        set(v);
    }
    ~Mpz() { mpz_clear(z); }
    Mpz(const Mpz&) = delete;
    Mpz& operator=(const Mpz&) = delete;
    void set(Value v); // v: bool, int or big int
    operator mpz_ptr() { return z; }
    operator mpz_srcptr() const { return z; }
    // GMP's macros (mpz_sgn, mpz_odd_p) dereference their argument.
    __mpz_struct* operator->() { return z; }
    const __mpz_struct* operator->() const { return z; }
};

// The int with z's value: Tag::Int when it fits, else a new big int that
// takes over z's limbs (z is left 0).
Value int_from_mpz(VM& vm, mpz_ptr z);
Value int_from_i128(VM& vm, __int128 v);
// trunc(d), exactly. d must be finite.
Value int_from_double(VM& vm, double d);
// An int from validated digits (no sign, prefix or underscores) in `base`.
Value int_from_digits(VM& vm, std::string_view digits, int base, bool negative);

// Arithmetic on two ints (bool, int or big int), for when one is big or a
// 64-bit computation overflowed. Empty without an exception set: the
// operator does not apply to ints (the caller raises TypeError).
Value int_binary(VM& vm, Op op, Value a, Value b);
// Neg, Pos, Invert and abs() of an int.
Value int_unary(VM& vm, Op op, Value a);
Value int_abs(VM& vm, Value a);
// a / b, correctly rounded.
Value int_true_divide(VM& vm, Value a, Value b);
Value int_divmod(VM& vm, Value a, Value b);
// pow(base, exp, mod) of three ints.
Value int_pow_mod(VM& vm, Value base, Value exp, Value mod);
// round(x, ndigits) of an int x with ndigits < 0.
Value int_round_negative(VM& vm, Value x, Value ndigits);

// -1, 0 or 1.
int int_compare(Value a, Value b);
// -1, 0 or 1 comparing an int with a double that is not a NaN, exactly.
int int_compare_double(Value a, double d);
// m * 2**exp (m >= 0) correctly rounded to a double (half to even, with
// subnormals); inf when too large. exp must be well inside the long range.
double scaled_to_double(mpz_srcptr m, long exp);
// float(v) for an int, correctly rounded; OverflowError if it is too large.
bool int_to_double(VM& vm, Value v, double* out);
// An int or a float as a double (ints as int_to_double).
inline bool number_to_double(VM& vm, Value v, double* out) {
    if (v.is_float()) {
        *out = v.f;
        return true;
    }
    if (v.is_intlike()) {
        *out = (double)v.as_int();
        return true;
    }
    return int_to_double(vm, v, out);
}
// An int or a float.
inline bool is_numeric(Value v) { return v.is_number() || is_bigint(v); }

// hash() of a big int: CPython's, the value modulo 2**61 - 1 with its sign.
int64_t bigint_hash(const BigIntObj* b);
// Bits of |v| (bit_length()).
uint64_t int_bit_length(Value v);

// str() of an int: ValueError past kMaxStrDigits, as CPython.
bool int_to_decimal(VM& vm, Value v, std::string& out);
// hex(), oct(), bin(): sign, prefix and digits (no length limit).
std::string int_to_base(Value v, int base, const char* prefix);
// CPython's messages for the digit limit.
std::string str_digits_limit_message();              // int -> str
std::string int_digits_limit_message(size_t digits); // str -> int

// An index-sized (64-bit) integer argument, with CPython's messages: false
// with TypeError for a non-integer, OverflowError `overflow_message` for a
// big int.
bool index_arg(VM& vm, Value v, int64_t* out, const char* overflow_message);
inline constexpr const char* kSsizeOverflow = "Python int too large to convert to C ssize_t";
inline constexpr const char* kCIntOverflow = "Python int too large to convert to C int";
inline constexpr const char* kIndexOverflow = "cannot fit 'int' into an index-sized integer";
// An int clamped to the 64-bit range (slice indices and search bounds do that).
int64_t int_clamp(Value v);

} // namespace kiln
