def f(x, y=2):
    return x + y
print(f(1, y=3))
print(f(1, z=3))
