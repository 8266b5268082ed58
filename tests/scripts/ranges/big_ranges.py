# Ranges beyond 64 bits: bounds, steps and lengths of any size, as CPython
r = range(2**70, 2**70 + 5)
print(r, len(r), r[0], r[-1], r[4], list(r))
print(2**70 + 3 in r, 3 in r, 2.0**70 in r, 2.5 in r, True in r, list(reversed(r)))
print(type(iter(r)).__name__, type(reversed(r)).__name__)
print(type(reversed(range(3))).__name__, type(iter(range(3))).__name__)
print(r[1:3], r[::-1], r[::2**80], r.start, r.stop, r.step, bool(r), bool(range(2**70, 2**70)))

big = range(2**100)
try:
    len(big)
except OverflowError as e:
    print("OverflowError:", e)
print(big[2**80], big[-1], 2**99 in big, -1 in big, big[::2], big[5:10], big, bool(big))
try:
    big[2**100]
except IndexError as e:
    print("IndexError:", e)
for i in big:
    if i > 3:
        break
    print(i, end=" ")
print()

# Lengths that do not fit, though the bounds do
r = range(-2**63, 2**63 - 1)
print(r, r[0], r[-1], r[2**63])
try:
    print(len(range(-2**63, 2**63)))
except OverflowError as e:
    print("OverflowError:", e)

print(range(0, 2**64, 2**62), list(range(0, 2**64, 2**62)))
print(range(10, 0, -2**70), list(range(10, 0, -2**70)), len(range(10, 0, -2**70)))
it = iter(range(2**64 - 2, 2**64 + 2))
print(next(it), next(it), list(it))
print(list(reversed(range(2**64, 2**64 + 10, 3))), list(reversed(range(5, -5, -2**65))))
print(range(2**70)[:3], range(2**70)[-3:], range(5)[::-1])
print(sum(range(2**64, 2**64 + 3)), max(range(2**64, 2**64 + 3)), sorted(range(2**64 + 2, 2**64 - 2, -1)))

# Iterators near the 64-bit edge are the long ones where CPython's are
for rr in (range(2**63 - 3, 2**63 - 1), range(0, 2**63 - 1, 2), range(-2**63, -2**63 + 2),
           range(-2**63 + 2, -2**63, -1), range(2**63 - 1), range(5, 2**63 - 1, 2**62)):
    print(type(iter(rr)).__name__, type(reversed(rr)).__name__, list(zip(range(3), rr)), list(zip(range(3), reversed(rr))))

# Equality and hashing agree with CPython
print(range(2**70) == range(0, 2**70), range(2**70) == range(2**70, 0), range(0, 2**70, 3) == range(0, 2**70 + 1, 3))
print(range(2**70, 2**70 + 1) == range(2**70, 2**71, 2**69), range(2**70, 2**70) == range(5, 1))
print(hash(range(2**70)) == hash((2**70, 0, 1)), hash(range(0)) == hash((0, None, None)))
print(hash(range(3, 4)) == hash((1, 3, None)), hash(range(1, 9, 2)) == hash(range(1, 10, 2)))
d = {range(3): "a", range(2**70): "b"}
print(d[range(0, 3)], d[range(0, 2**70, 1)])

# index, count, and errors
r = range(2**70, 2**70 + 5)
print(r.index(2**70 + 2), r.count(2**70 + 2), r.count(5), range(5).index(True), range(0, 10, 2).count(4.0))
print(range(5).index(3.0), range(10).index(9), range(0, -10, -3).index(-9))
for bad in (lambda: r.index(5), lambda: range(5).index(7.0), lambda: range(3).index("a")):
    try:
        bad()
    except ValueError as e:
        print("ValueError:", e)
for bad in (lambda: range(2**70)["a"], lambda: range(1.0), lambda: range(2**70)[1.5], lambda: range(3).count(),
            lambda: range(3).index(1, 2), lambda: range(2**70)[:"a"]):
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)
for bad in (lambda: range(1, 2, 0), lambda: range(2**70)[::0], lambda: range(1, 2, False)):
    try:
        bad()
    except ValueError as e:
        print("ValueError:", e)
try:
    range(2**70)[2**70]
except IndexError as e:
    print("IndexError:", e)

print(range(2**70)[True], range(10)[2**64:], range(10)[-2**64:2**64], range(0, 10, 3)[2**64::-1])
print(len(range(2**63 - 1)), range(2**63 - 1)[-1], range(True, 2**64, 2**63))
print(range(-2**70, 2**70, 2**69)[1::2], list(range(-2**70, 2**70, 2**69)[1::2]))
print(str(range(2**65)), repr(range(-2**65, 0, 7)), f"{range(2**64)}")
