# Functions made again at each iteration (comprehensions, lambdas, nested
# defs) called from hot loops: each is a new function object with the same
# code, and its calls stay in the trace. Functions with other code called
# from the same place leave it.


def comprehensions(n):
    t = 0
    for i in range(n):
        sq = [j * j + i for j in range(6)]
        t += sum(sq) + len([c for c in "abc" if c != "b"])
    return t


print(comprehensions(3000))


def lambdas(n):
    t = 0
    i = 0
    while i < n:
        f = lambda x: x * 2 + 1
        t += f(i)
        i += 1
    return t


print(lambdas(4000))


def nested_defs(n):
    out = []
    i = 0
    while i < n:
        def step(a, b):
            return a * 10 + b

        out.append(step(i, i % 7))
        i += 1
    return out[-3:], len(out)


print(nested_defs(3000))


def other_code_at_the_same_call(n):
    fs = [lambda x: x + 1, lambda x: x * 3, lambda x: -x]
    t = 0
    i = 0
    while i < n:
        f = fs[0] if i < n // 2 else fs[1 + i % 2]
        g = lambda y: y - 1
        t += f(i) + g(i)
        i += 1
    return t


print(other_code_at_the_same_call(3000))


def defaults_differ(n):
    # The same code with other defaults: a call that passes every argument
    # does not use them; one that does not is not inlined this way.
    t = 0
    i = 0
    while i < n:
        def h(a, b=i):
            return a + b

        t += h(1, 2) + h(i)
        i += 1
    return t


print(defaults_differ(3000))
