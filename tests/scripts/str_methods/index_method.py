s = 'abcabc'
print(s.index('c'), s.index('c', 3), s.index('a', 1), s.index('a', 0, 3), s.index('bc', 2))
print(s.index(''), s.index('', 6), s.index('abc', 1), s.index('c', -1), s.index('b', -5, -3))
