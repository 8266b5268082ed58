// set and frozenset: constructors and methods, as CPython 3.11 has them.
#include "../vm/dict.hpp"
#include "../vm/set.hpp"
#include "args.hpp"
#include "stdlib.hpp"

namespace kiln {

namespace {

bool self_ok(VM& vm, Value* args, int nargs, const char* name, bool mutating) {
    if (nargs < 1 || !is_anyset(args[0]) || (mutating && args[0].o->kind != Kind::Set)) {
        vm.raisef(vm.e_TypeError, "descriptor '{}' requires a 'set' object", name);
        return false;
    }
    return true;
}

bool nargs_is(VM& vm, const char* cls, const char* name, int nargs, int n) {
    if (nargs - 1 == n) return true;
    if (n == 0) vm.raisef(vm.e_TypeError, "{}.{}() takes no arguments ({} given)", cls, name, nargs - 1);
    else vm.raisef(vm.e_TypeError, "{}.{}() takes exactly one argument ({} given)", cls, name, nargs - 1);
    return false;
}

const char* cls_of(Value v) { return v.o->kind == Kind::Set ? "set" : "frozenset"; }

#define SELF(name, mut, n)                                                        \
    if (!self_ok(vm, args, nargs, name, mut)) return Value::empty();             \
    if (!nargs_is(vm, cls_of(args[0]), name, nargs, n)) return Value::empty();   \
    SetObj* s = as_set(args[0]);                                                  \
    (void)s;

Value m_add(VM& vm, Value* args, int nargs, KwArgs) {
    SELF("add", true, 1);
    if (!set_add(vm, s, args[1])) return Value::empty();
    return Value::none();
}
Value m_remove(VM& vm, Value* args, int nargs, KwArgs) {
    SELF("remove", true, 1);
    int r = set_discard(vm, s, args[1]);
    if (r < 0) return Value::empty();
    if (r == 0) {
        TupleObj* t = vm.new_tuple(1);
        t->items[0] = args[1];
        return vm.raise_value(vm.new_exception(vm.e_KeyError, t));
    }
    return Value::none();
}
Value m_discard(VM& vm, Value* args, int nargs, KwArgs) {
    SELF("discard", true, 1);
    if (set_discard(vm, s, args[1]) < 0) return Value::empty();
    return Value::none();
}
Value m_pop(VM& vm, Value* args, int nargs, KwArgs) {
    SELF("pop", true, 0);
    if (s->used == 0) return vm.raise(vm.e_KeyError, "pop from an empty set");
    size_t mask = s->table.size() - 1;
    size_t i = s->finger & mask;
    while (s->table[i].key.is_empty()) {
        i++;
        if (i > mask) i = 0;
    }
    Value key = s->table[i].key;
    s->table[i] = {-1, Value::empty()};
    s->used--;
    s->finger = i + 1;
    return key;
}
Value m_clear(VM& vm, Value* args, int nargs, KwArgs) {
    SELF("clear", true, 0);
    s->table.assign(8, SetEntry{0, Value::empty()});
    s->fill = s->used = 0;
    return Value::none();
}
Value m_copy(VM& vm, Value* args, int nargs, KwArgs) {
    SELF("copy", false, 0);
    if (s->kind == Kind::FrozenSet) return args[0];
    return set_union(vm, s, Value::object(new_set(vm, false)), false);
}
Value m_len(VM& vm, Value* args, int nargs, KwArgs) {
    SELF("__len__", false, 0);
    return Value::integer((int64_t)s->used);
}

// Methods taking any number of iterables.
template <int Which>
Value m_multi(VM& vm, Value* args, int nargs, KwArgs) {
    static const char* names[] = {"union", "intersection", "difference", "update", "intersection_update",
                                  "difference_update"};
    bool mut = Which >= 3;
    if (!self_ok(vm, args, nargs, names[Which], mut)) return Value::empty();
    Value cur = args[0];
    bool frozen = cur.o->kind == Kind::FrozenSet;
    Rooted keep(vm, cur);
    if (Which == 0 || Which == 1 || Which == 2) {
        if (nargs == 1) return set_union(vm, as_set(cur), Value::object(new_set(vm, frozen)), frozen);
        for (int i = 1; i < nargs; i++) {
            Value r = Which == 0   ? set_union(vm, as_set(cur), args[i], frozen)
                      : Which == 1 ? set_intersection(vm, as_set(cur), args[i], frozen)
                                   : set_difference(vm, as_set(cur), args[i], frozen);
            if (r.is_empty()) return r;
            cur = r;
            keep.set(cur);
        }
        return cur;
    }
    SetObj* s = as_set(args[0]);
    for (int i = 1; i < nargs; i++) {
        if (Which == 3) {
            if (!set_update(vm, s, args[i])) return Value::empty();
        } else if (Which == 4) {
            Value r = set_intersection(vm, s, args[i], false);
            if (r.is_empty()) return r;
            std::swap(s->table, as_set(r)->table);
            std::swap(s->fill, as_set(r)->fill);
            std::swap(s->used, as_set(r)->used);
        } else {
            if (!set_difference_update(vm, s, args[i])) return Value::empty();
        }
    }
    return Value::none();
}

Value m_symdiff(VM& vm, Value* args, int nargs, KwArgs) {
    SELF("symmetric_difference", false, 1);
    return set_symmetric_difference(vm, s, args[1], s->kind == Kind::FrozenSet);
}
Value m_symdiff_update(VM& vm, Value* args, int nargs, KwArgs) {
    SELF("symmetric_difference_update", true, 1);
    if (!set_symmetric_difference_update(vm, s, args[1])) return Value::empty();
    return Value::none();
}

// issubset / issuperset / isdisjoint accept any iterable.
template <int Which>
Value m_test(VM& vm, Value* args, int nargs, KwArgs) {
    static const char* names[] = {"issubset", "issuperset", "isdisjoint"};
    SELF(names[Which], false, 1);
    Value other = args[1];
    Rooted keep(vm, other);
    if (!is_anyset(other)) {
        SetObj* tmp = new_set(vm, false);
        keep.set(Value::object(tmp));
        if (!set_update(vm, tmp, other)) return Value::empty();
        other = Value::object(tmp);
    }
    if (Which == 0) return set_compare(vm, CmpOp::Le, args[0], other);
    if (Which == 1) return set_compare(vm, CmpOp::Ge, args[0], other);
    Value inter = set_intersection(vm, s, other, false);
    if (inter.is_empty()) return inter;
    return Value::boolean(as_set(inter)->used == 0);
}

Value set_ctor(VM& vm, Value* args, int nargs, KwArgs kw, bool frozen) {
    const char* name = frozen ? "frozenset" : "set";
    if (kw.n) return vm.raisef(vm.e_TypeError, "{}() takes no keyword arguments", name);
    if (nargs - 1 > 1) return vm.raisef(vm.e_TypeError, "{} expected at most 1 argument, got {}", name, nargs - 1);
    if (frozen && nargs == 2 && is_kind(args[1], Kind::FrozenSet)) return args[1];
    SetObj* s = new_set(vm, frozen);
    Rooted keep(vm, Value::object(s));
    if (nargs == 2 && !set_update(vm, s, args[1])) return Value::empty();
    return Value::object(s);
}
Value t_set_ctor(VM& vm, Value* args, int nargs, KwArgs kw) { return set_ctor(vm, args, nargs, kw, false); }
Value t_frozenset_ctor(VM& vm, Value* args, int nargs, KwArgs kw) { return set_ctor(vm, args, nargs, kw, true); }

struct MethodDef {
    const char* name;
    NativeFn fn;
    bool mutating;
};

const MethodDef kMethods[] = {
    {"add", m_add, true},
    {"remove", m_remove, true},
    {"discard", m_discard, true},
    {"pop", m_pop, true},
    {"clear", m_clear, true},
    {"update", m_multi<3>, true},
    {"intersection_update", m_multi<4>, true},
    {"difference_update", m_multi<5>, true},
    {"symmetric_difference_update", m_symdiff_update, true},
    {"copy", m_copy, false},
    {"union", m_multi<0>, false},
    {"intersection", m_multi<1>, false},
    {"difference", m_multi<2>, false},
    {"symmetric_difference", m_symdiff, false},
    {"issubset", m_test<0>, false},
    {"issuperset", m_test<1>, false},
    {"isdisjoint", m_test<2>, false},
    {"__len__", m_len, false},
};

} // namespace

void install_set_methods(VM& vm) {
    TypeObj* set_t = vm.kind_types[(int)Kind::Set];
    TypeObj* fs_t = vm.kind_types[(int)Kind::FrozenSet];
    set_t->ctor = t_set_ctor;
    fs_t->ctor = t_frozenset_ctor;
    for (const MethodDef& m : kMethods) {
        dict_set_str(vm, set_t->dict, vm.intern(m.name), Value::object(vm.new_native(m.name, m.fn, false, set_t)));
        if (!m.mutating)
            dict_set_str(vm, fs_t->dict, vm.intern(m.name), Value::object(vm.new_native(m.name, m.fn, false, fs_t)));
    }
    dict_set_str(vm, vm.builtins, set_t->name, Value::object(set_t));
    dict_set_str(vm, vm.builtins, fs_t->name, Value::object(fs_t));
}

} // namespace kiln
