# Half of a cycle with imported_cycle_a.py: a is only partly made here.
print('b starts')
import imported_cycle_a

B_VALUE = 'b'
print('b sees a has A_VALUE:', hasattr(imported_cycle_a, 'A_VALUE'))
