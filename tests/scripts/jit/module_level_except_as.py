# A module-level loop whose handler binds the exception to a name: the
# global `e` is stored and deleted in each iteration that raises, and the
# loop stays hot (the globals' layout comes back after the delete).
data = [str(i) if i % 7 else "x%d" % i for i in range(3000)]
total = 0
bad = 0
last = ""
for s in data:
    try:
        total += int(s)
    except ValueError as e:
        bad += 1
        last = str(e)
print(total, bad, last)
try:
    print(e)
except NameError as ex:
    print("NameError:", ex)

# A global made and deleted in each iteration, then one deleted that is
# not there.
acc = 0
for i in range(2000):
    tmp = i * 2
    acc += tmp
    del tmp
    if i == 1999:
        try:
            del tmp
        except NameError as ex:
            print("NameError:", ex)
print(acc)
names = [n for n in globals() if not n.startswith("__")]
print(names)

# A name that was defined before the loop: the handler deletes it, and it
# is appended again afterwards, at the end of globals().
e = "before"
for i in range(500):
    try:
        if i % 3 == 0:
            raise KeyError(i)
    except KeyError as e:
        bad += 1
print(bad)
e = "after"
print([n for n in globals() if not n.startswith("__")][-3:])

# Dicts of str keys: a key added and deleted at the end of the dict, many
# times and with many keys, then iterated.
d = {"k%d" % i: i for i in range(20)}
for j in range(3000):
    key = "x%d" % j
    d[key] = j
    del d[key]
    d["k%d" % (j % 20)] += 1
print(len(d), sum(d.values()), list(d)[:3], list(d)[-2:])

# Iterators see what CPython's see when the dict changes under them.
d = {"a": 1, "b": 2}
try:
    for k in d:
        print(k)
        if k == "b":
            del d["b"]
            d["c"] = 3
except RuntimeError as ex:
    print("RuntimeError:", ex)
print(d)
d = {"a": 1, "b": 2, "e": 3}
for k in d:
    print(k)
    if k == "a":
        del d["e"]
        d["e"] = 4
print(d)
