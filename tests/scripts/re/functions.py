# Module-level functions: compile, search, match, fullmatch, findall,
# finditer, sub, subn, split, escape, purge.
import re

print(re.search(r'\d+', 'abc 123 def 45'))
print(re.search(r'\d+', 'no digits'))
print(re.match(r'ab', 'abc'), re.match(r'bc', 'abc'))
print(re.fullmatch(r'a.c', 'abc'), re.fullmatch(r'a.c', 'abcd'))
print(re.fullmatch(r'a|ab', 'ab'))

print(re.findall(r'\d+', 'a1 b22 c333'))
print(re.findall(r'(\w)=(\d)', 'a=1, b=2, c=x'))
print(re.findall(r'(\w)=\d', 'a=1, b=2'))
print(re.findall(r'(a)|b', 'ab'))
print(re.findall(r'', 'abc'))
print(re.findall(r'x*', 'axxb'))

for m in re.finditer(r'(\w+)', 'one two  three'):
    print(m.span(), m.group(1))
print(list(re.finditer(r'z', 'abc')))

print(re.sub(r'\s+', ' ', 'a  b \t c\n d'))
print(re.sub(r'(\w+)@(\w+)', r'\2 at \1', 'joe@home, ann@work'))
print(re.sub(r'(?P<first>\w+) (?P<last>\w+)', r'\g<last>, \g<first> (\g<0>)', 'John Smith'))
print(re.sub(r'(\d)', r'<\g<1>0>', 'a1b2'))
print(re.sub(r'a', r'\n\t\\', 'xax'))
print(repr(re.sub(r'a', '\\0\\07\\101', 'a')))
print(re.sub(r'(a)|b', r'[\1]', 'ab'))
print(re.sub(r'\d', lambda m: str(int(m.group()) * 2), 'a1b2c9'))
print(re.sub(r'o', '0', 'foo boo', count=2))
print(re.sub(r'o', '0', 'foo boo', 1))
print(re.subn(r'o', '0', 'foo boo'))
print(re.subn(r'z', '0', 'foo'))
print(re.sub('x*', '-', 'abxd'))
print(re.sub('', '-', 'abc'))
print(re.sub('$', '!', 'line\n'))
print(re.sub('^', '> ', 'a\nb\n', flags=re.M))

print(re.split(r',\s*', 'a, b,c,   d'))
print(re.split(r'(,)\s*', 'a, b,c'))
print(re.split(r'(a)|(b)', 'xaybz'))
print(re.split(r',', 'a,b,c,d', maxsplit=2))
print(re.split(r',', 'a,b,c,d', 1))
print(re.split(r'x*', 'axbc'))
print(re.split(r'\b', 'Words, words, words.'))
print(re.split(r'\W*', '...words...'))
print(re.split(r'', 'abc'))
print(re.split(r'z', 'abc'))

print(re.escape('a.b*c?d+e(f)[g]{h}|i^j$k\\l'))
print(re.escape('hello world-2_x#y&z~ \t\n'))
print(re.escape('épée 100%'))

p = re.compile(r'\w+')
print(re.compile(p) is p)
print(re.compile(r'abc') is re.compile(r'abc'))
re.purge()
print(re.search(p, 'hi there'))
print(re.findall(p, 'hi there'))
try:
    re.compile(p, re.I)
except ValueError as e:
    print('ValueError:', e)
try:
    re.compile(5)
except TypeError as e:
    print('TypeError:', e)
try:
    re.search('a', 5)
except TypeError as e:
    print('TypeError:', e)
try:
    re.sub('a', lambda m: 1, 'xa')
except TypeError as e:
    print('TypeError:', e)
