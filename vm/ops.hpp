// Python's operations on values: the slow, general paths the interpreter
// falls back to and the builtins share. All return Empty (or -1) with the
// VM's exception set on error.
#pragma once
#include <string>

#include "../lang/ast.hpp"
#include "vm.hpp"

namespace kiln {

Value binary_op(VM& vm, Op op, Value a, Value b);
Value inplace_op(VM& vm, Op op, Value a, Value b);
Value unary_op(VM& vm, Op op, Value a);
Value compare(VM& vm, CmpOp op, Value a, Value b);

// 1 true, 0 false, -1 error.
int truthy(VM& vm, Value v);
int equals(VM& vm, Value a, Value b);
int contains(VM& vm, Value container, Value item);
// The next character of an iterator over a str; Empty at its end.
Value str_iter_next(VM& vm, SeqIterObj* it);
// Sequence ordering used by sort: 1 if a < b.
int less_than(VM& vm, Value a, Value b);

bool hash_value(VM& vm, Value v, int64_t* out);
int64_t hash_int(int64_t v);
int64_t hash_double(double v);

// repr() and str() as std::string (false on error) and as str values.
bool repr_into(VM& vm, Value v, std::string& out);
bool str_into(VM& vm, Value v, std::string& out);
Value repr(VM& vm, Value v);
// repr() of a dict as a plain dict shows it ({...} when it is being shown already).
bool dict_repr_into(VM& vm, DictObj* d, std::string& out);
// a == b for two dicts as dict compares them (1, 0, -1 on error).
int plain_dict_equals(VM& vm, DictObj* a, DictObj* b);
Value to_str(VM& vm, Value v);
std::string float_repr(double d);
// repr() or str() of a host object: its class's __repr__ / __str__ if any (vm/host.cpp).
bool host_repr(VM& vm, Value v, std::string& out, bool as_str);
std::string str_repr(std::string_view s);

// Formatting (stdlib/str_format.cpp, stdlib/percent_format.cpp).
// format_into is format(v, spec) appended to `out`: the one place a value
// meets a format spec (format(), str.format, f-strings), so a class's
// __format__ plugs in there. ascii_into is ascii(v).
bool format_into(VM& vm, Value v, std::string_view spec, std::string& out);
bool ascii_into(VM& vm, Value v, std::string& out);
// An f-string field: conversion 0 (none), 's', 'r' or 'a', then format
// with `spec` (null: no spec). Returns a str, or Empty on error.
Value format_field(VM& vm, Value v, int conversion, StrObj* spec);
// `format % args`.
Value percent_format(VM& vm, StrObj* format, Value args);

Value getitem(VM& vm, Value obj, Value key);
bool setitem(VM& vm, Value obj, Value key, Value value);
bool delitem(VM& vm, Value obj, Value key);
Value getattr(VM& vm, Value obj, StrObj* name);
// LOAD_METHOD: on success either *method = function and *self = obj, or
// *method = Empty and *self = the attribute.
bool load_method(VM& vm, Value obj, StrObj* name, Value* method, Value* self);
// obj.name = value: module globals and host class properties; false on error.
bool setattr(VM& vm, Value obj, StrObj* name, Value value);
bool setattr_module_or_host(VM& vm, Value obj, StrObj* name, Value value);
// A type's attribute through its MRO, Empty if none.
Value lookup_type(TypeObj* t, StrObj* name);

Value get_iter(VM& vm, Value v);
// An iterator over d's keys, values or items (`part`), forwards or reversed.
Value dict_iter(VM& vm, DictObj* d, DictPart part, bool reverse);
// Is v an iterator (a builtin one, or an instance with __next__)?
bool is_iterator(VM& vm, Value v);
// Can iter(v) work at all (a type with __iter__ or __getitem__, or a builtin iterable)?
bool is_iterable_type(VM& vm, Value v);
// Next item; Empty at the end (exception not set) or on error (set).
Value iter_next(VM& vm, Value it);
// iter_next, but a generator's values that `sink` takes (GenSink,
// vm/generator.hpp) are taken where it yields them: only the others come
// back. A builtin draining an iterator uses it, so the generator's loop runs
// without suspending (and compiled, with the JIT).
struct GenSink;
Value iter_next_through(VM& vm, Value it, GenSink* sink);
// Collects any iterable into a vector (false on error).
bool collect_iterable(VM& vm, Value iterable, ValueVec& out);

// vm/collection_ops.cpp: what BUILD_DICT, BUILD_SET, LIST_TO_TUPLE,
// LIST_EXTEND, DICT_UPDATE/DICT_MERGE and MAKE_FUNCTION do (false or Empty
// on error, with CPython's messages).
// A dict of the n key/value pairs at items (later keys win).
Value build_dict(VM& vm, const Value* items, uint32_t n);
// A tuple of a list's items.
Value list_to_tuple(VM& vm, Value list);
// A set of n items (`folded`: a display of constants, built as CPython
// 3.11 does).
Value build_set(VM& vm, const Value* items, uint32_t n, bool folded);
// The items of iterable `v` appended to the list at *dst (`[*v]`, and a
// call's arguments around a `*v`).
bool extend_list(VM& vm, Value* dst, Value v);
// A call's only positional argument `*v` (CALL_EX with kCallArgsAsGiven):
// `v` itself when it is a tuple, else a tuple of its items, made as the
// call is made (after its `**` mapping is evaluated), as CPython's
// CALL_FUNCTION_EX does; `callee` for the error's wording. Empty on error.
Value call_args_tuple(VM& vm, Value v, const Value* callee);
// The items of mapping `v` added to the dict at *dst; with `callee` (a
// call's `**` argument) keys must be new strings.
bool merge_mapping(VM& vm, Value* dst, Value v, Value* callee);
// dict.update(arg), dict(arg) and `d |= arg`, as CPython's
// dict_update_arg: a dict, an object with keys() (and __getitem__), or an
// iterable of (key, value) pairs, added to d.
bool update_dict(VM& vm, DictObj* d, Value arg);
// A function of `code` in `globals`; its defaults, keyword defaults and
// closure (as `flags` says) are popped from below *sp.
Value make_function(VM& vm, CodeObj* code, DictObj* globals, uint32_t flags, Value*& sp);

// Index normalisation: -1 and sets IndexError-free result; callers check range.
bool to_index(VM& vm, Value v, int64_t* out, const char* what);
// Python's slice.indices(): fills start/stop/step and the slice length.
bool slice_indices(VM& vm, SliceObj* s, int64_t length, int64_t* start, int64_t* stop, int64_t* step,
                   int64_t* count);

// Integer arithmetic with Python semantics on 64-bit operands; results that
// leave 64 bits are big ints (see bigint.hpp for the general case).
Value int_floordiv(VM& vm, int64_t a, int64_t b);
Value int_mod(VM& vm, int64_t a, int64_t b);
Value int_pow(VM& vm, int64_t a, int64_t b);
Value float_pow(VM& vm, double a, double b);
double float_floordiv(double a, double b);
double float_mod(double a, double b);

// String helpers (UTF-8, by code point).
size_t utf8_offset(StrObj* s, int64_t char_index);
Value str_char_at(VM& vm, StrObj* s, int64_t index);
Value str_concat(VM& vm, StrObj* a, StrObj* b);
// A new str of a's bytes then b's, with room for `capacity` bytes (at least theirs).
StrObj* joined_str(VM& vm, const StrObj* a, const StrObj* b, size_t capacity);
// STR_APPEND and STR_DISOWN (vm/str_builder.cpp): a + b (binary) or a += b
// for a loop's string-building local, in place when a is its own.
Value str_append(VM& vm, Value a, Value b, bool binary);
void str_disown(Value v);
bool str_eq(StrObj* a, StrObj* b);
// A value whose hash and equality run no script code: an int, float, bool,
// None, str or big int, or a tuple of such (nested a few levels at most).
// The JIT's dict and set helpers take only such keys (they run unsynced).
inline bool plain_scalar(Value v) {
    if (v.tag != Tag::Obj) return v.tag != Tag::Empty;
    return v.o->kind == Kind::Str || v.o->kind == Kind::BigInt;
}
bool plain_tuple_key(const TupleObj* t, int depth);
inline bool plain_key(Value v) {
    return plain_scalar(v) || (v.is_obj() && v.o->kind == Kind::Tuple && v.o->flavour == 0 &&
                               plain_tuple_key(static_cast<const TupleObj*>(v.o), 0));
}
// -1, 0 or 1: a's code points against b's (UTF-8 bytes compare in that order).
int compare_str(StrObj* a, StrObj* b);
// What a comparison gives for c, the sign of a - b.
bool apply_cmp(CmpOp op, int c);
int64_t str_hash(StrObj* s);

} // namespace kiln
