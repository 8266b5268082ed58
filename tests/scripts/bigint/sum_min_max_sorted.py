# Builtins that combine numbers handle big ints.
vals = [2 ** 100, -(2 ** 70), 3, 2.0 ** 99, 9223372036854775807, -9223372036854775808, 10 ** 19, 2.5]
print(sum(vals), sum([2 ** 100, 2 ** 100, 1.5]), sum([9223372036854775807, 1, 1]), sum(range(10), 2 ** 64))
print(min(vals), max(vals), min(2 ** 100, 2.0 ** 100), max(2 ** 100, 2.0 ** 100))
print(sorted(vals))
print(sorted(vals, reverse=True))
print(sorted([2 ** 100, 1, 2.0 ** 99, -2 ** 70]))
print(sorted([(2 ** 65, 'b'), (2 ** 64, 'z'), (-(2 ** 64), 'a'), (2 ** 65, 'a')]))
print(sorted([3 ** 50, 3 ** 10, 3 ** 40]))
big = []
for i in range(40):
    big.append((7 ** i) % (2 ** 67 + 11) - 2 ** 66)
big.sort()
print(big[:3], big[-3:])
print(max(big, key=abs), min(big, key=lambda v: v % 1000))
acc = 0
for i in range(100):
    acc += 2 ** 62
print(acc, acc == 100 * 2 ** 62)
print(abs(-(2 ** 100)), abs(-(2 ** 63)), abs(2 ** 100), any([0, 2 ** 100]), all([2 ** 100, -(2 ** 64)]))
