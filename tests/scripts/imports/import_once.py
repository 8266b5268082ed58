# A module runs once however often and however it is imported.
print('start')
import imported_counted
import imported_counted as again
from imported_counted import counter
import sys
print(imported_counted is again, counter, imported_counted.counter)
print('imported_counted' in sys.modules, sys.modules['imported_counted'] is imported_counted)


def f():
    import imported_counted
    return imported_counted.counter


print(f(), f())
