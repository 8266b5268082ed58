/* bench: objects
 * Particles: method calls on objects and a new small object per step.
 * C port of particles.py (gcc -O2): a Vec is a struct passed and returned
 * by value, a Particle a struct of two Vecs, the list an array of them. */
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    double x, y;
} Vec;

typedef struct {
    Vec pos, vel;
} Particle;

static volatile long long param_n = 200;
static volatile long long param_steps = 2000;

static Vec vec(double x, double y)
{
    Vec v = {x, y};
    return v;
}

static Vec vec_add(Vec a, Vec o) { return vec(a.x + o.x, a.y + o.y); }
static Vec vec_scale(Vec a, double k) { return vec(a.x * k, a.y * k); }
static double vec_dot(Vec a, Vec o) { return a.x * o.x + a.y * o.y; }

static void particle_step(Particle *p, double dt)
{
    p->pos = vec_add(p->pos, vec_scale(p->vel, dt));
    if (p->pos.x < 0.0 || p->pos.x > 100.0)
        p->vel = vec(-p->vel.x, p->vel.y);
    if (p->pos.y < 0.0 || p->pos.y > 100.0)
        p->vel = vec(p->vel.x, -p->vel.y);
}

static double particle_energy(const Particle *p) { return 0.5 * vec_dot(p->vel, p->vel); }

static Particle *make(long long n)
{
    Particle *ps = malloc(sizeof *ps * (size_t)n);
    long long seed = 42;
    for (long long i = 0; i < n; i++) {
        seed = (seed * 1664525 + 1013904223) % 2147483648LL;
        double x = (double)(seed % 10000) / 100.0;
        seed = (seed * 1664525 + 1013904223) % 2147483648LL;
        double y = (double)(seed % 10000) / 100.0;
        seed = (seed * 1664525 + 1013904223) % 2147483648LL;
        double vx = (double)(seed % 2000) / 100.0 - 10.0;
        seed = (seed * 1664525 + 1013904223) % 2147483648LL;
        double vy = (double)(seed % 2000) / 100.0 - 10.0;
        ps[i].pos = vec(x, y);
        ps[i].vel = vec(vx, vy);
    }
    return ps;
}

int main(void)
{
    long long n = param_n, steps = param_steps;
    long long rounds = 1; /* bench:rounds */
    double total = 0.0, cx = 0.0;
    long long r = 0;
    while (r < rounds) {
        Particle *ps = make(n);
        for (long long s = 0; s < steps; s++)
            for (long long i = 0; i < n; i++)
                particle_step(&ps[i], 0.01);
        for (long long i = 0; i < n; i++) {
            total += particle_energy(&ps[i]);
            cx += ps[i].pos.x;
        }
        free(ps);
        r += 1;
    }
    /* (long long) truncates toward zero, like Python's int(). */
    printf("particles %lld %lld %lld %lld %lld\n", n, steps, rounds, (long long)(total * 1000.0),
           (long long)(cx * 1000.0));
    return 0;
}
