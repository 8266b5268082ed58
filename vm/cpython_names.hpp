// The names CPython 3.11 has where kiln may not: its standard library's
// modules, its builtins, its builtin types' attributes and those of the
// modules kiln provides. Where a script asks for one kiln lacks, kiln
// refuses (NotImplementedError, naming it) rather than answering as if
// CPython had no such name: an AttributeError, NameError or
// ModuleNotFoundError is something a script can catch and go on from
// (hasattr, getattr with a default, `except ImportError`), printing what
// CPython would not.
//
// The tables (vm/cpython_names.cpp) are generated from CPython by
// tools/gen_cpython_names.py; the lookups are in vm/unsupported_names.cpp.
#pragma once

#include <cstddef>
#include <string_view>

namespace kiln {

struct StrObj;
struct TypeObj;
struct Value;
struct VM;

namespace cpython {

struct TypeNames {
    const char* name;  // the type's __name__
    const char* mro;   // its MRO after itself, space-separated names
    const char* attrs; // its own __dict__'s names, space-separated, sorted
};
struct ModuleNames {
    const char* name;
    const char* attrs; // dir(module)
};

extern const char* const stdlib_modules;
extern const char* const builtin_names;
extern const TypeNames types[];
extern const size_t type_count;
extern const ModuleNames modules[];
extern const size_t module_count;

} // namespace cpython

// Each raises NotImplementedError and returns true when CPython has the
// name (so kiln lacking it is a refusal); returns false, raising nothing,
// when CPython would fail too (the caller raises its usual error).
bool refuse_missing_module(VM& vm, std::string_view module);
bool refuse_missing_builtin(VM& vm, std::string_view name);
// `obj.name` where kiln found nothing: obj of a builtin type, an instance
// of a class (whose builtin base is looked at), a class or a builtin type
// (its attributes and type's), or one of the modules kiln provides.
bool refuse_missing_attribute(VM& vm, Value obj, std::string_view name);

} // namespace kiln
