// STR_APPEND and STR_DISOWN: CPython's in-place `s += x`, for the locals the
// compiler has proved are a loop's only reference to their string
// (lang/string_builders.hpp). CPython extends a string whose reference
// count says nothing else holds it; kiln extends one that an earlier
// STR_APPEND of the same loop run made (`owned`), with room to spare, so
// building a string piece by piece costs its length, not its length
// squared. Every other string stays immutable.
#include <algorithm>
#include <cstring>

#include "ops.hpp"
#include "vm.hpp"

namespace kiln {

namespace {

constexpr size_t kMinRoom = 32;

// a's bytes then b's, in a new string the next appends may extend.
StrObj* new_builder(VM& vm, const StrObj* a, const StrObj* b) {
    const size_t room = std::max(kMinRoom, 2 * (a->nbytes + b->nbytes));
    const bool own = room <= UINT32_MAX; // else an exact copy, as str_concat makes
    StrObj* o = joined_str(vm, a, b, own ? room : 0);
    o->owned = own;
    o->room = own ? (uint32_t)room : 0;
    return o;
}

} // namespace

void str_disown(Value v) {
    if (is_str(v)) as_str(v)->owned = false;
}

Value str_append(VM& vm, Value a, Value b, bool binary) {
    if (is_str(a) && is_str(b)) {
        StrObj* s = as_str(a);
        const StrObj* t = as_str(b);
        // What CPython gives for an empty operand: the other one itself.
        // b may be another loop run's string, still marked as its own:
        // not this loop's (it is shared now), so no longer anyone's.
        if (t->nbytes == 0) return a;
        if (s->nbytes == 0 && !s->owned) {
            str_disown(b);
            return b;
        }
        if (s->owned && s->nbytes + t->nbytes <= s->room) {
            std::memcpy(s->data + s->nbytes, t->data, t->nbytes);
            s->nbytes += t->nbytes;
            s->data[s->nbytes] = 0;
            s->nchars += t->nchars;
            s->ascii = s->ascii && t->ascii;
            s->hash = -1;
            return a;
        }
        // Not the loop's own string yet (the first append of this loop
        // run), or full: a new one, and the old one is garbage if it was.
        return Value::object(new_builder(vm, s, t));
    }
    // Anything else as `+` or `+=` does it; a string that comes back (a
    // user's __add__ may return any) is not the loop's own.
    Value r = binary ? binary_op(vm, Op::Add, a, b) : inplace_op(vm, Op::Add, a, b);
    str_disown(r);
    return r;
}

} // namespace kiln
