a = {1, 2, 3, 4}
b = {3, 4, 5, 6}
print(a | b)
print(a & b)
print(a - b)
print(b - a)
print(a ^ b)
print(a <= b, a < a | b, a >= {1, 2}, a > a, a == {4, 3, 2, 1}, a != b)
print(3 in a, 7 in a, 7 not in a)
fa = frozenset(a)
print(fa | b, type(fa | b).__name__)
print(b | fa, type(b | fa).__name__)
