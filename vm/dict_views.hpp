// The set-like side of dict keys and items views (CPython's dictobject.c):
// `& | - ^` make sets, comparisons take sets and other such views, and
// isdisjoint(). values() views are not set-like.
#pragma once
#include "ops.hpp"

namespace kiln {

inline bool is_set_view(Value v) {
    return is_kind(v, Kind::DictView) && static_cast<DictViewObj*>(v.o)->part != DictPart::Values;
}

// `a op b` where a or b is a set-like view; Empty without an exception when
// `op` is not one of & | - ^ (the caller reports the unsupported operands).
Value dictview_binary(VM& vm, Op op, Value a, Value b);
// `a op b` where a or b is a set-like view; Empty without an exception when
// the other operand is neither a set nor such a view (NotImplemented).
Value dictview_compare(VM& vm, CmpOp op, Value a, Value b);
// view.isdisjoint(other): 1, 0, or -1 on error.
int dictview_isdisjoint(VM& vm, Value view, Value other);

} // namespace kiln
