// Set operations and comparisons of dict keys and items views. Each follows
// CPython 3.11's dictobject.c step by step: the result is a plain set, and
// which operand is iterated and which is probed decides the order a set of
// ints prints in and which error comes first.
#include "dict_views.hpp"

#include "dict.hpp"
#include "set.hpp"

namespace kiln {

namespace {

DictViewObj* as_view(Value v) { return static_cast<DictViewObj*>(v.o); }

// len() of a set or a view.
size_t setlike_len(Value v) { return is_anyset(v) ? as_set(v)->used : as_view(v)->dict->used; }

// CPython's dictviews_to_set: a new set of x's items (x is any iterable
// when the view is the right operand). A keys view takes its dict's
// presized path, as set(d) does.
Value to_set(VM& vm, Value x) {
    SetObj* s = new_set(vm, false);
    Rooted keep(vm, Value::object(s));
    Value src = is_kind(x, Kind::DictView) && as_view(x)->part == DictPart::Keys ? Value::object(as_view(x)->dict) : x;
    if (!set_update(vm, s, src)) return Value::empty();
    return Value::object(s);
}

// CPython's _PyDictView_Intersect: the smaller side is iterated and probed
// in the other.
Value intersect(VM& vm, Value self, Value other) {
    if (!is_set_view(self)) std::swap(self, other); // `x & view`
    size_t len_self = setlike_len(self);
    if (is_kind(other, Kind::Set) && len_self <= as_set(other)->used)
        return set_intersection(vm, as_set(other), self, false);
    if (is_set_view(other) && setlike_len(other) > len_self) std::swap(self, other);
    SetObj* result = new_set(vm, false);
    Rooted keep(vm, Value::object(result));
    Value it = get_iter(vm, other);
    if (it.is_empty()) return Value::empty();
    Rooted keep_it(vm, it);
    while (true) {
        Value item = iter_next(vm, it);
        if (item.is_empty()) return vm.exc ? Value::empty() : Value::object(result);
        Rooted keep_item(vm, item);
        int c = contains(vm, self, item);
        if (c < 0 || (c && !set_add(vm, result, item))) return Value::empty();
    }
}

// CPython's dictitems_xor: the pairs of two items views that are not in
// both, without hashing the values of pairs that cancel out.
Value items_xor(VM& vm, DictObj* d1, DictObj* d2) {
    DictObj* rest = vm.new_dict();
    Rooted keep_rest(vm, Value::object(rest));
    if (!update_dict(vm, rest, Value::object(d1))) return Value::empty();
    SetObj* result = new_set(vm, false);
    Rooted keep(vm, Value::object(result));
    for (size_t i = 0; i < d2->entries.size(); i++) {
        DictEntry e = d2->entries[i];
        if (!dict_entry_live(e)) continue;
        Rooted keep_key(vm, e.key), keep_value(vm, e.value);
        int64_t ix = dict_find(vm, rest, e.key, e.hash);
        if (ix == -2) return Value::empty();
        int same = 0;
        if (ix >= 0) {
            Value mine = rest->entries[ix].value;
            same = same_value(mine, e.value) ? 1 : equals(vm, mine, e.value);
            if (same < 0) return Value::empty();
        }
        if (same) {
            if (dict_del(vm, rest, e.key) < 0) return Value::empty();
        } else if (!set_add(vm, result, vm.tuple({e.key, e.value}))) {
            return Value::empty();
        }
    }
    for (size_t i = 0; i < rest->entries.size(); i++) {
        DictEntry e = rest->entries[i];
        if (dict_entry_live(e) && !set_add(vm, result, vm.tuple({e.key, e.value}))) return Value::empty();
    }
    return Value::object(result);
}

// 1 if every item of `self` is in `other`, 0 if not, -1 on error.
int all_contained_in(VM& vm, Value self, Value other) {
    Value it = get_iter(vm, self);
    if (it.is_empty()) return -1;
    Rooted keep_it(vm, it);
    while (true) {
        Value item = iter_next(vm, it);
        if (item.is_empty()) return vm.exc ? -1 : 1;
        Rooted keep_item(vm, item);
        int c = contains(vm, other, item);
        if (c <= 0) return c;
    }
}

} // namespace

Value dictview_binary(VM& vm, Op op, Value a, Value b) {
    if (op == Op::BitAnd) return intersect(vm, a, b);
    if (op == Op::BitXor && is_set_view(a) && is_set_view(b) && as_view(a)->part == DictPart::Items &&
        as_view(b)->part == DictPart::Items)
        return items_xor(vm, as_view(a)->dict, as_view(b)->dict);
    if (op != Op::BitOr && op != Op::Sub && op != Op::BitXor) return Value::empty();
    // The others are set(a) updated in place with b, as CPython calls
    // update, difference_update and symmetric_difference_update.
    Value r = to_set(vm, a);
    if (r.is_empty()) return r;
    Rooted keep(vm, r);
    SetObj* s = as_set(r);
    bool ok = op == Op::BitOr ? set_update(vm, s, b)
              : op == Op::Sub ? set_difference_update(vm, s, b)
                              : set_symmetric_difference_update(vm, s, b);
    return ok ? r : Value::empty();
}

Value dictview_compare(VM& vm, CmpOp op, Value a, Value b) {
    if (!is_set_view(a)) { // `set op view`: set's comparison declines, the view's reflected one answers
        std::swap(a, b);
        op = reflected(op);
    }
    if (!is_set_view(a) || (!is_anyset(b) && !is_set_view(b))) return Value::empty();
    size_t len_a = setlike_len(a), len_b = setlike_len(b);
    int ok = 0;
    switch (op) {
    case CmpOp::Eq: case CmpOp::Ne:
        if (len_a == len_b) ok = all_contained_in(vm, a, b);
        if (op == CmpOp::Ne && ok >= 0) ok = !ok;
        break;
    case CmpOp::Lt: if (len_a < len_b) ok = all_contained_in(vm, a, b); break;
    case CmpOp::Le: if (len_a <= len_b) ok = all_contained_in(vm, a, b); break;
    case CmpOp::Gt: if (len_a > len_b) ok = all_contained_in(vm, b, a); break;
    case CmpOp::Ge: if (len_a >= len_b) ok = all_contained_in(vm, b, a); break;
    }
    if (ok < 0) return Value::empty();
    return Value::boolean(ok);
}

int dictview_isdisjoint(VM& vm, Value view, Value other) {
    if (is_kind(other, Kind::DictView) && as_view(other) == as_view(view)) return setlike_len(view) == 0;
    // Iterate the shorter side when both have cheap membership tests.
    if ((is_anyset(other) || is_set_view(other)) && setlike_len(other) > setlike_len(view)) std::swap(view, other);
    Value it = get_iter(vm, other);
    if (it.is_empty()) return -1;
    Rooted keep_it(vm, it);
    while (true) {
        Value item = iter_next(vm, it);
        if (item.is_empty()) return vm.exc ? -1 : 1;
        Rooted keep_item(vm, item);
        int c = contains(vm, view, item);
        if (c < 0) return -1;
        if (c) return 0;
    }
}

} // namespace kiln
