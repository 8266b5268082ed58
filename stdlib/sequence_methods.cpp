// The methods of tuple and range (index and count), as CPython 3.11 has them.
#include <string>

#include "../vm/bigint.hpp"
#include "../vm/dict.hpp"
#include "../vm/ops.hpp"
#include "../vm/range.hpp"
#include "stdlib.hpp"

namespace kiln {

namespace {

// Checks self's type and keywords. `nargs` counts self.
bool check_self(VM& vm, const Value* args, int nargs, KwArgs kw, Kind kind, const char* type, const char* name) {
    if (nargs < 1) {
        vm.raisef(vm.e_TypeError, "unbound method {}.{}() needs an argument", type, name);
        return false;
    }
    if (!is_kind(args[0], kind)) {
        vm.raisef(vm.e_TypeError, "descriptor '{}' for '{}' objects doesn't apply to a '{}' object", name, type,
                  vm.type_name(args[0]));
        return false;
    }
    if (kw.n) {
        vm.raisef(vm.e_TypeError, "{}.{}() takes no keyword arguments", type, name);
        return false;
    }
    return true;
}

// METH_O: exactly one argument.
bool one_arg(VM& vm, int nargs, const char* type, const char* name) {
    if (nargs == 2) return true;
    vm.raisef(vm.e_TypeError, "{}.{}() takes exactly one argument ({} given)", type, name, nargs - 1);
    return false;
}

bool index_bound(VM& vm, Value v, int64_t* out) {
    if (is_integer(v)) {
        *out = int_clamp(v);
        return true;
    }
    vm.raise(vm.e_TypeError, "slice indices must be integers or have an __index__ method");
    return false;
}

Value tuple_index(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!check_self(vm, args, nargs, kw, Kind::Tuple, "tuple", "index")) return Value::empty();
    int n = nargs - 1;
    if (n < 1) return vm.raisef(vm.e_TypeError, "index expected at least 1 argument, got {}", n);
    if (n > 3) return vm.raisef(vm.e_TypeError, "index expected at most 3 arguments, got {}", n);
    int64_t start = 0, stop = INT64_MAX;
    if (n > 1 && !index_bound(vm, args[2], &start)) return Value::empty();
    if (n > 2 && !index_bound(vm, args[3], &stop)) return Value::empty();
    TupleObj* t = as_tuple(args[0]);
    int64_t size = (int64_t)t->size;
    if (start < 0) start = std::max<int64_t>(start + size, 0);
    if (stop < 0) stop = std::max<int64_t>(stop + size, 0);
    for (int64_t i = start; i < stop && i < size; i++) {
        int e = same_value(t->items[i], args[1]) ? 1 : equals(vm, t->items[i], args[1]);
        if (e < 0) return Value::empty();
        if (e) return Value::integer(i);
    }
    return vm.raise(vm.e_ValueError, "tuple.index(x): x not in tuple");
}

Value tuple_count(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!check_self(vm, args, nargs, kw, Kind::Tuple, "tuple", "count")) return Value::empty();
    if (!one_arg(vm, nargs, "tuple", "count")) return Value::empty();
    TupleObj* t = as_tuple(args[0]);
    int64_t count = 0;
    for (size_t i = 0; i < t->size; i++) {
        int e = same_value(t->items[i], args[1]) ? 1 : equals(vm, t->items[i], args[1]);
        if (e < 0) return Value::empty();
        count += e;
    }
    return Value::integer(count);
}

// CPython's _PySequence_IterSearch over a range for an item that is not an
// int: compares item by item. Returns the count, or the first index (-1 when
// absent) when `first`; -2 on error.
int64_t range_search(VM& vm, RangeObj* r, Value item, bool first) {
    Value it = range_iter(vm, r);
    Rooted keep(vm, it);
    int64_t n = 0, i = 0;
    while (true) {
        Value v = iter_next(vm, it);
        if (v.is_empty()) return vm.exc ? -2 : first ? -1 : n;
        int e = equals(vm, v, item);
        if (e < 0) return -2;
        if (e && first) return i;
        n += e;
        i++;
    }
}

Value range_index(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!check_self(vm, args, nargs, kw, Kind::Range, "range", "index")) return Value::empty();
    if (!one_arg(vm, nargs, "range", "index")) return Value::empty();
    auto* r = static_cast<RangeObj*>(args[0].o);
    Value x = args[1];
    if (is_integer(x)) {
        int c = range_contains(vm, r, x);
        if (c < 0) return Value::empty();
        if (!c) {
            std::string s;
            if (!repr_into(vm, x, s)) return Value::empty();
            return vm.raisef(vm.e_ValueError, "{} is not in range", s);
        }
        // (x - start) // step
        Value d = binary_op(vm, Op::Sub, x.is_bool() ? Value::integer(x.as_int()) : x, range_start(r));
        if (d.is_empty()) return d;
        return binary_op(vm, Op::FloorDiv, d, range_step(r));
    }
    int64_t i = range_search(vm, r, x, true);
    if (i == -2) return Value::empty();
    if (i == -1) return vm.raise(vm.e_ValueError, "sequence.index(x): x not in sequence");
    return Value::integer(i);
}

Value range_count(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!check_self(vm, args, nargs, kw, Kind::Range, "range", "count")) return Value::empty();
    if (!one_arg(vm, nargs, "range", "count")) return Value::empty();
    auto* r = static_cast<RangeObj*>(args[0].o);
    if (is_integer(args[1])) {
        int c = range_contains(vm, r, args[1]);
        return c < 0 ? Value::empty() : Value::integer(c);
    }
    int64_t n = range_search(vm, r, args[1], false);
    return n == -2 ? Value::empty() : Value::integer(n);
}

struct MethodDef {
    TypeObj* VM::*type;
    const char* name;
    NativeFn fn;
};

const MethodDef kMethods[] = {
    {&VM::t_tuple, "index", tuple_index},
    {&VM::t_tuple, "count", tuple_count},
    {&VM::t_range, "index", range_index},
    {&VM::t_range, "count", range_count},
};

} // namespace

void install_sequence_methods(VM& vm) {
    for (const MethodDef& m : kMethods) {
        TypeObj* t = vm.*m.type;
        dict_set_str(vm, t->dict, vm.intern(m.name), Value::object(vm.new_native(m.name, m.fn, true, t)));
    }
}

} // namespace kiln
