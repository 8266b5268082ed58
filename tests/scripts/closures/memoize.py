def memoize(f):
    cache = {}
    def wrapper(n):
        if n not in cache:
            cache[n] = f(n)
        return cache[n]
    return wrapper
calls = [0]
def slow_square(n):
    calls[0] += 1
    return n * n
fast = memoize(slow_square)
print(fast(4), fast(4), fast(5), calls[0])
def fib(n):
    if n < 2:
        return n
    return mfib(n - 1) + mfib(n - 2)
mfib = memoize(fib)
print(mfib(80))
