s = 'hello.py'
print(s.startswith('he'), s.startswith('lo'), s.endswith('.py'), s.endswith('.txt'))
print(s.startswith(('a', 'h')), s.endswith(('.c', '.py')), s.startswith(()))
print(s.startswith('llo', 2), s.startswith('llo', 3), s.endswith('hello', 0, 5), s.endswith('py', 0, 7))
print(s.startswith(''), s.endswith(''), ''.startswith(''), ''.startswith('a'))
print('日本語'.startswith('日本'), 'héllo'.endswith('llo'), s.startswith('o', -4), s.startswith('.', -3))
