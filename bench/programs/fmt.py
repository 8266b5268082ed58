out = []
for i in range(100000):
    out.append("%05d|%-8s|%8.3f" % (i, "x" * (i % 5), i / 7))
print(len(out), out[-1])
out2 = []
for i in range(100000):
    out2.append("{:>6}:{:<4}:{:.2e}".format(i, i % 13, i * 1.5))
print(out2[-1])
t = 0
for s in out:
    t += len(s.split("|")[1].rstrip())
print(t)
