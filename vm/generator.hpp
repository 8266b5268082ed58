// Generator objects: creation, resumption, close.
#pragma once
#include "vm.hpp"

namespace kiln {

// A new generator for a call of `fn` whose arguments are bound in `base`.
Value make_generator(VM& vm, FunctionObj* fn, Value* base);
// Runs the generator until it yields (the value), returns (*returned, the
// return value) or raises (Empty). With `throwing`, vm.exc is raised at the
// point where it is suspended.
Value gen_resume(VM& vm, GeneratorObj* g, Value sent, bool throwing, bool* returned);
// Next yielded value; Empty when it returns (no exception) or on error.
Value gen_next(VM& vm, GeneratorObj* g);
Value gen_close(VM& vm, GeneratorObj* g);
// One step of `yield from`: sends `v` to the subiterator (next() when v is
// None, else its send method, as PEP 380 says). Returns what it yielded, or
// with *done its return value (from StopIteration), or Empty on error.
Value delegate_send(VM& vm, Value sub, Value v, bool* done);
void install_generator_methods(VM& vm);

} // namespace kiln
