// types.GenericAlias and types.UnionType (vm/type_hints.hpp), after
// CPython 3.11's Objects/genericaliasobject.c and Objects/unionobject.c.
#include "type_hints.hpp"

#include "../lang/bytecode.hpp"
#include "class.hpp"
#include "cpython_names.hpp"
#include "dunder.hpp"
#include "ops.hpp"
#include "set.hpp"

namespace kiln {

namespace {

bool is_alias(Value v) { return is_kind(v, Kind::GenericAlias); }
bool is_union(Value v) { return is_kind(v, Kind::Union); }
bool is_type(Value v) { return is_kind(v, Kind::Type); }

Value make_alias(VM& vm, Value origin, Value key) {
    TupleObj* args;
    if (is_tuple(key)) {
        args = as_tuple(key);
    } else {
        args = vm.new_tuple(1);
        args->items[0] = key;
    }
    auto* g = vm.alloc<GenericAliasObj>(Kind::GenericAlias);
    g->origin = origin;
    g->args = args;
    return Value::object(g);
}

// getattr that tells a missing attribute (false, nothing raised) from an
// error (false, exception pending): CPython's _PyObject_LookupAttr.
bool lookup_attr(VM& vm, Value obj, const char* name, Value* out) {
    *out = getattr(vm, obj, vm.intern(name));
    if (!out->is_empty()) return true;
    if (vm.isinstance(Value::object(vm.exc), vm.e_AttributeError)) vm.exc = nullptr;
    return false;
}

// One item of an alias's or a union's repr (CPython's ga_repr_item and
// union_repr_item): a class as its qualified name (no module for
// builtins), `...` for Ellipsis in an alias, NoneType as None in a union,
// anything with __origin__ and __args__ or without __qualname__ and
// __module__ by its repr. The lookups run Python code only for classes and
// instances defined in the script; the other kinds are decided here.
bool repr_item(VM& vm, Value p, std::string& out, bool in_union) {
    if (in_union && p.tag == Tag::Obj && p.o == vm.t_none) {
        out += "None";
        return true;
    }
    if (!in_union && p.tag == Tag::Obj && p.o == vm.ellipsis.o) {
        out += "...";
        return true;
    }
    const bool probe = is_py_instance(vm, p) || is_kind(p, Kind::HostObject) ||
                       (is_type(p) && static_cast<TypeObj*>(p.o)->is_class);
    if (probe) {
        Value origin, args, qualname, module;
        if (lookup_attr(vm, p, "__origin__", &origin)) {
            if (lookup_attr(vm, p, "__args__", &args)) return repr_into(vm, p, out);
            if (vm.exc) return false;
        }
        if (vm.exc) return false;
        if (!lookup_attr(vm, p, "__qualname__", &qualname)) return vm.exc ? false : repr_into(vm, p, out);
        Rooted keep(vm, qualname);
        if (!lookup_attr(vm, p, "__module__", &module) || module.is_none())
            return vm.exc ? false : repr_into(vm, p, out);
        if (!(is_str(module) && as_str(module)->view() == "builtins")) {
            if (!str_into(vm, module, out)) return false;
            out += '.';
        }
        return str_into(vm, qualname, out);
    }
    if (is_type(p)) {
        out += class_repr_name(vm, static_cast<TypeObj*>(p.o));
        return true;
    }
    if (is_kind(p, Kind::BoundMethod) && is_kind(static_cast<BoundMethodObj*>(p.o)->func, Kind::Function))
        p = static_cast<BoundMethodObj*>(p.o)->func; // a method forwards both names to its function
    if (is_kind(p, Kind::Function)) {
        auto* f = static_cast<FunctionObj*>(p.o);
        Value m = f->globals ? dict_get_str(f->globals, vm.intern("__name__")) : Value::empty();
        if (m.is_empty() || m.is_none()) return repr_into(vm, p, out);
        if (!(is_str(m) && as_str(m)->view() == "builtins")) {
            if (!str_into(vm, m, out)) return false;
            out += '.';
        }
        out += f->code->proto->qualname;
        return true;
    }
    if (is_kind(p, Kind::Native) && !static_cast<NativeObj*>(p.o)->owner) {
        // A builtin function prints by its name; a module's would need its
        // module's name, which kiln's natives do not keep.
        auto* n = static_cast<NativeObj*>(p.o);
        Value b = dict_get_str(vm.builtins, vm.intern(n->name));
        if (b.tag == Tag::Obj && b.o == p.o) {
            out += n->name;
            return true;
        }
        vm.raise(vm.e_NotImplementedError,
                 "a module's builtin function in the repr of a GenericAlias or a union is not supported by kiln yet");
        return false;
    }
    if (is_kind(p, Kind::HostFunction) || is_kind(p, Kind::StaticMethod) || is_kind(p, Kind::ClassMethod)) {
        vm.raisef(vm.e_NotImplementedError,
                  "a {} in the repr of a GenericAlias or a union is not supported by kiln yet", vm.type_name(p));
        return false;
    }
    return repr_into(vm, p, out);
}

// A union's members, `v`'s own when it is a union (None is NoneType).
void add_members(VM& vm, Value v, std::vector<Value>& out) {
    if (is_union(v)) {
        TupleObj* args = static_cast<UnionObj*>(v.o)->args;
        out.insert(out.end(), args->items, args->items + args->size);
    } else {
        out.push_back(v.is_none() ? Value::object(vm.t_none) : v);
    }
}

} // namespace

Value generic_alias_ctor(VM& vm, Value*, int, KwArgs) {
    return vm.raise(vm.e_NotImplementedError, "calling types.GenericAlias is not supported by kiln yet");
}

Value subscript_type(VM& vm, TypeObj* t, Value key) {
    // The builtin types kiln has whose CPython counterparts define __class_getitem__.
    const TypeObj* generic[] = {vm.t_list,  vm.t_dict,  vm.t_tuple, vm.kind_types[(int)Kind::Set],
                                vm.kind_types[(int)Kind::FrozenSet], vm.kind_types[(int)Kind::Enumerate],
                                vm.t_type};
    for (const TypeObj* g : generic)
        if (g == t) return make_alias(vm, Value::object(t), key);
    if (!t->is_class && t->name->view() == "itertools.chain") return make_alias(vm, Value::object(t), key);
    // collections' types, and a namedtuple class (tuple's __class_getitem__).
    if (t->namedtuple || (vm.t_deque && t == vm.t_deque) || (!t->is_class && t->base == vm.t_dict && t != vm.t_dict))
        return make_alias(vm, Value::object(t), key);
    if (t->is_class && t->module && t->module->view() == "re" &&
        (t->name->view() == "Pattern" || t->name->view() == "Match"))
        return vm.raisef(vm.e_NotImplementedError, "subscripting re.{} is not supported by kiln yet", t->name->data);
    return vm.raisef(vm.e_TypeError, "type '{}' is not subscriptable", t->name->data);
}

Value union_or(VM& vm, Value a, Value b) {
    // None has no __or__: one side must be a type, an alias or a union.
    auto unionable = [&](Value v) { return v.is_none() || is_type(v) || is_alias(v) || is_union(v); };
    if (!unionable(a) || !unionable(b) || (a.is_none() && b.is_none())) return Value::empty();
    std::vector<Value> all, kept;
    add_members(vm, a, all);
    add_members(vm, b, all);
    // Duplicates go: aliases that compare equal, anything else by identity.
    for (Value v : all) {
        bool dup = false;
        for (Value k : kept) {
            if (is_alias(v) && is_alias(k)) {
                int e = equals(vm, v, k);
                if (e < 0) return Value::empty();
                dup = e == 1;
            } else {
                dup = same_value(v, k);
            }
            if (dup) break;
        }
        if (!dup) kept.push_back(v);
    }
    if (kept.size() == 1) return kept[0];
    TupleObj* args = vm.new_tuple(kept.size());
    for (size_t i = 0; i < kept.size(); i++) args->items[i] = kept[i];
    Rooted keep(vm, Value::object(args));
    auto* u = vm.alloc<UnionObj>(Kind::Union);
    u->args = args;
    return Value::object(u);
}

bool type_hint_repr(VM& vm, Value v, std::string& out) {
    DepthGuard guard(vm, " while getting the repr of an object");
    if (!guard.ok) return false;
    if (is_union(v)) {
        TupleObj* args = static_cast<UnionObj*>(v.o)->args;
        for (size_t i = 0; i < args->size; i++) {
            if (i) out += " | ";
            if (!repr_item(vm, args->items[i], out, true)) return false;
        }
        return true;
    }
    auto* g = static_cast<GenericAliasObj*>(v.o);
    if (!repr_item(vm, g->origin, out, false)) return false;
    out += '[';
    for (size_t i = 0; i < g->args->size; i++) {
        if (i) out += ", ";
        if (!repr_item(vm, g->args->items[i], out, false)) return false;
    }
    if (g->args->size == 0) out += "()"; // tuple[()]
    out += ']';
    return true;
}

int type_hint_equals(VM& vm, Value a, Value b) {
    if (is_alias(a)) {
        auto *x = static_cast<GenericAliasObj*>(a.o), *y = static_cast<GenericAliasObj*>(b.o);
        int e = equals(vm, x->origin, y->origin);
        if (e != 1) return e;
        return equals(vm, Value::object(x->args), Value::object(y->args));
    }
    // Unions are equal when their members are, in any order (CPython
    // compares frozensets of them); members are already free of duplicates.
    TupleObj *x = static_cast<UnionObj*>(a.o)->args, *y = static_cast<UnionObj*>(b.o)->args;
    if (x->size != y->size) return 0;
    for (size_t i = 0; i < x->size; i++) {
        bool found = false;
        for (size_t j = 0; j < y->size && !found; j++) {
            int e = equals(vm, x->items[i], y->items[j]);
            if (e < 0) return -1;
            found = e == 1;
        }
        if (!found) return 0;
    }
    return 1;
}

bool type_hint_hash(VM& vm, Value v, int64_t* out) {
    if (is_alias(v)) {
        auto* g = static_cast<GenericAliasObj*>(v.o);
        int64_t h0, h1;
        if (!hash_value(vm, g->origin, &h0) || !hash_value(vm, Value::object(g->args), &h1)) return false;
        *out = h0 ^ h1;
    } else {
        // hash(frozenset(args)), as CPython: independent of the order.
        TupleObj* args = static_cast<UnionObj*>(v.o)->args;
        SetObj* set = new_set(vm, true);
        Rooted keep(vm, Value::object(set));
        for (size_t i = 0; i < args->size; i++)
            if (!set_add(vm, set, args->items[i])) return false;
        *out = frozenset_hash(set);
    }
    if (*out == -1) *out = -2;
    return true;
}

namespace {

// Whether CPython's __parameters__ (the type variables among the
// arguments) could be anything but (): only objects defined in the script
// or the host could be type-variable-like; kiln has no TypeVar.
bool may_have_parameters(VM& vm, TupleObj* args) {
    for (size_t i = 0; i < args->size; i++) {
        Value a = args->items[i];
        if (is_py_instance(vm, a) || is_kind(a, Kind::HostObject)) return true;
        if (is_alias(a) && may_have_parameters(vm, static_cast<GenericAliasObj*>(a.o)->args)) return true;
        if (is_union(a) && may_have_parameters(vm, static_cast<UnionObj*>(a.o)->args)) return true;
    }
    return false;
}

} // namespace

Value type_hint_getattr(VM& vm, Value v, StrObj* name) {
    std::string_view n = name->view();
    if (n == "__args__")
        return Value::object(is_alias(v) ? static_cast<GenericAliasObj*>(v.o)->args : static_cast<UnionObj*>(v.o)->args);
    if (n == "__origin__" && is_alias(v)) return static_cast<GenericAliasObj*>(v.o)->origin;
    if (n == "__class__") return Value::object(vm.type_of(v));
    TupleObj* args = is_alias(v) ? static_cast<GenericAliasObj*>(v.o)->args : static_cast<UnionObj*>(v.o)->args;
    if (n == "__parameters__" && !may_have_parameters(vm, args)) return Value::object(vm.new_tuple(0));
    return vm.raisef(vm.e_NotImplementedError, "{}.{} is not supported by kiln yet", vm.type_name(v), n);
}

int type_hint_isinstance(VM& vm, Value inst, Value cls) {
    if (is_union(cls)) cls = Value::object(static_cast<UnionObj*>(cls.o)->args);
    if (is_tuple(cls)) {
        TupleObj* t = as_tuple(cls);
        for (size_t i = 0; i < t->size; i++) {
            int r = type_hint_isinstance(vm, inst, t->items[i]);
            if (r != 0) return r;
        }
        return 0;
    }
    if (is_alias(cls)) {
        vm.raise(vm.e_TypeError, "isinstance() argument 2 cannot be a parameterized generic");
        return -1;
    }
    if (!is_type(cls)) {
        vm.raise(vm.e_TypeError, "isinstance() arg 2 must be a type, a tuple of types, or a union");
        return -1;
    }
    return vm.isinstance(inst, static_cast<TypeObj*>(cls.o));
}

int type_hint_issubclass(VM& vm, Value derived, Value cls) {
    if (is_union(cls)) cls = Value::object(static_cast<UnionObj*>(cls.o)->args);
    if (is_tuple(cls)) {
        TupleObj* t = as_tuple(cls);
        for (size_t i = 0; i < t->size; i++) {
            int r = type_hint_issubclass(vm, derived, t->items[i]);
            if (r != 0) return r;
        }
        return 0;
    }
    if (is_alias(cls)) {
        vm.raise(vm.e_TypeError, "issubclass() argument 2 cannot be a parameterized generic");
        return -1;
    }
    if (!is_type(derived)) {
        vm.raise(vm.e_TypeError, "issubclass() arg 1 must be a class");
        return -1;
    }
    if (!is_type(cls)) {
        vm.raise(vm.e_TypeError, "issubclass() arg 2 must be a class, a tuple of classes, or a union");
        return -1;
    }
    return vm.is_subtype(static_cast<TypeObj*>(derived.o), static_cast<TypeObj*>(cls.o));
}

} // namespace kiln
