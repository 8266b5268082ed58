print(repr('ab'.center(5)), repr('abc'.center(6)), repr('abc'.center(7)), repr('ab'.center(6)))
print(repr('a'.center(4, '*')), repr('abc'.center(2)), repr(''.center(3, '-')), repr('x'.center(2)))
print(repr('ab'.ljust(5)), repr('ab'.rjust(5)), repr('ab'.ljust(5, '.')), repr('ab'.rjust(5, '0')))
print(repr('abcdef'.ljust(3)), repr('abcdef'.rjust(3)), repr('日本'.center(6, '*')))
print('42'.zfill(5), '-42'.zfill(5), '+7'.zfill(4), 'abc'.zfill(5), '12345'.zfill(3), '-'.zfill(3), ''.zfill(2))
for w in range(1, 8):
    print('[' + 'xy'.center(w, '.') + ']')
