add = lambda a, b: a + b
print(add(2, 3))
dflt = lambda x, y=10: x * y
print(dflt(2), dflt(2, 3), dflt(y=1, x=7))
noargs = lambda: 'constant'
print(noargs())
nested = lambda x: lambda y: x + y
print(nested(10)(5))
print((lambda: 1)() + (lambda x: x)(2))
pairs = [(1, 'b'), (3, 'a'), (2, 'c')]
print(sorted(pairs, key=lambda p: p[1]))
print(max(pairs, key=lambda p: p[0]))
cond = lambda n: 'even' if n % 2 == 0 else 'odd'
print(cond(3), cond(4))
