# Changing an OrderedDict while iterating over it (keys, values, items,
# forwards and reversed), as CPython's C OrderedDict: a key added or
# removed (move_to_end and popitem too) raises "OrderedDict mutated during
# iteration" and ends the iterator; clear() raises "OrderedDict changed
# size during iteration", again at each next(); a value set changes
# nothing. An iterator that has yielded the last key has ended, whatever
# the dict does after.
from collections import OrderedDict


def attempt(label, make_it, mutate, after):
    o = OrderedDict((k, k * 10) for k in [1, 2, 3])
    it = make_it(o)
    seen = []
    try:
        for _ in range(after):
            seen.append(next(it))
        mutate(o)
        for _ in range(6):
            seen.append(next(it))
        seen.append("?")
    except StopIteration:
        seen.append("stop")
    except Exception as e:
        seen.append(type(e).__name__ + ": " + str(e))
    try:
        seen.append(next(it))
    except StopIteration:
        seen.append("stop")
    except Exception as e:
        seen.append(type(e).__name__ + ": " + str(e))
    print(label, after, seen)


def add(o):
    o[9] = 90


def delete(o):
    del o[2]


def del_add(o):
    del o[2]
    o[7] = 70


def del_add_same(o):
    del o[2]
    o[2] = 20


def set_existing(o):
    o[1] = 11


def update_existing(o):
    o.update({2: 5})


def move_end(o):
    o.move_to_end(1)


def move_begin(o):
    o.move_to_end(3, last=False)


def move_in_place(o):
    o.move_to_end(3)
    o.move_to_end(1, last=False)


def popitem(o):
    o.popitem()


def popfirst(o):
    o.popitem(last=False)


def clear(o):
    o.clear()


def clear_refill(o):
    o.clear()
    o.update({1: 1, 2: 2, 3: 3})


def setdefault_new(o):
    o.setdefault(8, 0)


def setdefault_old(o):
    o.setdefault(1, 0)


def pop_add(o):
    o.pop(3)
    o[4] = 4


makers = [
    ("keys", iter),
    ("values", lambda o: iter(o.values())),
    ("items", lambda o: iter(o.items())),
    ("reversed keys", reversed),
    ("reversed values", lambda o: reversed(o.values())),
    ("reversed items", lambda o: reversed(o.items())),
]
changes = [add, delete, del_add, del_add_same, set_existing, update_existing, move_end, move_begin,
           move_in_place, popitem, popfirst, clear, clear_refill, setdefault_new, setdefault_old, pop_add]
for name, make in makers:
    for change in changes:
        for after in [0, 1, 2, 3]:
            attempt(name + " " + change.__name__, make, change, after)

# An empty one has ended at once.
o = OrderedDict()
it = iter(o)
o[1] = 1
print(list(it), list(o))
# A plain dict, for contrast: its iterator reads the size at each step.
d = {1: 10, 2: 20, 3: 30}
it = iter(d)
print(next(it), next(it), next(it))
d[4] = 40
try:
    next(it)
except RuntimeError as e:
    print(e)
