/* String building: concatenation, str(), join, split, len.
 * C port of string_build.py (gcc -O2). Strings are malloc'd, immutable once
 * built: `a + b` allocates a new string, split() returns new strings, like
 * the Python objects; `acc += "ab"` grows in place, as CPython does for a
 * string nothing else refers to. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    char *s;
    size_t len;
} Str;

typedef struct {
    Str *items;
    size_t len, cap;
} StrList;

static Str concat(Str a, const char *b, size_t blen)
{
    Str r;
    r.len = a.len + blen;
    r.s = malloc(r.len + 1);
    memcpy(r.s, a.s, a.len);
    memcpy(r.s + a.len, b, blen);
    r.s[r.len] = 0;
    return r;
}

static void append(StrList *l, Str s)
{
    if (l->len == l->cap) {
        l->cap = l->cap ? l->cap * 2 : 8;
        l->items = realloc(l->items, l->cap * sizeof *l->items);
    }
    l->items[l->len++] = s;
}

static void free_list(StrList *l)
{
    for (size_t i = 0; i < l->len; i++)
        free(l->items[i].s);
    free(l->items);
}

static Str substr(const char *p, size_t len)
{
    Str r;
    r.len = len;
    r.s = malloc(len + 1);
    memcpy(r.s, p, len);
    r.s[len] = 0;
    return r;
}

static StrList split(Str s, char sep)
{
    StrList out = {0, 0, 0};
    const char *start = s.s, *end = s.s + s.len;
    for (;;) {
        const char *p = memchr(start, sep, end - start);
        if (!p) {
            append(&out, substr(start, end - start));
            return out;
        }
        append(&out, substr(start, p - start));
        start = p + 1;
    }
}

static Str join(char sep, const StrList *l)
{
    size_t len = l->len ? l->len - 1 : 0;
    for (size_t i = 0; i < l->len; i++)
        len += l->items[i].len;
    Str r;
    r.len = len;
    r.s = malloc(len + 1);
    char *p = r.s;
    for (size_t i = 0; i < l->len; i++) {
        if (i)
            *p++ = sep;
        memcpy(p, l->items[i].s, l->items[i].len);
        p += l->items[i].len;
    }
    *p = 0;
    return r;
}

static Str build_line(long long i)
{
    Str s = substr("", 0);
    long long j = 0;
    while (j < 8) {
        char num[24];
        int nlen = snprintf(num, sizeof num, "%lld", i * 8 + j);
        Str t = concat(s, num, nlen);
        free(s.s);
        s = concat(t, ",", 1);
        free(t.s);
        j += 1;
    }
    return s;
}

typedef struct {
    long long text_len, total_len, lines, fields, digits, joined_len, back;
    char last[24];
    long long acc_len;
} Stats;

static Stats work(long long n)
{
    Stats st;
    StrList parts = {0, 0, 0};
    long long total_len = 0;
    long long i = 0;
    while (i < n) {
        Str line = build_line(i);
        total_len += line.len;
        append(&parts, line);
        i += 1;
    }
    Str text = join('\n', &parts);
    StrList lines = split(text, '\n');
    long long fields = 0;
    long long digits = 0;
    for (size_t l = 0; l < lines.len; l++) {
        StrList cols = split(lines.items[l], ',');
        fields += cols.len;
        for (size_t c = 0; c < cols.len; c++)
            digits += cols.items[c].len;
        free_list(&cols);
    }
    StrList words = {0, 0, 0};
    for (size_t l = 0; l < lines.len; l++) {
        StrList cols = split(lines.items[l], ',');
        append(&words, cols.items[3]);
        cols.items[3].s = NULL; /* now owned by words */
        free_list(&cols);
    }
    Str joined = join(' ', &words);
    StrList back = split(joined, ' ');
    size_t acc_cap = 16;
    Str acc = {malloc(acc_cap), 0};
    long long k = 0;
    while (k < 20000) {
        if (acc.len + 3 > acc_cap) {
            acc_cap *= 2;
            acc.s = realloc(acc.s, acc_cap);
        }
        memcpy(acc.s + acc.len, "ab", 3);
        acc.len += 2;
        k += 1;
    }
    st.text_len = text.len;
    st.total_len = total_len;
    st.lines = lines.len;
    st.fields = fields;
    st.digits = digits;
    st.joined_len = joined.len;
    st.back = back.len;
    snprintf(st.last, sizeof st.last, "%s", back.items[n - 1].s);
    st.acc_len = acc.len;
    free_list(&parts);
    free(text.s);
    free_list(&lines);
    free_list(&words);
    free(joined.s);
    free_list(&back);
    free(acc.s);
    return st;
}

int main(void)
{
    long long n = 100000;
    long long rounds = 3; /* bench:rounds */
    long long total = 0;
    Stats res;
    memset(&res, 0, sizeof res);
    long long r = 0;
    while (r < rounds) {
        res = work(n + r);
        total += res.text_len;
        r += 1;
    }
    printf("string_build %lld %lld %lld %lld %lld %lld %lld %lld %lld %lld "
           "%s %lld\n", n, rounds, total, res.text_len, res.total_len,
           res.lines, res.fields, res.digits, res.joined_len, res.back,
           res.last, res.acc_len);
    return 0;
}
