a = [1, 2]
b = a
a += [3]
print(a is b, b)
a += 'xy'
print(b)
a += (9,)
print(b)
a = a + [0]
print(a is b, b, a)
s = 'str'
s2 = s
s += '!'
print(s, s2)
t = (1,)
t2 = t
t += (2,)
print(t, t2, t is t2)
def extend_inside(lst):
    lst += [100]
outer = [0]
extend_inside(outer)
print(outer)
