// The `math` module: CPython 3.11's, function for function. Results must be
// the same bits as CPython's, so each function follows CPython's method:
// libm where CPython calls libm (same glibc, same answers), CPython's own
// algorithms where it has them (gamma and lgamma by Lanczos, fsum by exact
// partials, hypot and dist by a compensated vector norm, remainder), and
// CPython's error rules around them (math_1/math_2/is_error below): a NaN
// from non-NaN input is "math domain error", an infinity from finite input
// is "math range error" where overflow is possible, and errno is consulted
// the same way. Integer functions work on big ints through GMP.
#include <cerrno>
#include <cfloat>
#include <climits>
#include <cmath>
#include <cstring>

#include "../vm/float_pow.hpp"
#include "../vm/dict.hpp"
#include "../vm/ops.hpp"
#include "args.hpp"
#include "modules.hpp"

namespace kiln {

namespace {

constexpr double kPi = 3.141592653589793238462643383279502884197;
constexpr double kE = 2.718281828459045235360287471352662498;
constexpr double kLogPi = 1.144729885849400174143427351353058711647;

// ------------------------------------------------------------ arguments

// operator.index(v): an int (bool becomes int), or TypeError.
bool index_value(VM& vm, Value v, Value* out) {
    if (v.is_intlike()) {
        *out = Value::integer(v.as_int());
        return true;
    }
    if (is_bigint(v)) {
        *out = v;
        return true;
    }
    vm.raisef(vm.e_TypeError, "'{}' object cannot be interpreted as an integer", vm.type_name(v));
    return false;
}

// PyFloat_AsDouble: a float, or an int (correctly rounded; OverflowError
// when too large). kiln refuses classes defining __float__ and __index__
// (docs/language.md), so nothing else converts.
bool to_double(VM& vm, Value v, double* out) {
    if (v.is_float()) {
        *out = v.f;
        return true;
    }
    if (is_integer(v)) return number_to_double(vm, v, out);
    vm.raisef(vm.e_TypeError, "must be real number, not {}", vm.type_name(v));
    return false;
}

// ------------------------------------------------------------ CPython's error rules

// errno is set after a libm call: raise, or false when it is only an
// underflow (ERANGE with a result below 1.5 in magnitude).
bool is_error(VM& vm, double r) {
    if (errno == EDOM) {
        vm.raise(vm.e_ValueError, "math domain error");
        return true;
    }
    if (errno == ERANGE) {
        if (std::fabs(r) < 1.5) return false;
        vm.raise(vm.e_OverflowError, "math range error");
        return true;
    }
    vm.raisef(vm.e_ValueError, "[Errno {}] {}", errno, std::strerror(errno));
    return true;
}

using Fn1 = double (*)(double);
using Fn2 = double (*)(double, double);

// One-argument libm function (CPython's math_1).
Value math_1(VM& vm, Value arg, Fn1 f, bool can_overflow) {
    double x;
    if (!to_double(vm, arg, &x)) return Value::empty();
    errno = 0;
    double r = f(x);
    if (std::isnan(r) && !std::isnan(x)) return vm.raise(vm.e_ValueError, "math domain error");
    if (std::isinf(r) && std::isfinite(x)) {
        if (can_overflow) return vm.raise(vm.e_OverflowError, "math range error");
        return vm.raise(vm.e_ValueError, "math domain error");
    }
    if (std::isfinite(r) && errno && is_error(vm, r)) return Value::empty();
    return Value::number(r);
}

// A function known to set errno properly (CPython's math_1a).
Value math_1a(VM& vm, Value arg, Fn1 f) {
    double x;
    if (!to_double(vm, arg, &x)) return Value::empty();
    errno = 0;
    double r = f(x);
    if (errno && is_error(vm, r)) return Value::empty();
    return Value::number(r);
}

// Two-argument libm function (CPython's math_2).
Value math_2(VM& vm, Value* args, int nargs, Fn2 f, const char* name) {
    if (!check_nargs(vm, name, nargs, 2, 2)) return Value::empty();
    double x, y;
    if (!to_double(vm, args[0], &x) || !to_double(vm, args[1], &y)) return Value::empty();
    errno = 0;
    double r = f(x, y);
    if (std::isnan(r)) errno = !std::isnan(x) && !std::isnan(y) ? EDOM : 0;
    else if (std::isinf(r)) errno = std::isfinite(x) && std::isfinite(y) ? ERANGE : 0;
    if (errno && is_error(vm, r)) return Value::empty();
    return Value::number(r);
}

// ------------------------------------------------------------ CPython's own float algorithms

// sin(pi*x), accurate near integers; x finite (for the gamma reflection).
double sinpi(double x) {
    double y = std::fmod(std::fabs(x), 2.0);
    int n = (int)std::round(2.0 * y);
    double r;
    switch (n) {
    case 0: r = std::sin(kPi * y); break;
    case 1: r = std::cos(kPi * (y - 0.5)); break;
    case 2: r = std::sin(kPi * (1.0 - y)); break; // not -sin(pi*(y-1)): that gives -0.0 at y == 1
    case 3: r = -std::cos(kPi * (y - 1.5)); break;
    default: r = std::sin(kPi * (y - 2.0)); break;
    }
    return std::copysign(1.0, x) * r;
}

// Lanczos approximation, N = 13, g = 6.024680040776729583740234375 (the
// parameters CPython takes from Boost), as a rational function.
constexpr int kLanczosN = 13;
constexpr double kLanczosG = 6.024680040776729583740234375;
constexpr double kLanczosGMinusHalf = 5.524680040776729583740234375;
constexpr double kLanczosNum[kLanczosN] = {
    23531376880.410759688572007674451636754734846804940, 42919803642.649098768957899047001988850926355848959,
    35711959237.355668049440185451547166705960488635843, 17921034426.037209699919755754458931112671403265390,
    6039542586.3520280050642916443072979210699388420708, 1439720407.3117216736632230727949123939715485786772,
    248874557.86205415651146038641322942321632125127801, 31426415.585400194380614231628318205362874684987640,
    2876370.6289353724412254090516208496135991145378768, 186056.26539522349504029498971604569928220784236328,
    8071.6720023658162106380029022722506138218516325024, 210.82427775157934587250973392071336271166969580291,
    2.5066282746310002701649081771338373386264310793408};
// x*(x+1)*...*(x+11) expanded.
constexpr double kLanczosDen[kLanczosN] = {0.0,      39916800.0, 120543840.0, 150917976.0, 105258076.0,
                                           45995730.0, 13339535.0, 2637558.0,  357423.0,    32670.0,
                                           1925.0,   66.0,       1.0};

double lanczos_sum(double x) {
    double num = 0.0, den = 0.0;
    if (x < 5.0) {
        for (int i = kLanczosN; --i >= 0;) {
            num = num * x + kLanczosNum[i];
            den = den * x + kLanczosDen[i];
        }
    } else {
        // In 1/x, so that large x cannot overflow.
        for (int i = 0; i < kLanczosN; i++) {
            num = num / x + kLanczosNum[i];
            den = den / x + kLanczosDen[i];
        }
    }
    return num / den;
}

// gamma(n) for n = 1 .. 23: exact.
constexpr double kGammaIntegral[] = {1.0,
                                     1.0,
                                     2.0,
                                     6.0,
                                     24.0,
                                     120.0,
                                     720.0,
                                     5040.0,
                                     40320.0,
                                     362880.0,
                                     3628800.0,
                                     39916800.0,
                                     479001600.0,
                                     6227020800.0,
                                     87178291200.0,
                                     1307674368000.0,
                                     20922789888000.0,
                                     355687428096000.0,
                                     6402373705728000.0,
                                     121645100408832000.0,
                                     2432902008176640000.0,
                                     51090942171709440000.0,
                                     1124000727777607680000.0};

double c_tgamma(double x) {
    if (!std::isfinite(x)) {
        if (std::isnan(x) || x > 0.0) return x;
        errno = EDOM;
        return NAN;
    }
    if (x == 0.0) {
        errno = EDOM;
        return std::copysign(HUGE_VAL, x);
    }
    if (x == std::floor(x)) {
        if (x < 0.0) {
            errno = EDOM;
            return NAN;
        }
        if (x <= 23) return kGammaIntegral[(int)x - 1];
    }
    double absx = std::fabs(x);
    if (absx < 1e-20) {
        double r = 1.0 / x;
        if (std::isinf(r)) errno = ERANGE;
        return r;
    }
    if (absx > 200.0) {
        if (x < 0.0) return 0.0 / sinpi(x);
        errno = ERANGE;
        return HUGE_VAL;
    }
    double y = absx + kLanczosGMinusHalf;
    // The rounding error of y, to correct pow(y, ...) / exp(y) by (1 + z).
    double z;
    if (absx > kLanczosGMinusHalf) {
        double q = y - absx;
        z = q - kLanczosGMinusHalf;
    } else {
        double q = y - kLanczosGMinusHalf;
        z = q - absx;
    }
    z = z * kLanczosG / y;
    double r;
    if (x < 0.0) {
        r = -kPi / sinpi(absx) / absx * std::exp(y) / lanczos_sum(absx);
        r -= z * r;
        if (absx < 140.0) {
            r /= std::pow(y, absx - 0.5);
        } else {
            double sqrtpow = std::pow(y, absx / 2.0 - 0.25);
            r /= sqrtpow;
            r /= sqrtpow;
        }
    } else {
        r = lanczos_sum(absx) / std::exp(y);
        r += z * r;
        if (absx < 140.0) {
            r *= std::pow(y, absx - 0.5);
        } else {
            double sqrtpow = std::pow(y, absx / 2.0 - 0.25);
            r *= sqrtpow;
            r *= sqrtpow;
        }
    }
    if (std::isinf(r)) errno = ERANGE;
    return r;
}

double c_lgamma(double x) {
    if (!std::isfinite(x)) return std::isnan(x) ? x : HUGE_VAL;
    if (x == std::floor(x) && x <= 2.0) {
        if (x <= 0.0) {
            errno = EDOM;
            return HUGE_VAL;
        }
        return 0.0;
    }
    double absx = std::fabs(x);
    if (absx < 1e-20) return -std::log(absx);
    double r = std::log(lanczos_sum(absx)) - kLanczosG;
    r += (absx - 0.5) * (std::log(absx + kLanczosG - 0.5) - 1);
    if (x < 0.0) r = kLogPi - std::log(std::fabs(sinpi(absx))) - std::log(absx) - r; // reflection
    if (std::isinf(r)) errno = ERANGE;
    return r;
}

double c_atan2(double y, double x) {
    if (std::isnan(x) || std::isnan(y)) return NAN;
    if (std::isinf(y)) {
        if (std::isinf(x)) return std::copysign(std::copysign(1., x) == 1. ? 0.25 * kPi : 0.75 * kPi, y);
        return std::copysign(0.5 * kPi, y);
    }
    if (std::isinf(x) || y == 0.) return std::copysign(std::copysign(1., x) == 1. ? 0. : kPi, y);
    return std::atan2(y, x);
}

// IEEE remainder: x - n*y with n the nearest integer to x/y, ties to even. Exact.
double c_remainder(double x, double y) {
    if (std::isfinite(x) && std::isfinite(y)) {
        if (y == 0.0) return NAN;
        double absx = std::fabs(x), absy = std::fabs(y);
        double m = std::fmod(absx, absy);
        // Compare m with absy - m rather than 0.5*absy, which may be inexact.
        double c = absy - m, r;
        if (m < c) r = m;
        else if (m > c) r = -c;
        else r = m - 2.0 * std::fmod(0.5 * (absx - m), absy); // halfway: the even multiple
        return std::copysign(1.0, x) * r;
    }
    if (std::isnan(x)) return x;
    if (std::isnan(y)) return y;
    if (std::isinf(x)) return NAN;
    return x;
}

double c_log(double x) {
    if (std::isfinite(x)) {
        if (x > 0.0) return std::log(x);
        errno = EDOM;
        return x == 0.0 ? -HUGE_VAL : NAN;
    }
    if (std::isnan(x) || x > 0.0) return x;
    errno = EDOM;
    return NAN;
}

double c_log2(double x) {
    if (!std::isfinite(x)) {
        if (std::isnan(x) || x > 0.0) return x;
        errno = EDOM;
        return NAN;
    }
    if (x > 0.0) return std::log2(x);
    errno = EDOM;
    return x == 0.0 ? -HUGE_VAL : NAN;
}

double c_log10(double x) {
    if (std::isfinite(x)) {
        if (x > 0.0) return std::log10(x);
        errno = EDOM;
        return x == 0.0 ? -HUGE_VAL : NAN;
    }
    if (std::isnan(x) || x > 0.0) return x;
    errno = EDOM;
    return NAN;
}

// sqrt(sum(x*x for x in vec)) with lossless power-of-two scaling, exact
// squares (Veltkamp-Dekker split), compensated summation and one
// correction of the square root: CPython's vector_norm. `max` is the
// largest |x|; the values are |x|.
double vector_norm(const std::vector<double>& vec, double max, bool found_nan) {
    const double T27 = 134217729.0; // 2**27 + 1
    if (std::isinf(max)) return max;
    if (found_nan) return NAN;
    size_t n = vec.size();
    if (max == 0.0 || n <= 1) return max;
    int max_e;
    std::frexp(max, &max_e);
    double csum = 1.0, frac1 = 0.0, frac2 = 0.0, frac3 = 0.0, x, t, hi, lo, oldcsum;
    if (max_e >= -1023) {
        double scale = std::ldexp(1.0, -max_e);
        for (double v : vec) {
            x = v * scale;
            t = x * T27;
            hi = t - (t - x);
            lo = x - hi;
            x = hi * hi;
            oldcsum = csum;
            csum += x;
            frac1 += (oldcsum - csum) + x;
            x = 2.0 * hi * lo;
            oldcsum = csum;
            csum += x;
            frac2 += (oldcsum - csum) + x;
            frac3 += lo * lo;
        }
        double h = std::sqrt(csum - 1.0 + (frac1 + frac2 + frac3));
        x = h;
        t = x * T27;
        hi = t - (t - x);
        lo = x - hi;
        x = -hi * hi;
        oldcsum = csum;
        csum += x;
        frac1 += (oldcsum - csum) + x;
        x = -2.0 * hi * lo;
        oldcsum = csum;
        csum += x;
        frac2 += (oldcsum - csum) + x;
        x = -lo * lo;
        oldcsum = csum;
        csum += x;
        frac3 += (oldcsum - csum) + x;
        x = csum - 1.0 + (frac1 + frac2 + frac3);
        return (h + x / (2.0 * h)) / scale;
    }
    // Subnormal max: ldexp(1, -max_e) would overflow, so divide by max.
    for (double v : vec) {
        x = v / max;
        x = x * x;
        oldcsum = csum;
        csum += x;
        frac1 += (oldcsum - csum) + x;
    }
    return max * std::sqrt(csum - 1.0 + frac1);
}

// ------------------------------------------------------------ one- and two-argument functions

#define MATH_FUNC1(X)                                                                                  \
    X(acos, std::acos, false) X(acosh, std::acosh, false) X(asin, std::asin, false)                    \
    X(asinh, std::asinh, false) X(atan, std::atan, false) X(atanh, std::atanh, false)                  \
    X(cbrt, std::cbrt, false) X(cos, std::cos, false) X(cosh, std::cosh, true) X(exp, std::exp, true)  \
    X(exp2, std::exp2, true) X(expm1, std::expm1, true) X(fabs, std::fabs, false)                      \
    X(log1p, std::log1p, false) X(sin, std::sin, false) X(sinh, std::sinh, true)                       \
    X(sqrt, std::sqrt, false) X(tan, std::tan, false) X(tanh, std::tanh, false)

#define X(name, cfn, overflow)                                                         \
    Value m_##name(VM& vm, Value* a, int n, KwArgs) {                                  \
        if (!check_nargs(vm, "math." #name, n, 1, 1)) return Value::empty();           \
        return math_1(vm, a[0], [](double x) -> double { return cfn(x); }, overflow);  \
    }
MATH_FUNC1(X)
#undef X

#define MATH_FUNC1A(X) X(erf, std::erf) X(erfc, std::erfc) X(gamma, c_tgamma) X(lgamma, c_lgamma)
#define X(name, cfn)                                                         \
    Value m_##name(VM& vm, Value* a, int n, KwArgs) {                        \
        if (!check_nargs(vm, "math." #name, n, 1, 1)) return Value::empty(); \
        return math_1a(vm, a[0], [](double x) -> double { return cfn(x); }); \
    }
MATH_FUNC1A(X)
#undef X

#define MATH_FUNC2(X) X(atan2, c_atan2) X(copysign, std::copysign) X(remainder, c_remainder)
#define X(name, cfn)                                                                                 \
    Value m_##name(VM& vm, Value* a, int n, KwArgs) {                                                \
        return math_2(vm, a, n, [](double x, double y) -> double { return cfn(x, y); }, #name);      \
    }
MATH_FUNC2(X)
#undef X

// A one-argument function taking a double, checked.
bool one_double(VM& vm, const char* name, Value* a, int n, double* x) {
    return check_nargs(vm, name, n, 1, 1) && to_double(vm, a[0], x);
}

Value m_degrees(VM& vm, Value* a, int n, KwArgs) {
    double x;
    if (!one_double(vm, "math.degrees", a, n, &x)) return Value::empty();
    return Value::number(x * (180.0 / kPi));
}

Value m_radians(VM& vm, Value* a, int n, KwArgs) {
    double x;
    if (!one_double(vm, "math.radians", a, n, &x)) return Value::empty();
    return Value::number(x * (kPi / 180.0));
}

Value m_isfinite(VM& vm, Value* a, int n, KwArgs) {
    double x;
    if (!one_double(vm, "math.isfinite", a, n, &x)) return Value::empty();
    return Value::boolean(std::isfinite(x));
}

Value m_isinf(VM& vm, Value* a, int n, KwArgs) {
    double x;
    if (!one_double(vm, "math.isinf", a, n, &x)) return Value::empty();
    return Value::boolean(std::isinf(x));
}

Value m_isnan(VM& vm, Value* a, int n, KwArgs) {
    double x;
    if (!one_double(vm, "math.isnan", a, n, &x)) return Value::empty();
    return Value::boolean(std::isnan(x));
}

Value m_frexp(VM& vm, Value* a, int n, KwArgs) {
    double x;
    if (!one_double(vm, "math.frexp", a, n, &x)) return Value::empty();
    int e = 0;
    if (std::isfinite(x) && x != 0.0) x = std::frexp(x, &e);
    return vm.tuple({Value::number(x), Value::integer(e)});
}

Value m_modf(VM& vm, Value* a, int n, KwArgs) {
    double x;
    if (!one_double(vm, "math.modf", a, n, &x)) return Value::empty();
    if (std::isinf(x)) return vm.tuple({Value::number(std::copysign(0., x)), Value::number(x)});
    if (std::isnan(x)) return vm.tuple({Value::number(x), Value::number(x)});
    double ip;
    double fp = std::modf(x, &ip);
    return vm.tuple({Value::number(fp), Value::number(ip)});
}

Value m_ulp(VM& vm, Value* a, int n, KwArgs) {
    double x;
    if (!one_double(vm, "math.ulp", a, n, &x)) return Value::empty();
    if (std::isnan(x)) return Value::number(x);
    x = std::fabs(x);
    if (std::isinf(x)) return Value::number(x);
    double x2 = std::nextafter(x, HUGE_VAL);
    if (std::isinf(x2)) return Value::number(x - std::nextafter(x, -HUGE_VAL)); // x is the largest float
    return Value::number(x2 - x);
}

Value m_nextafter(VM& vm, Value* a, int n, KwArgs) {
    double x, y;
    if (!check_nargs(vm, "nextafter", n, 2, 2) || !to_double(vm, a[0], &x) || !to_double(vm, a[1], &y))
        return Value::empty();
    return Value::number(std::nextafter(x, y));
}

Value m_fmod(VM& vm, Value* a, int n, KwArgs) {
    double x, y;
    if (!check_nargs(vm, "fmod", n, 2, 2) || !to_double(vm, a[0], &x) || !to_double(vm, a[1], &y))
        return Value::empty();
    if (std::isinf(y) && std::isfinite(x)) return Value::number(x);
    errno = 0;
    double r = std::fmod(x, y);
    if (std::isnan(r)) errno = !std::isnan(x) && !std::isnan(y) ? EDOM : 0;
    if (errno && is_error(vm, r)) return Value::empty();
    return Value::number(r);
}

Value m_pow(VM& vm, Value* a, int n, KwArgs) {
    double x, y;
    if (!check_nargs(vm, "pow", n, 2, 2) || !to_double(vm, a[0], &x) || !to_double(vm, a[1], &y))
        return Value::empty();
    double r = 0.;
    errno = 0;
    if (!std::isfinite(x) || !std::isfinite(y)) {
        // IEEE special cases by hand, as CPython does.
        if (std::isnan(x)) r = y == 0. ? 1. : x;
        else if (std::isnan(y)) r = x == 1. ? 1. : y;
        else if (std::isinf(x)) {
            bool odd_y = std::isfinite(y) && std::fmod(std::fabs(y), 2.0) == 1.0;
            if (y > 0.) r = odd_y ? x : std::fabs(x);
            else if (y == 0.) r = 1.;
            else r = odd_y ? std::copysign(0., x) : 0.;
        } else if (std::fabs(x) == 1.0) r = 1.;
        else if (y > 0. && std::fabs(x) > 1.0) r = y;
        else if (y < 0. && std::fabs(x) < 1.0) r = -y;
        else r = 0.;
    } else {
        r = float_pow_value(x, y);
        if (std::isnan(r)) errno = EDOM;               // negative ** non-integer
        else if (std::isinf(r)) errno = x == 0. ? EDOM : ERANGE; // 0 ** negative, or overflow
    }
    if (errno && is_error(vm, r)) return Value::empty();
    return Value::number(r);
}

Value m_ldexp(VM& vm, Value* a, int n, KwArgs) {
    double x;
    if (!check_nargs(vm, "ldexp", n, 2, 2) || !to_double(vm, a[0], &x)) return Value::empty();
    if (!is_integer(a[1])) return vm.raise(vm.e_TypeError, "Expected an int as second argument to ldexp.");
    int64_t exp = int_clamp(a[1]);
    double r;
    errno = 0;
    if (x == 0. || !std::isfinite(x)) {
        r = x;
    } else if (exp > INT_MAX) {
        r = std::copysign(HUGE_VAL, x);
        errno = ERANGE;
    } else if (exp < INT_MIN) {
        r = std::copysign(0., x);
    } else {
        r = std::ldexp(x, (int)exp);
        errno = std::isinf(r) ? ERANGE : 0;
    }
    if (errno && is_error(vm, r)) return Value::empty();
    return Value::number(r);
}

// ------------------------------------------------------------ logarithms

// x ~= m * 2**e with 0.5 <= m < 1, for a positive int too large for a
// double: m correctly rounded to 53 bits (CPython's _PyLong_Frexp).
double bigint_frexp(Value v, int64_t* e) {
    Mpz z(v);
    size_t bits = mpz_sizeinbase(z, 2);
    // The top 55 bits, with a sticky bit for anything below: converting that
    // to double rounds half to even exactly as the whole number would.
    size_t shift = bits - 55;
    bool sticky = mpz_scan1(z, 0) < shift;
    mpz_tdiv_q_2exp(z, z, shift);
    uint64_t top = mpz_get_ui(z) | (sticky ? 1 : 0);
    double m = std::ldexp((double)top, -55);
    *e = (int64_t)bits;
    if (m == 1.0) {
        m = 0.5;
        ++*e;
    }
    return m;
}

// CPython's loghelper: ints of any size are handled here, not by libm.
Value log_helper(VM& vm, Value arg, Fn1 f) {
    if (!is_integer(arg)) return math_1(vm, arg, f, false);
    if (arg.is_intlike() ? arg.as_int() <= 0 : mpz_sgn(as_bigint(arg)->z) <= 0)
        return vm.raise(vm.e_ValueError, "math domain error");
    if (arg.is_intlike()) return Value::number(f((double)arg.as_int()));
    double x;
    if (int_to_double(vm, arg, &x)) return Value::number(f(x));
    vm.exc = nullptr; // too large for a double: log(m * 2**e) = log(m) + e*log(2)
    int64_t e;
    double m = bigint_frexp(arg, &e);
    return Value::number(f(m) + f(2.0) * (double)e);
}

Value m_log(VM& vm, Value* a, int n, KwArgs) {
    if (n < 1 || n > 2) return vm.raise(vm.e_TypeError, "math.log requires 1 to 2 arguments");
    Value num = log_helper(vm, a[0], c_log);
    if (num.is_empty() || n == 1) return num;
    Value den = log_helper(vm, a[1], c_log);
    if (den.is_empty()) return den;
    if (den.f == 0.0) return vm.raise(vm.e_ZeroDivisionError, "float division by zero");
    return Value::number(num.f / den.f);
}

Value m_log2(VM& vm, Value* a, int n, KwArgs) {
    if (!check_nargs(vm, "math.log2", n, 1, 1)) return Value::empty();
    return log_helper(vm, a[0], c_log2);
}

Value m_log10(VM& vm, Value* a, int n, KwArgs) {
    if (!check_nargs(vm, "math.log10", n, 1, 1)) return Value::empty();
    return log_helper(vm, a[0], c_log10);
}

// ------------------------------------------------------------ rounding to ints

Value float_to_int(VM& vm, double x) {
    if (std::isnan(x)) return vm.raise(vm.e_ValueError, "cannot convert float NaN to integer");
    if (std::isinf(x)) return vm.raise(vm.e_OverflowError, "cannot convert float infinity to integer");
    return int_from_double(vm, x);
}

// floor and ceil: a float directly, an int as itself.
Value round_to_int(VM& vm, const char* name, Value* a, int n, double (*f)(double)) {
    if (!check_nargs(vm, name, n, 1, 1)) return Value::empty();
    Value v = a[0];
    if (v.is_float()) return float_to_int(vm, f(v.f));
    if (v.is_intlike()) return Value::integer(v.as_int());
    if (is_bigint(v)) return v;
    double x;
    if (!to_double(vm, v, &x)) return Value::empty();
    return float_to_int(vm, f(x));
}

Value m_floor(VM& vm, Value* a, int n, KwArgs) {
    return round_to_int(vm, "math.floor", a, n, [](double x) { return std::floor(x); });
}

Value m_ceil(VM& vm, Value* a, int n, KwArgs) {
    return round_to_int(vm, "math.ceil", a, n, [](double x) { return std::ceil(x); });
}

Value m_trunc(VM& vm, Value* a, int n, KwArgs) {
    if (!check_nargs(vm, "math.trunc", n, 1, 1)) return Value::empty();
    Value v = a[0];
    if (v.is_float()) return float_to_int(vm, std::trunc(v.f));
    if (v.is_intlike()) return Value::integer(v.as_int());
    if (is_bigint(v)) return v;
    return vm.raisef(vm.e_TypeError, "type {} doesn't define __trunc__ method", vm.type_name(v));
}

// ------------------------------------------------------------ sums and products

// Exactly rounded sum (Shewchuk's partials, as CPython's fsum): partials
// holds non-overlapping sums in increasing magnitude whose exact total is
// the sum so far.
Value m_fsum(VM& vm, Value* a, int n, KwArgs) {
    if (!check_nargs(vm, "math.fsum", n, 1, 1)) return Value::empty();
    TempList items(vm);
    if (!collect_iterable(vm, a[0], items.items())) return Value::empty();
    std::vector<double> p;
    double special_sum = 0.0, inf_sum = 0.0;
    for (size_t k = 0; k < items.items().size(); k++) {
        double x;
        if (!to_double(vm, items.items()[k], &x)) return Value::empty();
        double xsave = x;
        size_t i = 0;
        for (size_t j = 0; j < p.size(); j++) {
            double y = p[j];
            if (std::fabs(x) < std::fabs(y)) std::swap(x, y);
            double hi = x + y;
            double lo = y - (hi - x);
            if (lo != 0.0) p[i++] = lo;
            x = hi;
        }
        p.resize(i);
        if (x != 0.0) {
            if (!std::isfinite(x)) {
                // From an inf or nan summand, or an overflow of finite ones.
                if (std::isfinite(xsave)) return vm.raise(vm.e_OverflowError, "intermediate overflow in fsum");
                if (std::isinf(xsave)) inf_sum += xsave;
                special_sum += xsave;
                p.clear();
            } else {
                p.push_back(x);
            }
        }
    }
    if (special_sum != 0.0) {
        if (std::isnan(inf_sum)) return vm.raise(vm.e_ValueError, "-inf + inf in fsum");
        return Value::number(special_sum);
    }
    double hi = 0.0;
    size_t k = p.size();
    if (k > 0) {
        hi = p[--k];
        double lo = 0.0;
        // Add from the top while the sum stays exact.
        while (k > 0) {
            double x = hi, y = p[--k];
            hi = x + y;
            lo = y - (hi - x);
            if (lo != 0.0) break;
        }
        // Round half to even across partials: a following partial of the
        // same sign as lo means the true sum is past the halfway point.
        if (k > 0 && ((lo < 0.0 && p[k - 1] < 0.0) || (lo > 0.0 && p[k - 1] > 0.0))) {
            double y = lo * 2.0;
            double x = hi + y;
            if (y == x - hi) hi = x;
        }
    }
    return Value::number(hi);
}

Value m_prod(VM& vm, Value* a, int n, KwArgs kw) {
    if (n != 1) return vm.raisef(vm.e_TypeError, "prod() takes exactly 1 positional argument ({} given)", n);
    if (!check_kwargs(vm, "prod", kw, {"start"})) return Value::empty();
    Value start = kwarg(kw, "start");
    Rooted result(vm, start.is_empty() ? Value::integer(1) : start);
    Rooted it(vm, get_iter(vm, a[0]));
    if (it.get().is_empty()) return Value::empty();
    Rooted item(vm, Value());
    for (;;) {
        item.set(iter_next(vm, it.get()));
        if (item.get().is_empty()) return vm.exc ? Value::empty() : result.get();
        Value r = binary_op(vm, Op::Mul, result.get(), item.get());
        if (r.is_empty()) return r;
        result.set(r);
    }
}

Value m_hypot(VM& vm, Value* a, int n, KwArgs) {
    std::vector<double> coords(n);
    double max = 0.0;
    bool found_nan = false;
    for (int i = 0; i < n; i++) {
        double x;
        if (!to_double(vm, a[i], &x)) return Value::empty();
        x = std::fabs(x);
        coords[i] = x;
        found_nan |= std::isnan(x);
        if (x > max) max = x;
    }
    return Value::number(vector_norm(coords, max, found_nan));
}

Value m_dist(VM& vm, Value* a, int n, KwArgs) {
    if (!check_nargs(vm, "dist", n, 2, 2)) return Value::empty();
    TempList p(vm), q(vm);
    if (!collect_iterable(vm, a[0], p.items()) || !collect_iterable(vm, a[1], q.items())) return Value::empty();
    if (p.items().size() != q.items().size())
        return vm.raise(vm.e_ValueError, "both points must have the same number of dimensions");
    std::vector<double> diffs(p.items().size());
    double max = 0.0;
    bool found_nan = false;
    for (size_t i = 0; i < diffs.size(); i++) {
        double px, qx;
        if (!to_double(vm, p.items()[i], &px) || !to_double(vm, q.items()[i], &qx)) return Value::empty();
        double x = std::fabs(px - qx);
        diffs[i] = x;
        found_nan |= std::isnan(x);
        if (x > max) max = x;
    }
    return Value::number(vector_norm(diffs, max, found_nan));
}

// isclose(a, b, *, rel_tol=1e-09, abs_tol=0.0)
Value m_isclose(VM& vm, Value* args, int n, KwArgs kw) {
    if (n > 2) return vm.raisef(vm.e_TypeError, "isclose() takes exactly 2 positional arguments ({} given)", n);
    Value ab[2] = {n > 0 ? args[0] : Value::empty(), n > 1 ? args[1] : Value::empty()};
    const char* names[2] = {"a", "b"};
    for (int i = 0; i < 2; i++) {
        Value k = kwarg(kw, names[i]);
        if (!k.is_empty() && i < n)
            return vm.raisef(vm.e_TypeError, "argument for isclose() given by name ('{}') and position ({})", names[i],
                             i + 1);
        if (i >= n) ab[i] = k;
        if (ab[i].is_empty())
            return vm.raisef(vm.e_TypeError, "isclose() missing required argument '{}' (pos {})", names[i], i + 1);
    }
    if (!check_kwargs(vm, "isclose", kw, {"a", "b", "rel_tol", "abs_tol"})) return Value::empty();
    double x, y, rel_tol = 1e-09, abs_tol = 0.0;
    if (!to_double(vm, ab[0], &x) || !to_double(vm, ab[1], &y)) return Value::empty();
    Value r = kwarg(kw, "rel_tol"), t = kwarg(kw, "abs_tol");
    if (!r.is_empty() && !to_double(vm, r, &rel_tol)) return Value::empty();
    if (!t.is_empty() && !to_double(vm, t, &abs_tol)) return Value::empty();
    if (rel_tol < 0.0 || abs_tol < 0.0) return vm.raise(vm.e_ValueError, "tolerances must be non-negative");
    if (x == y) return Value::boolean(true); // also two infinities of the same sign
    if (std::isinf(x) || std::isinf(y)) return Value::boolean(false);
    double diff = std::fabs(y - x);
    return Value::boolean(diff <= std::fabs(rel_tol * y) || diff <= std::fabs(rel_tol * x) || diff <= abs_tol);
}

// ------------------------------------------------------------ integer functions

// MemoryError instead of asking GMP for an int past kiln's limit (GMP
// aborts the process when it cannot allocate).
bool check_bits(VM& vm, double bits) {
    if (bits < (double)kMaxIntBits) return true;
    vm.raise_value(vm.new_exception(vm.e_MemoryError, nullptr));
    return false;
}

Value m_gcd(VM& vm, Value* a, int n, KwArgs) {
    Mpz r;
    for (int i = 0; i < n; i++) {
        Value v;
        if (!index_value(vm, a[i], &v)) return Value::empty();
        Mpz z(v);
        mpz_gcd(r, r, z);
    }
    return int_from_mpz(vm, r);
}

Value m_lcm(VM& vm, Value* a, int n, KwArgs) {
    Mpz r;
    mpz_set_ui(r, 1);
    for (int i = 0; i < n; i++) {
        Value v;
        if (!index_value(vm, a[i], &v)) return Value::empty();
        Mpz z(v);
        if (!check_bits(vm, (double)mpz_sizeinbase(r, 2) + (double)mpz_sizeinbase(z, 2))) return Value::empty();
        mpz_lcm(r, r, z);
    }
    return int_from_mpz(vm, r);
}

Value m_isqrt(VM& vm, Value* a, int n, KwArgs) {
    if (!check_nargs(vm, "math.isqrt", n, 1, 1)) return Value::empty();
    Value v;
    if (!index_value(vm, a[0], &v)) return Value::empty();
    Mpz z(v);
    if (mpz_sgn(z) < 0) return vm.raise(vm.e_ValueError, "isqrt() argument must be nonnegative");
    mpz_sqrt(z, z);
    return int_from_mpz(vm, z);
}

Value factorial(VM& vm, Value arg) {
    Value v;
    if (!index_value(vm, arg, &v)) return Value::empty();
    if (is_bigint(v)) {
        if (mpz_sgn(as_bigint(v)->z) > 0)
            return vm.raisef(vm.e_OverflowError, "factorial() argument should not exceed {}", INT64_MAX);
        return vm.raise(vm.e_ValueError, "factorial() not defined for negative values");
    }
    int64_t x = v.as_int();
    if (x < 0) return vm.raise(vm.e_ValueError, "factorial() not defined for negative values");
    if (x > 2 && !check_bits(vm, (double)x * std::log2((double)x))) return Value::empty();
    Mpz r;
    mpz_fac_ui(r, (unsigned long)x);
    return int_from_mpz(vm, r);
}

Value m_factorial(VM& vm, Value* a, int n, KwArgs) {
    if (!check_nargs(vm, "math.factorial", n, 1, 1)) return Value::empty();
    return factorial(vm, a[0]);
}

// Reads n and k for comb and perm: both non-negative ints.
bool comb_args(VM& vm, Value* a, Mpz& nz, Mpz& kz) {
    Value n, k;
    if (!index_value(vm, a[0], &n) || !index_value(vm, a[1], &k)) return false;
    nz.set(n);
    kz.set(k);
    if (mpz_sgn(nz) < 0) {
        vm.raise(vm.e_ValueError, "n must be a non-negative integer");
        return false;
    }
    if (mpz_sgn(kz) < 0) {
        vm.raise(vm.e_ValueError, "k must be a non-negative integer");
        return false;
    }
    return true;
}

Value m_comb(VM& vm, Value* a, int n, KwArgs) {
    if (!check_nargs(vm, "comb", n, 2, 2)) return Value::empty();
    Mpz nz, kz;
    if (!comb_args(vm, a, nz, kz)) return Value::empty();
    Mpz rest;
    mpz_sub(rest, nz, kz);
    if (mpz_sgn(rest) < 0) return Value::integer(0);
    if (mpz_cmp(rest, kz) < 0) mpz_set(kz, rest); // k = min(k, n - k)
    if (!mpz_fits_slong_p(kz))
        return vm.raisef(vm.e_OverflowError, "min(n - k, k) must not exceed {}", INT64_MAX);
    unsigned long k = mpz_get_ui(kz);
    if (k > 1 && !check_bits(vm, (double)k * (double)mpz_sizeinbase(nz, 2))) return Value::empty();
    Mpz r;
    mpz_bin_ui(r, nz, k);
    return int_from_mpz(vm, r);
}

Value m_perm(VM& vm, Value* a, int n, KwArgs) {
    if (!check_nargs(vm, "perm", n, 1, 2)) return Value::empty();
    if (n == 1 || a[1].is_none()) return factorial(vm, a[0]);
    Mpz nz, kz;
    if (!comb_args(vm, a, nz, kz)) return Value::empty();
    if (mpz_cmp(nz, kz) < 0) return Value::integer(0);
    if (!mpz_fits_slong_p(kz)) return vm.raisef(vm.e_OverflowError, "k must not exceed {}", INT64_MAX);
    unsigned long k = mpz_get_ui(kz);
    if (k > 1 && !check_bits(vm, (double)k * (double)mpz_sizeinbase(nz, 2))) return Value::empty();
    // n! / (n-k)! = comb(n, k) * k!
    Mpz r, f;
    mpz_bin_ui(r, nz, k);
    mpz_fac_ui(f, k);
    mpz_mul(r, r, f);
    return int_from_mpz(vm, r);
}

} // namespace

bool init_math_module(VM& vm, DictObj* dict) {
#define X(name, ...) module_def(vm, dict, #name, m_##name);
    MATH_FUNC1(X)
    MATH_FUNC1A(X)
    MATH_FUNC2(X)
#undef X
    module_def(vm, dict, "degrees", m_degrees);
    module_def(vm, dict, "radians", m_radians);
    module_def(vm, dict, "isfinite", m_isfinite);
    module_def(vm, dict, "isinf", m_isinf);
    module_def(vm, dict, "isnan", m_isnan);
    module_def(vm, dict, "frexp", m_frexp);
    module_def(vm, dict, "modf", m_modf);
    module_def(vm, dict, "ulp", m_ulp);
    module_def(vm, dict, "nextafter", m_nextafter);
    module_def(vm, dict, "fmod", m_fmod);
    module_def(vm, dict, "pow", m_pow);
    module_def(vm, dict, "ldexp", m_ldexp);
    module_def(vm, dict, "log", m_log);
    module_def(vm, dict, "log2", m_log2);
    module_def(vm, dict, "log10", m_log10);
    module_def(vm, dict, "floor", m_floor);
    module_def(vm, dict, "ceil", m_ceil);
    module_def(vm, dict, "trunc", m_trunc);
    module_def(vm, dict, "fsum", m_fsum);
    module_def(vm, dict, "prod", m_prod, true);
    module_def(vm, dict, "hypot", m_hypot);
    module_def(vm, dict, "dist", m_dist);
    module_def(vm, dict, "isclose", m_isclose, true);
    module_def(vm, dict, "gcd", m_gcd);
    module_def(vm, dict, "lcm", m_lcm);
    module_def(vm, dict, "isqrt", m_isqrt);
    module_def(vm, dict, "factorial", m_factorial);
    module_def(vm, dict, "comb", m_comb);
    module_def(vm, dict, "perm", m_perm);
    module_set(vm, dict, "pi", Value::number(kPi));
    module_set(vm, dict, "e", Value::number(kE));
    module_set(vm, dict, "tau", Value::number(2 * kPi));
    module_set(vm, dict, "inf", Value::number(HUGE_VAL));
    module_set(vm, dict, "nan", Value::number(NAN));
    return true;
}

} // namespace kiln
