# bench: generators
# Generator pipelines: a source generator, a transforming stage, a filtering
# stage and one that yields pairs the consuming loop unpacks; a generator
# expression summed with sum() and one joined with ' '.join().


def numbers(n, seed):
    x = seed
    i = 0
    while i < n:
        x = (x * 1664525 + 1013904223) % 2147483648
        yield x
        i += 1


def scaled(xs):
    for x in xs:
        yield x * 3 % 1000


def kept(xs):
    for x in xs:
        if x % 3 != 0:
            yield x


def numbered(xs):
    i = 0
    for x in xs:
        yield i, x
        i += 1


def one_pass(n, seed):
    total = 0
    for i, x in numbered(kept(scaled(numbers(n, seed)))):
        total += (i % 7 + 1) * x
    squares = sum(x * x for x in scaled(numbers(n, seed + 1)))
    text = " ".join(str(x) for x in kept(numbers(n // 4, seed + 2)))
    return total + squares + len(text)


def main():
    n = 5000
    passes = 300
    rounds = 1  # bench:rounds
    total = 0
    r = 0
    while r < rounds:
        p = 0
        while p < passes:
            total = (total + one_pass(n, p) + p) % 1000000007
            p += 1
        r += 1
    print("generators", n, passes, rounds, total)


main()
