print('ab' + 'cd', 'x' + '', '' + '')
print('ab' * 3, 3 * 'ab', 'ab' * 0, 'ab' * -2, repr('x' * -1))
print('-' * 20)
print('héllo' + '日本', '日' * 3, len('日' * 3))
s = 'a'
s += 'b'
s *= 3
print(s)
t = s
s += '!'
print(s, t)
parts = ''
for i in range(5):
    parts = parts + str(i)
print(parts)
print(True * 'yes', 'no' * False)
