out = []
for i in range(100000):
    out.append("%05d|%-8s|%8.3f" % (i, "x" * (i % 5), i / 7))
