// Recording `for x in gen` over a generator: the generator's body, from
// where it is suspended to its next yield, recorded into the loop's trace
// (where the interpreter would resume it in a nested interpreter loop and
// run it a step at a time).
//
// The generator keeps its frame in its own slots vector while suspended
// (vm/generator.cpp). The trace reads the slots it uses from there, and at
// the yield writes back the ones it changed and the generator's pc, as the
// interpreter's YIELD_VALUE would have saved them; the yielded value is
// FOR_ITER's result. The generator is guarded on its function, its state
// (suspended) and its pc, so its frame's layout (the slots and the operand
// stack saved at that yield) is the one recorded.
//
// An exit inside the body (a guard of the generator's code: its loop
// ending, a type, an `if` going the other way) leaves the loop's frame at
// the FOR_ITER, the generator on its stack, and the generator suspended
// where the exit is, with its frame as the trace had it then (Snapshot's
// gen_*, Jit::leave): the interpreter's FOR_ITER resumes it there, it runs
// on to its yield or its end, and the loop goes on from FOR_ITER's result
// as if the trace had never been in the generator. Side traces grow from
// such exits (gen_side_start) and go on in the body from the exit's values.
//
// The body may not do what would need the interpreter's frames (a sync: a
// helper that may run Python code, an instruction the trace leaves to the
// interpreter): while its code runs, the generator has no frame of its
// own. It may call a function that changes nothing (call_function,
// Recorder::changes_nothing): an exit inside the call leaves the generator
// at the CALL, which the interpreter makes again. Anything else aborts the
// recording, and the generator function's body is left to the interpreter
// from then on (CodeObj::jit_body_refused).
#include "../lang/bytecode.hpp"
#include "../vm/generator.hpp"
#include "layout.hpp"
#include "recorder.hpp"
#include "recorder_internal.hpp"

namespace kiln::jit {

// FOR_ITER (instruction idx, loop end arg) on generator `it` (r): records
// the guards and readies the recorder for the generator's frame, which
// the interpreter pushes next. False (nothing emitted) when this generator
// is not one the trace can run (the caller records the generic step).
bool Recorder::gen_begin(Value it, Ref r, uint32_t idx) {
    auto* g = static_cast<GeneratorObj*>(it.o);
    // A generator's body pulling from another (a pipeline) nests, a few deep.
    const bool nested = gen_.active;
    if (!inl_.empty() || function_ || gen_.expect || (nested && gen_outer_.size() + 2 > kMaxGenNesting) ||
        g->state != GeneratorObj::Suspended || g->sink || !g->handling.empty())
        return false;
    CodeObj* c = g->func->code;
    // A try in the body would need the generator's frame for its handler.
    if (c->jit_body_refused || !c->proto->exc_table.empty() || g->slots.size() != (size_t)c->nslots + g->nstack) return false;
    const Layout& L = layout();
    const int here = snapshot(idx);
    Ref fn = emit(IrOp::LoadPtr, Ty::Obj, r, kNone, kNone, (int64_t)L.gen_func);
    emit(IrOp::GuardEqP, Ty::Void, fn, kobj(g->func), kNone, 0, here);
    Ref state = emit(IrOp::LoadU8, Ty::Int, r, kNone, kNone, (int64_t)L.gen_state);
    emit(IrOp::GuardEqI, Ty::Void, state, kint(GeneratorObj::Suspended), kNone, 0, here);
    Ref pc = emit(IrOp::LoadI64, Ty::Int, r, kNone, kNone, (int64_t)L.gen_pc);
    emit(IrOp::GuardEqI, Ty::Void, pc, kint((int64_t)g->pc), kNone, 0, here);
    // The outer generator's recording pauses at this FOR_ITER until this
    // one yields. (This generator is none of those whose bodies the trace
    // is in, though their states in memory say suspended: a generator
    // suspended at a yield in a for loop over a generator has had that
    // one yield to it, so it cannot be that one's source, nor itself.)
    if (nested) gen_outer_.push_back(std::move(gen_));
    gen_ = GenInline{};
    gen_.expect = true;
    gen_.code = c;
    gen_.gen = r;
    gen_.data = emit(IrOp::LoadPtr, Ty::Obj, r, kNone, kNone, (int64_t)L.gen_slots);
    gen_.base = rsp_ + 1; // gen_resume: the generator again at the stack top, its frame above
    gen_.size = (uint32_t)g->slots.size();
    gen_.for_iter = idx;
    gen_.loads.assign(gen_.size, kNone);
    return true;
}

// A side trace from exit s, inside a generator's body: the interpreter is
// at the loop's FOR_ITER (which step() lets it run), the generator
// suspended where the exit was (Jit::leave). The trace goes on from the
// exit's values: its slots in memory are still those its parent read
// them from (only a yield writes them), the others are the exit's.
// Inside a generator others pull from (Snapshot::gen_outer), the
// interpreter resumes the outermost at its FOR_ITER, which resumes the
// next, down to this one at the exit: each generator's frame is entered
// in turn (gen_pending_), the FOR_ITERs run by the interpreter.
void Recorder::gen_side_start(const Snapshot& s) {
    auto level = [&](GeneratorObj* g, uint32_t base, uint32_t size, uint32_t depth, uint32_t for_iter) {
        GenInline L;
        L.expect = true;
        L.side = true;
        L.code = g->func->code;
        L.base = base;
        L.size = size;
        L.depth = depth;
        L.for_iter = for_iter;
        L.loads.assign(size, kNone);
        size_t need = base + (size_t)L.code->nslots + L.code->proto->max_stack + 8;
        if (pos_.size() < need) pos_.resize(need, kNone);
        return L;
    };
    std::vector<GenInline> levels;
    Value gen = root_base_[(s.gen_outer.empty() ? s.gen_base : s.gen_outer[0].base) - 2];
    uint32_t for_iter = s.pc;
    for (const Snapshot::GenOuter& o : s.gen_outer) {
        auto* g = static_cast<GeneratorObj*>(gen.o);
        levels.push_back(level(g, o.base, o.size, o.depth, for_iter));
        gen = g->slots[o.depth - 1 - o.base]; // as Jit::leave left it: the one it pulls from on its stack top
        for_iter = o.pc;
    }
    levels.push_back(level(static_cast<GeneratorObj*>(gen.o), s.gen_base, s.gen_size, s.gen_depth, for_iter));
    gen_ = std::move(levels.front());
    gen_pending_.assign(std::make_move_iterator(levels.begin() + 1), std::make_move_iterator(levels.end()));
}

Recorder::GenInline* Recorder::gen_slots_of(int p) {
    auto holds = [p](const GenInline& L) { return L.active && p >= (int)L.base && p < (int)(L.base + L.size); };
    if (holds(gen_)) return &gen_;
    for (GenInline& L : gen_outer_)
        if (holds(L)) return &L;
    return nullptr;
}

// The generator's frame, pushed by the interpreter's resume: positions
// from gen_.base, the value sent (None) on its stack top; or, for a side
// trace in its body, as the exit left it.
Recorder::Step Recorder::gen_enter(Frame* f) {
    if (f->code != gen_.code || f->base != root_base_ + gen_.base) return abort("generator's frame not where expected");
    size_t need = gen_.base + (size_t)gen_.code->nslots + gen_.code->proto->max_stack + 8;
    if (pos_.size() < need) pos_.resize(need, kNone);
    frame_ = f;
    code_ = gen_.code;
    gen_.frame = f;
    gen_.expect = false;
    gen_.active = true;
    if (gen_.side) {
        Ref g = get((int)gen_.base - 2);
        if (ty(g) != Ty::Obj) return abort("untyped generator");
        gen_.gen = g;
        gen_.data = emit(IrOp::LoadPtr, Ty::Obj, g, kNone, kNone, (int64_t)layout().gen_slots);
        rsp_ = gen_.depth;
        if (!gen_pending_.empty()) {
            // This one goes on at its FOR_ITER (which the interpreter runs:
            // step() lets it), resuming the next one.
            gen_outer_.push_back(std::move(gen_));
            gen_ = std::move(gen_pending_.front());
            gen_pending_.erase(gen_pending_.begin());
        }
        return Step::Go;
    }
    for (uint32_t p = gen_.base - 1; p < gen_.base + gen_.size; p++) pos_[p] = kNone; // read from its slots
    rsp_ = gen_.base + gen_.size;
    push(emit(IrOp::KNone, Ty::None));
    return Step::Go;
}

// Position p of a generator's frame (gen_slots_of), as its slots hold it.
Ref Recorder::gen_slot(int p) {
    GenInline& L = *gen_slots_of(p);
    Ref& r = L.loads[(size_t)p - L.base];
    if (r == kNone) r = emit(IrOp::LoadValIdx, Ty::Value, L.data, kint(p - (int)L.base), kNone, 0);
    return r;
}

// YIELD_VALUE of the generator (instruction idx): its frame saved as the
// interpreter would (the slots the trace changed, the pc after the
// yield), the value FOR_ITER's result in the loop's frame.
Recorder::Step Recorder::gen_yield(uint32_t idx) {
    Ref v = top();
    rsp_--;
    if (rsp_ != gen_.base + gen_.size) return abort("a generator yielding with another stack depth");
    for (uint32_t p = gen_.base; p < rsp_; p++) {
        Ref r = pos_[p];
        if (r == kNone || r == gen_.loads[p - gen_.base]) continue;
        // Its value as loaded, unboxed since: the slot holds it already.
        const Ins& i = tree_.ins[r];
        if (i.op == IrOp::Unbox && i.a == gen_.loads[p - gen_.base]) continue;
        emit(IrOp::StoreValIdx, Ty::Void, gen_.data, kint(p - (int)gen_.base), box(r));
    }
    emit(IrOp::StoreI64, Ty::Void, gen_.gen, kint((int64_t)idx + 1), kNone, (int64_t)layout().gen_pc);
    const uint32_t base = gen_.base;
    if (!gen_outer_.empty()) {
        // Back in the body of the generator pulling from this one.
        gen_ = std::move(gen_outer_.back());
        gen_outer_.pop_back();
        frame_ = gen_.frame;
        code_ = gen_.code;
    } else {
        gen_.active = false;
        frame_ = root_frame_;
        code_ = root_frame_->code;
    }
    rsp_ = base - 1;
    push(v);
    if (ty(v) == Ty::Value) pending_unbox_ = true;
    return Step::Go;
}

} // namespace kiln::jit
