// Special methods of classes defined in Python: how the language and the
// builtins find and call __add__, __eq__, __iter__, __len__, ...
// Builtin types keep their own fast paths; these are consulted only when an
// operand is an instance of a class (is_py_instance).
#pragma once
#include "../lang/ast.hpp"
#include "vm.hpp"

namespace kiln {

#define KILN_DUNDERS(X)                                                                                 \
    X(init) X(repr) X(str) X(eq) X(ne) X(lt) X(le) X(gt) X(ge) X(hash) X(bool) X(len) X(getitem)        \
    X(setitem) X(delitem) X(contains) X(iter) X(next) X(call) X(enter) X(exit) X(getattr)               \
    X(add) X(sub) X(mul) X(truediv) X(floordiv) X(mod) X(pow) X(lshift) X(rshift) X(and) X(or) X(xor)   \
    X(matmul) X(radd) X(rsub) X(rmul) X(rtruediv) X(rfloordiv) X(rmod) X(rpow) X(rlshift) X(rrshift)    \
    X(rand) X(ror) X(rxor) X(rmatmul) X(iadd) X(isub) X(imul) X(itruediv) X(ifloordiv) X(imod) X(ipow) \
    X(ilshift) X(irshift) X(iand) X(ior) X(ixor) X(imatmul) X(neg) X(pos) X(abs) X(invert) X(slots)    \
    X(doc) X(module) X(qualname) X(class) X(format)

enum class Dunder : uint8_t {
#define X(n) n##_,
    KILN_DUNDERS(X)
#undef X
    COUNT_
};

void init_dunders(VM& vm);
inline StrObj* dunder(VM& vm, Dunder d) { return vm.dunders[(int)d]; }

// An instance of a class defined in Python (including exception classes).
inline bool is_py_instance(const VM& vm, Value v) {
    if (v.tag != Tag::Obj) return false;
    if (v.o->kind == Kind::Instance) return static_cast<InstanceObj*>(v.o)->type->is_class;
    if (v.o->kind == Kind::Exception) return static_cast<ExceptionObj*>(v.o)->type->is_class;
    return false;
}

// Looks `name` up along type's MRO. Empty when missing, or when the first
// definition found is a builtin's (the caller's builtin behaviour applies).
Value find_special(VM& vm, TypeObj* t, StrObj* name);
inline Value find_special(VM& vm, Value obj, Dunder d) {
    return find_special(vm, vm.type_of(obj), dunder(vm, d));
}
// Calls a special method found by find_special on `self`.
Value call_special(VM& vm, Value fn, Value self, const Value* args, int nargs);
// find + call; Empty without an exception when the method is missing.
Value call_dunder(VM& vm, Value self, Dunder d, const Value* args, int nargs);

bool is_not_implemented(const VM& vm, Value v);

// Operators on instances. Empty without an exception set: neither operand
// handled it (NotImplemented both ways): the caller raises its TypeError.
Value dunder_binary(VM& vm, Op op, Value a, Value b);
Value dunder_inplace(VM& vm, Op op, Value a, Value b); // Empty, no exception: fall back to binary
Value dunder_unary(VM& vm, Op op, Value a);
// Rich comparison with reflection; never Empty without an exception.
Value dunder_compare(VM& vm, CmpOp op, Value a, Value b);
// 1/0, -1 on error.
int dunder_truthy(VM& vm, Value v);
// len(); -1 with an exception on error (or when there is no __len__: then *missing is set).
int64_t dunder_len(VM& vm, Value v, bool* missing);
bool dunder_hash(VM& vm, Value v, int64_t* out);

} // namespace kiln
