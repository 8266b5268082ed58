// range objects beyond 64 bits, and the parts of range shared by both forms.
// Big ranges follow CPython's Objects/rangeobject.c: the length and every
// item are computed on ints (here on GMP directly, so nothing here collects
// garbage), and iterators pick the 64-bit form under the same conditions as
// CPython, so type(iter(r)).__name__ agrees too.
#include "range.hpp"

#include <cmath>

#include "bigint.hpp"

namespace kiln {

namespace {

// CPython's compute_range_length on mpz: max(0, (hi - lo - 1) // step + 1).
void length_of(mpz_ptr out, mpz_srcptr start, mpz_srcptr stop, mpz_srcptr step) {
    Mpz lo, hi, st;
    if (mpz_sgn(step) > 0) {
        mpz_set(lo, start);
        mpz_set(hi, stop);
        mpz_set(st, step);
    } else {
        mpz_set(lo, stop);
        mpz_set(hi, start);
        mpz_neg(st, step);
    }
    if (mpz_cmp(lo, hi) >= 0) {
        mpz_set_ui(out, 0);
        return;
    }
    mpz_sub(out, hi, lo);
    mpz_sub_ui(out, out, 1);
    mpz_fdiv_q(out, out, st);
    mpz_add_ui(out, out, 1);
}

// Length of a fast range, or -1 when it does not fit in 64 bits.
int64_t fast_length(int64_t start, int64_t stop, int64_t step) {
    __int128 len = 0;
    if (step > 0 && start < stop) len = ((__int128)stop - start - 1) / step + 1;
    else if (step < 0 && start > stop) len = ((__int128)start - stop - 1) / (-(__int128)step) + 1;
    return len > INT64_MAX ? -1 : (int64_t)len;
}

Value make_fast_iter(VM& vm, int64_t next, int64_t step, int64_t remaining) {
    auto* it = vm.alloc<RangeIterObj>(Kind::RangeIter);
    it->next = next;
    it->step = step;
    it->remaining = remaining;
    return Value::object(it);
}

Value make_long_iter(VM& vm, Value next, Value step, Value remaining) {
    auto* it = vm.alloc<LongRangeIterObj>(Kind::LongRangeIter);
    it->next = next;
    it->step = step;
    it->remaining = remaining;
    return Value::object(it);
}

// start + i * step, for an index i (any int).
Value item_at(VM& vm, RangeObj* r, mpz_srcptr i) {
    Mpz v(range_step(r)), s(range_start(r));
    mpz_mul(v, v, i);
    mpz_add(v, v, s);
    return int_from_mpz(vm, v);
}

// CPython's _PySlice_GetLongIndices: start, stop and step of a slice of a
// sequence of `length` items, clamped, on ints of any size.
bool long_slice_indices(VM& vm, SliceObj* s, mpz_srcptr length, Mpz& start, Mpz& stop, Mpz& step) {
    auto part = [&](Value v, Mpz& out) {
        if (!is_integer(v)) {
            vm.raise(vm.e_TypeError, "slice indices must be integers or None or have an __index__ method");
            return false;
        }
        out.set(v);
        return true;
    };
    if (s->step.is_none()) mpz_set_ui(step, 1);
    else {
        if (!part(s->step, step)) return false;
        if (mpz_sgn(step) == 0) {
            vm.raise(vm.e_ValueError, "slice step cannot be zero");
            return false;
        }
    }
    bool negative = mpz_sgn(step) < 0;
    Mpz lower, upper;
    if (negative) {
        mpz_set_si(lower, -1);
        mpz_add(upper, length, lower);
    } else {
        mpz_set_ui(lower, 0);
        mpz_set(upper, length);
    }
    auto bound = [&](Value v, Mpz& out, bool is_start) {
        if (v.is_none()) {
            mpz_set(out, (is_start == negative) ? upper : lower);
            return true;
        }
        if (!part(v, out)) return false;
        if (mpz_sgn(out) < 0) {
            mpz_add(out, out, length);
            if (mpz_cmp(out, lower) < 0) mpz_set(out, lower);
        } else if (mpz_cmp(out, upper) > 0) {
            mpz_set(out, upper);
        }
        return true;
    };
    return bound(s->start, start, true) && bound(s->stop, stop, false);
}

} // namespace

Value make_range(VM& vm, Value start, Value stop, Value step) {
    if (start.is_intlike() && stop.is_intlike() && step.is_intlike()) {
        int64_t len = fast_length(start.as_int(), stop.as_int(), step.as_int());
        if (len >= 0) return vm.range(start.as_int(), stop.as_int(), step.as_int());
    }
    Mpz a(start), b(stop), c(step), n;
    length_of(n, a, b, c);
    auto* r = vm.alloc<RangeObj>(Kind::Range);
    r->start = r->stop = r->step = 0;
    r->length = mpz_fits_slong_p(n) ? (int64_t)mpz_get_si(n) : -1;
    r->bstart = int_from_mpz(vm, a);
    r->bstop = int_from_mpz(vm, b);
    r->bstep = int_from_mpz(vm, c);
    r->blength = int_from_mpz(vm, n);
    return Value::object(r);
}

Value range_start(RangeObj* r) { return range_is_big(r) ? r->bstart : Value::integer(r->start); }
Value range_stop(RangeObj* r) { return range_is_big(r) ? r->bstop : Value::integer(r->stop); }
Value range_step(RangeObj* r) { return range_is_big(r) ? r->bstep : Value::integer(r->step); }
Value range_length(RangeObj* r) { return range_is_big(r) ? r->blength : Value::integer(r->length); }

bool range_len(VM& vm, RangeObj* r, int64_t* out) {
    if (r->length < 0) {
        vm.raise(vm.e_OverflowError, kSsizeOverflow);
        return false;
    }
    *out = r->length;
    return true;
}

Value range_subscript(VM& vm, RangeObj* r, Value key) {
    if (is_integer(key)) {
        if (!range_is_big(r) && key.is_intlike()) {
            int64_t i = key.as_int();
            if (i < 0) i += r->length;
            if (i < 0 || i >= r->length) return vm.raise(vm.e_IndexError, "range object index out of range");
            return Value::integer(r->start + i * r->step);
        }
        Mpz i(key), len(range_length(r));
        if (mpz_sgn(i) < 0) mpz_add(i, i, len);
        if (mpz_sgn(i) < 0 || mpz_cmp(i, len) >= 0) return vm.raise(vm.e_IndexError, "range object index out of range");
        return item_at(vm, r, i);
    }
    if (is_kind(key, Kind::Slice)) {
        // CPython's compute_slice: range(item(start), item(stop), step * r.step).
        auto* s = static_cast<SliceObj*>(key.o);
        Mpz start, stop, step, len(range_length(r));
        if (!long_slice_indices(vm, s, len, start, stop, step)) return Value::empty();
        Mpz rstep(range_step(r));
        mpz_mul(step, step, rstep);
        Value a = item_at(vm, r, start);
        Value b = item_at(vm, r, stop);
        return make_range(vm, a, b, int_from_mpz(vm, step));
    }
    return vm.raisef(vm.e_TypeError, "range indices must be integers or slices, not {}", vm.type_name(key));
}

int range_contains(VM& vm, RangeObj* r, Value item) {
    Mpz v;
    if (item.is_float()) {
        // CPython compares item by item; a float equals an item only when it
        // is integral, so test its int value (NaN and infinities match none).
        if (!std::isfinite(item.f) || item.f != std::trunc(item.f)) return 0;
        if (!range_is_big(r)) {
            if (!(item.f >= -9223372036854775808.0 && item.f < 9223372036854775808.0)) return 0;
            return range_contains(vm, r, Value::integer((int64_t)item.f));
        }
        mpz_set_d(v, item.f);
    } else if (!is_integer(item)) {
        return 2;
    } else if (!range_is_big(r)) {
        if (!item.is_intlike()) return 0; // a fast range holds 64-bit ints only
        int64_t x = item.as_int();
        if (r->length == 0) return 0;
        if (r->step > 0 ? (x < r->start || x >= r->stop) : (x > r->start || x <= r->stop)) return 0;
        return ((__int128)x - r->start) % r->step == 0;
    } else {
        v.set(item);
    }
    Mpz start(r->bstart), stop(r->bstop), step(r->bstep);
    if (mpz_sgn(step) > 0 ? (mpz_cmp(v, start) < 0 || mpz_cmp(v, stop) >= 0)
                          : (mpz_cmp(v, start) > 0 || mpz_cmp(v, stop) <= 0))
        return 0;
    mpz_sub(v, v, start);
    return mpz_divisible_p(v, step) != 0;
}

Value range_iter(VM& vm, RangeObj* r) {
    // CPython's range_iter: the 64-bit iterator only when start + len * step
    // cannot overflow either.
    if (!range_is_big(r)) {
        int64_t stop = r->stop, step = r->step;
        bool fits = r->length == 0 || (step > 0 ? stop <= INT64_MAX - (step - 1) : stop >= INT64_MIN + (-1 - step));
        if (fits) return make_fast_iter(vm, r->start, step, r->length);
    }
    return make_long_iter(vm, range_start(r), range_step(r), range_length(r));
}

Value range_reversed(VM& vm, RangeObj* r) {
    // reversed(range(start, stop, step)) is range(start + (len-1)*step, start - step, -step).
    if (!range_is_big(r)) {
        int64_t start = r->start, step = r->step;
        bool fits = step != INT64_MIN && (step > 0 ? start >= INT64_MIN + step : start <= INT64_MAX + step);
        if (fits) {
            int64_t new_stop = start - step;
            int64_t new_start = (int64_t)((uint64_t)new_stop + (uint64_t)r->length * (uint64_t)step);
            return make_fast_iter(vm, new_start, -step, r->length);
        }
    }
    Mpz len(range_length(r)), step(range_step(r)), last;
    mpz_sub_ui(last, len, 1);
    Value first = item_at(vm, r, last);
    mpz_neg(step, step);
    return make_long_iter(vm, first, int_from_mpz(vm, step), range_length(r));
}

Value longrange_iter_next(VM& vm, LongRangeIterObj* it) {
    if (it->remaining.is_intlike() && it->remaining.as_int() <= 0) return Value::empty();
    Value v = it->next;
    Mpz next(v), step(it->step), remaining(it->remaining);
    mpz_add(next, next, step);
    mpz_sub_ui(remaining, remaining, 1);
    it->next = int_from_mpz(vm, next);
    it->remaining = int_from_mpz(vm, remaining);
    return v;
}

bool range_equals(RangeObj* a, RangeObj* b) {
    // CPython's range_equals: same length, then (if not empty) same start,
    // then (if longer than one) same step.
    if (int_compare(range_length(a), range_length(b)) != 0) return false;
    Value n = range_length(a);
    if (n.is_intlike() && n.as_int() == 0) return true;
    if (int_compare(range_start(a), range_start(b)) != 0) return false;
    if (n.is_intlike() && n.as_int() == 1) return true;
    return int_compare(range_step(a), range_step(b)) == 0;
}

bool range_repr(VM& vm, RangeObj* r, std::string& out) {
    out += "range(";
    if (!int_to_decimal(vm, range_start(r), out)) return false;
    out += ", ";
    if (!int_to_decimal(vm, range_stop(r), out)) return false;
    Value step = range_step(r);
    if (!(step.is_intlike() && step.as_int() == 1)) {
        out += ", ";
        if (!int_to_decimal(vm, step, out)) return false;
    }
    out += ')';
    return true;
}

} // namespace kiln
