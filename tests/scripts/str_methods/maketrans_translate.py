# str.maketrans builds a table of code points; str.translate maps each
# character through any table with __getitem__ (a LookupError keeps it).
def show(f, *args, **kwargs):
    try:
        r = f(*args, **kwargs)
        print(type(r).__name__, repr(r))
    except Exception as e:
        print(type(e).__name__, e)


print('-- maketrans')
show(str.maketrans, 'abc', 'xyz')
show(str.maketrans, 'abc', 'xyz', 'de')
show(str.maketrans, '', '', 'aab')
show(str.maketrans, 'aa', 'xy')
show(str.maketrans, 'é€😀', 'e$:')
show(str.maketrans, {'a': 'A', 98: 'bee', 'c': None, 100: 101, '€': 'E'})
show(str.maketrans, {True: 'x', 2**70: 'big', -5: 'neg'})
show(str.maketrans, {})
show('any string'.maketrans, 'ab', 'ba')
show(str.maketrans, x={})
show(str.maketrans)
show(str.maketrans, 'a', 'b', 'c', 'd')
show(str.maketrans, 'ab', 1)
show(str.maketrans, 'ab', 'cd', None)
show(str.maketrans, 1, 'cd')
show(str.maketrans, ['a'], 'b')
show(str.maketrans, 'abc', 'cd')
show(str.maketrans, 'ab')
show(str.maketrans, [('a', 1)])
show(str.maketrans, {'ab': 1})
show(str.maketrans, {'': 1})
show(str.maketrans, {1.5: 1})
show(str.maketrans, {(1,): 1})
print(str.maketrans is ''.maketrans)

print('-- translate')
table = str.maketrans('abc', 'xyz', 'd')
show('abcdabcd'.translate, table)
show(''.translate, table)
show(''.translate, 5)
show('hello world'.translate, {ord('o'): '0', ord('l'): None, ord(' '): '_-_'})
show('hello'.translate, {ord('h'): 'ħ', ord('o'): 0x1F600})
show('naïve café'.translate, {ord('ï'): 'i', ord('é'): 'e'})
show('naïve café'.translate, str.maketrans('aeiouï', 'AEIOUI', 'é'))
show('ⓐⓑⓒ'.translate, {0x24d0 + i: chr(ord('a') + i) for i in range(3)})
show('abc'.translate, {97: True, 98: False})
show('abc'.translate, {97: 0x10FFFF})
show('abc'.translate, {97: 127, 98: 128, 99: 0})
show('abc'.translate, {})
show('abc'.translate, 'XYZ' * 40)
show('abc'.translate, [None] * 98)
show('abcabc'.translate, ['-'] * 98)
show('aaaa'.translate, {97: ''})
show('aaaa'.translate, {97: 'aa'})
show('tab\there'.translate, {9: '    '})

print('-- translate errors')
show('abc'.translate, {97: 2**70})
show('abc'.translate, {97: -1})
show('abc'.translate, {97: 0x110000})
show('é'.translate, {233: -1})
show('abc'.translate, {97: 1.5})
show('abc'.translate, {97: [1]})
show('abc'.translate, {99: (1,)})
show('abc'.translate, 5)
show('abc'.translate, None)
show('abc'.translate)
show('abc'.translate, {}, {})
show('abc'.translate, table={})
show(str.translate, 5, {})
show(str.translate)
show(str.translate, 'abc', {97: 'z'})


class Loud:
    # Shows each lookup: translate asks for a character as often as CPython.
    def __getitem__(self, code):
        print('  get', code)
        if code == 98:
            raise IndexError(code)
        if code == 99:
            return None
        if code == 100:
            return 'dd'
        if code == 101:
            raise ValueError('boom')
        if code == 102:
            raise KeyError(code)
        return code + 1


print('-- lookups')
for text in ['abcabcab', 'acbdab', 'éacca', 'ace', 'accca', 'fcf', 'éfccb', 'ccc', 'cc\u0101c']:
    print(repr(text))
    show(text.translate, Loud())


class NotLookup(Exception):
    pass


class Raises:
    def __getitem__(self, code):
        raise NotLookup('not a LookupError: ' + chr(code))


show('xyz'.translate, Raises())


print('-- in a hot loop')


def hot(n):
    table = str.maketrans('0123456789', '٠١٢٣٤٥٦٧٨٩', '-')
    back = str.maketrans({chr(0x660 + i): str(i) for i in range(10)})
    total = 0
    errors = 0
    last = ''
    for i in range(n):
        s = str(i) + '-' + str(i * 7)
        arabic = s.translate(table)
        plain = arabic.translate(back)
        total += int(plain) + len(arabic)
        last = arabic
        try:
            s.translate({48 + i % 10: -i - 1})
        except ValueError:
            errors += 1
    return total, errors, last


print(hot(3000))
