# A loop whose trace leaves on most iterations by an exit that cannot grow
# a side trace (the yield of a generator a for loop pulls from, which the
# recorder does not take): the trace is dropped and the loop runs interpreted, recorded again
# later. The values must be the interpreter's all along.


def evens(n):
    for i in range(n):
        if i % 2 == 0:
            yield i * i


def main():
    total = 0
    picked = 0
    for k in range(24):
        total += sum(x for x in evens(20000 + k) if x % 3)
        picked += len([x for x in evens(5000) if x % 7 == 1])
    print(total, picked)
    odd = (v for v in range(300000) if v % 4 == 1 or v % 5 == 2)
    print(sum(odd), max(v * 3 for v in range(100000) if v % 9))


main()
