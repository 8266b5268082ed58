for ch in 'héllo':
    print(ch, ord(ch))
count = 0
for ch in 'mississippi':
    if ch == 's':
        count += 1
print(count)
rev = ''
for ch in '日本語':
    rev = ch + rev
print(rev)
for i, ch in enumerate('abc'):
    print(i, ch)
print(list('héllo'), tuple('ab'), sorted('banana'))
