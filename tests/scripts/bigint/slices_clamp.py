# Big ints as slice bounds and search bounds clamp, as in CPython.
lst = [1, 2, 3, 4, 5]
print(lst[:2 ** 100], lst[-(2 ** 100):], lst[2 ** 100:], lst[::-(2 ** 100)], lst[1:4:2 ** 100])
print('abcdef'[::2 ** 100], 'abcdef'[-(2 ** 70):3], (1, 2, 3)[2 ** 64:], (1, 2, 3)[:-(2 ** 64)])
print(range(10)[2 ** 100:], range(10)[:2 ** 100], range(10)[-(2 ** 100):5])
print('abc'.find('b', 2 ** 100), 'abc'.find('b', -(2 ** 100)), 'abcabc'.count('a', 1, 2 ** 100))
print('abc'.startswith('a', -(2 ** 100)), 'abc'.endswith('c', 0, 2 ** 100), 'abc'.index('c', 0, 2 ** 64))
x = [0, 1, 2, 3, 4, 5, 6]
x[2 ** 100:] = [7, 8]
print(x)
x[:-(2 ** 100)] = [-1]
print(x)
del x[::2 ** 80]
print(x)
