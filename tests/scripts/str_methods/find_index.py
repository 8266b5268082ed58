s = 'hello world'
print(s.find('o'), s.rfind('o'), s.find('z'), s.rfind('z'), s.find(''), s.rfind(''))
print(s.find('o', 5), s.find('o', 8), s.find('l', 3, 4), s.find('l', 4, 10), s.rfind('l', 0, 5))
print(s.find('world'), s.find('worlds'), s.index('w'), s.rfind('l', 0, 4), s.find('h', -100))
print(s.find('o', -4), s.rfind('o', -100, -5), s.index('o', 5), s.find('', 20), s.find('', 11))
u = 'héllo日本語'
print(u.find('l'), u.find('日'), u.rfind('語'), u.index('本'))
print('aaa'.find('aa'), 'aaa'.rfind('aa'))
