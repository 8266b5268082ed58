for i in range(4):
    for j in range(4):
        if j == 2:
            break
        if i == j:
            continue
        print(i, j)
    print('end of row', i)
result = []
for i in range(10):
    if i % 3 == 0:
        continue
    if i > 7:
        break
    result.append(i)
print(result)
found = None
for row in [[1, 2], [3, 4], [5, 6]]:
    for v in row:
        if v * v > 10:
            found = v
            break
    if found is not None:
        break
print('found', found)
