# Instances of classes with __slots__ made and updated in hot loops: a
# slot's store is what any instance attribute's is (kiln keeps slots in
# the instance's dict); a name __slots__ does not list still raises
# AttributeError, inside compiled code too, and subclasses add their own.
class Vec:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y

    def add(self, o):
        return Vec(self.x + o.x, self.y + o.y)


class Vec3(Vec):
    __slots__ = ("z",)

    def __init__(self, x, y, z):
        Vec.__init__(self, x, y)
        self.z = z


acc = Vec(0, 0)
for i in range(3000):
    acc = acc.add(Vec(i, -i * 0.5))
print(acc.x, acc.y)

pts = [Vec3(i, i + 1, i * 2) for i in range(2000)]
t = 0
for p in pts:
    p.z = p.x + p.y
    t += p.z
print(t)

errors = 0
for i in range(2000):
    v = Vec(i, i)
    try:
        if i % 500 == 499:
            v.w = i
        else:
            v.x = i + 1
    except AttributeError as e:
        errors += 1
        last = str(e)
print(errors, last)
try:
    Vec3(1, 2, 3).q = 1
except AttributeError as e:
    print(e)
