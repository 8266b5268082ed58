// Loops inside loops: inner trees compiled into an outer loop's code
// (Jit::inline_inner_loops), the run_inner helper that runs an inner
// loop's code from an outer trace (Jit::run_nested), and the cells through
// which outer code calls an inner loop's code directly (Jit::refresh_cell,
// Jit::direct_loop_calls).
#include <fmt/format.h>

#include <algorithm>
#include <cstring>
#include <memory>
#include <utility>
#include <vector>

#include "../lang/bytecode.hpp"
#include "../vm/vm.hpp"
#include "helpers.hpp"
#include "jit.hpp"
#include "jit_internal.hpp"
#include "recorder.hpp"

namespace kiln::jit {

// Whether inner loop il's tree `it` may be compiled into an outer loop's
// code, with `budget` IR instructions left for inner trees: only innermost
// loops (a tree that calls loops of its own is not), small ones, short
// ones (a few iterations per entry, so far) unless tiny. Those are the
// loops whose dispatch costs most next to their work, and cost least to
// compile again: compiling middle loops into outer ones too made nbody's
// and fannkuch's first runs spend 60 to 70% more instructions in GCC than
// they saved, and spectral_norm's inner loops (hundreds of iterations per
// entry) gained nothing for 50% more. `it` is installed or pending (its
// facts are made at submit): not one growing a side trace right now.
bool Jit::inlinable(const Loop& il, const TreeRec& it, size_t budget) const {
    // How short: counted natively, or before it ran natively, the
    // interpreter's sample from its first recording.
    uint64_t entries = il.entries, iterations = il.entry_iterations;
    if (entries == 0) entries = il.sample_entries, iterations = il.sample_iterations;
    const bool short_loop = entries > 0 && iterations <= kMaxInlinedLoopLength * entries;
    bool leaf = true;
    for (const Ins& j : it.ir.ins) leaf &= !(j.op == IrOp::Call && j.imm == (int64_t)Helper::run_inner);
    return leaf && &it != rec_parent_ && it.plain_resume.size() == it.ir.snaps.size() &&
           it.ir.ins.size() <= std::min(budget, kMaxInlinedTreeIns) &&
           (short_loop || it.ir.ins.size() <= kAlwaysInlinedTreeIns);
}

// For each inner loop the tree calls (run_inner), the tree of it that
// run_nested would run first, frozen as it is now, to be compiled into t's
// code when inlinable (up to kMaxInlinedIns in all); with no live
// installed tree, the loop's pending one (find_inner let the outer loop be
// recorded against it). Their constants join t's table (its code is given
// that table, and it keeps them alive). True when the outer code may be
// compiled before the inner loops' pending code: every inner loop it calls
// is compiled in or has installed code (run_nested runs only installed
// code: calling a loop still being compiled, the outer code would leave at
// every entry). An inner loop not compiled in whose cell holds a tree the
// call can run is called directly (DirectInner, into *direct).
bool Jit::inline_inner_loops(TreeRec& t, std::vector<InlinedTree>* out, std::vector<DirectInner>* direct) {
    size_t budget = kMaxInlinedIns;
    bool independent = true;
    for (const Ins& i : t.ir.ins) {
        if (i.op != IrOp::Call || i.imm != (int64_t)Helper::run_inner || t.ir.ins[i.a].op != IrOp::KInt) continue;
        const int64_t idw = t.ir.ins[i.a].imm;
        bool seen = false;
        for (auto& in : *out) seen |= in.id_and_writes == idw;
        for (auto& d : *direct) seen |= d.id_and_writes == idw;
        if (seen) continue;
        Loop& il = *loop_table_[(size_t)(idw & 0xFFFFFFFF)];
        const size_t known_writes = (size_t)(idw >> 32);
        TreeRec* pick = nullptr;
        bool installed = false;
        for (auto& tp : il.trees) {
            if (tp->dropped || !tp->code.fn) continue;
            installed = true;
            if (tp->last_write >= (int)known_writes) continue;
            pick = tp.get();
            break;
        }
        if (!installed && il.pending.size() == 1 && il.pending[0]->last_write < (int)known_writes)
            pick = il.pending[0].get();
        if (!pick || !inlinable(il, *pick, budget)) {
            independent &= installed;
            const InnerCell* cell = cells_ && (size_t)il.id < kMaxCells ? &cells_[(size_t)il.id] : nullptr;
            if (cell && cell->key && cell->tree &&
                static_cast<const TreeRec*>(cell->tree)->last_write < (int)known_writes) {
                const TreeRec& ct = *static_cast<const TreeRec*>(cell->tree);
                DirectInner d;
                d.id_and_writes = idw;
                d.key = cell->key;
                for (const auto& c : ct.checks) d.checks.push_back({c.pos, (uint8_t)c.tag, (int32_t)c.kind});
                // Room for what it inlined: checked when this tree is entered.
                t.ir.max_positions = std::max(t.ir.max_positions, ct.ir.max_positions);
                t.ir.max_inline_depth = std::max(t.ir.max_inline_depth, ct.ir.max_inline_depth);
                log(fmt::format("trace {}: calls the code of trace {} ({}) directly", t.id, ct.id, where(il)));
                direct->push_back(std::move(d));
            }
            continue;
        }
        TreeRec& it = *pick;
        it.compiled_in = true;
        budget -= it.ir.ins.size();
        InlinedTree in;
        in.id_and_writes = idw;
        size_t ref = 0;
        while (ref < t.inlined.size() && t.inlined[ref] != &it) ref++;
        if (ref == t.inlined.size()) t.inlined.push_back(&it);
        in.ref = (int64_t)ref;
        in.ir = it.ir;
        in.const_base = t.ir.consts.size();
        t.ir.consts.insert(t.ir.consts.end(), it.ir.consts.begin(), it.ir.consts.end());
        for (const auto& c : it.checks) in.checks.push_back({c.pos, (uint8_t)c.tag, (int32_t)c.kind});
        in.plain_resume = it.plain_resume;
        in.plain_depth = it.plain_depth;
        t.ir.max_positions = std::max(t.ir.max_positions, it.ir.max_positions);
        t.ir.max_inline_depth = std::max(t.ir.max_inline_depth, it.ir.max_inline_depth);
        log(fmt::format("trace {}: the inner {} (trace {}{}) is compiled into its code", t.id, where(il), it.id,
                        it.code.fn ? "" : ", still being compiled on its own"));
        out->push_back(std::move(in));
    }
    return independent;
}

void Jit::note_stale(Loop& l, TreeRec& t) {
    if (++t.stale < 50 || t.dropped) return;
    t.dropped = true; // not freed: it may be running further up the stack
    refresh_cell(l);
    log(fmt::format("trace {} of {} dropped: an inner loop it calls has new code", t.id, where(l)));
}

bool Jit::find_inner(CodeObj* code, uint32_t header, InnerLoop* out) {
    auto it = loops_.find({code, header});
    if (it == loops_.end()) return false;
    Loop& l = it->second;
    const bool live = l.has_live_tree();
    if (!l.pending.empty()) {
        // Its code is being compiled. An outer trace may still be recorded
        // against it when its only live tree is that pending one and it
        // would be compiled into the outer loop's code (inline_inner_loops
        // decides again at submit; the outer job then goes first in the
        // queue). Not when the outer code would call the inner one through
        // run_nested: that needs installed code.
        const TreeRec& p = *l.pending.front();
        if (live || l.pending.size() != 1 || !inlinable(l, p, kMaxInlinedTreeIns)) {
            out->id = -1;
            return true;
        }
        out->id = (int64_t)l.id | ((int64_t)l.writes.size() << 32);
        out->jump_back = p.jump_back;
        out->writes = l.writes;
        return true;
    }
    if (!live) return false;
    out->id = (int64_t)l.id | ((int64_t)l.writes.size() << 32); // see run_nested
    out->jump_back = l.trees.front()->jump_back;
    out->writes = l.writes;
    return true;
}

int Jit::run_nested(JitRuntime* rt, int64_t id_and_writes, int64_t resume_pc, int64_t depth) {
    Loop& l = *loop_table_[(size_t)(id_and_writes & 0xFFFFFFFF)];
    vm_.jit_stats.inner_by_helper++;
    size_t known_writes = (size_t)(id_and_writes >> 32);
    Frame* f = rt->frame;
    for (auto& tp : l.trees) {
        TreeRec& t = *tp;
        if (t.dropped || !types_match(t, f->base) || f->base + t.ir.max_positions >= vm_.stack_end ||
            vm_.frame_depth() + (int)t.ir.max_inline_depth >= vm_.options.recursion_limit)
            continue;
        // The outer trace reads back only what the loop wrote when it was
        // recorded: a tree that writes more (a newer side trace) is not run.
        if (t.last_write >= (int)known_writes) continue;
        JitRuntime inner = rt_;
        inner.base = f->base;
        inner.frame = f;
        inner.iterations = 0;
        inner.stack_end = vm_.stack_end;
        inner.frames_room = (int64_t)vm_.options.recursion_limit - vm_.frame_depth();
        inner.left_tree = nullptr;
        inner.outer = vm_.running_trace;
        vm_.running_trace = &inner;
        int snap = t.code.fn(f->base, t.ir.consts.data(), &inner);
        vm_.running_trace = inner.outer;
        count_run(l, t, inner.iterations);
        // Left where the outer trace goes on? (A `break` leaves at its
        // JUMP to where the loop's condition would have: the same place.)
        if (t.plain_resume[snap] == (uint32_t)resume_pc && t.plain_depth[snap] == (uint32_t)depth) return 1;
        const Snapshot& s = t.ir.snaps[snap];
        if (s.nested) {
            // Its own inner loop left: pass on where.
            if (!inner.nested_tree && !inner.nested_inline) note_stale(l, t);
            // A tree compiled into t's code: its ref is in t's list.
            rt->nested_tree = inner.nested_inline ? t.inlined[(size_t)inner.nested_inline - 1] : inner.nested_tree;
            rt->nested_inline = 0;
            rt->nested_snap = inner.nested_snap;
            rt->nested_pc = inner.nested_pc;
            rt->nested_depth = inner.nested_depth;
            return 0;
        }
        rt->nested_tree = &t;
        rt->nested_inline = 0;
        rt->nested_snap = snap;
        return 0;
    }
    rt->nested_tree = nullptr;
    rt->nested_inline = 0;
    rt->nested_pc = l.header;
    rt->nested_depth = rt->sync_depth;
    return 0;
}

// What outer code calling tree t directly relies on, as a number: its
// entry types (the outer code checks them in the frame), the room it needs
// (the outer tree's entry checked it) and the last of its loop's writes it
// makes (the outer trace reads back no more). Never 0, an empty cell's.
uint64_t Jit::direct_key(const TreeRec& t) {
    uint64_t h = 0x9E3779B97F4A7C15ull;
    auto mix = [&](uint64_t v) {
        h ^= v + 0x9E3779B97F4A7C15ull + (h << 6) + (h >> 2);
        h *= 0xBF58476D1CE4E5B9ull;
        h ^= h >> 31;
    };
    mix(t.checks.size());
    for (const auto& c : t.checks) mix((uint64_t)(uint32_t)c.pos << 24 | (uint64_t)c.tag << 16 | (uint64_t)c.kind);
    mix(t.ir.max_positions);
    mix(t.ir.max_inline_depth);
    mix((uint64_t)(int64_t)t.last_write);
    mix(is_leaf(t.ir)); // outer code runs only a leaf tree in a call's slots (DirectLoopCall)
    return h | 1;
}

// A tree that calls no helper (and so reads neither rt->base nor
// rt->frame): its code may run on slots with no interpreter frame.
bool Jit::is_leaf(const Tree& t) {
    for (const Ins& i : t.ins)
        if (i.op == IrOp::Call || i.op == IrOp::CallSelf || i.op == IrOp::Sync) return false;
    return !t.function;
}

// For each call of a function with a loop the tree makes (enter_loop), the
// loop's tree to run directly, when its cell holds a leaf tree.
void Jit::direct_loop_calls(const TreeRec& t, std::vector<DirectLoopCall>* out) {
    if (!cells_) return;
    for (const Ins& i : t.ir.ins) {
        if (i.op != IrOp::Call || i.imm != (int64_t)Helper::enter_loop || t.ir.ins[i.a].op != IrOp::KObj ||
            t.ir.ins[i.c].op != IrOp::KInt)
            continue;
        const int64_t fn_const = t.ir.ins[i.a].imm, pcs = t.ir.ins[i.c].imm;
        bool seen = false;
        for (const auto& d : *out) seen |= d.fn_const == fn_const && d.where == pcs;
        if (seen) continue;
        auto* fn = static_cast<FunctionObj*>(t.ir.consts[(size_t)fn_const]);
        const uint32_t header = (uint32_t)((uint64_t)pcs >> 32) + 1; // after its LOOP_ENTRY
        auto it = loops_.find({fn->code, header});
        if (it == loops_.end() || (size_t)it->second.id >= kMaxCells) continue;
        const Loop& il = it->second;
        const InnerCell& cell = cells_[(size_t)il.id];
        // The tree in its cell, or, with no live tree yet, the one being
        // compiled: the cell will hold it, with the key it has now (an
        // outer loop turns hot while its inner loop's code is on its way,
        // and the two often go to GCC in one run). Until then the key
        // differs and the call goes through the helper.
        const TreeRec* pick = cell.key && cell.tree ? static_cast<const TreeRec*>(cell.tree) : nullptr;
        if (!pick && !il.has_live_tree() && il.pending.size() == 1) pick = il.pending[0].get();
        if (!pick || !is_leaf(pick->ir)) continue;
        const TreeRec& ct = *pick;
        DirectLoopCall d;
        d.fn_const = fn_const;
        d.where = pcs;
        d.cell = il.id;
        d.key = pick == cell.tree ? cell.key : direct_key(ct);
        for (const auto& c : ct.checks) d.checks.push_back({c.pos, (uint8_t)c.tag, (int32_t)c.kind});
        const CodeObj* code = fn->code;
        d.room = std::max<int64_t>(ct.ir.max_positions, code->nslots + code->proto->max_stack + 2);
        d.depth = 1 + ct.ir.max_inline_depth;
        // Where an exit leaves the loop for `return x`: LOAD_FAST or a
        // LOAD_CONST of a number or None, then RETURN_VALUE. Not in an
        // __init__, whose return gives the instance.
        const Snapshot& at = t.ir.snaps[(size_t)i.snap];
        const bool constructs =
            !at.frames.empty() && (at.frames.back().constructs || at.frames.back().discards);
        const auto& words = code->proto->code;
        for (size_t k = 0; k < ct.plain_resume.size() && !constructs; k++) {
            const uint32_t pc = ct.plain_resume[k];
            if (pc == UINT32_MAX || pc + 1 >= words.size() || (Opcode)(words[pc + 1] & 0xFF) != Opcode::RETURN_VALUE)
                continue;
            const auto op = (Opcode)(words[pc] & 0xFF);
            const uint32_t arg = words[pc] >> 8;
            if (op == Opcode::LOAD_FAST && (int)arg < code->nlocals) {
                d.returns.push_back({(int32_t)k, (int32_t)arg, 0, 0});
            } else if (op == Opcode::LOAD_CONST && arg < code->consts.size() && !code->consts[arg].is_obj() &&
                       !code->consts[arg].is_empty()) {
                uint64_t v[2];
                static_assert(sizeof(Value) == sizeof v, "a Value is a tag and its bits");
                std::memcpy(v, &code->consts[arg], sizeof v);
                d.returns.push_back({(int32_t)k, -1, v[0], v[1]});
            }
        }
        log(fmt::format("trace {}: runs the code of trace {} ({}) in its calls of {}", t.id, ct.id,
                        where(it->second), code->name->data));
        out->push_back(std::move(d));
    }
}

// Loop l's InnerCell: its first live tree with code (the one run_nested
// tries first), or empty. Called wherever that tree, its code or its
// constants' place may have changed: an install, a side trace's recording
// (its constants grow, and the cell is empty meanwhile), a drop.
void Jit::refresh_cell(Loop& l) {
    if (!cells_ || (size_t)l.id >= kMaxCells) return;
    InnerCell& c = cells_[(size_t)l.id];
    TreeRec* pick = nullptr;
    for (auto& tp : l.trees)
        if (!tp->dropped && tp->code.fn) {
            pick = tp.get();
            break;
        }
    if (!pick || pick == rec_parent_) {
        c = InnerCell{};
        return;
    }
    TreeRec& t = *pick;
    const size_t n = t.plain_resume.size();
    std::unique_ptr<uint64_t[]> exits(new uint64_t[n ? n : 1]);
    for (size_t k = 0; k < n; k++)
        exits[k] = t.plain_resume[k] == UINT32_MAX ? ~0ull
                                                   : (uint64_t)t.plain_resume[k] | (uint64_t)t.plain_depth[k] << 32;
    if (t.cell_exits.empty() || t.cell_nexits != n ||
        !std::equal(exits.get(), exits.get() + n, t.cell_exits.back().get())) {
        t.cell_exits.push_back(std::move(exits));
        t.cell_nexits = n;
    }
    c.key = direct_key(t);
    c.fn = t.code.fn;
    c.consts = t.ir.consts.data();
    c.exits = t.cell_exits.back().get();
    c.nexits = (int64_t)n;
    c.tree = &t;
}

void Jit::inner_left(JitRuntime* rt, void* tree, int snap) {
    TreeRec& t = *static_cast<TreeRec*>(tree);
    Loop& l = *loop_table_[(size_t)t.loop_id];
    const Snapshot& s = t.ir.snaps[(size_t)snap];
    if (s.nested) {
        // Its own inner loop left (and set rt->nested_*): pass on where,
        // as run_nested does.
        if (!rt->nested_tree && !rt->nested_inline) note_stale(l, t);
        if (rt->nested_inline) rt->nested_tree = t.inlined[(size_t)rt->nested_inline - 1];
        rt->nested_inline = 0;
        return;
    }
    rt->nested_tree = &t;
    rt->nested_inline = 0;
    rt->nested_snap = snap;
}

} // namespace kiln::jit
