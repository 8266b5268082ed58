print([1, 2] * 3, 3 * [0], [1] * 0, [1, 2] * -1, [] * 5)
print([1] + [2, 3], [] + [], [[1]] + [[2]])
a = [1]
a *= 3
print(a)
a *= 0
print(a)
b = ['x'] * 2 + ['y'] * 3
print(b, len(b))
m = [[1, 2]] * 2
print(m, m[0] is m[1])
print(True * [7], [7] * False)
