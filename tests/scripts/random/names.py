# Every public name of CPython's random module exists.
import random

names = ["Random", "SystemRandom", "betavariate", "choice", "choices", "expovariate", "gammavariate",
         "gauss", "getrandbits", "getstate", "lognormvariate", "normalvariate", "paretovariate",
         "randbytes", "randint", "random", "randrange", "sample", "seed", "setstate", "shuffle",
         "triangular", "uniform", "vonmisesvariate", "weibullvariate"]
print(sorted((n, hasattr(random, n)) for n in names))
methods = [n for n in names if n[0].islower()]
print(sorted((n, hasattr(random.Random, n)) for n in methods))
print(sorted((n, hasattr(random.Random(1), n)) for n in methods))
print(sorted((n, hasattr(random.SystemRandom(), n)) for n in methods))
# The module's constants.
print(random.NV_MAGICCONST, random.LOG4, random.SG_MAGICCONST, random.BPF, random.RECIP_BPF, random.TWOPI)
print(random.Random.VERSION, random.Random(3).VERSION)
print(random.Random.__name__, random.SystemRandom.__name__, random.Random.__module__)
print(isinstance(random.Random(), random.Random), isinstance(random.SystemRandom(), random.Random))
print(type(random.Random(5)).__name__, type(random.SystemRandom()).__name__)
