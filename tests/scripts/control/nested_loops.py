for i in range(1, 4):
    line = ''
    for j in range(1, 4):
        line += str(i * j) + ' '
    print(line)
count = 0
i = 0
while i < 5:
    j = 0
    while j < i:
        count += 1
        j += 1
    i += 1
print(count)
pairs = []
for a in range(3):
    for b in range(a, 3):
        pairs.append((a, b))
print(pairs)
