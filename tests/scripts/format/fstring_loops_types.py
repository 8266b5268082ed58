# f-strings over values of every builtin type, in a loop (a JIT-hot path).
rows = []
for i in range(200):
    rows.append(f'{i:03d}|{i / 7:8.3f}|{i % 3 == 0!s:>5}|{[i]}|{str(i) * 2:<6}|{i:#x}')
print(rows[0]); print(rows[7]); print(rows[199])
total = 0
for i in range(1000):
    total += len(f'{i}{i:,}{i * 1.5:.1f}')
print(total)
