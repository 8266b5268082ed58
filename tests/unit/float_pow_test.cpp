// x ** 0.5's shortcut through sqrt must give the C library's pow(x, 0.5)
// bit for bit (CPython prints pow's result), on random values and on those
// whose square roots lie nearest a rounding boundary, where pow and sqrt
// differ most often.
#include <doctest/doctest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <cstdio>
#include <string>
#include <random>

#include "vm/float_pow.hpp"

using namespace kiln;

namespace {

uint64_t bits_of(double x) {
    uint64_t u;
    std::memcpy(&u, &x, sizeof u);
    return u;
}

std::string hex(double x) {
    char buf[40];
    std::snprintf(buf, sizeof buf, "%a", x);
    return buf;
}

double from_bits(uint64_t u) {
    double x;
    std::memcpy(&x, &u, sizeof x);
    return x;
}

} // namespace

TEST_CASE("x ** 0.5 is pow(x, 0.5) bit for bit") {
    std::mt19937_64 g(20261127);
    long differ_from_sqrt = 0, mismatches = 0;
    const long n = 1500000;
    for (long i = 0; i < n; i++) {
        double x;
        double m = 1.0 + (double)(g() >> 12) * 0x1p-52; // [1, 2) on the 2^-52 grid
        switch (i % 3) {
        case 0: // any positive double, subnormals and the largest included
            x = from_bits((g() & 0x7fefffffffffffffull) | 1);
            break;
        case 1: { // a root halfway between two doubles, squared, and its neighbours
            double mid = m + 0x1p-53;
            x = from_bits(bits_of(mid * mid) + (uint64_t)(g() % 5) - 2);
            x = std::ldexp(x, 2 * (int)(g() % 200) - 200);
            break;
        }
        default: // a double squared, and its neighbours
            x = from_bits(bits_of(m * m) + (uint64_t)(g() % 3) - 1);
            x = std::ldexp(x, 2 * (int)(g() % 100) - 100);
        }
        double want = std::pow(x, 0.5);
        if (bits_of(float_pow_value(x, 0.5)) != bits_of(want) && mismatches++ < 5)
            MESSAGE(hex(x) << ": pow " << hex(want) << ", kiln " << hex(float_pow_value(x, 0.5)));
        if (bits_of(std::sqrt(x)) != bits_of(want)) differ_from_sqrt++;
    }
    CHECK(mismatches == 0);
    // The cases the shortcut must get right are there: pow and sqrt differ
    // on thousands of them.
    CHECK(differ_from_sqrt > 1000);
}

TEST_CASE("x ** 0.5 at the edges is pow's") {
    const double xs[] = {0.0, -0.0, 1.0, 4.0, 2.0, 0.25, 1e-320, 0x1p-1074, 0x1p-900, 0x1p1000, 1.7976931348623157e308,
                         INFINITY, -INFINITY, NAN, -1.0, -4.0, 0x1p-901, 0x1.fffffffffffffp999};
    for (double x : xs) {
        double want = std::pow(x, 0.5), got = float_pow_value(x, 0.5);
        CHECK((bits_of(got) == bits_of(want) || (std::isnan(got) && std::isnan(want))));
    }
}
