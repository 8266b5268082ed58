# sys.stdout.write returns the number of characters and interleaves with
# print; print(file=...) writes piece by piece.
import sys

n = sys.stdout.write('abc')
print('|', n)
print(sys.stdout.write('h\u00e9llo \u4e16\u754c\n'))
sys.stdout.write('no newline, ')
print('then print')
print('to stdout', file=sys.stdout)
print('x', 'y', sep='-', end='!\n', file=sys.stdout, flush=True)
sys.stdout.flush()
print(type(sys.stdout).__name__, sys.stdout.name, sys.stderr.name)


class Collect:
    def __init__(self):
        self.parts = []

    def write(self, s):
        self.parts.append(s)


c = Collect()
print(1, 'two', 3.0, file=c)
print(file=c)
print('a', 'b', sep='', end='', file=c)
print(c.parts)
for bad in [lambda: sys.stdout.write(5), lambda: sys.stdout.write(), lambda: sys.stdout.flush(1),
            lambda: print('x', file=3)]:
    try:
        bad()
    except (TypeError, AttributeError) as e:
        print(type(e).__name__, e)
print(sys.stdout.write(''))
