# Lazy evaluation order: inputs that print as they are read, raise midway,
# and what each iterator does after an input ended or raised.
from itertools import (accumulate, chain, combinations, compress, count, cycle, dropwhile, filterfalse, groupby,
                       islice, pairwise, permutations, product, repeat, starmap, takewhile, tee, zip_longest)


def noisy(name, values, fail_at=None):
    for i, v in enumerate(values):
        if i == fail_at:
            print(f"  {name} raises at {i}")
            raise ValueError(f"{name} failed")
        print(f"  {name} gives {v!r}")
        yield v
    print(f"  {name} ends")


class Flaky:
    # An iterator whose third __next__ raises and that goes on afterwards
    # (unlike a generator): shows which iterators ask again.
    def __init__(self, name, stop=6):
        self.name = name
        self.n = 0
        self.stop = stop

    def __iter__(self):
        print(f"  {self.name}.__iter__")
        return self

    def __next__(self):
        self.n += 1
        if self.n == 3:
            print(f"  {self.name} raises")
            raise KeyError(self.n)
        if self.n >= self.stop:
            print(f"  {self.name} stops")
            raise StopIteration
        print(f"  {self.name} gives {self.n}")
        return self.n


def drain(label, it, limit=10):
    print(label)
    out = []
    for _ in range(limit):
        try:
            out.append(next(it))
        except StopIteration:
            out.append("stop")
            break
        except Exception as e:
            out.append(f"{type(e).__name__}({e})")
    print("  ->", out)
    try:
        print("  after:", next(it))
    except StopIteration:
        print("  after: stop")
    except Exception as e:
        print("  after:", type(e).__name__, e)


print("construction reads nothing:")
made = [chain(noisy("a", [1])), islice(noisy("b", [1]), 1), accumulate(noisy("c", [1])), cycle(noisy("d", [1])),
        zip_longest(noisy("e", [1])), groupby(noisy("f", [1])), starmap(pow, noisy("g", [])),
        takewhile(bool, noisy("h", [])), dropwhile(bool, noisy("i", [])), filterfalse(None, noisy("j", [])),
        compress(noisy("k", []), noisy("l", [])), pairwise(noisy("m", [])), tee(noisy("n", []))]
print("  made", len(made))
print("... but product, permutations and combinations read their inputs at once:")
p = product(noisy("p", "ab"), noisy("q", [1]))
print("  made product")
c = combinations(noisy("r", "xyz"), 2)
print("  made combinations")
print(next(p), next(c))

drain("chain over generators:", chain(noisy("a", [1, 2]), noisy("b", [3])))
drain("chain with a failing input:", chain(noisy("a", [1, 2, 3], fail_at=1), noisy("b", [4])))
drain("chain asks an iterator again after it raised:", chain(Flaky("F"), [7]))
drain("chain.from_iterable reads its iterables lazily:", chain.from_iterable(noisy("outer", ["ab", "c"])))
drain("chain with a non-iterable stops for good:", chain([1], 5, [2]))
drain("islice skips by reading:", islice(noisy("a", "abcdefg"), 2, 6, 2))
drain("islice stop reached: reads no more:", islice(noisy("a", "abc"), 2))
drain("islice after an error is exhausted:", islice(Flaky("F"), 1, None))
drain("cycle saves then replays:", cycle(noisy("a", "xy")), 6)
drain("cycle over a failing input:", cycle(Flaky("F", 5)), 8)
drain("accumulate:", accumulate(noisy("a", [1, 2, 3])))
drain("accumulate with initial reads later:", accumulate(noisy("a", [5]), initial=0))
drain("accumulate with a failing function:", accumulate([1, 2, 3, 4], lambda a, b: a // (b - 3)))
drain("zip_longest:", zip_longest(noisy("a", [1, 2, 3]), noisy("b", "x"), fillvalue="_"))
drain("zip_longest stops when one fails:", zip_longest(noisy("a", [1, 2], fail_at=1), noisy("b", "xyz")))
drain("takewhile asks again after an error:", takewhile(lambda x: x < 10, Flaky("F")))
drain("takewhile stops at the first false:", takewhile(lambda x: print("  pred", x) or x < 2, noisy("a", [1, 2, 3])))
drain("dropwhile:", dropwhile(lambda x: print("  pred", x) or x < 2, noisy("a", [1, 2, 3, 0])))
drain("filterfalse:", filterfalse(lambda x: print("  pred", x) or x % 2, noisy("a", [1, 2, 3, 4])))
drain("compress reads a datum, then its selector:", compress(noisy("d", "abc"), noisy("s", [1, 0])))
drain("starmap:", starmap(lambda *a: sum(a), noisy("a", [(1, 2), [3], "", (4, 5, 6)])))
drain("starmap with a non-sequence:", starmap(lambda *a: a, [(1,), 2, (3,)]))
drain("pairwise after an error is exhausted:", pairwise(Flaky("F")))
drain("pairwise:", pairwise(noisy("a", "abc")))
drain("product is ready-made:", product("ab", repeat=2))
drain("count never ends:", count(3), 4)
drain("repeat with times:", repeat("z", 2))

print("tee reads each value once:")
t1, t2 = tee(noisy("a", [1, 2, 3]))
print(next(t1), next(t1), next(t2), list(t2), list(t1))

print("a key function that raises:")
g = groupby([1, 2, 3], key=lambda x: 1 // (x - 2))
print(next(g)[0])
try:
    next(g)
except ZeroDivisionError as e:
    print("  ZeroDivisionError", e)
print("  then", [(k, list(v)) for k, v in g])

print("key calls in groupby:")
for k, grp in groupby(noisy("a", "aab"), key=lambda ch: print("  key", ch) or ch.upper()):
    print(" group", k, list(grp))

print("islice leaves the rest of a generator unread:")
def counted(n):
    try:
        for i in range(n):
            print("  counted gives", i)
            yield i
    finally:
        print("  finally of counted")
gen = counted(10)
for v in islice(gen, 3):
    print(" ", v)
print("  loop done, next is", next(gen))
gen.close()
gen = counted(3)
for a, b in zip(permutations("ab"), gen):
    print(" ", a, b)
print("  zip done")
gen.close()
