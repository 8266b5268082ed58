# float ** of negative bases in hot loops: to a constant integral power the
# trace raises |x| to it and negates odd powers, as CPython's float_pow;
# zero, overflow and fractional powers leave to the interpreter.
xs = [(-1) ** i * (i * 0.37 % 13 - 6.5) for i in range(3000)]
t = 0.0
u = 0.0
w = 0.0
for x in xs:
    t += x ** 2 + x ** 3
    u += (x - 0.5) ** 5.0 - (x ** -2 if x else 0.0)
    w += abs(x) ** 0.5
print(t, u, w)
big = 0.0
try:
    for x in [1e100, -1e100, 1e200, -1e200]:
        big += x ** 2
except OverflowError as e:
    print("OverflowError", e)
print(big, (-0.0) ** 3, (-0.0) ** 2, 0.0 ** 2)
try:
    s = 0.0
    for i in range(2000):
        s += (i - 1000.0) ** -1
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
print(s)
