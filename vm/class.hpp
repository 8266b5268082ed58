// Classes defined in Python: creation (C3 MRO), instances, attribute access
// with descriptors (property, staticmethod, classmethod, methods), super().
#pragma once
#include "dict.hpp"
#include "vm.hpp"

namespace kiln {

// BUILD_CLASS: runs the class body `body` with a fresh namespace and makes
// the class from it.
Value build_class(VM& vm, Value body, const Value* bases, int nbases, DictObj* globals);

// Calling a class: the instance its call makes before __init__ runs; and
// the __init__ a call with `nargs` positional arguments (self included)
// runs as a plain frame (see CALL in vm/interp.cpp), or null when the call
// takes the general way (instance_ctor: exceptions, builtin __init__,
// defaults, *args, closures, generators).
InstanceObj* new_instance(VM& vm, TypeObj* t);
// An instance's __init__ returned: its class's next instances get room for
// as many attributes (TypeObj::attrs_hint).
void note_instance_attrs(InstanceObj* inst);
FunctionObj* script_init(VM& vm, TypeObj* t, int nargs);
// The getter of property `name` of class t when it is a plain script
// function of self alone (VM::push_accessor_frame runs it as a frame of the
// interpreter's loop; the JIT inlines it), with the property in *prop;
// else null.
FunctionObj* plain_getter(TypeObj* t, StrObj* name, PropertyObj** prop = nullptr);
// The setter of property `name` of class t when it is a plain script
// function of (self, value) (VM::push_accessor_frame runs it as a frame; the
// JIT inlines it), with the property in *prop; else null.
FunctionObj* plain_setter(TypeObj* t, StrObj* name, PropertyObj** prop = nullptr);

// A function's attributes beyond its code (vm/function_attrs.cpp):
// __qualname__, __doc__, __module__, __dict__ and what a script set on it
// (Empty when it has no such attribute: the caller goes on looking);
// setting and deleting them, as CPython.
Value function_attr(VM& vm, FunctionObj* f, StrObj* name);
bool set_function_attr(VM& vm, FunctionObj* f, StrObj* name, Value value);
bool del_function_attr(VM& vm, FunctionObj* f, StrObj* name);

// Attribute access on instances, classes, exceptions and super objects.
Value object_getattr(VM& vm, Value obj, StrObj* name);
bool object_load_method(VM& vm, Value obj, StrObj* name, Value* method, Value* self);
bool setattr(VM& vm, Value obj, StrObj* name, Value value);
bool delattr(VM& vm, Value obj, StrObj* name);

// The first definition of `name` along t's MRO, Empty if none. Cached per
// type (TypeObj::mro_cache) while no type's dict changes.
Value lookup_mro_uncached(TypeObj* t, StrObj* name);
inline Value lookup_mro(TypeObj* t, StrObj* name) {
    const TypeObj::MroHit& hit = t->mro_cache[((uintptr_t)name * 0x9E3779B97F4A7C15ull) >> 60];
    if (hit.name == name && hit.epoch == type_dict_epoch.load(std::memory_order_relaxed)) return hit.value;
    return lookup_mro_uncached(t, name);
}

// A class attribute that an instance's own attribute of its name cannot
// hide: a property, a __dict__ or a __weakref__.
inline bool is_data_descriptor(Value v) { return is_kind(v, Kind::Property) || is_kind(v, Kind::GetSetDescriptor); }

// LOAD_ATTR and STORE_ATTR on an instance through the instruction's cached
// entry position `hint` (where `name` was found in the last instance's
// dict; instances of a class usually share their dicts' layout). Used only
// when the class has no data descriptor of that name (it wins over the
// instance dict). The load returns Empty and the store false when the fast
// path does not apply: the caller takes the general one.
inline int64_t instance_entry(DictObj* d, StrObj* name, int32_t& hint) {
    int64_t ix = hint;
    if (ix >= 0 && (size_t)ix < d->entries.size() && d->entries[ix].key.tag == Tag::Obj && d->entries[ix].key.o == name)
        return ix;
    ix = dict_find_str(d, name);
    if (ix >= 0) hint = (int32_t)ix;
    return ix;
}
inline Value load_instance_attr(InstanceObj* inst, StrObj* name, int32_t& hint) {
    DictObj* d = inst->dict;
    if (!d) return Value::empty();
    int64_t ix = instance_entry(d, name, hint);
    if (ix < 0 || is_data_descriptor(lookup_mro(inst->type, name))) return Value::empty();
    return d->entries[ix].value;
}
// A store of a name the dict lacks adds it (an __init__'s `self.x = x`),
// unless setattr has more to do: a property's setter, __slots__, or
// `__class__` (refused).
inline bool store_instance_attr(VM& vm, InstanceObj* inst, StrObj* name, Value value, int32_t& hint) {
    DictObj* d = inst->dict;
    if (!d) return false;
    int64_t ix = instance_entry(d, name, hint);
    if (is_data_descriptor(lookup_mro(inst->type, name))) return false;
    if (ix >= 0) {
        d->entries[ix].value = value;
        return true;
    }
    if (inst->type->has_slots || name->view() == "__class__") return false;
    dict_add_str(vm, d, name, value);
    return true;
}

// A class's instance layout as CPython's type() decides it from the bases
// and __slots__ (vm/class_dict.cpp): its best base; whether the class adds
// a __dict__ or a __weakref__ to its instances, or fields of its own
// (slots); whether its instances have a dict, a weak reference list.
struct ClassLayout {
    TypeObj* best = nullptr;
    bool add_dict = false, add_weakref = false, fields = false;
    bool instance_dict = false, instance_weakref = false;
};
// False with TypeError for bases whose layouts conflict, or slots naming
// __dict__ or __weakref__ the instances have already. `slots` is null
// when the class has no __slots__.
bool class_layout(VM& vm, const std::vector<TypeObj*>& bases, const std::vector<StrObj*>* slots,
                  ClassLayout* out);
void apply_class_layout(VM& vm, TypeObj* t, const ClassLayout& layout);
// The dict of class t made from its body's namespace (null on error).
DictObj* class_dict(VM& vm, TypeObj* t, DictObj* ns, const ClassLayout& layout);

// A class's __dict__ and __weakref__ descriptors on an instance: its dict,
// and None (kiln has no weak references); storing or deleting either
// (`del` true) raises.
Value getset_get(VM& vm, GetSetDescriptorObj* g, Value obj);
bool getset_set(VM& vm, GetSetDescriptorObj* g, Value obj, bool del);
// obj.__dict__ of an instance or an exception, made on first use; an
// AttributeError for an instance whose class has __slots__ and no dict.
Value instance_dict_attr(VM& vm, Value obj, StrObj* name);
// Assigning to it (deleting it with `del`): refused.
bool instance_dict_store(VM& vm, Value obj, StrObj* name, bool del);

// A value for `raise`: an exception instance, or a class to instantiate.
ExceptionObj* make_raisable(VM& vm, Value v, bool is_cause);
// Whether calling exception class t with positional arguments makes the
// exception with them as its args and runs no script code: a builtin
// exception (not an OSError, whose arguments are taken apart), or a class
// of the script's deriving from one without an __init__ or __new__ of its
// own anywhere along its classes (so that defining one later changes a
// class dict's keys: what the JIT guards).
bool exception_call_is_plain(VM& vm, TypeObj* t);
// except-clause matching: 1/0, -1 with TypeError for a non-exception class.
int exception_matches(VM& vm, Value exc, Value type);

// A type's __module__. A class's is its dict's entry, which the body or a
// script may set to any value (CPython's type_module); TypeObj::module
// stays the module that defined it. A builtin type's is its own module,
// "builtins" when it has none.
Value type_module(VM& vm, TypeObj* t);
// The module that a type's repr (and its instances') names: its
// __module__ when that is a str other than "builtins", else null.
StrObj* shown_module(VM& vm, TypeObj* t);

// The calling frame's "Foo" for messages: module-qualified repr of classes.
std::string class_repr_name(VM& vm, TypeObj* t);

void install_class_builtins(VM& vm); // object, super, property, staticmethod, classmethod, NotImplemented

} // namespace kiln
