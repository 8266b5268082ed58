// The `heapq` module: CPython 3.11's. The heap operations are native, as
// CPython's _heapq is; nlargest, nsmallest and merge are Python (the
// prelude below), as CPython's are, built on the native max-heap helpers.
//
// Rules:
//  1. Only `<` is ever asked (less_than), in the same order, on the same
//     operands, as CPython's C code asks it: the first comparison that
//     fails (and so its TypeError), and where items that compare equal
//     end up, are CPython's. A min-heap asks `child < other child` and
//     `new < parent`; a max-heap the same with the operands swapped.
//  2. A comparison may run script code (__lt__), which may change the
//     list: after each one the length is checked (CPython's "list changed
//     size during iteration") and the item array re-read, never a pointer
//     kept across it.
//  3. An item taken out of the list (heappop's result) is rooted while
//     comparisons run: a collection may happen inside them.
#include "../vm/ops.hpp"
#include "../vm/vm.hpp"
#include "args.hpp"
#include "modules.hpp"

namespace kiln {

namespace {

// 1 if a should sit above b in the heap, 0 if not, -1 on error.
template <bool Max>
int above(VM& vm, Value a, Value b) {
    return Max ? less_than(vm, b, a) : less_than(vm, a, b);
}

bool changed_size(VM& vm) {
    vm.raise(vm.e_RuntimeError, "list changed size during iteration");
    return false;
}

// Moves the item at `pos` up towards `start` while it belongs above its parent.
template <bool Max>
bool sift_towards_root(VM& vm, ListObj* heap, size_t start, size_t pos) {
    const size_t size = heap->values().size();
    if (pos >= size) {
        vm.raise(vm.e_IndexError, "index out of range");
        return false;
    }
    while (pos > start) {
        const size_t parent = (pos - 1) >> 1;
        int r = above<Max>(vm, heap->values()[pos], heap->values()[parent]);
        if (r < 0) return false;
        if (heap->values().size() != size) return changed_size(vm);
        if (r == 0) break;
        std::swap(heap->values()[pos], heap->values()[parent]);
        pos = parent;
    }
    return true;
}

// Moves the item at `pos` down to a leaf, always along the child that
// belongs higher (the right one unless the left is strictly above it),
// then back up to where it belongs.
template <bool Max>
bool sift_to_leaf(VM& vm, ListObj* heap, size_t pos) {
    const size_t end = heap->values().size();
    const size_t start = pos;
    if (pos >= end) {
        vm.raise(vm.e_IndexError, "index out of range");
        return false;
    }
    const size_t limit = end >> 1; // the first position with no child
    while (pos < limit) {
        size_t child = 2 * pos + 1;
        if (child + 1 < end) {
            int r = above<Max>(vm, heap->values()[child], heap->values()[child + 1]);
            if (r < 0) return false;
            if (heap->values().size() != end) return changed_size(vm);
            if (r == 0) child++;
        }
        std::swap(heap->values()[child], heap->values()[pos]);
        pos = child;
    }
    return sift_towards_root<Max>(vm, heap, start, pos);
}

// The highest power of two not above n (n >= 1).
size_t top_bit(size_t n) {
    size_t b = 1;
    while (n > 1) {
        n >>= 1;
        b <<= 1;
    }
    return b;
}

// Heapify as CPython does: bottom-up from the last parent for small lists;
// for big ones (past 2500 items) the same sifts in an order that sifts a
// parent as soon as both its children are done. Both make the same
// comparisons on the same sub-heaps, but which of them fails first, and
// how a script's __lt__ sees the list meanwhile, follows the order.
template <bool Max>
bool heapify_list(VM& vm, ListObj* heap) {
    const size_t n = heap->values().size();
    if (n <= 2500) {
        for (size_t i = n >> 1; i-- > 0;)
            if (!sift_to_leaf<Max>(vm, heap, i)) return false;
        return true;
    }
    const size_t m = n >> 1;                 // the first childless position
    const size_t leftmost = top_bit(m + 1) - 1; // the first position of m's row
    const size_t mhalf = m >> 1;             // the parent of m
    auto climb = [&](size_t j) {
        for (;;) {
            if (!sift_to_leaf<Max>(vm, heap, j)) return false;
            if (!(j & 1)) return true;
            j >>= 1;
        }
    };
    for (size_t i = leftmost; i-- > mhalf;)
        if (!climb(i)) return false;
    for (size_t i = m; i-- > leftmost;)
        if (!climb(i)) return false;
    return true;
}

// ------------------------------------------------------------------ arguments

// CPython's argument clinic: "_heapq.heappop() takes no keyword arguments",
// "heappush expected 2 arguments, got 1", "heappop() argument must be
// list, not tuple".
ListObj* heap_args(VM& vm, const char* name, Value* args, int nargs, KwArgs kw, int want) {
    if (kw.n) {
        vm.raisef(vm.e_TypeError, "_heapq.{}() takes no keyword arguments", name);
        return nullptr;
    }
    if (nargs != want) {
        if (want == 1) vm.raisef(vm.e_TypeError, "_heapq.{}() takes exactly one argument ({} given)", name, nargs);
        else vm.raisef(vm.e_TypeError, "{} expected {} arguments, got {}", name, want, nargs);
        return nullptr;
    }
    if (!is_list(args[0])) {
        vm.raisef(vm.e_TypeError, "{}() argument{} must be list, not {}", name, want == 1 ? "" : " 1",
                  bad_arg_type_name(vm, args[0]));
        return nullptr;
    }
    return as_list(args[0]);
}

// ------------------------------------------------------------------ functions

Value f_heappush(VM& vm, Value* args, int nargs, KwArgs kw) {
    ListObj* heap = heap_args(vm, "heappush", args, nargs, kw, 2);
    if (!heap) return Value::empty();
    heap->values().push_back(args[1]);
    if (!sift_towards_root<false>(vm, heap, 0, heap->values().size() - 1)) return Value::empty();
    return Value::none();
}

template <bool Max>
Value heappop(VM& vm, const char* name, Value* args, int nargs, KwArgs kw) {
    ListObj* heap = heap_args(vm, name, args, nargs, kw, 1);
    if (!heap) return Value::empty();
    if (heap->values().empty()) return vm.raise(vm.e_IndexError, "index out of range");
    Value last = heap->values().back();
    heap->values().pop_back();
    if (heap->values().empty()) return last;
    Rooted top(vm, heap->values()[0]);
    heap->values()[0] = last;
    if (!sift_to_leaf<Max>(vm, heap, 0)) return Value::empty();
    return top.get();
}

template <bool Max>
Value heapreplace(VM& vm, const char* name, Value* args, int nargs, KwArgs kw) {
    ListObj* heap = heap_args(vm, name, args, nargs, kw, 2);
    if (!heap) return Value::empty();
    if (heap->values().empty()) return vm.raise(vm.e_IndexError, "index out of range");
    Rooted top(vm, heap->values()[0]);
    heap->values()[0] = args[1];
    if (!sift_to_leaf<Max>(vm, heap, 0)) return Value::empty();
    return top.get();
}

Value f_heappop(VM& vm, Value* args, int nargs, KwArgs kw) { return heappop<false>(vm, "heappop", args, nargs, kw); }
Value f_heappop_max(VM& vm, Value* args, int nargs, KwArgs kw) {
    return heappop<true>(vm, "_heappop_max", args, nargs, kw);
}
Value f_heapreplace(VM& vm, Value* args, int nargs, KwArgs kw) {
    return heapreplace<false>(vm, "heapreplace", args, nargs, kw);
}
Value f_heapreplace_max(VM& vm, Value* args, int nargs, KwArgs kw) {
    return heapreplace<true>(vm, "_heapreplace_max", args, nargs, kw);
}

Value f_heappushpop(VM& vm, Value* args, int nargs, KwArgs kw) {
    ListObj* heap = heap_args(vm, "heappushpop", args, nargs, kw, 2);
    if (!heap) return Value::empty();
    Value item = args[1];
    if (heap->values().empty()) return item;
    // The item comes straight back unless the heap's top is below it.
    int r = less_than(vm, heap->values()[0], item);
    if (r < 0) return Value::empty();
    if (r == 0) return item;
    if (heap->values().empty()) return vm.raise(vm.e_IndexError, "index out of range");
    Rooted top(vm, heap->values()[0]);
    heap->values()[0] = item;
    if (!sift_to_leaf<false>(vm, heap, 0)) return Value::empty();
    return top.get();
}

Value f_heapify(VM& vm, Value* args, int nargs, KwArgs kw) {
    ListObj* heap = heap_args(vm, "heapify", args, nargs, kw, 1);
    if (!heap || !heapify_list<false>(vm, heap)) return Value::empty();
    return Value::none();
}

Value f_heapify_max(VM& vm, Value* args, int nargs, KwArgs kw) {
    ListObj* heap = heap_args(vm, "_heapify_max", args, nargs, kw, 1);
    if (!heap || !heapify_list<true>(vm, heap)) return Value::empty();
    return Value::none();
}

// nsmallest and nlargest decorate items with their arrival order so that
// equal items keep it and are never compared themselves past the key; the
// shortcuts (n == 1: min/max; n at least the size: sorted) are CPython's,
// and so are the comparisons each makes. merge keeps one [value, order,
// iterator] list per input in a heap (order is negated for reverse=True),
// so equal values come out in the order of their inputs.
const char* kPrelude = R"PY(
__all__ = ['heappush', 'heappop', 'heapify', 'heapreplace', 'merge',
           'nlargest', 'nsmallest', 'heappushpop']

def nsmallest(n, iterable, key=None):
    if n == 1:
        nothing = object()
        best = min(iter(iterable), default=nothing, key=key)
        return [] if best is nothing else [best]
    try:
        size = len(iterable)
    except (TypeError, AttributeError):
        pass
    else:
        if n >= size:
            return sorted(iterable, key=key)[:n]
    it = iter(iterable)
    if key is None:
        kept = [(x, i) for i, x in zip(range(n), it)]
        if not kept:
            return kept
        _heapify_max(kept)
        worst = kept[0][0]
        order = n
        for x in it:
            if x < worst:
                _heapreplace_max(kept, (x, order))
                worst = kept[0][0]
                order += 1
        kept.sort()
        return [entry[0] for entry in kept]
    kept = [(key(x), i, x) for i, x in zip(range(n), it)]
    if not kept:
        return kept
    _heapify_max(kept)
    worst = kept[0][0]
    order = n
    for x in it:
        k = key(x)
        if k < worst:
            _heapreplace_max(kept, (k, order, x))
            worst = kept[0][0]
            order += 1
    kept.sort()
    return [entry[2] for entry in kept]

def nlargest(n, iterable, key=None):
    if n == 1:
        nothing = object()
        best = max(iter(iterable), default=nothing, key=key)
        return [] if best is nothing else [best]
    try:
        size = len(iterable)
    except (TypeError, AttributeError):
        pass
    else:
        if n >= size:
            return sorted(iterable, key=key, reverse=True)[:n]
    it = iter(iterable)
    if key is None:
        kept = [(x, i) for i, x in zip(range(0, -n, -1), it)]
        if not kept:
            return kept
        heapify(kept)
        worst = kept[0][0]
        order = -n
        for x in it:
            if worst < x:
                heapreplace(kept, (x, order))
                worst = kept[0][0]
                order -= 1
        kept.sort(reverse=True)
        return [entry[0] for entry in kept]
    kept = [(key(x), i, x) for i, x in zip(range(0, -n, -1), it)]
    if not kept:
        return kept
    heapify(kept)
    worst = kept[0][0]
    order = -n
    for x in it:
        k = key(x)
        if worst < k:
            heapreplace(kept, (k, order, x))
            worst = kept[0][0]
            order -= 1
    kept.sort(reverse=True)
    return [entry[2] for entry in kept]

_NOTHING = object()  # what next() gives for an iterator at its end

def merge(*iterables, key=None, reverse=False):
    if reverse:
        make, pop, replace, step = _heapify_max, _heappop_max, _heapreplace_max, -1
    else:
        make, pop, replace, step = heapify, heappop, heapreplace, 1
    heap = []
    order = 0
    nothing = _NOTHING
    for iterable in iterables:
        it = iter(iterable)
        value = next(it, nothing)
        if value is not nothing:
            if key is None:
                heap.append([value, order * step, it])
            else:
                heap.append([key(value), order * step, value, it])
        order += 1
    make(heap)
    at = 0 if key is None else 2      # where an entry holds its value
    last = 2 if key is None else 3    # ... and its iterator
    while len(heap) > 1:
        entry = heap[0]
        yield entry[at]
        value = next(entry[last], nothing)
        if value is nothing:
            pop(heap)
            continue
        if key is None:
            entry[0] = value
        else:
            entry[0] = key(value)
            entry[2] = value
        replace(heap, entry)
    if heap:
        entry = heap[0]
        yield entry[at]
        yield from entry[last]
)PY";

} // namespace

bool init_heapq_module(VM& vm, DictObj* dict) {
    module_def(vm, dict, "heappush", f_heappush, true);
    module_def(vm, dict, "heappop", f_heappop, true);
    module_def(vm, dict, "heapify", f_heapify, true);
    module_def(vm, dict, "heapreplace", f_heapreplace, true);
    module_def(vm, dict, "heappushpop", f_heappushpop, true);
    module_def(vm, dict, "_heappop_max", f_heappop_max, true);
    module_def(vm, dict, "_heapify_max", f_heapify_max, true);
    module_def(vm, dict, "_heapreplace_max", f_heapreplace_max, true);
    return !vm.run_source(kPrelude, "<heapq>", dict).is_empty();
}

} // namespace kiln
