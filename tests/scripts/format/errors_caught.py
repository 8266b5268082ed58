# Formatting errors can be caught like any other.
def attempt(fn):
    try:
        print('ok', repr(fn()))
    except Exception as e:
        print(type(e).__name__ + ':', e)

class Bad:
    def __format__(self, spec):
        return 42
class Plain:
    pass
attempt(lambda: format('abc', 'd'))
attempt(lambda: format(1.5, 'x'))
attempt(lambda: format(1, '.2'))
attempt(lambda: format([1], '>3'))
attempt(lambda: format(Bad()))
attempt(lambda: f'{Bad():x}')
attempt(lambda: f'{Plain():>3}')
attempt(lambda: format(2**70, 'c'))
attempt(lambda: format(2**1100, 'e'))
attempt(lambda: format(10**5000, 'd'))
attempt(lambda: '{1}'.format(1))
attempt(lambda: '{x}'.format())
attempt(lambda: '{} {0}'.format(1))
attempt(lambda: 'a}'.format())
attempt(lambda: '{0:{1:{2}}}'.format(1, 2, 3))
attempt(lambda: '{}'.format_map({}))
attempt(lambda: '%s %s' % (1,))
attempt(lambda: '%s' % (1, 2))
attempt(lambda: '%d' % 'x')
attempt(lambda: '%y' % 5)
attempt(lambda: '%c' % 2**70)
attempt(lambda: '%*d' % (2**70, 1))
attempt(lambda: '%.*f' % (2**40, 1.0))
attempt(lambda: '%(a)s' % {})
attempt(lambda: object.__format__(5, 'x'))
attempt(lambda: int.__format__('a', ''))
attempt(lambda: object.__format__(5, 2))
attempt(lambda: (5).__format__())
