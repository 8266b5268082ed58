// A class's dict as CPython's type() makes it from the namespace its body
// filled, and the __dict__ and __weakref__ descriptors it puts there.
//
//  1. The dict is a copy of the namespace without `__qualname__`, which
//     goes to TypeObj::qualname (a str, else TypeError).
//  2. A class gets a `__dict__` entry when its best base's instances have
//     no dict, and a `__weakref__` entry when they have no weak reference
//     list; with __slots__, only when the slots name them or another base's
//     instances have them (CPython's type_new_slots). Which base is best,
//     and which bases conflict, is CPython's best_base over solid bases.
//  3. `__doc__` is None when the body set none, then `__hash__` is None
//     when it defines __eq__ but not __hash__: CPython's order.
#include <algorithm>

#include "class.hpp"
#include "dunder.hpp"

namespace kiln {

namespace {

// The builtin exceptions whose instances have fields of their own in
// CPython 3.11 (their own C structs); any other's are BaseException's.
const char* const kExceptionLayouts[] = {"BaseException", "BaseExceptionGroup", "SystemExit", "AttributeError",
                                         "ImportError",   "NameError",          "OSError",    "StopIteration",
                                         "SyntaxError",   "UnicodeDecodeError", "UnicodeEncodeError",
                                         "UnicodeTranslateError"};

// CPython's solid_base: the nearest type along best bases whose instances
// add fields. A class's is found when it is made; the builtin bases a
// class may have are object and the exceptions.
TypeObj* solid_base(VM& vm, TypeObj* t) {
    if (t->is_class) return t->solid;
    if (!t->is_exception) return t;
    for (TypeObj* b = t; b; b = b->base)
        for (const char* name : kExceptionLayouts)
            if (b->name->view() == name) return b;
    return vm.e_BaseException;
}

bool has_instance_dict(const TypeObj* t) { return t->is_class ? t->instance_dict : t->is_exception; }
bool has_instance_weakref(const TypeObj* t) { return t->is_class && t->instance_weakref; }

bool is_subtype(const TypeObj* t, const TypeObj* of) {
    return std::find(t->mro.begin(), t->mro.end(), of) != t->mro.end();
}

} // namespace

bool class_layout(VM& vm, const std::vector<TypeObj*>& bases, const std::vector<StrObj*>* slots,
                  ClassLayout* out) {
    // CPython's best_base: the base whose solid base is the most derived
    // (the first of equals).
    TypeObj *best = nullptr, *winner = nullptr;
    for (TypeObj* b : bases) {
        TypeObj* candidate = solid_base(vm, b);
        if (winner && is_subtype(winner, candidate)) continue;
        if (winner && !is_subtype(candidate, winner)) {
            vm.raise(vm.e_TypeError, "multiple bases have instance lay-out conflict");
            return false;
        }
        winner = candidate;
        best = b;
    }
    const bool may_dict = !has_instance_dict(best), may_weakref = !has_instance_weakref(best);
    *out = ClassLayout{};
    out->best = best;
    if (!slots) {
        out->add_dict = may_dict;
        out->add_weakref = may_weakref;
    } else {
        for (StrObj* name : *slots) {
            if (name->view() == "__dict__") {
                if (!may_dict || out->add_dict) {
                    vm.raise(vm.e_TypeError, "__dict__ slot disallowed: we already got one");
                    return false;
                }
                out->add_dict = true;
            } else if (name->view() == "__weakref__") {
                if (!may_weakref || out->add_weakref) {
                    vm.raise(vm.e_TypeError,
                             "__weakref__ slot disallowed: either we already got one, or __itemsize__ != 0");
                    return false;
                }
                out->add_weakref = true;
            } else {
                out->fields = true;
            }
        }
        // The bases after the best one may give the instances what it does not.
        for (TypeObj* b : bases) {
            if (b == best) continue;
            out->add_dict |= may_dict && has_instance_dict(b);
            out->add_weakref |= may_weakref && has_instance_weakref(b);
        }
    }
    out->instance_dict = out->add_dict;
    out->instance_weakref = out->add_weakref;
    for (TypeObj* b : bases) {
        out->instance_dict |= has_instance_dict(b);
        out->instance_weakref |= has_instance_weakref(b);
    }
    return true;
}

void apply_class_layout(VM& vm, TypeObj* t, const ClassLayout& layout) {
    t->instance_dict = layout.instance_dict;
    t->instance_weakref = layout.instance_weakref;
    t->solid = layout.fields ? t : solid_base(vm, layout.best);
}

DictObj* class_dict(VM& vm, TypeObj* t, DictObj* ns, const ClassLayout& layout) {
    DictObj* d = vm.new_dict();
    Rooted keep(vm, Value::object(d));
    for (const DictEntry& e : ns->entries) {
        if (!dict_entry_live(e) || (is_str(e.key) && as_str(e.key)->view() == "__qualname__")) continue;
        if (!dict_set_hashed(vm, d, e.key, e.hash, e.value)) return nullptr;
    }
    auto add_descriptor = [&](const char* name) {
        auto* g = vm.alloc<GetSetDescriptorObj>(Kind::GetSetDescriptor);
        g->owner = t;
        g->name = vm.intern(name);
        dict_set_str(vm, d, g->name, Value::object(g));
    };
    if (layout.add_dict) add_descriptor("__dict__");
    if (layout.add_weakref) add_descriptor("__weakref__");
    if (dict_get_str(d, dunder(vm, Dunder::doc_)).is_empty()) dict_set_str(vm, d, dunder(vm, Dunder::doc_), Value::none());
    // A class that defines __eq__ but not __hash__ is unhashable, as in CPython.
    if (!dict_get_str(d, dunder(vm, Dunder::eq_)).is_empty() && dict_get_str(d, dunder(vm, Dunder::hash_)).is_empty())
        dict_set_str(vm, d, dunder(vm, Dunder::hash_), Value::none());
    return vm.exc ? nullptr : d;
}

// ---------------------------------------------------------------- the descriptors at work

Value getset_get(VM& vm, GetSetDescriptorObj* g, Value obj) {
    if (g->name->view() == "__dict__") return instance_dict_attr(vm, obj, g->name);
    return Value::none(); // kiln has no weak references: none refers to any object
}

bool getset_set(VM& vm, GetSetDescriptorObj* g, Value obj, bool del) {
    if (g->name->view() == "__dict__") return instance_dict_store(vm, obj, g->name, del);
    vm.raisef(vm.e_AttributeError, "attribute '{}' of '{}' objects is not writable", g->name->data,
              g->owner->name->data);
    return false;
}

} // namespace kiln
