# A value whose only use in a trace is a test its entry type decides (`x is
# None` with x None) keeps its entry check when the tree is optimised again
# for a side trace added later: without it, the code ran for x = 5 as for
# None, in a loop and in a recursive function.
def f(x, n, k):
    s = 0
    i = 0
    while i < n:
        if x is None:
            s += 1
        else:
            s += 2
        if i > k and i % 3 == 0:
            s += 5
        i += 1
    return s


print([f(None, 3000, 10 ** 9) for _ in range(3)])
print([f(None, 3000, 100) for _ in range(3)])
print([f(5, 3000, 100) for _ in range(3)])
print([f("a", 3000, 100), f(None, 3000, 100), f(2.5, 3000, 100)])


def walk(t, acc):
    if t is None:
        return (acc * 3) % (-1000003)
    return walk(t[1], walk(t[0], acc + t[2]))


T = ((None, None, 1), (None, None, 2), 3)
out = []
for i in range(1500):
    out.append(walk(T, i))
print(sum(out), out[150:155], out[-3:])
