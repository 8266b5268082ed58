# str.split / rsplit / splitlines / join
print('a b  c'.split(), '  lead and trail  '.split(), ''.split(), '   '.split())
print('a,b,,c'.split(','), ','.split(','), ''.split(','), 'abc'.split(','))
print('a::b::c'.split('::'), 'a:b:c'.split(':', 1), 'a:b:c'.split(':', 0), 'a:b:c'.split(':', -1))
print('a b c d'.split(None, 2), '  a b c  '.split(None, 1), 'x\ty\nz\r\nw'.split())
print('a b c d'.rsplit(None, 2), '  a b c  '.rsplit(None, 1), 'a,b,c'.rsplit(',', 1), 'a,b,c'.rsplit(','))
print('k=v=w'.split('=', maxsplit=1), 'a b'.split(sep=None), 'a-b-c'.rsplit(sep='-', maxsplit=1))
print('aXXXb'.split('XX'), 'aXXXb'.rsplit('XX'), 'aaa'.split('a'), 'abab'.split('ab'), 'x'.split('x', True))
print('  a  b  '.split(maxsplit=0), '  a  b  '.rsplit(maxsplit=0), '  a  b  '.split(None, 1), '  a  b  '.rsplit(None, 1))
print('héllo wörld'.split('ö'), '日本 語'.split(), 'α,β,γ'.rsplit(',', 1), '😀a😀b'.split('😀'))
# every whitespace character of str.isspace() separates words
ws = '\t\n\x0b\x0c\r\x1c\x1d\x1e\x1f \x85\xa0\u1680\u2000\u2005\u200a\u2028\u2029\u202f\u205f\u3000'
parts = ('one' + ws + 'two' + ws[::-1] + 'three').split()
print(parts, len(ws.split()), ws.isspace(), len(('x' + ws).rsplit(None, 1)))
print('a\u200bb'.split(), '\u200b'.isspace())
print('a\nb\r\nc\rd'.splitlines(), 'a\nb\n'.splitlines(True), ''.splitlines(), '\n'.splitlines(), 'x'.splitlines(keepends=True))
lines = 'a\x0bb\x0cc\x1cd\x1de\x1ef\x85g\u2028h\u2029i\r\n\r\nj'.splitlines()
print(len(lines), lines[0], lines[5], lines[8], lines[9], lines[10])
kept = 'a\x0bb\x85c\u2029d\r\ne\r'.splitlines(keepends=True)
for k in kept:
    print(len(k), ord(k[-1]))
print('-'.join(['a', 'b', 'c']), ''.join([]), 'x'.join('abc'), ', '.join(('1', '2')), '+'.join(['solo']))
print('/'.join({'k1': 1, 'k2': 2}), '|'.join({'a': 1}.keys()), '.'.join(reversed(['a', 'b'])), ' '.join(range(0) and []))
print('é'.join(['日', '本']), len('😀'.join(['a', 'b', 'c'])))
words = []
i = 0
while i < 1000:
    words.append(str(i))
    i += 1
text = ','.join(words)
back = text.split(',')
print(len(text), len(back), back[0], back[999], back == words, text.rsplit(',', 2)[1:])
