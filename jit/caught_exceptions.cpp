// Exceptions caught in hot loops: an exit that raised, where a handler in
// the same frame catches the exception, grows a side trace through the
// handler (docs/jit.md, "Exceptions caught in hot loops"). Jit::after_exit
// starts the recording when such an exit is due; the interpreter's
// unwinding says where the handler is (Jit::record_catch), and the
// recorder takes the exception there (Recorder::catch_at) and records the
// handler's instructions (Recorder::handler_op).
#include "../lang/bytecode.hpp"
#include "../vm/class.hpp"
#include "../vm/vm.hpp"
#include "jit.hpp"
#include "recorder.hpp"
#include "recorder_internal.hpp"

namespace kiln::jit {

// An exit that raised inside a try whose handler is in the same frame: the
// loop's own (the handler in the loop's body), or the innermost call the
// trace inlined (a `to_int(s)` that catches its own ValueError).
bool Jit::catchable(const Loop& l, const TreeRec& t, int snap) const {
    const Snapshot& s = t.ir.snaps[(size_t)snap];
    if (l.function || s.nested || s.gen_base || !s.pending_error) return false;
    const CodeObj* code = s.frames.empty() ? l.code
                                           : static_cast<FunctionObj*>(t.ir.consts[s.frames.back().fn_const])->code;
    for (const ExcEntry& x : code->proto->exc_table)
        if (s.pc >= x.start && s.pc < x.end)
            return !s.frames.empty() || (x.handler >= l.header && x.handler <= Recorder::loop_end(l.code, l.header));
    return false;
}

bool Jit::catching() const { return rec_ && rec_->expecting_catch(); }

bool Jit::record_catch(Frame* f, uint32_t raise_idx, uint32_t handler, uint32_t depth) {
    if (rec_->catch_at(f, raise_idx, handler, depth) == Recorder::Step::Go) return true;
    abort_recording(rec_->abort_reason());
    return false;
}

// ---------------------------------------------------------------- recording

Recorder::Step Recorder::catch_at(Frame* f, uint32_t raise_idx, uint32_t handler, uint32_t depth) {
    expect_catch_ = false;
    if (f != frame_ || gen_.active || function_) return abort("an exception caught outside its frame");
    if (inl_.empty() && (handler < header_ || handler > loop_end_))
        return abort("an exception caught outside the loop");
    // Its snapshot is the exit's own state: where the failed helper only
    // declined (no exception), the interpreter does the instruction itself.
    // In an inlined call, the traceback's line is in the function's code.
    // A RAISE the trace recorded (Recorder::raise_caught) gave the
    // exception already; else the exit's helper left it pending.
    Ref exc = raised_ != kNone ? raised_
                               : call_helper(Helper::catch_exc, kint(raise_idx), inl_.empty() ? kNone : kobj(f->func),
                                             kNone, raise_idx, false);
    raised_ = kNone;
    rsp_ = (uint32_t)(f->base - root_base_) + (uint32_t)f->code->nslots + depth;
    if (pos_.size() < rsp_ + code_->proto->max_stack + 4) {
        pos_.resize(rsp_ + code_->proto->max_stack + 4, kNone);
        dead_.resize(pos_.size(), false);
    }
    push(exc);
    return Step::Go;
}

// A handler's instructions: the exception being handled is the VM's to
// keep, as the interpreter keeps it.
Recorder::Step Recorder::handler_op(uint32_t op, uint32_t arg, uint32_t idx) {
    switch (op) {
    case OPC_PUSH_EXC_INFO:
        call_helper(Helper::push_handling, top(), kNone, kNone, idx, false);
        return Step::Go;
    case OPC_POP_EXCEPT:
        call_helper(Helper::pop_handling, kNone, kNone, kNone, idx, false);
        return Step::Go;
    case OPC_CHECK_EXC_MATCH: {
        Ref m = call_helper(Helper::exc_match, top(2), top(), kNone, idx, false);
        pos_[rsp_ - 1] = m;
        pending_unbox_ = true;
        return Step::Go;
    }
    default: // OPC_DELETE_FAST
        // `except E as e:` ends with `del e`. A local deleted is unbound:
        // the empty Value.
        if (root_base_[local(arg)].is_empty()) return abort("unbound local");
        pos_[local(arg)] = emit(IrOp::KEmpty, Ty::Value);
        return Step::Go;
    }
}

// `raise e` (an exception instance) inside a try whose handler is in the
// same frame, the loop's body or the innermost call the trace inlined (a
// validation that raises and catches in one iteration): the raise_caught
// helper does what the interpreter does before unwinding, and the
// recording goes on at the handler with the exception it gave
// (catch_at, called by the interpreter's unwinding, which this expects).
// The compiled code jumps to the handler: nothing is pending, no exit.
// Other raises (a class, `raise ... from`, a bare `raise`, a handler in a
// caller or outside the loop) end the recording.
Recorder::Step Recorder::raise_caught(uint32_t arg, uint32_t idx, const Value* sp) {
    if (arg == 0 || function_ || gen_.active) return abort("unsupported instruction RAISE");
    if (!handler_in_loop(idx)) return abort("unsupported instruction RAISE (caught outside the loop)");
    // `raise e from c`: c (None or an exception instance) on top. The
    // stack stays as it is (the snapshots give it to the interpreter, which
    // raises where a helper declines); catch_at sets it for the handler.
    const bool from = arg == 2;
    const Value v = from ? sp[-2] : sp[-1];
    Ref exc = from ? top(2) : top();
    if (from && !sp[-1].is_none() && !is_kind(sp[-1], Kind::Exception))
        return abort("unsupported instruction RAISE (from a class)");
    if (is_kind(v, Kind::Type)) {
        // `raise ValueError`: the class called with nothing, where that
        // runs no script code (as construct() makes `ValueError(x)`).
        auto* cls = static_cast<TypeObj*>(v.o);
        if (!exception_call_is_plain(vm_, cls)) return abort("unsupported instruction RAISE (of an exception class)");
        guarded(IrOp::GuardEqP, Ty::Void, exc, kobj(cls), 0, idx);
        guard_mro_layouts(cls, idx);
        exc = call_helper(Helper::new_exception, kobj(cls), kNone, kint(0), idx, false);
    } else if (!is_kind(v, Kind::Exception)) {
        return abort("unsupported instruction RAISE (of what is no exception)");
    }
    if (from) exc = call_helper(Helper::raise_cause, exc, box(top()), kNone, idx, false);
    raised_ = call_helper(Helper::raise_caught, exc, kint(idx), inl_.empty() ? kNone : kobj(frame_->func), idx,
                          false);
    expect_catch_ = true;
    return Step::Go;
}

// RERAISE (a handler that did not match, the end of a `finally` or of a
// handler that raised) with a handler of the same frame around it: the
// exception on the stack goes to that handler as it is (the interpreter
// adds no traceback entry and no context), no helper needed.
Recorder::Step Recorder::reraise_caught(uint32_t idx, const Value* sp) {
    if (function_ || gen_.active || !sp[-1].is_obj() || sp[-1].o->kind != Kind::Exception ||
        !handler_in_loop(idx))
        return abort("unsupported instruction RERAISE");
    raised_ = top();
    expect_catch_ = true;
    return Step::Go;
}

// The handler the interpreter's unwinding finds for instruction idx in
// the frame being recorded, where the recording may go on: in the loop's
// body, or anywhere in a call the trace inlined. Null when there is none.
const ExcEntry* Recorder::handler_in_loop(uint32_t idx) const {
    for (const ExcEntry& x : code_->proto->exc_table)
        if (idx >= x.start && idx < x.end)
            return inl_.empty() && (x.handler < header_ || x.handler > loop_end_) ? nullptr : &x;
    return nullptr;
}

} // namespace kiln::jit
