print('hello world'.replace('o', '0'), 'aaaa'.replace('a', 'b', 2), 'aaaa'.replace('aa', 'b'))
print('abc'.replace('', '-'), ''.replace('', 'x'), 'abc'.replace('', '-', 2))
print('abc'.replace('x', 'y'), 'abc'.replace('b', ''), 'aaa'.replace('a', 'aa'))
print('a.b.c'.replace('.', '', 1), 'a.b.c'.replace('.', '/', 0), 'a.b.c'.replace('.', '/', -1))
print('héllo'.replace('é', 'e'), '日本日本'.replace('日', 'X', 1))
s = 'banana'
t = s.replace('a', 'o')
print(s, t)
