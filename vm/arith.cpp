// Arithmetic, comparison, equality, hashing and truth, with Python's rules:
//  - ints are arbitrary-precision: 64-bit arithmetic here, and a result that
//    does not fit goes to the big-int paths (bigint.cpp), never wraps.
//  - floor division and modulo round toward negative infinity; `/` is always
//    float division.
//  - int/float comparisons are exact (no rounding of the int to a double).
#include <cmath>
#include <cstring>

#include "bigint.hpp"
#include "collections.hpp"
#include "dict.hpp"
#include "dict_views.hpp"
#include "set.hpp"
#include "dunder.hpp"
#include "float_pow.hpp"
#include "ops.hpp"
#include "range.hpp"
#include "list_items.hpp"
#include "type_hints.hpp"

namespace kiln {

// ---------------------------------------------------------------- integers

Value int_floordiv(VM& vm, int64_t a, int64_t b) {
    if (b == 0) return vm.raise(vm.e_ZeroDivisionError, "integer division or modulo by zero");
    if (a == INT64_MIN && b == -1) return int_from_i128(vm, -(__int128)a);
    int64_t q = a / b;
    if ((a % b != 0) && ((a < 0) != (b < 0))) q--;
    return Value::integer(q);
}

Value int_mod(VM& vm, int64_t a, int64_t b) {
    if (b == 0) return vm.raise(vm.e_ZeroDivisionError, "integer modulo by zero");
    if (b == -1) return Value::integer(0);
    int64_t r = a % b;
    if (r != 0 && ((r < 0) != (b < 0))) r += b;
    return Value::integer(r);
}

Value int_pow(VM& vm, int64_t a, int64_t b) {
    if (b < 0) {
        if (a == 0) return vm.raise(vm.e_ZeroDivisionError, "0.0 cannot be raised to a negative power");
        return Value::number(std::pow((double)a, (double)b));
    }
    int64_t result = 1, base = a, e = b;
    while (true) {
        if (e & 1)
            if (__builtin_mul_overflow(result, base, &result)) return int_binary(vm, Op::Pow, Value::integer(a), Value::integer(b));
        e >>= 1;
        if (!e) break;
        if (__builtin_mul_overflow(base, base, &base)) return int_binary(vm, Op::Pow, Value::integer(a), Value::integer(b));
    }
    return Value::integer(result);
}

double float_mod(double a, double b) {
    double mod = std::fmod(a, b);
    if (mod != 0) {
        if ((b < 0) != (mod < 0)) mod += b;
    } else {
        mod = std::copysign(0.0, b);
    }
    return mod;
}

double float_floordiv(double a, double b) {
    double mod = std::fmod(a, b);
    double div = (a - mod) / b;
    if (mod != 0 && ((b < 0) != (mod < 0))) div -= 1.0;
    if (div != 0) {
        double fl = std::floor(div);
        if (div - fl > 0.5) fl += 1.0;
        return fl;
    }
    return std::copysign(0.0, a / b);
}

namespace {

Value unsupported(VM& vm, const char* sym, Value a, Value b) {
    return vm.raisef(vm.e_TypeError, "unsupported operand type(s) for {}: '{}' and '{}'", sym, vm.type_name(a),
                     vm.type_name(b));
}

} // namespace

Value float_pow(VM& vm, double a, double b) {
    if (a == 0 && b < 0) return vm.raise(vm.e_ZeroDivisionError, "0.0 cannot be raised to a negative power");
    if (a < 0 && std::isfinite(a) && b != std::floor(b) && std::isfinite(b))
        return vm.raise(vm.e_NotImplementedError,
                        "a negative number raised to a fractional power gives a complex number; complex numbers "
                        "are not supported by kiln yet");
    double r = float_pow_value(a, b);
    if (std::isinf(r) && std::isfinite(a) && std::isfinite(b))
        return vm.raise(vm.e_OverflowError, "(34, 'Numerical result out of range')");
    return Value::number(r);
}

namespace {

Value float_op(VM& vm, Op op, double a, double b) {
    switch (op) {
    case Op::Add: return Value::number(a + b);
    case Op::Sub: return Value::number(a - b);
    case Op::Mul: return Value::number(a * b);
    case Op::TrueDiv:
        if (b == 0) return vm.raise(vm.e_ZeroDivisionError, "float division by zero");
        return Value::number(a / b);
    case Op::FloorDiv:
        if (b == 0) return vm.raise(vm.e_ZeroDivisionError, "float floor division by zero");
        return Value::number(float_floordiv(a, b));
    case Op::Mod:
        if (b == 0) return vm.raise(vm.e_ZeroDivisionError, "float modulo");
        return Value::number(float_mod(a, b));
    case Op::Pow: return float_pow(vm, a, b);
    default: return Value::empty();
    }
}

Value int_op(VM& vm, Op op, int64_t a, int64_t b) {
    int64_t r;
    switch (op) {
    case Op::Add:
        if (__builtin_add_overflow(a, b, &r)) return int_from_i128(vm, (__int128)a + b);
        return Value::integer(r);
    case Op::Sub:
        if (__builtin_sub_overflow(a, b, &r)) return int_from_i128(vm, (__int128)a - b);
        return Value::integer(r);
    case Op::Mul:
        if (__builtin_mul_overflow(a, b, &r)) return int_from_i128(vm, (__int128)a * b);
        return Value::integer(r);
    case Op::TrueDiv:
        // Exact operands give a correctly rounded quotient in double arithmetic; bigger ones take the
        // exact path.
        return int_true_divide(vm, Value::integer(a), Value::integer(b));
    case Op::FloorDiv: return int_floordiv(vm, a, b);
    case Op::Mod: return int_mod(vm, a, b);
    case Op::Pow: return int_pow(vm, a, b);
    case Op::LShift:
        if (b < 0) return vm.raise(vm.e_ValueError, "negative shift count");
        if (a == 0) return Value::integer(0);
        if (b < 64) {
            r = (int64_t)((uint64_t)a << b);
            if ((r >> b) == a) return Value::integer(r);
        }
        return int_binary(vm, op, Value::integer(a), Value::integer(b));
    case Op::RShift:
        if (b < 0) return vm.raise(vm.e_ValueError, "negative shift count");
        if (b >= 64) return Value::integer(a < 0 ? -1 : 0);
        return Value::integer(a >> b);
    case Op::BitAnd: return Value::integer(a & b);
    case Op::BitOr: return Value::integer(a | b);
    case Op::BitXor: return Value::integer(a ^ b);
    default: return Value::empty();
    }
}

Value repeat(VM& vm, Value seq, Value count) {
    if (is_bigint(count)) return vm.raise(vm.e_OverflowError, kIndexOverflow);
    int64_t n = count.as_int();
    if (n < 0) n = 0;
    if (is_str(seq)) {
        StrObj* s = as_str(seq);
        if (n == 0 || s->nbytes == 0) return vm.str("");
        if ((uint64_t)n > (uint64_t)(INT64_MAX / 2) / s->nbytes) return vm.raise(vm.e_MemoryError, "");
        if (!vm.check_reserve(s->nbytes * n)) return Value::empty();
        std::string out;
        out.reserve(s->nbytes * n);
        for (int64_t i = 0; i < n; i++) out.append(s->data, s->nbytes);
        return vm.str(out);
    }
    if (is_list(seq)) {
        ListObj* src = as_list(seq);
        const size_t len = src->size();
        if (len && (uint64_t)n > (uint64_t)(1ULL << 40) / len) return vm.raise(vm.e_MemoryError, "");
        // [False] * n: a list of bools, one byte an item.
        if (len * n >= kPackBoolsFrom && all_bools(src)) {
            if (!vm.check_reserve(len * n)) return Value::empty();
            ListObj* l = vm.new_list();
            hold_bools(l, len * n);
            for (int64_t i = 0; i < n; i++)
                for (size_t k = 0; k < len; k++) l->append(src->item(k));
            return Value::object(l);
        }
        auto& items = src->values();
        if (!vm.check_reserve(items.size() * n * sizeof(Value))) return Value::empty();
        ListObj* l = vm.new_list(items.size() * n);
        for (int64_t i = 0; i < n; i++) l->values().insert(l->values().end(), items.begin(), items.end());
        return Value::object(l);
    }
    TupleObj* t = as_tuple(seq);
    if (t->size && (uint64_t)n > (uint64_t)(1ULL << 40) / t->size) return vm.raise(vm.e_MemoryError, "");
    if (!vm.check_reserve(t->size * n * sizeof(Value))) return Value::empty();
    TupleObj* r = vm.new_tuple(t->size * n);
    for (int64_t i = 0; i < n; i++)
        for (size_t k = 0; k < t->size; k++) r->items[i * t->size + k] = t->items[k];
    return Value::object(r);
}

bool is_sequence(Value v) { return is_str(v) || is_list(v) || is_tuple(v); }

// `a | b` of two dicts: a copy of a updated with b (CPython's dict_or).
Value dict_union(VM& vm, DictObj* a, Value b) {
    DictObj* r = vm.new_dict();
    Rooted keep(vm, Value::object(r));
    if (!update_dict(vm, r, Value::object(a)) || !update_dict(vm, r, b)) return Value::empty();
    return Value::object(r);
}

} // namespace

Value binary_op(VM& vm, Op op, Value a, Value b) {
    // Text built up piece by piece (the trace's helper and the interpreter
    // both come here for it): before the other types' tests.
    if (op == Op::Add && is_str(a) && is_str(b)) return str_concat(vm, as_str(a), as_str(b));
    if (is_anyset(a) && is_anyset(b)) {
        Value r = set_binary(vm, op, a, b, false);
        if (!r.is_empty() || vm.exc) return r;
    }
    if (a.is_intlike() && b.is_intlike()) {
        Value r = int_op(vm, op, a.as_int(), b.as_int());
        if (r.is_empty() && !vm.exc) return unsupported(vm, op_symbol(op), a, b);
        if (a.is_bool() && b.is_bool() && (op == Op::BitAnd || op == Op::BitOr || op == Op::BitXor) &&
            r.is_int())
            return Value::boolean(r.i != 0);
        return r;
    }
    if (a.is_number() && b.is_number()) {
        Value r = float_op(vm, op, a.as_double(), b.as_double());
        if (r.is_empty() && !vm.exc) return unsupported(vm, op_symbol(op), a, b);
        return r;
    }
    // A view's operators come before a right operand's reflected method,
    // and after a left operand's own (CPython's slot order).
    if (is_set_view(a)) {
        Value r = dictview_binary(vm, op, a, b);
        if (!r.is_empty() || vm.exc) return r;
    }
    if (is_py_instance(vm, a) || is_py_instance(vm, b)) {
        Value r = dunder_binary(vm, op, a, b);
        if (!r.is_empty() || vm.exc) return r;
    }
    if (is_set_view(b)) {
        Value r = dictview_binary(vm, op, a, b);
        if (!r.is_empty() || vm.exc) return r;
    }
    // collections: deque's + and *, Counter's + - | &, defaultdict's and OrderedDict's |.
    if (is_kind(a, Kind::Deque) || is_kind(b, Kind::Deque)) {
        Value r = deque_binary(vm, op, a, b, false);
        if (!r.is_empty() || vm.exc) return r;
    }
    if ((is_dict(a) && a.o->flavour) || (is_dict(b) && b.o->flavour)) {
        Value r = flavoured_dict_binary(vm, op, a, b, false);
        if (!r.is_empty() || vm.exc) return r;
    }
    if (is_integer(a) && is_integer(b)) {
        // A big int on one side (bools and big ints mix as ints).
        Value r = int_binary(vm, op, a, b);
        if (r.is_empty() && !vm.exc) return unsupported(vm, op_symbol(op), a, b);
        return r;
    }
    if (is_numeric(a) && is_numeric(b)) {
        // A big int with a float: the int becomes a float first (OverflowError if it cannot), as CPython.
        double x, y;
        if (op == Op::MatMul) return unsupported(vm, op_symbol(op), a, b);
        if (!number_to_double(vm, a, &x) || !number_to_double(vm, b, &y)) return Value::empty();
        Value r = float_op(vm, op, x, y);
        if (r.is_empty() && !vm.exc) return unsupported(vm, op_symbol(op), a, b);
        return r;
    }
    if (op == Op::BitOr) {
        // type.__or__ (and an alias's or a union's): int | None.
        Value r = union_or(vm, a, b);
        if (!r.is_empty() || vm.exc) return r;
    }
    switch (op) {
    case Op::Add:
        if (is_str(a) && is_str(b)) return str_concat(vm, as_str(a), as_str(b));
        if (is_list(a) && is_list(b)) {
            ValueVec sx, sy;
            auto& x = list_items_read(as_list(a), &sx);
            auto& y = list_items_read(as_list(b), &sy);
            ListObj* l = vm.new_list(x.size() + y.size());
            l->values().insert(l->values().end(), x.begin(), x.end());
            l->values().insert(l->values().end(), y.begin(), y.end());
            return Value::object(l);
        }
        if (is_tuple(a) && is_tuple(b)) {
            TupleObj* x = as_tuple(a);
            TupleObj* y = as_tuple(b);
            TupleObj* t = vm.new_tuple(x->size + y->size);
            for (size_t i = 0; i < x->size; i++) t->items[i] = x->items[i];
            for (size_t i = 0; i < y->size; i++) t->items[x->size + i] = y->items[i];
            return Value::object(t);
        }
        if (is_str(a) || is_list(a) || is_tuple(a))
            return vm.raisef(vm.e_TypeError, "can only concatenate {} (not \"{}\") to {}", vm.type_name(a),
                             vm.type_name(b), vm.type_name(a));
        break;
    case Op::Mul:
        if (is_sequence(a) && is_integer(b)) return repeat(vm, a, b);
        if (is_sequence(b) && is_integer(a)) return repeat(vm, b, a);
        if (is_sequence(a) || is_sequence(b))
            return vm.raisef(vm.e_TypeError, "can't multiply sequence by non-int of type '{}'",
                             vm.type_name(is_sequence(a) ? b : a));
        break;
    case Op::Mod:
        if (is_str(a)) return percent_format(vm, as_str(a), b);
        break;
    case Op::BitOr:
        if (is_dict(a) && is_dict(b)) return dict_union(vm, as_dict(a), b);
        break;
    default: break;
    }
    return unsupported(vm, op_symbol(op), a, b);
}

Value inplace_op(VM& vm, Op op, Value a, Value b) {
    if (is_anyset(a) && is_anyset(b)) {
        Value r = set_binary(vm, op, a, b, true);
        if (!r.is_empty() || vm.exc) return r;
    }
    if (is_py_instance(vm, a)) {
        Value r = dunder_inplace(vm, op, a, b);
        if (!r.is_empty() || vm.exc) return r;
    }
    if (is_kind(a, Kind::Deque)) {
        Value r = deque_binary(vm, op, a, b, true);
        if (!r.is_empty() || vm.exc) return r;
    }
    if (is_dict(a) && a.o->flavour) { // Counter's += -= |= &=
        Value r = flavoured_dict_binary(vm, op, a, b, true);
        if (!r.is_empty() || vm.exc) return r;
    }
    if (op == Op::Add && is_list(a)) {
        ValueVec items;
        if (is_list(b)) {
            auto& src = as_list(b)->values();
            items.assign(src.begin(), src.end());
        } else if (!collect_iterable(vm, b, items)) {
            if (vm.isinstance(Value::object(vm.exc), vm.e_TypeError) && !is_str(b))
                return vm.raisef(vm.e_TypeError, "'{}' object is not iterable", vm.type_name(b));
            return Value::empty();
        }
        auto& dst = as_list(a)->values();
        dst.insert(dst.end(), items.begin(), items.end());
        return a;
    }
    // dict's |= takes what dict.update takes, not only dicts (CPython's dict_ior).
    if (op == Op::BitOr && is_dict(a)) {
        if (!update_dict(vm, as_dict(a), b)) return Value::empty();
        return a;
    }
    if (op == Op::Mul && is_list(a) && is_integer(b)) {
        auto& items = as_list(a)->values();
        if (is_bigint(b)) return vm.raise(vm.e_OverflowError, kIndexOverflow);
        int64_t n = b.as_int();
        if (n <= 0) {
            items.clear();
            return a;
        }
        size_t len = items.size();
        for (int64_t i = 1; i < n; i++) items.insert(items.end(), items.begin(), items.begin() + len);
        return a;
    }
    Value r = binary_op(vm, op, a, b);
    if (r.is_empty() && vm.exc && vm.exc->type == vm.e_TypeError) {
        // CPython names the augmented operator in the message.
        std::string msg = vm.exception_message(vm.exc);
        std::string prefix = fmt::format("unsupported operand type(s) for {}:", op_symbol(op));
        if (msg.rfind(prefix, 0) == 0)
            return vm.raisef(vm.e_TypeError, "unsupported operand type(s) for {}=:{}", op_symbol(op),
                             msg.substr(prefix.size()));
    }
    return r;
}

Value unary_op(VM& vm, Op op, Value a) {
    if (op != Op::Not && is_py_instance(vm, a)) {
        Value r = dunder_unary(vm, op, a);
        if (!r.is_empty() || vm.exc) return r;
    }
    if (op != Op::Not && is_dict(a) && a.o->flavour) { // Counter's unary + and -
        Value r = flavoured_dict_unary(vm, op, a);
        if (!r.is_empty() || vm.exc) return r;
    }
    switch (op) {
    case Op::Neg:
        if (a.is_intlike() && a.as_int() != INT64_MIN) return Value::integer(-a.as_int());
        if (is_integer(a)) return int_unary(vm, op, a);
        if (a.is_float()) return Value::number(-a.f);
        return vm.raisef(vm.e_TypeError, "bad operand type for unary -: '{}'", vm.type_name(a));
    case Op::Pos:
        if (a.is_intlike()) return Value::integer(a.as_int());
        if (is_bigint(a) || a.is_float()) return a;
        return vm.raisef(vm.e_TypeError, "bad operand type for unary +: '{}'", vm.type_name(a));
    case Op::Invert:
        if (a.is_intlike()) return Value::integer(~a.as_int());
        if (is_bigint(a)) return int_unary(vm, op, a);
        return vm.raisef(vm.e_TypeError, "bad operand type for unary ~: '{}'", vm.type_name(a));
    case Op::Not: {
        int t = truthy(vm, a);
        if (t < 0) return Value::empty();
        return Value::boolean(!t);
    }
    default: return Value::empty();
    }
}

// ---------------------------------------------------------------- comparison

bool apply_cmp(CmpOp op, int c) {
    switch (op) {
    case CmpOp::Lt: return c < 0;
    case CmpOp::Le: return c <= 0;
    case CmpOp::Eq: return c == 0;
    case CmpOp::Ne: return c != 0;
    case CmpOp::Gt: return c > 0;
    case CmpOp::Ge: return c >= 0;
    }
    return false;
}

int compare_str(StrObj* a, StrObj* b) {
    size_t n = std::min(a->nbytes, b->nbytes);
    int c = std::memcmp(a->data, b->data, n);
    if (c) return c < 0 ? -1 : 1;
    return a->nbytes < b->nbytes ? -1 : a->nbytes > b->nbytes ? 1 : 0;
}

namespace {

const char* cmp_symbol(CmpOp op) {
    static const char* s[] = {"<", "<=", "==", "!=", ">", ">="};
    return s[(int)op];
}

// Big ints, and ints with floats.
bool compare_mixed(Value a, Value b, CmpOp op, bool* out) {
    if (!is_numeric(a) || !is_numeric(b)) return false;
    if (!a.is_float() && !b.is_float()) {
        *out = apply_cmp(op, int_compare(a, b));
        return true;
    }
    double d = a.is_float() ? a.f : b.f;
    if (std::isnan(d)) {
        *out = op == CmpOp::Ne;
        return true;
    }
    *out = apply_cmp(op, a.is_float() ? -int_compare_double(b, a.f) : int_compare_double(a, b.f));
    return true;
}

// Numbers: true if comparable (result in *out), false if not numbers.
bool compare_numbers(Value a, Value b, CmpOp op, bool* out) {
    if (!a.is_number() || !b.is_number()) return compare_mixed(a, b, op, out);
    if (a.is_intlike() && b.is_intlike()) {
        int64_t x = a.as_int(), y = b.as_int();
        *out = apply_cmp(op, x < y ? -1 : x > y ? 1 : 0);
        return true;
    }
    if (a.is_float() && b.is_float()) {
        double x = a.f, y = b.f;
        switch (op) {
        case CmpOp::Lt: *out = x < y; break;
        case CmpOp::Le: *out = x <= y; break;
        case CmpOp::Eq: *out = x == y; break;
        case CmpOp::Ne: *out = x != y; break;
        case CmpOp::Gt: *out = x > y; break;
        case CmpOp::Ge: *out = x >= y; break;
        }
        return true;
    }
    return compare_mixed(a, b, op, out);
}


// Lexicographic comparison of two sequences of values.
Value compare_seq(VM& vm, CmpOp op, const Value* x, size_t nx, const Value* y, size_t ny) {
    DepthGuard guard(vm, " in comparison");
    if (!guard.ok) return Value::empty();
    size_t n = std::min(nx, ny);
    for (size_t i = 0; i < n; i++) {
        // Two ints or two strs (a heap's or a sort's (priority, item)
        // tuples) decide here, without equals' and compare's dispatch.
        if (x[i].tag == Tag::Int && y[i].tag == Tag::Int) {
            if (x[i].i == y[i].i) continue;
            return Value::boolean(apply_cmp(op, x[i].i < y[i].i ? -1 : 1));
        }
        if (is_str(x[i]) && is_str(y[i])) {
            int c = compare_str(as_str(x[i]), as_str(y[i]));
            if (c == 0) continue;
            return Value::boolean(apply_cmp(op, c));
        }
        // Containers treat identical items as equal (a NaN equals itself here).
        int e = same_value(x[i], y[i]) ? 1 : equals(vm, x[i], y[i]);
        if (e < 0) return Value::empty();
        if (!e) {
            if (op == CmpOp::Eq) return Value::boolean(false);
            if (op == CmpOp::Ne) return Value::boolean(true);
            return compare(vm, op, x[i], y[i]);
        }
    }
    return Value::boolean(apply_cmp(op, nx < ny ? -1 : nx > ny ? 1 : 0));
}

} // namespace

Value compare(VM& vm, CmpOp op, Value a, Value b) {
    if (is_tuple(a) && is_tuple(b)) // first: heaps and sorts of (priority, item) pairs
        return compare_seq(vm, op, as_tuple(a)->items, as_tuple(a)->size, as_tuple(b)->items, as_tuple(b)->size);
    if (is_py_instance(vm, a) || is_py_instance(vm, b)) return dunder_compare(vm, op, a, b);
    bool r = false;
    if (compare_numbers(a, b, op, &r)) return Value::boolean(r);
    if (is_anyset(a) && is_anyset(b)) return set_compare(vm, op, a, b);
    if (is_set_view(a) || is_set_view(b)) {
        Value r = dictview_compare(vm, op, a, b);
        if (!r.is_empty() || vm.exc) return r;
    }
    if (is_kind(a, Kind::Deque) && is_kind(b, Kind::Deque)) return deque_compare(vm, op, a, b);
    if (op != CmpOp::Eq && op != CmpOp::Ne && is_dict(a) && is_dict(b) && (a.o->flavour || b.o->flavour)) {
        Value r = flavoured_dict_compare(vm, op, a, b); // Counter's inclusion
        if (!r.is_empty() || vm.exc) return r;
    }
    if (op == CmpOp::Eq || op == CmpOp::Ne) {
        int e = equals(vm, a, b);
        if (e < 0) return Value::empty();
        return Value::boolean(op == CmpOp::Eq ? e == 1 : e == 0);
    }
    if (is_str(a) && is_str(b)) return Value::boolean(apply_cmp(op, compare_str(as_str(a), as_str(b))));
    if (is_list(a) && is_list(b)) {
        // Copy: comparisons of elements may not mutate in kiln yet, but stay safe.
        ValueVec sx, sy;
        auto& x = list_items_read(as_list(a), &sx);
        auto& y = list_items_read(as_list(b), &sy);
        return compare_seq(vm, op, x.data(), x.size(), y.data(), y.size());
    }
    return vm.raisef(vm.e_TypeError, "'{}' not supported between instances of '{}' and '{}'", cmp_symbol(op),
                     vm.type_name(a), vm.type_name(b));
}

int less_than(VM& vm, Value a, Value b) {
    if (a.is_int() && b.is_int()) return a.i < b.i;
    if (a.is_float() && b.is_float()) return a.f < b.f;
    if (is_str(a) && is_str(b)) return compare_str(as_str(a), as_str(b)) < 0;
    if (is_tuple(a) && is_tuple(b) && as_tuple(a)->size && as_tuple(b)->size) {
        // A heap's or a sort's (priority, item) pairs: different first
        // numbers decide (equal ones, and NaNs, go the whole way).
        Value p = as_tuple(a)->items[0], q = as_tuple(b)->items[0];
        if (p.is_int() && q.is_int() && p.i != q.i) return p.i < q.i;
        if (p.is_float() && q.is_float() && (p.f < q.f || p.f > q.f)) return p.f < q.f;
    }
    Value r = compare(vm, CmpOp::Lt, a, b);
    if (r.is_empty()) return -1;
    return truthy(vm, r);
}

int plain_dict_equals(VM& vm, DictObj* x, DictObj* y) {
    if (x->used != y->used) return 0;
    for (auto& e : x->entries) {
        if (!dict_entry_live(e)) continue;
        int64_t ix = dict_find(vm, y, e.key, e.hash);
        if (ix == -2) return -1;
        if (ix < 0) return 0;
        if (same_value(e.value, y->entries[ix].value)) continue;
        int r2 = equals(vm, e.value, y->entries[ix].value);
        if (r2 != 1) return r2;
    }
    return 1;
}

bool plain_tuple_key(const TupleObj* t, int depth) {
    for (size_t i = 0; i < t->size; i++) {
        const Value& v = t->items[i];
        if (plain_scalar(v)) continue;
        if (depth >= 3 || !v.is_obj() || v.o->kind != Kind::Tuple || v.o->flavour ||
            !plain_tuple_key(static_cast<const TupleObj*>(v.o), depth + 1))
            return false;
    }
    return true;
}

namespace {

// Two tuples (dict keys and set members: grid points, graph edges, memo
// keys), without equals' dispatch for the pair or for items that are ints
// or strs.
int tuples_equal(VM& vm, const TupleObj* x, const TupleObj* y) {
    if (x->size != y->size) return 0;
    for (size_t i = 0; i < x->size; i++) {
        const Value& p = x->items[i];
        const Value& q = y->items[i];
        if (same_value(p, q)) continue; // identity implies equality inside containers
        if (p.tag == Tag::Int && q.tag == Tag::Int) return 0;
        if (is_str(p) && is_str(q)) {
            if (!str_eq(as_str(p), as_str(q))) return 0;
            continue;
        }
        DepthGuard guard(vm, " in comparison");
        if (!guard.ok) return -1;
        int e = equals(vm, p, q);
        if (e != 1) return e;
    }
    return 1;
}

} // namespace

int equals(VM& vm, Value a, Value b) {
    if (a.tag == Tag::Obj && b.tag == Tag::Obj && a.o == b.o) return 1;
    if (a.tag == Tag::Obj && b.tag == Tag::Obj && a.o->kind == Kind::Tuple && b.o->kind == Kind::Tuple)
        return tuples_equal(vm, as_tuple(a), as_tuple(b));
    bool r = false;
    if (compare_numbers(a, b, CmpOp::Eq, &r)) return r;
    if (is_py_instance(vm, a) || is_py_instance(vm, b)) {
        Value e = dunder_compare(vm, CmpOp::Eq, a, b);
        if (e.is_empty()) return -1;
        return truthy(vm, e);
    }
    if (is_set_view(a) || is_set_view(b)) {
        Value e = dictview_compare(vm, CmpOp::Eq, a, b);
        if (e.is_empty()) return vm.exc ? -1 : 0; // not comparable: only identity makes them equal
        return e.b;
    }
    if (a.tag != Tag::Obj || b.tag != Tag::Obj) return same_value(a, b);
    if (is_anyset(a) && is_anyset(b)) return set_equals(vm, a, b);
    if (a.o->kind != b.o->kind) return 0;
    DepthGuard guard(vm, " in comparison");
    if (!guard.ok) return -1;
    switch (a.o->kind) {
    case Kind::Str: return str_eq(as_str(a), as_str(b));
    case Kind::List: case Kind::Tuple: {
        const Value *x, *y;
        size_t nx, ny;
        ValueVec sx, sy;
        if (is_list(a)) {
            const ListObj* la = as_list(a);
            const ListObj* lb = as_list(b);
            if (la->holds_bools() && lb->holds_bools()) // byte by byte
                return la->size() == lb->size() && (la->size() == 0 ||
                                                    std::memcmp(la->bools_.data(), lb->bools_.data(), la->size()) == 0);
            const ValueVec& xv = list_items_read(la, &sx);
            const ValueVec& yv = list_items_read(lb, &sy);
            x = xv.data(); nx = xv.size();
            y = yv.data(); ny = yv.size();
        } else {
            x = as_tuple(a)->items; nx = as_tuple(a)->size;
            y = as_tuple(b)->items; ny = as_tuple(b)->size;
        }
        if (nx != ny) return 0;
        for (size_t i = 0; i < nx; i++) {
            if (same_value(x[i], y[i])) continue; // identity implies equality inside containers
            int e = equals(vm, x[i], y[i]);
            if (e != 1) return e;
        }
        return 1;
    }
    case Kind::Dict: {
        DictObj* x = as_dict(a);
        DictObj* y = as_dict(b);
        if (x->flavour || y->flavour) {
            int r = flavoured_dict_equals(vm, x, y); // Counters, OrderedDicts
            if (r != -2) return r;
        }
        return plain_dict_equals(vm, x, y);
    }
    case Kind::Deque: {
        Value r = deque_compare(vm, CmpOp::Eq, a, b);
        return r.is_empty() ? -1 : r.b;
    }
    case Kind::Range: return range_equals(static_cast<RangeObj*>(a.o), static_cast<RangeObj*>(b.o));
    case Kind::GenericAlias: case Kind::Union: return type_hint_equals(vm, a, b);
    default: return 0;
    }
}

// ---------------------------------------------------------------- hashing

int64_t hash_int(int64_t v) {
    const uint64_t P = (1ULL << 61) - 1;
    if (v > -(int64_t)P && v < (int64_t)P) return v == -1 ? -2 : v; // mag % P is mag
    uint64_t mag = v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v;
    int64_t h = (int64_t)(mag % P);
    if (v < 0) h = -h;
    return h == -1 ? -2 : h;
}

int64_t hash_double(double v) {
    const uint64_t P = (1ULL << 61) - 1;
    if (std::isinf(v)) return v > 0 ? 314159 : -314159;
    if (std::isnan(v)) return 0;
    int e;
    double m = std::frexp(v, &e);
    int sign = 1;
    if (m < 0) { sign = -1; m = -m; }
    uint64_t x = 0;
    while (m) {
        x = ((x << 28) & P) | x >> (61 - 28);
        m *= 268435456.0;
        e -= 28;
        uint64_t y = (uint64_t)m;
        m -= (double)y;
        x += y;
        if (x >= P) x -= P;
    }
    e = e >= 0 ? e % 61 : 61 - 1 - ((-1 - e) % 61);
    x = ((x << e) & P) | x >> (61 - e);
    int64_t h = (int64_t)x * sign;
    return h == -1 ? -2 : h;
}

int64_t str_hash(StrObj* s) {
    if (s->hash != -1) return s->hash;
    uint64_t h = 14695981039346656037ULL;
    for (size_t i = 0; i < s->nbytes; i++) {
        h ^= (unsigned char)s->data[i];
        h *= 1099511628211ULL;
    }
    int64_t r = (int64_t)(h >> 1);
    if (r == -1) r = -2;
    s->hash = r;
    return r;
}

bool hash_value(VM& vm, Value v, int64_t* out) {
    switch (v.tag) {
    case Tag::None: *out = 0x5ca1ab1e; return true;
    case Tag::Bool: *out = v.b; return true;
    case Tag::Int: *out = hash_int(v.i); return true;
    case Tag::Float: *out = hash_double(v.f); return true;
    case Tag::Empty: *out = 0; return true;
    case Tag::Obj: break;
    }
    switch (v.o->kind) {
    case Kind::Str: *out = str_hash(as_str(v)); return true;
    case Kind::BigInt: *out = bigint_hash(as_bigint(v)); return true;
    case Kind::Tuple: {
        TupleObj* t = as_tuple(v);
        if (t->hash != -1) { *out = t->hash; return true; }
        const uint64_t P1 = 11400714785074694791ULL, P2 = 14029467366897019727ULL, P5 = 2870177450012600261ULL;
        uint64_t acc = P5;
        // Kept only when no item's hash ran script code: CPython computes a
        // tuple's hash anew each time, and an item's __hash__ may count.
        bool keep = true;
        for (size_t i = 0; i < t->size; i++) {
            // Ints and strs here (most tuple keys); anything else one level down.
            const Value& item = t->items[i];
            int64_t lane;
            if (item.tag == Tag::Int) {
                lane = hash_int(item.i);
            } else if (is_str(item)) {
                lane = str_hash(as_str(item));
            } else {
                DepthGuard guard(vm, "");
                if (!guard.ok || !hash_value(vm, item, &lane)) return false;
                keep &= plain_scalar(item) || (is_tuple(item) && as_tuple(item)->hash != -1);
            }
            acc += (uint64_t)lane * P2;
            acc = (acc << 31) | (acc >> 33);
            acc *= P1;
        }
        acc += t->size ^ (P5 ^ 3527539UL);
        int64_t h = acc == (uint64_t)-1 ? 1546275796 : (int64_t)acc;
        if (keep) t->hash = h;
        *out = h;
        return true;
    }
    case Kind::FrozenSet: *out = frozenset_hash(as_set(v)); return true;
    case Kind::Range: {
        // CPython's range_hash: hash((len, start, step)), with None for the
        // step of a one-item range and for start and step of an empty one.
        auto* r = static_cast<RangeObj*>(v.o);
        Value n = range_length(r);
        bool empty = n.is_intlike() && n.as_int() == 0, one = n.is_intlike() && n.as_int() == 1;
        Value t = vm.tuple({n, empty ? Value::none() : range_start(r), empty || one ? Value::none() : range_step(r)});
        return hash_value(vm, t, out);
    }
    case Kind::DictView:
        // Keys and items views compare as sets, so they have no hash; a
        // values view compares by identity and hashes by it.
        if (is_set_view(v)) {
            vm.raisef(vm.e_TypeError, "unhashable type: '{}'", vm.type_name(v));
            return false;
        }
        *out = (int64_t)((uintptr_t)v.o >> 4);
        return true;
    case Kind::List: case Kind::Dict: case Kind::Set: case Kind::Deque:
        vm.raisef(vm.e_TypeError, "unhashable type: '{}'", vm.type_name(v));
        return false;
    case Kind::Slice:
        vm.raise(vm.e_TypeError, "unhashable type: 'slice'");
        return false;
    case Kind::Instance: case Kind::Exception: return dunder_hash(vm, v, out);
    case Kind::GenericAlias: case Kind::Union: return type_hint_hash(vm, v, out);
    default:
        *out = (int64_t)((uintptr_t)v.o >> 4);
        return true;
    }
}

// ---------------------------------------------------------------- truth

int truthy(VM& vm, Value v) {
    (void)vm;
    switch (v.tag) {
    case Tag::None: case Tag::Empty: return 0;
    case Tag::Bool: return v.b;
    case Tag::Int: return v.i != 0;
    case Tag::Float: return v.f != 0;
    case Tag::Obj: break;
    }
    switch (v.o->kind) {
    case Kind::Str: return as_str(v)->nbytes != 0;
    case Kind::Tuple: return as_tuple(v)->size != 0;
    case Kind::List: return !as_list(v)->empty();
    case Kind::Dict: return as_dict(v)->used != 0;
    case Kind::Set: case Kind::FrozenSet: return static_cast<SetObj*>(v.o)->used != 0;
    case Kind::Range: return static_cast<RangeObj*>(v.o)->length != 0;
    case Kind::BigInt: return 1; // never 0: zero is a small int
    case Kind::DictView: return static_cast<DictViewObj*>(v.o)->dict->used != 0;
    case Kind::Deque: return static_cast<DequeObj*>(v.o)->len != 0;
    case Kind::Instance: case Kind::Exception: return is_py_instance(vm, v) ? dunder_truthy(vm, v) : 1;
    default: return 1;
    }
}

} // namespace kiln
