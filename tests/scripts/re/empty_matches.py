# Empty matches: CPython 3.7+ rules for findall, finditer, sub and split.
import re

for pat in [r'x*', r'', r'\b', r'^', r'$', r'a|', r'(?m)^', r'(?m)$', r'\s*', r'y?']:
    print(repr(pat), re.findall(pat, 'axxb y'), re.sub(pat, '-', 'axxb y'), re.split(pat, 'axxb y'))
print([m.span() for m in re.finditer(r'x*', 'axxbx')])
print(re.sub(r'x*', '-', 'xxaxx'))
print(re.subn(r'\b', '|', 'one two'))
print(re.split(r'(?m)^', 'a\nb\nc'))
print(re.findall(r'$', 'a\n'), re.findall(r'$', 'a'), re.findall(r'\Z', 'a\n'))
print(re.search(r'a$', 'a\n').span(), re.search(r'a\Z', 'a\n'), re.search(r'a\n$', 'a\n').span())
print(re.search(r'a$|b', 'xa\n').span(), re.search(r'(a)$', 'a\n').span(1))
print(re.fullmatch(r'a$', 'a\n'), re.fullmatch(r'a\n$', 'a\n'), re.match(r'a$', 'a\n'))
print(re.sub(r'$', '!', 'a\nb\n'), re.sub(r'(?m)$', '!', 'a\nb\n'))
