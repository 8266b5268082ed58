d = {0: 'zero', -1: 'neg', 2.5: 'float', 'str': 's', (1, 'a'): 'tuple', None: 'none', False: 'false'}
print(d)
print(d[0], d[-1], d[2.5], d[(1, 'a')], d[None])
print(d[0.0])
big = {9223372036854775807: 'max', -9223372036854775807 - 1: 'min'}
print(big)
k = {}
for i in range(-3, 4):
    k[i * 1.0] = i
print(k, k[2])
