/* bench: numeric
 * Recursive Fibonacci: function-call overhead, int add, comparisons.
 * C port of fib.py (gcc -O2). Parameters are read from volatiles so gcc
 * cannot fold or hoist a round out of the rounds loop. */
#include <stdio.h>

static volatile long long param_n = 30;

static long long fib(long long n)
{
    if (n < 2)
        return n;
    return fib(n - 1) + fib(n - 2);
}

int main(void)
{
    long long n = param_n;
    long long rounds = 8; /* bench:rounds */
    long long total = 0;
    long long r = 0;
    while (r < rounds) {
        total = total + fib(param_n);
        r += 1;
    }
    printf("fib %lld %lld %lld\n", n, rounds, total);
    return 0;
}
