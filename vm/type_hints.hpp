// The values annotations commonly evaluate to, as CPython 3.11 makes them:
// types.GenericAlias (`list[float]`, `dict[str, int]`) and types.UnionType
// (`int | None`). Since annotations are evaluated, their reprs, equality,
// hashes and isinstance() with a union are observable and must be exact.
// What else CPython lets one do with them (most attributes, which it
// forwards to the origin type; subscripting an alias further) is refused
// with NotImplementedError rather than answered differently.
#pragma once
#include "vm.hpp"

namespace kiln {

// `t[key]` for a type: a GenericAlias for the builtin types CPython makes
// them for, else CPython's TypeError (or a refusal for kiln's own classes
// that stand for subscriptable CPython ones: re.Pattern, re.Match).
Value subscript_type(VM& vm, TypeObj* t, Value key);
// types.GenericAlias(origin, args): refused.
Value generic_alias_ctor(VM& vm, Value* args, int nargs, KwArgs kw);

// `a | b` when both are types, None, aliases or unions (type.__or__): the
// union, or the one type left after flattening and removing duplicates.
// Empty with nothing raised when either cannot be in a union (CPython's
// NotImplemented).
Value union_or(VM& vm, Value a, Value b);

bool type_hint_repr(VM& vm, Value v, std::string& out);
int type_hint_equals(VM& vm, Value a, Value b); // both of one of these kinds; -1 on error
bool type_hint_hash(VM& vm, Value v, int64_t* out);
Value type_hint_getattr(VM& vm, Value v, StrObj* name);

// isinstance() and issubclass() as CPython's object_recursive_isinstance
// and object_issubclass: tuples and unions are searched in order, the first
// match wins, and an alias where a class is needed is an error when reached.
int type_hint_isinstance(VM& vm, Value inst, Value cls);
int type_hint_issubclass(VM& vm, Value derived, Value cls);

} // namespace kiln
