// int() and float() of strings, with Python's syntax (signs, underscores,
// base prefixes, surrounding whitespace) and error messages.
#pragma once
#include "../vm/vm.hpp"

namespace kiln {

Value parse_int(VM& vm, StrObj* s, int base);
Value parse_float(VM& vm, StrObj* s);

} // namespace kiln
