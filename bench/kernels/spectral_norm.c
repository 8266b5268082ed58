/* bench: numeric
 * Spectral norm: a small function called many times in nested loops.
 * C port of spectral_norm.py (gcc -O2): each list is a fresh malloc'd array,
 * as each Python call builds a new list. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static volatile long long param_n = 350;

static double eval_a(long long i, long long j)
{
    long long ij = i + j;
    return 1.0 / (double)(ij * (ij + 1) / 2 + i + 1);
}

static double *mul_av(long long n, const double *v)
{
    double *av = malloc(n * sizeof *av);
    long long i = 0;
    while (i < n) {
        double s = 0.0;
        long long j = 0;
        while (j < n) {
            s += eval_a(i, j) * v[j];
            j += 1;
        }
        av[i] = s;
        i += 1;
    }
    return av;
}

static double *mul_atv(long long n, const double *v)
{
    double *atv = malloc(n * sizeof *atv);
    long long i = 0;
    while (i < n) {
        double s = 0.0;
        long long j = 0;
        while (j < n) {
            s += eval_a(j, i) * v[j];
            j += 1;
        }
        atv[i] = s;
        i += 1;
    }
    return atv;
}

static double *mul_atav(long long n, const double *v)
{
    double *tmp = mul_av(n, v);
    double *res = mul_atv(n, tmp);
    free(tmp);
    return res;
}

static double spectral_norm(long long n)
{
    double *u = malloc(n * sizeof *u);
    long long i = 0;
    while (i < n) {
        u[i] = 1.0;
        i += 1;
    }
    double *v = NULL;
    long long k = 0;
    while (k < 10) {
        free(v);
        v = mul_atav(n, u);
        free(u);
        u = mul_atav(n, v);
        k += 1;
    }
    double vbv = 0.0;
    double vv = 0.0;
    i = 0;
    while (i < n) {
        vbv += u[i] * v[i];
        vv += v[i] * v[i];
        i += 1;
    }
    free(u);
    free(v);
    return pow(vbv / vv, 0.5);
}

int main(void)
{
    long long n = param_n;
    long long rounds = 1; /* bench:rounds */
    long long total = 0;
    long long r = 0;
    while (r < rounds) {
        total += (long long)(spectral_norm(param_n) * 1000000000.0);
        r += 1;
    }
    printf("spectral_norm %lld %lld %lld\n", n, rounds, total);
    return 0;
}
