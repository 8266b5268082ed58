// Built-in modules: made the first time a script imports them, looked up
// before the host's loader and the module path (vm/import.cpp).
#pragma once
#include <string_view>

#include "../vm/object.hpp"

namespace kiln {

struct VM;

// Fills a new module's namespace; false with vm.exc set on failure.
using ModuleInit = bool (*)(VM& vm, DictObj* dict);

struct BuiltinModule {
    const char* name;
    ModuleInit init;
};

// The built-in module called `name`, or null.
const BuiltinModule* find_builtin_module(std::string_view name);

// Helpers for module init functions.
void module_set(VM& vm, DictObj* dict, const char* name, Value v);
void module_def(VM& vm, DictObj* dict, const char* name, NativeFn fn, bool takes_kw = false);

// One init function per module, each in its own stdlib/NAME_module.cpp.
bool init_bisect_module(VM& vm, DictObj* dict);
bool init_functools_module(VM& vm, DictObj* dict);
bool init_heapq_module(VM& vm, DictObj* dict);
bool init_itertools_module(VM& vm, DictObj* dict);
bool init_kiln_module(VM& vm, DictObj* dict);
bool init_collections_module(VM& vm, DictObj* dict);
bool init_random_module(VM& vm, DictObj* dict);
bool init_re_module(VM& vm, DictObj* dict);
bool init_math_module(VM& vm, DictObj* dict);
bool init_sys_module(VM& vm, DictObj* dict);
bool init_time_module(VM& vm, DictObj* dict);

// sys.exit([code]), also the builtins exit() and quit(): raises SystemExit.
Value sys_exit(VM& vm, Value* args, int nargs, KwArgs kw);

} // namespace kiln
