# find / rfind / index / rindex / count / startswith / endswith, with code point indexes
s = 'héllo wörld, 日本語 text'
print(s.find('ö'), s.find('日本'), s.rfind('l'), s.index('t'), s.rindex('t'), s.find('zz'), s.rfind('zz'))
print(s.find('l', 3), s.find('l', -10), s.find('l', 4, 5), s.rfind('l', 0, 4), s.find('t', None, None), s.rfind('t', 5, None))
print(s.find(''), s.find('', 5), s.find('', 21), s.find('', 22), s.find('', 100), s.rfind(''), s.rfind('', 3, 7))
print(s.count('l'), s.count('l', 3), s.count('l', -5, -1), s.count(''), s.count('', 20), s.count('', 30), s.count('日本語'))
print('aaaa'.count('aa'), 'aaaa'.find('aa', 1), 'aaaa'.rfind('aa'), 'abcabc'.index('c', 3), 'abcabc'.rindex('a', 0, 3))
print('ab'.find('b', False, True), 'ab'.find('b', True), 'abc'.find('c', -1), 'abc'.find('a', -100, 100))
print(s.startswith('hé'), s.startswith('wö', 6), s.startswith(('x', 'hé')), s.startswith(()), s.startswith('', 22), s.startswith('', 23))
print(s.endswith('text'), s.endswith('日本', 0, 16), s.endswith(('語', 'xt')), s.endswith(''), s.endswith('t', 1, -1))
print('abc'.startswith('abcd'), 'abc'.startswith('bc', 1), 'abc'.endswith('ab', None, 2), 'abc'.startswith('a', -3), 'abc'.endswith('c', -1))
print('😀a😀'.find('a'), '😀😀😀'.rfind('😀', 0, 2), '😀😀'.count('😀'), 'x😀y'.index('y'), 'αβγ'.rindex('β'))
print('a' in 'cat', 'é' in 'café', 'xyz'.find('y') >= 0)
