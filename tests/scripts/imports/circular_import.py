# Circular imports: each module sees the other half made, as in CPython.
import imported_cycle_a

print(imported_cycle_a.A_VALUE, imported_cycle_a.from_b(), imported_cycle_a.imported_cycle_b.B_VALUE)
