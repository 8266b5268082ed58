// set and frozenset: CPython's own open-addressing table (setobject.c), so
// that iteration order matches CPython's for ints.
#pragma once
#include "ops.hpp"

namespace kiln {

inline bool is_anyset(Value v) { return v.tag == Tag::Obj && (v.o->kind == Kind::Set || v.o->kind == Kind::FrozenSet); }
inline SetObj* as_set(Value v) { return static_cast<SetObj*>(v.o); }

SetObj* new_set(VM& vm, bool frozen);
bool set_add(VM& vm, SetObj* s, Value key);
bool set_add_hashed(VM& vm, SetObj* s, Value key, int64_t hash);
int set_contains(VM& vm, SetObj* s, Value key);  // 1, 0, -1 error
// For a key kiln hashes and compares itself (an int, a float, a bool, None
// or a str), running no script code, as dict_index_no_script: where an
// entry with the same hash has a class instance as its key, they decline
// before changing anything: set_contains_no_script returns -2,
// set_add_no_script -1 (1 added or there, 0 error).
int set_contains_no_script(VM& vm, SetObj* s, Value key);
int set_add_no_script(VM& vm, SetObj* s, Value key);
int set_discard(VM& vm, SetObj* s, Value key);   // 1 removed, 0 missing, -1 error
bool set_update(VM& vm, SetObj* s, Value iterable);
int64_t frozenset_hash(SetObj* s);
// Operators between two sets; Empty without an exception when not handled.
Value set_binary(VM& vm, Op op, Value a, Value b, bool inplace);
Value set_compare(VM& vm, CmpOp op, Value a, Value b);
// The set methods' work, `other` any iterable (results are frozen if asked).
Value set_intersection(VM& vm, SetObj* so, Value other, bool frozen);
Value set_difference(VM& vm, SetObj* so, Value other, bool frozen);
Value set_symmetric_difference(VM& vm, SetObj* so, Value other, bool frozen);
Value set_union(VM& vm, SetObj* so, Value other, bool frozen);
bool set_difference_update(VM& vm, SetObj* so, Value other);
bool set_symmetric_difference_update(VM& vm, SetObj* so, Value other);
int set_equals(VM& vm, Value a, Value b);
Value set_get_iter(VM& vm, SetObj* s);
Value setiter_next(VM& vm, SetIterObj* it);
// The live keys in table order.
void set_keys(SetObj* s, ValueVec& out);

} // namespace kiln
