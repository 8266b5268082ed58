# Starred items in set, list and tuple displays, ** in dict displays
a = [3, 1, 2]
b = (5, 4)
print({*a, 1})
print({*a, *b, 9})
print({0, *a})
print({-1, 7, *range(3), 100, *"", *{8: 1}})
print(sorted({*"hello", "x"}))
print({*[]} == set(), type({*[]}).__name__)
print([*a, *b], [0, *a, 10], (*a,), (*a, *b, 6), [*range(3), *"ab"])
print((*b,), type((*b,)).__name__)
print({**{"k": 0, "j": 1}, "k": 1}, {"x": 1, **{"x": 2, "y": 3}}, {**{}})

def gen():
    yield 3
    yield 3
    yield 4
print({*gen(), *gen()}, [*gen()], (*gen(),))

class Seq:
    def __getitem__(self, i):
        if i < 3:
            return i * 10
        raise IndexError
print({*Seq(), 5}, [*Seq()])

# Big sets keep CPython's table order for ints
print({*range(40), *range(100, 60, -7), 2**64, -5})

for bad in (lambda: {*1}, lambda: [*None], lambda: (*3.5,), lambda: {1, *{"a": 1}, *5}):
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)
try:
    {**[1]}
except TypeError as e:
    print("TypeError:", e)
try:
    {*[[1]]}
except TypeError as e:
    print("TypeError:", e)
