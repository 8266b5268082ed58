# bench: numeric
# Recursive Fibonacci: function-call overhead, int add, comparisons.


def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


def main():
    n = 30
    rounds = 8  # bench:rounds
    total = 0
    r = 0
    while r < rounds:
        total = total + fib(n)
        r += 1
    print("fib", n, rounds, total)


main()
