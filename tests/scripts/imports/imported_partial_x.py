# Imports imported_partial_y, which wants a name x defines only later.
import imported_partial_y

LATE = 'late'
