# factorial, comb, perm, gcd, lcm, isqrt, prod: exact, big ints included.
import math

for n in [0, 1, 2, 5, 20, 21, 25, 100]:
    print(n, math.factorial(n))
print(len(str(math.factorial(1000))), math.factorial(1000) % (10 ** 30 + 7))
print(math.factorial(True))
for n, k in [(0, 0), (5, 0), (5, 2), (5, 5), (5, 6), (10, 3), (52, 5), (67, 33), (68, 34), (100, 50), (1000, 3),
             (2 ** 70, 2), (2 ** 64 + 1, 3), (300, 150)]:
    print(n, k, math.comb(n, k), math.perm(n, k))
print(math.perm(5), math.perm(0), math.perm(6, None))
print(math.comb(2 ** 100, 2 ** 100), math.comb(2 ** 100, 2 ** 100 - 1), math.comb(10, 2 ** 70), math.perm(10, 2 ** 70))
print(math.gcd(), math.gcd(0), math.gcd(-12), math.gcd(12, 18), math.gcd(-12, 18), math.gcd(0, 0), math.gcd(12, 18, 8))
print(math.gcd(2 ** 100, 2 ** 60 * 3), math.gcd(3 ** 50, 3 ** 40 * 2), math.gcd(True, 4), math.gcd(-(2 ** 64), 2 ** 63))
print(math.lcm(), math.lcm(0), math.lcm(-4), math.lcm(4, 6), math.lcm(4, 0, 6), math.lcm(-4, 6), math.lcm(2, 3, 5, 7))
print(math.lcm(2 ** 64, 3 ** 40), math.lcm(2 ** 63, -(2 ** 63)))
for n in [0, 1, 2, 3, 4, 15, 16, 17, 2 ** 52 - 1, 2 ** 64 - 1, 2 ** 64, 10 ** 40, 10 ** 41, 2 ** 2001 - 1, True]:
    print(n, math.isqrt(n))
print(math.prod([]), math.prod([], start=5), math.prod([1, 2, 3, 4]), math.prod(range(1, 30)))
print(math.prod([2.5, 4]), math.prod([1, 2.5]), math.prod([3], start=0.5), math.prod([2 ** 40] * 3))
print(math.prod(['ab', 3]), math.prod([3], start='x'), math.prod(iter([1.5, 2, 2])), math.prod((True, True)))
print(math.prod([1e308, 10]), math.prod([0.0, -1]), math.prod([-1.0, 0.0]))
