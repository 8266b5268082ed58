# Tokens parsed with int(), the bad ones caught with `except ValueError`
# (one in fifty), and fields of comma-separated records turned into floats.
tokens = [str(i * 7) if i % 50 else "n/a" for i in range(100000)]
total = 0
bad = 0
for t in tokens:
    try:
        total += int(t)
    except ValueError:
        bad += 1
print(total, bad)
records = ["%d,%d.%02d,%s" % (i, i % 1000, i % 100, "x" * (i % 3)) for i in range(50000)]
amount = 0.0
ids = 0
for rec in records:
    fields = rec.split(",")
    ids += int(fields[0])
    amount += float(fields[1])
print(ids, round(amount, 2))
