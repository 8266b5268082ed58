s = {10, 3, 7, 1}
for x in s:
    print(x)
print(sorted(s), sum(s), len(s), list(s), max(s))
words = {"pear", "apple", "fig"}
print(sorted(words))
try:
    for x in s:
        s.add(x + 100)
except RuntimeError as e:
    print(e)
