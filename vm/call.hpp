// Calling: argument binding for script functions and frame set-up.
#pragma once
#include <cstring>
#include <exception>
#include <string>
#include <string_view>

#include "vm.hpp"

namespace kiln {

// Binds positional `args` and keywords into a new frame's parameter slots,
// applying defaults, *args and **kwargs, with CPython's error messages.
// `args` and the keyword values may alias `slots`.
bool bind_arguments(VM& vm, FunctionObj* fn, Value* slots, const Value* args, int nargs, KwArgs kw);

// Fills the rest of a new frame: unbound locals, cells, free variables.
void init_frame_slots(VM& vm, FunctionObj* fn, Value* slots, int nbound);

// Result of setting up a call whose callee and arguments sit on the stack at
// `fpos` (callee), `fpos + 1 ...` (npos positional, then keyword values).
enum class CallSetup { Done, FramePushed, Error };

// Natives and types are called right away (result in *result, stored at
// fpos by the caller); script functions get a frame pushed, to be run by the
// interpreter loop.
CallSetup setup_call(VM& vm, Value* fpos, int npos, TupleObj* kwnames, Value* result);

// A method call's operands at fpos: [method, self, values...] where
// LOAD_METHOD found a method, or [NULL, callable, values...] where it
// found another attribute, which is moved down over the NULL (and *sp with
// it). `above`: the values above self or the callable. Whether self is
// there (one positional argument more).
inline bool method_self(Value* fpos, size_t above, Value*& sp) {
    if (!fpos->is_empty()) return true;
    std::memmove(fpos, fpos + 1, sizeof(Value) * (above + 1));
    sp--;
    return false;
}

// Calls a host C++ function (vm/host.cpp); Empty with the exception set on error.
Value call_host_function(VM& vm, HostFunctionObj* fn, Value* args, int nargs);

// Raises what a host function or a Config callback threw as the Python
// exception the guide promises (a kiln::Exception as its type, bad_alloc as
// MemoryError, anything else as RuntimeError), so that no C++ exception
// unwinds through the interpreter's frames. `who` ("add()",
// "Config::output") names the thrower of something that is no
// std::exception. Returns Empty.
Value raise_host_exception(VM& vm, std::exception_ptr thrown, std::string_view who);

// CPython's _PyObject_FunctionStr: "module.qualname()" for functions and
// classes ("name()" for builtins), for messages about a call's arguments.
std::string callable_str(VM& vm, Value callee);

// Common check before a frame is pushed.
bool check_frame_room(VM& vm, Value* base, CodeObj* code);

// Before the interpreter runs again nested on the C stack (a native calling
// back into Python, a generator resumed, the JIT's enter_loop): within the
// count of such levels and with the C stack's reserve left, else
// RecursionError is raised and false returned.
bool check_nesting_room(VM& vm);

} // namespace kiln
