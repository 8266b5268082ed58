count = int(input())
rows = []
while len(rows) < count:
    parts = input().split()
    rows.append((parts[0], int(parts[1])))
rows.sort(key=lambda r: r[1], reverse=True)
for name, score in rows:
    print(name.ljust(8) + str(score).rjust(5))
print('best:', rows[0][0])
