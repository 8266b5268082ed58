/* bench: numeric
 * Nested integer loops with arithmetic: loop overhead, int ops, modulo.
 * C port of nested_loop.py (gcc -O2). Python's % is a floor modulo; pymod
 * gives the same result for a negative left operand. */
#include <stdio.h>

static volatile long long param_n = 700;

static inline long long pymod(long long a, long long m)
{
    long long r = a % m;
    return r < 0 ? r + m : r;
}

int main(void)
{
    long long n = param_n;
    long long rounds = 1; /* bench:rounds */
    long long total = 0;
    long long r = 0;
    while (r < rounds) {
        n = param_n;
        for (long long i = 0; i < n; i++) {
            for (long long j = 0; j < n; j++) {
                long long k = 0;
                while (k < 30) {
                    total = pymod(total + i * j - k * 3 + (i ^ k), 1000000007);
                    k += 1;
                }
            }
        }
        r += 1;
    }
    printf("nested_loop %lld %lld %lld\n", n, rounds, total);
    return 0;
}
