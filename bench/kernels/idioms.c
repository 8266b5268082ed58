/* Everyday loops: enumerate(), zip(), a dict filled with get() and read
 * with items(), max()/min()/abs() of ints, a list comprehension and sum().
 * C port of idioms.py (gcc -O2): enumerate and zip are index loops, the
 * dict of small keys an array of counts (a key with count 0 adds 0), the
 * comprehension an array. Python's % is a floor modulo: pymod. */
#include <stdio.h>
#include <stdlib.h>

static volatile long long param_n = 5000;
static volatile long long param_passes = 400;

static inline long long pymod(long long a, long long m)
{
    long long r = a % m;
    return r < 0 ? r + m : r;
}

static long long *make(long long n, long long seed)
{
    long long *xs = malloc(sizeof(long long) * (size_t)n);
    long long x = seed;
    for (long long i = 0; i < n; i++) {
        x = (x * 1664525 + 1013904223) % 2147483648LL;
        xs[i] = x % 2001 - 1000;
    }
    return xs;
}

static long long one_pass(const long long *xs, const long long *ys, long long n, long long *squares)
{
    long long total = 0;
    for (long long i = 0; i < n; i++) total += pymod(i * xs[i], 7);
    long long hi = -1000000000, lo = 1000000000, spread = 0;
    for (long long i = 0; i < n; i++) {
        long long a = xs[i], b = ys[i];
        if (a * b > hi) hi = a * b;
        if (a - b < lo) lo = a - b;
        spread += llabs(a - b);
    }
    long long counts[97] = {0};
    for (long long i = 0; i < n; i++) counts[pymod(xs[i], 97)] += 1;
    for (long long k = 0; k < 97; k++) total += k * counts[k];
    for (long long i = 0; i < n; i++) squares[i] = ys[i] * ys[i];
    long long s = 0;
    for (long long i = 0; i < n; i++) s += squares[i];
    return total + hi - lo + spread + s;
}

int main(void)
{
    long long n = param_n;
    long long passes = param_passes;
    long long rounds = 1; /* bench:rounds */
    long long *xs = make(n, 7), *ys = make(n, 11);
    long long *squares = malloc(sizeof(long long) * (size_t)n);
    long long total = 0;
    long long r = 0;
    while (r < rounds) {
        passes = param_passes;
        for (long long p = 0; p < passes; p++) total = pymod(total + one_pass(xs, ys, n, squares) + p, 1000000007);
        r += 1;
    }
    printf("idioms %lld %lld %lld %lld\n", n, passes, rounds, total);
    free(xs);
    free(ys);
    free(squares);
    return 0;
}
