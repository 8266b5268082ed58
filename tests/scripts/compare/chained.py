print(1 < 2 < 3, 1 < 3 < 2, 3 > 2 > 1 > 0, 1 < 3 > 2)
print(1 == 1 == 1, 1 == 1 != 2, 1 != 2 != 1, 0 <= 0 < 1)
calls = []
def f(x):
    calls.append(x)
    return x
print(0 < f(5) < 10, calls)
print(1 > 2 < f(99), calls)
print(f(1) < f(2) < f(0) < f(7), calls)
x = 5
print(0 < x <= 5, 0 < x < 5, 10 > x >= 5 > 4)
print((1 < 2) < 3, 1 < (2 < 3))
