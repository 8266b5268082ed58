// Recording arithmetic: ints with their overflow guards (and the exits
// that make big ints), floats, an int and a float mixed as the
// interpreter converts them, float ** as CPython's float_pow computes it;
// anything else through the interpreter's own operation (binary_op).
#include <cmath>
#include <cstdlib>
#include <cstring>

#include "recorder.hpp"
#include "recorder_internal.hpp"

namespace kiln::jit {

// A constant the trace has for r (an int or a float one), as a double.
bool Recorder::constant_number(Ref r, double* out) const {
    const Ins& i = tree_.ins[r];
    if (i.op == IrOp::IntToFloat) return constant_number(i.a, out);
    if (i.op == IrOp::KInt) {
        *out = (double)i.imm;
        return true;
    }
    if (i.op == IrOp::KFloat) {
        std::memcpy(out, &i.imm, sizeof *out);
        return true;
    }
    return false;
}

Recorder::Step Recorder::binary(kiln::Op op, uint32_t idx, Value a, Value b) {
    Ref ra = top(2), rb = top(1);
    Ref r = kNone;
    bool ints = (a.is_intlike() && b.is_intlike());
    bool nums = a.is_number() && b.is_number();
    auto done = [&](Ref res) {
        rsp_ -= 2;
        push(res);
        return Step::Go;
    };
    // Ints whose result leaves 64 bits in this very iteration (a side
    // trace from the exit of an overflow guard starts with that operation):
    // recorded as the interpreter's operation, which makes the big int.
    // Recorded with its overflow guard instead, the side trace's first
    // instruction would leave by that same kind of exit, and a chain of
    // side traces would grow, one from each.
    if (ints) {
        const int64_t ia = a.as_int(), ib = b.as_int();
        int64_t out;
        if ((op == kiln::Op::Add && __builtin_add_overflow(ia, ib, &out)) ||
            (op == kiln::Op::Sub && __builtin_sub_overflow(ia, ib, &out)) ||
            (op == kiln::Op::Mul && __builtin_mul_overflow(ia, ib, &out)) ||
            (op == kiln::Op::LShift && ib >= 0 && ia != 0 && (ib >= 63 || ((ia << ib) >> ib) != ia)))
            ints = false;
    }
    if (ints) {
        Ref x = as_int(ra), y = as_int(rb);
        switch (op) {
        case kiln::Op::Add: r = guarded(IrOp::AddOv, Ty::Int, x, y, 0, idx); break;
        case kiln::Op::Sub: r = guarded(IrOp::SubOv, Ty::Int, x, y, 0, idx); break;
        case kiln::Op::Mul: r = guarded(IrOp::MulOv, Ty::Int, x, y, 0, idx); break;
        case kiln::Op::FloorDiv:
        case kiln::Op::Mod: {
            // By a constant power of two: Python's floor division and
            // modulo are an arithmetic shift and a mask (for negative x too).
            const Ins& d = tree_.ins[y];
            if (d.op == IrOp::KInt && d.imm > 0 && (d.imm & (d.imm - 1)) == 0) {
                if (op == kiln::Op::FloorDiv) r = guarded(IrOp::Shr, Ty::Int, x, kint(__builtin_ctzll((uint64_t)d.imm)), 0, idx);
                else r = emit(IrOp::BitAnd, Ty::Int, x, kint(d.imm - 1));
                break;
            }
            // The divisor's sign as seen: the code expects it (a side trace
            // from that guard's exit records the other sign).
            r = guarded(op == kiln::Op::FloorDiv ? IrOp::FloorDiv : IrOp::Mod, Ty::Int, x, y, b.as_int() < 0, idx);
            break;
        }
        case kiln::Op::BitAnd: r = emit(IrOp::BitAnd, Ty::Int, x, y); break;
        case kiln::Op::BitOr: r = emit(IrOp::BitOr, Ty::Int, x, y); break;
        case kiln::Op::BitXor: r = emit(IrOp::BitXor, Ty::Int, x, y); break;
        case kiln::Op::LShift: r = guarded(IrOp::Shl, Ty::Int, x, y, 0, idx); break;
        case kiln::Op::RShift: r = guarded(IrOp::Shr, Ty::Int, x, y, 0, idx); break;
        case kiln::Op::TrueDiv: {
            // Exact as doubles only below 2**53 (CPython rounds bigger ones itself).
            if (std::llabs(a.as_int()) >= (1LL << 53) || std::llabs(b.as_int()) >= (1LL << 53)) break;
            for (Ref v : {x, y}) {
                Ref off = emit(IrOp::IAdd, Ty::Int, v, kint(1LL << 53));
                guarded(IrOp::GuardLtU, Ty::Void, off, kint(1LL << 54), 0, idx);
            }
            r = guarded(IrOp::FDiv, Ty::Float, to_float(x), to_float(y), 0, idx);
            break;
        }
        default: break;
        }
        if (r != kNone) return done(r);
    }
    if (nums && (a.is_float() || b.is_float())) {
        // Mixed int and float: the int converts to the nearest double (ties
        // to even), as the interpreter's and CPython's conversion does.
        Ref x = to_float(ra), y = to_float(rb);
        switch (op) {
        case kiln::Op::Add: r = emit(IrOp::FAdd, Ty::Float, x, y); break;
        case kiln::Op::Sub: r = emit(IrOp::FSub, Ty::Float, x, y); break;
        case kiln::Op::Mul: r = emit(IrOp::FMul, Ty::Float, x, y); break;
        case kiln::Op::TrueDiv: r = guarded(IrOp::FDiv, Ty::Float, x, y, 0, idx); break;
        // pow as float ** does it; a base <= 0 (errors, complex results)
        // and results out of range (OverflowError) leave to the interpreter.
        // But a negative base to a constant integral power, as CPython's
        // float_pow does it: |x| to that power, negated for an odd one
        // (`(p[0] - cx) ** 2` used to leave at each negative difference,
        // and each side trace had the same FPow, which left again).
        case kiln::Op::Pow: {
            double e;
            if (constant_number(rb, &e) && e == std::floor(e) && std::fabs(e) <= 1e15) {
                Ref p = guarded(IrOp::FPow, Ty::Float, emit(IrOp::FAbs, Ty::Float, x), y, 0, idx);
                if (std::fmod(e, 2.0) != 0.0) {
                    Ref neg = emit(IrOp::Cmp, Ty::Bool, x, kfloat(0.0), kNone, (int64_t)CmpOp::Lt);
                    p = emit(IrOp::Select, Ty::Float, neg, emit(IrOp::FNeg, Ty::Float, p), p);
                }
                r = p;
            } else {
                r = guarded(IrOp::FPow, Ty::Float, x, y, 0, idx);
            }
            break;
        }
        default: break;
        }
        if (r != kNone) return done(r);
    }
    // Everything else goes through the interpreter's own operation. Numbers
    // and strings never run Python code; other objects might.
    bool pure = (nums || (is_str(a) && is_str(b)) || (is_str(a) && op == kiln::Op::Mul && b.is_intlike()));
    Ref res = call_helper(Helper::binary_op, box(ra), box(rb), kint((int64_t)op), idx, !pure);
    rsp_ -= 2;
    push(res);
    pending_unbox_ = true;
    return Step::Go;
}

} // namespace kiln::jit
