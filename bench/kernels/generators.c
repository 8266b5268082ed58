/* bench: generators
 * Generator pipelines: a source generator, a transforming stage, a filtering
 * stage and one that yields pairs the consuming loop unpacks; a generator
 * expression summed and one joined with ' '.
 * C port of generators.py (gcc -O2). C has no generators, so each pipeline
 * is fused into one loop whose locals are the generators' state: the same
 * values in the same order. The join writes the decimal strings and the
 * separators into a buffer grown as needed and takes its length. All values
 * are non-negative, so C's % is Python's. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static volatile long long param_n = 5000;
static volatile long long param_passes = 300;

static char *buf;
static size_t buf_cap;

/* Appends len bytes of s at buf + *used, doubling buf when it is full. */
static void buf_append(size_t *used, const char *s, size_t len)
{
    if (*used + len > buf_cap) {
        buf_cap = buf_cap ? buf_cap * 2 : 64;
        while (*used + len > buf_cap) buf_cap *= 2;
        buf = realloc(buf, buf_cap);
    }
    memcpy(buf + *used, s, len);
    *used += len;
}

static long long one_pass(long long n, long long seed)
{
    /* numbered(kept(scaled(numbers(n, seed)))) */
    long long total = 0;
    long long x = seed, i = 0;
    for (long long k = 0; k < n; k++) {
        x = (x * 1664525 + 1013904223) % 2147483648LL;
        long long s = x * 3 % 1000;
        if (s % 3 != 0) {
            total += (i % 7 + 1) * s;
            i += 1;
        }
    }
    /* sum(x * x for x in scaled(numbers(n, seed + 1))) */
    long long squares = 0;
    x = seed + 1;
    for (long long k = 0; k < n; k++) {
        x = (x * 1664525 + 1013904223) % 2147483648LL;
        long long s = x * 3 % 1000;
        squares += s * s;
    }
    /* " ".join(str(x) for x in kept(numbers(n // 4, seed + 2))) */
    size_t used = 0;
    int first = 1;
    x = seed + 2;
    for (long long k = 0; k < n / 4; k++) {
        x = (x * 1664525 + 1013904223) % 2147483648LL;
        if (x % 3 != 0) {
            char digits[24];
            int len = snprintf(digits, sizeof digits, "%lld", x);
            if (!first) buf_append(&used, " ", 1);
            buf_append(&used, digits, (size_t)len);
            first = 0;
        }
    }
    return total + squares + (long long)used;
}

int main(void)
{
    long long n = param_n;
    long long passes = param_passes;
    long long rounds = 1; /* bench:rounds */
    long long total = 0;
    long long r = 0;
    while (r < rounds) {
        passes = param_passes;
        for (long long p = 0; p < passes; p++) total = (total + one_pass(n, p) + p) % 1000000007;
        r += 1;
    }
    printf("generators %lld %lld %lld %lld\n", n, passes, rounds, total);
    free(buf);
    return 0;
}
