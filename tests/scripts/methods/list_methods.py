# list methods other than sort
l = [3, 1, 2]
l.append(4)
l.extend((5, 6))
l.insert(0, 0)
print(l, l.pop(), l.pop(0), l)
l.insert(100, 'end')
l.insert(-100, 'start')
l.insert(-1, 'pen')
print(l)
l.remove(3)
print(l, l.index(2), l.count(1), l.count('nope'))
l.extend('ab')
l.extend(range(3))
l.extend({'k': 1, 'j': 2})
l.extend([])
print(l)
l.extend(l)
print(len(l), l[:3], l[-3:])
m = [1, 2, 3, 2, 1]
print(m.index(2), m.index(2, 2), m.index(1, -2), m.index(3, 0, 3), m.index(1, -100, 100), m.count(2), m.count(1.0), m.count(True))
print(m.pop(True), m.pop(-2), m)
c = m.copy()
c.reverse()
print(c, m, c is m)
c.clear()
print(c, m)
n = [[1], [1], [2]]
n.remove([1])
print(n, n.index([2]), n.count([1]))
r = [1, 2, 3]
print(r.append(4), r.insert(0, 0), r.extend([]), r.reverse(), r.clear(), r)
e = []
list.append(e, 1)
list.extend(e, [2, 3])
print(e, list.pop(e), list.index(e, 2), list.count(e, 1), list.copy(e))
nested = [[]] * 3
nested[0].append('x')
print(nested)
