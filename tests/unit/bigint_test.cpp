// Big ints: normal form (big only outside 64 bits), hashing, conversions and
// the collector's view of their limbs.
#include <doctest/doctest.h>

#include <cmath>

#include "vm/bigint.hpp"
#include "vm/ops.hpp"
#include "vm/vm.hpp"

using namespace kiln;

namespace {

std::string repr_of(VM& vm, Value v) {
    std::string out;
    REQUIRE(repr_into(vm, v, out));
    return out;
}

Value parse(VM& vm, const char* decimal) {
    Mpz z;
    mpz_set_str(z, decimal, 10);
    return int_from_mpz(vm, z);
}

} // namespace

TEST_CASE("ints leave 64 bits as big ints and shrink back as soon as they fit") {
    VM vm;
    Value max = Value::integer(INT64_MAX), min = Value::integer(INT64_MIN);
    Value up = binary_op(vm, Op::Add, max, Value::integer(1));
    REQUIRE(is_bigint(up));
    CHECK(repr_of(vm, up) == "9223372036854775808");
    Value back = binary_op(vm, Op::Sub, up, Value::integer(1));
    CHECK(back.is_int());
    CHECK(back.i == INT64_MAX);

    Value down = binary_op(vm, Op::Sub, min, Value::integer(1));
    REQUIRE(is_bigint(down));
    CHECK(binary_op(vm, Op::Add, down, Value::integer(1)).i == INT64_MIN);

    // -INT64_MIN, INT64_MIN // -1 and abs(INT64_MIN) are all 2**63, big.
    Value neg = unary_op(vm, Op::Neg, min);
    REQUIRE(is_bigint(neg));
    CHECK(repr_of(vm, neg) == "9223372036854775808");
    CHECK(is_bigint(int_floordiv(vm, INT64_MIN, -1)));
    CHECK(is_bigint(int_abs(vm, min)));
    // ... and negating it again gives the small INT64_MIN.
    Value again = unary_op(vm, Op::Neg, neg);
    CHECK(again.is_int());
    CHECK(again.i == INT64_MIN);

    // A product of two big ints divided back down.
    Value p = int_pow(vm, 2, 100);
    REQUIRE(is_bigint(p));
    Value q = binary_op(vm, Op::FloorDiv, p, int_pow(vm, 2, 40));
    CHECK(q.is_int());
    CHECK(q.i == (int64_t)1 << 60);
    CHECK(binary_op(vm, Op::Sub, p, p).is_int());
    CHECK(binary_op(vm, Op::BitAnd, p, Value::integer(-1)).o != nullptr);
    CHECK(binary_op(vm, Op::RShift, p, Value::integer(99)).i == 2);

    // Parsed values in range are never big.
    CHECK(parse(vm, "-9223372036854775808").is_int());
    CHECK(parse(vm, "9223372036854775807").is_int());
    CHECK(is_bigint(parse(vm, "-9223372036854775809")));
    CHECK(int_from_i128(vm, (__int128)INT64_MAX + 1).tag == Tag::Obj);
    CHECK(int_from_i128(vm, -5).i == -5);
    CHECK(int_from_double(vm, 1e19).tag == Tag::Obj);
    CHECK(int_from_double(vm, -9.2e18).is_int());
}

TEST_CASE("big ints compare with ints and floats exactly, and are ints to type()") {
    VM vm;
    Value two64 = int_pow(vm, 2, 64);
    CHECK(vm.type_of(two64) == vm.t_int);
    CHECK(equals(vm, two64, Value::number(18446744073709551616.0)) == 1);
    Value odd = binary_op(vm, Op::Add, int_pow(vm, 2, 64), Value::integer(1));
    CHECK(equals(vm, odd, Value::number(18446744073709551616.0)) == 0);
    CHECK(less_than(vm, Value::number(18446744073709551616.0), odd) == 1);
    CHECK(less_than(vm, Value::integer(INT64_MAX), two64) == 1);
    CHECK(less_than(vm, unary_op(vm, Op::Neg, two64), Value::integer(INT64_MIN)) == 1);
    CHECK(int_compare_double(two64, INFINITY) < 0);
    CHECK(int_compare_double(two64, -INFINITY) > 0);
    // `is` compares ints by value, big ones too.
    CHECK(same_value(two64, int_pow(vm, 2, 64)));
}

TEST_CASE("hashes of big ints are CPython's and agree with equal floats") {
    VM vm;
    int64_t h;
    REQUIRE(hash_value(vm, int_pow(vm, 2, 64), &h));
    CHECK(h == 8);
    REQUIRE(hash_value(vm, unary_op(vm, Op::Neg, int_pow(vm, 2, 64)), &h));
    CHECK(h == -8);
    REQUIRE(hash_value(vm, int_pow(vm, 2, 100), &h));
    CHECK(h == 549755813888LL);
    CHECK(h == hash_double(std::ldexp(1.0, 100)));
    // A multiple of 2**61 - 1 hashes to 0; minus one more to -2, never -1.
    Value p = binary_op(vm, Op::Sub, int_pow(vm, 2, 61), Value::integer(1));
    Value big_multiple = binary_op(vm, Op::Mul, p, p);
    REQUIRE(hash_value(vm, big_multiple, &h));
    CHECK(h == 0);
    Value minus = unary_op(vm, Op::Neg, binary_op(vm, Op::Add, big_multiple, Value::integer(1)));
    REQUIRE(hash_value(vm, minus, &h));
    CHECK(h == -2);
}

TEST_CASE("int to float conversions round half to even and refuse what does not fit") {
    VM vm;
    double d;
    REQUIRE(int_to_double(vm, parse(vm, "9007199254740993"), &d)); // 2**53 + 1
    CHECK(d == 9007199254740992.0);
    REQUIRE(int_to_double(vm, parse(vm, "18014398509481987"), &d)); // 2**54 + 3
    CHECK(d == 18014398509481988.0);
    REQUIRE(int_to_double(vm, binary_op(vm, Op::Sub, int_pow(vm, 2, 1024), int_pow(vm, 2, 971)), &d));
    CHECK(d == 1.7976931348623157e308);
    CHECK(!int_to_double(vm, binary_op(vm, Op::Sub, int_pow(vm, 2, 1024), int_pow(vm, 2, 970)), &d));
    REQUIRE(vm.exc);
    CHECK(vm.exc->type == vm.e_OverflowError);
    vm.exc = nullptr;
    // True division is correctly rounded, subnormals included.
    Value r = int_true_divide(vm, Value::integer(3), int_pow(vm, 2, 1075));
    REQUIRE(r.is_float());
    CHECK(r.f == 1e-323);
    r = int_true_divide(vm, int_pow(vm, 2, 2000), int_pow(vm, 2, 1990));
    CHECK(r.f == 1024.0);
}

TEST_CASE("str() of big ints stops at CPython's 4300 digits") {
    VM vm;
    std::string out;
    Value ok = int_pow(vm, 10, 4299); // 4300 digits
    CHECK(int_to_decimal(vm, ok, out));
    CHECK(out.size() == 4300);
    out.clear();
    CHECK(!int_to_decimal(vm, int_pow(vm, 10, 4300), out));
    REQUIRE(vm.exc);
    CHECK(vm.exc->type == vm.e_ValueError);
    CHECK(int_to_base(int_pow(vm, 2, 70), 16, "0x") == "0x400000000000000000");
    CHECK(int_to_base(unary_op(vm, Op::Neg, int_pow(vm, 2, 65)), 2, "0b") ==
          "-0b100000000000000000000000000000000000000000000000000000000000000000");
}

TEST_CASE("the collector frees big ints and counts their limbs") {
    VM vm;
    vm.collect();
    size_t base = vm.bytes_allocated;
    Value big = int_pow(vm, 3, 100000); // about 20 KB of limbs
    REQUIRE(is_bigint(big));
    CHECK(vm.bytes_allocated - base >= 158000 / 8);
    ListObj* keep = vm.new_list();
    vm.pinned.push_back(keep);
    keep->values().push_back(big);
    vm.collect();
    CHECK(vm.bytes_allocated >= base + 158000 / 8); // live: the cell and its limbs
    keep->values().clear();
    for (int i = 0; i < 1000; i++) binary_op(vm, Op::Mul, big, big);
    vm.collect();
    CHECK(vm.bytes_allocated < base + 1024); // everything but the empty list is gone
}
