# A loop whose trace leaves on most iterations by an exit that cannot grow
# a side trace (the yield of a generator that next() resumes, which the
# recorder does not take): the trace is dropped and the loop runs
# interpreted, recorded again later. The values must be the interpreter's
# all along. (A generator a for loop pulls from has its body recorded into
# that loop's trace instead: see generators_in_hot_loops.py.)


def evens(n):
    for i in range(n):
        if i % 2 == 0:
            yield i * i


def drain(g, keep):
    total = 0
    while True:
        x = next(g, None)
        if x is None:
            return total
        if keep(x):
            total += x


def main():
    total = 0
    picked = 0
    for k in range(24):
        total += drain(evens(20000 + k), lambda x: x % 3)
        picked += drain(evens(5000), lambda x: x % 7 == 1)
    print(total, picked)
    odd = (v for v in range(300000) if v % 4 == 1 or v % 5 == 2)
    print(sum(odd), max(v * 3 for v in range(100000) if v % 9))


main()
