// Indexing and slicing of lists, tuples, strings, ranges and dicts.
// Strings are UTF-8: indexes count code points, and ASCII strings (the
// common case) index bytes directly.
#include <algorithm>

#include "../lang/lexer.hpp"
#include "bigint.hpp"
#include "collections.hpp"
#include "dict.hpp"
#include "dunder.hpp"
#include "list_items.hpp"
#include "ops.hpp"
#include "range.hpp"
#include "type_hints.hpp"

namespace kiln {

// ---------------------------------------------------------------- str helpers

bool str_eq(StrObj* a, StrObj* b) {
    if (a == b) return true;
    if (a->nbytes != b->nbytes) return false;
    if (a->hash != -1 && b->hash != -1 && a->hash != b->hash) return false;
    return std::memcmp(a->data, b->data, a->nbytes) == 0;
}

size_t utf8_offset(StrObj* s, int64_t char_index) {
    if (s->ascii) return (size_t)char_index;
    size_t off = 0;
    for (int64_t k = 0; k < char_index && off < s->nbytes; k++) {
        off++;
        while (off < s->nbytes && ((unsigned char)s->data[off] & 0xC0) == 0x80) off++;
    }
    return off;
}

Value str_char_at(VM& vm, StrObj* s, int64_t index) {
    if (s->ascii) // the shared one-character str, once made
        if (StrObj* c = vm.short_interned[(unsigned char)s->data[index]]) return Value::object(c);
    size_t a = utf8_offset(s, index);
    size_t b = a + 1;
    while (b < s->nbytes && ((unsigned char)s->data[b] & 0xC0) == 0x80) b++;
    return vm.str(std::string_view(s->data + a, b - a));
}

StrObj* joined_str(VM& vm, const StrObj* a, const StrObj* b, size_t capacity) {
    const size_t n = a->nbytes + b->nbytes;
    StrObj* o = vm.alloc<StrObj>(Kind::Str, std::max(capacity, n));
    o->hash = -1;
    o->nbytes = n;
    std::memcpy(o->data, a->data, a->nbytes);
    std::memcpy(o->data + a->nbytes, b->data, b->nbytes);
    o->data[n] = 0;
    o->nchars = a->nchars + b->nchars;
    o->ascii = a->ascii && b->ascii;
    o->interned = false;
    return o;
}

Value str_concat(VM& vm, StrObj* a, StrObj* b) {
    if (a->nbytes == 0) return Value::object(b);
    if (b->nbytes == 0) return Value::object(a);
    return Value::object(joined_str(vm, a, b, 0));
}

// ---------------------------------------------------------------- indices

bool to_index(VM& vm, Value v, int64_t* out, const char* what) {
    if (v.is_intlike()) {
        *out = v.as_int();
        return true;
    }
    if (is_bigint(v)) vm.raise(vm.e_IndexError, kIndexOverflow);
    else vm.raisef(vm.e_TypeError, "{}", what);
    return false;
}

namespace {

// Slice parts clamp big ints to the 64-bit range, as CPython clamps to ssize_t.
bool slice_part(VM& vm, Value v, int64_t* out) {
    if (is_integer(v)) {
        *out = int_clamp(v);
        return true;
    }
    vm.raise(vm.e_TypeError, "slice indices must be integers or None or have an __index__ method");
    return false;
}

} // namespace

bool slice_indices(VM& vm, SliceObj* s, int64_t length, int64_t* start, int64_t* stop, int64_t* step,
                   int64_t* count) {
    int64_t st = 1;
    if (!s->step.is_none()) {
        if (!slice_part(vm, s->step, &st)) return false;
        if (st == 0) {
            vm.raise(vm.e_ValueError, "slice step cannot be zero");
            return false;
        }
        if (st < -INT64_MAX) st = -INT64_MAX; // so that -step exists
    }
    int64_t lo, hi;
    int64_t def_start = st < 0 ? length - 1 : 0;
    int64_t def_stop = st < 0 ? -1 : length;
    if (s->start.is_none()) lo = def_start;
    else {
        if (!slice_part(vm, s->start, &lo)) return false;
        if (lo < 0) {
            lo += length;
            if (lo < 0) lo = st < 0 ? -1 : 0;
        } else if (lo >= length) {
            lo = st < 0 ? length - 1 : length;
        }
    }
    if (s->stop.is_none()) hi = def_stop;
    else {
        if (!slice_part(vm, s->stop, &hi)) return false;
        if (hi < 0) {
            hi += length;
            if (hi < 0) hi = st < 0 ? -1 : 0;
        } else if (hi >= length) {
            hi = st < 0 ? length - 1 : length;
        }
    }
    int64_t n = 0;
    if (st > 0 && lo < hi) n = (hi - lo - 1) / st + 1;
    else if (st < 0 && lo > hi) n = (lo - hi - 1) / (-st) + 1;
    *start = lo;
    *stop = hi;
    *step = st;
    *count = n;
    return true;
}

namespace {

bool normalize(int64_t* i, int64_t len) {
    if (*i < 0) *i += len;
    return *i >= 0 && *i < len;
}

Value slice_str(VM& vm, StrObj* s, SliceObj* sl) {
    int64_t start, stop, step, n;
    if (!slice_indices(vm, sl, (int64_t)s->nchars, &start, &stop, &step, &n)) return Value::empty();
    if (step == 1) {
        size_t a = utf8_offset(s, start);
        size_t b = s->ascii ? (size_t)(start + n) : a;
        if (!s->ascii)
            for (int64_t k = 0; k < n; k++) {
                b++;
                while (b < s->nbytes && ((unsigned char)s->data[b] & 0xC0) == 0x80) b++;
            }
        return vm.str(std::string_view(s->data + a, b - a));
    }
    std::string out;
    if (s->ascii) {
        for (int64_t k = 0; k < n; k++) out += s->data[start + k * step];
    } else {
        // Offsets of each code point, then pick.
        std::vector<size_t> offs;
        offs.reserve(s->nchars + 1);
        for (size_t i = 0; i < s->nbytes; i++)
            if (((unsigned char)s->data[i] & 0xC0) != 0x80) offs.push_back(i);
        offs.push_back(s->nbytes);
        for (int64_t k = 0; k < n; k++) {
            const int64_t i = start + k * step; // item k's index (a running sum would overflow past the last)
            out.append(s->data + offs[i], offs[i + 1] - offs[i]);
        }
    }
    return vm.str(out);
}

} // namespace

Value getitem(VM& vm, Value obj, Value key) {
    if (is_py_instance(vm, obj)) {
        Value r = call_dunder(vm, obj, Dunder::getitem_, &key, 1);
        if (!r.is_empty() || vm.exc) return r;
    }
    if (obj.tag != Tag::Obj)
        return vm.raisef(vm.e_TypeError, "'{}' object is not subscriptable", vm.type_name(obj));
    switch (obj.o->kind) {
    case Kind::List: {
        const ListObj* src = as_list(obj);
        if (key.is_intlike()) {
            int64_t i = key.as_int();
            if (!normalize(&i, (int64_t)src->size())) return vm.raise(vm.e_IndexError, "list index out of range");
            return src->item(i);
        }
        if (is_bigint(key)) return vm.raise(vm.e_IndexError, kIndexOverflow);
        if (is_kind(key, Kind::Slice)) {
            int64_t start, stop, step, n;
            if (!slice_indices(vm, static_cast<SliceObj*>(key.o), (int64_t)src->size(), &start, &stop, &step, &n))
                return Value::empty();
            const bool bools = src->holds_bools() && n >= (int64_t)kPackBoolsFrom; // a slice of bools: bytes too
            ListObj* l = vm.new_list(bools ? 0 : n);
            if (bools) hold_bools(l, n);
            for (int64_t k = 0; k < n; k++) l->append(src->item(start + k * step));
            return Value::object(l);
        }
        return vm.raisef(vm.e_TypeError, "list indices must be integers or slices, not {}", vm.type_name(key));
    }
    case Kind::Tuple: {
        TupleObj* t = as_tuple(obj);
        if (key.is_intlike()) {
            int64_t i = key.as_int();
            if (!normalize(&i, (int64_t)t->size)) return vm.raise(vm.e_IndexError, "tuple index out of range");
            return t->items[i];
        }
        if (is_bigint(key)) return vm.raise(vm.e_IndexError, kIndexOverflow);
        if (is_kind(key, Kind::Slice)) {
            int64_t start, stop, step, n;
            if (!slice_indices(vm, static_cast<SliceObj*>(key.o), (int64_t)t->size, &start, &stop, &step, &n))
                return Value::empty();
            if (step == 1 && n == (int64_t)t->size && !t->flavour) return obj; // a namedtuple's: a tuple
            TupleObj* r = vm.new_tuple(n);
            for (int64_t k = 0; k < n; k++) r->items[k] = t->items[start + k * step];
            return Value::object(r);
        }
        return vm.raisef(vm.e_TypeError, "tuple indices must be integers or slices, not {}", vm.type_name(key));
    }
    case Kind::Str: {
        StrObj* s = as_str(obj);
        if (key.is_intlike()) {
            int64_t i = key.as_int();
            if (!normalize(&i, (int64_t)s->nchars)) return vm.raise(vm.e_IndexError, "string index out of range");
            return str_char_at(vm, s, i);
        }
        if (is_bigint(key)) return vm.raise(vm.e_IndexError, kIndexOverflow);
        if (is_kind(key, Kind::Slice)) return slice_str(vm, s, static_cast<SliceObj*>(key.o));
        return vm.raisef(vm.e_TypeError, "string indices must be integers, not '{}'", vm.type_name(key));
    }
    case Kind::Dict: {
        Value v = dict_get(vm, as_dict(obj), key);
        if (v.is_empty() && !vm.exc) {
            // A defaultdict's or a Counter's __missing__.
            if (obj.o->flavour) return dict_missing(vm, as_dict(obj), key);
            TupleObj* args = vm.new_tuple(1);
            args->items[0] = key;
            return vm.raise_value(vm.new_exception(vm.e_KeyError, args));
        }
        return v;
    }
    case Kind::Deque: return deque_getitem(vm, static_cast<DequeObj*>(obj.o), key);
    case Kind::Range: return range_subscript(vm, static_cast<RangeObj*>(obj.o), key);
    case Kind::Type: return subscript_type(vm, static_cast<TypeObj*>(obj.o), key);
    case Kind::Native:
        // kiln's enumerate is a function; CPython's is a type that makes enumerate[int].
        if (!static_cast<NativeObj*>(obj.o)->owner && std::string_view(static_cast<NativeObj*>(obj.o)->name) == "enumerate")
            return vm.raise(vm.e_NotImplementedError, "subscripting enumerate is not supported by kiln yet");
        break;
    case Kind::GenericAlias: case Kind::Union: {
        // Only a generic with type variables left could be subscripted,
        // and kiln has no TypeVars.
        std::string r;
        if (!type_hint_repr(vm, obj, r)) return Value::empty();
        return vm.raisef(vm.e_TypeError, "{} is not a generic class", r);
    }
    default: break;
    }
    return vm.raisef(vm.e_TypeError, "'{}' object is not subscriptable", vm.type_name(obj));
}

bool setitem(VM& vm, Value obj, Value key, Value value) {
    if (is_py_instance(vm, obj)) {
        Value args[2] = {key, value};
        Value r = call_dunder(vm, obj, Dunder::setitem_, args, 2);
        if (!r.is_empty()) return true;
        if (vm.exc) return false;
    }
    if (is_list(obj)) {
        ListObj* l = as_list(obj);
        if (key.is_intlike()) {
            int64_t i = key.as_int();
            if (!normalize(&i, (int64_t)l->size())) {
                vm.raise(vm.e_IndexError, "list assignment index out of range");
                return false;
            }
            l->set_item(i, value);
            return true;
        }
        if (is_bigint(key)) {
            vm.raise(vm.e_IndexError, kIndexOverflow);
            return false;
        }
        if (is_kind(key, Kind::Slice)) {
            ValueVec src;
            if (is_list(value) || is_tuple(value)) {
                if (is_list(value)) append_list_items(as_list(value), &src);
                else src.assign(as_tuple(value)->items, as_tuple(value)->items + as_tuple(value)->size);
            } else if (!collect_iterable(vm, value, src)) {
                vm.exc = nullptr;
                vm.raise(vm.e_TypeError, "can only assign an iterable");
                return false;
            }
            int64_t start, stop, step, n;
            if (!slice_indices(vm, static_cast<SliceObj*>(key.o), (int64_t)l->size(), &start, &stop, &step, &n))
                return false;
            // A list of bools given as many bools (`flags[p * p::p] = [False]
            // * k`): written where they are, the list still one of bools.
            if (l->holds_bools() && (int64_t)src.size() == n &&
                std::all_of(src.begin(), src.end(), [](const Value& v) { return v.tag == Tag::Bool; })) {
                for (int64_t k = 0; k < n; k++) l->set_item((size_t)(start + k * step), src[k]);
                return true;
            }
            auto& items = l->values();
            if (step == 1) {
                if (stop < start) stop = start;
                items.erase(items.begin() + start, items.begin() + stop);
                items.insert(items.begin() + start, src.begin(), src.end());
                return true;
            }
            if ((int64_t)src.size() != n) {
                vm.raisef(vm.e_ValueError, "attempt to assign sequence of size {} to extended slice of size {}",
                          src.size(), n);
                return false;
            }
            for (int64_t k = 0; k < n; k++) items[start + k * step] = src[k];
            return true;
        }
        vm.raisef(vm.e_TypeError, "list indices must be integers or slices, not {}", vm.type_name(key));
        return false;
    }
    if (is_dict(obj)) return dict_set(vm, as_dict(obj), key, value);
    if (is_kind(obj, Kind::Deque)) return deque_setitem(vm, static_cast<DequeObj*>(obj.o), key, value);
    vm.raisef(vm.e_TypeError, "'{}' object does not support item assignment", vm.type_name(obj));
    return false;
}

bool delitem(VM& vm, Value obj, Value key) {
    if (is_py_instance(vm, obj)) {
        Value r = call_dunder(vm, obj, Dunder::delitem_, &key, 1);
        if (!r.is_empty()) return true;
        if (vm.exc) return false;
    }
    if (is_list(obj)) {
        auto& items = as_list(obj)->values();
        if (key.is_intlike()) {
            int64_t i = key.as_int();
            if (!normalize(&i, (int64_t)items.size())) {
                vm.raise(vm.e_IndexError, "list assignment index out of range");
                return false;
            }
            items.erase(items.begin() + i);
            return true;
        }
        if (is_bigint(key)) {
            vm.raise(vm.e_IndexError, kIndexOverflow);
            return false;
        }
        if (is_kind(key, Kind::Slice)) {
            int64_t start, stop, step, n;
            if (!slice_indices(vm, static_cast<SliceObj*>(key.o), (int64_t)items.size(), &start, &stop, &step, &n))
                return false;
            if (n == 0) return true;
            if (step < 0) {
                start = start + (n - 1) * step;
                step = -step;
            }
            std::vector<bool> drop(items.size(), false);
            for (int64_t k = 0; k < n; k++) drop[start + k * step] = true;
            size_t w = 0;
            for (size_t r = 0; r < items.size(); r++)
                if (!drop[r]) items[w++] = items[r];
            items.resize(w);
            return true;
        }
        vm.raisef(vm.e_TypeError, "list indices must be integers or slices, not {}", vm.type_name(key));
        return false;
    }
    if (is_dict(obj)) {
        int r = dict_del(vm, as_dict(obj), key);
        if (r < 0) return false;
        if (r == 0 && obj.o->flavour == kCounter) return true; // Counter's __delitem__ forgives
        if (r == 0) {
            TupleObj* args = vm.new_tuple(1);
            args->items[0] = key;
            vm.raise_value(vm.new_exception(vm.e_KeyError, args));
            return false;
        }
        return true;
    }
    if (is_kind(obj, Kind::Deque)) return deque_setitem(vm, static_cast<DequeObj*>(obj.o), key, Value::empty());
    vm.raisef(vm.e_TypeError, "'{}' object doesn't support item deletion", vm.type_name(obj));
    return false;
}

} // namespace kiln
