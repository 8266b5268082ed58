/* bench: numeric
 * Sieve of Eratosthenes: list of bools, indexed stores, while loops.
 * C port of sieve.py (gcc -O2): the list is a malloc'd char array that grows
 * by appending, like the Python list. */
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    long long count;
    long long total;
} SieveResult;

static SieveResult sieve(long long limit)
{
    long long cap = 16, len = 0;
    char *flags = malloc(cap);
    long long i = 0;
    while (i <= limit) {
        if (len == cap) {
            cap *= 2;
            flags = realloc(flags, cap);
        }
        flags[len++] = 1;
        i += 1;
    }
    flags[0] = 0;
    flags[1] = 0;
    long long p = 2;
    while (p * p <= limit) {
        if (flags[p]) {
            long long m = p * p;
            while (m <= limit) {
                flags[m] = 0;
                m += p;
            }
        }
        p += 1;
    }
    SieveResult res = {0, 0};
    i = 0;
    while (i <= limit) {
        if (flags[i]) {
            res.count += 1;
            res.total += i;
        }
        i += 1;
    }
    free(flags);
    return res;
}

int main(void)
{
    long long limit = 300000;
    long long rounds = 20; /* bench:rounds */
    long long count = 0;
    long long total = 0;
    long long r = 0;
    while (r < rounds) {
        SieveResult res = sieve(limit + r);
        count += res.count;
        total += res.total;
        r += 1;
    }
    printf("sieve %lld %lld %lld %lld\n", limit, rounds, count, total);
    return 0;
}
