a = [1, 2]
b = a
a += [3]
print(a, b, a is b)
a = a + [4]
print(a, b, a is b)
c = b
c *= 2
print(b, c, b is c)
d = [[0] * 2] * 3
d[0][0] = 1
print(d)
e = [[0] * 2, [0] * 2, [0] * 2]
e[0][0] = 1
print(e)
def add_item(lst, item):
    lst.append(item)
    lst = [item]
    return lst
orig = [1]
r = add_item(orig, 2)
print(orig, r)
x = [1, 2, 3]
y = x
x = []
print(y)
t = ([1],)
t[0].append(2)
print(t)
