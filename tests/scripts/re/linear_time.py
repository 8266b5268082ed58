# Patterns that backtrack exponentially in CPython finish at once in kiln;
# with inputs small enough for CPython to finish, both print the same.
import re

print(re.match(r'(a+)+$', 'a' * 15 + 'b'))
print(re.match(r'(a|a)*c', 'a' * 15))
print(re.search(r'(x+x+)+y', 'x' * 13))
print(re.fullmatch(r'(\w+\s?)+', 'word ' * 3 + '!'))
# A loop of searches through the compile cache.
n = 0
for i in range(2000):
    if re.search(r'(\d+)-(\d+)', 'id 12-34 x'):
        n += 1
print(n)
print(len(re.findall(r'\w+', 'ab ' * 10000)))
