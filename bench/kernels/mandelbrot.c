/* bench: numeric
 * Mandelbrot set: tight float loop with an early exit.
 * C port of mandelbrot.py (gcc -O2). Parameters are read from volatiles
 * each round so gcc cannot hoist a round out of the rounds loop. */
#include <stdio.h>

static volatile long long param_width = 640;
static volatile long long param_height = 480;
static volatile long long param_max_iter = 100;

static long long mandel(double cr, double ci, long long max_iter)
{
    double zr = 0.0;
    double zi = 0.0;
    long long i = 0;
    while (i < max_iter) {
        double zr2 = zr * zr;
        double zi2 = zi * zi;
        if (zr2 + zi2 > 4.0)
            return i;
        zi = 2.0 * zr * zi + ci;
        zr = zr2 - zi2 + cr;
        i += 1;
    }
    return max_iter;
}

int main(void)
{
    long long width = param_width;
    long long height = param_height;
    long long max_iter = param_max_iter;
    long long rounds = 1; /* bench:rounds */
    long long inside = 0;
    long long iters = 0;
    long long r = 0;
    while (r < rounds) {
        width = param_width;
        height = param_height;
        max_iter = param_max_iter;
        long long y = 0;
        while (y < height) {
            double ci = -1.2 + 2.4 * (double)y / (double)height;
            long long x = 0;
            while (x < width) {
                double cr = -2.1 + 3.0 * (double)x / (double)width;
                long long it = mandel(cr, ci, max_iter);
                if (it == max_iter)
                    inside += 1;
                iters += it;
                x += 1;
            }
            y += 1;
        }
        r += 1;
    }
    printf("mandelbrot %lld %lld %lld %lld %lld %lld\n", width, height,
           max_iter, rounds, inside, iters);
    return 0;
}
