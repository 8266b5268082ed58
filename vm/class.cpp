// Classes defined in Python. Invariants:
//  1. A class is a TypeObj with is_class set; its dict is the namespace its
//     body built. Instances are InstanceObj, or ExceptionObj when the class
//     derives from BaseException (so `raise` and `except` treat them alike).
//  2. The MRO is computed once, by C3, when the class is made; attribute
//     lookup walks it. Subclassing builtin types other than object and the
//     exceptions is refused, as are special methods kiln would not honour
//     (see kRefused): never a silently different answer.
//  3. Attribute lookup on an instance: a property on the class wins, then the
//     instance dict, then the class attribute (functions bind to the
//     instance, classmethods to the class, staticmethods stay plain), then
//     __getattr__.
#include "class.hpp"

#include <algorithm>

#include "../lang/bytecode.hpp"
#include "cpython_names.hpp"
#include "collections.hpp"
#include "dict.hpp"
#include "dunder.hpp"
#include "ops.hpp"
#include "os_error.hpp"

namespace kiln {

Value lookup_mro_uncached(TypeObj* t, StrObj* name) {
    uint64_t epoch = type_dict_epoch.load(std::memory_order_relaxed);
    Value found = Value::empty();
    for (TypeObj* m : t->mro) {
        Value v = dict_get_str(m->dict, name);
        if (!v.is_empty()) {
            found = v;
            break;
        }
    }
    TypeObj::MroHit& hit = t->mro_cache[((uintptr_t)name * 0x9E3779B97F4A7C15ull) >> 60];
    hit.name = name;
    hit.epoch = epoch;
    hit.value = found;
    return found;
}

Value type_module(VM& vm, TypeObj* t) {
    if (t->is_class) {
        Value m = dict_get_str(t->dict, dunder(vm, Dunder::module_));
        if (!m.is_empty()) return m;
        // (Gone only from a __dict__ changed in place, which CPython's
        // read-only one forbids: the defining module.)
    }
    return t->module ? Value::object(t->module) : Value::object(vm.intern("builtins"));
}

StrObj* shown_module(VM& vm, TypeObj* t) {
    Value m = type_module(vm, t);
    return is_str(m) && as_str(m)->view() != "builtins" ? as_str(m) : nullptr;
}

std::string class_repr_name(VM& vm, TypeObj* t) {
    // A builtin type is named "module.name" only when it has a module of
    // its own (Counter, a namedtuple); a class by its qualified name.
    std::string q = t->is_class && t->qualname ? t->qualname->data : t->name->data;
    if (StrObj* m = shown_module(vm, t)) return std::string(m->view()) + "." + q;
    return q;
}

namespace {

// ---------------------------------------------------------------- class creation

// Special methods kiln does not call: defining one is refused rather than ignored.
const char* const kRefused[] = {
    "__new__",         "__setattr__",       "__delattr__",      "__getattribute__", "__del__",
    "__index__",       "__int__",           "__float__",        "__complex__",      "__round__",
    "__trunc__",       "__floor__",         "__ceil__",         "__reversed__",     "__init_subclass__",
    "__set_name__",    "__get__",           "__set__",          "__delete__",       "__class_getitem__",
    "__instancecheck__", "__subclasscheck__", "__divmod__",     "__rdivmod__",      "__bytes__",
    "__dir__",         "__missing__",       "__aenter__",       "__aexit__",        "__aiter__",
    "__anext__",       "__await__",
};

bool c3_merge(VM& vm, TypeObj* self, const std::vector<TypeObj*>& bases, std::vector<TypeObj*>& out) {
    std::vector<std::vector<TypeObj*>> seqs;
    for (TypeObj* b : bases) seqs.push_back(b->mro);
    seqs.push_back(bases);
    out.push_back(self);
    while (true) {
        bool any = false;
        for (auto& s : seqs) any |= !s.empty();
        if (!any) return true;
        TypeObj* pick = nullptr;
        for (auto& s : seqs) {
            if (s.empty()) continue;
            TypeObj* cand = s[0];
            bool in_tail = false;
            for (auto& o : seqs)
                for (size_t i = 1; i < o.size() && !in_tail; i++) in_tail = o[i] == cand;
            if (!in_tail) {
                pick = cand;
                break;
            }
        }
        if (!pick) {
            std::vector<TypeObj*> heads;
            for (auto& s : seqs)
                if (!s.empty() && std::find(heads.begin(), heads.end(), s[0]) == heads.end()) heads.push_back(s[0]);
            std::string names;
            for (size_t i = 0; i < heads.size(); i++) names += (i ? ", " : "") + std::string(heads[i]->name->view());
            vm.raisef(vm.e_TypeError, "Cannot create a consistent method resolution\norder (MRO) for bases {}", names);
            return false;
        }
        out.push_back(pick);
        for (auto& s : seqs)
            if (!s.empty() && s[0] == pick) s.erase(s.begin());
    }
}

// The types kiln has that CPython 3.11 refuses as a base (no
// Py_TPFLAGS_BASETYPE), by tp_name: builtin types, and classes kiln's
// modules define in Python for such a type. (Types CPython lets a class
// subclass but kiln does not are refused apart, with NotImplementedError.)
const char* const kNotBaseTypes[] = {
    "NoneType", "NotImplementedType", "ellipsis", "bool", "function", "builtin_function_or_method", "method",
    "generator", "code", "cell", "getset_descriptor", "range", "slice", "memoryview", "types.UnionType",
    "dict_keys", "dict_values", "dict_items", "odict_keys", "odict_values", "odict_items", "range_iterator",
    "longrange_iterator", "list_iterator", "tuple_iterator", "str_iterator", "str_ascii_iterator", "set_iterator",
    "dict_keyiterator", "dict_valueiterator", "dict_itemiterator", "dict_reversekeyiterator",
    "dict_reversevalueiterator", "dict_reverseitemiterator", "list_reverseiterator", "odict_iterator", "iterator",
    "_collections._deque_iterator", "_collections._deque_reverse_iterator", "itertools._grouper", "itertools._tee",
    "itertools._tee_dataobject", "re.Pattern", "re.Match", "functools.KeyWrapper",
};

// t's tp_name when CPython refuses it as a base, else null. (A class is
// named by the module that defined it, which a script cannot set.)
const char* not_base_type(TypeObj* t) {
    if (t->host_type || t->is_exception) return nullptr;
    std::string name = t->name->data;
    if (t->is_class) {
        if (!t->module) return nullptr;
        name = std::string(t->module->view()) + "." + name;
    }
    for (const char* n : kNotBaseTypes)
        if (name == n) return n;
    return nullptr;
}

Value instance_ctor(VM& vm, Value* args, int nargs, KwArgs kw);

Value make_class(VM& vm, StrObj* name, StrObj* module, const Value* basev, int nbases, DictObj* ns) {
    // A base CPython refuses is its TypeError, before any other check of
    // the bases (duplicates, kiln's own refusals).
    for (int i = 0; i < nbases && is_kind(basev[i], Kind::Type); i++)
        if (const char* n = not_base_type(static_cast<TypeObj*>(basev[i].o)))
            return vm.raisef(vm.e_TypeError, "type '{}' is not an acceptable base type", n);
    std::vector<TypeObj*> bases;
    for (int i = 0; i < nbases; i++) {
        Value b = basev[i];
        if (!is_kind(b, Kind::Type))
            return vm.raisef(vm.e_NotImplementedError,
                             "a class base that is not a class ({}) is not supported by kiln yet", vm.type_name(b));
        auto* t = static_cast<TypeObj*>(b.o);
        if (t->namedtuple)
            return vm.raisef(vm.e_NotImplementedError,
                             "subclassing a namedtuple class ('{}') is not supported by kiln yet", t->name->data);
        if (!t->is_class && t != vm.t_object && !t->is_exception)
            return vm.raisef(vm.e_NotImplementedError, "subclassing the builtin type '{}' is not supported by kiln yet",
                             t->name->data);
        if (std::find(bases.begin(), bases.end(), t) != bases.end())
            return vm.raisef(vm.e_TypeError, "duplicate base class {}", t->name->data);
        bases.push_back(t);
    }
    if (bases.empty()) bases.push_back(vm.t_object);
    for (const char* r : kRefused) {
        if (!dict_get_str(ns, vm.intern(r)).is_empty())
            return vm.raisef(vm.e_NotImplementedError, "the special method {} (in class {}) is not supported by kiln yet",
                             r, name->data);
    }
    // __slots__ names, which decide what the instances have.
    Value slots = dict_get_str(ns, dunder(vm, Dunder::slots_));
    std::vector<StrObj*> slot_names;
    if (!slots.is_empty()) {
        ValueVec names;
        if (is_str(slots)) names.push_back(slots);
        else if (!collect_iterable(vm, slots, names)) return Value::empty();
        for (Value n : names) {
            if (!is_str(n))
                return vm.raisef(vm.e_TypeError, "__slots__ items must be strings, not '{}'", vm.type_name(n));
            slot_names.push_back(vm.intern(as_str(n)->view()));
        }
    }
    ClassLayout layout;
    if (!class_layout(vm, bases, slots.is_empty() ? nullptr : &slot_names, &layout)) return Value::empty();
    // The body's __qualname__ (the compiler's, unless it set one) names
    // the class; it stays out of the class's dict.
    StrObj* qualname = name;
    Value q = dict_get_str(ns, dunder(vm, Dunder::qualname_));
    if (!q.is_empty()) {
        if (!is_str(q)) return vm.raisef(vm.e_TypeError, "type __qualname__ must be a str, not {}", vm.type_name(q));
        qualname = as_str(q);
    }
    auto* t = vm.alloc<TypeObj>(Kind::Type);
    t->name = name;
    t->qualname = qualname;
    t->module = module;
    t->dict = ns; // until its own is made
    t->ctor = instance_ctor;
    t->is_class = true;
    t->bases = bases;
    t->is_exception = false;
    t->base = bases[0];
    for (TypeObj* b : bases)
        if (b->is_exception) {
            if (!t->is_exception) t->base = b;
            t->is_exception = true;
        }
    Rooted keep(vm, Value::object(t));
    apply_class_layout(vm, t, layout);
    std::vector<TypeObj*> mro;
    if (!c3_merge(vm, t, bases, mro)) return Value::empty();
    t->mro = std::move(mro);
    DictObj* dict = class_dict(vm, t, ns, layout);
    if (!dict) return Value::empty();
    t->dict = dict;
    adopt_type_dict(dict);
    // Properties learn their names (what __set_name__ does in CPython).
    for (const DictEntry& e : dict->entries)
        if (dict_entry_live(e) && is_str(e.key) && is_kind(e.value, Kind::Property))
            static_cast<PropertyObj*>(e.value.o)->name = as_str(e.key);
    // __slots__: attributes are limited when no class in the MRO gives the
    // instances a dict.
    if (!slots.is_empty()) {
        for (StrObj* s : slot_names)
            t->own_member_slots += s->view() != "__dict__" && s->view() != "__weakref__";
        t->slots = std::move(slot_names);
        for (TypeObj* m : t->mro)
            if (m != t && m->has_slots) t->slots.insert(t->slots.end(), m->slots.begin(), m->slots.end());
        t->has_slots = !t->instance_dict;
    }
    return Value::object(t);
}

} // namespace

Value build_class(VM& vm, Value body, const Value* bases, int nbases, DictObj* globals) {
    auto* fn = static_cast<FunctionObj*>(body.o);
    const CodeProto* p = fn->code->proto;
    DictObj* ns = vm.new_dict();
    Rooted keep_ns(vm, Value::object(ns));
    Value modname = dict_get_str(globals, vm.s_name);
    StrObj* module = is_str(modname) ? as_str(modname) : vm.s_main;
    dict_set_str(vm, ns, dunder(vm, Dunder::module_), Value::object(module));
    dict_set_str(vm, ns, dunder(vm, Dunder::qualname_), Value::object(vm.intern(p->qualname)));
    Value nsv = Value::object(ns);
    Value cell = vm.call(body, &nsv, 1);
    if (cell.is_empty()) return cell;
    Rooted keep_cell(vm, cell);
    Value cls = make_class(vm, fn->name, module, bases, nbases, ns);
    if (cls.is_empty()) return cls;
    if (is_kind(cell, Kind::Cell)) static_cast<CellObj*>(cell.o)->value = cls;
    return cls;
}

// ---------------------------------------------------------------- instances

namespace {

Value object_init(VM& vm, Value* args, int nargs, KwArgs kw);
Value base_exception_init(VM& vm, Value* args, int nargs, KwArgs kw);

bool is_native_fn(Value v, NativeFn fn) {
    return is_kind(v, Kind::Native) && static_cast<NativeObj*>(v.o)->fn == fn;
}

} // namespace

static_assert(sizeof(DictObj) + EntryVec::kInlineEntries * sizeof(DictEntry) <= Heap::kMaxSmall);

InstanceObj* new_instance(VM& vm, TypeObj* t) {
    auto* inst = vm.alloc<InstanceObj>(Kind::Instance);
    inst->type = t;
    inst->dict = nullptr;
    if (t == vm.t_object) return inst;
    // Sized like the class's last instance: a few attributes go in the
    // dict's own cell (vm/entry_vec.hpp), more in storage of their own.
    const size_t n = t->attrs_hint;
    if (n && n <= EntryVec::kInlineEntries) {
        inst->dict = vm.alloc<DictObj>(Kind::Dict, n * sizeof(DictEntry));
        inst->dict->entries.use_room_after(n);
        // Nothing to free when it dies, until it owns storage outside its
        // cell (vm/dict.cpp, note_storage_outside): the sweep skips it.
        vm.heap.forget_destroy(inst->dict);
    } else {
        inst->dict = vm.new_dict();
        if (n) dict_reserve(vm, inst->dict, n);
    }
    return inst;
}

void note_instance_attrs(InstanceObj* inst) {
    if (inst->dict) inst->type->attrs_hint = (uint8_t)std::min<size_t>(inst->dict->used, DictLayouts::kMaxKeys);
}

FunctionObj* script_init(VM& vm, TypeObj* t, int nargs) {
    if (t->ctor != instance_ctor || t->is_exception) return nullptr;
    Value init = lookup_mro(t, dunder(vm, Dunder::init_));
    if (!is_kind(init, Kind::Function)) return nullptr;
    auto* fn = static_cast<FunctionObj*>(init.o);
    const CodeObj* c = fn->code;
    const CodeProto* p = c->proto;
    const int ndefaults = fn->defaults ? (int)fn->defaults->size : 0;
    bool plain = nargs <= p->argcount && nargs >= p->argcount - ndefaults && !p->has_varargs && !p->has_varkw &&
                 p->kwonly == 0 && (c->ncells | c->nfrees) == 0 && !p->is_generator;
    return plain ? fn : nullptr;
}

namespace {

// The accessor of property `name` of class t that `which` picks, when it is
// a plain script function of `nparams` parameters (no defaults needed, no
// *args, **kwargs, keyword-only parameters, cells or yield).
FunctionObj* plain_accessor(TypeObj* t, StrObj* name, Value PropertyObj::*which, int nparams,
                            PropertyObj** prop) {
    if (!t->is_class) return nullptr;
    Value pv = lookup_mro(t, name);
    if (!is_kind(pv, Kind::Property)) return nullptr;
    Value g = static_cast<PropertyObj*>(pv.o)->*which;
    if (!is_kind(g, Kind::Function)) return nullptr;
    auto* fn = static_cast<FunctionObj*>(g.o);
    const CodeObj* c = fn->code;
    const CodeProto* p = c->proto;
    if (p->argcount != nparams || p->has_varargs || p->has_varkw || p->kwonly != 0 ||
        (c->ncells | c->nfrees) != 0 || p->is_generator)
        return nullptr;
    if (prop) *prop = static_cast<PropertyObj*>(pv.o);
    return fn;
}

} // namespace

FunctionObj* plain_getter(TypeObj* t, StrObj* name, PropertyObj** prop) {
    return plain_accessor(t, name, &PropertyObj::fget, 1, prop);
}

FunctionObj* plain_setter(TypeObj* t, StrObj* name, PropertyObj** prop) {
    return plain_accessor(t, name, &PropertyObj::fset, 2, prop);
}

namespace {

Value instance_ctor(VM& vm, Value* args, int nargs, KwArgs kw) {
    auto* t = static_cast<TypeObj*>(args[0].o);
    Value init = lookup_mro(t, dunder(vm, Dunder::init_));
    Value obj;
    if (t->is_exception) {
        TupleObj* a = vm.new_tuple(nargs - 1);
        for (int i = 1; i < nargs; i++) a->items[i - 1] = args[i];
        if (!vm.is_subtype(t, vm.e_OSError)) {
            obj = vm.new_exception(t, a);
        } else if (is_native_fn(init, os_error_init)) {
            // OSError's arguments are taken apart by the call (vm/os_error.cpp).
            if (kw.n) return vm.raisef(vm.e_TypeError, "{}() takes no keyword arguments", t->name->data);
            return new_os_error(vm, t, a);
        } else {
            obj = vm.new_exception(t, vm.new_tuple(0)); // the class's __init__ gives them to OSError's
        }
    } else {
        obj = Value::object(new_instance(vm, t));
    }
    Rooted keep(vm, obj);
    if (is_native_fn(init, object_init)) {
        if (nargs > 1 || kw.n) return vm.raisef(vm.e_TypeError, "{}() takes no arguments", t->name->data);
        return obj;
    }
    if (is_native_fn(init, base_exception_init)) {
        if (kw.n) return vm.raisef(vm.e_TypeError, "{}() takes no keyword arguments", t->name->data);
        return obj;
    }
    std::vector<Value> a(args, args + nargs);
    a[0] = obj;
    Value r = vm.call(init, a.data(), nargs, kw);
    if (r.is_empty()) return r;
    if (!r.is_none()) return vm.raisef(vm.e_TypeError, "__init__() should return None, not '{}'", vm.type_name(r));
    if (is_kind(keep.get(), Kind::Instance)) note_instance_attrs(static_cast<InstanceObj*>(keep.get().o));
    return keep.get();
}

DictObj** dict_slot(Value obj) {
    if (is_kind(obj, Kind::Instance)) return &static_cast<InstanceObj*>(obj.o)->dict;
    if (is_kind(obj, Kind::Exception)) return &static_cast<ExceptionObj*>(obj.o)->dict;
    return nullptr;
}

// Binds a class attribute found for an instance (or, with obj a class, for the class).
Value bind(VM& vm, Value attr, Value obj, TypeObj* type, bool on_class) {
    if (attr.tag != Tag::Obj) return attr;
    switch (attr.o->kind) {
    case Kind::Function: return on_class ? attr : vm.bound_method(obj, attr);
    case Kind::Native: // builtin methods bind; builtin functions (len, ...) stored on a class do not
        return on_class || !static_cast<NativeObj*>(attr.o)->owner ? attr : vm.bound_method(obj, attr);
    case Kind::StaticMethod: return static_cast<WrapperObj*>(attr.o)->func;
    case Kind::ClassMethod: return vm.bound_method(Value::object(type), static_cast<WrapperObj*>(attr.o)->func);
    default: return attr;
    }
}

// "property 'x' of 'C' object has no setter", or without the name when the
// property has none (CPython's wording).
Value property_missing(VM& vm, PropertyObj* p, Value obj, const char* what) {
    if (!p->name)
        return vm.raisef(vm.e_AttributeError, "property of '{}' object has no {}", vm.type_name(obj), what);
    return vm.raisef(vm.e_AttributeError, "property '{}' of '{}' object has no {}", p->name->data,
                     vm.type_name(obj), what);
}

Value property_get(VM& vm, PropertyObj* p, Value obj) {
    if (p->fget.is_none()) return property_missing(vm, p, obj, "getter");
    return vm.call(p->fget, &obj, 1);
}

Value no_attribute(VM& vm, Value obj, StrObj* name) {
    // CPython's OSError.characters_written, unset (kiln never sets it), says only its name.
    if (name->view() == "characters_written" && vm.isinstance(obj, vm.e_OSError))
        return vm.raise(vm.e_AttributeError, "characters_written");
    if (refuse_missing_attribute(vm, obj, name->view())) return Value::empty();
    return vm.raisef(vm.e_AttributeError, "'{}' object has no attribute '{}'", vm.type_name(obj), name->data);
}

Value instance_getattr(VM& vm, Value obj, StrObj* name) {
    TypeObj* t = vm.type_of(obj);
    Value cv = lookup_mro(t, name);
    if (is_kind(cv, Kind::Property)) return property_get(vm, static_cast<PropertyObj*>(cv.o), obj);
    if (is_kind(cv, Kind::GetSetDescriptor)) return getset_get(vm, static_cast<GetSetDescriptorObj*>(cv.o), obj);
    if (DictObj** d = dict_slot(obj); d && *d) {
        Value v = dict_get_str(*d, name);
        if (!v.is_empty()) return v;
    }
    if (!cv.is_empty()) return bind(vm, cv, obj, t, false);
    Value ga = find_special(vm, t, dunder(vm, Dunder::getattr_));
    if (!ga.is_empty()) {
        // CPython finds what its builtin base has before __getattr__.
        if (refuse_missing_attribute(vm, obj, name->view())) return Value::empty();
        Value arg = Value::object(name);
        return call_special(vm, ga, obj, &arg, 1);
    }
    return no_attribute(vm, obj, name);
}

Value class_getattr(VM& vm, TypeObj* t, StrObj* name) {
    std::string_view n = name->view();
    if (n == "__mro__" || n == "__bases__") {
        auto& v = n == "__mro__" ? t->mro : t->bases;
        TupleObj* tup = vm.new_tuple(v.size());
        for (size_t i = 0; i < v.size(); i++) tup->items[i] = Value::object(v[i]);
        return Value::object(tup);
    }
    if (n == "__dict__") {
        if (t->own_member_slots > 0) // CPython's has a member descriptor for each: a different answer
            return vm.raisef(vm.e_NotImplementedError,
                             "the __dict__ of class '{}', whose __slots__ have member descriptors, is not supported "
                             "by kiln yet",
                             t->name->data);
        return Value::object(t->dict);
    }
    if (n == "__doc__" && dict_get_str(t->dict, name).is_empty()) return Value::none();
    Value cv = lookup_mro(t, name);
    if (cv.is_empty()) {
        if (refuse_missing_attribute(vm, Value::object(t), name->view())) return Value::empty();
        // CPython's class has a member descriptor for each name in
        // __slots__; kiln keeps slots in the instance's dict and has none.
        if (std::find(t->slots.begin(), t->slots.end(), name) != t->slots.end())
            return vm.raisef(vm.e_NotImplementedError,
                             "the member descriptor of __slots__ name '{}' (class '{}') is not supported by kiln yet",
                             name->data, t->name->data);
        return vm.raisef(vm.e_AttributeError, "type object '{}' has no attribute '{}'", t->name->data, name->data);
    }
    return bind(vm, cv, Value::object(t), t, true);
}

Value super_getattr(VM& vm, SuperObj* s, StrObj* name) {
    auto& mro = s->obj_type->mro;
    size_t i = 0;
    while (i < mro.size() && mro[i] != s->type) i++;
    bool on_class = is_kind(s->obj, Kind::Type);
    for (i++; i < mro.size(); i++) {
        Value v = dict_get_str(mro[i]->dict, name);
        if (v.is_empty()) continue;
        if (is_kind(v, Kind::Property) && !on_class)
            return property_get(vm, static_cast<PropertyObj*>(v.o), s->obj);
        if (is_kind(v, Kind::GetSetDescriptor) && !on_class)
            return getset_get(vm, static_cast<GetSetDescriptorObj*>(v.o), s->obj);
        if (is_kind(v, Kind::Native) && on_class) return v;
        return bind(vm, v, s->obj, s->obj_type, on_class);
    }
    return vm.raisef(vm.e_AttributeError, "'super' object has no attribute '{}'", name->data);
}

} // namespace

Value object_getattr(VM& vm, Value obj, StrObj* name) {
    switch (obj.o->kind) {
    case Kind::Instance: case Kind::Exception: {
        if (name->view() == "__dict__") return instance_dict_attr(vm, obj, name);
        return instance_getattr(vm, obj, name);
    }
    case Kind::Type: return class_getattr(vm, static_cast<TypeObj*>(obj.o), name);
    case Kind::Super: return super_getattr(vm, static_cast<SuperObj*>(obj.o), name);
    default: return Value::empty();
    }
}

namespace {

// C.__name__ = value and C.__qualname__ = value: the class's names (not
// entries of its dict), strs only.
bool set_class_name(VM& vm, TypeObj* t, StrObj* name, Value value) {
    if (!is_str(value)) {
        vm.raisef(vm.e_TypeError, "can only assign string to {}.{}, not '{}'", t->name->data, name->data,
                  vm.type_name(value));
        return false;
    }
    StrObj* s = as_str(value);
    if (name->view() == "__qualname__") {
        t->qualname = s;
        return true;
    }
    if (s->view().find('\0') != std::string_view::npos) {
        vm.raise(vm.e_ValueError, "type name must not contain null characters");
        return false;
    }
    t->name = s;
    return true;
}

} // namespace

Value instance_dict_attr(VM& vm, Value obj, StrObj* name) {
    DictObj** d = dict_slot(obj);
    if (is_kind(obj, Kind::Instance) && (!*d || static_cast<InstanceObj*>(obj.o)->type->has_slots))
        return no_attribute(vm, obj, name);
    if (!*d) *d = vm.new_dict();
    return Value::object(*d);
}

bool instance_dict_store(VM& vm, Value obj, StrObj* name, bool del) {
    if (is_kind(obj, Kind::Instance) && static_cast<InstanceObj*>(obj.o)->type->has_slots) {
        no_attribute(vm, obj, name);
        return false;
    }
    vm.raisef(vm.e_NotImplementedError, "{} an object's __dict__ is not supported by kiln yet",
              del ? "deleting" : "assigning to");
    return false;
}

bool object_load_method(VM& vm, Value obj, StrObj* name, Value* method, Value* self) {
    TypeObj* t = vm.type_of(obj);
    Value cv = lookup_mro(t, name);
    if (is_kind(cv, Kind::Function) || (is_kind(cv, Kind::Native) && static_cast<NativeObj*>(cv.o)->owner)) {
        DictObj** d = dict_slot(obj);
        if (!d || !*d || dict_get_str(*d, name).is_empty()) {
            *method = cv;
            *self = obj;
            return true;
        }
    }
    Value a = instance_getattr(vm, obj, name);
    if (a.is_empty()) return false;
    *method = Value::empty();
    *self = a;
    return true;
}

bool setattr(VM& vm, Value obj, StrObj* name, Value value) {
    if (obj.tag == Tag::Obj) {
        switch (obj.o->kind) {
        case Kind::Instance: case Kind::Exception: {
            TypeObj* t = vm.type_of(obj);
            if (name->view() == "__class__") {
                vm.raise(vm.e_NotImplementedError, "assigning to __class__ is not supported by kiln yet");
                return false;
            }
            if (name->view() == "__dict__") return instance_dict_store(vm, obj, name, false);
            Value cv = lookup_mro(t, name);
            if (is_kind(cv, Kind::GetSetDescriptor))
                return getset_set(vm, static_cast<GetSetDescriptorObj*>(cv.o), obj, false);
            if (is_kind(cv, Kind::Property)) {
                auto* p = static_cast<PropertyObj*>(cv.o);
                if (p->fset.is_none()) {
                    property_missing(vm, p, obj, "setter");
                    return false;
                }
                Value args[2] = {obj, value};
                return !vm.call(p->fset, args, 2).is_empty();
            }
            if (is_kind(obj, Kind::Exception)) {
                auto* e = static_cast<ExceptionObj*>(obj.o);
                std::string_view n = name->view();
                if (n == "args") {
                    ValueVec items;
                    if (!collect_iterable(vm, value, items)) return false;
                    TupleObj* a = vm.new_tuple(items.size());
                    for (size_t i = 0; i < items.size(); i++) a->items[i] = items[i];
                    e->args = a;
                    return true;
                }
                if (n == "__cause__" || n == "__context__") {
                    if (!value.is_none() && !is_kind(value, Kind::Exception)) {
                        vm.raisef(vm.e_TypeError, "exception {} must be None or derive from BaseException",
                                  n == "__cause__" ? "cause" : "context");
                        return false;
                    }
                    ExceptionObj* v = value.is_none() ? nullptr : static_cast<ExceptionObj*>(value.o);
                    if (n == "__cause__") {
                        e->cause = v;
                        e->suppress_context = true;
                    } else {
                        e->context = v;
                    }
                    return true;
                }
                if (n == "__suppress_context__") {
                    int b = truthy(vm, value);
                    if (b < 0) return false;
                    e->suppress_context = b;
                    return true;
                }
                if (int r = os_error_setattr(vm, e, name, value)) return r > 0;
            }
            if (t->has_slots && std::find(t->slots.begin(), t->slots.end(), name) == t->slots.end()) {
                no_attribute(vm, obj, name);
                return false;
            }
            DictObj** d = dict_slot(obj);
            if (!*d) {
                if (is_kind(obj, Kind::Instance)) {
                    no_attribute(vm, obj, name);
                    return false;
                }
                *d = vm.new_dict();
            }
            dict_set_str(vm, *d, name, value);
            return true;
        }
        case Kind::Type: {
            auto* t = static_cast<TypeObj*>(obj.o);
            if (t->namedtuple) return collections_setattr(vm, obj, name, value) > 0;
            if (!t->is_class) {
                vm.raisef(vm.e_TypeError, "cannot set '{}' attribute of immutable type '{}'", name->data,
                          t->name->data);
                return false;
            }
            if (name->view() == "__name__" || name->view() == "__qualname__") return set_class_name(vm, t, name, value);
            dict_set_str(vm, t->dict, name, value);
            return true;
        }
        case Kind::Function: return set_function_attr(vm, static_cast<FunctionObj*>(obj.o), name, value);
        case Kind::Module: case Kind::HostObject: return setattr_module_or_host(vm, obj, name, value);
        default: break;
        }
    }
    if (int r = collections_setattr(vm, obj, name, value)) return r > 0;
    if (getattr(vm, obj, name).is_empty()) return false; // "'int' object has no attribute 'x'"
    vm.exc = nullptr;
    vm.raisef(vm.e_AttributeError, "'{}' object attribute '{}' is read-only", vm.type_name(obj), name->data);
    return false;
}

bool delattr(VM& vm, Value obj, StrObj* name) {
    if (is_kind(obj, Kind::Instance) || is_kind(obj, Kind::Exception)) {
        TypeObj* t = vm.type_of(obj);
        if (name->view() == "__dict__") return instance_dict_store(vm, obj, name, true);
        Value cv = lookup_mro(t, name);
        if (is_kind(cv, Kind::GetSetDescriptor))
            return getset_set(vm, static_cast<GetSetDescriptorObj*>(cv.o), obj, true);
        if (is_kind(cv, Kind::Property)) {
            auto* p = static_cast<PropertyObj*>(cv.o);
            if (p->fdel.is_none()) {
                property_missing(vm, p, obj, "deleter");
                return false;
            }
            return !vm.call(p->fdel, &obj, 1).is_empty();
        }
        if (is_kind(obj, Kind::Exception))
            if (int r = os_error_delattr(vm, static_cast<ExceptionObj*>(obj.o), name)) return r > 0;
        DictObj** d = dict_slot(obj);
        if (!*d || dict_del(vm, *d, Value::object(name)) != 1) {
            no_attribute(vm, obj, name);
            return false;
        }
        return true;
    }
    if (is_kind(obj, Kind::Function)) return del_function_attr(vm, static_cast<FunctionObj*>(obj.o), name);
    if (is_kind(obj, Kind::Module)) {
        auto* m = static_cast<ModuleObj*>(obj.o);
        if (dict_del(vm, m->dict, Value::object(name)) != 1) {
            vm.raisef(vm.e_AttributeError, "'module' object has no attribute '{}'", name->data);
            return false;
        }
        if (!m->deleted) m->deleted = vm.new_dict();
        dict_set_str(vm, m->deleted, name, Value::none());
        return true;
    }
    if (is_kind(obj, Kind::Type) && static_cast<TypeObj*>(obj.o)->is_class) {
        auto* t = static_cast<TypeObj*>(obj.o);
        if (name->view() == "__name__" || name->view() == "__qualname__" || name->view() == "__module__") {
            vm.raisef(vm.e_TypeError, "cannot delete '{}' attribute of immutable type '{}'", name->data,
                      t->name->data);
            return false;
        }
        if (dict_del(vm, t->dict, Value::object(name)) != 1) {
            vm.raisef(vm.e_AttributeError, "type object '{}' has no attribute '{}'", t->name->data, name->data);
            return false;
        }
        return true;
    }
    if (int r = collections_setattr(vm, obj, name, Value::empty())) return r > 0;
    if (getattr(vm, obj, name).is_empty()) return false;
    vm.exc = nullptr;
    vm.raisef(vm.e_AttributeError, "'{}' object attribute '{}' is read-only", vm.type_name(obj), name->data);
    return false;
}

// ---------------------------------------------------------------- raise and except

ExceptionObj* make_raisable(VM& vm, Value v, bool is_cause) {
    if (is_kind(v, Kind::Type) && static_cast<TypeObj*>(v.o)->is_exception) {
        Value e = vm.call(v, nullptr, 0);
        if (e.is_empty()) return nullptr;
        if (!is_kind(e, Kind::Exception)) {
            vm.raisef(vm.e_TypeError, "calling {} should have returned an instance of BaseException, not {}",
                      class_repr_name(vm, static_cast<TypeObj*>(v.o)), vm.type_name(e));
            return nullptr;
        }
        return static_cast<ExceptionObj*>(e.o);
    }
    if (is_kind(v, Kind::Exception)) return static_cast<ExceptionObj*>(v.o);
    vm.raise(vm.e_TypeError, is_cause ? "exception causes must derive from BaseException"
                                      : "exceptions must derive from BaseException");
    return nullptr;
}

bool exception_call_is_plain(VM& vm, TypeObj* t) {
    if (!t->is_exception || vm.is_subtype(t, vm.e_OSError)) return false;
    if (!t->is_class) return t->ctor == vm.e_Exception->ctor;
    if (t->ctor != instance_ctor) return false;
    for (TypeObj* k : t->mro) {
        if (!k->is_class) break;
        if (!dict_get_str(k->dict, dunder(vm, Dunder::init_)).is_empty() ||
            !dict_get_str(k->dict, vm.intern("__new__")).is_empty())
            return false;
    }
    return is_native_fn(lookup_mro(t, dunder(vm, Dunder::init_)), base_exception_init);
}

int exception_matches(VM& vm, Value exc, Value type) {
    if (is_tuple(type)) {
        TupleObj* t = as_tuple(type);
        for (size_t i = 0; i < t->size; i++) {
            int m = exception_matches(vm, exc, t->items[i]);
            if (m) return m;
        }
        return 0;
    }
    if (!is_kind(type, Kind::Type) || !static_cast<TypeObj*>(type.o)->is_exception) {
        vm.raise(vm.e_TypeError, "catching classes that do not inherit from BaseException is not allowed");
        return -1;
    }
    return vm.isinstance(exc, static_cast<TypeObj*>(type.o));
}

// ---------------------------------------------------------------- builtins

namespace {

Value object_init(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (nargs > 1 || kw.n) {
        TypeObj* t = nargs ? vm.type_of(args[0]) : vm.t_object;
        return vm.raisef(vm.e_TypeError, "{}.__init__() takes exactly one argument (the instance to initialize)",
                         t->name->data);
    }
    return Value::none();
}

Value object_repr(VM& vm, Value* args, int nargs, KwArgs) {
    if (nargs != 1) return vm.raise(vm.e_TypeError, "expected 1 argument");
    TypeObj* t = vm.type_of(args[0]);
    return vm.str(fmt::format("<{} object at 0x{:x}>", class_repr_name(vm, t),
                              (uintptr_t)(args[0].tag == Tag::Obj ? args[0].o : nullptr)));
}

Value object_str(VM& vm, Value* args, int nargs, KwArgs) {
    if (nargs != 1) return vm.raise(vm.e_TypeError, "expected 1 argument");
    return repr(vm, args[0]);
}

Value object_eq(VM& vm, Value* args, int nargs, KwArgs) {
    if (nargs != 2) return vm.raise(vm.e_TypeError, "expected 1 argument");
    return same_value(args[0], args[1]) ? Value::boolean(true) : vm.not_implemented;
}

Value object_ne(VM& vm, Value* args, int nargs, KwArgs) {
    if (nargs != 2) return vm.raise(vm.e_TypeError, "expected 1 argument");
    Value r = call_dunder(vm, args[0], Dunder::eq_, &args[1], 1);
    if (r.is_empty()) {
        if (vm.exc) return r;
        return same_value(args[0], args[1]) ? Value::boolean(false) : vm.not_implemented;
    }
    if (is_not_implemented(vm, r)) return r;
    int t = truthy(vm, r);
    if (t < 0) return Value::empty();
    return Value::boolean(!t);
}

Value object_hash(VM& vm, Value* args, int nargs, KwArgs) {
    if (nargs != 1) return vm.raise(vm.e_TypeError, "expected 0 arguments");
    return Value::integer((int64_t)((uintptr_t)args[0].o >> 4));
}

Value base_exception_init(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (nargs < 1 || !is_kind(args[0], Kind::Exception))
        return vm.raise(vm.e_TypeError, "descriptor '__init__' requires a 'BaseException' object");
    auto* e = static_cast<ExceptionObj*>(args[0].o);
    if (kw.n) return vm.raisef(vm.e_TypeError, "{}() takes no keyword arguments", e->type->name->data);
    TupleObj* a = vm.new_tuple(nargs - 1);
    for (int i = 1; i < nargs; i++) a->items[i - 1] = args[i];
    e->args = a;
    return Value::none();
}

Value base_exception_str(VM& vm, Value* args, int nargs, KwArgs) {
    if (nargs != 1 || !is_kind(args[0], Kind::Exception))
        return vm.raise(vm.e_TypeError, "descriptor '__str__' requires a 'BaseException' object");
    auto* e = static_cast<ExceptionObj*>(args[0].o);
    TupleObj* a = e->args;
    if (a->size == 0) return vm.str("");
    if (a->size == 1) return to_str(vm, a->items[0]);
    return repr(vm, Value::object(a));
}

Value base_exception_repr(VM& vm, Value* args, int nargs, KwArgs) {
    if (nargs != 1 || !is_kind(args[0], Kind::Exception))
        return vm.raise(vm.e_TypeError, "descriptor '__repr__' requires a 'BaseException' object");
    auto* e = static_cast<ExceptionObj*>(args[0].o);
    std::string out = e->type->name->data;
    if (e->args->size == 1) {
        out += '(';
        if (!repr_into(vm, e->args->items[0], out)) return Value::empty();
        out += ')';
    } else if (!repr_into(vm, Value::object(e->args), out)) {
        return Value::empty();
    }
    return vm.str(out);
}

Value with_traceback(VM& vm, Value* args, int nargs, KwArgs) {
    if (nargs != 2) return vm.raise(vm.e_TypeError, "with_traceback() takes exactly one argument");
    if (!args[1].is_none())
        return vm.raise(vm.e_NotImplementedError, "traceback objects are not supported by kiln yet");
    return args[0];
}

Value t_object_ctor(VM& vm, Value* args, int nargs, KwArgs kw) {
    auto* t = static_cast<TypeObj*>(args[0].o);
    if (nargs > 1 || kw.n) return vm.raisef(vm.e_TypeError, "{}() takes no arguments", t->name->data);
    auto* inst = vm.alloc<InstanceObj>(Kind::Instance);
    inst->type = vm.t_object;
    inst->dict = nullptr;
    return Value::object(inst);
}

Value t_super_ctor(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (kw.n) return vm.raise(vm.e_TypeError, "super() takes no keyword arguments");
    if (nargs == 1) {
        bool in_function = !vm.frames.empty() && vm.frames.back().func;
        return vm.raise(vm.e_RuntimeError, in_function ? "super(): __class__ cell not found" : "super(): no arguments");
    }
    if (nargs == 2) return vm.raise(vm.e_NotImplementedError, "super() with one argument is not supported by kiln yet");
    if (nargs > 3) return vm.raisef(vm.e_TypeError, "super() takes at most 2 arguments ({} given)", nargs - 1);
    if (!is_kind(args[1], Kind::Type))
        return vm.raisef(vm.e_TypeError, "super() argument 1 must be a type, not {}", vm.type_name(args[1]));
    auto* type = static_cast<TypeObj*>(args[1].o);
    Value obj = args[2];
    TypeObj* obj_type;
    if (is_kind(obj, Kind::Type) && vm.is_subtype(static_cast<TypeObj*>(obj.o), type))
        obj_type = static_cast<TypeObj*>(obj.o);
    else if (vm.isinstance(obj, type))
        obj_type = vm.type_of(obj);
    else
        return vm.raise(vm.e_TypeError, "super(type, obj): obj must be an instance or subtype of type");
    auto* s = vm.alloc<SuperObj>(Kind::Super);
    s->type = type;
    s->obj = obj;
    s->obj_type = obj_type;
    return Value::object(s);
}

Value t_property_ctor(VM& vm, Value* args, int nargs, KwArgs kw) {
    Value parts[3] = {Value::none(), Value::none(), Value::none()};
    if (nargs > 5) return vm.raisef(vm.e_TypeError, "property() takes at most 4 arguments ({} given)", nargs - 1);
    for (int i = 1; i < nargs && i <= 3; i++) parts[i - 1] = args[i];
    static const char* names[] = {"fget", "fset", "fdel", "doc"};
    for (int k = 0; k < kw.n; k++) {
        std::string_view n = as_str(kw.names[k])->view();
        int which = -1;
        for (int i = 0; i < 4; i++)
            if (n == names[i]) which = i;
        if (which < 0)
            return vm.raisef(vm.e_TypeError, "'{}' is an invalid keyword argument for property()", n);
        if (which < 3) parts[which] = kw.values[k];
    }
    auto* p = vm.alloc<PropertyObj>(Kind::Property);
    p->fget = parts[0];
    p->fset = parts[1];
    p->fdel = parts[2];
    return Value::object(p);
}

Value property_copy(VM& vm, Value* args, int nargs, int which, const char* name) {
    if (nargs != 2 || !is_kind(args[0], Kind::Property))
        return vm.raisef(vm.e_TypeError, "{}() takes exactly one argument", name);
    auto* old = static_cast<PropertyObj*>(args[0].o);
    auto* p = vm.alloc<PropertyObj>(Kind::Property);
    p->fget = which == 0 ? args[1] : old->fget;
    p->fset = which == 1 ? args[1] : old->fset;
    p->fdel = which == 2 ? args[1] : old->fdel;
    p->name = old->name;
    return Value::object(p);
}
Value property_getter(VM& vm, Value* a, int n, KwArgs) { return property_copy(vm, a, n, 0, "getter"); }
Value property_setter(VM& vm, Value* a, int n, KwArgs) { return property_copy(vm, a, n, 1, "setter"); }
Value property_deleter(VM& vm, Value* a, int n, KwArgs) { return property_copy(vm, a, n, 2, "deleter"); }

Value wrapper_ctor(VM& vm, Value* args, int nargs, KwArgs kw, Kind kind, const char* name) {
    if (kw.n) return vm.raisef(vm.e_TypeError, "{}() takes no keyword arguments", name);
    if (nargs != 2) return vm.raisef(vm.e_TypeError, "{} expected 1 argument, got {}", name, nargs - 1);
    auto* w = vm.alloc<WrapperObj>(kind);
    w->func = args[1];
    return Value::object(w);
}
Value t_staticmethod_ctor(VM& vm, Value* a, int n, KwArgs kw) {
    return wrapper_ctor(vm, a, n, kw, Kind::StaticMethod, "staticmethod");
}
Value t_classmethod_ctor(VM& vm, Value* a, int n, KwArgs kw) {
    return wrapper_ctor(vm, a, n, kw, Kind::ClassMethod, "classmethod");
}

} // namespace

void install_class_builtins(VM& vm) {
    auto method = [&](TypeObj* t, const char* name, NativeFn fn, bool kw = false) {
        dict_set_str(vm, t->dict, vm.intern(name), Value::object(vm.new_native(name, fn, kw, t)));
    };
    method(vm.t_object, "__init__", object_init, true);
    method(vm.t_object, "__repr__", object_repr);
    method(vm.t_object, "__str__", object_str);
    method(vm.t_object, "__eq__", object_eq);
    method(vm.t_object, "__ne__", object_ne);
    method(vm.t_object, "__hash__", object_hash);
    vm.t_object->ctor = t_object_ctor;
    method(vm.e_BaseException, "__init__", base_exception_init, true);
    method(vm.e_BaseException, "__str__", base_exception_str);
    method(vm.e_BaseException, "__repr__", base_exception_repr);
    method(vm.e_BaseException, "with_traceback", with_traceback);

    auto kt = [&](Kind k, const char* name, NativeFn ctor) {
        TypeObj* t = vm.new_type(name, vm.t_object, ctor);
        vm.kind_types[(int)k] = t;
        dict_set_str(vm, vm.builtins, t->name, Value::object(t));
        return t;
    };
    vm.t_super = kt(Kind::Super, "super", t_super_ctor);
    vm.t_property = kt(Kind::Property, "property", t_property_ctor);
    vm.t_staticmethod = kt(Kind::StaticMethod, "staticmethod", t_staticmethod_ctor);
    vm.t_classmethod = kt(Kind::ClassMethod, "classmethod", t_classmethod_ctor);
    vm.kind_types[(int)Kind::GetItemIter] = vm.new_type("iterator", vm.t_object, nullptr);
    method(vm.t_property, "getter", property_getter);
    method(vm.t_property, "setter", property_setter);
    method(vm.t_property, "deleter", property_deleter);

    vm.t_notimpl_type = vm.new_type("NotImplementedType", vm.t_object, nullptr);
    auto* ni = vm.alloc<InstanceObj>(Kind::Instance);
    ni->type = vm.t_notimpl_type;
    ni->dict = nullptr;
    vm.not_implemented = Value::object(ni);
    vm.pinned.push_back(ni);
    dict_set_str(vm, vm.builtins, vm.intern("NotImplemented"), vm.not_implemented);
}

} // namespace kiln
