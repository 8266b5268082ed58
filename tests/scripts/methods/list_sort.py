# list.sort: key, reverse, stability, mixed numbers, NaN, and long lists (runs and merges)
a = [5, 2, 8, 1, 9, 3]
a.sort()
print(a)
a.sort(reverse=True)
print(a)
words = ['banana', 'Apple', 'cherry', 'fig', 'date', 'elderberry', 'kiwi', 'Fig']
words.sort()
print(words)
words.sort(key=len)
print(words)
words.sort(key=len, reverse=True)
print(words)
words.sort(key=str.lower)
print(words)
words.sort(key=None, reverse=1)
print(words)
pairs = [(2, 'b'), (1, 'z'), (2, 'a'), (1, 'y'), (3, 'x')]
pairs.sort(key=lambda p: p[0])
print(pairs)
pairs.sort(key=lambda p: p[0], reverse=True)
print(pairs)
pairs.sort()
print(pairs)
mixed = [3, 1.5, True, -2, 0.0, False, 0, 1]
mixed.sort()
print(mixed)
nan = float('nan')
x = [3.0, nan, 1.0, 2.0, nan, 0.5, -1.0]
x.sort()
print(x)
seen = []
def key(v):
    seen.append(v)
    return -v
k = [1, 2, 3]
k.sort(key=key)
print(k, seen)
one = ['only']
one.sort(key=print)
print(one, [].sort(), [].sort(key=len))

def lcg_list(n, seed, mod):
    out = []
    s = seed
    i = 0
    while i < n:
        s = (s * 1103515245 + 12345) % 2147483648
        out.append((s // 16) % mod)
        i += 1
    return out

def checksum(items):
    h = 0
    for v in items:
        h = (h * 31 + v) % 1000000007
    return h

big = lcg_list(5000, 7, 1000)
tagged = []
i = 0
for v in big:
    tagged.append((v % 50, i))
    i += 1
t1 = list(tagged)
t1.sort(key=lambda p: p[0])
t2 = list(tagged)
t2.sort(key=lambda p: p[0], reverse=True)
order1 = []
for p in t1:
    order1.append(p[1])
order2 = []
for p in t2:
    order2.append(p[1])
print(checksum(order1), checksum(order2), t1[:3], t2[:3])
runs = []
i = 0
while i < 3000:
    runs.append((i // 100) * 7 % 13 * 1000 + (i % 100 if (i // 100) % 2 else 100 - i % 100))
    i += 1
runs.sort()
print(checksum(runs), runs[:5], runs[-5:])
strs = []
for v in big:
    strs.append(str(v))
strs.sort()
print(strs[:5], strs[-5:])
strs.sort(key=int)
print(strs[:5], strs[-5:])
fl = []
for v in big:
    fl.append(v / 7.0)
fl.sort(reverse=True)
print(fl[:3], fl[-3:])
nans = []
i = 0
while i < 200:
    nans.append(nan if i % 7 == 0 else float((i * 37) % 101))
    i += 1
nans.sort()
print(nans)
