// Special-method dispatch for instances of classes defined in Python, with
// CPython's rules: a binary operator tries the left operand's method, then
// the right's reflected one (the right first when its class is a subclass of
// the left's), and NotImplemented means "try the other"; comparisons reflect
// (< with >, == with ==), and != defaults to the inverse of ==.
#include "dunder.hpp"

#include "class.hpp"
#include "dict.hpp"
#include "ops.hpp"

namespace kiln {

void init_dunders(VM& vm) {
    static const char* const names[] = {
#define X(n) "__" #n "__",
        KILN_DUNDERS(X)
#undef X
    };
    static_assert((int)Dunder::COUNT_ <= (int)(sizeof(VM::dunders) / sizeof(VM::dunders[0])));
    for (int i = 0; i < (int)Dunder::COUNT_; i++) vm.dunders[i] = vm.intern(names[i]);
}

bool is_not_implemented(const VM& vm, Value v) { return v.tag == Tag::Obj && v.o == vm.not_implemented.o; }

Value find_special(VM& vm, TypeObj* t, StrObj* name) {
    if (!t->is_class) return Value::empty();
    Value v = lookup_mro(t, name);
    if (is_kind(v, Kind::Native)) return Value::empty(); // the builtin behaviour
    return v;
}

Value call_special(VM& vm, Value fn, Value self, const Value* args, int nargs) {
    Value buf[4];
    if (is_kind(fn, Kind::StaticMethod)) return vm.call(static_cast<WrapperObj*>(fn.o)->func, args, nargs);
    if (is_kind(fn, Kind::ClassMethod)) {
        buf[0] = Value::object(vm.type_of(self));
        for (int i = 0; i < nargs; i++) buf[1 + i] = args[i];
        return vm.call(static_cast<WrapperObj*>(fn.o)->func, buf, nargs + 1);
    }
    if (fn.is_none()) {
        return vm.raisef(vm.e_TypeError, "'NoneType' object is not callable");
    }
    buf[0] = self;
    for (int i = 0; i < nargs; i++) buf[1 + i] = args[i];
    return vm.call(fn, buf, nargs + 1);
}

Value call_dunder(VM& vm, Value self, Dunder d, const Value* args, int nargs) {
    Value fn = find_special(vm, self, d);
    if (fn.is_empty()) return fn;
    return call_special(vm, fn, self, args, nargs);
}

namespace {

struct OpNames {
    Dunder op, rop, iop;
};

bool op_names(Op op, OpNames* out) {
    switch (op) {
    case Op::Add: *out = {Dunder::add_, Dunder::radd_, Dunder::iadd_}; return true;
    case Op::Sub: *out = {Dunder::sub_, Dunder::rsub_, Dunder::isub_}; return true;
    case Op::Mul: *out = {Dunder::mul_, Dunder::rmul_, Dunder::imul_}; return true;
    case Op::TrueDiv: *out = {Dunder::truediv_, Dunder::rtruediv_, Dunder::itruediv_}; return true;
    case Op::FloorDiv: *out = {Dunder::floordiv_, Dunder::rfloordiv_, Dunder::ifloordiv_}; return true;
    case Op::Mod: *out = {Dunder::mod_, Dunder::rmod_, Dunder::imod_}; return true;
    case Op::Pow: *out = {Dunder::pow_, Dunder::rpow_, Dunder::ipow_}; return true;
    case Op::LShift: *out = {Dunder::lshift_, Dunder::rlshift_, Dunder::ilshift_}; return true;
    case Op::RShift: *out = {Dunder::rshift_, Dunder::rrshift_, Dunder::irshift_}; return true;
    case Op::BitAnd: *out = {Dunder::and_, Dunder::rand_, Dunder::iand_}; return true;
    case Op::BitOr: *out = {Dunder::or_, Dunder::ror_, Dunder::ior_}; return true;
    case Op::BitXor: *out = {Dunder::xor_, Dunder::rxor_, Dunder::ixor_}; return true;
    case Op::MatMul: *out = {Dunder::matmul_, Dunder::rmatmul_, Dunder::imatmul_}; return true;
    default: return false;
    }
}

// Empty without exception: the method is missing or returned NotImplemented.
Value try_method(VM& vm, Value fn, Value self, Value other) {
    if (fn.is_empty()) return fn;
    Value r = call_special(vm, fn, self, &other, 1);
    if (!r.is_empty() && is_not_implemented(vm, r)) return Value::empty();
    return r;
}

} // namespace

Value dunder_binary(VM& vm, Op op, Value a, Value b) {
    OpNames n;
    if (!op_names(op, &n)) return Value::empty();
    TypeObj* ta = vm.type_of(a);
    TypeObj* tb = vm.type_of(b);
    Value fa = is_py_instance(vm, a) ? find_special(vm, ta, dunder(vm, n.op)) : Value::empty();
    Value fb = (is_py_instance(vm, b) && tb != ta) ? find_special(vm, tb, dunder(vm, n.rop)) : Value::empty();
    Rooted ra(vm, a), rb(vm, b);
    if (!fb.is_empty() && vm.is_subtype(tb, ta)) {
        Value r = try_method(vm, fb, b, a);
        if (!r.is_empty() || vm.exc) return r;
        fb = Value::empty();
    }
    Value r = try_method(vm, fa, a, b);
    if (!r.is_empty() || vm.exc) return r;
    return try_method(vm, fb, b, a);
}

Value dunder_inplace(VM& vm, Op op, Value a, Value b) {
    OpNames n;
    if (!op_names(op, &n) || !is_py_instance(vm, a)) return Value::empty();
    return try_method(vm, find_special(vm, a, n.iop), a, b);
}

Value dunder_unary(VM& vm, Op op, Value a) {
    Dunder d;
    switch (op) {
    case Op::Neg: d = Dunder::neg_; break;
    case Op::Pos: d = Dunder::pos_; break;
    case Op::Invert: d = Dunder::invert_; break;
    default: return Value::empty();
    }
    return call_dunder(vm, a, d, nullptr, 0);
}

namespace {

Dunder cmp_dunder(CmpOp op) {
    switch (op) {
    case CmpOp::Lt: return Dunder::lt_;
    case CmpOp::Le: return Dunder::le_;
    case CmpOp::Eq: return Dunder::eq_;
    case CmpOp::Ne: return Dunder::ne_;
    case CmpOp::Gt: return Dunder::gt_;
    case CmpOp::Ge: return Dunder::ge_;
    }
    return Dunder::eq_;
}

// One side of a rich comparison: Empty (no exception) for NotImplemented.
Value try_compare(VM& vm, CmpOp op, Value self, Value other) {
    if (!is_py_instance(vm, self)) return Value::empty();
    Value fn = find_special(vm, self, cmp_dunder(op));
    if (!fn.is_empty()) return try_method(vm, fn, self, other);
    if (op == CmpOp::Ne) {
        // object.__ne__: the inverse of __eq__, unless that is NotImplemented.
        Value eq = find_special(vm, self, Dunder::eq_);
        if (eq.is_empty()) return Value::empty();
        Value r = try_method(vm, eq, self, other);
        if (r.is_empty()) return r;
        int t = truthy(vm, r);
        if (t < 0) return Value::empty();
        return Value::boolean(!t);
    }
    return Value::empty();
}

const char* cmp_symbol(CmpOp op) {
    static const char* s[] = {"<", "<=", "==", "!=", ">", ">="};
    return s[(int)op];
}

} // namespace

Value dunder_compare(VM& vm, CmpOp op, Value a, Value b) {
    Rooted ra(vm, a), rb(vm, b);
    TypeObj* ta = vm.type_of(a);
    TypeObj* tb = vm.type_of(b);
    bool reflect_first = ta != tb && vm.is_subtype(tb, ta) && is_py_instance(vm, b);
    if (reflect_first) {
        Value r = try_compare(vm, reflected(op), b, a);
        if (!r.is_empty() || vm.exc) return r;
    }
    Value r = try_compare(vm, op, a, b);
    if (!r.is_empty() || vm.exc) return r;
    if (!reflect_first) {
        r = try_compare(vm, reflected(op), b, a);
        if (!r.is_empty() || vm.exc) return r;
    }
    if (op == CmpOp::Eq) return Value::boolean(same_value(a, b));
    if (op == CmpOp::Ne) return Value::boolean(!same_value(a, b));
    return vm.raisef(vm.e_TypeError, "'{}' not supported between instances of '{}' and '{}'", cmp_symbol(op),
                     vm.type_name(a), vm.type_name(b));
}

int dunder_truthy(VM& vm, Value v) {
    Value fn = find_special(vm, v, Dunder::bool_);
    if (!fn.is_empty()) {
        Value r = call_special(vm, fn, v, nullptr, 0);
        if (r.is_empty()) return -1;
        if (!r.is_bool()) {
            vm.raisef(vm.e_TypeError, "__bool__ should return bool, returned {}", vm.type_name(r));
            return -1;
        }
        return r.b;
    }
    bool missing = false;
    int64_t n = dunder_len(vm, v, &missing);
    if (missing) return 1;
    if (n < 0) return -1;
    return n != 0;
}

int64_t dunder_len(VM& vm, Value v, bool* missing) {
    Value fn = find_special(vm, v, Dunder::len_);
    if (fn.is_empty()) {
        *missing = true;
        return -1;
    }
    Value r = call_special(vm, fn, v, nullptr, 0);
    if (r.is_empty()) return -1;
    if (!r.is_intlike()) {
        vm.raisef(vm.e_TypeError, "'{}' object cannot be interpreted as an integer", vm.type_name(r));
        return -1;
    }
    if (r.as_int() < 0) {
        vm.raise(vm.e_ValueError, "__len__() should return >= 0");
        return -1;
    }
    return r.as_int();
}

bool dunder_hash(VM& vm, Value v, int64_t* out) {
    TypeObj* t = vm.type_of(v);
    Value fn = lookup_mro(t, dunder(vm, Dunder::hash_));
    if (fn.is_none()) {
        vm.raisef(vm.e_TypeError, "unhashable type: '{}'", t->name->data);
        return false;
    }
    if (fn.is_empty() || is_kind(fn, Kind::Native)) {
        *out = (int64_t)((uintptr_t)v.o >> 4);
        return true;
    }
    Value r = call_special(vm, fn, v, nullptr, 0);
    if (r.is_empty()) return false;
    if (!r.is_intlike()) {
        vm.raise(vm.e_TypeError, "__hash__ method should return an integer");
        return false;
    }
    *out = hash_int(r.as_int());
    return true;
}

} // namespace kiln
