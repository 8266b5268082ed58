# Recursive permutations and combinations.
def permutations(items):
    if len(items) <= 1:
        return [items[:]]
    result = []
    for i in range(len(items)):
        rest = items[:i] + items[i + 1:]
        for p in permutations(rest):
            result.append([items[i]] + p)
    return result

def combinations(items, k):
    if k == 0:
        return [[]]
    if len(items) < k:
        return []
    with_first = []
    for c in combinations(items[1:], k - 1):
        with_first.append([items[0]] + c)
    return with_first + combinations(items[1:], k)

def power_set(items):
    if not items:
        return [[]]
    rest = power_set(items[1:])
    out = rest[:]
    for s in rest:
        out.append([items[0]] + s)
    return out

perms = permutations([1, 2, 3])
print(len(perms), perms)
words = permutations(list('abcd'))
strs = []
for w in words:
    strs.append(''.join(w))
print(len(strs), strs[:6], strs[-3:])
print(sorted(strs)[10], strs.index('dcba'))
print(combinations([1, 2, 3, 4, 5], 2))
print(len(combinations(list(range(10)), 4)))
ps = power_set(['x', 'y', 'z'])
print(len(ps), sorted(ps, key=len))

def next_permutation(seq):
    seq = seq[:]
    i = len(seq) - 2
    while i >= 0 and seq[i] >= seq[i + 1]:
        i -= 1
    if i < 0:
        return None
    j = len(seq) - 1
    while seq[j] <= seq[i]:
        j -= 1
    seq[i], seq[j] = seq[j], seq[i]
    seq = seq[:i + 1] + seq[i + 1:][::-1]
    return seq

p = [1, 1, 2]
count = 0
while p is not None:
    print(p)
    p = next_permutation(p)
    count += 1
print('distinct:', count)
