# After removing items, CPython rebuilds a set's table once deleted slots
# pass a quarter of it; the order a set of ints prints in shows it.
keys = [9, 33, 64, 1000, -3, 8, 40]
gone = [5, 100, -3, 17, 2**40, 64, 9, 33]
s = set(keys)
s.difference_update(gone)
print(s)
s = set(keys)
s -= set(gone)
print(s)
print(set(keys) - set(gone), set(keys).difference(gone))
s = set(keys)
s.difference_update(set(range(100)))
s.add(7)
s.add(-1)
print(s)
s = set(range(100))
s -= set(range(90))
s.add(1000)
s.add(-3)
print(s)


def hot(n):
    last = None
    for i in range(n):
        s = set(keys)
        s -= {i % 10, 9, 33, -3}
        s.add(i % 50)
        last = s
    return last


print(hot(3000))
