# A class's __format__, __str__ and __repr__ serve f-strings, format(),
# str.format and %-formatting.
class Money:
    def __init__(self, cents):
        self.cents = cents
    def __format__(self, spec):
        if spec == 'raw':
            return str(self.cents)
        return format(self.cents / 100, spec or '.2f')
    def __str__(self):
        return f'${self.cents / 100:.2f}'
    def __repr__(self):
        return f'Money({self.cents})'

m = Money(12345)
print(f'{m}', f'{m:raw}', f'{m:>10.1f}|', format(m), format(m, ',.2f'))
print('{0:raw}|{0}|{0!r}|{0!s}|{0:>8}'.format(m), '{:raw}|{}|{!r}'.format(m, m, m))
print('%s %r %10s|' % (m, m, m), str(m), repr(m), f'{m!r:>12}', f'{m=}', f'{m=:raw}', f'{m!s:*^12}')

class Plain:
    pass
p = Plain()
print(format(p) == str(p), f'{p}' == str(p), '{}'.format(p) == str(p))

class Named:
    def __str__(self):
        return 'named'
print(f'{Named()}', format(Named()), '{:}'.format(Named()), f'{Named()!s:>7}', '%s' % Named(), f'{[Named()]}'[:9])

class Shout:
    def __format__(self, spec):
        return 'S<' + super().__format__(spec) + '>'
    def __str__(self):
        return 'shout'
print(f'{Shout()}', format(Shout(), ''))

class Temp:
    def __init__(self, c):
        self.c = c
    def __format__(self, spec):
        unit = spec[-1:] if spec[-1:] in ('C', 'F') else 'C'
        num = spec[:-1] if spec[-1:] in ('C', 'F') else spec
        v = self.c if unit == 'C' else self.c * 9 / 5 + 32
        return f'{v:{num or ".1f"}}°{unit}'
t = Temp(21.5)
print(f'{t}', f'{t:F}', f'{t:.0fF}', f'{t:>8.2fC}', '{0:F} / {0:C}'.format(t))
for w in (6, 8):
    print(f'[{t:{w}.1fC}]')
