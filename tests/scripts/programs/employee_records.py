# Records as namedtuples: made from rows, sorted and filtered by field,
# updated with _replace, summarised with _asdict.
from collections import Counter, namedtuple

Employee = namedtuple("Employee", "name dept salary years", defaults=[0])
Raise = namedtuple("Raise", ["who", "percent"])

rows = []
x = 99
names = ["ana", "bo", "cy", "di", "ed", "flo", "gus", "hal", "ivy", "jo"]
for i in range(400):
    x = (x * 1664525 + 1013904223) % 4294967296
    rows.append((names[i % 10] + str(i), ["eng", "ops", "sales"][x % 3], 40000 + x % 60000, x % 30))
staff = [Employee._make(r) for r in rows]
print(staff[0], len(staff), staff[0].salary, staff[1]._asdict())

senior = [e for e in staff if e.years >= 20]
top = sorted(staff, key=lambda e: (-e.salary, e.name))[:3]
print(len(senior), [e.name for e in top], top[0])
payroll = {}
for e in staff:
    payroll[e.dept] = payroll.get(e.dept, 0) + e.salary
print(sorted(payroll.items()))

raises = [Raise(e.name, 5 if e.years > 10 else 2) for e in staff if e.dept == "eng"]
after = []
pct = {r.who: r.percent for r in raises}
for e in staff:
    if e.name in pct:
        e = e._replace(salary=e.salary * (100 + pct[e.name]) // 100)
    after.append(e)
print(sum(e.salary for e in after) - sum(e.salary for e in staff), after[0])
print(Counter(e.dept for e in staff), max(staff, key=lambda e: e.years))
newbie = Employee("zed", "ops", 1)
print(newbie, newbie.years, newbie == ("zed", "ops", 1, 0), hash(newbie) == hash(tuple(newbie)))
total = 0
for e in staff:
    name, dept, salary, years = e
    total += salary * (years + 1)
print(total)
