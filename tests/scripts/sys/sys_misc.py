# maxsize, the recursion limit, sys.modules, version_info.
import sys
import math

print(sys.maxsize, sys.maxsize == 2 ** 63 - 1, sys.platform)
print(sys.getrecursionlimit())
print('math' in sys.modules, sys.modules['math'] is math, 'sys' in sys.modules, '__main__' in sys.modules)
print(sys.version_info[:2] >= (3, 8), sys.version_info[0], type(sys.version).__name__)


def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)


try:
    depth(5000)
except RecursionError as e:
    print('RecursionError', e)
sys.setrecursionlimit(20000)
print(sys.getrecursionlimit(), depth(5000))
sys.setrecursionlimit(200)
try:
    depth(500)
except RecursionError as e:
    print('RecursionError', e)
print(depth(100))
for bad in [0, -5, 1.5, 'x']:
    try:
        sys.setrecursionlimit(bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
try:
    sys.getrecursionlimit(1)
except TypeError as e:
    print('TypeError', e)
