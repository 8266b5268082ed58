// The table of built-in modules. A new module is one file
// (stdlib/NAME_module.cpp with its init function) and one line here.
#include "modules.hpp"

#include "../vm/dict.hpp"
#include "../vm/vm.hpp"

namespace kiln {

namespace {

const BuiltinModule kModules[] = {
    {"bisect", init_bisect_module},
    {"functools", init_functools_module},
    {"heapq", init_heapq_module},
    {"itertools", init_itertools_module},
    {"kiln", init_kiln_module},
    {"collections", init_collections_module},
    {"random", init_random_module},
    {"re", init_re_module},
    {"math", init_math_module},
    {"sys", init_sys_module},
    {"time", init_time_module},
};

} // namespace

const BuiltinModule* find_builtin_module(std::string_view name) {
    for (const auto& m : kModules)
        if (name == m.name) return &m;
    return nullptr;
}

void module_set(VM& vm, DictObj* dict, const char* name, Value v) { dict_set_str(vm, dict, vm.intern(name), v); }

void module_def(VM& vm, DictObj* dict, const char* name, NativeFn fn, bool takes_kw) {
    module_set(vm, dict, name, Value::object(vm.new_native(name, fn, takes_kw)));
}

} // namespace kiln
