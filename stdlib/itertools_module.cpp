// The `itertools` module: CPython 3.11's, iterator for iterator. Invariants:
//  1. Each iterator is lazy exactly as CPython's Modules/itertoolsmodule.c:
//     it asks its inputs for the same values, calls the same functions and
//     compares the same keys in the same order, and what it does when an
//     input ends or raises (stays exhausted, or asks the input again) is
//     CPython's. A script whose generators print as they run prints the
//     same lines in the same order.
//  2. Every iterator is one NativeIterObj (vm/object.hpp) whose class below
//     says what its fields hold; its type is CPython's (itertools.chain, with
//     __name__ 'chain' and __module__ 'itertools'). The collector traces
//     all the fields, so every value an iterator keeps is in one of them;
//     values held in C++ locals across a call that may run script code (a
//     user's __next__, key function, __eq__) are Rooted.
//  3. The arguments are checked in CPython's order with CPython's
//     messages (argument clinic's, PyArg_ParseTupleAndKeywords').
//  4. CPython reuses a combinatoric result tuple when nobody else holds it;
//     kiln makes a new one each time, which nothing but id() can tell.
#include <cstring>
#include <string>

#include "../vm/dict.hpp"
#include "../vm/dunder.hpp"
#include "../vm/ops.hpp"
#include "args.hpp"
#include "modules.hpp"

namespace kiln {

namespace {

using It = NativeIterObj;

constexpr int64_t kSsizeMax = INT64_MAX;

// ---------------------------------------------------------------- arguments

// _PyArg_CheckPositional.
bool check_positional(VM& vm, const char* name, int n, int min, int max) {
    if (n < min) {
        vm.raisef(vm.e_TypeError, "{} expected {}{} argument{}, got {}", name, min == max ? "" : "at least ", min,
                  min == 1 ? "" : "s", n);
        return false;
    }
    if (n > max) {
        vm.raisef(vm.e_TypeError, "{} expected {}{} argument{}, got {}", name, min == max ? "" : "at most ", max,
                  max == 1 ? "" : "s", n);
        return false;
    }
    return true;
}

// _PyArg_NoKeywords.
bool no_keywords(VM& vm, const char* name, KwArgs kw) {
    if (!kw.n) return true;
    vm.raisef(vm.e_TypeError, "{}() takes no keyword arguments", name);
    return false;
}

Value find_keyword(KwArgs kw, const char* name) {
    for (int i = 0; i < kw.n; i++)
        if (as_str(kw.names[i])->view() == name) return kw.values[i];
    return Value::empty();
}

// The parameters of a function parsed by argument clinic (or by
// PyArg_ParseTupleAndKeywords, whose messages are the same): `names` may
// be given by position (the first `maxpos` of them) or by name; the first
// `minpos` are required.
struct Params {
    const char* fname;
    std::initializer_list<const char*> names;
    int minpos, maxpos;
};

// _PyArg_UnpackKeywords: out[i] is the argument for names[i], Empty when
// not given.
bool bind(VM& vm, const Params& p, const Value* args, int nargs, KwArgs kw, Value* out) {
    const int maxargs = (int)p.names.size();
    const char* const* names = p.names.begin();
    if (nargs + kw.n > maxargs) {
        vm.raisef(vm.e_TypeError, "{}() takes at most {} {}argument{} ({} given)", p.fname, maxargs,
                  nargs == 0 ? "keyword " : "", maxargs == 1 ? "" : "s", nargs + kw.n);
        return false;
    }
    if (nargs > p.maxpos) {
        if (p.maxpos == 0)
            vm.raisef(vm.e_TypeError, "{}() takes no positional arguments", p.fname);
        else
            vm.raisef(vm.e_TypeError, "{}() takes {} {} positional argument{} ({} given)", p.fname,
                      p.minpos < p.maxpos ? "at most" : "exactly", p.maxpos, p.maxpos == 1 ? "" : "s", nargs);
        return false;
    }
    for (int i = 0; i < nargs; i++) out[i] = args[i];
    int left = kw.n;
    for (int i = nargs; i < maxargs; i++) {
        Value v = left ? find_keyword(kw, names[i]) : Value::empty();
        out[i] = v;
        if (!v.is_empty()) left--;
        else if (i < p.minpos) {
            vm.raisef(vm.e_TypeError, "{}() missing required argument '{}' (pos {})", p.fname, names[i], i + 1);
            return false;
        }
    }
    if (left > 0) {
        for (int i = 0; i < nargs; i++)
            if (!find_keyword(kw, names[i]).is_empty()) {
                vm.raisef(vm.e_TypeError, "argument for {}() given by name ('{}') and position ({})", p.fname,
                          names[i], i + 1);
                return false;
            }
        for (int k = 0; k < kw.n; k++) {
            std::string_view n = as_str(kw.names[k])->view();
            bool known = false;
            for (const char* name : p.names) known |= n == name;
            if (!known) {
                vm.raisef(vm.e_TypeError, "'{}' is an invalid keyword argument for {}()", n, p.fname);
                return false;
            }
        }
    }
    return true;
}

// PySequence_Tuple: the tuple itself, or a new one of the iterable's values.
Value as_tuple_value(VM& vm, Value iterable) {
    if (is_tuple(iterable)) return iterable;
    ValueVec items;
    if (!collect_iterable(vm, iterable, items)) return Value::empty();
    TupleObj* t = vm.new_tuple(items.size());
    for (size_t i = 0; i < items.size(); i++) t->items[i] = items[i];
    return Value::object(t);
}

// PyObject_RichCompareBool(a, b, Py_EQ): identity first.
int same_or_equal(VM& vm, Value a, Value b) { return same_value(a, b) ? 1 : equals(vm, a, b); }

// A new iterator of `cls`, rooted while its constructor fills it.
struct Made {
    It* it;
    Rooted root;
    Made(VM& vm, const NativeIterClass* cls) : it(vm.new_native_iter(cls)), root(vm, Value::object(it)) {}
    Value value() const { return Value::object(it); }
};

// A tuple of pool[ix[k]] for k < r.
Value pick(VM& vm, TupleObj* pool, const int64_t* ix, int64_t r) {
    TupleObj* t = vm.new_tuple((size_t)r);
    for (int64_t k = 0; k < r; k++) t->items[k] = pool->items[ix[k]];
    return Value::object(t);
}

// Index arrays CPython allocates (PyMem_New) even when it never uses
// them: past this many entries its allocation fails with MemoryError.
constexpr int64_t kMaxIndices = int64_t(1) << 37;

bool reserve_indices(VM& vm, It* it, int64_t n) {
    if (n > kMaxIndices) {
        vm.raise_value(vm.new_exception(vm.e_MemoryError, nullptr));
        return false;
    }
    if (!vm.check_reserve((size_t)n * sizeof(int64_t))) return false;
    it->ix.resize((size_t)n);
    return true;
}

// ---------------------------------------------------------------- count
// v[0] the next value, v[1] the step.

Value count_next(VM& vm, It* it) {
    Value c = it->v[0], s = it->v[1];
    int64_t r;
    if (c.is_int() && s.is_intlike() && !__builtin_add_overflow(c.i, s.as_int(), &r)) {
        it->v[0] = Value::integer(r);
        return c;
    }
    // Ints past 64 bits and floats (count accepts numbers only: no script code runs).
    Value next = binary_op(vm, Op::Add, c, s);
    if (next.is_empty()) return next;
    it->v[0] = next;
    return c;
}

bool count_repr(VM& vm, It* it, std::string& out) {
    out += "count(";
    if (!repr_into(vm, it->v[0], out)) return false;
    Value s = it->v[1];
    if (!(s.is_intlike() && s.as_int() == 1)) {
        out += ", ";
        if (!repr_into(vm, s, out)) return false;
    }
    out += ')';
    return true;
}

const NativeIterClass kCount{"itertools.count", count_next, count_repr, false};

Value count_new(VM& vm, Value* args, int nargs, KwArgs kw) {
    Value a[2];
    if (!bind(vm, {"count", {"start", "step"}, 0, 2}, args + 1, nargs - 1, kw, a)) return Value::empty();
    if ((!a[0].is_empty() && !is_numeric(a[0])) || (!a[1].is_empty() && !is_numeric(a[1])))
        return vm.raise(vm.e_TypeError, "a number is required");
    Value start = a[0].is_empty() ? Value::integer(0) : a[0];
    Value step = a[1].is_empty() ? Value::integer(1) : a[1];
    // CPython counts in C when both are ints and the step is 1: a bool
    // start is then counted from its int.
    if (start.is_bool() && step.is_intlike() && step.as_int() == 1) start = Value::integer(start.as_int());
    It* it = vm.new_native_iter(&kCount);
    it->v[0] = start;
    it->v[1] = step;
    return Value::object(it);
}

// ---------------------------------------------------------------- cycle
// v[0] the iterator (Empty once exhausted), items what it gave, n[0] the
// next index into them.

Value cycle_next(VM& vm, It* it) {
    if (!it->v[0].is_empty()) {
        Value item = iter_next(vm, it->v[0]);
        if (!item.is_empty()) {
            it->items.push_back(item);
            return item;
        }
        if (vm.exc) return item;
        it->v[0] = Value::empty();
    }
    if (it->items.empty()) return Value::empty();
    Value item = it->items[(size_t)it->n[0]];
    if (++it->n[0] >= (int64_t)it->items.size()) it->n[0] = 0;
    return item;
}

const NativeIterClass kCycle{"itertools.cycle", cycle_next, nullptr, true};

Value cycle_new(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!no_keywords(vm, "cycle", kw) || !check_positional(vm, "cycle", nargs - 1, 1, 1)) return Value::empty();
    Value src = get_iter(vm, args[1]);
    if (src.is_empty()) return src;
    It* it = vm.new_native_iter(&kCycle);
    it->v[0] = src;
    return Value::object(it);
}

// ---------------------------------------------------------------- repeat
// v[0] the object, n[0] the times left (-1: endless).

Value repeat_next(VM&, It* it) {
    if (it->n[0] == 0) return Value::empty();
    if (it->n[0] > 0) it->n[0]--;
    return it->v[0];
}

bool repeat_repr(VM& vm, It* it, std::string& out) {
    out += "repeat(";
    if (!repr_into(vm, it->v[0], out)) return false;
    if (it->n[0] != -1) out += fmt::format(", {}", it->n[0]);
    out += ')';
    return true;
}

const NativeIterClass kRepeat{"itertools.repeat", repeat_next, repeat_repr, false};

Value repeat_new(VM& vm, Value* args, int nargs, KwArgs kw) {
    Value a[2];
    if (!bind(vm, {"repeat", {"object", "times"}, 1, 2}, args + 1, nargs - 1, kw, a)) return Value::empty();
    int64_t times = -1;
    if (!a[1].is_empty()) {
        if (!int_arg(vm, a[1], &times)) return Value::empty();
        if (times < 0) times = 0;
    }
    It* it = vm.new_native_iter(&kRepeat);
    it->v[0] = a[0];
    it->n[0] = times;
    return Value::object(it);
}

// ---------------------------------------------------------------- chain
// v[0] the iterator of iterables (Empty once they are all done), v[1] the
// current one's iterator (Empty between two).

Value chain_next(VM& vm, It* it) {
    while (!it->v[0].is_empty()) {
        if (it->v[1].is_empty()) {
            Value iterable = iter_next(vm, it->v[0]);
            if (iterable.is_empty()) {
                it->v[0] = Value::empty();
                return iterable;
            }
            Rooted keep(vm, iterable);
            Value active = get_iter(vm, iterable);
            if (active.is_empty()) {
                it->v[0] = Value::empty(); // an iterable that is none ends the chain
                return active;
            }
            it->v[1] = active;
        }
        Value item = iter_next(vm, it->v[1]);
        if (!item.is_empty() || vm.exc) return item;
        it->v[1] = Value::empty();
    }
    return Value::empty();
}

const NativeIterClass kChain{"itertools.chain", chain_next, nullptr, false};

Value chain_of(VM& vm, Value iterable) {
    Value source = get_iter(vm, iterable);
    if (source.is_empty()) return source;
    It* it = vm.new_native_iter(&kChain);
    it->v[0] = source;
    return Value::object(it);
}

Value chain_new(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!no_keywords(vm, "chain", kw)) return Value::empty();
    TupleObj* t = vm.new_tuple((size_t)(nargs - 1));
    for (int i = 1; i < nargs; i++) t->items[i - 1] = args[i];
    return chain_of(vm, Value::object(t));
}

// chain.from_iterable(iterable): bound to the type (a classmethod in CPython).
Value chain_from_iterable(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (kw.n) return vm.raise(vm.e_TypeError, "chain.from_iterable() takes no keyword arguments");
    if (nargs != 2)
        return vm.raisef(vm.e_TypeError, "chain.from_iterable() takes exactly one argument ({} given)", nargs - 1);
    return chain_of(vm, args[1]);
}

// ---------------------------------------------------------------- islice
// v[0] the iterator (Empty once done), n[0] the index of the next value to
// give, n[1] the stop (-1: none), n[2] the step, n[3] the values taken.

Value islice_next(VM& vm, It* it) {
    if (it->v[0].is_empty()) return Value::empty();
    Value src = it->v[0];
    int64_t stop = it->n[1];
    Value item;
    while (it->n[3] < it->n[0]) {
        item = iter_next(vm, src);
        if (item.is_empty()) goto empty;
        it->n[3]++;
    }
    if (stop != -1 && it->n[3] >= stop) goto empty;
    item = iter_next(vm, src);
    if (item.is_empty()) goto empty;
    it->n[3]++;
    {
        int64_t next;
        if (__builtin_add_overflow(it->n[0], it->n[2], &next) || (stop != -1 && next > stop)) next = stop;
        it->n[0] = next;
    }
    return item;
empty:
    it->v[0] = Value::empty();
    return Value::empty();
}

const NativeIterClass kISlice{"itertools.islice", islice_next, nullptr, false};

// PyNumber_AsSsize_t(v, OverflowError) with any error made -1.
int64_t ssize_or_minus_one(Value v) {
    if (v.is_intlike()) return v.as_int();
    return -1;
}

Value islice_new(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!no_keywords(vm, "islice", kw) || !check_positional(vm, "islice", nargs - 1, 2, 4)) return Value::empty();
    static constexpr const char* kStop =
        "Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize.";
    int64_t start = 0, stop = -1, step = 1;
    if (nargs == 3) {
        if (!args[2].is_none()) {
            stop = ssize_or_minus_one(args[2]);
            if (stop == -1) return vm.raise(vm.e_ValueError, kStop);
        }
    } else {
        if (!args[2].is_none()) start = ssize_or_minus_one(args[2]);
        if (!args[3].is_none()) {
            stop = ssize_or_minus_one(args[3]);
            if (stop == -1) return vm.raise(vm.e_ValueError, kStop);
        }
    }
    if (start < 0 || stop < -1)
        return vm.raise(vm.e_ValueError, "Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize.");
    if (nargs == 5 && !args[4].is_none()) step = ssize_or_minus_one(args[4]);
    if (step < 1) return vm.raise(vm.e_ValueError, "Step for islice() must be a positive integer or None.");
    Value src = get_iter(vm, args[1]);
    if (src.is_empty()) return src;
    It* it = vm.new_native_iter(&kISlice);
    it->v[0] = src;
    it->n[0] = start;
    it->n[1] = stop;
    it->n[2] = step;
    return Value::object(it);
}

// ---------------------------------------------------------------- accumulate
// v[0] the iterator, v[1] the function (Empty: +), v[2] the total (Empty
// before the first value), v[3] the initial value (None: none, or given).

Value accumulate_next(VM& vm, It* it) {
    if (!it->v[3].is_none()) {
        it->v[2] = it->v[3];
        it->v[3] = Value::none();
        return it->v[2];
    }
    Value val = iter_next(vm, it->v[0]);
    if (val.is_empty()) return val;
    if (it->v[2].is_empty()) {
        it->v[2] = val;
        return val;
    }
    Rooted keep(vm, val);
    Value total;
    if (it->v[1].is_empty()) {
        total = binary_op(vm, Op::Add, it->v[2], val);
    } else {
        Value pair[2] = {it->v[2], val};
        total = vm.call(it->v[1], pair, 2);
    }
    if (total.is_empty()) return total;
    it->v[2] = total;
    return total;
}

const NativeIterClass kAccumulate{"itertools.accumulate", accumulate_next, nullptr, false};

Value accumulate_new(VM& vm, Value* args, int nargs, KwArgs kw) {
    Value a[3];
    if (!bind(vm, {"accumulate", {"iterable", "func", "initial"}, 1, 2}, args + 1, nargs - 1, kw, a))
        return Value::empty();
    Value src = get_iter(vm, a[0]);
    if (src.is_empty()) return src;
    It* it = vm.new_native_iter(&kAccumulate);
    it->v[0] = src;
    if (!a[1].is_empty() && !a[1].is_none()) it->v[1] = a[1];
    it->v[3] = a[2].is_empty() ? Value::none() : a[2];
    return Value::object(it);
}

// ---------------------------------------------------------------- product
// items the pools (tuples, a repeated one as often as it repeats), ix one
// index into each, n[0] stopped, n[1] started.

Value product_next(VM& vm, It* it) {
    if (it->n[0]) return Value::empty();
    const int64_t np = (int64_t)it->items.size();
    int64_t* ix = it->ix.data();
    if (!it->n[1]) {
        it->n[1] = 1;
        for (int64_t i = 0; i < np; i++)
            if (as_tuple(it->items[i])->size == 0) {
                it->n[0] = 1;
                return Value::empty();
            }
    } else {
        // The indices count right to left, like an odometer.
        int64_t i = np - 1;
        for (; i >= 0; i--) {
            if (++ix[i] < (int64_t)as_tuple(it->items[i])->size) break;
            ix[i] = 0;
        }
        if (i < 0) {
            it->n[0] = 1;
            return Value::empty();
        }
    }
    TupleObj* t = vm.new_tuple((size_t)np);
    for (int64_t i = 0; i < np; i++) t->items[i] = as_tuple(it->items[i])->items[ix[i]];
    return Value::object(t);
}

const NativeIterClass kProduct{"itertools.product", product_next, nullptr, true};

Value product_new(VM& vm, Value* args, int nargs, KwArgs kw) {
    int64_t repeat = 1;
    if (kw.n) {
        Value r;
        if (!bind(vm, {"product", {"repeat"}, 0, 0}, nullptr, 0, kw, &r)) return Value::empty();
        if (!r.is_empty() && !int_arg(vm, r, &repeat)) return Value::empty();
        if (repeat < 0) return vm.raise(vm.e_ValueError, "repeat argument cannot be negative");
    }
    int64_t n = repeat == 0 ? 0 : nargs - 1;
    if (repeat > 0 && n > kSsizeMax / (int64_t)sizeof(int64_t) / repeat)
        return vm.raise(vm.e_OverflowError, "repeat argument too large");
    const int64_t npools = n * repeat;
    Made made(vm, &kProduct);
    It* it = made.it;
    if (!reserve_indices(vm, it, npools) || !vm.check_reserve((size_t)npools * sizeof(Value)))
        return Value::empty();
    it->items.reserve((size_t)npools);
    for (int64_t i = 0; i < n; i++) {
        Value pool = as_tuple_value(vm, args[1 + i]);
        if (pool.is_empty()) return pool;
        it->items.push_back(pool);
    }
    for (int64_t i = n; i < npools; i++) it->items.push_back(it->items[(size_t)(i - n)]);
    return made.value();
}

// ---------------------------------------------------------------- combinations
// Shared by combinations, combinations_with_replacement and permutations:
// v[0] the pool (a tuple), ix the indices (permutations: the pool's n
// indices, then r cycles), n[0] r, n[1] stopped, n[2] started.

Value combinations_next(VM& vm, It* it) {
    if (it->n[1]) return Value::empty();
    TupleObj* pool = as_tuple(it->v[0]);
    const int64_t n = (int64_t)pool->size, r = it->n[0];
    int64_t* ix = it->ix.data();
    if (!it->n[2]) {
        it->n[2] = 1;
    } else {
        // The rightmost index not at its maximum (i + n - r) goes up one,
        // and those to its right follow it.
        int64_t i = r - 1;
        while (i >= 0 && ix[i] == i + n - r) i--;
        if (i < 0) {
            it->n[1] = 1;
            return Value::empty();
        }
        ix[i]++;
        for (int64_t j = i + 1; j < r; j++) ix[j] = ix[j - 1] + 1;
    }
    return pick(vm, pool, ix, r);
}

Value cwr_next(VM& vm, It* it) {
    if (it->n[1]) return Value::empty();
    TupleObj* pool = as_tuple(it->v[0]);
    const int64_t n = (int64_t)pool->size, r = it->n[0];
    int64_t* ix = it->ix.data();
    if (!it->n[2]) {
        it->n[2] = 1;
    } else {
        // The rightmost index not at n - 1 goes up one, and those to its
        // right take its value.
        int64_t i = r - 1;
        while (i >= 0 && ix[i] == n - 1) i--;
        if (i < 0) {
            it->n[1] = 1;
            return Value::empty();
        }
        const int64_t index = ix[i] + 1;
        for (; i < r; i++) ix[i] = index;
    }
    return pick(vm, pool, ix, r);
}

Value permutations_next(VM& vm, It* it) {
    if (it->n[1]) return Value::empty();
    TupleObj* pool = as_tuple(it->v[0]);
    const int64_t n = (int64_t)pool->size, r = it->n[0];
    int64_t* indices = it->ix.data();
    int64_t* cycles = indices + n;
    if (!it->n[2]) {
        it->n[2] = 1;
    } else {
        if (n == 0) {
            it->n[1] = 1;
            return Value::empty();
        }
        // The rightmost cycle still running counts down: at zero its index
        // rotates to the end and the cycle restarts, moving left.
        int64_t i = r - 1;
        for (; i >= 0; i--) {
            if (--cycles[i] == 0) {
                const int64_t index = indices[i];
                for (int64_t j = i; j < n - 1; j++) indices[j] = indices[j + 1];
                indices[n - 1] = index;
                cycles[i] = n - i;
            } else {
                const int64_t j = cycles[i];
                std::swap(indices[i], indices[n - j]);
                break;
            }
        }
        if (i < 0) {
            it->n[1] = 1;
            return Value::empty();
        }
    }
    return pick(vm, pool, indices, r);
}

const NativeIterClass kCombinations{"itertools.combinations", combinations_next, nullptr, true};
const NativeIterClass kCwr{"itertools.combinations_with_replacement", cwr_next, nullptr, true};
const NativeIterClass kPermutations{"itertools.permutations", permutations_next, nullptr, true};

// combinations and combinations_with_replacement: r is converted first,
// then the iterable read, then r checked.
Value combinatoric_new(VM& vm, Value* args, int nargs, KwArgs kw, const NativeIterClass* cls, const char* fname) {
    Value a[2];
    if (!bind(vm, {fname, {"iterable", "r"}, 2, 2}, args + 1, nargs - 1, kw, a)) return Value::empty();
    int64_t r;
    if (!int_arg(vm, a[1], &r)) return Value::empty();
    Made made(vm, cls);
    It* it = made.it;
    Value pool = as_tuple_value(vm, a[0]);
    if (pool.is_empty()) return pool;
    it->v[0] = pool;
    if (r < 0) return vm.raise(vm.e_ValueError, "r must be non-negative");
    const int64_t n = (int64_t)as_tuple(pool)->size;
    it->n[0] = r;
    it->n[1] = cls == &kCwr ? (n == 0 && r != 0) : r > n;
    if (it->n[1]) {
        if (r > kMaxIndices && !reserve_indices(vm, it, r)) return Value::empty();
        return made.value();
    }
    if (!reserve_indices(vm, it, r)) return Value::empty();
    for (int64_t i = 0; i < r; i++) it->ix[(size_t)i] = cls == &kCwr ? 0 : i;
    return made.value();
}

Value combinations_new(VM& vm, Value* args, int nargs, KwArgs kw) {
    return combinatoric_new(vm, args, nargs, kw, &kCombinations, "combinations");
}

Value cwr_new(VM& vm, Value* args, int nargs, KwArgs kw) {
    return combinatoric_new(vm, args, nargs, kw, &kCwr, "combinations_with_replacement");
}

// permutations: the iterable is read first, then r (None: all) checked.
Value permutations_new(VM& vm, Value* args, int nargs, KwArgs kw) {
    Value a[2];
    if (!bind(vm, {"permutations", {"iterable", "r"}, 1, 2}, args + 1, nargs - 1, kw, a)) return Value::empty();
    Made made(vm, &kPermutations);
    It* it = made.it;
    Value pool = as_tuple_value(vm, a[0]);
    if (pool.is_empty()) return pool;
    it->v[0] = pool;
    const int64_t n = (int64_t)as_tuple(pool)->size;
    int64_t r = n;
    if (!a[1].is_empty() && !a[1].is_none()) {
        if (!is_integer(a[1])) return vm.raise(vm.e_TypeError, "Expected int as r");
        if (!int_arg(vm, a[1], &r)) return Value::empty();
    }
    if (r < 0) return vm.raise(vm.e_ValueError, "r must be non-negative");
    it->n[0] = r;
    it->n[1] = r > n;
    if (it->n[1]) {
        if (r > kMaxIndices && !reserve_indices(vm, it, r)) return Value::empty();
        return made.value();
    }
    if (!reserve_indices(vm, it, n + r)) return Value::empty();
    for (int64_t i = 0; i < n; i++) it->ix[(size_t)i] = i;
    for (int64_t i = 0; i < r; i++) it->ix[(size_t)(n + i)] = n - i;
    return made.value();
}

// ---------------------------------------------------------------- zip_longest
// items the iterators (Empty once one is exhausted), v[0] the fill value,
// n[0] the iterators still active.

Value zip_longest_next(VM& vm, It* it) {
    const size_t size = it->items.size();
    if (size == 0 || it->n[0] == 0) return Value::empty();
    TupleObj* t = vm.new_tuple(size);
    Rooted keep(vm, Value::object(t));
    for (size_t i = 0; i < size; i++) {
        Value item;
        if (it->items[i].is_empty()) {
            item = it->v[0];
        } else {
            item = iter_next(vm, it->items[i]);
            if (item.is_empty()) {
                if (--it->n[0] == 0 || vm.exc) {
                    it->n[0] = 0;
                    return Value::empty();
                }
                item = it->v[0];
                it->items[i] = Value::empty();
            }
        }
        t->items[i] = item;
    }
    return Value::object(t);
}

const NativeIterClass kZipLongest{"itertools.zip_longest", zip_longest_next, nullptr, true};

Value zip_longest_new(VM& vm, Value* args, int nargs, KwArgs kw) {
    Value fill = Value::none();
    if (kw.n) {
        if (kw.n == 1 && as_str(kw.names[0])->view() == "fillvalue") fill = kw.values[0];
        else return vm.raise(vm.e_TypeError, "zip_longest() got an unexpected keyword argument");
    }
    Made made(vm, &kZipLongest);
    It* it = made.it;
    for (int i = 1; i < nargs; i++) {
        Value src = get_iter(vm, args[i]);
        if (src.is_empty()) return src;
        it->items.push_back(src);
    }
    it->v[0] = fill;
    it->n[0] = nargs - 1;
    return made.value();
}

// ---------------------------------------------------------------- groupby
// groupby: v[0] the iterator, v[1] the key function (None: the values),
// v[2] the key of the group being given (tgtkey), v[3] and v[4] the key
// and the value read last (currkey, currvalue; Empty once a group took
// them), v[5] the group iterator that is current (the only one that may
// still give values). _grouper: v[0] its groupby, v[1] its key.

// Reads the next value and its key; false at the end or on error.
bool groupby_step(VM& vm, It* g) {
    Value value = iter_next(vm, g->v[0]);
    if (value.is_empty()) return false;
    Value key = value;
    if (!g->v[1].is_none()) {
        Rooted keep(vm, value);
        key = vm.call(g->v[1], &value, 1);
        if (key.is_empty()) return false;
    }
    g->v[4] = value;
    g->v[3] = key;
    return true;
}

Value grouper_make(VM& vm, It* parent, Value key);

Value groupby_next(VM& vm, It* g) {
    g->v[5] = Value::empty(); // the group given last gives no more
    // Skip to the next group: the first value whose key differs from the
    // last group's.
    while (true) {
        if (g->v[3].is_empty()) {
            // nothing read yet (or the group took it): read on
        } else if (g->v[2].is_empty()) {
            break;
        } else {
            int eq = same_or_equal(vm, g->v[2], g->v[3]);
            if (eq < 0) return Value::empty();
            if (eq == 0) break;
        }
        if (!groupby_step(vm, g)) return Value::empty();
    }
    g->v[2] = g->v[3];
    Value grouper = grouper_make(vm, g, g->v[2]);
    Rooted keep(vm, grouper);
    return vm.tuple({g->v[3], grouper});
}

const NativeIterClass kGroupBy{"itertools.groupby", groupby_next, nullptr, false};

Value grouper_next(VM& vm, It* grouper) {
    It* g = static_cast<It*>(grouper->v[0].o);
    if (g->v[5].is_empty() || g->v[5].o != grouper) return Value::empty();
    if (g->v[4].is_empty() && !groupby_step(vm, g)) return Value::empty();
    int eq = same_or_equal(vm, grouper->v[1], g->v[3]);
    if (eq <= 0) return Value::empty(); // an error, or the group's end
    Value r = g->v[4];
    g->v[4] = Value::empty();
    g->v[3] = Value::empty();
    return r;
}

const NativeIterClass kGrouperIter{"itertools._grouper", grouper_next, nullptr, false};

Value grouper_make(VM& vm, It* parent, Value key) {
    It* grouper = vm.new_native_iter(&kGrouperIter);
    grouper->v[0] = Value::object(parent);
    grouper->v[1] = key;
    parent->v[5] = Value::object(grouper);
    return Value::object(grouper);
}

Value groupby_new(VM& vm, Value* args, int nargs, KwArgs kw) {
    Value a[2];
    if (!bind(vm, {"groupby", {"iterable", "key"}, 1, 2}, args + 1, nargs - 1, kw, a)) return Value::empty();
    Value src = get_iter(vm, a[0]);
    if (src.is_empty()) return src;
    It* it = vm.new_native_iter(&kGroupBy);
    it->v[0] = src;
    it->v[1] = a[1].is_empty() ? Value::none() : a[1];
    return Value::object(it);
}

Value grouper_new(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!no_keywords(vm, "_grouper", kw) || !check_positional(vm, "_grouper", nargs - 1, 2, 2))
        return Value::empty();
    Value parent = args[1];
    if (!is_kind(parent, Kind::NativeIter) || static_cast<It*>(parent.o)->cls != &kGroupBy)
        return vm.raisef(vm.e_TypeError, "_grouper() argument 1 must be itertools.groupby, not {}",
                         vm.type_name(parent));
    return grouper_make(vm, static_cast<It*>(parent.o), args[2]);
}

// ---------------------------------------------------------------- starmap, takewhile, dropwhile, filterfalse
// v[0] the function, v[1] the iterator, n[0] takewhile's "stopped" and
// dropwhile's "started".

Value starmap_next(VM& vm, It* it) {
    Value args = iter_next(vm, it->v[1]);
    if (args.is_empty()) return args;
    if (!is_tuple(args)) {
        Rooted keep(vm, args);
        args = as_tuple_value(vm, args);
        if (args.is_empty()) return args;
    }
    Rooted keep(vm, args);
    return vm.call(it->v[0], as_tuple(args)->items, (int)as_tuple(args)->size);
}

// The predicate's verdict on `item`: 1, 0, or -1 on error.
int predicate(VM& vm, Value func, Value item) {
    Rooted keep(vm, item);
    Value r = vm.call(func, &item, 1);
    if (r.is_empty()) return -1;
    return truthy(vm, r);
}

Value takewhile_next(VM& vm, It* it) {
    if (it->n[0]) return Value::empty();
    Value item = iter_next(vm, it->v[1]);
    if (item.is_empty()) return item;
    int ok = predicate(vm, it->v[0], item);
    if (ok > 0) return item;
    if (ok == 0) it->n[0] = 1;
    return Value::empty();
}

Value dropwhile_next(VM& vm, It* it) {
    while (true) {
        Value item = iter_next(vm, it->v[1]);
        if (item.is_empty() || it->n[0]) return item;
        int ok = predicate(vm, it->v[0], item);
        if (ok == 0) {
            it->n[0] = 1;
            return item;
        }
        if (ok < 0) return Value::empty();
    }
}

Value filterfalse_next(VM& vm, It* it) {
    while (true) {
        Value item = iter_next(vm, it->v[1]);
        if (item.is_empty()) return item;
        Value func = it->v[0];
        int ok = func.is_none() || (is_kind(func, Kind::Type) && func.o == vm.t_bool) ? truthy(vm, item)
                                                                                       : predicate(vm, func, item);
        if (ok == 0) return item;
        if (ok < 0) return Value::empty();
    }
}

const NativeIterClass kStarMap{"itertools.starmap", starmap_next, nullptr, false};
const NativeIterClass kTakeWhile{"itertools.takewhile", takewhile_next, nullptr, false};
const NativeIterClass kDropWhile{"itertools.dropwhile", dropwhile_next, nullptr, false};
const NativeIterClass kFilterFalse{"itertools.filterfalse", filterfalse_next, nullptr, false};

// f(function, iterable), both positional.
Value func_iter_new(VM& vm, Value* args, int nargs, KwArgs kw, const NativeIterClass* cls, const char* name) {
    if (!no_keywords(vm, name, kw) || !check_positional(vm, name, nargs - 1, 2, 2)) return Value::empty();
    Value src = get_iter(vm, args[2]);
    if (src.is_empty()) return src;
    It* it = vm.new_native_iter(cls);
    it->v[0] = args[1];
    it->v[1] = src;
    return Value::object(it);
}

Value starmap_new(VM& vm, Value* a, int n, KwArgs kw) { return func_iter_new(vm, a, n, kw, &kStarMap, "starmap"); }
Value takewhile_new(VM& vm, Value* a, int n, KwArgs kw) {
    return func_iter_new(vm, a, n, kw, &kTakeWhile, "takewhile");
}
Value dropwhile_new(VM& vm, Value* a, int n, KwArgs kw) {
    return func_iter_new(vm, a, n, kw, &kDropWhile, "dropwhile");
}
Value filterfalse_new(VM& vm, Value* a, int n, KwArgs kw) {
    return func_iter_new(vm, a, n, kw, &kFilterFalse, "filterfalse");
}

// ---------------------------------------------------------------- compress
// v[0] the data's iterator, v[1] the selectors'.

Value compress_next(VM& vm, It* it) {
    while (true) {
        // The datum first, then its selector (CPython's order: which input
        // may raise first).
        Value datum = iter_next(vm, it->v[0]);
        if (datum.is_empty()) return datum;
        Rooted keep(vm, datum);
        Value selector = iter_next(vm, it->v[1]);
        if (selector.is_empty()) return selector;
        int ok = truthy(vm, selector);
        if (ok > 0) return datum;
        if (ok < 0) return Value::empty();
    }
}

const NativeIterClass kCompress{"itertools.compress", compress_next, nullptr, false};

Value compress_new(VM& vm, Value* args, int nargs, KwArgs kw) {
    Value a[2];
    if (!bind(vm, {"compress", {"data", "selectors"}, 2, 2}, args + 1, nargs - 1, kw, a)) return Value::empty();
    Made made(vm, &kCompress);
    Value data = get_iter(vm, a[0]);
    if (data.is_empty()) return data;
    made.it->v[0] = data;
    Value selectors = get_iter(vm, a[1]);
    if (selectors.is_empty()) return selectors;
    made.it->v[1] = selectors;
    return made.value();
}

// ---------------------------------------------------------------- pairwise
// v[0] the iterator (Empty once done), v[1] the value read last (Empty
// before the first).

Value pairwise_next(VM& vm, It* it) {
    if (it->v[0].is_empty()) return Value::empty();
    if (it->v[1].is_empty()) {
        Value old = iter_next(vm, it->v[0]);
        if (old.is_empty()) {
            it->v[0] = Value::empty();
            return old;
        }
        it->v[1] = old;
    }
    Value next = iter_next(vm, it->v[0]);
    if (next.is_empty()) {
        it->v[0] = Value::empty();
        it->v[1] = Value::empty();
        return next;
    }
    Value r = vm.tuple({it->v[1], next});
    it->v[1] = next;
    return r;
}

const NativeIterClass kPairwise{"itertools.pairwise", pairwise_next, nullptr, false};

Value pairwise_new(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!no_keywords(vm, "pairwise", kw) || !check_positional(vm, "pairwise", nargs - 1, 1, 1))
        return Value::empty();
    Value src = get_iter(vm, args[1]);
    if (src.is_empty()) return src;
    It* it = vm.new_native_iter(&kPairwise);
    it->v[0] = src;
    return Value::object(it);
}

// ---------------------------------------------------------------- tee
// The values the tees of one iterator share are kept as CPython keeps
// them, in links of 57: each tee holds the link it reads and its index in
// it, and a link no tee reaches any more is garbage, so tees that keep
// pace hold a few links however long the iterator runs.
// _tee_dataobject (a link, no iterator): v[0] the iterator, v[1] the next
// link (Empty until made), items the values read, n[0] "reading now".
// _tee: v[0] its link, n[0] its index in it.

constexpr size_t kLinkCells = 57;

const NativeIterClass kTeeData{"itertools._tee_dataobject", nullptr, nullptr, true};

Value new_link(VM& vm, Value src) {
    It* link = vm.new_native_iter(&kTeeData);
    link->v[0] = src;
    return Value::object(link);
}

Value tee_next(VM& vm, It* tee) {
    It* link = static_cast<It*>(tee->v[0].o);
    if (tee->n[0] >= (int64_t)kLinkCells) {
        if (link->v[1].is_empty()) link->v[1] = new_link(vm, link->v[0]);
        tee->v[0] = link->v[1];
        tee->n[0] = 0;
        link = static_cast<It*>(tee->v[0].o);
    }
    const size_t i = (size_t)tee->n[0];
    Value value;
    if (i < link->items.size()) {
        value = link->items[i];
    } else {
        // This tee leads: read the iterator.
        if (link->n[0]) return vm.raise(vm.e_RuntimeError, "cannot re-enter the tee iterator");
        link->n[0] = 1;
        value = iter_next(vm, link->v[0]);
        link->n[0] = 0;
        if (value.is_empty()) return value;
        link->items.push_back(value);
    }
    tee->n[0]++;
    return value;
}

const NativeIterClass kTee{"itertools._tee", tee_next, nullptr, false};

Value tee_copy_of(VM& vm, It* tee) {
    It* copy = vm.new_native_iter(&kTee);
    copy->v[0] = tee->v[0];
    copy->n[0] = tee->n[0];
    return Value::object(copy);
}

bool is_tee(Value v) { return is_kind(v, Kind::NativeIter) && static_cast<It*>(v.o)->cls == &kTee; }

Value tee_from_iterable(VM& vm, Value iterable) {
    Value src = get_iter(vm, iterable);
    if (src.is_empty()) return src;
    if (is_tee(src)) return tee_copy_of(vm, static_cast<It*>(src.o));
    Rooted keep(vm, src);
    Value link = new_link(vm, src);
    Rooted keep_link(vm, link);
    It* tee = vm.new_native_iter(&kTee);
    tee->v[0] = link;
    return Value::object(tee);
}

Value tee_new(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!no_keywords(vm, "_tee", kw) || !check_positional(vm, "_tee", nargs - 1, 1, 1)) return Value::empty();
    return tee_from_iterable(vm, args[1]);
}

// tee(iterable, n=2): n tees; the first is the iterable's iterator itself
// when it can be copied (a _tee, or an object with __copy__), the others
// its copies.
Value tee_fn(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (kw.n) return vm.raise(vm.e_TypeError, "itertools.tee() takes no keyword arguments");
    if (!check_positional(vm, "tee", nargs, 1, 2)) return Value::empty();
    int64_t n = 2;
    if (nargs == 2 && !int_arg(vm, args[1], &n)) return Value::empty();
    if (n < 0) return vm.raise(vm.e_ValueError, "n must be >= 0");
    if (!vm.check_reserve((size_t)n * sizeof(Value))) return Value::empty();
    TupleObj* result = vm.new_tuple((size_t)n);
    if (n == 0) return Value::object(result);
    Rooted keep(vm, Value::object(result));
    Value src = get_iter(vm, args[0]);
    if (src.is_empty()) return src;
    Rooted keep_src(vm, src);
    Value copy_fn;
    if (is_py_instance(vm, src)) {
        copy_fn = getattr(vm, src, vm.intern("__copy__"));
        if (copy_fn.is_empty()) {
            if (!vm.isinstance(Value::object(vm.exc), vm.e_AttributeError)) return copy_fn;
            vm.exc = nullptr;
        }
    }
    Rooted keep_fn(vm, copy_fn);
    Value first = src;
    if (copy_fn.is_empty() && !is_tee(src)) {
        first = tee_from_iterable(vm, src);
        if (first.is_empty()) return first;
    }
    result->items[0] = first;
    for (int64_t i = 1; i < n; i++) {
        Value copy = copy_fn.is_empty() ? tee_copy_of(vm, static_cast<It*>(first.o)) : vm.call(copy_fn, nullptr, 0);
        if (copy.is_empty()) return copy;
        result->items[i] = copy;
    }
    return Value::object(result);
}

Value tee_data_new(VM& vm, Value*, int, KwArgs) {
    return vm.raise(vm.e_NotImplementedError, "itertools._tee_dataobject() is not supported by kiln yet");
}

// ---------------------------------------------------------------- methods

// The type's name without "itertools.", as a method's qualified name has it.
const char* short_name(VM& vm, const NativeIterClass& cls) {
    const char* full = vm.native_iter_type(&cls)->name->data;
    const char* dot = std::strchr(full, '.');
    return dot ? dot + 1 : full;
}

// `self` of a method of `cls`'s type, or null with CPython's TypeError:
// a slot wrapper's (__next__, __iter__, __repr__) or a method's.
It* self_of(VM& vm, Value* args, int nargs, const NativeIterClass& cls, const char* method, bool slot) {
    if (nargs >= 1 && is_kind(args[0], Kind::NativeIter) && static_cast<It*>(args[0].o)->cls == &cls)
        return static_cast<It*>(args[0].o);
    const char* tname = vm.native_iter_type(&cls)->name->data;
    if (nargs == 0 && slot)
        vm.raisef(vm.e_TypeError, "descriptor '{}' of '{}' object needs an argument", method, tname);
    else if (nargs == 0)
        vm.raisef(vm.e_TypeError, "unbound method {}.{}() needs an argument", short_name(vm, cls), method);
    else if (slot)
        vm.raisef(vm.e_TypeError, "descriptor '{}' requires a '{}' object but received a '{}'", method, tname,
                  vm.type_name(args[0]));
    else
        vm.raisef(vm.e_TypeError, "descriptor '{}' for '{}' objects doesn't apply to a '{}' object", method, tname,
                  vm.type_name(args[0]));
    return nullptr;
}

bool no_method_args(VM& vm, int nargs, KwArgs kw, const NativeIterClass& cls, const char* method, bool slot) {
    if (kw.n) {
        if (slot) vm.raisef(vm.e_TypeError, "wrapper {}() takes no keyword arguments", method);
        else vm.raisef(vm.e_TypeError, "{}.{}() takes no keyword arguments", short_name(vm, cls), method);
        return false;
    }
    if (nargs != 1) {
        if (slot) vm.raisef(vm.e_TypeError, "expected 0 arguments, got {}", nargs - 1);
        else vm.raisef(vm.e_TypeError, "{}.{}() takes no arguments ({} given)", short_name(vm, cls), method, nargs - 1);
        return false;
    }
    return true;
}

// A method of `cls`'s type taking no arguments: its self, or null.
It* method_self(VM& vm, Value* args, int nargs, KwArgs kw, const NativeIterClass& cls, const char* method, bool slot) {
    It* it = self_of(vm, args, nargs, cls, method, slot);
    return it && no_method_args(vm, nargs, kw, cls, method, slot) ? it : nullptr;
}

template <const NativeIterClass& C>
Value next_method(VM& vm, Value* args, int nargs, KwArgs kw) {
    It* it = method_self(vm, args, nargs, kw, C, "__next__", true);
    if (!it) return Value::empty();
    Value v = C.next(vm, it);
    if (v.is_empty() && !vm.exc) return vm.raise_value(vm.new_exception(vm.e_StopIteration, nullptr));
    return v;
}

template <const NativeIterClass& C>
Value iter_method(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!method_self(vm, args, nargs, kw, C, "__iter__", true)) return Value::empty();
    return args[0];
}

Value repeat_length_hint(VM& vm, Value* args, int nargs, KwArgs kw) {
    It* it = method_self(vm, args, nargs, kw, kRepeat, "__length_hint__", false);
    if (!it) return Value::empty();
    if (it->n[0] == -1) return vm.raise(vm.e_TypeError, "len() of unsized object");
    return Value::integer(it->n[0]);
}

// __repr__ of the iterators with a repr of their own (count, repeat).
template <const NativeIterClass& C>
Value repr_method(VM& vm, Value* args, int nargs, KwArgs kw) {
    It* it = method_self(vm, args, nargs, kw, C, "__repr__", true);
    if (!it) return Value::empty();
    std::string out;
    if (!C.repr(vm, it, out)) return Value::empty();
    return vm.str(out);
}

Value tee_copy_method(VM& vm, Value* args, int nargs, KwArgs kw) {
    It* it = method_self(vm, args, nargs, kw, kTee, "__copy__", false);
    if (!it) return Value::empty();
    return tee_copy_of(vm, it);
}

struct TypeDef {
    const NativeIterClass* cls;
    NativeFn ctor;
    NativeFn next, iter; // the __next__ and __iter__ methods (null: none)
};

#define KILN_ITER_METHODS(C) next_method<C>, iter_method<C>

const TypeDef kTypes[] = {
    {&kAccumulate, accumulate_new, KILN_ITER_METHODS(kAccumulate)},
    {&kCombinations, combinations_new, KILN_ITER_METHODS(kCombinations)},
    {&kCwr, cwr_new, KILN_ITER_METHODS(kCwr)},
    {&kCycle, cycle_new, KILN_ITER_METHODS(kCycle)},
    {&kDropWhile, dropwhile_new, KILN_ITER_METHODS(kDropWhile)},
    {&kTakeWhile, takewhile_new, KILN_ITER_METHODS(kTakeWhile)},
    {&kISlice, islice_new, KILN_ITER_METHODS(kISlice)},
    {&kStarMap, starmap_new, KILN_ITER_METHODS(kStarMap)},
    {&kChain, chain_new, KILN_ITER_METHODS(kChain)},
    {&kCompress, compress_new, KILN_ITER_METHODS(kCompress)},
    {&kFilterFalse, filterfalse_new, KILN_ITER_METHODS(kFilterFalse)},
    {&kCount, count_new, KILN_ITER_METHODS(kCount)},
    {&kZipLongest, zip_longest_new, KILN_ITER_METHODS(kZipLongest)},
    {&kPairwise, pairwise_new, KILN_ITER_METHODS(kPairwise)},
    {&kPermutations, permutations_new, KILN_ITER_METHODS(kPermutations)},
    {&kProduct, product_new, KILN_ITER_METHODS(kProduct)},
    {&kRepeat, repeat_new, KILN_ITER_METHODS(kRepeat)},
    {&kGroupBy, groupby_new, KILN_ITER_METHODS(kGroupBy)},
    {&kGrouperIter, grouper_new, KILN_ITER_METHODS(kGrouperIter)},
    {&kTee, tee_new, KILN_ITER_METHODS(kTee)},
    {&kTeeData, tee_data_new, nullptr, nullptr},
};

#undef KILN_ITER_METHODS

void set_in(VM& vm, TypeObj* t, const char* name, Value v) { dict_set_str(vm, t->dict, vm.intern(name), v); }

void add_method(VM& vm, TypeObj* t, const char* name, NativeFn fn, bool takes_kw = true) {
    set_in(vm, t, name, Value::object(vm.new_native(name, fn, takes_kw, t)));
}

} // namespace

bool init_itertools_module(VM& vm, DictObj* dict) {
    for (const TypeDef& d : kTypes) {
        TypeObj* t = vm.native_iter_type(d.cls);
        t->ctor = d.ctor;
        if (d.next) {
            add_method(vm, t, "__next__", d.next);
            add_method(vm, t, "__iter__", d.iter);
        }
        std::string_view name = t->name->view();
        name.remove_prefix(name.find('.') + 1);
        module_set(vm, dict, std::string(name).c_str(), Value::object(t));
    }
    TypeObj* chain_t = vm.native_iter_type(&kChain);
    NativeObj* from_iterable = vm.new_native("from_iterable", chain_from_iterable, true, chain_t);
    set_in(vm, chain_t, "from_iterable", vm.bound_method(Value::object(chain_t), Value::object(from_iterable)));
    add_method(vm, vm.native_iter_type(&kRepeat), "__length_hint__", repeat_length_hint);
    add_method(vm, vm.native_iter_type(&kRepeat), "__repr__", repr_method<kRepeat>);
    add_method(vm, vm.native_iter_type(&kCount), "__repr__", repr_method<kCount>);
    add_method(vm, vm.native_iter_type(&kTee), "__copy__", tee_copy_method);
    module_def(vm, dict, "tee", tee_fn, true);
    return true;
}

} // namespace kiln
