n = 0
while n < 3:
    print('n', n)
    n += 1
else:
    print('while finished normally, n =', n)
m = 10
while m > 0:
    if m == 7:
        print('breaking at', m)
        break
    m -= 1
else:
    print('not printed')
k = 5
while k < 0:
    print('never')
else:
    print('else runs even with zero iterations')
i = 0
while True:
    i += 1
    if i % 2 == 0:
        continue
    if i > 7:
        break
    print('odd', i)
print('final i', i)
