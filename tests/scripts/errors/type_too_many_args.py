def f(x, y):
    return x + y
print(f(1, 2))
print(f(1, 2, 3))
