# re.error for invalid patterns: CPython's messages and positions.
import re

print(issubclass(re.error, Exception), re.error.__name__)
bad = ['(', ')', 'a)', '[a', '[z-a]', '*', 'a**', 'a{2}{3}', '+a', 'a{3,2}', '\\', 'a\\', '\\q', '[\\q]',
       '(?P<1a>x)', '(?P<a>x)(?P<a>y)', '(?P<a', '(?Px)', '(?<x)', '(?z)', 'a(?i)', '(?i', '(?-)', '(?i-i:a)',
       '\\x4', '\\u12', '[\\8]', '\\400', '(?#unterminated', '\\2', '(a)\\2', '^*', '\\b+', '(?P=zz)',
       'a|(?x)b', 'x{1,2', '(?L)a', '(?au)a', 'ab\n(c', '(?P<>x)', '(?P<a>)(?P=a', '\\777']
for p in bad:
    try:
        re.compile(p)
        print(repr(p), 'compiled')
    except re.error as e:
        print(repr(p), '->', e, '|', e.msg, e.pos, e.lineno, e.colno)
try:
    re.compile('a', re.A | re.U)
except ValueError as e:
    print('ValueError:', e)
for repl in ['\\', '\\g', '\\g<', '\\g<1', '\\g<a b>', '\\9', '\\q', '\\g<x>']:
    try:
        print(repr(re.sub('(a)', repl, 'a')))
    except re.error as e:
        print(repr(repl), '->', e)
    except IndexError as e:
        print(repr(repl), 'IndexError:', e)
try:
    raise re.error('custom', 'pat\ntern', 5)
except re.error as e:
    print(e, e.lineno, e.colno)
print(re.compile('a{,3}').findall('aaaa'), re.compile('a{').findall('a{'), re.compile('x{1}').findall('x{1}'),
      re.compile('a{x}').findall('a{x}'), re.compile('a{}').findall('a{}'))
print(re.compile('(?#comment)a(?#x)*').findall('aaa'))
print(re.compile('[]a]').findall(']a'), re.compile('[^]a]').findall(']ab'), re.compile('[a-]').findall('-a'))
print(re.compile('[[:alpha:]]').findall('a:['), re.compile(r'[\b]').findall('\b'))
print(re.compile(r'\0\01\012\1234').findall('\x00\x01\n\x534'))
