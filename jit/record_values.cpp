// Recording comparisons, f-strings and slices: operations on values that
// run no script code once the trace has fixed their types (numbers compare
// natively; strs, f-string pieces and slices go to helpers that need no
// sync of the frame); anything else through the interpreter's own code.
#include <cmath>

#include "../lang/bytecode.hpp"
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

} // namespace kiln::jit
