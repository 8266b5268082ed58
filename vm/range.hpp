// range objects. A range whose bounds, step and length fit in 64 bits keeps
// them inline (the fast path: RangeObj::start/stop/step/length, iterated by
// RangeIter); any other is "big" and keeps ints in bstart/bstop/bstep/blength
// (CPython's arbitrary-precision range), iterated by LongRangeIter. Both give
// CPython's results, errors and iterator types.
#pragma once
#include "ops.hpp"

namespace kiln {

inline bool range_is_big(const RangeObj* r) { return !r->bstart.is_empty(); }

// range(start, stop, step) of three ints (step not 0), fast when it can be.
Value make_range(VM& vm, Value start, Value stop, Value step);
// len(): OverflowError when the length does not fit (as CPython's ssize_t).
bool range_len(VM& vm, RangeObj* r, int64_t* out);
// r.start, r.stop, r.step as ints.
Value range_start(RangeObj* r);
Value range_stop(RangeObj* r);
Value range_step(RangeObj* r);
Value range_length(RangeObj* r);
// r[key] for an int or a slice.
Value range_subscript(VM& vm, RangeObj* r, Value key);
// `item in r`: 1, 0, or -1 with an error; 2 when the item is not a number
// (the caller compares item by item, as CPython).
int range_contains(VM& vm, RangeObj* r, Value item);
Value range_iter(VM& vm, RangeObj* r);
Value range_reversed(VM& vm, RangeObj* r);
Value longrange_iter_next(VM& vm, LongRangeIterObj* it);
bool range_equals(RangeObj* a, RangeObj* b);
bool range_repr(VM& vm, RangeObj* r, std::string& out);

} // namespace kiln
