xs = [3.5, -1.0, 2, 0.0, -0.0, 1e-9, 1e9, -2.5, 2.0]
print(sorted(xs))
print(sorted(xs, reverse=True))
print(min(xs), max(xs))
print(0.0 == -0.0, sorted([-0.0, 0.0]), sorted([0.0, -0.0]))
print(sorted([1, 1.0, True]), sorted([True, 1.0, 1]))
print(1.0 < 1, 1.0 <= 1, 0.9999999999999999 < 1, 1.0000000000000002 > 1)
print(sorted([0.3, 0.1 + 0.2, 0.30000000000000004]))
