# Ints at and beyond 2**53 meet floats in hot loops: arithmetic converts
# the int to the nearest double (ties to even), comparisons compare the
# exact values, and int / int divides exactly. Every result must be what
# CPython prints, whether the loop runs compiled or not.

def mixed_arith(start, n, f):
    total = 0.0
    last = 0.0
    for k in range(n):
        i = start + k
        last = i + f          # int + float
        total += last - i     # float - int
        total += i * 0.5      # int * float
        total += f / (i | 1)  # float / int
        total += 2.0 ** (k % 3) - (i - 1.5)
    return total, last


def compare(start, n):
    eq = 0
    lt = 0
    for k in range(n):
        i = start + k
        if i == float(i):     # exact comparison: False where float(i) rounded
            eq += 1
        if i < i + 0.0:       # i + 0.0 rounds, i does not
            lt += 1
    return eq, lt


def divide(start, n, d):
    total = 0.0
    for k in range(n):
        total += (start + k) / d    # int / int: exact, then rounded once
    return total


for start in (2 ** 53 - 1000, 2 ** 53 + 1, 2 ** 62 - 1000, -(2 ** 60) - 7):
    print(mixed_arith(start, 2000, 0.75))
    print(compare(start, 2000))
    print(divide(start, 2000, 3))
print(mixed_arith(1, 2000, 0.5))
