# The real-valued distributions: CPython's algorithms draw for draw, with
# int, float and big-int parameters.
import random

def show(name, f):
    print(name, [f() for i in range(6)])

random.seed(10)
show('random', random.random)
show('uniform', lambda: random.uniform(1, 10))
show('uniform float', lambda: random.uniform(-2.5, 2.5))
show('uniform reversed', lambda: random.uniform(10, 1))
show('uniform big', lambda: random.uniform(0, 2**80))
show('uniform same', lambda: random.uniform(3, 3))
show('triangular', random.triangular)
show('triangular lh', lambda: random.triangular(0, 10))
show('triangular mode', lambda: random.triangular(0, 10, 2))
show('triangular ints', lambda: random.triangular(1, 100, 99))
show('triangular low=high', lambda: random.triangular(5, 5, 5))
show('triangular mode out', lambda: random.triangular(0, 10, -5))
show('triangular kw', lambda: random.triangular(high=2, mode=1.5))
show('normalvariate', random.normalvariate)
show('normalvariate mu sigma', lambda: random.normalvariate(100, 15))
show('normalvariate int', lambda: random.normalvariate(mu=-3, sigma=0))
show('gauss', random.gauss)
show('gauss mu sigma', lambda: random.gauss(5, 0.5))
show('lognormvariate', lambda: random.lognormvariate(0, 1))
show('lognormvariate', lambda: random.lognormvariate(1.5, 0.25))
show('expovariate', lambda: random.expovariate(1))
show('expovariate', lambda: random.expovariate(0.1))
show('expovariate neg', lambda: random.expovariate(-2))
show('vonmises', lambda: random.vonmisesvariate(0, 1))
show('vonmises', lambda: random.vonmisesvariate(3, 10))
show('vonmises mu', lambda: random.vonmisesvariate(100, 0.5))
show('vonmises uniform', lambda: random.vonmisesvariate(1, 0))
show('vonmises tiny', lambda: random.vonmisesvariate(1, 1e-7))
show('gamma < 1', lambda: random.gammavariate(0.5, 1))
show('gamma 0.1', lambda: random.gammavariate(0.1, 2))
show('gamma = 1', lambda: random.gammavariate(1, 3))
show('gamma = 1.0', lambda: random.gammavariate(1.0, 0.5))
show('gamma > 1', lambda: random.gammavariate(2.5, 1))
show('gamma big', lambda: random.gammavariate(200, 1))
show('gamma int', lambda: random.gammavariate(3, 2))
show('beta', lambda: random.betavariate(2, 3))
show('beta small', lambda: random.betavariate(0.5, 0.5))
show('beta ints', lambda: random.betavariate(1, 1))
show('pareto', lambda: random.paretovariate(1))
show('pareto', lambda: random.paretovariate(3.5))
show('weibull', lambda: random.weibullvariate(1, 1))
show('weibull', lambda: random.weibullvariate(2, 0.5))
show('weibull int', lambda: random.weibullvariate(10, 3))

# Keyword arguments.
random.seed(11)
print(random.uniform(a=1, b=2), random.uniform(1, b=3), random.gauss(mu=1, sigma=2),
      random.expovariate(lambd=3), random.gammavariate(alpha=2, beta=3), random.betavariate(alpha=1, beta=2),
      random.paretovariate(alpha=2), random.weibullvariate(alpha=1, beta=2),
      random.vonmisesvariate(mu=1, kappa=2), random.lognormvariate(mu=0, sigma=1),
      random.normalvariate(sigma=2))

# Statistics over many draws (each sum is exact, so each must match).
random.seed(12)
print(sum(random.gammavariate(0.3, 1) for i in range(2000)))
print(sum(random.betavariate(0.7, 1.3) for i in range(2000)))
print(sum(random.vonmisesvariate(2, 4) for i in range(2000)))
print(sum(random.triangular(0, 1, 0.3) for i in range(2000)))
print(sum(random.weibullvariate(1, 1.5) for i in range(2000)))
print(sum(random.paretovariate(2.5) for i in range(2000)))
print(sum(random.lognormvariate(0, 0.5) for i in range(2000)))
