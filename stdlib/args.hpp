// Small helpers natives use to check and read their arguments.
#pragma once
#include <initializer_list>
#include <string_view>

#include "../vm/bigint.hpp"
#include "../vm/vm.hpp"

namespace kiln {

// The keyword argument `name`, or Empty.
inline Value kwarg(KwArgs kw, std::string_view name) {
    for (int i = 0; i < kw.n; i++)
        if (as_str(kw.names[i])->view() == name) return kw.values[i];
    return Value::empty();
}

// Rejects keywords not in `allowed`, as CPython words it.
inline bool check_kwargs(VM& vm, const char* fname, KwArgs kw, std::initializer_list<std::string_view> allowed) {
    for (int i = 0; i < kw.n; i++) {
        std::string_view n = as_str(kw.names[i])->view();
        bool ok = false;
        for (auto a : allowed) ok |= a == n;
        if (!ok) {
            vm.raisef(vm.e_TypeError, "'{}' is an invalid keyword argument for {}()", n, fname);
            return false;
        }
    }
    return true;
}

inline bool check_nargs(VM& vm, const char* fname, int nargs, int min, int max) {
    if (nargs >= min && nargs <= max) return true;
    if (min == max && min == 1)
        vm.raisef(vm.e_TypeError, "{}() takes exactly one argument ({} given)", fname, nargs);
    else if (min == max)
        vm.raisef(vm.e_TypeError, "{} expected {} arguments, got {}", fname, min, nargs);
    else if (nargs < min)
        vm.raisef(vm.e_TypeError, "{} expected at least {} argument{}, got {}", fname, min, min == 1 ? "" : "s",
                  nargs);
    else
        vm.raisef(vm.e_TypeError, "{} expected at most {} argument{}, got {}", fname, max, max == 1 ? "" : "s",
                  nargs);
    return false;
}

// How CPython's argument clinic names a wrong argument's type
// ("must be str, not None": None by name, others by their type).
inline std::string_view bad_arg_type_name(VM& vm, Value v) {
    return v.is_none() ? std::string_view("None") : std::string_view(vm.type_name(v));
}

// An index-sized integer argument (bool allowed), with CPython's messages
// otherwise (OverflowError for a big int).
inline bool int_arg(VM& vm, Value v, int64_t* out) { return index_arg(vm, v, out, kSsizeOverflow); }

} // namespace kiln
