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

bool Jit::catch_leaves(const Frame* f) const { return rec_ && rec_->expecting_catch() && rec_->leaves(f); }

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
        handled_.push_back({top(), inl_.size()});
        return Step::Go;
    case OPC_POP_EXCEPT:
        call_helper(Helper::pop_handling, kNone, kNone, kNone, idx, false);
        if (!handled_.empty() && handled_.back().second == inl_.size()) handled_.pop_back();
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

// `raise e` (an exception instance) or `raise E` (a class whose call runs
// no script code) inside a try whose handler is in the same frame (the
// loop's body, or a call the trace inlined) or in a caller the trace
// inlined, the loop's frame included (a `check(v)` that raises, caught by
// the loop): the raise_caught helper does what the interpreter does before
// unwinding (the context, the raising line in the traceback), exc_leaves
// adds the line of each call the exception leaves, as the unwinding does,
// and the recording goes on at the handler with the exception (catch_at,
// called by the interpreter's unwinding, which this expects). The compiled
// code jumps to the handler: nothing is pending, no exit. Other raises
// (`from` a class, a bare `raise`, a handler outside the loop) end the
// recording.
Recorder::Step Recorder::raise_caught(uint32_t arg, uint32_t idx, const Value* sp) {
    if (function_ || gen_.active) return abort("unsupported instruction RAISE");
    const int levels = handler_levels(idx);
    if (levels < 0) return abort("unsupported instruction RAISE (caught outside the loop)");
    if (arg == 0) {
        // A bare `raise` in a handler of this frame the recording saw
        // begin: the exception it handles goes on as RERAISE's does.
        if (handled_.empty() || handled_.back().second != inl_.size())
            return abort("unsupported instruction RAISE (a bare raise)");
        raised_ = leave_calls(levels, handled_.back().first, idx);
        expect_catch_ = true;
        return Step::Go;
    }
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
        exc = made_exception(exc, cls, kNone, 0, idx);
    } else if (!is_kind(v, Kind::Exception)) {
        return abort("unsupported instruction RAISE (of what is no exception)");
    }
    if (from) exc = call_helper(Helper::raise_cause, exc, box(top()), kNone, idx, false);
    exc = call_helper(Helper::raise_caught, exc, kint(idx), inl_.empty() ? kNone : kobj(frame_->func), idx, false);
    raised_ = leave_calls(levels, exc, idx);
    expect_catch_ = true;
    return Step::Go;
}

// RERAISE (a handler that did not match, the end of a `finally` or of a
// handler that raised) with a handler of this frame or of an inlined caller
// around it: the exception on the stack goes to that handler as it is (the
// interpreter adds no traceback entry and no context for this frame).
Recorder::Step Recorder::reraise_caught(uint32_t idx, const Value* sp) {
    if (function_ || gen_.active || !sp[-1].is_obj() || sp[-1].o->kind != Kind::Exception)
        return abort("unsupported instruction RERAISE");
    const int levels = handler_levels(idx);
    if (levels < 0) return abort("unsupported instruction RERAISE");
    raised_ = leave_calls(levels, top(), idx);
    expect_catch_ = true;
    return Step::Go;
}

// How many calls the trace inlined the interpreter's unwinding leaves from
// instruction idx of the frame being recorded before it finds a handler
// where the recording may go on (in the loop's body, or anywhere in an
// inlined call); -1 when there is none, or a call on the way is one the
// recording cannot leave (one run from its first loop).
int Recorder::handler_levels(uint32_t idx) const {
    uint32_t at = idx;
    const CodeObj* code = code_;
    for (size_t level = 0;; level++) {
        for (const ExcEntry& x : code->proto->exc_table)
            if (at >= x.start && at < x.end)
                return level == inl_.size() && (x.handler < header_ || x.handler > loop_end_) ? -1 : (int)level;
        if (level == inl_.size()) return -1;
        const Inlined& in = inl_[inl_.size() - 1 - level];
        if (in.call_snap >= 0) return -1;
        at = in.desc.caller_pc - 1; // the CALL
        code = level + 1 == inl_.size() ? root_frame_->code : inl_[inl_.size() - 2 - level].code;
    }
}

// The exception leaves `levels` inlined calls: each adds its call's line to
// the traceback (exc_leaves, as the interpreter's unwinding does), and the
// recording goes on in the frame of the handler. The helpers' snapshots
// are the raise's, whole (they fail only where memory runs out).
Ref Recorder::leave_calls(int levels, Ref exc, uint32_t idx) {
    for (int level = 0; level < levels; level++) {
        const Inlined& in = inl_[inl_.size() - 1 - (size_t)level];
        const bool caller_inlined = (size_t)level + 1 < inl_.size();
        Ref fn = caller_inlined ? kobj(inl_[inl_.size() - 2 - (size_t)level].frame->func) : kNone;
        exc = call_helper(Helper::exc_leaves, exc, kint(in.desc.caller_pc - 1), fn, idx, false);
    }
    for (int level = 0; level < levels; level++) inl_.pop_back();
    while (!handled_.empty() && handled_.back().second > inl_.size()) handled_.pop_back();
    frame_ = inl_.empty() ? root_frame_ : inl_.back().frame;
    code_ = inl_.empty() ? root_frame_->code : inl_.back().code;
    return exc;
}

} // namespace kiln::jit
