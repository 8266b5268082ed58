# A recursive function's calls to itself run its leaf test first, where
# they are made (the JIT's "gate": a leaf returns without a call). Each
# function here has leaves of another kind; the answers must not change,
# and neither may where the recursion limit stops them.


def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


def halves(x):
    # Float leaves.
    if x < 1.0:
        return x * 2.0
    return halves(x / 2.0) + halves(x / 3.0)


def steps(n):
    # Two kinds of leaf, the second found later (a side trace).
    if n < 3:
        return n
    if n % 7 == 0:
        return n // 7
    return steps(n - 1) + steps(n - 3)


def big_leaf(n, scale):
    # The leaf's multiplication overflows 64 bits for the biggest scales:
    # the interpreter's big ints take over.
    if n < 2:
        return n * scale
    return big_leaf(n - 1, scale) + big_leaf(n - 2, scale)


def down(n):
    if n == 0:
        return 0
    return down(n - 1) + 1


def parity(n, odd):
    # A bool argument and result.
    if n == 0:
        return odd
    return parity(n - 1, not odd)


def main():
    total = 0
    for i in range(25):
        total += fib(i)
    print("fib", total, fib(24))

    acc = 0.0
    for i in range(200):
        acc += halves(i * 1.5)
    print("halves", acc)

    print("steps", [steps(n) for n in range(30)], steps(26))

    for scale in (1, 3, 2**40, 2**58, 2**62, -(2**62)):
        print("big_leaf", scale, big_leaf(18, scale))

    print("down", [down(n) for n in range(0, 400, 37)])
    for n in (500, 5000):
        try:
            print("down", n, down(n))
        except RecursionError as e:
            print("down", n, "RecursionError", e)

    print("parity", [parity(n, False) for n in range(0, 300, 17)])


main()
