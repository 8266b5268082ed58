print(list(enumerate(['a', 'b', 'c'])))
print(list(enumerate('xy', 1)), list(enumerate([], 5)), list(enumerate('ab', -2)))
for i, ch in enumerate('héllo', start=10):
    print(i, ch)
print(list(zip([1, 2, 3], 'abc')))
print(list(zip([1, 2, 3], 'ab')), list(zip()), list(zip([])), list(zip('a', 'bc', [True, False])))
print(list(zip(range(3))))
names = ['ann', 'bob']
ages = [31, 42]
for n, a in zip(names, ages):
    print(n, a)
print(dict(zip(names, ages)))
pairs = list(zip('abc', range(3)))
print(pairs)
