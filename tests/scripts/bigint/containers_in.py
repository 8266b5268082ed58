# Big ints in lists and tuples: in, index, count, remove, equality.
big = 2 ** 100
lst = [1, big, 2.0 ** 100, -big, 2 ** 64, 5]
print(big in lst, 2 ** 100 in lst, 2 ** 100 + 1 in lst, 2.0 ** 64 in lst, -(2 ** 100) in lst)
print(lst.index(2 ** 100), lst.count(2 ** 100), lst.index(18446744073709551616.0), lst.count(-big))
lst.remove(2.0 ** 100)
print(lst, lst.index(5, 0, 2 ** 100), [1, 2, 3].index(2, -(2 ** 100)))
print([big, 1] == [2 ** 100, 1], (big, -big) == (2 ** 100, -(2 ** 100)), [big] < [big + 1], (big, 1) > (big, 0))
print((2 ** 64,) == (2.0 ** 64,), [2 ** 64 + 1] == [2.0 ** 64], 2 ** 100 in (1, 2, 2 ** 100), 2 ** 100 not in [2 ** 99])
print(2 ** 100 in range(5), 5 in range(2 ** 62, 2 ** 62 + 10), 2 ** 62 + 3 in range(2 ** 62, 2 ** 62 + 10))
print(1e30 in range(5), -(2 ** 80) in range(-5, 5), {2 ** 64: 1}.get(2 ** 64 + 0), {1: 2}.get(2 ** 100, 'none'))
