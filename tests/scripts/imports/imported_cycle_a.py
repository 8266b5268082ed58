# Half of a cycle with imported_cycle_b.py.
print('a starts')
import imported_cycle_b

A_VALUE = 'a'


def from_b():
    return imported_cycle_b.B_VALUE + '!'


print('a ends, b has', imported_cycle_b.B_VALUE)
