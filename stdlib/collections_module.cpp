// The `collections` module: deque, defaultdict, Counter, OrderedDict and
// namedtuple, as CPython 3.11's (Modules/_collectionsmodule.c,
// Objects/odictobject.c and Lib/collections/__init__.py): the same results,
// the same errors, the same order of the calls a script's code can see.
// How the VM meets these types is in vm/collections.hpp. ChainMap,
// UserDict, UserList and UserString are not here: reading one is refused
// (vm/unsupported_names.cpp, from CPython's own list of the module's names).
#include "../vm/collections.hpp"

#include <algorithm>
#include <cstring>
#include <string>

#include "../lang/lexer.hpp"
#include "../vm/bigint.hpp"
#include "../vm/class.hpp"
#include "../vm/dict.hpp"
#include "../vm/dunder.hpp"
#include "../vm/ops.hpp"
#include "../vm/set.hpp"
#include "args.hpp"
#include "modules.hpp"
#include "stdlib.hpp"
#include "unicode_tables.hpp"

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

// ====================================================================== deque

// ------------------------------------------------------------ the ring

void grow(DequeObj* d) {
    const size_t cap = d->buf.size();
    HeapVec<Value> bigger(cap ? 2 * cap : 8);
    for (size_t i = 0; i < d->len; i++) bigger[i] = d->at(i);
    d->buf.swap(bigger);
    d->head = 0;
}

// A deque that has shrunk to a quarter of its ring gives half of it back.
void maybe_shrink(DequeObj* d) {
    const size_t cap = d->buf.size();
    if (cap <= 64 || d->len * 4 > cap) return;
    HeapVec<Value> smaller(cap / 2);
    for (size_t i = 0; i < d->len; i++) smaller[i] = d->at(i);
    d->buf.swap(smaller);
    d->head = 0;
}

void push_back(DequeObj* d, Value v) {
    if (d->len == d->buf.size()) grow(d);
    d->at(d->len) = v;
    d->len++;
}

void push_front(DequeObj* d, Value v) {
    if (d->len == d->buf.size()) grow(d);
    d->head = (d->head - 1) & (d->buf.size() - 1);
    d->buf[d->head] = v;
    d->len++;
}

Value pop_back(DequeObj* d) {
    Value& slot = d->at(d->len - 1);
    Value v = slot;
    slot = Value::empty();
    d->len--;
    return v;
}

Value pop_front(DequeObj* d) {
    Value& slot = d->at(0);
    Value v = slot;
    slot = Value::empty();
    d->head = (d->head + 1) & (d->buf.size() - 1);
    d->len--;
    return v;
}

// CPython's deque_append_internal: a full bounded deque drops its leftmost.
void append(DequeObj* d, Value v) {
    push_back(d, v);
    if (d->maxlen >= 0 && d->len > (size_t)d->maxlen) pop_front(d);
    d->state++;
}

void appendleft(DequeObj* d, Value v) {
    push_front(d, v);
    if (d->maxlen >= 0 && d->len > (size_t)d->maxlen) pop_back(d);
    d->state++;
}

void clear(DequeObj* d) {
    if (d->len == 0) return;
    HeapVec<Value>().swap(d->buf);
    d->head = d->len = 0;
    d->state++;
}

// CPython's _deque_rotate: n steps to the right (left for negative n).
void rotate(DequeObj* d, int64_t n) {
    const int64_t len = (int64_t)d->len, half = len >> 1;
    if (len <= 1) return;
    if (n > half || n < -half) {
        n %= len;
        if (n > half) n -= len;
        else if (n < -half) n += len;
    }
    d->state++;
    if (d->len == d->buf.size()) { // a full ring turns by moving its head
        d->head = (d->head - (size_t)n) & (d->buf.size() - 1);
        return;
    }
    for (; n > 0; n--) {
        Value v = pop_back(d);
        push_front(d, v);
    }
    for (; n < 0; n++) {
        Value v = pop_front(d);
        push_back(d, v);
    }
}

DequeObj* new_deque(VM& vm, int64_t maxlen) {
    auto* d = vm.alloc<DequeObj>(Kind::Deque);
    d->maxlen = maxlen;
    return d;
}

Value mutated(VM& vm) { return vm.raise(vm.e_RuntimeError, "deque mutated during iteration"); }

// deque.extend / extendleft: any iterable, appended as it comes (the deque
// itself as a list first).
bool extend(VM& vm, DequeObj* d, Value iterable, bool left) {
    if (is_kind(iterable, Kind::Deque) && iterable.o == d) {
        TempList copy(vm);
        for (size_t i = 0; i < d->len; i++) copy.items().push_back(d->at(i));
        return extend(vm, d, Value::object(copy.list), left);
    }
    if ((is_list(iterable) || is_tuple(iterable)) && d->maxlen != 0) {
        // No script code runs while these are read.
        const size_t n = is_list(iterable) ? as_list(iterable)->items.size() : as_tuple(iterable)->size;
        for (size_t i = 0; i < n; i++) {
            Value v = is_list(iterable) ? as_list(iterable)->items[i] : as_tuple(iterable)->items[i];
            left ? appendleft(d, v) : append(d, v);
        }
        return true;
    }
    Value it = get_iter(vm, iterable);
    if (it.is_empty()) return false;
    Rooted keep(vm, it);
    while (true) {
        Value v = iter_next(vm, it);
        if (v.is_empty()) return !vm.exc;
        if (d->maxlen == 0) continue; // consumed to the end, kept nowhere
        left ? appendleft(d, v) : append(d, v);
    }
}

DequeObj* copy_deque(VM& vm, DequeObj* d) {
    DequeObj* r = new_deque(vm, d->maxlen);
    for (size_t i = 0; i < d->len; i++) append(r, d->at(i));
    return r;
}

// A repeat count (sq_repeat's): an int, a big one an OverflowError.
bool repeat_count(VM& vm, Value n, int64_t* out) {
    if (is_bigint(n)) {
        vm.raise(vm.e_OverflowError, "cannot fit 'int' into an index-sized integer");
        return false;
    }
    *out = n.as_int();
    return true;
}

// CPython's deque_inplace_repeat.
bool inplace_repeat(VM& vm, DequeObj* d, int64_t n) {
    const size_t size = d->len;
    if (size == 0 || n == 1) return true;
    if (n <= 0) {
        clear(d);
        return true;
    }
    // Bounded: no more copies than can stay.
    if (d->maxlen >= 0 && (unsigned __int128)n * size > (unsigned __int128)d->maxlen)
        n = size == 1 ? d->maxlen : (int64_t)((d->maxlen + size - 1) / size);
    if ((uint64_t)n > (uint64_t)(1ULL << 40) / size) {
        vm.raise(vm.e_MemoryError, "");
        return false;
    }
    if (!vm.check_reserve(size * (size_t)n * sizeof(Value))) return false;
    if (size == 1) {
        Value item = d->at(0);
        d->state++;
        for (int64_t i = 0; i < n - 1; i++) push_back(d, item);
        return true;
    }
    TempList seq(vm);
    for (size_t i = 0; i < size; i++) seq.items().push_back(d->at(i));
    for (int64_t i = 0; i < n - 1; i++)
        for (size_t k = 0; k < size; k++) append(d, seq.items()[k]);
    return true;
}

// ------------------------------------------------------------ methods

enum class Takes { Nothing, One, Any };

// The deque a method is called on, its arguments checked as CPython's
// METH_NOARGS / METH_O methods check them; null with TypeError set.
DequeObj* deque_self(VM& vm, Value* args, int nargs, KwArgs kw, const char* name, Takes takes) {
    if (nargs < 1) {
        vm.raisef(vm.e_TypeError, "unbound method deque.{}() needs an argument", name);
        return nullptr;
    }
    if (!is_kind(args[0], Kind::Deque)) {
        vm.raisef(vm.e_TypeError, "descriptor '{}' for 'collections.deque' objects doesn't apply to a '{}' object",
                  name, vm.type_name(args[0]));
        return nullptr;
    }
    if (kw.n) {
        vm.raisef(vm.e_TypeError, "deque.{}() takes no keyword arguments", name);
        return nullptr;
    }
    if (takes == Takes::Nothing && nargs != 1) {
        vm.raisef(vm.e_TypeError, "deque.{}() takes no arguments ({} given)", name, nargs - 1);
        return nullptr;
    }
    if (takes == Takes::One && nargs != 2) {
        vm.raisef(vm.e_TypeError, "deque.{}() takes exactly one argument ({} given)", name, nargs - 1);
        return nullptr;
    }
    return static_cast<DequeObj*>(args[0].o);
}

#define DEQUE_SELF(name, takes)                                                \
    DequeObj* d = deque_self(vm, args, nargs, kw, name, Takes::takes);         \
    if (!d) return Value::empty()

Value deque_append_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    DEQUE_SELF("append", One);
    append(d, args[1]);
    return Value::none();
}

Value deque_appendleft_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    DEQUE_SELF("appendleft", One);
    appendleft(d, args[1]);
    return Value::none();
}

Value deque_pop_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    DEQUE_SELF("pop", Nothing);
    if (d->len == 0) return vm.raise(vm.e_IndexError, "pop from an empty deque");
    Value v = pop_back(d);
    d->state++;
    maybe_shrink(d);
    return v;
}

Value deque_popleft_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    DEQUE_SELF("popleft", Nothing);
    if (d->len == 0) return vm.raise(vm.e_IndexError, "pop from an empty deque");
    Value v = pop_front(d);
    d->state++;
    maybe_shrink(d);
    return v;
}

Value deque_extend_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    DEQUE_SELF("extend", One);
    return extend(vm, d, args[1], false) ? Value::none() : Value::empty();
}

Value deque_extendleft_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    DEQUE_SELF("extendleft", One);
    return extend(vm, d, args[1], true) ? Value::none() : Value::empty();
}

Value deque_clear_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    DEQUE_SELF("clear", Nothing);
    clear(d);
    return Value::none();
}

Value deque_copy_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    DEQUE_SELF("copy", Nothing);
    return Value::object(copy_deque(vm, d));
}

Value deque_dunder_copy_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    DEQUE_SELF("__copy__", Nothing);
    return Value::object(copy_deque(vm, d));
}

Value deque_reverse_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    DEQUE_SELF("reverse", Nothing);
    for (size_t i = 0, j = d->len; i + 1 < j; i++, j--) std::swap(d->at(i), d->at(j - 1));
    return Value::none();
}

Value deque_reversed_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    DEQUE_SELF("__reversed__", Nothing);
    return deque_iter(vm, d, true);
}

Value deque_rotate_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    DEQUE_SELF("rotate", Any);
    if (nargs > 2) return vm.raisef(vm.e_TypeError, "deque.rotate expected at most 1 argument, got {}", nargs - 1);
    int64_t n = 1;
    if (nargs == 2 && !int_arg(vm, args[1], &n)) return Value::empty();
    rotate(d, n);
    return Value::none();
}

Value deque_count_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    DEQUE_SELF("count", One);
    const uint64_t state = d->state;
    const size_t n = d->len;
    int64_t count = 0;
    for (size_t i = 0; i < n; i++) {
        Value item = d->at(i);
        int e = same_value(item, args[1]) ? 1 : equals(vm, item, args[1]);
        if (e < 0) return Value::empty();
        count += e;
        if (d->state != state) return mutated(vm);
    }
    return Value::integer(count);
}

// An index() bound (_PyEval_SliceIndexNotNone): an int, big ones clamped.
bool slice_bound(VM& vm, Value v, int64_t* out) {
    if (!is_integer(v)) {
        vm.raise(vm.e_TypeError, "slice indices must be integers or have an __index__ method");
        return false;
    }
    *out = int_clamp(v);
    return true;
}

Value deque_index_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    DEQUE_SELF("index", Any);
    if (nargs < 2) return vm.raisef(vm.e_TypeError, "index() takes at least 1 argument ({} given)", nargs - 1);
    if (nargs > 4) return vm.raisef(vm.e_TypeError, "index() takes at most 3 arguments ({} given)", nargs - 1);
    const int64_t len = (int64_t)d->len;
    int64_t start = 0, stop = len;
    if (nargs > 2 && !slice_bound(vm, args[2], &start)) return Value::empty();
    if (nargs > 3 && !slice_bound(vm, args[3], &stop)) return Value::empty();
    if (start < 0) start = std::max<int64_t>(start + len, 0);
    if (stop < 0) stop = std::max<int64_t>(stop + len, 0);
    stop = std::min(stop, len);
    start = std::min(start, stop);
    const uint64_t state = d->state;
    for (int64_t i = start; i < stop; i++) {
        Value item = d->at((size_t)i);
        int e = same_value(item, args[1]) ? 1 : equals(vm, item, args[1]);
        if (e > 0) return Value::integer(i);
        if (e < 0) return Value::empty();
        if (d->state != state) return mutated(vm);
    }
    std::string r;
    if (!repr_into(vm, args[1], r)) return Value::empty();
    return vm.raisef(vm.e_ValueError, "{} is not in deque", r);
}

Value deque_insert_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    DEQUE_SELF("insert", Any);
    if (nargs != 3) return vm.raisef(vm.e_TypeError, "insert() takes exactly 2 arguments ({} given)", nargs - 1);
    int64_t index;
    if (!int_arg(vm, args[1], &index)) return Value::empty();
    Value v = args[2];
    const int64_t n = (int64_t)d->len;
    if (d->maxlen == n) return vm.raise(vm.e_IndexError, "deque already at its maximum size");
    if (index >= n) {
        append(d, v);
    } else if (index <= -n || index == 0) {
        appendleft(d, v);
    } else {
        rotate(d, -index);
        index < 0 ? append(d, v) : appendleft(d, v);
        rotate(d, index);
    }
    return Value::none();
}

// del d[i]: CPython rotates, pops and rotates back (so iterators see a change).
void del_at(DequeObj* d, size_t i) {
    rotate(d, -(int64_t)i);
    pop_front(d);
    d->state++;
    rotate(d, (int64_t)i);
    maybe_shrink(d);
}

Value deque_remove_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    DEQUE_SELF("remove", One);
    const uint64_t state = d->state;
    const size_t n = d->len;
    for (size_t i = 0; i < n; i++) {
        Value item = d->at(i);
        int e = same_value(item, args[1]) ? 1 : equals(vm, item, args[1]);
        if (e < 0) return Value::empty();
        if (d->state != state) return vm.raise(vm.e_IndexError, "deque mutated during iteration");
        if (e > 0) {
            del_at(d, i);
            return Value::none();
        }
    }
    std::string r;
    if (!repr_into(vm, args[1], r)) return Value::empty();
    return vm.raisef(vm.e_ValueError, "{} is not in deque", r);
}

// deque(iterable=(), maxlen=None)
Value deque_ctor(VM& vm, Value* args, int nargs, KwArgs kw) {
    Value iterable = nargs > 1 ? args[1] : Value::empty();
    Value maxlenv = nargs > 2 ? args[2] : Value::empty();
    if (nargs - 1 + kw.n > 2)
        return vm.raisef(vm.e_TypeError, "deque() takes at most 2 arguments ({} given)", nargs - 1 + kw.n);
    for (int i = 0; i < kw.n; i++) {
        std::string_view name = as_str(kw.names[i])->view();
        Value* slot = name == "iterable" ? &iterable : name == "maxlen" ? &maxlenv : nullptr;
        if (!slot) return vm.raisef(vm.e_TypeError, "'{}' is an invalid keyword argument for deque()", name);
        if (!slot->is_empty())
            return vm.raisef(vm.e_TypeError, "argument for deque() given by name ('{}') and position ({})", name,
                             name == "iterable" ? 1 : 2);
        *slot = kw.values[i];
    }
    int64_t maxlen = -1;
    if (!maxlenv.is_empty() && !maxlenv.is_none()) {
        if (is_bigint(maxlenv)) return vm.raise(vm.e_OverflowError, kSsizeOverflow);
        if (!maxlenv.is_intlike()) return vm.raise(vm.e_TypeError, "an integer is required");
        maxlen = maxlenv.as_int();
        if (maxlen < 0) return vm.raise(vm.e_ValueError, "maxlen must be non-negative");
    }
    DequeObj* d = new_deque(vm, maxlen);
    Rooted keep(vm, Value::object(d));
    if (!iterable.is_empty() && !extend(vm, d, iterable, false)) return Value::empty();
    return Value::object(d);
}

} // namespace

// ------------------------------------------------------------ the VM's hooks

bool deque_repr(VM& vm, DequeObj* d, std::string& out) {
    for (Obj* a : vm.repr_active)
        if (a == d) {
            out += "[...]";
            return true;
        }
    vm.repr_active.push_back(d);
    TempList items(vm);
    for (size_t i = 0; i < d->len; i++) items.items().push_back(d->at(i));
    out += "deque(";
    bool ok = repr_into(vm, Value::object(items.list), out);
    vm.repr_active.erase(std::find(vm.repr_active.begin(), vm.repr_active.end(), d));
    if (!ok) return false;
    if (d->maxlen >= 0) out += fmt::format(", maxlen={}", d->maxlen);
    out += ')';
    return true;
}

namespace {

// A deque index (sq_item's): an int, negative from the right.
bool deque_index(VM& vm, DequeObj* d, Value key, size_t* out) {
    if (is_bigint(key)) {
        vm.raise(vm.e_IndexError, "cannot fit 'int' into an index-sized integer");
        return false;
    }
    if (!key.is_intlike()) {
        vm.raisef(vm.e_TypeError, "sequence index must be integer, not '{}'", vm.type_name(key));
        return false;
    }
    int64_t i = key.as_int();
    if (i < 0) i += (int64_t)d->len;
    if (i < 0 || (uint64_t)i >= d->len) {
        vm.raise(vm.e_IndexError, "deque index out of range");
        return false;
    }
    *out = (size_t)i;
    return true;
}

} // namespace

Value deque_getitem(VM& vm, DequeObj* d, Value key) {
    size_t i;
    if (!deque_index(vm, d, key, &i)) return Value::empty();
    return d->at(i);
}

bool deque_setitem(VM& vm, DequeObj* d, Value key, Value value) {
    size_t i;
    if (!deque_index(vm, d, key, &i)) return false;
    if (value.is_empty()) del_at(d, i);
    else d->at(i) = value; // no change of state, as in CPython
    return true;
}

int deque_contains(VM& vm, DequeObj* d, Value item) {
    const uint64_t state = d->state;
    const size_t n = d->len;
    for (size_t i = 0; i < n; i++) {
        Value x = d->at(i);
        int e = same_value(x, item) ? 1 : equals(vm, x, item);
        if (e) return e;
        if (d->state != state) {
            mutated(vm);
            return -1;
        }
    }
    return 0;
}

Value deque_iter(VM& vm, DequeObj* d, bool reverse) {
    auto* it = vm.alloc<DequeIterObj>(Kind::DequeIter);
    it->deque = d;
    it->pos = 0;
    it->counter = d->len;
    it->state = d->state;
    it->reverse = reverse;
    return Value::object(it);
}

Value deque_iter_next(VM& vm, DequeIterObj* it) {
    DequeObj* d = it->deque;
    // The forward iterator checks the deque before its count, the reversed
    // one after it (CPython's order: a change after the last item shows or not).
    if (it->reverse && it->counter == 0) return Value::empty();
    if (d->state != it->state) {
        it->counter = 0;
        return mutated(vm);
    }
    if (it->counter == 0) return Value::empty();
    it->counter--;
    size_t i = it->pos++;
    return d->at(it->reverse ? d->len - 1 - i : i);
}

Value deque_binary(VM& vm, Op op, Value a, Value b, bool inplace) {
    const bool da = is_kind(a, Kind::Deque);
    if (op == Op::Add && da) {
        auto* d = static_cast<DequeObj*>(a.o);
        if (inplace) return extend(vm, d, b, false) ? a : Value::empty();
        if (!is_kind(b, Kind::Deque))
            return vm.raisef(vm.e_TypeError, "can only concatenate deque (not \"{}\") to deque", vm.type_name(b));
        DequeObj* r = copy_deque(vm, d);
        Rooted keep(vm, Value::object(r));
        if (!extend(vm, r, b, false)) return Value::empty();
        return Value::object(r);
    }
    if (op == Op::Mul) {
        Value seq = da ? a : b, n = da ? b : a;
        if (!da && inplace) return Value::empty();
        if (!is_integer(n))
            return vm.raisef(vm.e_TypeError, "can't multiply sequence by non-int of type '{}'", vm.type_name(n));
        int64_t count;
        if (!repeat_count(vm, n, &count)) return Value::empty();
        auto* d = static_cast<DequeObj*>(seq.o);
        DequeObj* r = inplace ? d : copy_deque(vm, d);
        Rooted keep(vm, Value::object(r));
        if (!inplace_repeat(vm, r, count)) return Value::empty();
        return Value::object(r);
    }
    return Value::empty();
}

Value deque_compare(VM& vm, CmpOp op, Value a, Value b) {
    if (!is_kind(a, Kind::Deque) || !is_kind(b, Kind::Deque)) return Value::empty();
    auto* v = static_cast<DequeObj*>(a.o);
    auto* w = static_cast<DequeObj*>(b.o);
    if (op == CmpOp::Eq || op == CmpOp::Ne) {
        if (v == w) return Value::boolean(op == CmpOp::Eq);
        if (v->len != w->len) return Value::boolean(op == CmpOp::Ne);
    }
    DepthGuard guard(vm, " in comparison");
    if (!guard.ok) return Value::empty();
    // Both walked by iterators, as CPython's: a deque changed by an item's
    // __eq__ is a RuntimeError.
    const uint64_t sv = v->state, sw = w->state;
    const size_t nv = v->len, nw = w->len;
    bool hx = false, hy = false;
    for (size_t i = 0;; i++) {
        if (v->state != sv) return mutated(vm);
        hx = i < nv;
        if (w->state != sw) return mutated(vm);
        hy = i < nw;
        if (!hx || !hy) break;
        Value x = v->at(i), y = w->at(i);
        int e = same_value(x, y) ? 1 : equals(vm, x, y);
        if (e < 0) return Value::empty();
        if (e == 0) {
            Value r = compare(vm, op, x, y);
            if (r.is_empty()) return r;
            int t = truthy(vm, r);
            return t < 0 ? Value::empty() : Value::boolean(t);
        }
    }
    switch (op) {
    case CmpOp::Lt: return Value::boolean(hy);
    case CmpOp::Le: return Value::boolean(!hx);
    case CmpOp::Eq: return Value::boolean(hx == hy);
    case CmpOp::Ne: return Value::boolean(hx != hy);
    case CmpOp::Gt: return Value::boolean(hx);
    case CmpOp::Ge: return Value::boolean(!hy);
    }
    return Value::empty();
}

// ====================================================================== dict flavours

namespace {

DictObj* new_flavoured(VM& vm, DictFlavour f) {
    DictObj* d = vm.new_dict();
    d->flavour = f;
    return d;
}

Value factory_of(const DictObj* d) { return d->factory ? d->factory->value : Value::none(); }

void set_factory(VM& vm, DictObj* d, Value f) {
    if (!d->factory) d->factory = vm.alloc<CellObj>(Kind::Cell);
    d->factory->value = f;
}

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

// Counter's methods are Python functions in CPython: their argument errors
// name them so ("Counter.update() takes from 1 to 2 positional arguments
// but 3 were given"). `nargs` counts self; `max` too.
bool py_positional(VM& vm, const char* qualname, int nargs, int min, int max) {
    if (nargs <= max) return true;
    std::string takes = min == max ? std::to_string(max) : fmt::format("from {} to {}", min, max);
    vm.raisef(vm.e_TypeError, "{}() takes {} positional argument{} but {} {} given", qualname, takes,
              max == 1 && min == max ? "" : "s", nargs, nargs == 1 ? "was" : "were");
    return false;
}

bool py_no_keywords(VM& vm, const char* qualname, KwArgs kw) {
    if (kw.n == 0) return true;
    vm.raisef(vm.e_TypeError, "{}() got an unexpected keyword argument '{}'", qualname, as_str(kw.names[0])->view());
    return false;
}

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
            while (true) {
                Value elem = iter_next(vm, it);
                if (elem.is_empty()) {
                    if (vm.exc) return false;
                    break;
                }
                Rooted keep_elem(vm, elem);
                int64_t ix = dict_index(vm, c, elem);
                if (ix == -2) return false;
                Value v;
                if (ix < 0) {
                    v = Value::integer(subtract ? -1 : 1);
                } else {
                    Value old = c->entries[ix].value;
                    if (old.is_int() && old.i != (subtract ? INT64_MIN : INT64_MAX)) {
                        c->entries[ix].value = Value::integer(old.i + (subtract ? -1 : 1)); // no script code ran
                        continue;
                    }
                    v = binary_op(vm, subtract ? Op::Sub : Op::Add, old, Value::integer(1));
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
        l->items = pairs.items();
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
        result->items.push_back(vm.tuple({items.key(best), items.value(best)}));
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
    result->items.assign(pairs.items().begin(), pairs.items().begin() + std::min<size_t>((size_t)k, pairs.items().size()));
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

// ====================================================================== namedtuple

int namedtuple_field(TypeObj* cls, StrObj* name) {
    for (size_t i = 0; i < cls->fields.size(); i++)
        if (cls->fields[i] == name || str_eq(cls->fields[i], name)) return (int)i;
    return -1;
}

bool namedtuple_repr(VM& vm, TupleObj* t, std::string& out) {
    // self.__class__.__name__ + '(x=%r, y=%r)' % self
    TypeObj* cls = namedtuple_class(t);
    out += cls->name->view();
    out += '(';
    for (size_t i = 0; i < t->size; i++) {
        if (i) out += ", ";
        out += cls->fields[i]->view();
        out += '=';
        if (!repr_into(vm, t->items[i], out)) return false;
    }
    out += ')';
    return true;
}

Value collections_getattr(VM& vm, Value obj, StrObj* name) {
    if (obj.tag != Tag::Obj) return Value::empty();
    if (is_namedtuple(obj)) {
        TupleObj* t = as_tuple(obj);
        int i = namedtuple_field(namedtuple_class(t), name);
        return i >= 0 ? t->items[i] : Value::empty();
    }
    if (is_dict(obj) && obj.o->flavour == kDefaultDict && name->view() == "default_factory")
        return factory_of(as_dict(obj));
    if (is_kind(obj, Kind::Deque) && name->view() == "maxlen") {
        auto* d = static_cast<DequeObj*>(obj.o);
        return d->maxlen < 0 ? Value::none() : Value::integer(d->maxlen);
    }
    if (is_kind(obj, Kind::Type) && static_cast<TypeObj*>(obj.o)->namedtuple) {
        auto* t = static_cast<TypeObj*>(obj.o);
        if (namedtuple_field(t, name) >= 0)
            return vm.raisef(vm.e_NotImplementedError,
                             "a namedtuple class's field descriptor ({}.{}) is not supported by kiln yet",
                             t->name->view(), name->view());
    }
    return Value::empty();
}

int collections_setattr(VM& vm, Value obj, StrObj* name, Value value) {
    if (obj.tag != Tag::Obj) return 0;
    if (is_namedtuple(obj)) {
        if (namedtuple_field(namedtuple_class(as_tuple(obj)), name) < 0) return 0;
        vm.raise(vm.e_AttributeError, value.is_empty() ? "can't delete attribute" : "can't set attribute");
        return -1;
    }
    if (is_dict(obj) && obj.o->flavour == kDefaultDict && name->view() == "default_factory") {
        set_factory(vm, as_dict(obj), value.is_empty() ? Value::none() : value); // a T_OBJECT member
        return 1;
    }
    if (is_kind(obj, Kind::Deque) && name->view() == "maxlen") {
        vm.raisef(vm.e_AttributeError, "attribute 'maxlen' of 'collections.deque' objects is not writable");
        return -1;
    }
    if (is_kind(obj, Kind::Type) && static_cast<TypeObj*>(obj.o)->namedtuple) {
        vm.raisef(vm.e_NotImplementedError, "{} an attribute of a namedtuple class ({}.{}) is not supported by kiln yet",
                  value.is_empty() ? "deleting" : "setting", static_cast<TypeObj*>(obj.o)->name->view(),
                  name->view());
        return -1;
    }
    return 0;
}

namespace {

TupleObj* new_named(VM& vm, TypeObj* cls, size_t n) {
    // n items, then the class (vm/collections.hpp).
    TupleObj* t = vm.alloc<TupleObj>(Kind::Tuple, n * sizeof(Value));
    t->hash = -1;
    t->size = n;
    t->flavour = kNamedTuple;
    for (size_t i = 0; i < n; i++) t->items[i] = Value::none();
    t->items[n] = Value::object(cls);
    return t;
}

std::string quoted_names(const std::vector<std::string>& names) {
    std::string out;
    for (size_t i = 0; i < names.size(); i++) {
        if (i) out += names.size() == 2 ? " and " : i + 1 == names.size() ? ", and " : ", ";
        out += str_repr(names[i]);
    }
    return out;
}

// Calling a namedtuple class: its __new__(_cls, x, y, ...) with the
// defaults of the last fields, bound with CPython's errors for a Python
// function (named Point.__new__).
Value namedtuple_ctor(VM& vm, Value* args, int nargs, KwArgs kw) {
    auto* cls = static_cast<TypeObj*>(args[0].o);
    const size_t nf = cls->fields.size();
    const size_t nd = cls->field_defaults ? cls->field_defaults->size : 0;
    const std::string q = std::string(cls->name->view()) + ".__new__";
    const size_t npos = (size_t)nargs - 1;
    TupleObj* t = new_named(vm, cls, nf);
    std::vector<bool> set(nf, false);
    for (size_t i = 0; i < std::min(npos, nf); i++) t->items[i] = args[1 + i], set[i] = true;
    for (int k = 0; k < kw.n; k++) {
        StrObj* name = as_str(kw.names[k]);
        if (name->view() == "_cls")
            return vm.raisef(vm.e_TypeError, "{}() got multiple values for argument '_cls'", q);
        int j = namedtuple_field(cls, name);
        if (j < 0) return vm.raisef(vm.e_TypeError, "{}() got an unexpected keyword argument '{}'", q, name->view());
        if (set[j]) return vm.raisef(vm.e_TypeError, "{}() got multiple values for argument '{}'", q, name->view());
        t->items[j] = kw.values[k];
        set[j] = true;
    }
    if (npos > nf) {
        std::string takes = nd ? fmt::format("from {} to {}", nf + 1 - nd, nf + 1) : std::to_string(nf + 1);
        return vm.raisef(vm.e_TypeError, "{}() takes {} positional argument{} but {} were given", q, takes,
                         nd || nf + 1 != 1 ? "s" : "", npos + 1);
    }
    std::vector<std::string> missing;
    for (size_t i = npos; i < nf - nd; i++)
        if (!set[i]) missing.push_back(std::string(cls->fields[i]->view()));
    if (!missing.empty())
        return vm.raisef(vm.e_TypeError, "{}() missing {} required positional argument{}: {}", q, missing.size(),
                         missing.size() == 1 ? "" : "s", quoted_names(missing));
    for (size_t i = nf - nd; i < nf; i++)
        if (!set[i]) t->items[i] = cls->field_defaults->items[i - (nf - nd)];
    return Value::object(t);
}

// The namedtuple instance a method is called on (they are Python
// functions in CPython: another object is refused).
TupleObj* nt_self(VM& vm, Value* args, int nargs, const char* method, TypeObj* owner) {
    std::string q = fmt::format("{}.{}", owner ? owner->name->view() : "namedtuple", method);
    if (nargs < 1) {
        vm.raisef(vm.e_TypeError, "{}() missing 1 required positional argument: 'self'", q);
        return nullptr;
    }
    if (!is_namedtuple(args[0])) {
        vm.raisef(vm.e_NotImplementedError, "{}() called on a '{}' object is not supported by kiln yet", q,
                  vm.type_name(args[0]));
        return nullptr;
    }
    return as_tuple(args[0]);
}

TypeObj* method_owner(VM& vm, Value* args, int nargs) {
    return nargs >= 1 && is_namedtuple(args[0]) ? namedtuple_class(as_tuple(args[0])) : nullptr;
}

Value nt_replace_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    TupleObj* self = nt_self(vm, args, nargs, "_replace", method_owner(vm, args, nargs));
    if (!self) return Value::empty();
    TypeObj* cls = namedtuple_class(self);
    std::string q = fmt::format("{}._replace", cls->name->view());
    if (!py_positional(vm, q.c_str(), nargs, 1, 1)) return Value::empty();
    TupleObj* r = new_named(vm, cls, self->size);
    std::vector<bool> used(kw.n, false);
    for (size_t i = 0; i < self->size; i++) {
        r->items[i] = self->items[i];
        for (int k = 0; k < kw.n; k++)
            if (!used[k] && as_str(kw.names[k])->view() == cls->fields[i]->view()) {
                r->items[i] = kw.values[k];
                used[k] = true;
            }
    }
    std::string left;
    for (int k = 0; k < kw.n; k++)
        if (!used[k]) left += fmt::format("{}{}", left.empty() ? "" : ", ", str_repr(as_str(kw.names[k])->view()));
    if (!left.empty()) return vm.raisef(vm.e_ValueError, "Got unexpected field names: [{}]", left);
    return Value::object(r);
}

Value nt_asdict_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    TupleObj* self = nt_self(vm, args, nargs, "_asdict", method_owner(vm, args, nargs));
    if (!self) return Value::empty();
    TypeObj* cls = namedtuple_class(self);
    std::string q = fmt::format("{}._asdict", cls->name->view());
    if (!py_positional(vm, q.c_str(), nargs, 1, 1) || !py_no_keywords(vm, q.c_str(), kw)) return Value::empty();
    DictObj* d = vm.new_dict();
    Rooted keep(vm, Value::object(d));
    for (size_t i = 0; i < self->size; i++)
        if (!dict_set(vm, d, Value::object(cls->fields[i]), self->items[i])) return Value::empty();
    return Value::object(d);
}

Value nt_getnewargs_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    TupleObj* self = nt_self(vm, args, nargs, "__getnewargs__", method_owner(vm, args, nargs));
    if (!self) return Value::empty();
    std::string q = fmt::format("{}.__getnewargs__", namedtuple_class(self)->name->view());
    if (!py_positional(vm, q.c_str(), nargs, 1, 1) || !py_no_keywords(vm, q.c_str(), kw)) return Value::empty();
    TupleObj* t = vm.new_tuple(self->size);
    for (size_t i = 0; i < self->size; i++) t->items[i] = self->items[i];
    return Value::object(t);
}

// _make is a classmethod: bound to its class (args[0]).
Value nt_make_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    auto* cls = static_cast<TypeObj*>(args[0].o);
    std::string q = fmt::format("{}._make", cls->name->view());
    if (!py_no_keywords(vm, q.c_str(), kw)) return Value::empty();
    if (nargs < 2) return vm.raisef(vm.e_TypeError, "{}() missing 1 required positional argument: 'iterable'", q);
    if (!py_positional(vm, q.c_str(), nargs, 2, 2)) return Value::empty();
    TempList items(vm);
    if (!collect_iterable(vm, args[1], items.items())) return Value::empty();
    const size_t n = items.items().size();
    if (n != cls->fields.size())
        return vm.raisef(vm.e_TypeError, "Expected {} arguments, got {}", cls->fields.size(), n);
    TupleObj* t = new_named(vm, cls, n);
    for (size_t i = 0; i < n; i++) t->items[i] = items.items()[i];
    return Value::object(t);
}

const char* const kKeywords[] = {"False", "None", "True", "and", "as", "assert", "async", "await", "break",
                                 "class", "continue", "def", "del", "elif", "else", "except", "finally", "for",
                                 "from", "global", "if", "import", "in", "is", "lambda", "nonlocal", "not", "or",
                                 "pass", "raise", "return", "try", "while", "with", "yield"};

bool is_keyword(std::string_view s) {
    for (const char* k : kKeywords)
        if (s == k) return true;
    return false;
}

// str.isidentifier() for an ASCII name; -1 (refused) for any other.
int ascii_identifier(VM& vm, std::string_view s) {
    for (unsigned char c : s)
        if (c >= 0x80) {
            vm.raisef(vm.e_NotImplementedError,
                      "a namedtuple name with non-ASCII characters ({}) is not supported by kiln yet", str_repr(s));
            return -1;
        }
    if (s.empty() || std::isdigit((unsigned char)s[0])) return 0;
    for (unsigned char c : s)
        if (!(std::isalnum(c) || c == '_')) return 0;
    return 1;
}

// namedtuple(typename, field_names, *, rename=False, defaults=None, module=None)
Value namedtuple_fn(VM& vm, Value* args, int nargs, KwArgs kw) {
    const char* params[] = {"typename", "field_names", "rename", "defaults", "module"};
    Value v[5] = {};
    if (nargs > 2)
        return vm.raisef(vm.e_TypeError, "namedtuple() takes 2 positional arguments but {} were given", nargs);
    for (int i = 0; i < nargs; i++) v[i] = args[i];
    for (int k = 0; k < kw.n; k++) {
        std::string_view name = as_str(kw.names[k])->view();
        int slot = -1;
        for (int i = 0; i < 5; i++)
            if (name == params[i]) slot = i;
        if (slot < 0) return vm.raisef(vm.e_TypeError, "namedtuple() got an unexpected keyword argument '{}'", name);
        if (!v[slot].is_empty())
            return vm.raisef(vm.e_TypeError, "namedtuple() got multiple values for argument '{}'", name);
        v[slot] = kw.values[k];
    }
    if (v[0].is_empty() || v[1].is_empty()) {
        std::vector<std::string> missing;
        if (v[0].is_empty()) missing.push_back("typename");
        if (v[1].is_empty()) missing.push_back("field_names");
        return vm.raisef(vm.e_TypeError, "namedtuple() missing {} required positional argument{}: {}", missing.size(),
                         missing.size() == 1 ? "" : "s", quoted_names(missing));
    }
    // field_names: a string split at commas and whitespace, or the str() of each item.
    std::vector<std::string> fields;
    if (is_str(v[1])) {
        std::string_view s = as_str(v[1])->view();
        std::string cur;
        for (size_t i = 0; i < s.size();) {
            size_t at = i;
            uint32_t cp = utf8_decode(s, i);
            if (cp == ',' || unicode::is_space(cp)) {
                if (!cur.empty()) fields.push_back(cur), cur.clear();
            } else {
                cur.append(s.substr(at, i - at));
            }
        }
        if (!cur.empty()) fields.push_back(cur);
    } else {
        TempList items(vm);
        if (!collect_iterable(vm, v[1], items.items())) return Value::empty();
        for (Value x : items.items()) {
            Value s = to_str(vm, x);
            if (s.is_empty()) return s;
            fields.push_back(std::string(as_str(s)->view()));
        }
    }
    Value tn = to_str(vm, v[0]);
    if (tn.is_empty()) return tn;
    Rooted keep_tn(vm, tn);
    const std::string typename_ = std::string(as_str(tn)->view());
    bool rename = false;
    if (!v[2].is_empty()) {
        int t = truthy(vm, v[2]);
        if (t < 0) return Value::empty();
        rename = t;
    }
    if (rename) {
        std::vector<std::string> seen;
        for (size_t i = 0; i < fields.size(); i++) {
            const std::string name = fields[i];
            int ident = ascii_identifier(vm, name);
            if (ident < 0) return Value::empty();
            if (!ident || is_keyword(name) || name[0] == '_' ||
                std::find(seen.begin(), seen.end(), name) != seen.end())
                fields[i] = fmt::format("_{}", i);
            seen.push_back(name);
        }
    }
    std::vector<std::string> all{typename_};
    all.insert(all.end(), fields.begin(), fields.end());
    for (const std::string& name : all) {
        int ident = ascii_identifier(vm, name);
        if (ident < 0) return Value::empty();
        if (!ident)
            return vm.raisef(vm.e_ValueError, "Type names and field names must be valid identifiers: {}",
                             str_repr(name));
        if (is_keyword(name))
            return vm.raisef(vm.e_ValueError, "Type names and field names cannot be a keyword: {}", str_repr(name));
    }
    for (size_t i = 0; i < fields.size(); i++) {
        if (fields[i][0] == '_' && !rename)
            return vm.raisef(vm.e_ValueError, "Field names cannot start with an underscore: {}", str_repr(fields[i]));
        if (std::find(fields.begin(), fields.begin() + i, fields[i]) != fields.begin() + i)
            return vm.raisef(vm.e_ValueError, "Encountered duplicate field name: {}", str_repr(fields[i]));
    }
    TupleObj* defaults = nullptr;
    TempList defaults_list(vm);
    if (!v[3].is_empty() && !v[3].is_none()) {
        if (!collect_iterable(vm, v[3], defaults_list.items())) return Value::empty();
        if (defaults_list.items().size() > fields.size())
            return vm.raise(vm.e_TypeError, "Got more default values than field names");
    }
    // __module__: the caller's module's __name__, unless given.
    Value module = v[4];
    if (module.is_empty() || module.is_none()) {
        module = Value::empty();
        if (!vm.frames.empty() && vm.frames.back().globals)
            module = dict_get_str(vm.frames.back().globals, vm.s_name);
        if (module.is_empty()) module = Value::object(vm.s_main);
    }
    if (!is_str(module))
        return vm.raisef(vm.e_NotImplementedError, "namedtuple(module=...) with a '{}' is not supported by kiln yet",
                         vm.type_name(module));

    auto* t = vm.alloc<TypeObj>(Kind::Type);
    Rooted keep_t(vm, Value::object(t));
    t->name = vm.intern(typename_);
    t->qualname = t->name;
    t->module = vm.intern(as_str(module)->view());
    t->base = vm.t_tuple;
    t->bases = {vm.t_tuple};
    t->mro = {t, vm.t_tuple, vm.t_object};
    t->dict = vm.new_dict();
    adopt_type_dict(t->dict);
    t->ctor = namedtuple_ctor;
    t->is_exception = false;
    t->namedtuple = true;
    for (const std::string& f : fields) t->fields.push_back(vm.intern(f));
    if (!v[3].is_empty() && !v[3].is_none()) {
        defaults = vm.new_tuple(defaults_list.items().size());
        for (size_t i = 0; i < defaults->size; i++) defaults->items[i] = defaults_list.items()[i];
        t->field_defaults = defaults;
    }
    // The class's namespace, as namedtuple() makes it.
    DictObj* ns = t->dict;
    TupleObj* fields_t = vm.new_tuple(fields.size());
    for (size_t i = 0; i < fields.size(); i++) fields_t->items[i] = Value::object(t->fields[i]);
    std::string arg_list;
    for (size_t i = 0; i < fields.size(); i++) arg_list += (i ? ", " : "") + fields[i];
    dict_set_str(vm, ns, vm.intern("__doc__"), vm.str(fmt::format("{}({})", typename_, arg_list)));
    dict_set_str(vm, ns, vm.intern("__slots__"), Value::object(vm.new_tuple(0)));
    dict_set_str(vm, ns, vm.intern("_fields"), Value::object(fields_t));
    DictObj* fd = vm.new_dict();
    dict_set_str(vm, ns, vm.intern("_field_defaults"), Value::object(fd));
    if (defaults) {
        const size_t nd = defaults->size, nf = fields.size();
        for (size_t i = 0; i < nd; i++)
            dict_set_str(vm, fd, t->fields[nf - nd + i], defaults->items[i]);
    }
    dict_set_str(vm, ns, vm.intern("__match_args__"), Value::object(fields_t));
    dict_set_str(vm, ns, vm.intern("__module__"), Value::object(t->module));
    NativeObj* make = vm.new_native("_make", nt_make_m, true, t);
    dict_set_str(vm, ns, vm.intern("_make"), vm.bound_method(Value::object(t), Value::object(make)));
    dict_set_str(vm, ns, vm.intern("_replace"), Value::object(vm.new_native("_replace", nt_replace_m, true, t)));
    dict_set_str(vm, ns, vm.intern("_asdict"), Value::object(vm.new_native("_asdict", nt_asdict_m, true, t)));
    dict_set_str(vm, ns, vm.intern("__getnewargs__"),
                 Value::object(vm.new_native("__getnewargs__", nt_getnewargs_m, true, t)));
    return Value::object(t);
}

// ====================================================================== the module

struct MethodDef {
    const char* name;
    NativeFn fn;
};

void add_methods(VM& vm, TypeObj* t, std::initializer_list<MethodDef> methods) {
    for (const MethodDef& m : methods)
        dict_set_str(vm, t->dict, vm.intern(m.name), Value::object(vm.new_native(m.name, m.fn, true, t)));
}

// A classmethod-like native bound to its type (as dict.fromkeys).
void add_class_method(VM& vm, TypeObj* t, const char* name, NativeFn fn) {
    NativeObj* n = vm.new_native(name, fn, true, t);
    dict_set_str(vm, t->dict, vm.intern(name), vm.bound_method(Value::object(t), Value::object(n)));
}

// The types, made once per VM (a second import after `del
// sys.modules['collections']` finds them made).
void make_types(VM& vm) {
    if (vm.t_deque) return;
    TypeObj* deque = vm.new_type("collections.deque", vm.t_object, deque_ctor);
    vm.t_deque = deque;
    vm.kind_types[(int)Kind::Deque] = deque;
    add_methods(vm, deque, {{"append", deque_append_m},
                            {"appendleft", deque_appendleft_m},
                            {"pop", deque_pop_m},
                            {"popleft", deque_popleft_m},
                            {"extend", deque_extend_m},
                            {"extendleft", deque_extendleft_m},
                            {"clear", deque_clear_m},
                            {"copy", deque_copy_m},
                            {"__copy__", deque_dunder_copy_m},
                            {"count", deque_count_m},
                            {"index", deque_index_m},
                            {"insert", deque_insert_m},
                            {"remove", deque_remove_m},
                            {"reverse", deque_reverse_m},
                            {"__reversed__", deque_reversed_m},
                            {"rotate", deque_rotate_m}});
    vm.t_deque_iter = vm.new_type("_collections._deque_iterator", vm.t_object, nullptr);
    vm.t_deque_reviter = vm.new_type("_collections._deque_reverse_iterator", vm.t_object, nullptr);

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

} // namespace

bool init_collections_module(VM& vm, DictObj* dict) {
    make_types(vm);
    // As CPython's: `from itertools import chain as _chain, repeat as _repeat,
    // starmap as _starmap` (Counter.elements uses them).
    Value itertools = vm.import_module(vm.intern("itertools"));
    if (itertools.is_empty()) return false;
    DictObj* it = static_cast<ModuleObj*>(itertools.o)->dict;
    for (const char* n : {"chain", "repeat", "starmap"}) {
        Value v = dict_get_str(it, vm.intern(n));
        if (v.is_empty()) {
            vm.raisef(vm.e_ImportError, "cannot import name '{}' from 'itertools'", n);
            return false;
        }
        module_set(vm, dict, fmt::format("_{}", n).c_str(), v);
    }
    module_set(vm, dict, "deque", Value::object(vm.t_deque));
    module_set(vm, dict, "defaultdict", Value::object(vm.dict_flavour_types[kDefaultDict]));
    module_set(vm, dict, "Counter", Value::object(vm.dict_flavour_types[kCounter]));
    module_set(vm, dict, "OrderedDict", Value::object(vm.dict_flavour_types[kOrderedDict]));
    module_def(vm, dict, "namedtuple", namedtuple_fn, true);
    // CPython's: `from collections import *` meets ChainMap first, and is refused.
    ListObj* all = vm.new_list();
    for (const char* n : {"ChainMap", "Counter", "OrderedDict", "UserDict", "UserList", "UserString", "defaultdict",
                          "deque", "namedtuple"})
        all->items.push_back(vm.str(n));
    module_set(vm, dict, "__all__", Value::object(all));
    return true;
}

} // namespace kiln
