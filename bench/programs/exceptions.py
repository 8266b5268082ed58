d = {}
miss = 0
for i in range(300000):
    k = i % 1000
    try:
        d[k] += 1
    except KeyError:
        d[k] = 1
        miss += 1
print(miss, sum(d.values()))
def parse(s):
    try:
        return int(s)
    except ValueError:
        return -1
vals = [str(i) if i % 7 else "x" for i in range(200000)]
print(sum(parse(v) for v in vals))
