# Objects kept only by collections' containers survive collections: a
# deque's items (its ring wrapped around), a defaultdict's factory (a
# lambda nothing else holds), a namedtuple's class (its instances are
# all that keep it).
from collections import Counter, OrderedDict, defaultdict, deque, namedtuple


def make_records(n):
    Rec = namedtuple("Rec", "key value")  # only the instances keep the class
    return [Rec(i, [i] * 3) for i in range(n)]


def make_counter_dict(tag):
    return defaultdict(lambda: [tag])  # the lambda is the dict's own


q = deque(maxlen=1000)
keep = []
dicts = []
for round in range(30):
    for i in range(2000):
        q.append([round, i, "x" * (i % 7)])
        if i % 3 == 0:
            q.popleft()
        q.appendleft((i, str(i)))
        q.pop()
    keep.append(make_records(200))
    dicts.append(make_counter_dict(round))
    junk = [[j] * 10 for j in range(3000)]  # garbage: collections run
print(len(q), q[0], q[-1], q.maxlen)
recs = keep[0]
print(recs[5], type(recs[5]).__name__, recs[5]._replace(key=-1), recs[199]._asdict())
print(all(type(r[0]) is not type(keep[1][0]) for r in keep[2:3]), len({type(r[0]) for r in keep}))
for d in dicts[:3]:
    print(d["new"], dict(d), type(d.default_factory).__name__)
c = Counter()
od = OrderedDict()
for i in range(20000):
    c[str(i % 500)] += 1
    od[i % 300] = [i]
    if i % 7 == 0:
        od.move_to_end(i % 300, last=False)
print(c.most_common(2), len(c), list(od.items())[:2], len(od))
