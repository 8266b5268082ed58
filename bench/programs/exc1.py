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
