// Leaving compiled code: what the interpreter does after a tree's exit
// (Jit::after_exit: counting it, growing a side trace where it turned hot,
// dropping a tree that mostly leaves by an exit that stays one), the frames
// an exit rebuilds (Jit::leave; Jit::rebuild_calls for a recursive
// function's native calls), and where an exit lies in its tree.
#include <fmt/format.h>

#include <algorithm>
#include <cstring>
#include <string>

#include "../lang/bytecode.hpp"
#include "../vm/vm.hpp"
#include "jit.hpp"
#include "jit_internal.hpp"
#include "recorder.hpp"

namespace kiln::jit {

// What follows a tree's exit `snap` (not a return): the frames as the exit
// leaves them, its count, a side trace when it turned hot; what the
// interpreter does next.
Jit::Next Jit::after_exit(Loop& l, TreeRec& t, Frame* f, const JitRuntime& rt, int snap) {
    const uint32_t* code0 = f->code->proto->code.data();
    // Left in a native call of itself: the interpreter gets a frame
    // for each level, and goes on in the innermost.
    if (rt.chain_len > 0) f = rebuild_calls(f, t, rt);
    if (t.ir.snaps[snap].nested) {
        // An inner loop's trace left: the frame is as it left it.
        vm_.jit_stats.guard_exits++;
        exits_by_kind_[kNested]++;
        if (rt.nested_tree) return leave(f, *static_cast<TreeRec*>(rt.nested_tree), rt.nested_snap);
        if (rt.nested_inline) {
            TreeRec& it = *t.inlined[(size_t)rt.nested_inline - 1];
            // The inner loop's own code has grown a side trace for this
            // exit since its tree was compiled in here: this tree is
            // stale (50 such exits drop it, and the loop is recorded
            // again with the newer inner tree).
            if ((size_t)rt.nested_snap < it.exits.size() && it.exits[(size_t)rt.nested_snap].has_side)
                note_stale(l, t);
            return leave(f, it, rt.nested_snap);
        }
        note_stale(l, t);
        f->pc = code0 + rt.nested_pc;
        f->sp = f->base + rt.nested_depth;
        return Next::Interpret;
    }
    ExitInfo& e = t.exits[snap];
    if (leave(f, t, snap) == Next::Raise) {
        vm_.jit_stats.guard_exits++;
        exits_by_kind_[kError]++;
        // The interpreter raises it now, whatever becomes of the tree. Where
        // a handler of the loop's body catches it, the exit grows a side
        // trace through the handler, recorded as the interpreter unwinds to
        // it (record_catch); else it stays an exit.
        e.count++;
        const bool caught = catchable(l, t, snap);
        if (caught && side_due(t, e)) {
            log(fmt::format("exit {} of trace {} at {} raised {} time{}: recording a side trace through its handler",
                            snap, t.id, where_exit(t, snap, f), e.count, e.count == 1 ? "" : "s"));
            start_side(l, t, snap, f);
            rec_->expect_catch();
            return Next::Raise;
        }
        if (!caught || e.side_failures >= kMaxSideFailures) drop_if_hopeless(l, t, f, snap);
        return Next::Raise;
    }
    uint8_t kind = t.exit_kind[snap];
    if (kind == kError) kind = kDeclined; // no exception: the helper declined
    exits_by_kind_[kind]++;
    if (kind != kLoopEnd) vm_.jit_stats.guard_exits++;
    e.count++;
    // Once there have been that many, a look at every exit while the
    // looks find something; after one that found nothing, the next comes
    // a few exits later, a number that varies (a fixed one could keep
    // landing on the same phase of a loop's cycle of types) and grows
    // while they find nothing: each replays the side traces' guards (on a
    // walk over mixed JSON-like data, 14% of the run).
    if (e.side_pending && !l.function && ++e.pending_exits >= kSiblingThreshold) {
        if (e.sibling_skip > 0) {
            e.sibling_skip--;
        } else if (const int g = sibling_exit(t, snap, f->base); g < 0) {
            e.sibling_misses = (uint8_t)std::min<int>(e.sibling_misses + 1, 8);
            e.sibling_skip = (e.count * 2654435761u >> 7) % (2u << e.sibling_misses);
        } else {
            e.sibling_misses = 0;
            e.pending_exits = 0;
            log(fmt::format("exit {} of trace {} at {} turned hot again while its side trace is compiled: "
                            "recording a side trace at exit {}, where that one would leave",
                            snap, t.id, where_exit(t, snap, f), g));
            start_side(l, t, g, f);
            return Next::Record;
        }
    }
    if (e.side_failures >= kMaxSideFailures && drop_if_hopeless(l, t, f, snap)) return Next::Interpret;
    if (kind != kLoopEnd && kind != kDeclined && kind != kCallDepth && !t.ir.snaps[snap].no_side && side_due(t, e)) {
        log(fmt::format("exit {} of trace {} at {} turned hot ({} exits): recording a side trace", snap, t.id,
                        where_exit(t, snap, f), e.count));
        start_side(l, t, snap, f);
        return Next::Record;
    }
    return Next::Interpret;
}

// A tree that mostly leaves by an exit that stays one (its side trace
// failed twice: an instruction the recorder does not take, such as a
// generator's yield; or the exit raised: a dict lookup's KeyError caught
// in the loop) costs each such iteration an entry and an exit (about 400
// instructions) for less than one iteration run natively: the interpreter
// alone is faster. It is dropped, and the loop blacklisted (recorded again
// later, after a longer wait each time). (Only when the root trace does
// little before that exit: at most kHopelessPrefix IR instructions, each
// worth a few interpreted instructions; a loop doing real work first keeps
// its code.) True when it dropped the tree.
bool Jit::drop_if_hopeless(Loop& l, TreeRec& t, Frame* f, int snap) {
    const ExitInfo& e = t.exits[snap];
    if (l.function || t.dropped || e.count < kHopelessExits || e.count * 2 < t.entries ||
        t.entry_iterations >= t.entries || exit_position(t, snap) > kHopelessPrefix)
        return false;
    t.dropped = true; // not freed: it may be running further up the stack
    refresh_cell(l);
    log(fmt::format("trace {} of {} dropped: {} of its {} entries left by exit {} ({}), which stays an exit, "
                    "after {} iterations in all",
                    t.id, where(l), e.count, t.entries, snap, where_exit(t, snap, f), t.entry_iterations));
    l.aborts++;
    blacklist(l, &l.code->jit_counter[l.header], "after its trace was dropped");
    return true;
}

// Where exit `snap` of t resumes, file:line: in the innermost call the
// trace inlined there, if any (f is the loop's frame).
std::string Jit::where_exit(const TreeRec& t, int snap, const Frame* f) const {
    const Snapshot& s = t.ir.snaps[(size_t)snap];
    if (s.frames.empty()) return where(f->code, s.pc);
    return where(static_cast<FunctionObj*>(t.ir.consts[s.frames.back().fn_const])->code, s.pc);
}

// Whether exit e of t has fired often enough to grow a side trace, and
// may: none yet, none on its way, not failed too often, room in the tree.
bool Jit::side_due(const TreeRec& t, const ExitInfo& e) {
    return !e.has_side && !e.side_pending && !t.no_more_sides && e.side_failures < kMaxSideFailures &&
           e.count >= (e.hinted ? 1 : kSideThreshold) * (uint32_t)(1 + e.side_failures) &&
           t.ir.segs.size() < (size_t)kMaxSides;
}

Jit::Next Jit::loop_call_left(Frame* f, void* tree, int snap) {
    TreeRec& t = *static_cast<TreeRec*>(tree);
    Loop& l = *loop_table_[(size_t)t.loop_id];
    l.entries++;
    t.entries++; // (its iterations were counted by the code that called it)
    f->code->jit_counter[l.header] = 1; // as Jit::enter leaves it
    JitRuntime rt = rt_;                // a leaf tree sets none of its fields
    rt.chain_len = 0;
    rt.nested_tree = nullptr;
    rt.nested_inline = 0;
    return after_exit(l, t, f, rt, snap);
}

// The frames of the native calls a function's trace was in when the
// innermost one left: each caller waits in its CALL (its values below the
// callee's frame were written by its code), outermost first from f.
Frame* Jit::rebuild_calls(Frame* f, TreeRec& t, const JitRuntime& rt) {
    Frame* cur = f;
    for (int64_t k = rt.chain_len - 1; k >= 0; k--) {
        const int32_t snap = rt.chain[k];
        const Snapshot& s = t.ir.snaps[snap];
        const auto& call = t.self_calls[snap];
        cur->pc = cur->code->proto->code.data() + s.pc + 1;
        cur->sp = cur->base + call.base - 1;
        vm_.frames.push_back(Frame{call.fn, call.fn->code, nullptr, cur->base + call.base, nullptr, call.fn->globals,
                                   false, false, (uint32_t)vm_.handling.size()});
        cur = &vm_.frames.back();
    }
    return cur;
}

// The interpreter's state after trace t left through exit `snap`: frames
// for the calls it had inlined, the position to resume at.
Jit::Next Jit::leave(Frame* f, TreeRec& t, int snap) {
    const Snapshot& s = t.ir.snaps[snap];
    if (s.gen_base) {
        // Inside the body of the generator FOR_ITER resumed: it is left
        // suspended there, to go on from that instruction with its frame as
        // the trace had it, and FOR_ITER runs again (jit/record_generators.cpp).
        // Generators pulling from it are each left at their FOR_ITER, and
        // resume the next there.
        auto leave_generator = [&](GeneratorObj* g, uint32_t base, uint32_t depth, uint32_t pc) {
            // The slots the trace did not touch hold what they held at the
            // yield (the trace writes them back only at its next yield); the
            // exit wrote the others, and the stack its body pushed.
            const size_t saved = g->slots.size();
            g->slots.resize(depth - base);
            for (size_t k = saved; k < g->slots.size(); k++) g->slots[k] = f->base[base + k];
            for (auto& [p, r] : s.vals)
                if (p >= (int)base && p < (int)depth) g->slots[(size_t)p - base] = f->base[p];
            g->nstack = g->slots.size() - (size_t)g->func->code->nslots;
            g->pc = pc;
            g->resume_at_pc = true;
        };
        Value gen = f->base[(s.gen_outer.empty() ? s.gen_base : s.gen_outer[0].base) - 2];
        for (const Snapshot::GenOuter& o : s.gen_outer) {
            auto* g = static_cast<GeneratorObj*>(gen.o);
            leave_generator(g, o.base, o.depth, o.pc);
            gen = g->slots[o.depth - 1 - o.base]; // the generator it pulls from, on its stack top
        }
        leave_generator(static_cast<GeneratorObj*>(gen.o), s.gen_base, s.gen_depth, s.gen_pc);
        vm_.exc = nullptr; // a helper's error: the instruction raises it again
        f->pc = f->code->proto->code.data() + s.pc;
        f->sp = f->base + s.depth;
        return Next::Interpret;
    }
    Frame* cur = f;
    for (const InlineFrame& in : s.frames) {
        cur->pc = cur->code->proto->code.data() + in.caller_pc;
        cur->sp = f->base + in.fpos;
        auto* fn = static_cast<FunctionObj*>(t.ir.consts[in.fn_const]);
        // An __init__'s frame: the instance is at the call's position.
        InstanceObj* made = in.constructs ? static_cast<InstanceObj*>(f->base[in.fpos].o) : nullptr;
        vm_.frames.push_back(Frame{fn, fn->code, nullptr, f->base + in.base, nullptr, fn->globals, false,
                                   made != nullptr || in.discards, (uint32_t)vm_.handling.size(), made});
        cur = &vm_.frames.back();
    }
    cur->pc = cur->code->proto->code.data() + s.pc;
    cur->sp = f->base + s.depth;
    // A helper's exit: it raised, or it declined (no exception: the
    // interpreter does the instruction itself, from its operands).
    if (s.pending_error && vm_.exc) {
        cur->pc++;
        return Next::Raise;
    }
    return Next::Interpret;
}

// How far into its tree's root trace exit `snap` is: the index of the
// instruction it belongs to, or SIZE_MAX for an exit of a side trace.
size_t Jit::exit_position(const TreeRec& t, int snap) const {
    const TraceSeg& root = t.ir.segs.front();
    for (Ref r = root.begin; r < root.end; r++)
        if (t.ir.ins[(size_t)r].snap == snap) return (size_t)(r - root.begin);
    return SIZE_MAX;
}

} // namespace kiln::jit
