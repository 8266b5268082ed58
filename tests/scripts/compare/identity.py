a = [1, 2, 3]
b = a
c = [1, 2, 3]
print(a is b, a is c, a == c, a is not c, b is not a)
b.append(4)
print(a, c)
x = None
print(x is None, x is not None, None is None)
print(True is True, False is not True)
d = {'k': a}
print(d['k'] is a)
t = (a, a)
print(t[0] is t[1])
e = a[:]
print(e == a, e is a)
f = list(a)
print(f is a, f == a)
n = a
n = n + [5]
print(n is a, a)
m = a
m += [5]
print(m is a, a)
print(type(1) is int, type(1.0) is float, type('') is str, type(True) is int)
print(type([]) is list, type(()) is tuple, type({}) is dict, type(None) is type(None))
