print(str(42), str(-3), str(3.5), str(None), str(True), str([1, 'a']), str((1,)))
print(str({'a': [1, None]}), str(range(3)), str(''))
print(repr(42), repr('42'), repr(None), repr([None, '']))
print(int('42') + 1, str(42) + '1', int('-17'), int('  8  '))
print(str(10 ** 18), len(str(-9223372036854775807)))
x = 255
print(str(x) * 2, hex(x), oct(x), bin(x))
