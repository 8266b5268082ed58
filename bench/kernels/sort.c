/* Sorting: list building, sorting with and without a key.
 * C port of sort.py (gcc -O2) on qsort. qsort is not stable, so the key
 * sorts sort (key, index) records: the order Python's stable sort gives. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    long long key;
    long long index;
} Keyed;

typedef struct {
    long long first, second;
} Pair;

static long long *make_data(long long n, long long seed)
{
    long long *data = malloc(n * sizeof *data);
    long long x = seed;
    long long i = 0;
    while (i < n) {
        x = (x * 1664525 + 1013904223) % 2147483648LL;
        data[i] = x / 16;
        i += 1;
    }
    return data;
}

static long long last_digits(long long v) { return v % 1000; }
static long long neg(long long v) { return -v; }

static long long checksum(const long long *items, long long n)
{
    long long h = 0;
    for (long long i = 0; i < n; i++)
        h = (h * 31 + items[i]) % 1000000007;
    return h;
}

static int cmp_asc(const void *a, const void *b)
{
    long long x = *(const long long *)a, y = *(const long long *)b;
    return (x > y) - (x < y);
}

static int cmp_desc(const void *a, const void *b) { return cmp_asc(b, a); }

static int cmp_keyed(const void *a, const void *b)
{
    const Keyed *p = a, *q = b;
    if (p->key != q->key)
        return (p->key > q->key) - (p->key < q->key);
    return (p->index > q->index) - (p->index < q->index);
}

static int cmp_pair(const void *a, const void *b)
{
    const Pair *p = a, *q = b;
    if (p->first != q->first)
        return (p->first > q->first) - (p->first < q->first);
    return (p->second > q->second) - (p->second < q->second);
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp((const char *)a, (const char *)b);
}

static long long *copy(const long long *data, long long n)
{
    long long *c = malloc(n * sizeof *c);
    memcpy(c, data, n * sizeof *c);
    return c;
}

/* sorted(data, key=key) */
static long long *sorted_by(const long long *data, long long n,
                            long long (*key)(long long))
{
    Keyed *dec = malloc(n * sizeof *dec);
    for (long long i = 0; i < n; i++) {
        dec[i].key = key(data[i]);
        dec[i].index = i;
    }
    qsort(dec, n, sizeof *dec, cmp_keyed);
    long long *res = malloc(n * sizeof *res);
    for (long long i = 0; i < n; i++)
        res[i] = data[dec[i].index];
    free(dec);
    return res;
}

int main(void)
{
    long long n = 60000;
    long long rounds = 4; /* bench:rounds */
    long long total = 0;
    long long r = 0;
    while (r < rounds) {
        long long *data = make_data(n, 42 + r);
        long long *a = copy(data, n);
        qsort(a, n, sizeof *a, cmp_asc);
        long long *b = sorted_by(data, n, last_digits);
        long long *c = copy(data, n);
        qsort(c, n, sizeof *c, cmp_desc);
        long long *d = sorted_by(data, n, neg);
        char (*strs)[8] = malloc(n * sizeof *strs);
        for (long long i = 0; i < n; i++)
            snprintf(strs[i], sizeof strs[i], "%lld", data[i] % 100000);
        qsort(strs, n, sizeof *strs, cmp_str);
        Pair *pairs = malloc(n * sizeof *pairs);
        for (long long i = 0; i < n; i++) {
            pairs[i].first = data[i] % 100;
            pairs[i].second = data[i];
        }
        qsort(pairs, n, sizeof *pairs, cmp_pair);
        long long ph = 0;
        for (long long i = 0; i < n; i++)
            ph = (ph * 7 + pairs[i].first * 3 + pairs[i].second) % 1000000007;
        char both[16];
        snprintf(both, sizeof both, "%s%s", strs[0], strs[n - 1]);
        total = (total + checksum(a, n) + 3 * checksum(b, n)
                 + 5 * checksum(c, n) + 7 * checksum(d, n)
                 + 11 * (long long)strlen(both) + ph) % 1000000007;
        free(data);
        free(a);
        free(b);
        free(c);
        free(d);
        free(strs);
        free(pairs);
        r += 1;
    }
    printf("sort %lld %lld %lld\n", n, rounds, total);
    return 0;
}
