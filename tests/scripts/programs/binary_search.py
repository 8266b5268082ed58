# Binary search variants over sorted lists.
def binary_search(xs, target):
    lo, hi = 0, len(xs) - 1
    steps = 0
    while lo <= hi:
        steps += 1
        mid = (lo + hi) // 2
        if xs[mid] == target:
            return mid, steps
        elif xs[mid] < target:
            lo = mid + 1
        else:
            hi = mid - 1
    return -1, steps

def lower_bound(xs, target):
    lo, hi = 0, len(xs)
    while lo < hi:
        mid = (lo + hi) // 2
        if xs[mid] < target:
            lo = mid + 1
        else:
            hi = mid
    return lo

def upper_bound(xs, target):
    lo, hi = 0, len(xs)
    while lo < hi:
        mid = (lo + hi) // 2
        if xs[mid] <= target:
            lo = mid + 1
        else:
            hi = mid
    return lo

data = []
for i in range(0, 200, 3):
    data.append(i)
for t in [0, 3, 99, 100, 198, 199, -1, 500]:
    print(t, binary_search(data, t))

dups = [1, 2, 2, 2, 3, 5, 5, 8]
for t in [0, 1, 2, 4, 5, 8, 9]:
    lo = lower_bound(dups, t)
    hi = upper_bound(dups, t)
    print(t, lo, hi, 'count', hi - lo)

def isqrt(n):
    lo, hi = 0, min(n, 3037000499)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if mid * mid <= n:
            lo = mid
        else:
            hi = mid - 1
    return lo

for n in [0, 1, 15, 16, 17, 1000000, 999999999999, 4611686014132420609, 9223372036854775807]:
    print('isqrt', n, isqrt(n))

def bisect_root(f, lo, hi):
    for _ in range(60):
        mid = (lo + hi) / 2
        if f(lo) * f(mid) <= 0:
            hi = mid
        else:
            lo = mid
    return round((lo + hi) / 2, 9)

print(bisect_root(lambda x: x * x - 2, 0.0, 2.0))
print(bisect_root(lambda x: x * x * x - x - 1, 1.0, 2.0))
