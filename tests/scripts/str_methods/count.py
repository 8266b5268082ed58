s = 'mississippi'
print(s.count('s'), s.count('ss'), s.count('i'), s.count('x'), s.count(''), ''.count(''))
print('aaaa'.count('aa'), 'aaaa'.count('a', 1), 'aaaa'.count('a', 1, 3), s.count('s', -4))
print('日本日本'.count('日'), 'héé'.count('é'))
