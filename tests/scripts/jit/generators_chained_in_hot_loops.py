# Generators pulling from generators, loops that pull from one generator
# in two places, generators started fresh in an inner loop, and a
# generator's body whose types change: the loops' traces run the
# generators' bodies (jit/record_generators.cpp).


def numbers(n):
    i = 0
    while i < n:
        yield i
        i += 1


def doubled(src):
    for x in src:
        yield x * 2


def running_total(src):
    t = 0
    for x in src:
        t += x
        yield t


def mixed(n):
    for i in range(n):
        if i % 500 == 499:
            yield "s%d" % i
        elif i > n // 2:
            yield i * 0.5
        else:
            yield i


def main():
    print("sum of chain", sum(doubled(numbers(5000))))
    s = 0
    for v in running_total(doubled(numbers(4000))):
        s = (s + v) % 1000000007
    print("running", s)

    # The loop pulls a second value by hand now and then.
    g = numbers(6000)
    a = 0
    b = 0
    for v in g:
        a += v
        if v % 7 == 0:
            b += next(g, 0)
    print("next inside", a, b)

    # A fresh generator for every outer iteration.
    total = 0
    for r in range(200):
        for v in numbers(r % 37):
            total += v * r
    print("fresh", total)

    # Types change inside the body: ints, floats, a str now and then.
    n_int = n_float = n_str = 0
    f = 0.0
    for v in mixed(6000):
        if type(v) is int:
            n_int += 1
        elif type(v) is float:
            n_float += 1
            f += v
        else:
            n_str += len(v)
    print("mixed", n_int, n_float, n_str, f)

    # A comprehension over a generator, and a generator's locals seen
    # after a loop stopped inside it.
    print("comprehension", sum([x % 13 for x in doubled(numbers(7000))]))
    g = running_total(numbers(10000))
    for v in g:
        if v > 123456:
            break
    print("stopped", v, next(g), list(g)[-1])


main()
