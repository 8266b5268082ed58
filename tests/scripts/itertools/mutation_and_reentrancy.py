# Inputs changed while iterators read them, and a key function that advances its own groupby.
import itertools as it
l = [[1]]
out = []
for x in it.chain.from_iterable(l):
    out.append(x)
    if x < 5:
        l.append([x + 1, x + 10])
print(out)
src = [1, 2, 3]
c = it.cycle(src)
print([next(c) for _ in range(3)], src.append(4), [next(c) for _ in range(5)])
d = {1: 'a', 2: 'b'}
try:
    for k in it.chain(d):
        d[k + 10] = 0
except RuntimeError as e:
    print("RuntimeError", e)
g = None
def key(x):
    if x == 3:
        print("inner", next(g, "none")[0] if True else None)
    return x // 2
g = it.groupby(range(8), key)
try:
    print([(k, list(v)) for k, v in g])
except Exception as e:
    print(type(e).__name__, e)
acc = it.accumulate([1, 2, 3, 4])
def f(a, b):
    return a + b
print(list(it.accumulate(range(5), lambda a, b: a * 10 + b)))
z = it.zip_longest([1, 2], it.count(), fillvalue=None)
print(list(it.islice(z, 4)))
p = it.pairwise(it.chain([1, 2], it.repeat(3, 2)))
print(list(p))
t1, t2 = it.tee(x * x for x in range(5))
print(list(zip(t1, t2, t1)))
lst = [3, 1, 2]
pr = it.product(lst, repeat=2)
lst.append(9)
print(len(list(pr)))
comb = it.combinations(lst, 2)
lst.clear()
print(list(comb)[:3])
s = it.islice(lst, 2)
lst.extend("xyz")
print(list(s))
