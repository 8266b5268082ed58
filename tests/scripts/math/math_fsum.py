# fsum is exactly rounded (CPython's algorithm): classic hard cases and
# long pseudo-random sums.
import math

CASES = [
    [],
    [0.0],
    [-0.0],
    [-0.0, -0.0],
    [1e100, 1.0, -1e100, 1e-100, 1e50, -1.0, -1e50],
    [0.1] * 10,
    [1e-16, 1, 1e16],
    [2.0 ** 53, -0.5, -2.0 ** -54],
    [2.0 ** 53, 1.0, 2.0 ** -100],
    [2.0 ** 53 - 1.0, 0.5, 2.0 ** -54],
    [1.7976931348623157e308, -1.7976931348623157e308, 1.0],
    [1.7976931348623157e308, 1e292, -1.7976931348623157e308],
    [5e-324, 5e-324, -5e-324],
    [1, 2, 3],
    [True, 0.5],
    [2 ** 60, 0.5, -(2 ** 60)],
    [1e308, 1e308],
    [float('inf'), 1.0],
    [float('inf'), float('-inf')],
    [float('nan'), 1.0],
    [float('inf'), float('nan')],
    [-float('inf'), -float('inf')],
]
for c in CASES:
    try:
        print(repr(math.fsum(c)))
    except (ValueError, OverflowError) as e:
        print(type(e).__name__, e)
print(math.fsum(x / 7 for x in range(100)), math.fsum(range(10)), math.fsum((0.3, 0.3, 0.3)))

# A linear congruential generator, so that kiln and CPython see the same numbers.
state = 12345


def rand():
    global state
    state = (state * 6364136223846793005 + 1442695040888963407) % 2 ** 64
    return state


for trial in range(30):
    xs = []
    for i in range(200):
        r = rand()
        mant = (r >> 11) / 2 ** 53
        exp = (r % 120) - 60
        sign = -1 if r & 1024 else 1
        xs.append(sign * mant * 2.0 ** exp)
    print(repr(math.fsum(xs)), repr(sum(xs)) == repr(math.fsum(xs)))
