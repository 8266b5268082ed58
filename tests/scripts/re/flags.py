# Flags: IGNORECASE, MULTILINE, DOTALL, VERBOSE, ASCII, inline and scoped.
import re

print(re.findall('abc', 'ABC abc AbC', re.I))
print(re.findall('[a-c]+', 'ABCxabc', re.IGNORECASE))
print(re.findall('(?i)straße', 'STRASSE straße STRAßE'))
print(re.findall('é', 'É é', re.I))
print(re.findall('^\\w+', 'one\ntwo\nthree', re.M))
print(re.findall('\\w+$', 'one\ntwo\nthree', re.M))
print(re.findall('(?m)^$', 'a\n\nb\n'))
print(re.findall('(?m)^', 'a\nb\n'))
print(re.findall('a.b', 'a\nb axb'), re.findall('a.b', 'a\nb axb', re.S))
print(re.findall('(?s)a.b', 'a\nb'))
print(re.findall(r'''
    (\d+)   # a number
    \s*     # optional space
    ([a-z]+) # a unit
''', '10 kg, 5m, 7 [x]', re.X))
print(re.findall(r'(?x) a \  b [ ]c \# d # comment', 'a bc# d a b c# d'))
print(re.findall(r'(?x)a{2} b', 'aab'))
print(re.findall(r'\w+', 'héllo wörld 123 ٣', re.A))
print(re.findall(r'\w+', 'héllo wörld 123 ٣'))
print(re.findall(r'\d', '1٣۴x'), re.findall(r'\d', '1٣۴x', re.ASCII))
print(re.findall(r'\s', 'a b\tc\u00a0d\u2003e\u3000f'), re.findall(r'\s', 'a b\u00a0c', re.A))
print(re.findall(r'\S+', 'a b\u2003c'))
print(re.findall(r'[\W]+', 'ab, cd! é'), re.findall(r'[^\W\d_]+', 'ab_1cé9'))
print(re.findall(r'[\s\d]+', 'a 1 b'), re.findall(r'[^\s]+', 'a b'))
print(re.findall(r'(?i:A)b', 'ab Ab AB'))
print(re.findall(r'a(?-i:B)', 'aB AB ab', re.I))
print(re.findall(r'(?s:.)\n?.', 'a\nb'))
print(re.findall(r'(?a:\w+) \w+', 'é é'))
print(re.findall('[a-z]', 'aZ', re.I | re.A), re.findall('é', 'É', re.I | re.A))
print(re.findall(r'k', 'K k \u212a', re.I))
print(re.compile('(?im)a').flags, re.compile('a', re.I | re.M).flags)
print(re.I, re.M | re.I, re.S | re.X | re.A, re.NOFLAG, re.U, re.I | 1024)
print(re.I == 2, re.I | 8 == 10, 8 | re.I, re.I & 2, re.IGNORECASE.value, re.I.name, (re.I | re.M).name)
print(int(re.I | re.M) if False else 'x', f'{re.DOTALL}', str(re.VERBOSE), re.I + 1, bool(re.NOFLAG))
