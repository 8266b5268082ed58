def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
def take_while(pred, it):
    for x in it:
        if not pred(x):
            return
        yield x
def every_other(it):
    for i, x in enumerate(it):
        if i % 2 == 0:
            yield x
print(list(take_while(lambda x: x < 100, fib())))
print(list(every_other(take_while(lambda x: x < 1000, fib()))))
evens = (x for x in fib() if x % 2 == 0)
print([next(evens) for _ in range(8)])
