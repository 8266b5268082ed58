values = [None, False, True, 0, 1, -1, 0.0, -0.0, 0.5, float('nan'), float('inf'),
          '', ' ', '0', 'False', [], [0], [[]], (), (0,), {}, {0: 0},
          range(0), range(1), range(5, 5), len]
for v in values:
    if v:
        print(repr(v), 'truthy', bool(v))
    else:
        print(repr(v), 'falsy', bool(v))
n = 3
while n:
    print('n =', n)
    n -= 1
s = 'abc'
while s:
    s = s[1:]
    print(repr(s))
