# '%=' formats in place, and '%' chains.
s = 'value: %d'
s %= 42
print(s)
t = '%s-%%s' % 'a'
print(t, t % 'b')
rows = []
for i in range(50):
    rows.append('%3d|%-4s|%6.2f|%x' % (i, 'r' * (i % 4), i / 3, i * 17))
print(rows[0]); print(rows[49]); print(len(''.join(rows)))
