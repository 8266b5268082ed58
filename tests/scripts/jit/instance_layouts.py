# Instances whose attributes were set in the same order share one dict
# layout, guarded once per object in a hot loop. Objects that break the
# pattern (other order, an extra or a deleted attribute, many attributes,
# a dict written through __dict__) must still read and write the right
# attribute, and the interpreter must agree exactly.


class P:
    def __init__(self, x, y):
        self.x = x
        self.y = y


def total(objs):
    s = 0
    for o in objs:
        s += o.x * 10 + o.y
        o.y = o.y + 1
    return s


same = [P(i, i + 1) for i in range(40)]
print("same order", total(same), total(same))

# Same class, attributes set in the other order: another layout.
swapped = P(0, 0)
del swapped.x
swapped.x = 7
odd = [P(1, 2) for _ in range(30)] + [swapped] + [P(3, 4) for _ in range(30)]
print("one swapped", total(odd), swapped.__dict__)

# An extra attribute on some objects.
extra = [P(i, 2 * i) for i in range(60)]
for k in range(0, 60, 7):
    extra[k].z = k
print("extra", total(extra), sorted(extra[7].__dict__))

# Deleting and re-adding an attribute mid-way through the list.
def churn(objs):
    s = 0
    for n, o in enumerate(objs):
        if n == 45:
            del objs[50].y
            objs[50].y = 1000
        if n == 48:
            objs[55].__dict__.clear()
            objs[55].y = 5
            objs[55].x = 6
        s += o.x - o.y
    return s


print("churn", churn([P(i, i) for i in range(80)]))

# Many attributes: past the size that shares layouts.
class Wide:
    def __init__(self, n):
        for i in range(n):
            setattr(self, "a%d" % i, i)
        self.x = n
        self.y = -n


wide = [Wide(80) for _ in range(20)] + [P(5, 6) for _ in range(20)] + [Wide(3) for _ in range(20)]
print("wide", total(wide))

# Writes through __dict__ with a non-str key do not confuse attribute reads.
odd_keys = [P(i, i) for i in range(50)]
odd_keys[20].__dict__[1] = "one"
odd_keys[30].__dict__.update({"x": 99})
print("dict writes", total(odd_keys), odd_keys[20].__dict__[1])

# A stored attribute whose value changes type under the same layout.
mixed = [P(i, 0.5) if i % 3 else P(i, i) for i in range(70)]
print("mixed types", total(mixed))
