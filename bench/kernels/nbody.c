/* bench: numeric
 * N-body simulation (5 bodies): float arithmetic on object attributes.
 * C port of nbody.py (gcc -O2): a body is a struct, the list of bodies an
 * array of pointers to them. `x ** 0.5` is pow(x, 0.5), as in CPython. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    double x, y, z, vx, vy, vz, mass;
} Body;

static volatile long long param_steps = 300000;

static Body *new_body(double x, double y, double z, double vx, double vy,
                      double vz, double mass)
{
    Body *b = malloc(sizeof *b);
    b->x = x;
    b->y = y;
    b->z = z;
    b->vx = vx;
    b->vy = vy;
    b->vz = vz;
    b->mass = mass;
    return b;
}

#define NBODIES 5

static void make_system(Body **bodies)
{
    double pi = 3.141592653589793;
    double solar_mass = 4.0 * pi * pi;
    double days_per_year = 365.24;
    /* sun */
    bodies[0] = new_body(0.0, 0.0, 0.0, 0.0, 0.0, 0.0, solar_mass);
    /* jupiter */
    bodies[1] = new_body(4.84143144246472090e+00, -1.16032004402742839e+00,
                         -1.03622044471123109e-01,
                         1.66007664274403694e-03 * days_per_year,
                         7.69901118419740425e-03 * days_per_year,
                         -6.90460016972063023e-05 * days_per_year,
                         9.54791938424326609e-04 * solar_mass);
    /* saturn */
    bodies[2] = new_body(8.34336671824457987e+00, 4.12479856412430479e+00,
                         -4.03523417114321381e-01,
                         -2.76742510726862411e-03 * days_per_year,
                         4.99852801234917238e-03 * days_per_year,
                         2.30417297573763929e-05 * days_per_year,
                         2.85885980666130812e-04 * solar_mass);
    /* uranus */
    bodies[3] = new_body(1.28943695621391310e+01, -1.51111514016986312e+01,
                         -2.23307578892655734e-01,
                         2.96460137564761618e-03 * days_per_year,
                         2.37847173959480950e-03 * days_per_year,
                         -2.96589568540237556e-05 * days_per_year,
                         4.36624404335156298e-05 * solar_mass);
    /* neptune */
    bodies[4] = new_body(1.53796971148509165e+01, -2.59193146099879641e+01,
                         1.79258772950371181e-01,
                         2.68067772490389322e-03 * days_per_year,
                         1.62824170038242295e-03 * days_per_year,
                         -9.51592254519715870e-05 * days_per_year,
                         5.15138902046611451e-05 * solar_mass);
}

static void offset_momentum(Body **bodies, int n)
{
    double px = 0.0;
    double py = 0.0;
    double pz = 0.0;
    for (int i = 0; i < n; i++) {
        Body *b = bodies[i];
        px += b->vx * b->mass;
        py += b->vy * b->mass;
        pz += b->vz * b->mass;
    }
    Body *sun = bodies[0];
    sun->vx = -px / sun->mass;
    sun->vy = -py / sun->mass;
    sun->vz = -pz / sun->mass;
}

static double energy(Body **bodies, int n)
{
    double e = 0.0;
    int i = 0;
    while (i < n) {
        Body *b = bodies[i];
        e += 0.5 * b->mass * (b->vx * b->vx + b->vy * b->vy + b->vz * b->vz);
        int j = i + 1;
        while (j < n) {
            Body *b2 = bodies[j];
            double dx = b->x - b2->x;
            double dy = b->y - b2->y;
            double dz = b->z - b2->z;
            e -= (b->mass * b2->mass) / pow(dx * dx + dy * dy + dz * dz, 0.5);
            j += 1;
        }
        i += 1;
    }
    return e;
}

static void advance(Body **bodies, int n, double dt, long long steps)
{
    long long s = 0;
    while (s < steps) {
        int i = 0;
        while (i < n) {
            Body *b1 = bodies[i];
            int j = i + 1;
            while (j < n) {
                Body *b2 = bodies[j];
                double dx = b1->x - b2->x;
                double dy = b1->y - b2->y;
                double dz = b1->z - b2->z;
                double d2 = dx * dx + dy * dy + dz * dz;
                double mag = dt / (d2 * pow(d2, 0.5));
                double m1 = b1->mass * mag;
                double m2 = b2->mass * mag;
                b1->vx -= dx * m2;
                b1->vy -= dy * m2;
                b1->vz -= dz * m2;
                b2->vx += dx * m1;
                b2->vy += dy * m1;
                b2->vz += dz * m1;
                j += 1;
            }
            i += 1;
        }
        for (i = 0; i < n; i++) {
            Body *b = bodies[i];
            b->x += dt * b->vx;
            b->y += dt * b->vy;
            b->z += dt * b->vz;
        }
        s += 1;
    }
}

int main(void)
{
    long long steps = param_steps;
    long long rounds = 1; /* bench:rounds */
    Body *bodies[NBODIES];
    make_system(bodies);
    offset_momentum(bodies, NBODIES);
    double e0 = energy(bodies, NBODIES);
    long long r = 0;
    while (r < rounds) {
        advance(bodies, NBODIES, 0.01, steps);
        r += 1;
    }
    double e1 = energy(bodies, NBODIES);
    /* (long long) truncates toward zero, like Python's int(). */
    printf("nbody %lld %lld %lld %lld\n", steps, rounds,
           (long long)(e0 * 1000000000.0), (long long)(e1 * 1000000000.0));
    for (int i = 0; i < NBODIES; i++)
        free(bodies[i]);
    return 0;
}
