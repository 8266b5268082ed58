// The methods of dict and of its views, as CPython 3.11 has them (results
// and error messages).
#include <string>
#include <vector>

#include "../vm/dict.hpp"
#include "../vm/dict_views.hpp"
#include "../vm/ops.hpp"
#include "stdlib.hpp"

namespace kiln {

namespace {

// ====================================================================== arguments

enum class Args {
    None,     // METH_NOARGS:  "dict.keys() takes no arguments (1 given)"
    Clinic,   // positional-only: "get expected at least 1 argument, got 0"
    Keywords, // **kwargs accepted (update)
};

// Checks self and the argument count. `nargs` counts self.
bool begin(VM& vm, const Value* args, int nargs, KwArgs kw, const char* name, Args style, int min = 0,
           int max = 0) {
    if (nargs < 1) {
        vm.raisef(vm.e_TypeError, "unbound method dict.{}() needs an argument", name);
        return false;
    }
    if (!is_dict(args[0])) {
        vm.raisef(vm.e_TypeError, "descriptor '{}' for 'dict' objects doesn't apply to a '{}' object", name,
                  vm.type_name(args[0]));
        return false;
    }
    if (kw.n && style != Args::Keywords) {
        vm.raisef(vm.e_TypeError, "dict.{}() takes no keyword arguments", name);
        return false;
    }
    int n = nargs - 1;
    if (style == Args::None && n != 0) {
        vm.raisef(vm.e_TypeError, "dict.{}() takes no arguments ({} given)", name, n);
        return false;
    }
    if (style != Args::None && (n < min || n > max)) {
        int lim = n < min ? min : max;
        vm.raisef(vm.e_TypeError, "{} expected {}{} argument{}, got {}", name,
                  min == max ? "" : n < min ? "at least " : "at most ", lim, lim == 1 ? "" : "s", n);
        return false;
    }
    return true;
}

DictObj* self_dict(const Value* args) { return as_dict(args[0]); }

Value key_error(VM& vm, Value key) {
    TupleObj* args = vm.new_tuple(1);
    args->items[0] = key;
    return vm.raise_value(vm.new_exception(vm.e_KeyError, args));
}

// Re-inserts the live entries of d into a fresh table (same order).
void compact(VM& vm, DictObj* d) {
    HeapVec<DictEntry> live;
    live.reserve(d->used);
    for (auto& e : d->entries)
        if (dict_entry_live(e)) live.push_back(e);
    dict_clear(d);
    for (auto& e : live) dict_set_hashed(vm, d, e.key, e.hash, e.value);
}

// Adds every entry of `from` to d.
bool merge_dict(VM& vm, DictObj* d, DictObj* from) {
    if (d == from) return true;
    for (size_t i = 0; i < from->entries.size(); i++) {
        DictEntry e = from->entries[i];
        if (!dict_entry_live(e)) continue;
        if (!dict_set_hashed(vm, d, e.key, e.hash, e.value)) return false;
    }
    return true;
}

Value make_view(VM& vm, DictObj* d, DictPart part) {
    auto* v = vm.alloc<DictViewObj>(Kind::DictView);
    v->dict = d;
    v->part = part;
    return Value::object(v);
}

// ====================================================================== methods

Value dict_get_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!begin(vm, args, nargs, kw, "get", Args::Clinic, 1, 2)) return Value::empty();
    Value v = dict_get(vm, self_dict(args), args[1]);
    if (!v.is_empty()) return v;
    if (vm.exc) return Value::empty();
    return nargs > 2 ? args[2] : Value::none();
}

Value dict_keys_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!begin(vm, args, nargs, kw, "keys", Args::None)) return Value::empty();
    return make_view(vm, self_dict(args), DictPart::Keys);
}

Value dict_values_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!begin(vm, args, nargs, kw, "values", Args::None)) return Value::empty();
    return make_view(vm, self_dict(args), DictPart::Values);
}

Value dict_items_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!begin(vm, args, nargs, kw, "items", Args::None)) return Value::empty();
    return make_view(vm, self_dict(args), DictPart::Items);
}

Value dict_pop_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!begin(vm, args, nargs, kw, "pop", Args::Clinic, 1, 2)) return Value::empty();
    DictObj* d = self_dict(args);
    Value key = args[1];
    // An empty dict answers without hashing the key, as CPython's does.
    if (d->used == 0) return nargs > 2 ? args[2] : key_error(vm, key);
    Value out;
    int r = dict_del(vm, d, key, &out);
    if (r < 0) return Value::empty();
    if (r == 0) return nargs > 2 ? args[2] : key_error(vm, key);
    return out;
}

Value dict_popitem_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!begin(vm, args, nargs, kw, "popitem", Args::None)) return Value::empty();
    DictObj* d = self_dict(args);
    if (d->used == 0) return vm.raise(vm.e_KeyError, "popitem(): dictionary is empty");
    size_t i = d->entries.size();
    while (i > 0 && !dict_entry_live(d->entries[i - 1])) i--;
    DictEntry e = d->entries[i - 1];
    Value result = vm.tuple({e.key, e.value});
    if (dict_del(vm, d, e.key) < 0) return Value::empty();
    // Deleted entries stay in place until the table is rebuilt; rebuild when
    // they dominate, so that popping everything stays linear.
    if (d->used == 0) dict_clear(d);
    else if (d->entries.size() - d->used > d->used + 16) compact(vm, d);
    return result;
}

Value dict_setdefault_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!begin(vm, args, nargs, kw, "setdefault", Args::Clinic, 1, 2)) return Value::empty();
    DictObj* d = self_dict(args);
    Value key = args[1];
    Value dflt = nargs > 2 ? args[2] : Value::none();
    int64_t h = 0;
    if (!hash_value(vm, key, &h)) return Value::empty();
    int64_t ix = dict_find(vm, d, key, h);
    if (ix == -2) return Value::empty();
    if (ix >= 0) return d->entries[ix].value;
    if (!dict_set_hashed(vm, d, key, h, dflt)) return Value::empty();
    return dflt;
}

Value dict_update_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!begin(vm, args, nargs, kw, "update", Args::Keywords, 0, 1)) return Value::empty();
    DictObj* d = self_dict(args);
    if (nargs > 1) {
        if (!update_dict(vm, d, args[1])) return Value::empty();
    }
    for (int i = 0; i < kw.n; i++)
        if (!dict_set(vm, d, kw.names[i], kw.values[i])) return Value::empty();
    return Value::none();
}

Value dict_copy_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!begin(vm, args, nargs, kw, "copy", Args::None)) return Value::empty();
    DictObj* r = vm.new_dict();
    merge_dict(vm, r, self_dict(args));
    return Value::object(r);
}

Value dict_clear_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!begin(vm, args, nargs, kw, "clear", Args::None)) return Value::empty();
    dict_clear(self_dict(args));
    return Value::none();
}

// dict.fromkeys(iterable, value=None). It is stored in dict's type dict as a
// method bound to the type itself (a BoundMethodObj whose self is `dict`),
// which getattr returns as it is both for `dict.fromkeys` and for
// `{}.fromkeys`: so args[0] is always the type, like a classmethod's cls.
Value dict_fromkeys_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (kw.n) return vm.raise(vm.e_TypeError, "dict.fromkeys() takes no keyword arguments");
    int n = nargs - 1;
    if (n < 1) return vm.raisef(vm.e_TypeError, "fromkeys expected at least 1 argument, got {}", n);
    if (n > 2) return vm.raisef(vm.e_TypeError, "fromkeys expected at most 2 arguments, got {}", n);
    Value value = n > 1 ? args[2] : Value::none();
    DictObj* d = vm.new_dict();
    Value src = args[1];
    if (is_dict(src)) {
        for (auto& e : as_dict(src)->entries)
            if (dict_entry_live(e)) dict_set_hashed(vm, d, e.key, e.hash, value);
        return Value::object(d);
    }
    Rooted d_root(vm, Value::object(d));
    Value it = get_iter(vm, src);
    if (it.is_empty()) return Value::empty();
    Rooted it_root(vm, it);
    while (true) {
        Value k = iter_next(vm, it);
        if (k.is_empty()) return vm.exc ? Value::empty() : Value::object(d);
        if (!dict_set(vm, d, k, value)) return Value::empty();
    }
}

// ====================================================================== views

// dict_keys.isdisjoint and dict_items.isdisjoint (CPython's METH_O messages).
Value view_isdisjoint(VM& vm, Value* args, int nargs, KwArgs kw, DictPart part) {
    const char* cls = part == DictPart::Keys ? "dict_keys" : "dict_items";
    if (nargs < 1) return vm.raisef(vm.e_TypeError, "unbound method {}.isdisjoint() needs an argument", cls);
    if (!is_kind(args[0], Kind::DictView) || static_cast<DictViewObj*>(args[0].o)->part != part)
        return vm.raisef(vm.e_TypeError, "descriptor 'isdisjoint' for '{}' objects doesn't apply to a '{}' object",
                         cls, vm.type_name(args[0]));
    if (kw.n) return vm.raisef(vm.e_TypeError, "{}.isdisjoint() takes no keyword arguments", cls);
    if (nargs != 2)
        return vm.raisef(vm.e_TypeError, "{}.isdisjoint() takes exactly one argument ({} given)", cls, nargs - 1);
    int r = dictview_isdisjoint(vm, args[0], args[1]);
    if (r < 0) return Value::empty();
    return Value::boolean(r);
}

Value keys_isdisjoint_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    return view_isdisjoint(vm, args, nargs, kw, DictPart::Keys);
}

Value items_isdisjoint_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    return view_isdisjoint(vm, args, nargs, kw, DictPart::Items);
}

// ====================================================================== registration

struct MethodDef {
    const char* name;
    NativeFn fn;
    bool takes_kw;
};

// Every method takes keywords as far as the VM is concerned: each checks
// them itself, so that the message names the type ("dict.get() takes no
// keyword arguments") as CPython's does.
const MethodDef kMethods[] = {
    {"get", dict_get_m, true},         {"keys", dict_keys_m, true},     {"values", dict_values_m, true},
    {"items", dict_items_m, true},     {"pop", dict_pop_m, true},       {"popitem", dict_popitem_m, true},
    {"setdefault", dict_setdefault_m, true}, {"update", dict_update_m, true}, {"copy", dict_copy_m, true},
    {"clear", dict_clear_m, true},
};

} // namespace

void install_dict_methods(VM& vm) {
    for (const MethodDef& m : kMethods)
        dict_set_str(vm, vm.t_dict->dict, vm.intern(m.name),
                     Value::object(vm.new_native(m.name, m.fn, m.takes_kw, vm.t_dict)));
    // fromkeys: bound to the type, so that both dict.fromkeys(...) and
    // d.fromkeys(...) receive `dict` as their first argument.
    NativeObj* fromkeys = vm.new_native("fromkeys", dict_fromkeys_m, true, vm.t_dict);
    dict_set_str(vm, vm.t_dict->dict, vm.intern("fromkeys"),
                 vm.bound_method(Value::object(vm.t_dict), Value::object(fromkeys)));
    dict_set_str(vm, vm.t_dict_keys->dict, vm.intern("isdisjoint"),
                 Value::object(vm.new_native("isdisjoint", keys_isdisjoint_m, true, vm.t_dict_keys)));
    dict_set_str(vm, vm.t_dict_items->dict, vm.intern("isdisjoint"),
                 Value::object(vm.new_native("isdisjoint", items_isdisjoint_m, true, vm.t_dict_items)));
}

} // namespace kiln
