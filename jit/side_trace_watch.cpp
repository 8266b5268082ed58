// Growing side traces before a tree's code runs them: the watch of a new
// root trace (its branches going the other way, its type and class guards
// failing, each recorded as a side trace before the first compile) and the
// side traces recorded where a side trace still being compiled would leave
// (sibling_exit). The rest of side traces (an exit turning hot, the tree
// recompiled) is in jit/exits.cpp.
#include <fmt/format.h>

#include <algorithm>
#include <cstring>

#include "../lang/bytecode.hpp"
#include "../vm/vm.hpp"
#include "jit.hpp"
#include "jit_internal.hpp"
#include "recorder.hpp"

namespace kiln::jit {

// Watching starts after the root trace's last instruction, before the
// back-edge runs (a loop), or before its return (a recursive function:
// then its next calls are watched, each from its entry while it runs in
// its own frame). Only trees with a branch that could go the other way,
// or a type or class guard the watch can judge (note_branch_exits).
bool Jit::begin_watch(Loop& l, TreeRec& t, Frame* f) {
    watch_ = Watch{};
    watch_.tree = &t;
    note_branch_exits();
    if (watch_.branch_exits.empty() && watch_.guard_exits.empty()) return false;
    watch_.loop = &l;
    watch_.frame = l.function ? nullptr : f; // a function's: the call being watched, once one starts
    watch_.end = l.function ? 0 : Recorder::loop_end(l.code, l.header);
    watch_.iterations_left = kWatchIterations;
    watch_.steps_left = kWatchSteps;
    t.exits.resize(t.ir.snaps.size());
    return true;
}

void Jit::note_branch_exits() {
    const Tree& ir = watch_.tree->ir;
    watch_.branch_exits.clear();
    for (size_t k = 0; k < ir.snaps.size(); k++)
        if (ir.snaps[k].from != UINT32_MAX) watch_.branch_exits.push_back((int)k);
    // Guards watched_guard_exit can judge: type and identity guards on a
    // value the snapshot holds, or on a pointer loaded from one (its
    // class) or from a constant. (Not a dict layout's guard: those hold,
    // and watching for them only would hold up the compile of loops that
    // have nothing else.)
    watch_.guard_exits.clear();
    auto in_snapshot = [&](const Snapshot& s, Ref r) {
        for (const auto& [p, v] : s.vals)
            if (v == r) return true;
        return false;
    };
    for (size_t r = 0; r < ir.ins.size(); r++) {
        const Ins& i = ir.ins[r];
        if (i.snap < 0 || (i.op != IrOp::Unbox && i.op != IrOp::GuardEqP)) continue;
        const Snapshot& s = ir.snaps[(size_t)i.snap];
        if (s.pending_error || s.nested || s.gen_base) continue;
        bool judged = true;
        for (Ref o : {i.a, i.b}) {
            if (o == kNone) continue;
            const Ins& oi = ir.ins[(size_t)o];
            const bool loaded = oi.op == IrOp::LoadPtr || oi.op == IrOp::LoadI64 || oi.op == IrOp::LoadU32 ||
                                oi.op == IrOp::LoadU8;
            judged &= in_snapshot(s, o) || oi.op == IrOp::KObj || oi.op == IrOp::KInt ||
                      (loaded && (ir.ins[(size_t)oi.a].op == IrOp::KObj ||
                                  (in_snapshot(s, oi.a) && ir.ins[(size_t)oi.a].ty == Ty::Obj)));
        }
        if (judged) watch_.guard_exits.push_back({s.pc, (Ref)r});
    }
    std::sort(watch_.guard_exits.begin(), watch_.guard_exits.end());
}

// Whether the calls live at the interpreter's current instruction (the
// frames above the watched loop's) are those of snapshot s: the same
// functions, called from the same places (two calls of one function from
// one statement can have the same frame bases, and a side trace recorded
// in the other one returns where that one does).
bool Jit::same_calls(const TreeRec& t, const Snapshot& s, size_t calls) const {
    const Watch& w = watch_;
    if (s.frames.size() != calls) return false;
    for (size_t c = 0; c < calls; c++) {
        const Frame& fr = w.frame[1 + c];
        const Frame& caller = w.frame[c];
        if (fr.func != t.ir.consts[(size_t)s.frames[c].fn_const] || fr.base != w.frame->base + s.frames[c].base ||
            caller.pc != caller.code->proto->code.data() + s.frames[c].caller_pc)
            return false;
    }
    return true;
}

// What guard g (with snapshot s) does on the interpreter's values, the
// snapshot's own positions holding what the code would have there (the
// caller checked with side_fits_exit): 1 it passes, 0 it leaves, -1 it
// cannot be told (note_branch_exits keeps only guards that can).
int Jit::guard_verdict(const TreeRec& t, const Ins& g, const Snapshot& s, const Value* base) const {
    const Tree& ir = t.ir;
    auto value_at = [&](Ref r, Value* out) {
        for (const auto& [p, v] : s.vals)
            if (v == r) {
                *out = base[p];
                return true;
            }
        return false;
    };
    auto word = [&](Ref r, uint64_t* out) {
        const Ins& i = ir.ins[(size_t)r];
        Value v;
        if (i.op == IrOp::KObj) *out = (uint64_t)(uintptr_t)ir.consts[(size_t)i.imm];
        else if (i.op == IrOp::KInt) *out = (uint64_t)i.imm;
        else if (value_at(r, &v)) *out = v.bits;
        else if (i.op == IrOp::LoadPtr || i.op == IrOp::LoadI64 || i.op == IrOp::LoadU32 || i.op == IrOp::LoadU8) {
            uint64_t from;
            const Ins& a = ir.ins[(size_t)i.a];
            if (a.op == IrOp::KObj) from = (uint64_t)(uintptr_t)ir.consts[(size_t)a.imm];
            else if (a.ty == Ty::Obj && value_at(i.a, &v) && v.tag == Tag::Obj) from = v.bits;
            else return false;
            const char* at = reinterpret_cast<const char*>(from) + i.imm;
            if (i.op == IrOp::LoadU32) {
                uint32_t u;
                std::memcpy(&u, at, 4);
                *out = u;
            } else if (i.op == IrOp::LoadU8) {
                *out = *reinterpret_cast<const uint8_t*>(at);
            } else {
                std::memcpy(out, at, 8);
            }
        } else {
            return false;
        }
        return true;
    };
    if (g.op == IrOp::Unbox) {
        Value v;
        if (!value_at(g.a, &v)) return -1;
        const Tag tag = tag_of_ty(g.ty);
        return v.tag == tag && (tag != Tag::Obj || (int64_t)jit_kind(v.o) == g.imm) ? 1 : 0;
    }
    uint64_t a, b;
    if (!word(g.a, &a) || !word(g.b, &b)) return -1;
    return a == b ? 1 : 0;
}

// The segment (root trace or side trace) instruction r is in; segs.size()
// if none.
static size_t segment_of(const Tree& ir, Ref r) {
    size_t seg = 0;
    while (seg < ir.segs.size() && !(r >= ir.segs[seg].begin && r < ir.segs[seg].end)) seg++;
    return seg;
}

// While a root trace is watched: the exit at one of its guards on what a
// snapshot holds (a value's type, an instance's class) that this
// iteration, here, would leave by and that has no side trace yet (its
// snapshot), or -1. Along the way the tree's code would go (Watch::way):
// its root trace's guards, and those of a side trace recorded from an exit
// this iteration left by, here or earlier (a loop over values of several
// types records one side trace per type while watched, each where the one
// before it would leave, so the first compile has them all; a tree walk's
// call whose left child is None, then its right one, records the second
// in the side trace of the first).
int Jit::watched_guard_exit(const TreeRec& t, uint32_t idx, uint32_t depth, size_t calls) {
    Watch& w = watch_;
    const Tree& ir = t.ir;
    auto it = std::lower_bound(w.guard_exits.begin(), w.guard_exits.end(), std::make_pair(idx, (Ref)-1));
    if (it == w.guard_exits.end() || it->first != idx) return -1;
    std::vector<int>& left_by = w.way.left_by;
    std::vector<size_t>& left_segs = w.way.left_segs;
    for (; it != w.guard_exits.end() && it->first == idx; ++it) {
        const Ref r = it->second;
        const Ins& g = ir.ins[(size_t)r];
        const Snapshot& s = ir.snaps[(size_t)g.snap];
        if (s.depth != depth || !same_calls(t, s, calls)) continue;
        const size_t seg = segment_of(ir, r);
        if (seg == ir.segs.size()) continue;
        if (std::find(left_segs.begin(), left_segs.end(), seg) != left_segs.end()) continue;
        const int parent = ir.segs[seg].parent_snap;
        if (parent >= 0 && std::find(left_by.begin(), left_by.end(), parent) == left_by.end()) continue;
        if (!side_fits_exit(t, s, w.frame->base)) return -1;
        const int verdict = guard_verdict(t, g, s, w.frame->base);
        if (verdict < 0) return -1;
        if (verdict == 1) continue;
        left_segs.push_back(seg);
        const ExitInfo& e = t.exits[(size_t)g.snap];
        if (e.has_side || e.side_pending) {
            left_by.push_back(g.snap);
            continue;
        }
        if (e.side_failures >= kMaxSideFailures || ir.segs.size() >= (size_t)kMaxSides) return -1;
        return g.snap;
    }
    return -1;
}

void Jit::end_of_run() {
    if (watch_.loop && !rec_) end_watch();
}

void Jit::end_watch() {
    Watch w = std::exchange(watch_, Watch{});
    if (w.sides > 0)
        log(fmt::format("trace {} goes to the compiler with {} side trace{} recorded while watching", w.tree->id,
                        w.sides, w.sides == 1 ? "" : "s"));
    submit(*w.loop, *w.tree, false, -1);
}

// Whether the interpreter, having gone the other way of the branch whose
// exit is s, holds what the trace would hand a side trace there: the stack
// as deep, and every value the exit writes of the type (and, for objects,
// the kind or identity) the trace's code guarantees for it. (It may not:
// the trace would have left earlier, at a guard this iteration failed.)
bool Jit::side_fits_exit(const TreeRec& t, const Snapshot& s, const Value* base) const {
    if (s.no_side) return false;
    for (const auto& [p, r] : s.vals) {
        const Ins& i = t.ir.ins[(size_t)r];
        const Value v = base[p];
        switch (i.ty) {
        case Ty::Value: break;
        case Ty::Int: if (v.tag != Tag::Int) return false; break;
        case Ty::Float: if (v.tag != Tag::Float) return false; break;
        case Ty::Bool: if (v.tag != Tag::Bool) return false; break;
        case Ty::None: if (v.tag != Tag::None) return false; break;
        case Ty::Obj: {
            if (v.tag != Tag::Obj) return false;
            if (i.op == IrOp::KObj) {
                if (t.ir.consts[(size_t)i.imm] != v.o) return false;
            } else if (i.op == IrOp::Unbox && i.imm >= 0) {
                if ((int64_t)jit_kind(v.o) != i.imm) return false;
            } else if (i.op == IrOp::Entry) {
                bool found = false;
                for (const EntryType& e : t.ir.entry)
                    if (e.pos == i.imm) found = e.ty == Ty::Obj && e.kind == jit_kind(v.o);
                if (!found) return false;
            } else {
                return false; // nothing here says what the code knows of it
            }
            break;
        }
        default: return false;
        }
    }
    return true;
}

// Exit `snap` keeps leaving while its side trace is compiled: a loop over
// values of several types (or instances of several classes) leaves at a
// type (or class) guard, and its side trace, recorded for one type, checks
// the type of the value the exit hands it. Until that code arrives, the
// other types still leave here, and the side traces they need would grow
// only after it, one compile each, from that trace's own guard. But that
// guard may come before the side trace does anything but load and check,
// with the exit's own snapshot (same place, same values): then the
// interpreter, having just left here, is where that guard would leave it,
// and a side trace for it can be recorded now. The side trace's first instructions are replayed on what the exit
// handed over (loads and guards only: anything else, or a value from
// elsewhere, and there is no answer); following side traces still being
// compiled down such guards, returns the first guard this iteration fails
// that has none yet (its snapshot), or -1.
int Jit::sibling_exit(const TreeRec& t, int snap, const Value* base) const {
    const Tree& ir = t.ir;
    if (t.no_more_sides || ir.segs.size() >= (size_t)kMaxSides) return -1;
    const Snapshot& x = ir.snaps[(size_t)snap];
    if (x.pending_error || x.nested || x.gen_base || x.no_side) return -1;
    auto same_frames = [](const std::vector<InlineFrame>& a, const std::vector<InlineFrame>& b) {
        if (a.size() != b.size()) return false;
        for (size_t k = 0; k < a.size(); k++)
            if (a[k].fn_const != b[k].fn_const || a[k].base != b[k].base || a[k].caller_pc != b[k].caller_pc ||
                a[k].fpos != b[k].fpos || a[k].constructs != b[k].constructs ||
                a[k].discards != b[k].discards)
                return false;
        return true;
    };
    auto as_exit = [&](const Snapshot& g) {
        return g.pc == x.pc && g.depth == x.depth && g.vals == x.vals && g.dead == x.dead && !g.pending_error && !g.no_side &&
               !g.nested && same_frames(g.frames, x.frames);
    };
    int from = snap;
    for (size_t hops = 0; hops < ir.segs.size(); hops++) {
        const TraceSeg* seg = nullptr;
        for (const TraceSeg& sg : ir.segs)
            if (sg.parent_snap == from) seg = &sg;
        if (!seg) return -1;
        // What the replayed instructions give: a Value, or a word (an int,
        // a pointer, a double's bits, a bool).
        struct Got {
            Value v;
            uint64_t w;
        };
        std::vector<Got> got((size_t)(seg->end - seg->begin));
        auto operand = [&](Ref r, Got* out) {
            if (r >= seg->begin && r < seg->end) {
                *out = got[(size_t)(r - seg->begin)];
                return true;
            }
            for (const auto& [p, v] : x.vals) // the exit's values, as it wrote them
                if (v == r) {
                    out->v = base[p];
                    out->w = base[p].bits;
                    return true;
                }
            return false;
        };
        int next = -1;
        for (Ref r = seg->begin; r < seg->end && next < 0; r++) {
            const Ins& i = ir.ins[(size_t)r];
            Got a{}, b{}, res{};
            if (i.a != kNone && i.op != IrOp::KObj && !operand(i.a, &a)) return -1;
            if (i.b != kNone && !operand(i.b, &b)) return -1;
            auto at = [&] { return reinterpret_cast<const char*>(a.w) + i.imm; }; // loads: a is a pointer
            bool pass = true;
            switch (i.op) {
            case IrOp::Nop: break;
            case IrOp::KInt: case IrOp::KBool: case IrOp::KFloat: res.w = (uint64_t)i.imm; break;
            case IrOp::KNone: res.v = Value::none(); break;
            case IrOp::KObj: res.w = (uint64_t)(uintptr_t)ir.consts[(size_t)i.imm]; break;
            case IrOp::LoadI64: case IrOp::LoadPtr: std::memcpy(&res.w, at(), 8); break;
            case IrOp::LoadU32: {
                uint32_t u;
                std::memcpy(&u, at(), 4);
                res.w = u;
                break;
            }
            case IrOp::LoadU8: res.w = *reinterpret_cast<const uint8_t*>(at()); break;
            case IrOp::LoadVal:
                res.v = *reinterpret_cast<const Value*>(at());
                res.w = res.v.bits;
                break;
            case IrOp::Guard: pass = (a.w != 0) == (i.imm != 0); break;
            case IrOp::GuardEqI: case IrOp::GuardEqP: pass = a.w == b.w; break;
            case IrOp::Unbox: {
                const Tag tag = tag_of_ty(i.ty);
                pass = a.v.tag == tag && (tag != Tag::Obj || (int64_t)jit_kind(a.v.o) == i.imm);
                res.w = a.v.bits;
                break;
            }
            default: return -1; // it does something first: not the exit's state
            }
            got[(size_t)(r - seg->begin)] = res;
            if (pass) continue;
            // It leaves here: a guard whose exit is this one's.
            if (i.snap < 0 || !as_exit(ir.snaps[(size_t)i.snap])) return -1;
            const ExitInfo& e = t.exits[(size_t)i.snap];
            if (e.side_pending || e.has_side) {
                next = i.snap; // a side trace there is being compiled too: down that one
                break;
            }
            if (e.side_failures >= kMaxSideFailures || !side_fits_exit(t, ir.snaps[(size_t)i.snap], base)) return -1;
            return i.snap;
        }
        if (next < 0) return -1; // it passes them all: that side trace's way
        from = next;
    }
    return -1;
}

// Whether frame f holds values of the tree's entry types where its code
// reads them: the tree's code would run there.
bool Jit::entry_fits(const TreeRec& t, const Frame* f) {
    for (const EntryType& e : t.ir.entry) {
        const Value v = f->base[e.pos];
        if (!e.write_first && (ty_of(v) != e.ty || (e.ty == Ty::Obj && jit_kind(v.o) != e.kind))) return false;
    }
    return true;
}

bool Jit::watching_calls_of(const CodeObj* c) const {
    return !rec_ && watch_.loop && watch_.loop->function && watch_.loop->code == c;
}

bool Jit::watch_step(Frame* f, const uint32_t* pc, Value* sp) {
    Watch& w = watch_;
    const uint32_t idx = (uint32_t)(pc - f->code->proto->code.data());
    if (w.loop->function) {
        // A function's calls: each new one (its entry, in a frame of its
        // own) is watched until it calls further or returns.
        if (--w.steps_left < 0) {
            end_watch();
            return false;
        }
        if (f->code == w.loop->code && idx == 0) {
            if (--w.iterations_left < 0) {
                end_watch();
                return false;
            }
            // The call making this one is watched again when it returns
            // (what the code does after a recursive call: a tree walk's
            // second child).
            while (!w.callers.empty() && w.callers.back().frame >= f) w.callers.pop_back();
            if (w.frame && w.frame < f) w.callers.push_back(Watch::Call{w.frame, std::move(w.way)});
            w.way = Watch::Way{};
            // Only a call the tree's code could run: its arguments of the
            // tree's entry types (a side trace records from what its
            // code guarantees there).
            w.frame = entry_fits(*w.tree, f) ? f : nullptr;
            w.prev = UINT32_MAX;
        }
        if (f != w.frame) {
            if (w.frame && f > w.frame) return true; // in a call it makes
            // It returned: to a watched call of the function?
            while (!w.callers.empty() && w.callers.back().frame > f) w.callers.pop_back();
            if (w.callers.empty() || w.callers.back().frame != f || f->code != w.loop->code) {
                w.frame = nullptr;
                return true;
            }
            w.way = std::move(w.callers.back().way);
            w.callers.pop_back();
            w.frame = f;
            w.prev = UINT32_MAX;
        }
    } else {
        if (--w.steps_left < 0) {
            end_watch();
            return false;
        }
        if (w.frame == f && (idx < w.loop->header || idx > w.end)) {
            end_watch(); // the loop ended (what follows it is for other loops)
            return false;
        }
        if (w.frame && f < w.frame) w.frame = nullptr; // its function returned from the loop
        if (!w.frame) {
            // Until the loop runs again (a function called once per item
            // returning from its loop: insert into a tree, a search),
            // entered with the tree's entry types; its next runs are
            // watched too.
            if (f->code != w.loop->code || idx != w.loop->header || !entry_fits(*w.tree, f)) return true;
            w.frame = f;
            w.prev = UINT32_MAX;
        }
        if (f == w.frame && idx == w.loop->header) {
            if (--w.iterations_left < 0) {
                end_watch();
                return false;
            }
            w.way = Watch::Way{}; // an iteration starts in the root trace
        }
    }
    const Frame* prev_frame = w.prev_frame;
    const uint32_t prev = w.prev;
    w.prev_frame = f;
    w.prev = idx;
    TreeRec& t = *w.tree;
    const uint32_t depth = (uint32_t)(sp - w.frame->base);
    const size_t calls = (size_t)(f - w.frame);
    if (prev_frame == f && prev != UINT32_MAX) {
        for (int k : w.branch_exits) {
            const Snapshot& s = t.ir.snaps[(size_t)k];
            if (s.from != prev || s.pc != idx || s.depth != depth || s.frames.size() != calls) continue;
            // A `break`: the loop ends there (no side trace grows at a loop end).
            uint32_t depth_there;
            const uint32_t to = resume_point(*w.loop, s, &depth_there);
            if (calls == 0 && !w.loop->function && (to < w.loop->header || to > w.end)) return true;
            // The iteration went the other way of that branch, here, in
            // the calls the trace inlined there (if any).
            if (same_calls(t, s, calls) && t.exits[(size_t)k].has_side) {
                // Its side trace's way: that segment's guards from here on.
                for (Ref r = 0; r < (Ref)t.ir.ins.size(); r++)
                    if (t.ir.ins[(size_t)r].snap == k) w.way.left_segs.push_back(segment_of(t.ir, r));
                w.way.left_by.push_back(k);
                return true;
            }
            if (!same_calls(t, s, calls) || t.ir.segs.size() >= (size_t)kMaxSides ||
                !side_fits_exit(t, s, w.frame->base))
                return true;
            log(fmt::format("trace {}: {} went the other way at exit {} ({}) before its first compile: "
                            "recording a side trace",
                            t.id, w.loop->function ? "a call" : "an iteration", k, where(f->code, s.pc)));
            start_side(*w.loop, t, k, w.frame);
            w.prev = UINT32_MAX;
            return record_step(f, pc, sp);
        }
    }
    // A value of another type (an instance of another class) where the
    // trace checks it.
    const int g = watched_guard_exit(t, idx, depth, calls);
    if (g < 0) return true;
    log(fmt::format("trace {}: {} would leave at exit {} ({}) before its first compile: "
                    "recording a side trace",
                    t.id, w.loop->function ? "a call" : "an iteration", g, where(f->code, idx)));
    start_side(*w.loop, t, g, w.frame);
    w.prev = UINT32_MAX;
    return record_step(f, pc, sp);
}

} // namespace kiln::jit
