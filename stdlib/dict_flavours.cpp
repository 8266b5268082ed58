// collections.defaultdict, Counter and OrderedDict, as CPython 3.11's
// (Modules/_collectionsmodule.c, Objects/odictobject.c and
// Lib/collections/__init__.py): dicts with a flavour, their methods and
// the hooks the VM calls (vm/collections.hpp). The module itself is
// collections_module.cpp.
#include "../vm/collections.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include "../vm/bigint.hpp"
#include "../vm/dict.hpp"
#include "../vm/dunder.hpp"
#include "../vm/generator.hpp"
#include "../vm/ops.hpp"
#include "../vm/set.hpp"
#include "collections_internal.hpp"
#include "stdlib.hpp"

namespace kiln {

namespace {

Value key_error(VM& vm, Value key) {
    TupleObj* args = vm.new_tuple(1);
    args->items[0] = key;
    return vm.raise_value(vm.new_exception(vm.e_KeyError, args));
}

// What CPython's PyCallable_Check says of v.
bool is_callable(VM& vm, Value v) {
    if (v.tag != Tag::Obj) return false;
    switch (v.o->kind) {
    case Kind::Function: case Kind::Native: case Kind::BoundMethod: case Kind::Type: case Kind::StaticMethod:
    case Kind::GenericAlias: case Kind::HostFunction:
        return true;
    default: return is_py_instance(vm, v) && !find_special(vm, v, Dunder::call_).is_empty();
    }
}

DictObj* new_flavoured(VM& vm, DictFlavour f) {
    DictObj* d = vm.new_dict();
    d->flavour = f;
    return d;
}

} // namespace

Value factory_of(const DictObj* d) { return d->factory ? d->factory->value : Value::none(); }

void set_factory(VM& vm, DictObj* d, Value f) {
    if (!d->factory) d->factory = vm.alloc<CellObj>(Kind::Cell);
    d->factory->value = f;
}

namespace {

bool is_flavour(Value v, uint8_t f) { return is_dict(v) && v.o->flavour == f; }

// The live entries of d, keys and values, kept rooted: what CPython's
// `for k, v in d.items()` sees of a dict no script code changes meanwhile.
struct Entries {
    TempList list;
    explicit Entries(VM& vm, DictObj* d) : list(vm) {
        for (size_t i = 0; i < d->entries.size(); i++) {
            const DictEntry& e = d->entries[i];
            if (!dict_entry_live(e)) continue;
            list.items().push_back(e.key);
            list.items().push_back(e.value);
        }
    }
    size_t size() { return list.items().size() / 2; }
    Value key(size_t i) { return list.items()[2 * i]; }
    Value value(size_t i) { return list.items()[2 * i + 1]; }
};

// The (key, value) pairs of `mapping.items()` for any object with items():
// a dict's entries, or the pairs its items() gives (unpacked as a for
// loop's `k, v` would). False with the error raised.
bool items_of(VM& vm, Value mapping, TempList& out) {
    if (is_dict(mapping)) {
        Entries e(vm, as_dict(mapping));
        out.items().insert(out.items().end(), e.list.items().begin(), e.list.items().end());
        return true;
    }
    Value fn = getattr(vm, mapping, vm.intern("items"));
    if (fn.is_empty()) return false;
    Rooted keep_fn(vm, fn);
    Value items = vm.call(fn, nullptr, 0);
    if (items.is_empty()) return false;
    Rooted keep(vm, items);
    Value it = get_iter(vm, items);
    if (it.is_empty()) return false;
    Rooted keep_it(vm, it);
    while (true) {
        Value pair = iter_next(vm, it);
        if (pair.is_empty()) return !vm.exc;
        Rooted keep_pair(vm, pair);
        ValueVec kv;
        if (!is_list(pair) && !is_tuple(pair) && !is_iterable_type(vm, pair)) {
            vm.raisef(vm.e_TypeError, "cannot unpack non-iterable {} object", vm.type_name(pair));
            return false;
        }
        if (!collect_iterable(vm, pair, kv)) return false;
        if (kv.size() != 2) {
            if (kv.size() > 2) vm.raise(vm.e_ValueError, "too many values to unpack (expected 2)");
            else vm.raisef(vm.e_ValueError, "not enough values to unpack (expected 2, got {})", kv.size());
            return false;
        }
        out.items().push_back(kv[0]);
        out.items().push_back(kv[1]);
    }
}

// self[key] on a Counter: its count, or 0.
Value count_of(VM& vm, DictObj* c, Value key) {
    Value v = dict_get(vm, c, key);
    if (v.is_empty() && !vm.exc) return Value::integer(0);
    return v;
}

// x <op> y as a truth value (1, 0, -1 on error).
int test(VM& vm, CmpOp op, Value x, Value y) {
    Value r = compare(vm, op, x, y);
    if (r.is_empty()) return -1;
    return truthy(vm, r);
}

// ------------------------------------------------------------ arguments of Python-level methods

// The dict a flavour's method is called on. Called on anything else (the
// unbound method on another object), CPython's Python-level methods would
// go on with it; kiln refuses.
DictObj* flavour_self(VM& vm, Value* args, int nargs, uint8_t flavour, const char* qualname) {
    if (nargs >= 1 && is_flavour(args[0], flavour)) return as_dict(args[0]);
    if (nargs < 1) {
        vm.raisef(vm.e_TypeError, "{}() missing 1 required positional argument: 'self'", qualname);
        return nullptr;
    }
    vm.raisef(vm.e_NotImplementedError, "{}() called on a '{}' object is not supported by kiln yet", qualname,
              vm.type_name(args[0]));
    return nullptr;
}

// An instance of functools.partial (a class of the functools module's
// Python prelude), or of a subclass of it.
bool is_functools_partial(VM& vm, Value v) {
    if (!is_py_instance(vm, v)) return false;
    for (TypeObj* t : vm.type_of(v)->mro)
        if (t->is_class && t->name->view() == "partial" && t->module && t->module->view() == "functools") return true;
    return false;
}

// ------------------------------------------------------------ Counter

// A generator's items counted as it yields them (GenSink): those already
// counted with an int that has room, whose hash and equality run no script
// code (Counter(len(w) for w in words): the generator's loop compiles its
// yield as this count). A new key, or one that needs more (a big int, a
// script's __eq__), is yielded to counter_update's loop, which may raise.
struct CountSink final : GenSink {
    VM& vm;
    DictObj* counts;
    int delta; // 1, or -1 for subtract
    // Where accepts found the key: take follows it at once (nothing runs
    // between them, in the interpreter's YIELD_VALUE, the gen_take helper
    // or counter_update's loop).
    mutable int64_t found = -1;
    CountSink(VM& v, DictObj* c, int d) : vm(v), counts(c), delta(d) {}
    bool accepts(Value key) const override {
        found = plain_key(key) ? dict_index_no_script(vm, counts, key) : -1;
        if (found < 0) return false;
        const Value old = counts->entries[(size_t)found].value;
        return old.is_int() && old.i != (delta > 0 ? INT64_MAX : INT64_MIN);
    }
    void take(Value) override {
        Value& v = counts->entries[(size_t)found].value;
        v = Value::integer(v.i + delta);
    }
};

// Counter.update / Counter.subtract with one iterable or mapping (Empty:
// none) and keyword counts.
bool counter_update(VM& vm, DictObj* c, Value iterable, KwArgs kw, bool subtract) {
    if (!iterable.is_empty() && !iterable.is_none()) {
        if (is_dict(iterable)) { // a Mapping
            if (!subtract && c->used == 0) {
                if (!update_dict(vm, c, iterable)) return false; // dict.update
            } else {
                Entries items(vm, as_dict(iterable));
                for (size_t i = 0; i < items.size(); i++) {
                    Value old = count_of(vm, c, items.key(i));
                    if (old.is_empty()) return false;
                    Value v = subtract ? binary_op(vm, Op::Sub, old, items.value(i))
                                       : binary_op(vm, Op::Add, items.value(i), old);
                    if (v.is_empty() || !dict_set(vm, c, items.key(i), v)) return false;
                }
            }
        } else {
            Value it = get_iter(vm, iterable);
            if (it.is_empty()) return false;
            Rooted keep(vm, it);
            CountSink sink(vm, c, subtract ? -1 : 1);
            while (true) {
                Value elem = iter_next_through(vm, it, &sink);
                if (elem.is_empty()) {
                    if (vm.exc) return false;
                    break;
                }
                // In place where no script code runs (what the sink takes);
                // else as CPython's: a look-up, then a store, each comparing
                // keys (a script's __eq__ runs twice).
                if (sink.accepts(elem)) {
                    sink.take(elem);
                    continue;
                }
                Rooted keep_elem(vm, elem);
                int64_t ix = dict_index(vm, c, elem);
                if (ix == -2) return false;
                Value v;
                if (ix < 0) {
                    v = Value::integer(subtract ? -1 : 1);
                } else {
                    v = binary_op(vm, subtract ? Op::Sub : Op::Add, c->entries[ix].value, Value::integer(1));
                    if (v.is_empty()) return false;
                }
                if (!dict_set(vm, c, elem, v)) return false;
            }
        }
    }
    if (kw.n) {
        DictObj* kwd = vm.new_dict();
        Rooted keep(vm, Value::object(kwd));
        for (int i = 0; i < kw.n; i++)
            if (!dict_set(vm, kwd, kw.names[i], kw.values[i])) return false;
        return counter_update(vm, c, Value::object(kwd), KwArgs{}, subtract);
    }
    return true;
}

Value counter_ctor(VM& vm, Value* args, int nargs, KwArgs kw) {
    // args[0] is the class; as Counter.__init__(self, iterable=None, /, **kwds).
    if (!py_positional(vm, "Counter.__init__", nargs, 1, 2)) return Value::empty();
    DictObj* c = new_flavoured(vm, kCounter);
    Rooted keep(vm, Value::object(c));
    if (!counter_update(vm, c, nargs > 1 ? args[1] : Value::empty(), kw, false)) return Value::empty();
    return Value::object(c);
}

Value counter_update_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    DictObj* c = flavour_self(vm, args, nargs, kCounter, "Counter.update");
    if (!c || !py_positional(vm, "Counter.update", nargs, 1, 2)) return Value::empty();
    return counter_update(vm, c, nargs > 1 ? args[1] : Value::empty(), kw, false) ? Value::none() : Value::empty();
}

Value counter_subtract_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    DictObj* c = flavour_self(vm, args, nargs, kCounter, "Counter.subtract");
    if (!c || !py_positional(vm, "Counter.subtract", nargs, 1, 2)) return Value::empty();
    return counter_update(vm, c, nargs > 1 ? args[1] : Value::empty(), kw, true) ? Value::none() : Value::empty();
}

// The (elem, count) pairs of c by count, largest first, equal counts in
// the dict's order: sorted(c.items(), key=itemgetter(1), reverse=True),
// done as CPython's sort does it (reversed, stable sort, reversed).
bool sorted_by_count(VM& vm, DictObj* c, TempList& pairs) {
    Entries items(vm, c);
    const size_t n = items.size();
    TempList keys(vm);
    for (size_t i = n; i-- > 0;) {
        keys.items().push_back(items.value(i));
        pairs.items().push_back(vm.tuple({items.key(i), items.value(i)}));
    }
    if (!sort_values_by_keys(vm, keys.items().data(), pairs.items().data(), n)) return false;
    std::reverse(pairs.items().begin(), pairs.items().end());
    return true;
}

// Counter.most_common(n=None), through heapq.nlargest's rules for n.
Value counter_most_common_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    const char* q = "Counter.most_common";
    DictObj* c = flavour_self(vm, args, nargs, kCounter, q);
    if (!c || !py_positional(vm, q, nargs, 1, 2)) return Value::empty();
    Value n = nargs > 1 ? args[1] : Value::none();
    for (int i = 0; i < kw.n; i++) {
        if (as_str(kw.names[i])->view() != "n")
            return vm.raisef(vm.e_TypeError, "{}() got an unexpected keyword argument '{}'", q,
                             as_str(kw.names[i])->view());
        if (nargs > 1) return vm.raisef(vm.e_TypeError, "{}() got multiple values for argument 'n'", q);
        n = kw.values[i];
    }
    TempList pairs(vm);
    if (n.is_none()) {
        if (!sorted_by_count(vm, c, pairs)) return Value::empty();
        ListObj* l = vm.new_list();
        l->values() = pairs.items();
        return Value::object(l);
    }
    // nlargest(n, items, key=itemgetter(1)): n == 1 is max(); n >= len is
    // sorted(...)[:n]; else the n largest, ties in order.
    int one = equals(vm, n, Value::integer(1));
    if (one < 0) return Value::empty();
    ListObj* result = vm.new_list();
    Rooted keep(vm, Value::object(result));
    if (one) {
        Entries items(vm, c);
        if (items.size() == 0) return Value::object(result);
        size_t best = 0;
        for (size_t i = 1; i < items.size(); i++) {
            int gt = test(vm, CmpOp::Gt, items.value(i), items.value(best));
            if (gt < 0) return Value::empty();
            if (gt) best = i;
        }
        result->values().push_back(vm.tuple({items.key(best), items.value(best)}));
        return Value::object(result);
    }
    int all = test(vm, CmpOp::Ge, n, Value::integer((int64_t)c->used));
    if (all < 0) return Value::empty();
    if (!is_integer(n)) {
        if (all) return vm.raise(vm.e_TypeError, "slice indices must be integers or None or have an __index__ method");
        Value neg = unary_op(vm, Op::Neg, n);
        if (neg.is_empty()) return neg;
        return vm.raisef(vm.e_TypeError, "'{}' object cannot be interpreted as an integer", vm.type_name(neg));
    }
    const int64_t k = all ? (int64_t)c->used : int_clamp(n);
    if (k <= 0) return Value::object(result);
    if (!sorted_by_count(vm, c, pairs)) return Value::empty();
    result->values().assign(pairs.items().begin(), pairs.items().begin() + std::min<size_t>((size_t)k, pairs.items().size()));
    return Value::object(result);
}

// Counter.elements(): chain.from_iterable(starmap(repeat, self.items())),
// lazy as CPython's, with the module's _chain, _starmap and _repeat
// (itertools', bound when collections is imported), looked up at each call
// as CPython's globals are.
Value counter_elements_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    const char* q = "Counter.elements";
    DictObj* c = flavour_self(vm, args, nargs, kCounter, q);
    if (!c || !py_positional(vm, q, nargs, 1, 1) || !py_no_keywords(vm, q, kw)) return Value::empty();
    Value mod = vm.import_module(vm.intern("collections"));
    if (mod.is_empty()) return mod;
    DictObj* globals = static_cast<ModuleObj*>(mod.o)->dict;
    Value parts[3];
    const char* names[3] = {"_chain", "_starmap", "_repeat"};
    for (int i = 0; i < 3; i++) {
        parts[i] = dict_get_str(globals, vm.intern(names[i]));
        if (parts[i].is_empty()) return vm.raisef(vm.e_NameError, "name '{}' is not defined", names[i]);
    }
    Value from_iterable = getattr(vm, parts[0], vm.intern("from_iterable"));
    if (from_iterable.is_empty()) return from_iterable;
    Rooted keep_fi(vm, from_iterable);
    Value items_fn = getattr(vm, args[0], vm.intern("items"));
    if (items_fn.is_empty()) return items_fn;
    Rooted keep_items_fn(vm, items_fn);
    Value items = vm.call(items_fn, nullptr, 0);
    if (items.is_empty()) return items;
    Rooted keep_items(vm, items);
    Value sm_args[2] = {parts[2], items};
    Value sm = vm.call(parts[1], sm_args, 2);
    if (sm.is_empty()) return sm;
    Rooted keep_sm(vm, sm);
    return vm.call(from_iterable, &sm, 1);
}

Value counter_total_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    const char* q = "Counter.total";
    DictObj* c = flavour_self(vm, args, nargs, kCounter, q);
    if (!c || !py_positional(vm, q, nargs, 1, 1) || !py_no_keywords(vm, q, kw)) return Value::empty();
    Entries items(vm, c);
    Value sum = Value::integer(0);
    Rooted keep(vm, sum);
    for (size_t i = 0; i < items.size(); i++) {
        sum = binary_op(vm, Op::Add, sum, items.value(i));
        if (sum.is_empty()) return sum;
        keep.set(sum);
    }
    return sum;
}

Value counter_copy_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    const char* q = "Counter.copy";
    DictObj* c = flavour_self(vm, args, nargs, kCounter, q);
    if (!c || !py_positional(vm, q, nargs, 1, 1) || !py_no_keywords(vm, q, kw)) return Value::empty();
    DictObj* r = new_flavoured(vm, kCounter);
    Rooted keep(vm, Value::object(r));
    if (!update_dict(vm, r, args[0])) return Value::empty();
    return Value::object(r);
}

Value counter_missing_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    const char* q = "Counter.__missing__";
    if (!flavour_self(vm, args, nargs, kCounter, q) || !py_no_keywords(vm, q, kw)) return Value::empty();
    if (nargs < 2) return vm.raisef(vm.e_TypeError, "{}() missing 1 required positional argument: 'key'", q);
    if (!py_positional(vm, q, nargs, 2, 2)) return Value::empty();
    return Value::integer(0);
}

// Counter.fromkeys is bound to the class, as dict.fromkeys (see dict_methods.cpp).
Value counter_fromkeys_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    const char* q = "Counter.fromkeys";
    if (!py_no_keywords(vm, q, kw)) return Value::empty();
    if (nargs < 2) return vm.raisef(vm.e_TypeError, "{}() missing 1 required positional argument: 'iterable'", q);
    if (!py_positional(vm, q, nargs, 2, 3)) return Value::empty();
    return vm.raise(vm.e_NotImplementedError, "Counter.fromkeys() is undefined.  Use Counter(iterable) instead.");
}

// result[elem] = v for a count worth keeping (v > 0).
bool keep_positive_into(VM& vm, DictObj* result, Value elem, Value v) {
    int pos = test(vm, CmpOp::Gt, v, Value::integer(0));
    if (pos < 0) return false;
    return !pos || dict_set(vm, result, elem, v);
}

// Counter's + - | & of two Counters (Lib/collections/__init__.py).
Value counter_binary(VM& vm, Op op, DictObj* self, DictObj* other) {
    DictObj* result = new_flavoured(vm, kCounter);
    Rooted keep(vm, Value::object(result));
    Entries mine(vm, self);
    for (size_t i = 0; i < mine.size(); i++) {
        Value count = mine.value(i);
        Value theirs = count_of(vm, other, mine.key(i));
        if (theirs.is_empty()) return theirs;
        Rooted keep_theirs(vm, theirs);
        Value v;
        switch (op) {
        case Op::Add: v = binary_op(vm, Op::Add, count, theirs); break;
        case Op::Sub: v = binary_op(vm, Op::Sub, count, theirs); break;
        case Op::BitOr: case Op::BitAnd: {
            int lt = test(vm, CmpOp::Lt, count, theirs);
            if (lt < 0) return Value::empty();
            v = (op == Op::BitOr) == (lt == 1) ? theirs : count;
            break;
        }
        default: return Value::empty();
        }
        if (v.is_empty()) return v;
        Rooted keep_v(vm, v);
        if (!keep_positive_into(vm, result, mine.key(i), v)) return Value::empty();
    }
    if (op == Op::BitAnd) return Value::object(result);
    Entries theirs(vm, other);
    for (size_t i = 0; i < theirs.size(); i++) {
        int64_t ix = dict_index(vm, self, theirs.key(i));
        if (ix == -2) return Value::empty();
        if (ix >= 0) continue;
        Value count = theirs.value(i);
        if (op == Op::Sub) {
            int neg = test(vm, CmpOp::Lt, count, Value::integer(0));
            if (neg < 0) return Value::empty();
            if (!neg) continue;
            Value v = binary_op(vm, Op::Sub, Value::integer(0), count);
            if (v.is_empty() || !dict_set(vm, result, theirs.key(i), v)) return Value::empty();
        } else if (!keep_positive_into(vm, result, theirs.key(i), count)) {
            return Value::empty();
        }
    }
    return Value::object(result);
}

// Counter._keep_positive: drops the counts that are not > 0.
bool keep_positive(VM& vm, DictObj* c) {
    Entries items(vm, c);
    TempList drop(vm);
    for (size_t i = 0; i < items.size(); i++) {
        int pos = test(vm, CmpOp::Gt, items.value(i), Value::integer(0));
        if (pos < 0) return false;
        if (!pos) drop.items().push_back(items.key(i));
    }
    for (Value k : drop.items())
        if (dict_del(vm, c, k) < 0) return false;
    return true;
}

// Counter's += -= |= &= (other: anything with items(); &= indexes it).
Value counter_inplace(VM& vm, Op op, Value selfv, Value other) {
    DictObj* self = as_dict(selfv);
    TempList pairs(vm);
    if (op == Op::BitAnd) {
        Entries mine(vm, self);
        for (size_t i = 0; i < mine.size(); i++) {
            Value theirs = getitem(vm, other, mine.key(i));
            if (theirs.is_empty()) return theirs;
            Rooted keep(vm, theirs);
            int lt = test(vm, CmpOp::Lt, theirs, mine.value(i));
            if (lt < 0) return Value::empty();
            if (lt && !dict_set(vm, self, mine.key(i), theirs)) return Value::empty();
        }
    } else {
        if (!items_of(vm, other, pairs)) return Value::empty();
        for (size_t i = 0; i + 1 < pairs.items().size(); i += 2) {
            Value elem = pairs.items()[i], count = pairs.items()[i + 1];
            Value mine = getitem(vm, selfv, elem); // self[elem]: 0 when missing
            if (mine.is_empty()) return mine;
            Rooted keep(vm, mine);
            Value v;
            if (op == Op::BitOr) {
                int gt = test(vm, CmpOp::Gt, count, mine);
                if (gt < 0) return Value::empty();
                if (!gt) continue;
                v = count;
            } else {
                v = inplace_op(vm, op, mine, count);
                if (v.is_empty()) return v;
            }
            Rooted keep_v(vm, v);
            if (!setitem(vm, selfv, elem, v)) return Value::empty();
        }
    }
    if (!keep_positive(vm, self)) return Value::empty();
    return selfv;
}

Value counter_unary(VM& vm, Op op, DictObj* self) {
    DictObj* result = new_flavoured(vm, kCounter);
    Rooted keep(vm, Value::object(result));
    Entries items(vm, self);
    for (size_t i = 0; i < items.size(); i++) {
        Value count = items.value(i);
        int t = test(vm, op == Op::Pos ? CmpOp::Gt : CmpOp::Lt, count, Value::integer(0));
        if (t < 0) return Value::empty();
        if (!t) continue;
        Value v = op == Op::Pos ? count : binary_op(vm, Op::Sub, Value::integer(0), count);
        if (v.is_empty() || !dict_set(vm, result, items.key(i), v)) return Value::empty();
    }
    return Value::object(result);
}

// all(self[e] <op> other[e] for c in (self, other) for e in c)
int counter_all(VM& vm, CmpOp op, DictObj* self, DictObj* other) {
    for (DictObj* c : {self, other}) {
        Entries items(vm, c);
        for (size_t i = 0; i < items.size(); i++) {
            Value x = count_of(vm, self, items.key(i));
            if (x.is_empty()) return -1;
            Rooted keep(vm, x);
            Value y = count_of(vm, other, items.key(i));
            if (y.is_empty()) return -1;
            int t = op == CmpOp::Eq ? equals(vm, x, y) : test(vm, op, x, y);
            if (t <= 0) return t;
        }
    }
    return 1;
}

// ------------------------------------------------------------ defaultdict

Value defaultdict_ctor(VM& vm, Value* args, int nargs, KwArgs kw) {
    Value factory = Value::none();
    if (nargs > 1) {
        factory = args[1];
        if (!factory.is_none() && !is_callable(vm, factory))
            return vm.raise(vm.e_TypeError, "first argument must be callable or None");
    }
    if (nargs > 3) return vm.raisef(vm.e_TypeError, "dict expected at most 1 argument, got {}", nargs - 2);
    DictObj* d = new_flavoured(vm, kDefaultDict);
    Rooted keep(vm, Value::object(d));
    set_factory(vm, d, factory);
    if (nargs == 3 && !update_dict(vm, d, args[2])) return Value::empty();
    for (int i = 0; i < kw.n; i++)
        if (!dict_set(vm, d, kw.names[i], kw.values[i])) return Value::empty();
    return Value::object(d);
}

// The method of a C type's METH_NOARGS / METH_O shape on a flavoured dict.
DictObj* c_method_self(VM& vm, Value* args, int nargs, KwArgs kw, uint8_t flavour, const char* type,
                       const char* name, int takes) {
    if (nargs < 1) {
        vm.raisef(vm.e_TypeError, "unbound method {}.{}() needs an argument", type, name);
        return nullptr;
    }
    if (!is_flavour(args[0], flavour)) {
        vm.raisef(vm.e_TypeError, "descriptor '{}' for 'collections.{}' objects doesn't apply to a '{}' object", name,
                  type, vm.type_name(args[0]));
        return nullptr;
    }
    if (kw.n) {
        vm.raisef(vm.e_TypeError, "{}.{}() takes no keyword arguments", type, name);
        return nullptr;
    }
    if (takes == 0 && nargs != 1) {
        vm.raisef(vm.e_TypeError, "{}.{}() takes no arguments ({} given)", type, name, nargs - 1);
        return nullptr;
    }
    if (takes == 1 && nargs != 2) {
        vm.raisef(vm.e_TypeError, "{}.{}() takes exactly one argument ({} given)", type, name, nargs - 1);
        return nullptr;
    }
    return as_dict(args[0]);
}

DictObj* copy_defaultdict(VM& vm, DictObj* d, Value from) {
    DictObj* r = new_flavoured(vm, kDefaultDict);
    Rooted keep(vm, Value::object(r));
    set_factory(vm, r, factory_of(d));
    if (!update_dict(vm, r, from)) return nullptr;
    return r;
}

Value defaultdict_copy_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    DictObj* d = c_method_self(vm, args, nargs, kw, kDefaultDict, "defaultdict", "copy", 0);
    if (!d) return Value::empty();
    DictObj* r = copy_defaultdict(vm, d, args[0]);
    return r ? Value::object(r) : Value::empty();
}

Value defaultdict_dunder_copy_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    DictObj* d = c_method_self(vm, args, nargs, kw, kDefaultDict, "defaultdict", "__copy__", 0);
    if (!d) return Value::empty();
    DictObj* r = copy_defaultdict(vm, d, args[0]);
    return r ? Value::object(r) : Value::empty();
}

Value defaultdict_missing_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    DictObj* d = c_method_self(vm, args, nargs, kw, kDefaultDict, "defaultdict", "__missing__", 1);
    if (!d) return Value::empty();
    return dict_missing(vm, d, args[1]);
}

// ------------------------------------------------------------ OrderedDict

Value odict_ctor(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (nargs > 2) return vm.raisef(vm.e_TypeError, "expected at most 1 arguments, got {}", nargs - 1);
    DictObj* d = new_flavoured(vm, kOrderedDict);
    Rooted keep(vm, Value::object(d));
    if (nargs == 2 && !update_dict(vm, d, args[1])) return Value::empty();
    for (int i = 0; i < kw.n; i++)
        if (!dict_set(vm, d, kw.names[i], kw.values[i])) return Value::empty();
    return Value::object(d);
}

// Argument clinic's parse of (key, last=True) and (last=True).
bool odict_args(VM& vm, Value* args, int nargs, KwArgs kw, const char* name, bool needs_key, Value* key,
                bool* last) {
    const int maxpos = needs_key ? 2 : 1;
    if (nargs - 1 > maxpos) {
        vm.raisef(vm.e_TypeError, "{}() takes at most {} argument{} ({} given)", name, maxpos, maxpos == 1 ? "" : "s",
                  nargs - 1 + kw.n);
        return false;
    }
    Value lastv = Value::empty();
    if (needs_key && nargs > 1) *key = args[1];
    if (nargs > (needs_key ? 2 : 1)) lastv = args[needs_key ? 2 : 1];
    for (int i = 0; i < kw.n; i++) {
        std::string_view n = as_str(kw.names[i])->view();
        Value* slot = n == "last" ? &lastv : needs_key && n == "key" ? key : nullptr;
        if (!slot) {
            vm.raisef(vm.e_TypeError, "'{}' is an invalid keyword argument for {}()", n, name);
            return false;
        }
        if (!slot->is_empty()) {
            vm.raisef(vm.e_TypeError, "argument for {}() given by name ('{}') and position ({})", name, n,
                      n == "key" ? 1 : maxpos);
            return false;
        }
        *slot = kw.values[i];
    }
    if (needs_key && key->is_empty()) {
        vm.raisef(vm.e_TypeError, "{}() missing required argument 'key' (pos 1)", name);
        return false;
    }
    *last = true;
    if (!lastv.is_empty()) {
        int t = truthy(vm, lastv);
        if (t < 0) return false;
        *last = t;
    }
    return true;
}

DictObj* odict_self(VM& vm, Value* args, int nargs, const char* name) {
    if (nargs >= 1 && is_flavour(args[0], kOrderedDict)) return as_dict(args[0]);
    if (nargs < 1) vm.raisef(vm.e_TypeError, "unbound method OrderedDict.{}() needs an argument", name);
    else
        vm.raisef(vm.e_TypeError, "descriptor '{}' for 'collections.OrderedDict' objects doesn't apply to a '{}' object",
                  name, vm.type_name(args[0]));
    return nullptr;
}

// Puts the dict's live entries back in the order `order` gives (positions
// in d->entries), dropping its deleted ones.
bool reorder(VM& vm, DictObj* d, const std::vector<size_t>& order) {
    TempList keep(vm);
    std::vector<int64_t> hashes;
    for (size_t i : order) {
        keep.items().push_back(d->entries[i].key);
        keep.items().push_back(d->entries[i].value);
        hashes.push_back(d->entries[i].hash);
    }
    dict_clear(d);
    for (size_t i = 0; i < hashes.size(); i++)
        if (!dict_set_hashed(vm, d, keep.items()[2 * i], hashes[i], keep.items()[2 * i + 1])) return false;
    return true;
}

Value odict_move_to_end_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    DictObj* d = odict_self(vm, args, nargs, "move_to_end");
    Value key = Value::empty();
    bool last;
    if (!d || !odict_args(vm, args, nargs, kw, "move_to_end", true, &key, &last)) return Value::empty();
    int64_t ix = dict_index(vm, d, key);
    if (ix == -2) return Value::empty();
    if (ix < 0) return key_error(vm, key);
    std::vector<size_t> order;
    if (!last) order.push_back((size_t)ix);
    for (size_t i = 0; i < d->entries.size(); i++)
        if (dict_entry_live(d->entries[i]) && i != (size_t)ix) order.push_back(i);
    if (last) order.push_back((size_t)ix);
    bool in_place = true;
    size_t k = 0;
    for (size_t i = 0; i < d->entries.size(); i++)
        if (dict_entry_live(d->entries[i])) in_place &= order[k++] == i;
    if (in_place) return Value::none();
    return reorder(vm, d, order) ? Value::none() : Value::empty();
}

Value odict_popitem_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    DictObj* d = odict_self(vm, args, nargs, "popitem");
    Value unused;
    bool last;
    if (!d || !odict_args(vm, args, nargs, kw, "popitem", false, &unused, &last)) return Value::empty();
    if (d->used == 0) return key_error(vm, vm.str("dictionary is empty"));
    size_t i = 0;
    if (last) {
        i = d->entries.size();
        while (!dict_entry_live(d->entries[i - 1])) i--;
        i--;
    } else {
        while (!dict_entry_live(d->entries[i])) i++;
    }
    DictEntry e = d->entries[i];
    Value result = vm.tuple({e.key, e.value});
    Rooted keep(vm, result);
    if (dict_del(vm, d, e.key) < 0) return Value::empty();
    if (d->used == 0) {
        dict_clear(d);
    } else if (d->entries.size() - d->used > d->used + 16) {
        std::vector<size_t> order;
        for (size_t k = 0; k < d->entries.size(); k++)
            if (dict_entry_live(d->entries[k])) order.push_back(k);
        if (!reorder(vm, d, order)) return Value::empty();
    }
    return result;
}

Value odict_copy_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    DictObj* d = c_method_self(vm, args, nargs, kw, kOrderedDict, "OrderedDict", "copy", 0);
    if (!d) return Value::empty();
    DictObj* r = new_flavoured(vm, kOrderedDict);
    Rooted keep(vm, Value::object(r));
    if (!update_dict(vm, r, args[0])) return Value::empty();
    return Value::object(r);
}

Value odict_reversed_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    DictObj* d = c_method_self(vm, args, nargs, kw, kOrderedDict, "OrderedDict", "__reversed__", 0);
    if (!d) return Value::empty();
    Value builtin_reversed = dict_get_str(vm.builtins, vm.intern("reversed"));
    return vm.call(builtin_reversed, args, 1);
}

// defaultdict.fromkeys and OrderedDict.fromkeys: dict.fromkeys, then the
// flavour (the class's constructor with no arguments: no factory).
Value flavoured_fromkeys(VM& vm, Value* args, int nargs, KwArgs kw, uint8_t flavour) {
    Value dict_fromkeys = lookup_type(vm.t_dict, vm.intern("fromkeys"));
    // dict.fromkeys as bound to dict: args[0] is the class, the rest its arguments.
    Value r = vm.call(dict_fromkeys, args + 1, nargs - 1, kw);
    if (r.is_empty()) return r;
    DictObj* d = new_flavoured(vm, (DictFlavour)flavour);
    Rooted keep(vm, Value::object(d));
    Rooted keep_r(vm, r);
    if (flavour == kDefaultDict) set_factory(vm, d, Value::none());
    if (!update_dict(vm, d, r)) return Value::empty();
    return Value::object(d);
}

Value defaultdict_fromkeys_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    return flavoured_fromkeys(vm, args, nargs, kw, kDefaultDict);
}

Value odict_fromkeys_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    return flavoured_fromkeys(vm, args, nargs, kw, kOrderedDict);
}

// `a | b` where `self` (one of them, a defaultdict or an OrderedDict) has
// the __or__: a copy of `left` of self's class, updated with `right`.
Value flavour_or(VM& vm, DictObj* self, Value left, Value right) {
    DictObj* r;
    if (self->flavour == kDefaultDict) {
        r = copy_defaultdict(vm, self, left);
        if (!r) return Value::empty();
    } else {
        r = new_flavoured(vm, kOrderedDict);
        Rooted keep(vm, Value::object(r));
        if (!update_dict(vm, r, left)) return Value::empty();
    }
    Rooted keep(vm, Value::object(r));
    if (!update_dict(vm, r, right)) return Value::empty();
    return Value::object(r);
}

} // namespace

// ------------------------------------------------------------ the VM's hooks

Value dict_missing(VM& vm, DictObj* d, Value key) {
    if (d->flavour == kCounter) return Value::integer(0);
    if (d->flavour == kDefaultDict) {
        Value f = factory_of(d);
        if (!f.is_none()) {
            Value v = vm.call(f, nullptr, 0);
            if (v.is_empty()) return v;
            Rooted keep(vm, v);
            if (!dict_set(vm, d, key, v)) return Value::empty();
            return v;
        }
    }
    return key_error(vm, key);
}

Value dict_missing_no_script(VM& vm, DictObj* d, Value key) {
    if (d->flavour == kCounter) return Value::integer(0);
    if (d->flavour != kDefaultDict) return dict_missing(vm, d, key); // the KeyError: no script code
    Value f = factory_of(d);
    if (f.is_none()) return key_error(vm, key);
    // factory(): a type whose call with no arguments runs no script code.
    Value v = Value::empty();
    if (f.o == vm.t_list) v = Value::object(vm.new_list());
    else if (f.o == vm.t_dict) v = Value::object(vm.new_dict());
    else if (f.o == vm.t_int) v = Value::integer(0);
    else if (f.o == vm.t_float) v = Value::number(0.0);
    else if (f.o == vm.t_str) v = vm.str("");
    else if (f.o == vm.t_bool) v = Value::boolean(false);
    else if (f.o == vm.t_tuple) v = Value::object(vm.new_tuple(0));
    else if (f.o == vm.kind_types[(int)Kind::Set]) v = Value::object(new_set(vm, false));
    else if (f.o == vm.t_deque) v = Value::object(new_deque(vm, -1));
    else if (f.o == vm.dict_flavour_types[kCounter]) v = Value::object(new_flavoured(vm, kCounter));
    else if (f.o == vm.dict_flavour_types[kOrderedDict]) v = Value::object(new_flavoured(vm, kOrderedDict));
    if (v.is_empty()) return v; // the factory may be script code: declined
    Rooted keep(vm, v);
    int r = dict_set_no_script(vm, d, key, v);
    if (r != 1) return Value::empty(); // declined (-1) or MemoryError (0)
    return v;
}

bool flavoured_dict_repr(VM& vm, DictObj* d, std::string& out) {
    switch (d->flavour) {
    case kDefaultDict: {
        // defaultdict(factory, {...}): the dict's part first, as CPython makes
        // it. The factory is shown "entered" (CPython's Py_ReprEnter): a
        // container's repr then shows itself as [...], {...}, ... and a
        // functools.partial (whose repr enters itself) as ..., as CPython's do.
        std::string base;
        if (!dict_repr_into(vm, d, base)) return false;
        out += "defaultdict(";
        Value f = factory_of(d);
        if (f.is_obj()) {
            if (std::find(vm.repr_active.begin(), vm.repr_active.end(), f.o) != vm.repr_active.end() ||
                is_functools_partial(vm, f)) {
                out += "...";
            } else {
                vm.repr_active.push_back(f.o);
                bool ok = repr_into(vm, f, out);
                vm.repr_active.erase(std::find(vm.repr_active.begin(), vm.repr_active.end(), f.o));
                if (!ok) return false;
            }
        } else if (!repr_into(vm, f, out)) {
            return false;
        }
        out += ", ";
        out += base;
        out += ')';
        return true;
    }
    case kCounter: {
        if (d->used == 0) {
            out += "Counter()";
            return true;
        }
        // dict(self.most_common()), or dict(self) when counts do not order.
        DictObj* shown = vm.new_dict();
        Rooted keep(vm, Value::object(shown));
        TempList pairs(vm);
        if (sorted_by_count(vm, d, pairs)) {
            for (Value p : pairs.items())
                if (!dict_set(vm, shown, as_tuple(p)->items[0], as_tuple(p)->items[1])) return false;
        } else {
            if (!vm.isinstance(Value::object(vm.exc), vm.e_TypeError)) return false;
            vm.exc = nullptr;
            if (!update_dict(vm, shown, Value::object(d))) return false;
        }
        out += "Counter(";
        if (!repr_into(vm, Value::object(shown), out)) return false;
        out += ')';
        return true;
    }
    case kOrderedDict: {
        if (d->used == 0) {
            out += "OrderedDict()";
            return true;
        }
        for (Obj* a : vm.repr_active)
            if (a == d) {
                out += "...";
                return true;
            }
        vm.repr_active.push_back(d);
        Entries items(vm, d);
        TempList pairs(vm);
        for (size_t i = 0; i < items.size(); i++) pairs.items().push_back(vm.tuple({items.key(i), items.value(i)}));
        out += "OrderedDict(";
        bool ok = repr_into(vm, Value::object(pairs.list), out);
        vm.repr_active.erase(std::find(vm.repr_active.begin(), vm.repr_active.end(), d));
        if (!ok) return false;
        out += ')';
        return true;
    }
    default: return dict_repr_into(vm, d, out);
    }
}

Value flavoured_dict_binary(VM& vm, Op op, Value a, Value b, bool inplace) {
    const uint8_t fa = is_dict(a) ? a.o->flavour : 0, fb = is_dict(b) ? b.o->flavour : 0;
    const bool counter_op = op == Op::Add || op == Op::Sub || op == Op::BitOr || op == Op::BitAnd;
    if (inplace) return fa == kCounter && counter_op ? counter_inplace(vm, op, a, b) : Value::empty();
    if (fa == kCounter && fb == kCounter && counter_op) return counter_binary(vm, op, as_dict(a), as_dict(b));
    if (op == Op::BitOr && is_dict(a) && is_dict(b)) {
        // defaultdict's and OrderedDict's __or__, the left one's first (a
        // Counter's __or__ takes only Counters; with a plain dict, dict's |).
        if (fa == kDefaultDict || fa == kOrderedDict) return flavour_or(vm, as_dict(a), a, b);
        if (fb == kDefaultDict || fb == kOrderedDict) return flavour_or(vm, as_dict(b), a, b);
    }
    return Value::empty();
}

Value flavoured_dict_unary(VM& vm, Op op, Value a) {
    if (is_flavour(a, kCounter) && (op == Op::Pos || op == Op::Neg)) return counter_unary(vm, op, as_dict(a));
    return Value::empty();
}

Value flavoured_dict_compare(VM& vm, CmpOp op, Value a, Value b) {
    if (!is_flavour(a, kCounter) || !is_flavour(b, kCounter) || op == CmpOp::Eq || op == CmpOp::Ne)
        return Value::empty();
    DictObj* x = as_dict(a);
    DictObj* y = as_dict(b);
    const bool le = op == CmpOp::Lt || op == CmpOp::Le;
    int r = counter_all(vm, le ? CmpOp::Le : CmpOp::Ge, x, y);
    if (r > 0 && (op == CmpOp::Lt || op == CmpOp::Gt)) { // and self != other
        r = counter_all(vm, CmpOp::Eq, x, y);
        if (r >= 0) r = !r;
    }
    return r < 0 ? Value::empty() : Value::boolean(r);
}

int flavoured_dict_equals(VM& vm, DictObj* a, DictObj* b) {
    if (a->flavour == kCounter && b->flavour == kCounter) return counter_all(vm, CmpOp::Eq, a, b);
    if (a->flavour == kOrderedDict && b->flavour == kOrderedDict) {
        int r = plain_dict_equals(vm, a, b);
        if (r != 1) return r;
        // Then the keys in order (CPython's _odict_keys_equal).
        Entries x(vm, a), y(vm, b);
        if (x.size() != y.size()) return 0;
        for (size_t i = 0; i < x.size(); i++) {
            int e = same_value(x.key(i), y.key(i)) ? 1 : equals(vm, x.key(i), y.key(i));
            if (e != 1) return e;
        }
        return 1;
    }
    return -2;
}

// ------------------------------------------------------------ the types

// The defaultdict, Counter and OrderedDict types, and OrderedDict's views
// and iterator's (collections_module.cpp's make_types).
void make_dict_flavour_types(VM& vm) {
    TypeObj* dd = vm.new_type("collections.defaultdict", vm.t_dict, defaultdict_ctor);
    vm.dict_flavour_types[kDefaultDict] = dd;
    add_methods(vm, dd, {{"copy", defaultdict_copy_m},
                         {"__copy__", defaultdict_dunder_copy_m},
                         {"__missing__", defaultdict_missing_m}});
    add_class_method(vm, dd, "fromkeys", defaultdict_fromkeys_m);

    // Counter is a class of Python code in CPython: named without its module.
    TypeObj* counter = vm.new_type("Counter", vm.t_dict, counter_ctor);
    counter->module = vm.intern("collections");
    counter->qualname = counter->name;
    vm.dict_flavour_types[kCounter] = counter;
    add_methods(vm, counter, {{"most_common", counter_most_common_m},
                              {"elements", counter_elements_m},
                              {"update", counter_update_m},
                              {"subtract", counter_subtract_m},
                              {"total", counter_total_m},
                              {"copy", counter_copy_m},
                              {"__missing__", counter_missing_m}});
    add_class_method(vm, counter, "fromkeys", counter_fromkeys_m);

    TypeObj* od = vm.new_type("collections.OrderedDict", vm.t_dict, odict_ctor);
    vm.dict_flavour_types[kOrderedDict] = od;
    add_methods(vm, od, {{"move_to_end", odict_move_to_end_m},
                         {"popitem", odict_popitem_m},
                         {"copy", odict_copy_m},
                         {"__reversed__", odict_reversed_m}});
    add_class_method(vm, od, "fromkeys", odict_fromkeys_m);
    vm.t_odict_keys = vm.new_type("odict_keys", vm.t_dict_keys, nullptr);
    vm.t_odict_values = vm.new_type("odict_values", vm.t_dict_values, nullptr);
    vm.t_odict_items = vm.new_type("odict_items", vm.t_dict_items, nullptr);
    vm.t_odict_iter = vm.new_type("odict_iterator", vm.t_object, nullptr);
}

} // namespace kiln
