// The work of the instructions that build dicts, sets and tuples, fill
// lists and dicts from iterables and mappings (`[*a]`, `{**m}`, a call's
// `*args` and `**kwargs`) and make functions: the interpreter runs them,
// and so does the JIT's stack_op helper (jit/helpers.cpp) for a trace that
// leaves them to it.
#include "../lang/bytecode.hpp"
#include "call.hpp"
#include "class.hpp"
#include "dict.hpp"
#include "dunder.hpp"
#include "ops.hpp"
#include "set.hpp"
#include "vm.hpp"

namespace kiln {

Value build_dict(VM& vm, const Value* items, uint32_t n) {
    DictObj* d = vm.new_dict();
    Rooted keep(vm, Value::object(d)); // while keys are hashed (__hash__ may run)
    for (uint32_t i = 0; i < n; i++)
        if (!dict_set(vm, d, items[2 * i], items[2 * i + 1])) return Value::empty();
    return Value::object(d);
}

Value list_to_tuple(VM& vm, Value list) {
    const ListObj* l = as_list(list);
    TupleObj* t = vm.new_tuple(l->size());
    for (size_t i = 0; i < l->size(); i++) t->items[i] = l->item(i);
    return Value::object(t);
}

Value build_set(VM& vm, const Value* items, uint32_t n, bool folded) {
    SetObj* s = new_set(vm, false);
    Rooted keep(vm, Value::object(s)); // while items are hashed
    for (uint32_t i = 0; i < n; i++)
        if (!set_add(vm, s, items[i])) return Value::empty();
    if (!folded) return Value::object(s);
    // CPython's compiler rebuilds the folded frozenset from its own
    // iteration order (merge_consts_recursive), then SET_UPDATE merges it.
    ValueVec keys;
    set_keys(s, keys);
    SetObj* rebuilt = new_set(vm, true);
    Rooted keep_rebuilt(vm, Value::object(rebuilt));
    for (Value k : keys) set_add(vm, rebuilt, k);
    SetObj* merged = new_set(vm, false);
    set_update(vm, merged, Value::object(rebuilt));
    return Value::object(merged);
}

// The items of `v` in *items, with CPython's wording when `v` is not
// iterable at all (`callee`: the call whose `*` argument it is).
static bool starred_items(VM& vm, Value v, const Value* callee, ValueVec& items) {
    if (collect_iterable(vm, v, items)) return true;
    if (vm.exc && vm.exc->type == vm.e_TypeError && !is_iterable_type(vm, v)) {
        vm.exc = nullptr;
        if (callee)
            vm.raisef(vm.e_TypeError, "{} argument after * must be an iterable, not {}", callable_str(vm, *callee),
                      vm.type_name(v));
        else
            vm.raisef(vm.e_TypeError, "Value after * must be an iterable, not {}", vm.type_name(v));
    }
    return false;
}

bool extend_list(VM& vm, Value* dst, Value v) {
    ValueVec items;
    if (!starred_items(vm, v, nullptr, items)) return false;
    auto& out = as_list(*dst)->values();
    out.insert(out.end(), items.begin(), items.end());
    return true;
}

Value call_args_tuple(VM& vm, Value v, const Value* callee) {
    if (v.tag == Tag::Obj && v.o->kind == Kind::Tuple) return v;
    ValueVec items;
    if (!starred_items(vm, v, callee, items)) return Value::empty();
    TupleObj* t = vm.new_tuple(items.size());
    for (size_t i = 0; i < items.size(); i++) t->items[i] = items[i];
    return Value::object(t);
}

// Adds the items of `v`, found by calling `keys_fn` (its keys()) and
// then __getitem__ for each key, to the dict at *dst: `add` stores one.
template <class Add>
static bool merge_by_keys(VM& vm, Value* dst, Value v, Value keys_fn, Value* callee, Add add) {
    Rooted keep_fn(vm, keys_fn);
    Value keys = vm.call(keys_fn, nullptr, 0);
    if (keys.is_empty()) return false;
    Rooted keep_keys(vm, keys);
    Value it = get_iter(vm, keys);
    if (it.is_empty()) {
        if (vm.exc->type == vm.e_TypeError)
            vm.raisef(vm.e_TypeError, "{}.keys() returned a non-iterable (type {})", vm.type_name(v),
                      vm.type_name(keys));
        return false;
    }
    TempList items(vm);
    if (!collect_iterable(vm, it, items.items())) return false;
    for (size_t i = 0; i < items.items().size(); i++) {
        Value key = items.items()[i];
        int64_t hash;
        if (!hash_value(vm, key, &hash)) return false;
        if (callee && is_str(key) && dict_find(vm, as_dict(*dst), key, hash) >= 0)
            return add(key, hash, Value::none()); // the duplicate is reported before __getitem__ runs, as in CPython
        Value value = getitem(vm, v, key);
        if (value.is_empty()) return false;
        Rooted keep(vm, value);
        if (!add(key, hash, value)) return false;
    }
    return true;
}

// Adds the items of `v` (a dict, or any object with keys() and
// __getitem__, as CPython's dict_merge) to the dict at *dst. With `callee`
// (a call's ** argument) keys must be new strings, with CPython's messages.
bool merge_mapping(VM& vm, Value* dst, Value v, Value* callee) {
    auto add = [&](Value key, int64_t hash, Value value) {
        DictObj* d = as_dict(*dst);
        if (callee) {
            if (!is_str(key)) {
                vm.raise(vm.e_TypeError, "keywords must be strings");
                return false;
            }
            if (dict_find(vm, d, key, hash) >= 0) {
                vm.raisef(vm.e_TypeError, "{} got multiple values for keyword argument '{}'", callable_str(vm, *callee),
                          as_str(key)->data);
                return false;
            }
        }
        return dict_set_hashed(vm, d, key, hash, value);
    };
    if (is_dict(v)) {
        DictObj* src = as_dict(v);
        for (size_t i = 0; i < src->entries.size(); i++) {
            DictEntry e = src->entries[i];
            if (dict_entry_live(e) && !add(e.key, e.hash, e.value)) return false;
        }
        return true;
    }
    Value keys_fn = Value::empty();
    if (is_py_instance(vm, v)) {
        keys_fn = getattr(vm, v, vm.intern("keys"));
        if (keys_fn.is_empty()) {
            if (!vm.isinstance(Value::object(vm.exc), vm.e_AttributeError)) return false;
            vm.exc = nullptr;
        }
    }
    if (keys_fn.is_empty()) {
        if (callee)
            vm.raisef(vm.e_TypeError, "{} argument after ** must be a mapping, not {}", callable_str(vm, *callee),
                      vm.type_name(v));
        else
            vm.raisef(vm.e_TypeError, "'{}' object is not a mapping", vm.type_name(v));
        return false;
    }
    return merge_by_keys(vm, dst, v, keys_fn, callee, add);
}

// The (key, value) pairs of an iterable added to d, as CPython's
// PyDict_MergeFromSeq2: each item must be an iterable of two.
static bool merge_pairs(VM& vm, DictObj* d, Value iterable) {
    Value it = get_iter(vm, iterable);
    if (it.is_empty()) return false;
    Rooted keep_it(vm, it);
    TempList pair(vm); // rooted: hashing a key may run a script's __hash__
    for (int64_t i = 0;; i++) {
        Value item = iter_next(vm, it);
        if (item.is_empty()) return vm.exc == nullptr;
        pair.items().clear();
        if (!collect_iterable(vm, item, pair.items())) {
            if (vm.exc->type != vm.e_TypeError) return false;
            vm.exc = nullptr;
            vm.raisef(vm.e_TypeError, "cannot convert dictionary update sequence element #{} to a sequence", i);
            return false;
        }
        if (pair.items().size() != 2) {
            vm.raisef(vm.e_ValueError, "dictionary update sequence element #{} has length {}; 2 is required", i,
                      pair.items().size());
            return false;
        }
        if (!dict_set(vm, d, pair.items()[0], pair.items()[1])) return false;
    }
}

bool update_dict(VM& vm, DictObj* d, Value arg) {
    if (is_dict(arg)) {
        DictObj* src = as_dict(arg);
        if (src == d) return true;
        for (size_t i = 0; i < src->entries.size(); i++) {
            DictEntry e = src->entries[i];
            if (dict_entry_live(e) && !dict_set_hashed(vm, d, e.key, e.hash, e.value)) return false;
        }
        return true;
    }
    if (is_py_instance(vm, arg)) {
        Value keys_fn = getattr(vm, arg, vm.intern("keys"));
        if (!keys_fn.is_empty()) {
            Value dst = Value::object(d);
            return merge_by_keys(vm, &dst, arg, keys_fn, nullptr, [&](Value key, int64_t hash, Value value) {
                return dict_set_hashed(vm, d, key, hash, value);
            });
        }
        if (!vm.isinstance(Value::object(vm.exc), vm.e_AttributeError)) return false;
        vm.exc = nullptr;
    }
    return merge_pairs(vm, d, arg);
}

Value make_function(VM& vm, CodeObj* code, DictObj* globals, uint32_t flags, Value*& sp) {
    auto* fn = vm.alloc<FunctionObj>(Kind::Function);
    fn->code = code;
    fn->globals = globals;
    fn->name = code->name;
    fn->closure = (flags & kFnClosure) ? as_tuple(*--sp) : nullptr;
    fn->annotations = (flags & kFnAnnotations) ? as_dict(*--sp) : nullptr;
    fn->kwdefaults = (flags & kFnKwDefaults) ? as_dict(*--sp) : nullptr;
    fn->defaults = (flags & kFnDefaults) ? as_tuple(*--sp) : nullptr;
    return Value::object(fn);
}

} // namespace kiln
