m = map(lambda x: x * 2, [1, 2, 3])
print(next(m), list(m), list(m))
print(list(map(lambda a, b: a + b, [1, 2, 3], [10, 20])))
print(list(filter(None, [0, 1, "", "a", None, 3])))
print(list(filter(lambda s: s.isupper(), "aBcDE")))
def noisy(x):
    print("called", x)
    return x
lazy = map(noisy, [1, 2])
print("before")
print(list(lazy))
print(sum(map(int, "1 2 3".split())))
