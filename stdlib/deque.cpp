// collections.deque, as CPython 3.11's (Modules/_collectionsmodule.c):
// the ring buffer, the type's methods and the hooks the VM calls
// (vm/collections.hpp). The module itself is collections_module.cpp.
#include "../vm/collections.hpp"

#include <algorithm>
#include <string>

#include "../vm/bigint.hpp"
#include "../vm/ops.hpp"
#include "args.hpp"
#include "collections_internal.hpp"

namespace kiln {

namespace {

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

} // namespace

DequeObj* new_deque(VM& vm, int64_t maxlen) {
    auto* d = vm.alloc<DequeObj>(Kind::Deque);
    d->maxlen = maxlen;
    return d;
}

namespace {

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
        const size_t n = is_list(iterable) ? as_list(iterable)->values().size() : as_tuple(iterable)->size;
        for (size_t i = 0; i < n; i++) {
            Value v = is_list(iterable) ? as_list(iterable)->values()[i] : as_tuple(iterable)->items[i];
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

// ------------------------------------------------------------ the type

// The deque type and its iterators' (collections_module.cpp's make_types).
void make_deque_types(VM& vm) {
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
}

} // namespace kiln
