// The `collections` module: deque, defaultdict, Counter, OrderedDict and
// namedtuple, as CPython 3.11's (Modules/_collectionsmodule.c,
// Objects/odictobject.c and Lib/collections/__init__.py): the same results,
// the same errors, the same order of the calls a script's code can see.
// How the VM meets these types is in vm/collections.hpp. ChainMap,
// UserDict, UserList and UserString are not here: reading one is refused
// (vm/unsupported_names.cpp, from CPython's own list of the module's names).
// The types are in deque.cpp, dict_flavours.cpp and namedtuple.cpp.
#include "../vm/collections.hpp"

#include <initializer_list>
#include <string>

#include "../vm/dict.hpp"
#include "collections_internal.hpp"
#include "modules.hpp"

namespace kiln {

// ====================================================================== attributes

Value collections_getattr(VM& vm, Value obj, StrObj* name) {
    if (obj.tag != Tag::Obj) return Value::empty();
    if (is_namedtuple(obj)) {
        TupleObj* t = as_tuple(obj);
        int i = namedtuple_field(namedtuple_class(t), name);
        return i >= 0 ? t->items[i] : Value::empty();
    }
    if (is_dict(obj) && obj.o->flavour == kDefaultDict && name->view() == "default_factory")
        return factory_of(as_dict(obj));
    if (is_kind(obj, Kind::Deque) && name->view() == "maxlen") {
        auto* d = static_cast<DequeObj*>(obj.o);
        return d->maxlen < 0 ? Value::none() : Value::integer(d->maxlen);
    }
    if (is_kind(obj, Kind::Type) && static_cast<TypeObj*>(obj.o)->namedtuple) {
        auto* t = static_cast<TypeObj*>(obj.o);
        if (namedtuple_field(t, name) >= 0)
            return vm.raisef(vm.e_NotImplementedError,
                             "a namedtuple class's field descriptor ({}.{}) is not supported by kiln yet",
                             t->name->view(), name->view());
    }
    return Value::empty();
}

int collections_setattr(VM& vm, Value obj, StrObj* name, Value value) {
    if (obj.tag != Tag::Obj) return 0;
    if (is_namedtuple(obj)) {
        if (namedtuple_field(namedtuple_class(as_tuple(obj)), name) < 0) return 0;
        vm.raise(vm.e_AttributeError, value.is_empty() ? "can't delete attribute" : "can't set attribute");
        return -1;
    }
    if (is_dict(obj) && obj.o->flavour == kDefaultDict && name->view() == "default_factory") {
        set_factory(vm, as_dict(obj), value.is_empty() ? Value::none() : value); // a T_OBJECT member
        return 1;
    }
    if (is_kind(obj, Kind::Deque) && name->view() == "maxlen") {
        vm.raisef(vm.e_AttributeError, "attribute 'maxlen' of 'collections.deque' objects is not writable");
        return -1;
    }
    if (is_kind(obj, Kind::Type) && static_cast<TypeObj*>(obj.o)->namedtuple) {
        vm.raisef(vm.e_NotImplementedError, "{} an attribute of a namedtuple class ({}.{}) is not supported by kiln yet",
                  value.is_empty() ? "deleting" : "setting", static_cast<TypeObj*>(obj.o)->name->view(),
                  name->view());
        return -1;
    }
    return 0;
}

// ====================================================================== arguments of Python-level methods

// Counter's methods are Python functions in CPython: their argument errors
// name them so ("Counter.update() takes from 1 to 2 positional arguments
// but 3 were given"). `nargs` counts self; `max` too.
bool py_positional(VM& vm, const char* qualname, int nargs, int min, int max) {
    if (nargs <= max) return true;
    std::string takes = min == max ? std::to_string(max) : fmt::format("from {} to {}", min, max);
    vm.raisef(vm.e_TypeError, "{}() takes {} positional argument{} but {} {} given", qualname, takes,
              max == 1 && min == max ? "" : "s", nargs, nargs == 1 ? "was" : "were");
    return false;
}

bool py_no_keywords(VM& vm, const char* qualname, KwArgs kw) {
    if (kw.n == 0) return true;
    vm.raisef(vm.e_TypeError, "{}() got an unexpected keyword argument '{}'", qualname, as_str(kw.names[0])->view());
    return false;
}

// ====================================================================== the module

void add_methods(VM& vm, TypeObj* t, std::initializer_list<MethodDef> methods) {
    for (const MethodDef& m : methods)
        dict_set_str(vm, t->dict, vm.intern(m.name), Value::object(vm.new_native(m.name, m.fn, true, t)));
}

// A classmethod-like native bound to its type (as dict.fromkeys).
void add_class_method(VM& vm, TypeObj* t, const char* name, NativeFn fn) {
    NativeObj* n = vm.new_native(name, fn, true, t);
    dict_set_str(vm, t->dict, vm.intern(name), vm.bound_method(Value::object(t), Value::object(n)));
}

namespace {

// The types, made once per VM (a second import after `del
// sys.modules['collections']` finds them made).
void make_types(VM& vm) {
    if (vm.t_deque) return;
    make_deque_types(vm);
    make_dict_flavour_types(vm);
}

} // namespace

bool init_collections_module(VM& vm, DictObj* dict) {
    make_types(vm);
    // As CPython's: `from itertools import chain as _chain, repeat as _repeat,
    // starmap as _starmap` (Counter.elements uses them).
    Value itertools = vm.import_module(vm.intern("itertools"));
    if (itertools.is_empty()) return false;
    DictObj* it = static_cast<ModuleObj*>(itertools.o)->dict;
    for (const char* n : {"chain", "repeat", "starmap"}) {
        Value v = dict_get_str(it, vm.intern(n));
        if (v.is_empty()) {
            vm.raisef(vm.e_ImportError, "cannot import name '{}' from 'itertools'", n);
            return false;
        }
        module_set(vm, dict, fmt::format("_{}", n).c_str(), v);
    }
    module_set(vm, dict, "deque", Value::object(vm.t_deque));
    module_set(vm, dict, "defaultdict", Value::object(vm.dict_flavour_types[kDefaultDict]));
    module_set(vm, dict, "Counter", Value::object(vm.dict_flavour_types[kCounter]));
    module_set(vm, dict, "OrderedDict", Value::object(vm.dict_flavour_types[kOrderedDict]));
    module_def(vm, dict, "namedtuple", namedtuple_fn, true);
    // CPython's: `from collections import *` meets ChainMap first, and is refused.
    ListObj* all = vm.new_list();
    for (const char* n : {"ChainMap", "Counter", "OrderedDict", "UserDict", "UserList", "UserString", "defaultdict",
                          "deque", "namedtuple"})
        all->values().push_back(vm.str(n));
    module_set(vm, dict, "__all__", Value::object(all));
    return true;
}

} // namespace kiln
