#include "float_pow.hpp"

#include <cmath>
#include <cstdint>
#include <cstring>

namespace kiln {

namespace {

// x ** 0.5 is pow(x, 0.5), which is not sqrt(x): glibc's pow is not
// correctly rounded (its worst case is 0.54 ulp), and for about one random
// x in 1,300 it returns the double next to sqrt(x). But when the exact
// square root lies within 0.4 ulp of r = sqrt(x) (correctly rounded), any
// result within 0.6 ulp of the exact value is r itself: pow must return r.
// So r is taken when x - r*r, computed exactly, shows the root that close;
// otherwise (about one x in five, and outside the range where the sums
// below are exact) pow decides. Tested against pow on 2*10^8 values, many
// of them next to the roots that are hardest to round.
bool sqrt_is_pow_half(double x, double* out) {
    if (!(x >= 0x1p-900 && x <= 0x1p1000)) return false;
    double r = std::sqrt(x);
    uint64_t rb;
    std::memcpy(&rb, &r, sizeof rb);
    if ((rb & 0x000fffffffffffffull) == 0) return false; // a power of two: ulps differ on its two sides
    // r * r == p + e exactly: a fused multiply-add where the target has
    // one (a compiler may then fuse Dekker's steps, which needs them apart),
    // else Dekker's product with Veltkamp's split.
    double p = r * r;
#ifdef __FP_FAST_FMA
    double e = __builtin_fma(r, r, -p);
#else
    double c = r * 134217729.0; // 2^27 + 1
    double hi = c - (c - r), lo = r - hi;
    double e = ((hi * hi - p) + 2 * hi * lo) + lo * lo;
#endif
    double d = (x - p) - e; // x - p is exact (Sterbenz): d is x - r*r, rounded once
    uint64_t ub = (rb & 0x7ff0000000000000ull) - (52ull << 52);
    double ulp;
    std::memcpy(&ulp, &ub, sizeof ulp);
    // sqrt(x) - r == d / (sqrt(x) + r), about d / 2r
    if (std::fabs(d) > 0.8 * ulp * r) return false;
    *out = r;
    return true;
}

} // namespace

double float_pow_value(double a, double b) {
    double r;
    if (b == 0.5 && sqrt_is_pow_half(a, &r)) return r;
    return std::pow(a, b);
}

} // namespace kiln
