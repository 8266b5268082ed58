lst = [1, 2, 3]
lst[0] += 10
lst[-1] *= 5
print(lst)
d = {'a': 1}
d['a'] -= 3
d['b'] = d.get('b', 0) + 1
print(d)
m = [[1, 2], [3, 4]]
m[1][0] += 100
print(m)
i = 0
arr = [0, 0, 0]
calls = []
def idx():
    calls.append('idx')
    return 1
arr[idx()] += 7
print(arr, calls)
nested = {'x': [0]}
nested['x'][0] += 1
nested['x'] += [2]
print(nested)
