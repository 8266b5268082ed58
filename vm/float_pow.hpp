// pow(a, b) for Python's float ** and math.pow: the C library's pow, whose
// results CPython prints, with a shortcut for the square root (b == 0.5)
// that gives pow's own result.
#pragma once

namespace kiln {

double float_pow_value(double a, double b);

} // namespace kiln
