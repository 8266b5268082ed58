# Run from circular_from_import.py: imported_partial_x is partly made here.
from imported_partial_x import LATE
