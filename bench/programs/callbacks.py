# Script functions called from builtins: map() over records, max() and
# sorted() with key= functions, a closure over the caller's locals.
import math


def score(p):
    x, y, z = p
    d = math.sqrt(x * x + y * y + z * z)
    if d > 50.0:
        return d * 0.5 + x
    return d * 2.0 - y * 0.25 + z


def nearest(points, cx, cy):
    return sorted(points, key=lambda p: (p[0] - cx) ** 2 + (p[1] - cy) ** 2 + p[2] * 0.0)[:3]


pts = [(i * 0.37 % 97, i * 0.11 % 89, i * 0.05 % 83) for i in range(60000)]
total = 0.0
for r in range(4):
    total += sum(map(score, pts))
print(round(total, 3))
print(max(pts, key=score))
for r in range(3):
    near = nearest(pts[:20000], r * 10.0, r * 5.0)
print(near)
