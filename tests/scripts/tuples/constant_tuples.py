# A tuple display of constants is one constant, as CPython folds it: the
# same object at each evaluation and in every function of the module,
# equal items of other types (1, 1.0, True; 0.0 and -0.0) kept apart.


def f():
    return (1, 2)


def g():
    return (1, 2)


def h():
    return (1.0, 2)


a = (1, (2, 3))
b = (1, (2, 3))
print(f() is f(), f() is g(), f() is h(), f() == h())
print(a is b, a[1] is b[1], () is (), (None,) is (None,))
print((0.0,) is (-0.0,), (1,) is (True,), (1,) is (1.0,), (-1, -2.5) is (-1, -2.5))
print((2 ** 70, "s", ..., None, True), (-9223372036854775808,), (99999999999999999999,))
print(type((1,)), len(()), (1, "a") + (2,), ("x",) * 3)

t = 0
for i in range(3000):
    for d in (-1, 0, 1):
        t += d * i
    if i % 7 in (1, 3, 5):
        t += 1
    if (i % 5, i % 3) in ((1, 2), (0, 0)):
        t += 2
print(t)

# Building a tuple that is not constant still makes a new one each time.
x = 5
print((x, 1) is (x, 1), (x, 1) == (x, 1))
