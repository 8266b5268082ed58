print(len)
print(print)
print(repr(abs), str(max))
print(int, float, str, bool, list, tuple, dict, range)
print(type(len))
print(type(int), type(type))
def f():
    return 1
print(type(f), type(lambda: 0))
print([len, int])
