# str() and repr() of big ints, alone and inside containers.
x = 2 ** 100
print(x, str(x), repr(x), str(-x), len(str(x)), len(repr(-x)))
print([x, -x, 1], (x,), {x: -x}, [[x], (x, (x,))])
print(str(10 ** 40) + "!", "n=" + str(-(10 ** 30)))
s = str(10 ** 4299)
print(len(s), s[:5], s[-5:])
s = str(-(10 ** 4299))
print(len(s), s[:5])
n = 7 ** 500
print(len(str(n)), str(n)[:20], str(n)[-20:])
print(str(2 ** 64).zfill(25), str(2 ** 64).rjust(25, '*'), str(-2 ** 64).center(25, '.'))
parts = []
for i in [62, 63, 64, 65]:
    parts.append(str(2 ** i))
print(','.join(parts))
