x = 1
y = 2
del x
print(y)
x = 'rebound'
print(x)
a, b, c = 1, 2, 3
del a, b
print(c)
d = {'k': 1, 'j': 2, 'i': 3}
del d['j']
print(d)
lst = [1, 2, 3, 4]
del lst[1:3], d['k']
print(lst, d)
def f():
    local = 5
    del local
    local = 6
    return local
print(f())
