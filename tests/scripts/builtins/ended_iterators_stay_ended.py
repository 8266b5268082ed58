# An iterator that has ended stays ended, as CPython's: items added to its
# list, dict, set or deque later are not seen by further next() calls (a
# deque's iterator raises instead, as CPython's), nor through enumerate,
# zip, map, filter or the views' and reversed iterators.
from collections import deque, OrderedDict


def case(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, "raises", type(e).__name__, e)


def run(name, container, it, mutate):
    case(name + " first", lambda: list(it))
    mutate(container)
    case(name + " again", lambda: list(it))
    case(name + " again2", lambda: list(it))


def append(c):
    c.append(2)


def add_key(d):
    d[5] = 6


def replace_key(d):
    d.pop(1)
    d[3] = 4


def grow_list(l):
    l.append(3)
    l.insert(0, 0)


l = [1]; run("list", l, iter(l), append)
l = []; run("empty list", l, iter(l), append)
l = [1, 2]; run("reversed list", l, reversed(l), grow_list)
d = {1: 2}; run("dict", d, iter(d), add_key)
d = {}; run("empty dict", d, iter(d), add_key)
d = {1: 2}; run("dict replaced key", d, iter(d), replace_key)
d = {1: 2}; run("keys", d, iter(d.keys()), add_key)
d = {1: 2}; run("values", d, iter(d.values()), add_key)
d = {1: 2}; run("items", d, iter(d.items()), add_key)
d = {1: 2}; run("reversed dict", d, reversed(d), add_key)
d = {1: 2}; run("reversed keys", d, reversed(d.keys()), add_key)
d = {1: 2}; run("reversed values", d, reversed(d.values()), add_key)
d = {1: 2}; run("reversed items", d, reversed(d.items()), add_key)
d = {1: 2}; run("cleared dict", d, iter(d), lambda d: d.clear())
o = OrderedDict([(1, 2)]); run("OrderedDict", o, iter(o), add_key)
o = OrderedDict([(1, 2)]); run("reversed OrderedDict", o, reversed(o), add_key)
o = OrderedDict([(1, 2)]); run("OrderedDict items", o, iter(o.items()), add_key)
s = {1}; run("set", s, iter(s), lambda s: s.add(7))
s = {1}; run("set replaced", s, iter(s), lambda s: (s.discard(1), s.add(9)))
q = deque([1]); run("deque", q, iter(q), lambda q: q.appendleft(3))
q = deque([1]); run("reversed deque", q, reversed(q), lambda q: q.appendleft(3))
l = [1]; run("enumerate", l, enumerate(l), append)
l = [1]; run("zip", l, zip(l), append)
l = [1]; run("map", l, map(str, l), append)
l = [1]; run("filter", l, filter(None, l), append)


def shrink_then_grow():
    l = [1, 2, 3]
    it = iter(l)
    r = [next(it), next(it), next(it)]
    l.pop()
    r.append(next(it, "end"))
    l.extend([5, 6, 7])
    r.append(next(it, "end"))
    return r


def cleared_before_the_end():
    # Not ended yet when the list is refilled: it goes on where it was.
    l = [1, 2, 3]
    it = iter(l)
    next(it)
    next(it)
    l.clear()
    l.extend([4, 5, 6])
    return list(it)


def cleared_ended_refilled():
    l = [1, 2, 3]
    it = iter(l)
    next(it)
    l.clear()
    r = [next(it, "end")]
    l.extend([4, 5, 6])
    r.append(list(it))
    return r


def in_and_for():
    l = [1, 2]
    it = iter(l)
    r = [2 in it, 5 in it]
    l.append(5)
    r.append(5 in it)
    for x in it:
        r.append(x)
    return r


case("shrink then grow", shrink_then_grow)
case("cleared before the end", cleared_before_the_end)
case("cleared, ended, refilled", cleared_ended_refilled)
case("in and for", in_and_for)
