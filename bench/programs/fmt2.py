out2 = []
for i in range(100000):
    out2.append("{:>6}:{:<4}:{:.2e}".format(i, i % 13, i * 1.5))
