/* bench: numeric
 * Fannkuch-redux: permutations of small int lists, element swaps/reversals.
 * C port of fannkuch.py (gcc -O2): the lists are malloc'd arrays. */
#include <stdio.h>
#include <stdlib.h>

static volatile long long param_n = 8;

typedef struct {
    long long checksum;
    long long max_flips;
} FannkuchResult;

static FannkuchResult fannkuch(long long n)
{
    long long *perm1 = malloc(n * sizeof *perm1);
    long long *count = malloc(n * sizeof *count);
    long long *perm = malloc(n * sizeof *perm);
    long long i = 0;
    while (i < n) {
        perm1[i] = i;
        count[i] = 0;
        perm[i] = 0;
        i += 1;
    }
    long long max_flips = 0;
    long long checksum = 0;
    long long perm_count = 0;
    long long r = n;
    for (;;) {
        while (r != 1) {
            count[r - 1] = r;
            r -= 1;
        }
        i = 0;
        while (i < n) {
            perm[i] = perm1[i];
            i += 1;
        }
        long long flips = 0;
        long long k = perm[0];
        while (k != 0) {
            /* reverse perm[0..k] */
            long long lo = 0;
            long long hi = k;
            while (lo < hi) {
                long long t = perm[lo];
                perm[lo] = perm[hi];
                perm[hi] = t;
                lo += 1;
                hi -= 1;
            }
            flips += 1;
            k = perm[0];
        }
        if (flips > max_flips)
            max_flips = flips;
        if (perm_count % 2 == 0)
            checksum += flips;
        else
            checksum -= flips;
        /* next permutation */
        for (;;) {
            if (r == n) {
                free(perm1);
                free(count);
                free(perm);
                FannkuchResult res = {checksum, max_flips};
                return res;
            }
            long long perm0 = perm1[0];
            i = 0;
            while (i < r) {
                perm1[i] = perm1[i + 1];
                i += 1;
            }
            perm1[r] = perm0;
            count[r] -= 1;
            if (count[r] > 0)
                break;
            r += 1;
        }
        perm_count += 1;
    }
}

int main(void)
{
    long long n = param_n;
    long long rounds = 15; /* bench:rounds */
    long long checksum = 0;
    long long max_flips = 0;
    long long r = 0;
    while (r < rounds) {
        FannkuchResult res = fannkuch(param_n);
        checksum += res.checksum;
        if (res.max_flips > max_flips)
            max_flips = res.max_flips;
        r += 1;
    }
    printf("fannkuch %lld %lld %lld %lld\n", n, rounds, checksum, max_flips);
    return 0;
}
