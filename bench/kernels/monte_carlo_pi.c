/* bench: numeric
 * Monte Carlo estimate of pi with an integer LCG and an `if` in the loop.
 * C port of monte_carlo_pi.py (gcc -O2), same LCG on 64-bit ints. */
#include <stdio.h>

static volatile long long param_n = 2400000;

int main(void)
{
    long long n = param_n;
    long long rounds = 1; /* bench:rounds */
    long long radius = 65536;
    long long r2 = radius * radius;
    long long x = 12345;
    long long inside = 0;
    long long r = 0;
    while (r < rounds) {
        long long i = 0;
        n = param_n;
        while (i < n) {
            x = (x * 1664525 + 1013904223) % 2147483648LL;
            long long a = x / 32768;
            x = (x * 1664525 + 1013904223) % 2147483648LL;
            long long b = x / 32768;
            if (a * a + b * b < r2)
                inside += 1;
            i += 1;
        }
        r += 1;
    }
    long long total = n * rounds;
    printf("monte_carlo_pi %lld %lld %lld %lld\n", n, rounds, inside,
           4000000 * inside / total);
    return 0;
}
