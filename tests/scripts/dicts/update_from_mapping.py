# dict.update() and dict() take any object with keys() and __getitem__ as a
# mapping (its keys() decides, even when it also iterates as pairs).
class Mapping:
    def keys(self):
        return ['k1', 'k2']

    def __getitem__(self, key):
        return key.upper()

    def __iter__(self):
        return iter([('not', 'used')])


class Pairs:
    def __iter__(self):
        return iter([('p', 1), ('q', 2)])


class BadKeys:
    def keys(self):
        return 5


d = {'k1': 0, 'z': 9}
d.update(Mapping())
print(d)
print(dict(Mapping()), dict(Mapping(), extra=1))
d.update(Pairs())
print(d, dict(Pairs()))
for arg in [BadKeys(), 3, [1], ['abc'], None]:
    try:
        d.update(arg)
    except Exception as e:
        print(type(e).__name__, e)
    try:
        dict(arg)
    except Exception as e:
        print(type(e).__name__, e)
d.update(d)
print(d)


class BadKeysItems(BadKeys):
    def __getitem__(self, key):
        return 1


def f(**kw):
    return kw


for make in [lambda: {**BadKeysItems()}, lambda: f(**BadKeysItems())]:
    try:
        make()
    except TypeError as e:
        print(type(e).__name__, e)
