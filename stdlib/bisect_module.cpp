// The `bisect` module: CPython 3.11's _bisect, natively. Each search asks
// only `<`, as `x < a[mid]` (right) or `a[mid] < x` (left), with `a[mid]`
// through key= when one is given (3.10 semantics: key applies to the
// items, never to x), so the comparisons a script's __lt__ sees are
// CPython's. Items are read with a[mid] as CPython's PySequence_GetItem
// does (any sequence); insort inserts into a list directly and calls
// a.insert(i, x) on anything else.
#include "../vm/dict.hpp"
#include "../vm/ops.hpp"
#include "../vm/vm.hpp"
#include "args.hpp"
#include "modules.hpp"

namespace kiln {

namespace {

struct Search {
    Value a, x, key; // key: None or the key function
    int64_t lo = 0, hi = -1;
};

// Binds (a, x, lo=0, hi=None, *, key=None) with the argument clinic's
// messages; hi=None (and, as in CPython, hi=-1) means len(a).
bool bind(VM& vm, const char* fname, Value* args, int nargs, KwArgs kw, Search& s) {
    static const char* const names[] = {"a", "x", "lo", "hi", "key"};
    Value v[5];
    if (nargs + kw.n > 5) {
        vm.raisef(vm.e_TypeError, "{}() takes at most 5 arguments ({} given)", fname, nargs + kw.n);
        return false;
    }
    if (nargs > 4) {
        vm.raisef(vm.e_TypeError, "{}() takes at most 4 positional arguments ({} given)", fname, nargs);
        return false;
    }
    for (int i = 0; i < nargs; i++) v[i] = args[i];
    for (int k = 0; k < kw.n; k++) {
        std::string_view n = as_str(kw.names[k])->view();
        int at = -1;
        for (int i = 0; i < 5; i++)
            if (n == names[i]) at = i;
        if (at < 0) {
            vm.raisef(vm.e_TypeError, "'{}' is an invalid keyword argument for {}()", n, fname);
            return false;
        }
        if (at < nargs) {
            vm.raisef(vm.e_TypeError, "argument for {}() given by name ('{}') and position ({})", fname, n, at + 1);
            return false;
        }
        v[at] = kw.values[k];
    }
    for (int i = 0; i < 2; i++)
        if (v[i].is_empty()) {
            vm.raisef(vm.e_TypeError, "{}() missing required argument '{}' (pos {})", fname, names[i], i + 1);
            return false;
        }
    s.a = v[0];
    s.x = v[1];
    if (!v[2].is_empty() && !index_arg(vm, v[2], &s.lo, kSsizeOverflow)) return false;
    if (!v[3].is_empty() && !v[3].is_none()) {
        if (!is_integer(v[3])) {
            vm.raisef(vm.e_TypeError, "argument should be integer or None, not '{}'", vm.type_name(v[3]));
            return false;
        }
        if (!index_arg(vm, v[3], &s.hi, kIndexOverflow)) return false;
    }
    s.key = v[4].is_empty() ? Value::none() : v[4];
    return true;
}

// The insertion point of s.x in s.a[lo:hi]; -1 on error.
template <bool Right>
int64_t search(VM& vm, const Search& s) {
    int64_t lo = s.lo, hi = s.hi;
    if (lo < 0) {
        vm.raise(vm.e_ValueError, "lo must be non-negative");
        return -1;
    }
    if (hi == -1) {
        Value a = s.a;
        Value n = static_cast<NativeObj*>(dict_get_str(vm.builtins, vm.intern("len")).o)->fn(vm, &a, 1, {});
        if (n.is_empty()) return -1;
        hi = n.as_int();
    }
    while (lo < hi) {
        const int64_t mid = (int64_t)(((uint64_t)lo + (uint64_t)hi) / 2);
        Value item;
        if (is_list(s.a) && (uint64_t)mid < as_list(s.a)->values().size()) item = as_list(s.a)->values()[mid];
        else item = getitem(vm, s.a, Value::integer(mid));
        if (item.is_empty()) return -1;
        if (!s.key.is_none()) {
            item = vm.call(s.key, &item, 1);
            if (item.is_empty()) return -1;
        }
        int r = Right ? less_than(vm, s.x, item) : less_than(vm, item, s.x);
        if (r < 0) return -1;
        if (r == (Right ? 1 : 0)) hi = mid;
        else lo = mid + 1;
    }
    return lo;
}

template <bool Right>
Value bisect(VM& vm, const char* fname, Value* args, int nargs, KwArgs kw) {
    Search s;
    if (!bind(vm, fname, args, nargs, kw, s)) return Value::empty();
    int64_t at = search<Right>(vm, s);
    return at < 0 ? Value::empty() : Value::integer(at);
}

template <bool Right>
Value insort(VM& vm, const char* fname, Value* args, int nargs, KwArgs kw) {
    Search s;
    if (!bind(vm, fname, args, nargs, kw, s)) return Value::empty();
    Value item = s.x;
    if (!s.key.is_none()) {
        // The search compares key(x) with the items' keys; x itself goes in.
        s.x = vm.call(s.key, &item, 1);
        if (s.x.is_empty()) return Value::empty();
    }
    Rooted keep(vm, s.x);
    int64_t at = search<Right>(vm, s);
    if (at < 0) return Value::empty();
    if (is_list(s.a)) {
        ValueVec& items = as_list(s.a)->values();
        const size_t pos = std::min((size_t)at, items.size());
        items.push_back(Value());
        for (size_t i = items.size() - 1; i > pos; i--) items[i] = items[i - 1];
        items[pos] = item;
        return Value::none();
    }
    Value insert = getattr(vm, s.a, vm.intern("insert"));
    if (insert.is_empty()) return Value::empty();
    Rooted keep_insert(vm, insert);
    Value call_args[2] = {Value::integer(at), item};
    Value r = vm.call(insert, call_args, 2);
    return r.is_empty() ? r : Value::none();
}

Value f_bisect_left(VM& vm, Value* args, int nargs, KwArgs kw) {
    return bisect<false>(vm, "bisect_left", args, nargs, kw);
}
Value f_bisect_right(VM& vm, Value* args, int nargs, KwArgs kw) {
    return bisect<true>(vm, "bisect_right", args, nargs, kw);
}
Value f_insort_left(VM& vm, Value* args, int nargs, KwArgs kw) {
    return insort<false>(vm, "insort_left", args, nargs, kw);
}
Value f_insort_right(VM& vm, Value* args, int nargs, KwArgs kw) {
    return insort<true>(vm, "insort_right", args, nargs, kw);
}

} // namespace

bool init_bisect_module(VM& vm, DictObj* dict) {
    module_def(vm, dict, "bisect_left", f_bisect_left, true);
    module_def(vm, dict, "bisect_right", f_bisect_right, true);
    module_def(vm, dict, "insort_left", f_insort_left, true);
    module_def(vm, dict, "insort_right", f_insort_right, true);
    // As in CPython, bisect and insort are the right-hand functions themselves.
    module_set(vm, dict, "bisect", dict_get_str(dict, vm.intern("bisect_right")));
    module_set(vm, dict, "insort", dict_get_str(dict, vm.intern("insort_right")));
    return true;
}

} // namespace kiln
