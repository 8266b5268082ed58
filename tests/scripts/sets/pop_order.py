s = set(range(10, 0, -1))
out = []
while s:
    out.append(s.pop())
print(out)
try:
    s.pop()
except KeyError as e:
    print("KeyError", e)
