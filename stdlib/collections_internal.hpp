// What the collections module's files share: collections_module.cpp (the
// module, its types' attributes, and the helpers below), deque.cpp,
// dict_flavours.cpp and namedtuple.cpp. Not for the rest of kiln: the VM
// meets these types through vm/collections.hpp.
#pragma once
#include <initializer_list>

#include "../vm/vm.hpp"

namespace kiln {

// ---------------------------------------------------------------- collections_module.cpp

// The argument errors of a method that is a Python function in CPython
// (Counter's, a namedtuple's): more positional arguments than `max`
// (`nargs` counts self; `max` too), or any keyword.
bool py_positional(VM& vm, const char* qualname, int nargs, int min, int max);
bool py_no_keywords(VM& vm, const char* qualname, KwArgs kw);

struct MethodDef {
    const char* name;
    NativeFn fn;
};

// The natives of a type's methods, in its dict.
void add_methods(VM& vm, TypeObj* t, std::initializer_list<MethodDef> methods);
// A classmethod-like native bound to its type (as dict.fromkeys).
void add_class_method(VM& vm, TypeObj* t, const char* name, NativeFn fn);

// ---------------------------------------------------------------- deque.cpp

DequeObj* new_deque(VM& vm, int64_t maxlen);
// Makes vm.t_deque and its iterators' types.
void make_deque_types(VM& vm);

// ---------------------------------------------------------------- dict_flavours.cpp

// A defaultdict's default_factory (None when it has none), and setting it.
Value factory_of(const DictObj* d);
void set_factory(VM& vm, DictObj* d, Value f);
// Makes vm.dict_flavour_types (defaultdict, Counter, OrderedDict) and
// OrderedDict's views' and iterator's types.
void make_dict_flavour_types(VM& vm);

// ---------------------------------------------------------------- namedtuple.cpp

// collections.namedtuple(typename, field_names, *, rename=False,
// defaults=None, module=None).
Value namedtuple_fn(VM& vm, Value* args, int nargs, KwArgs kw);

} // namespace kiln
