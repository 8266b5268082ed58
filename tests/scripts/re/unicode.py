# Positions are code points, not bytes, on non-ASCII text.
import re

s = 'naïve café — 日本語 text 😀 end'
for m in re.finditer(r'\w+', s):
    print(m.span(), m.group(), s[m.start():m.end()] == m.group())
m = re.search(r'(日本)(語)', s)
print(m.span(), m.span(1), m.span(2), m.start(2), m.end(), m)
print(re.search('😀', s).span())
print(re.search(r'e(\w)', s, 10))
print(re.compile(r'\w+').search(s, 6, 10))
print(re.split(r'\s+', s))
print(re.sub(r'[^\x00-\x7f]', '?', s))
print(re.sub(r'(\w+)', lambda m: str(m.span()), 'é ü'))
print(re.findall(r'.', 'aé😀'))
print(re.findall(r'[à-ü]+', 'àéü z'))
print(re.findall(r'\u00e9|\U0001F600|\x41', 'Aé😀'))
print(re.escape('日本.語'))
print([m.span() for m in re.finditer(r'', 'éa')])
print(re.sub('', '|', 'éa😀'))
print(re.split(r'(é)', 'aébéc'))
print(re.fullmatch(r'\w+', 'Ünïcödé'))
print(re.match(r'(?P<w>\w+)', 'Ärger!').groupdict())
