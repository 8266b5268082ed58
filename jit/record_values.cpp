// Recording comparisons, truth tests, f-strings, slices and pairs unpacked
// as soon as they are built: operations on values that run no script code
// once the trace has fixed their types (numbers compare natively, a
// container's truth is its length; strs, f-string pieces and slices go to
// helpers that need no sync of the frame); anything else through the
// interpreter's own code.
#include <algorithm>
#include <cmath>

#include "../lang/bytecode.hpp"
#include "layout.hpp"
#include "recorder.hpp"
#include "recorder_internal.hpp"

namespace kiln::jit {

Recorder::Step Recorder::compare(CmpOp op, uint32_t idx, Value a, Value b) {
    Ref ra = top(2), rb = top(1);
    Ref r = kNone;
    if (a.is_intlike() && b.is_intlike()) {
        r = emit(IrOp::Cmp, Ty::Bool, as_int(ra), as_int(rb), kNone, (int64_t)op);
    } else if (a.is_number() && b.is_number()) {
        for (auto [v, seen] : {std::pair{ra, a}, std::pair{rb, b}}) {
            if (seen.is_float()) continue;
            if (std::llabs(seen.as_int()) >= (1LL << 53)) return abort("int too big to compare with floats");
            Ref off = emit(IrOp::IAdd, Ty::Int, as_int(v), kint(1LL << 53));
            guarded(IrOp::GuardLtU, Ty::Void, off, kint(1LL << 54), 0, idx);
        }
        r = emit(IrOp::Cmp, Ty::Bool, to_float(ra), to_float(rb), kNone, (int64_t)op);
    }
    if (r != kNone) {
        rsp_ -= 2;
        push(r);
        return Step::Go;
    }
    if (ty(ra) == Ty::Obj && ty(rb) == Ty::Obj && is_str(a) && is_str(b))
        return helper_result(2, call_helper(Helper::str_compare, ra, rb, kint((int64_t)op), idx, false));
    bool pure = (is_str(a) && is_str(b)) || (a.is_none() || b.is_none());
    return helper_result(2, call_helper(Helper::compare, box(ra), box(rb), kint((int64_t)op), idx, !pure));
}


// An f-string of up to three pieces, all strs: joined by a helper (no
// script code runs, so no sync of the frame). Longer ones go to the
// interpreter's instruction, which joins them in one copy (a chain of
// helpers made more strs than it saved).
Recorder::Step Recorder::build_string(uint32_t arg, uint32_t idx) {
    if (arg == 0 || arg > 3) return generic(cur_ins_, (int)arg, idx);
    Ref parts[3];
    for (int k = 0; k < 3; k++) parts[k] = k < (int)arg ? box(top((int)arg - k)) : box(emit(IrOp::KNone, Ty::None));
    return helper_result((int)arg, call_helper(Helper::concat_strs, parts[0], parts[1], parts[2], idx, false));
}

// Any values make a slice, and no script code runs: a helper, not the
// frame's sync and the interpreter's instruction (s[a:b] in a tokenizer's
// loop).
Recorder::Step Recorder::build_slice(uint32_t arg, uint32_t idx) {
    Ref step = arg == 3 ? box(top(1)) : box(emit(IrOp::KNone, Ty::None));
    int below = arg == 3 ? 1 : 0;
    return helper_result((int)arg,
                         call_helper(Helper::build_slice, box(top(2 + below)), box(top(1 + below)), step, idx, false));
}

// FORMAT_VALUE of an int, float, bool, None or str (its type fixed by the
// trace), with a str spec or none: formatted by kiln's own code, no script
// code runs (f"{x:.3f}", f"{n}" in a loop building lines). A str with
// neither spec nor conversion is itself.
Recorder::Step Recorder::format_value(uint32_t arg, uint32_t idx, const Value* sp) {
    const bool has_spec = arg & kFormatHasSpec;
    const int inputs = has_spec ? 2 : 1;
    if (!has_spec && (arg & kFormatConversionMask) == 0 && is_str(sp[-1])) return Step::Go;
    Ref v = top(inputs);
    if (!plain_operand(v, sp[-inputs]) || (has_spec && !(ty(top()) == Ty::Obj && is_str(sp[-1]))))
        return generic(cur_ins_, inputs, idx);
    Ref spec = has_spec ? box(top()) : box(emit(IrOp::KNone, Ty::None));
    return helper_result(inputs,
                         call_helper(Helper::format_plain, box(v), spec, kint(arg & kFormatConversionMask), idx, false));
}

// UNPACK_SEQUENCE of the pair the trace built last (`yield a, b` to `for
// x, y in gen`, `return q, r` to `q, r = f()`): when nothing but the
// unpacking (and the tuple's own type check) uses the tuple, and no exit
// since it was built could need it, it is never made: its items are
// pushed as they are, and the allocation and the check become Nops.
bool Recorder::unpack_built_tuple(uint32_t n) {
    const Ref made = built_.made;
    built_.made = kNone;
    if (made == kNone || n != 2 || tree_.ins[made].op != IrOp::Call) return false;
    Ref s = pos_[rsp_ - 1];
    Ref check = kNone; // the Unbox typing it, if there is one
    if (s != made) {
        if (s == kNone || tree_.ins[s].op != IrOp::Unbox || tree_.ins[s].a != made) return false;
        check = s;
    }
    auto uses = [&](Ref r) { return r == made || (check != kNone && r == check); };
    for (size_t k = (size_t)made + 1; k < tree_.ins.size(); k++) {
        const Ins& i = tree_.ins[k];
        if ((Ref)k == check) continue;
        if (uses(i.a) || uses(i.b) || uses(i.c)) return false;
    }
    for (size_t k = built_.snaps; k < tree_.snaps.size(); k++) {
        if (check != kNone && k == (size_t)tree_.ins[check].snap) continue;
        for (auto& [p, r] : tree_.snaps[k].vals)
            if (uses(r)) return false;
    }
    for (uint32_t p = 0; p + 1 < rsp_; p++)
        if (uses(pos_[p])) return false;
    if (check != kNone) {
        auto& vals = tree_.snaps[(size_t)tree_.ins[check].snap].vals; // its exit's, never taken now
        vals.erase(std::remove_if(vals.begin(), vals.end(), [&](const auto& v) { return uses(v.second); }), vals.end());
        tree_.ins[check] = Ins{IrOp::Nop, Ty::Void, kNone, kNone, kNone, 0, -1};
    }
    tree_.ins[made] = Ins{IrOp::Nop, Ty::Void, kNone, kNone, kNone, 0, -1};
    rsp_--;
    push(built_.y);
    push(built_.x);
    return true;
}

// Objects whose truth a trace reads natively (not empty), and that truth.
// A list, tuple, str, dict or deque (its kind guarded where it was typed):
// true when not empty.
Ref Recorder::native_truth_of(Ref obj, Value seen) {
    const Layout& L = layout();
    Ref len = kNone;
    if (is_list(seen)) len = list_length(obj);
    else if (is_tuple(seen)) len = emit(IrOp::LoadI64, Ty::Int, obj, kNone, kNone, (int64_t)L.tuple_size);
    else if (is_str(seen)) len = emit(IrOp::LoadI64, Ty::Int, obj, kNone, kNone, (int64_t)L.str_nchars);
    else if (is_dict(seen)) len = emit(IrOp::LoadI64, Ty::Int, obj, kNone, kNone, (int64_t)L.dict_used);
    else len = emit(IrOp::LoadI64, Ty::Int, obj, kNone, kNone, (int64_t)L.deque_len);
    return emit(IrOp::Cmp, Ty::Bool, len, kint(0), kNone, (int64_t)CmpOp::Ne);
}

bool Recorder::native_truth_kind(Value v) {
    return is_list(v) || is_tuple(v) || is_str(v) || is_dict(v) || is_kind(v, Kind::Deque);
}

bool Recorder::native_truth(Value v) {
    if (is_list(v)) return !as_list(v)->empty();
    if (is_tuple(v)) return as_tuple(v)->size != 0;
    if (is_str(v)) return as_str(v)->nchars != 0;
    if (is_dict(v)) return as_dict(v)->used != 0;
    return static_cast<const DequeObj*>(v.o)->len != 0;
}

bool Recorder::branch(Ref cond, Value seen, bool jump_if, uint32_t pc, uint32_t target, bool pops) {
    Ref b;
    bool truth;
    switch (ty(cond)) {
    case Ty::Bool:
        b = cond;
        truth = seen.b;
        break;
    case Ty::Int:
    case Ty::Float:
        b = emit(IrOp::Truthy, Ty::Bool, cond);
        truth = seen.is_int() ? seen.i != 0 : seen.f != 0;
        break;
    case Ty::None: return true; // always false: nothing to guard
    case Ty::Obj:
        if (!native_truth_kind(seen)) return false;
        b = native_truth_of(cond, seen);
        truth = native_truth(seen);
        break;
    default: return false;
    }
    if (!pops) {
        guarded(IrOp::Guard, Ty::Void, b, kNone, truth ? 1 : 0, pc);
        return true;
    }
    // A conditional jump has no other effect: its exit resumes where the
    // other direction goes, the condition popped (so a loop's exit resumes
    // after the loop).
    bool jumps = truth == jump_if;
    rsp_--;
    int snap = snapshot(jumps ? pc + 1 : target);
    tree_.snaps[snap].from = pc;
    rsp_++;
    emit(IrOp::Guard, Ty::Void, b, kNone, kNone, truth ? 1 : 0, snap);
    return true;
}

} // namespace kiln::jit
