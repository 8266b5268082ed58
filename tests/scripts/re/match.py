# Match objects: group, groups, groupdict, start/end/span, attributes, repr.
import re

m = re.search(r'(?P<a>\w)(\d)?(?P<c>-)?', 'zz x9 q')
print(m)
print(m.group(), m.group(0), m.group(1), m.group('a'), m.group(2), m.group(3))
print(m.group(0, 1, 'a', 3))
print(m[0], m[1], m['a'], m[3])
print(m.groups(), m.groups('dflt'), m.groups(default=0))
print(m.groupdict(), m.groupdict('-'), m.groupdict(default=None))
print(m.start(), m.end(), m.span(), m.start(1), m.end('a'), m.span(2), m.span(3), m.start('c'))
print(m.string, m.re, m.pos, m.endpos)
print(m.lastindex, m.lastgroup)
print(m.regs)
print(m.expand(r'[\1|\g<a>|\2|\3]'))
for bad in (4, -1, 'nope', 1.5):
    try:
        m.group(bad)
    except IndexError as e:
        print('IndexError:', e)
try:
    m.span(7)
except IndexError as e:
    print('IndexError:', e)

# lastindex and lastgroup: the group that closed last.
for pat, s in [(r'(a)(b)', 'ab'), (r'((a)b)', 'ab'), (r'(a(b))', 'ab'), (r'(a)(b*)', 'a'),
               (r'(?P<x>a)|(?P<y>b)', 'b'), (r'(?P<x>a)|(?P<y>b)', 'a'), (r'a', 'a'), (r'(a)|b', 'b'),
               (r'(?:(a)|(b))+', 'ab'), (r'(?:(a)|(b))+', 'ba')]:
    m = re.match(pat, s)
    print(pat, m.lastindex, m.lastgroup)

# repr truncates the match at 50 characters of its repr.
print(re.search(r'.+', 'x' * 80))
print(re.search(r'.+', "it's \"quoted\""))
print(re.search(r'.*', ''))
print(bool(re.match('', '')))
m = re.match(r'(\w+) (\w+)', 'Isaac Newton, physicist')
print(m[0], m[1], m[2], m.group(1, 2))
