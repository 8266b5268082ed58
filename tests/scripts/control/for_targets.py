for a, b in [(1, 2), (3, 4)]:
    print(a + b)
for k, v in {'x': 1, 'y': 2}.items():
    print(k, v)
for i, (a, b) in enumerate(zip('xyz', [10, 20, 30])):
    print(i, a, b)
for a, b in ['ab', 'cd']:
    print(b, a)
d = {}
for d['key'] in [1, 2, 3]:
    pass
print(d)
lst = [0, 0, 0]
for i in range(3):
    lst[i] = i * i
print(lst)
