# A recursive function under lru_cache: each level is the cached function's
# frame and the wrapper's, as in CPython, so the depth reached before
# RecursionError is CPython's; the cache keeps what finished.
import sys
from functools import lru_cache, cache

@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)

for n in (300, 400, 499, 500, 600):
    fib.cache_clear()
    try:
        print(n, fib(n) % 1000000007)
    except RecursionError as e:
        print(n, 'RecursionError:', e, fib.cache_info().currsize)

# Filling the cache bottom-up avoids the depth.
fib.cache_clear()
for i in range(0, 3001, 250):
    fib(i)
print(fib(3000) % 1000000007, fib.cache_info())

@cache
def paths(r, c):
    if r == 0 or c == 0:
        return 1
    return paths(r - 1, c) + paths(r, c - 1)
print(paths(16, 16), paths.cache_info())

sys.setrecursionlimit(5000)
fib.cache_clear()
print(fib(2000) % 1000000007)
