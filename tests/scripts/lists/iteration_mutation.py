work = [1]
for x in work:
    if x < 5:
        work.append(x + 1)
print(work)
items = [1, 2, 3, 4, 5, 6]
kept = []
for x in items[:]:
    if x % 2 == 0:
        items.remove(x)
    else:
        kept.append(x)
print(items, kept)
q = [3, 2, 1]
out = []
while q:
    out.append(q.pop())
print(out, q)
stack = []
for ch in 'abc':
    stack.append(ch)
while len(stack) > 0:
    print(stack.pop(), end=' ')
print()
