def find(seq, target):
    for i, x in enumerate(seq):
        if x == target:
            print('found', target, 'at', i)
            break
    else:
        print(target, 'not found')
find([4, 5, 6], 5)
find([4, 5, 6], 7)
find([], 1)
for n in range(2, 20):
    for d in range(2, n):
        if n % d == 0:
            break
    else:
        print(n, 'is prime')
for x in range(3):
    continue
else:
    print('else after continue-only loop, x =', x)
