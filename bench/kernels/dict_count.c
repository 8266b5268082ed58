/* Dictionary counting: dict.get / setitem with str and int keys.
 * C port of dict_count.py (gcc -O2): the two dicts are open-addressing hash
 * tables that grow at 2/3 load, one keyed by strings, one by integers. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    const char **keys;
    long long *values;
    uint64_t *hashes;
    size_t cap, len;
} StrTable;

typedef struct {
    long long *keys;
    long long *values;
    char *used;
    size_t cap, len;
} IntTable;

static uint64_t str_hash(const char *s)
{
    uint64_t h = 1469598103934665603ULL; /* FNV-1a */
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 1099511628211ULL;
    return h;
}

static void str_init(StrTable *t, size_t cap)
{
    t->cap = cap;
    t->len = 0;
    t->keys = calloc(cap, sizeof *t->keys);
    t->values = calloc(cap, sizeof *t->values);
    t->hashes = calloc(cap, sizeof *t->hashes);
}

static size_t str_slot(const StrTable *t, const char *key, uint64_t h)
{
    size_t i = h & (t->cap - 1);
    while (t->keys[i] && (t->hashes[i] != h || strcmp(t->keys[i], key) != 0))
        i = (i + 1) & (t->cap - 1);
    return i;
}

static void str_put(StrTable *t, const char *key, long long value);

static void str_grow(StrTable *t)
{
    StrTable old = *t;
    str_init(t, old.cap * 2);
    for (size_t i = 0; i < old.cap; i++)
        if (old.keys[i])
            str_put(t, old.keys[i], old.values[i]);
    free(old.keys);
    free(old.values);
    free(old.hashes);
}

/* word_counts.get(key, dflt) */
static long long str_get(const StrTable *t, const char *key, long long dflt)
{
    size_t i = str_slot(t, key, str_hash(key));
    return t->keys[i] ? t->values[i] : dflt;
}

static void str_put(StrTable *t, const char *key, long long value)
{
    uint64_t h = str_hash(key);
    size_t i = str_slot(t, key, h);
    if (!t->keys[i]) {
        if (3 * (t->len + 1) > 2 * t->cap) {
            str_grow(t);
            i = str_slot(t, key, h);
        }
        t->keys[i] = key;
        t->hashes[i] = h;
        t->len++;
    }
    t->values[i] = value;
}

static void int_init(IntTable *t, size_t cap)
{
    t->cap = cap;
    t->len = 0;
    t->keys = calloc(cap, sizeof *t->keys);
    t->values = calloc(cap, sizeof *t->values);
    t->used = calloc(cap, 1);
}

static size_t int_slot(const IntTable *t, long long key)
{
    size_t i = ((uint64_t)key * 0x9E3779B97F4A7C15ULL) >> 20 & (t->cap - 1);
    while (t->used[i] && t->keys[i] != key)
        i = (i + 1) & (t->cap - 1);
    return i;
}

static long long *int_find(IntTable *t, long long key)
{
    size_t i = int_slot(t, key);
    return t->used[i] ? &t->values[i] : NULL;
}

static void int_put(IntTable *t, long long key, long long value)
{
    size_t i = int_slot(t, key);
    if (!t->used[i]) {
        if (3 * (t->len + 1) > 2 * t->cap) {
            IntTable old = *t;
            int_init(t, old.cap * 2);
            for (size_t j = 0; j < old.cap; j++)
                if (old.used[j])
                    int_put(t, old.keys[j], old.values[j]);
            free(old.keys);
            free(old.values);
            free(old.used);
            i = int_slot(t, key);
        }
        t->used[i] = 1;
        t->keys[i] = key;
        t->len++;
    }
    t->values[i] = value;
}

static char **make_words(long long n)
{
    static const char *syll[] = {"ka", "lo", "mi", "ne", "su",
                                 "ta", "ri", "po", "ve", "zu"};
    char **words = malloc(n * sizeof *words);
    long long i = 0;
    while (i < n) {
        words[i] = malloc(7);
        snprintf(words[i], 7, "%s%s%s", syll[i % 10], syll[(i / 10) % 10],
                 syll[(i / 100) % 10]);
        i += 1;
    }
    return words;
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

int main(void)
{
    char **vocab = make_words(1000);
    long long n = 1200000;
    long long rounds = 1; /* bench:rounds */
    StrTable word_counts;
    IntTable int_counts;
    str_init(&word_counts, 8);
    int_init(&int_counts, 8);
    long long x = 7;
    long long r = 0;
    while (r < rounds) {
        long long i = 0;
        while (i < n) {
            x = (x * 1664525 + 1013904223) % 2147483648LL;
            const char *w = vocab[(x / 65536) % 1000];
            str_put(&word_counts, w, str_get(&word_counts, w, 0) + 1);
            long long k = (x / 256) % 5003;
            long long *c = int_find(&int_counts, k);
            if (c)
                *c += 1;
            else
                int_put(&int_counts, k, 1);
            i += 1;
        }
        r += 1;
    }
    const char **keys = malloc(word_counts.len * sizeof *keys);
    size_t nk = 0;
    for (size_t i = 0; i < word_counts.cap; i++)
        if (word_counts.keys[i])
            keys[nk++] = word_counts.keys[i];
    qsort(keys, nk, sizeof *keys, cmp_str);
    const char *best_word = "";
    long long best = -1;
    for (size_t i = 0; i < nk; i++) {
        long long c = str_get(&word_counts, keys[i], 0);
        if (c > best) {
            best = c;
            best_word = keys[i];
        }
    }
    long long h = 0;
    for (size_t i = 0; i < int_counts.cap; i++)
        if (int_counts.used[i])
            h = (h + int_counts.keys[i] * int_counts.values[i]) % 1000000007;
    printf("dict_count %lld %lld %zu %zu %s %lld %lld\n", n, rounds,
           word_counts.len, int_counts.len, best_word, best, h);
    return 0;
}
