#include "jit.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cstring>
#include <utility>

#include "../lang/bytecode.hpp"
#include "../vm/vm.hpp"
#include "helpers.hpp"
#include "jit_internal.hpp"
#include "recorder.hpp"

namespace kiln::jit {

namespace {

using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point t) { return std::chrono::duration<double, std::milli>(Clock::now() - t).count(); }

// Guard exits by kind, for --stats.
// kCallDepth: a function's native call to itself found no room (native
// depth, stack) or the host's attention flag set; the interpreter calls.
// kError is a helper's exit as recorded; --stats counts it as `error` when
// the helper raised and as `declined` when it declined (Jit::leave).
enum ExitKind : uint8_t {
    kType, kBranch, kOverflow, kBounds, kIdentity, kError, kLoopEnd, kOther, kNested, kCallDepth, kDeclined
};
constexpr int kExitKinds = 11;
const char* const kExitKindNames[kExitKinds] = {"type",     "branch",   "overflow",   "bounds",
                                                "identity", "error",    "loop end",   "other",
                                                "inner loop", "call depth", "declined"};

// How deep a function's trace calls itself natively before it leaves for
// the interpreter (which goes on with frames of its own): each level is a
// C stack frame.
constexpr int64_t kMaxNativeDepth = 1000;
// A bound on the C stack one native call of a function's trace uses
// (its spilled values and saved registers; fib's is under 200 bytes).
constexpr size_t kNativeCallBytes = 1024;

// Inner loops' trees compiled into an outer loop's code (inline_inner_loops):
// each at most this big, and all of them together.
constexpr size_t kMaxInlinedTreeIns = 100;
constexpr size_t kMaxInlinedIns = 300;
constexpr uint64_t kMaxInlinedLoopLength = 16; // iterations per entry, on average

// A tree with a new side trace is compiled on the interpreter's thread
// (the loop stays native) up to this many IR instructions, inlined inner
// trees included; a bigger one in the background (see submit), where the
// old code runs on meanwhile and leaves at that exit, which beats stopping
// the program for the compile: at 150 (before), first runs took fannkuch
// 214 ms (its 94-instruction tree compiled in place in 47 ms), mandelbrot
// 92 ms and nbody 188 ms; at 40, 169, 73 and 174 ms (hyperfine, 20 runs,
// --jit-cache=off). Monte Carlo's share of native iterations stayed 97%.
constexpr size_t kMaxInPlaceSideTreeIns = 40;
constexpr size_t kAlwaysInlinedTreeIns = 40;    // however long the loop: a tree this small costs little
// Loops with fewer iterations per entry (on average, before their first
// recording) are compiled without a peeled first iteration (Tree::peel).
constexpr uint64_t kMinPeeledLoopLength = 4;

// How many times an exit must fire before it grows a side trace (the
// failed attempts that make it stay an exit: jit_internal.hpp).
constexpr uint32_t kSideThreshold = 40;
constexpr int kMaxAborts = 6;
// Exits through an exit whose side trace is being compiled before the JIT
// looks for a side trace to record where that one would leave.
constexpr uint32_t kSiblingThreshold = 8;
// Exits through one that stays an exit before a tree that leaves by it on
// most entries is dropped (Jit::after_exit).
constexpr uint32_t kHopelessExits = 1000;
constexpr size_t kHopelessPrefix = 40;
constexpr int kMaxQuickRetries = 16;
// A loop whose code has its types but no room to run (deep in a recursion,
// a budget running): back-edges interpreted before it tries again.
constexpr int32_t kNoRoomRetry = 64;
// Trees compiled in one GCC run (Jit::work): at most this many, together
// at most this many IR instructions (inlined inner trees included).
constexpr size_t kMaxBatch = 4;
constexpr size_t kMaxBatchIns = 160;

const char* ty_label(Value v) {
    switch (v.tag) {
    case Tag::Int: return "int";
    case Tag::Float: return "float";
    case Tag::Bool: return "bool";
    case Tag::None: return "None";
    case Tag::Obj: return "object";
    default: return "unbound";
    }
}


} // namespace

Jit::Jit(VM& vm) : vm_(vm), cache_(CodeCache::resolve_dir(vm.options.jit_cache)), born_(Clock::now()) {
    rt_ = JitRuntime{};
    rt_.vm = &vm;
    rt_.attention = &vm.attention;
    install_helpers(rt_);
    cells_.reset(static_cast<InnerCell*>(std::calloc(kMaxCells, sizeof(InnerCell))));
    rt_.cells = cells_.get();
    chain_.resize(kMaxNativeDepth + 1);
}

Jit::~Jit() {
    {
        std::lock_guard<std::mutex> lock(mu_);
        stopping_ = true;
        jobs_.clear();
    }
    cv_.notify_one();
    if (worker_.joinable()) worker_.join(); // at most the compile in flight
    for (auto& r : results_) release(r.code);
    for (auto& [k, l] : loops_)
        for (auto& t : l.trees) release(t->code);
    for (auto& c : retired_) release(c);
}

void Jit::log(const std::string& line) const {
    if (vm_.options.jit_log) vm_.log_stderr(fmt::format("jit: {}\n", line));
}

std::string Jit::where(CodeObj* code, uint32_t pc) const {
    const CodeProto* p = code->proto;
    int line = pc < p->lines.size() ? p->lines[pc] : p->first_line;
    return fmt::format("{}:{}", code->filename->data, line);
}

// "loop at FILE:LINE", or "function NAME at FILE:LINE" for a function's trees.
std::string Jit::where(const Loop& l) const {
    if (l.function) return fmt::format("function {} at {}", l.code->name->data, where(l.code, 0));
    return "loop at " + where(l.code, l.header);
}

Jit::Loop& Jit::loop_for(CodeObj* code, uint32_t header) {
    Loop& l = loops_[{code, header}];
    if (!l.code) {
        l.code = code;
        l.header = header;
        l.id = (int)loop_table_.size();
        loop_table_.push_back(&l);
    }
    return l;
}

bool Jit::types_match(const TreeRec& t, const Value* base) {
    // Every entry into native code checks these (an outer loop's code runs
    // its inner loops' millions of times).
    for (const auto& c : t.checks) {
        const Value& v = base[c.pos];
        if (v.tag != c.tag || (c.tag == Tag::Obj && jit_kind(v.o) != c.kind)) return false;
    }
    return true;
}

// "x int -> float": what differs between the loop's first specialisation
// and the values it is entered with now.
std::string Jit::type_change(const Loop& l, const Value* base) const {
    std::string out;
    const Tree& t = l.trees.front()->ir;
    for (auto& e : t.entry) {
        if (e.write_first) continue;
        Value v = base[e.pos];
        Ty ty = ty_of(v);
        if (ty == e.ty && (ty != Ty::Obj || jit_kind(v.o) == e.kind)) continue;
        std::string name = e.pos < (int)l.code->varnames.size() ? l.code->varnames[e.pos]->data
                                                                : fmt::format("stack{}", e.pos - l.code->nslots);
        if (!out.empty()) out += ", ";
        // A list's flavour is part of its type here: one of bools is named so.
        auto list_label = [](JitKind k) { return (k >> 8) == kBoolItems ? "list of bools" : "list"; };
        const bool was_list = e.ty == Ty::Obj && (Kind)(e.kind & 0xFF) == Kind::List;
        out += fmt::format("{} {} -> {}", name, was_list ? list_label(e.kind) : ty_name(e.ty),
                           is_list(v) ? list_label(jit_kind(v.o)) : ty == Ty::Obj ? vm_.type_name(v) : ty_label(v));
    }
    return out;
}

// Runs the first of l's trees whose entry types match the frame: true (and
// what the interpreter does next in *next) if one ran, or if one matched
// but cannot run now (then the loop goes on interpreted: it is not
// recorded again for types it has).
bool Jit::enter(Loop& l, Frame* f, int32_t* counter, Next* next) {
    bool matched = false;
    for (auto& tp : l.trees) {
        TreeRec& t = *tp;
        if (t.dropped || !types_match(t, f->base)) continue;
        // Room for the frames and stack of the calls it inlined, as the
        // interpreter's own call would check (deep in a recursion), and no
        // step or time budget running.
        matched = true;
        if (vm_.frame_depth() + (int)t.ir.max_inline_depth >= vm_.options.recursion_limit ||
            f->base + t.ir.max_positions >= vm_.stack_end || vm_.metered)
            continue;
        if (l.function && chain_busy_) return false;
        // One runtime table per entry: helpers may run Python code whose
        // own loops enter traces while this one is still running.
        JitRuntime rt = rt_;
        rt.base = f->base;
        rt.frame = f;
        rt.iterations = 0;
        rt.stack_end = vm_.stack_end;
        rt.native_budget = 0;
        rt.chain_len = 0;
        rt.frames_room = (int64_t)vm_.options.recursion_limit - vm_.frame_depth();
        rt.left_tree = nullptr;
        if (l.function) {
            // Native calls to itself: as deep as the interpreter's frames
            // could go (the exits rebuild one frame per level), and one
            // level spare: a leaf call's gate returns without looking at
            // the budget (Gen::emit_gate, jit/codegen_recursion.cpp).
            int64_t room = (int64_t)vm_.options.recursion_limit - vm_.frame_depth() -
                           (int64_t)t.ir.max_inline_depth - 1;
            rt.native_budget = std::min(room, kMaxNativeDepth);
            // Each native call is a C stack frame: as many as the stack
            // has room for (a thread of the host's may have a small one).
            const size_t left = c_stack_left();
            const int64_t fit = left > kCStackReserve ? (int64_t)((left - kCStackReserve) / kNativeCallBytes) : 0;
            rt.native_budget = std::min(rt.native_budget, fit);
            rt.chain = chain_.data();
            chain_busy_ = true;
        }
        // Timing costs as much as a short loop's whole run (rdtsc is slow
        // in virtual machines): only when asked for.
        uint64_t start = vm_.options.jit_timing ? JitStats::ticks() : 0;
        rt.outer = vm_.running_trace;
        vm_.running_trace = &rt;
        int snap = t.code.fn(f->base, t.ir.consts.data(), &rt);
        vm_.running_trace = rt.outer;
        chain_busy_ = false;
        // Only the outermost entry: one made from inside a helper a trace
        // called (an inner loop's, a recursive call's after an exit) is
        // already in its time.
        if (vm_.options.jit_timing && !rt.outer) vm_.jit_stats.native_ticks += JitStats::ticks() - start;
        vm_.jit_stats.native_iterations += (uint64_t)rt.iterations;
        vm_.jit_stats.loop_iterations += (uint64_t)rt.iterations;
        l.entries++;
        l.entry_iterations += (uint64_t)rt.iterations;
        t.entries++;
        t.entry_iterations += (uint64_t)rt.iterations;
        *counter = 1; // the next back-edge (or call) enters again
        if (snap == kReturned) {
            *next = Next::Return;
            return true;
        }
        *next = after_exit(l, t, f, rt, snap);
        return true;
    }
    if (matched) {
        *counter = kNoRoomRetry;
        *next = Next::Interpret;
    }
    return matched;
}

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

Jit::Next Jit::loop_entry(Frame* f, uint32_t header) {
    poll();
    // The loop entered last, again (a function called from a hot loop
    // enters its loop once a call): no hash lookup. Loops are never
    // erased, and their code objects are kept alive, so the pointer holds.
    Loop* l = last_entered_;
    if (!l || l->code != f->code || l->header != header) {
        auto it = loops_.find({f->code, header});
        if (it == loops_.end()) return Next::Interpret;
        l = last_entered_ = &it->second;
    }
    Next next = Next::Interpret;
    if (l->trees.empty()) return next;
    enter(*l, f, &f->code->jit_counter[header], &next);
    return next;
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
        t.ir.max_positions = std::max(t.ir.max_positions, it.ir.max_positions);
        t.ir.max_inline_depth = std::max(t.ir.max_inline_depth, it.ir.max_inline_depth);
        log(fmt::format("trace {}: the inner {} (trace {}{}) is compiled into its code", t.id, where(il), it.id,
                        it.code.fn ? "" : ", still being compiled on its own"));
        out->push_back(std::move(in));
    }
    return independent;
}

Jit::Next Jit::function_entry(Frame* f, int32_t* counter) {
    poll();
    if (!loops_.count({f->code, 0})) {
        const CodeProto* p = f->code->proto;
        bool traceable = f->func && !p->is_generator && !p->is_module && !p->is_class_body && p->exc_table.empty() &&
                         (f->code->ncells | f->code->nfrees) == 0;
        for (uint32_t w : p->code) {
            auto op = (Opcode)(w & 0xFF);
            traceable &= op != Opcode::JUMP_BACK && op != Opcode::YIELD_VALUE; // loops are traced as loops
        }
        if (!traceable) {
            *counter = INT32_MAX;
            return Next::Interpret;
        }
        // Only recursion pays for a trace of its own: a function called
        // from a hot loop is inlined into the loop's trace.
        size_t n = vm_.frames.size();
        if (n < 2 || vm_.frames[n - 2].code != f->code) {
            *counter = std::max(vm_.options.jit_threshold, 1);
            return Next::Interpret;
        }
    }
    Loop& l = loop_for(f->code, 0);
    l.function = true;
    return hot(l, f, counter);
}

Jit::Next Jit::back_edge(Frame* f, uint32_t header, int32_t* counter) {
    poll();
    return hot(loop_for(f->code, header), f, counter);
}

// A loop (or recursive function) whose counter ran out: run its code, or
// record a trace for it.
Jit::Next Jit::hot(Loop& l, Frame* f, int32_t* counter) {
    // Its counter ran out, but the poll() before this call may have just
    // blacklisted it (its compile failed): then it waits.
    if (*counter > 1) return Next::Interpret;
    if (Next next; enter(l, f, counter, &next)) return next;
    if (!l.pending.empty()) {
        // Being compiled: look again a little later.
        *counter = 64;
        return Next::Interpret;
    }
    if (l.waiting_for && !l.waiting_for->pending.empty()) {
        // Its inner loop's code is not there yet: a recording now would
        // stop there.
        *counter = 64;
        return Next::Interpret;
    }
    l.waiting_for = nullptr;
    if (!l.has_live_tree()) {
        start_root(l, f, counter);
        return recording() ? Next::Record : Next::Interpret;
    }
    // Entered with types no specialisation has.
    if (l.gave_up_types) {
        *counter = INT32_MAX;
        return Next::Interpret;
    }
    if ((int)l.trees.size() >= vm_.options.jit_max_specialisations) {
        log(fmt::format("{} has {} specialisations (the limit): entries with {} stay interpreted", where(l),
                        l.trees.size(), type_change(l, f->base)));
        l.gave_up_types = true;
        *counter = INT32_MAX;
        return Next::Interpret;
    }
    if (++l.misses < std::max<int64_t>(l.misses_needed, vm_.options.jit_threshold)) {
        *counter = 1;
        return Next::Interpret;
    }
    l.misses = 0;
    log(fmt::format("recompiling {} for new types: {}", where(l), type_change(l, f->base)));
    start_root(l, f, counter);
    return recording() ? Next::Record : Next::Interpret;
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
        vm_.jit_stats.native_iterations += (uint64_t)inner.iterations;
        vm_.jit_stats.loop_iterations += (uint64_t)inner.iterations;
        l.entries++;
        l.entry_iterations += (uint64_t)inner.iterations;
        t.entries++;
        t.entry_iterations += (uint64_t)inner.iterations;
        // Left where the outer trace goes on? (A `break` leaves at its
        // JUMP to where the loop's condition would have: the same place.)
        if (t.plain_resume[snap] == (uint32_t)resume_pc && t.ir.snaps[snap].depth == (uint32_t)depth) return 1;
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
        const InnerCell& cell = cells_[(size_t)it->second.id];
        if (!cell.key || !cell.tree) continue;
        const TreeRec& ct = *static_cast<const TreeRec*>(cell.tree);
        if (!is_leaf(ct.ir)) continue;
        DirectLoopCall d;
        d.fn_const = fn_const;
        d.where = pcs;
        d.cell = it->second.id;
        d.key = cell.key;
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
                                                   : (uint64_t)t.plain_resume[k] | (uint64_t)t.ir.snaps[k].depth << 32;
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

// The loop stays interpreted for a while: the longer, the more often it
// failed (l.aborts).
void Jit::blacklist(Loop& l, int32_t* counter, const std::string& why) {
    int64_t wait = (int64_t)std::max(vm_.options.jit_threshold, 1) << std::min(l.aborts + 4, 20);
    wait = std::min<int64_t>(wait, INT32_MAX / 2);
    vm_.jit_stats.blacklisted++;
    log(fmt::format("{} blacklisted {}: retried after {} more iterations", where(l), why, wait));
    *counter = (int32_t)wait;
}

void Jit::start_root(Loop& l, Frame* f, int32_t* counter) {
    rec_tree_ = std::make_unique<TreeRec>();
    rec_tree_->loop_id = l.id;
    rec_parent_ = nullptr;
    rec_snap_ = -1;
    rec_loop_ = &l;
    rec_counter_ = counter;
    rec_start_ = Clock::now();
    rec_tree_->ir.function = l.function;
    // A loop of a few iterations per entry runs its first iteration apart
    // no faster, and doubling its code costs GCC's time (nbody's pair loop,
    // 2.5 iterations per entry). Judged once the sample means something.
    // At the loop's first recording, its counter has counted exactly
    // `threshold` back-edges since the program started.
    if (!l.peel_decided) {
        l.peel_decided = true;
        uint32_t entries = f->code->jit_entries[l.header];
        if (!l.function && vm_.options.jit_threshold >= 64 && entries > 0) {
            l.peel = (uint64_t)vm_.options.jit_threshold >= kMinPeeledLoopLength * entries;
            // How short it is, until its code runs (inline_inner_loops).
            l.sample_entries = entries;
            l.sample_iterations = (uint64_t)vm_.options.jit_threshold;
        }
    }
    rec_tree_->ir.peel = l.peel;
    rec_ = std::make_unique<Recorder>(vm_, rec_tree_->ir, f, l.header, -1,
                                      [this](CodeObj* c, uint32_t h, InnerLoop* o) { return find_inner(c, h, o); });
    *counter = 1;
}

void Jit::start_side(Loop& l, TreeRec& t, int snap, Frame* f) {
    Tree& ir = t.ir;
    saved_ = Saved{ir.ins.size(), ir.snaps.size(), ir.segs.size(), ir.ends.size(), ir.entry.size(), ir.consts.size()};
    rec_parent_ = &t;
    refresh_cell(l); // empty while t's constants grow
    rec_snap_ = snap;
    rec_loop_ = &l;
    rec_counter_ = nullptr;
    rec_start_ = Clock::now();
    rec_ = std::make_unique<Recorder>(vm_, ir, f, l.header, snap,
                                      [this](CodeObj* c, uint32_t h, InnerLoop* o) { return find_inner(c, h, o); });
}

void Jit::abort_recording(const std::string& why, bool retry_soon) {
    if (!rec_) {
        if (watch_.loop) end_watch(); // an exception while watching: compile what there is
        return;
    }
    vm_.jit_stats.record_ms += ms_since(rec_start_);
    vm_.jit_stats.traces_aborted++;
    Loop& l = *rec_loop_;
    if (rec_parent_) {
        // Undo what the side trace added to its tree.
        Tree& ir = rec_parent_->ir;
        ir.ins.resize(saved_.ins);
        ir.snaps.resize(saved_.snaps);
        ir.segs.resize(saved_.segs);
        ir.ends.resize(saved_.ends);
        ir.entry.resize(saved_.entry);
        ir.consts.resize(saved_.consts);
        ExitInfo& e = rec_parent_->exits[rec_snap_];
        e.side_failures++;
        log(fmt::format("side trace from exit {} of trace {} aborted: {}{}", rec_snap_, rec_parent_->id, why,
                        e.side_failures >= kMaxSideFailures ? " (the exit stays an exit)" : ""));
    } else if (const Loop* inner = rec_ && rec_->inner_header() >= 0 ? [&]() -> const Loop* {
                   auto it = loops_.find({rec_->code(), (uint32_t)rec_->inner_header()});
                   return it != loops_.end() && !it->second.pending.empty() ? &it->second : nullptr;
               }() : nullptr) {
        // The inner loop's code is on its way (or just arrived): the outer
        // loop will call it once it is there.
        if (!l.waiting)
            log(fmt::format("trace of {} aborted: {} (its code is being compiled: retrying until it is there, "
                            "quietly)", where(l), why));
        l.waiting = true;
        l.waiting_for = inner;
        if (rec_counter_) *rec_counter_ = 64;
        // Waiting is not the loop's fault, and the attempt after a wait may
        // land on the iteration that leaves the loop (nbody's 5-iteration
        // loop did, every time: 64 back-edges later is the same phase).
        l.quick_retries = 0;
    } else if (l.has_live_tree()) {
        // For types no tree has (a search loop's `node` None where it
        // ends): those entries wait longer each time, but the loop is not
        // blacklisted, which would keep its back-edges out of the code it
        // has for a long while (a BST search ran 14% natively).
        l.type_aborts++;
        l.misses_needed = std::min<int64_t>((int64_t)std::max(vm_.options.jit_threshold, 1)
                                                << std::min(l.type_aborts + 2, 20),
                                            INT32_MAX / 2); // l.misses is an int
        l.misses = 0;
        log(fmt::format("trace of {} for new types aborted: {} (entries with types its code lacks: recorded again "
                        "after {} more)", where(l), why, l.misses_needed));
        if (rec_counter_) *rec_counter_ = 1;
    } else if (rec_ && (retry_soon || rec_->retry_soon()) && l.quick_retries < kMaxQuickRetries) {
        l.quick_retries++;
        if (!l.waiting) log(fmt::format("trace of {} aborted: {} (retrying at the next back-edge)", where(l), why));
        if (rec_counter_) *rec_counter_ = 1;
    } else {
        l.aborts++;
        log(fmt::format("trace of {} aborted: {}", where(l), why));
        if (rec_counter_) {
            if (l.aborts >= kMaxAborts) {
                blacklist(l, rec_counter_, fmt::format("after {} aborts", l.aborts));
            } else {
                *rec_counter_ = std::max(vm_.options.jit_threshold, 1) << l.aborts;
            }
        }
    }
    const bool side = rec_parent_ != nullptr;
    rec_.reset();
    rec_tree_.reset();
    rec_parent_ = nullptr;
    rec_loop_ = nullptr;
    if (side) refresh_cell(l);
    if (watch_.loop) end_watch(); // a side trace recorded while watching failed
}

// A recursive function's first trace that recorded a leaf call (a tree
// walk's `if n is None: return 0`, its argument's type deciding the only
// branch): nothing in it calls the function again or could go another way,
// and the interpreter runs such a call about as fast as code would. Its
// compile would only delay the one for the calls that recurse, which come
// as often (their children are the leaves): the next hot call is recorded
// instead, a few times at most (then the leaf's trace is compiled).
bool Jit::leaf_call(Loop& l, TreeRec& t) {
    if (!l.function || l.leaf_skips >= kMaxLeafSkips || t.ir.ins.size() > kMaxLeafInstructions ||
        l.has_live_tree())
        return false;
    Tree folded = t.ir; // its branch on the argument's type folds away
    optimize(folded);
    for (const Ins& i : folded.ins)
        if (i.op != IrOp::Nop && (i.op == IrOp::CallSelf || i.op == IrOp::Call || i.snap >= 0)) return false;
    l.leaf_skips++;
    log(fmt::format("trace {} of {} is a leaf call ({} IR instructions): not compiled, the next hot call is recorded",
                    t.id, where(l), t.ir.ins.size()));
    l.pending.pop_back();
    if (rec_counter_) *rec_counter_ = std::max(vm_.options.jit_threshold, 1);
    return true;
}

bool Jit::record_step(Frame* f, const uint32_t* pc, Value* sp) {
    if (!rec_) return watch_.loop && watch_step(f, pc, sp);
    Recorder::Step s = rec_->step(f, pc, sp);
    if (s == Recorder::Step::Go) return true;
    if (s == Recorder::Step::Abort) {
        abort_recording(rec_->abort_reason());
        return false;
    }
    return finish();
}

void Jit::classify_exits(const Loop& l, TreeRec& t) {
    t.exit_kind.assign(t.ir.snaps.size(), kOther);
    // Exits that leave the loop in its own frame end it: no side trace can
    // grow there (it would record code after the loop).
    uint32_t end = Recorder::loop_end(l.code, l.header);
    for (size_t k = 0; k < t.ir.snaps.size() && !l.function; k++) {
        const Snapshot& s = t.ir.snaps[k];
        uint32_t pc = past_jumps(l.code, s.pc); // a `break` leaves through a JUMP
        if (s.frames.empty() && !s.nested && (pc < l.header || pc > end)) t.exit_kind[k] = kLoopEnd;
    }
    t.exits.resize(t.ir.snaps.size());
    for (const Ins& i : t.ir.ins) {
        if (i.snap < 0) continue;
        uint8_t k = kOther;
        switch (i.op) {
        case IrOp::Unbox: k = kType; break;
        case IrOp::Guard: k = kBranch; break;
        case IrOp::AddOv: case IrOp::SubOv: case IrOp::MulOv: case IrOp::NegOv: case IrOp::Shl: k = kOverflow; break;
        case IrOp::GuardLtU: case IrOp::GuardKLtU: k = kBounds; break;
        case IrOp::GuardEqP: case IrOp::GuardEqI: case IrOp::GuardNonNull: k = kIdentity; break;
        case IrOp::Call: case IrOp::ListAppend: k = kError; break;
        case IrOp::TreeEnd: k = kLoopEnd; break;
        case IrOp::CallSelf: k = kCallDepth; break;
        default: k = kOther; break;
        }
        if (t.exit_kind[i.snap] == kOther) t.exit_kind[i.snap] = k;
    }
}

// What the tree may write (for outer traces that call it), where its
// back-edge is, its exits' kinds, its entry checks and plain resume points.
void Jit::note_facts(Loop& l, TreeRec& t) {
    auto note = [&](int p) {
        size_t k = 0;
        while (k < l.writes.size() && l.writes[k] != p) k++;
        if (k == l.writes.size()) l.writes.push_back(p);
        t.last_write = std::max(t.last_write, (int)k);
    };
    for (const Snapshot& s : t.ir.snaps)
        for (auto& [p, v] : s.vals) note(p);
    for (auto& end : t.ir.ends)
        for (auto& [p, v] : end) note(p);
    t.self_calls.assign(t.ir.snaps.size(), {});
    for (const Ins& i : t.ir.ins) {
        if (i.op == IrOp::TreeEnd) t.jump_back = t.ir.snaps[i.snap].pc;
        if (i.op == IrOp::CallSelf)
            t.self_calls[i.snap] = {static_cast<FunctionObj*>(t.ir.consts[t.ir.ins[i.a].imm]),
                                    (uint32_t)(i.imm & 0xFFFFFFFF)};
    }
    classify_exits(l, t);
    static constexpr Tag kTagOf[] = {Tag::Empty, Tag::Int, Tag::Float, Tag::Bool, Tag::None, Tag::Obj, Tag::Empty};
    t.checks.clear();
    for (const EntryType& e : t.ir.entry)
        if (!e.write_first) t.checks.push_back({e.pos, kTagOf[(int)e.ty], e.kind});
    t.plain_resume.assign(t.ir.snaps.size(), UINT32_MAX);
    for (size_t k = 0; k < t.ir.snaps.size(); k++) {
        const Snapshot& s = t.ir.snaps[k];
        if (!s.pending_error && !s.nested && s.frames.empty() && !s.gen_base)
            t.plain_resume[k] = past_jumps(l.code, s.pc);
    }
}

// Optimises the tree and hands it to the compiler thread (or compiles it
// here with background compilation off).
void Jit::submit(Loop& l, TreeRec& t, bool side, int side_snap) {
    optimize(t.ir);
    // A root tree's facts are known now: an outer loop may be recorded
    // against it, and compile it in, before its own code is there.
    if (!side) note_facts(l, t);
    std::vector<std::string> names;
    for (auto* n : l.code->varnames) names.push_back(n->data);
    while ((int)names.size() < l.code->nslots) names.push_back(fmt::format("slot{}", names.size()));
    if (vm_.options.jit_dump == "ir")
        vm_.log_stderr(fmt::format("--- trace {} IR ({}, optimised) ---\n{}", t.id, where(l), dump_ir(t.ir, names)));
    // Inner loops it calls are compiled into its code (see InlinedTree).
    std::vector<InlinedTree> inner;
    std::vector<DirectInner> direct;
    const bool independent = inline_inner_loops(t, &inner, &direct);
    // Its constants may have moved (a side trace's, and the inner trees'
    // just added), while its old code goes on.
    refresh_cell(l);
    // After the cell (its old code goes on), before the job is built.
    if (stopping_) return; // the process is ending (stop_compiling): it runs on interpreted
    bool ahead = false; // of the pending code of an inner loop it has compiled in
    for (const InlinedTree& in : inner)
        ahead |= !t.inlined[(size_t)in.ref]->code.fn;
    Job job{l.id, &t, side, side_snap, t.ir, {}};
    job.opts.inner = std::move(inner);
    job.opts.direct = std::move(direct);
    direct_loop_calls(t, &job.opts.calls);
    job.opts.opt_level = vm_.options.jit_opt_level;
    job.opts.cache = &cache_;
    job.opts.assembler = &assembler_;
    if (vm_.options.jit_dump == "c") job.opts.dump_c_path = fmt::format("kiln-trace-{}.c", t.id);
    if (vm_.options.jit_dump == "reproducer")
        job.opts.dump_reproducer_path = fmt::format("kiln-trace-{}-reproducer.c", t.id);
    // A side trace grows on a loop already running natively: compiled in
    // place, the loop stays native at once (in the background it would
    // leave at that exit until the code arrived, about half of the Monte
    // Carlo sample's iterations for the length of a compile). But not a big
    // tree, whose compile would stop the program for a few hundred
    // milliseconds (fannkuch's outer loop, with its inner loops compiled
    // in, twice): its old code goes on, leaving at that exit meanwhile.
    size_t size = job.ir.ins.size();
    for (const InlinedTree& in : job.opts.inner) size += in.ir.ins.size();
    // Not when it calls an inner loop whose code is still being compiled
    // (not compiled in after all): that code must be installed first.
    if (!vm_.options.jit_background || (side && independent && size <= kMaxInPlaceSideTreeIns)) {
        Result r{job.loop_id, job.tree, side, side_snap, job.ir.ins.size(), {}, {}, {}, job.ir.snaps.size()};
        r.code = compile_tree(job.ir, job.opts, &r.error);
        install(std::move(r));
        return;
    }
    // Its code in the on-disk cache goes live now, on this thread, rather
    // than after the compiler thread's look-up and the next poll: a later
    // run's trees run natively sooner (a look-up and load take about
    // 0.1 ms). Not before the code of inner loops it calls (their jobs may
    // be queued), nor past an earlier job of the same tree still queued
    // (its result, installed later, would replace this code).
    if (independent && cache_.enabled() && !job.opts.dumps() && !queued(&t)) {
        Result r{job.loop_id, job.tree, side, side_snap, job.ir.ins.size(), {}, {}, {}, job.ir.snaps.size()};
        if (load_cached(job.ir, job.opts, &r.code, &job.opts.cache_key)) {
            install(std::move(r));
            return;
        }
    }
    std::lock_guard<std::mutex> lock(mu_);
    // A side trace's tree whose earlier job (another side trace) still
    // waits: this job, whose IR has that side trace too, takes its place
    // (one GCC run, not two; side traces recorded while a compile runs,
    // Jit::sibling_exit, come in such runs).
    if (side) {
        for (Job& queued_job : jobs_) {
            if (queued_job.tree != &t || !queued_job.side) continue;
            job.also_sides = std::move(queued_job.also_sides);
            job.also_sides.push_back(queued_job.side_snap);
            queued_job = std::move(job);
            cv_.notify_one();
            return;
        }
    }
    // Its code does not need the inner loops' code (it has it compiled in,
    // or they have theirs): compiled first, the outer loop runs natively
    // one compile earlier (nested_loop's outer loop used to wait for its
    // inner one's compile, then be recorded, then compiled). Otherwise
    // first in, first out: results are installed in the order they finish,
    // so a loop's code is there before that of an outer loop calling it.
    if (ahead && independent) {
        jobs_.push_front(std::move(job));
    } else {
        // Before the compiles of inner loops that an outer loop's code has
        // compiled in (they are needed only where the interpreter enters
        // that inner loop itself): a side trace of a loop running natively,
        // a new loop (dijkstra's outer loop's side trace waited 22 ms for
        // its inner loop's own compile).
        auto at = jobs_.end();
        if (independent && !t.compiled_in)
            at = std::find_if(jobs_.begin(), jobs_.end(),
                              [](const Job& j) { return j.tree->compiled_in && !j.side; });
        jobs_.insert(at, std::move(job));
    }
    if (!worker_.joinable()) worker_ = std::thread([this] { work(); });
    cv_.notify_one();
}

// The compiler thread: libgccjit only, never the VM.
void Jit::work() {
    std::unique_lock<std::mutex> lock(mu_);
    while (true) {
        cv_.wait(lock, [this] { return stopping_ || !jobs_.empty(); });
        if (stopping_) return;
        // Small trees waiting together go to GCC together (its fixed cost
        // dominates theirs); a big one alone, so that a small one is not
        // held up behind it.
        std::vector<Job>& batch = compiling_;
        size_t size = 0;
        while (!jobs_.empty() && batch.size() < kMaxBatch) {
            size_t s = jobs_.front().ir.ins.size();
            for (const InlinedTree& in : jobs_.front().opts.inner) s += in.ir.ins.size();
            if (!batch.empty() && size + s > kMaxBatchIns) break;
            size += s;
            batch.push_back(std::move(jobs_.front()));
            jobs_.pop_front();
        }
        lock.unlock();
        std::vector<BatchItem> items;
        for (const Job& job : batch) items.push_back(BatchItem{&job.ir, &job.opts, {}, {}});
        compile_batch(items);
        lock.lock();
        for (size_t k = 0; k < batch.size(); k++) {
            const Job& job = batch[k];
            results_.push_back(Result{job.loop_id, job.tree, job.side, job.side_snap, job.ir.ins.size(),
                                      std::move(items[k].out), std::move(items[k].error), job.also_sides,
                                      job.ir.snaps.size()});
        }
        batch.clear();
        results_ready_.store(true, std::memory_order_release);
        // The next compile's assembler, started now that this compile's
        // code is handed over: loaded by the time GCC has the next one done.
        bool compiled = std::any_of(items.begin(), items.end(), [](const BatchItem& it) { return !it.out.cache_hit; });
        if (compiled) {
            lock.unlock();
            assembler_.prepare();
            lock.lock();
        }
    }
}

bool Jit::queued(const TreeRec* t) {
    std::lock_guard<std::mutex> lock(mu_);
    auto of_t = [t](const Job& j) { return j.tree == t; };
    return std::any_of(jobs_.begin(), jobs_.end(), of_t) || std::any_of(compiling_.begin(), compiling_.end(), of_t);
}

int Jit::compiles_pending() {
    std::lock_guard<std::mutex> lock(mu_);
    return (int)(jobs_.size() + results_.size() + compiling_.size());
}

bool Jit::stop_compiling() {
    std::lock_guard<std::mutex> lock(mu_);
    stopping_ = true;
    // Copies: the compiler thread still reads the ones it has.
    leftovers_ = compiling_;
    for (Job& j : jobs_) leftovers_.push_back(std::move(j));
    jobs_.clear();
    const size_t busy = compiling_.size();
    if (busy > 0) log(fmt::format("the program ended while GCC compiled {} tree{}", busy, busy == 1 ? "" : "s"));
    return busy > 0;
}

void Jit::poll() {
    if (!results_ready_.load(std::memory_order_acquire)) return;
    std::vector<Result> done;
    {
        std::lock_guard<std::mutex> lock(mu_);
        done.swap(results_);
        results_ready_.store(false, std::memory_order_relaxed);
    }
    for (auto& r : done) install(std::move(r));
}

// A compiled tree goes live (on the interpreter's thread).
void Jit::install(Result r) {
    Loop& l = *loop_table_[r.loop_id];
    TreeRec& t = *r.tree;
    vm_.jit_stats.compile_ms += r.code.ms;
    vm_.jit_stats.cache_hits += r.code.cache_hit;
    vm_.jit_stats.cache_misses += r.code.cache_miss;
    vm_.jit_stats.cache_saved_ms += r.code.saved_ms;
    if (!r.code.fn) {
        log(fmt::format("trace {} failed to compile: {}{}", t.id, r.error, r.code.note.empty() ? "" : " (" + r.code.note + ")"));
        if (r.side) {
            t.no_more_sides = true;
            t.exits[r.side_snap].side_pending = false;
            for (int k : r.also_sides) t.exits[(size_t)k].side_pending = false;
        } else {
            // Kept: an outer loop's code may have it compiled in.
            for (size_t k = 0; k < l.pending.size(); k++)
                if (l.pending[k].get() == &t) {
                    l.failed.push_back(std::move(l.pending[k]));
                    l.pending.erase(l.pending.begin() + (long)k);
                    break;
                }
            // Blacklisted as after aborts (never retried at once: libgccjit
            // missing failed every compile, and 2,900 recordings of
            // mandelbrot's two loops took 43 ms).
            l.aborts = std::max(l.aborts + 1, kMaxAborts);
            if (l.header < l.code->jit_counter.size())
                blacklist(l, &l.code->jit_counter[l.header], "after its compile failed");
        }
        return;
    }
    const std::string& dump = vm_.options.jit_dump;
    if (dump == "c") log(fmt::format("trace {}: C dump written to kiln-trace-{}.c", t.id, t.id));
    if (dump == "reproducer")
        log(fmt::format("trace {}: libgccjit reproducer written to kiln-trace-{}-reproducer.c", t.id, t.id));
    // The old code may still be running further up the C stack (a helper's
    // Python code can grow a side trace on its own caller's loop): it is
    // kept until the JIT goes.
    if (t.code.fn) retired_.push_back(t.code);
    // A side trace grown on code that has a cache key: a later run loading
    // that code records it at once (CodeCache::side_hints).
    // (Only for exits that code has: a side trace recorded where another,
    // compiled in with it, would leave is not.)
    const std::string grown_from = r.side ? t.code.key : std::string();
    if (!grown_from.empty()) {
        if ((size_t)r.side_snap < t.code_snaps) cache_.add_side_hint(grown_from, r.side_snap);
        for (int k : r.also_sides)
            if ((size_t)k < t.code_snaps) cache_.add_side_hint(grown_from, k);
    }
    t.code = r.code;
    t.code_snaps = r.snaps;
    if (vm_.options.jit_perf_map && r.code.object &&
        !perf_map_.add(*r.code.object, (const void*)r.code.fn, fmt::format("kiln trace {} ({})", t.id, where(l))))
        log(fmt::format("trace {}: not in the perf map{}", t.id, perf_map_.path().empty() ? "" : " " + perf_map_.path()));
    if (r.code.cache_hit) {
        if (t.exits.size() < t.ir.snaps.size()) t.exits.resize(t.ir.snaps.size());
        for (int e : cache_.side_hints(r.code.key))
            if ((size_t)e < t.exits.size()) t.exits[(size_t)e].hinted = true;
    }
    note_facts(l, t);
    vm_.jit_stats.traces_compiled++;
    for (size_t k = 1; k < t.ir.segs.size(); k++) t.exits[t.ir.segs[k].parent_snap].has_side = true;
    std::string how = r.code.cache_hit ? "loaded from cache"
                                       : fmt::format("compiled at -O{}", vm_.options.jit_opt_level);
    log(fmt::format("{} {} {} in {:.1f} ms ({} IR instructions{}{})", r.side ? "tree of trace" : "trace", t.id, how,
                    r.code.ms, r.ir_size, r.code.note.empty() ? "" : "; ", r.code.note));
    if (r.side) {
        for (int k : r.also_sides) {
            t.exits[(size_t)k].has_side = true;
            t.exits[(size_t)k].side_pending = false;
            vm_.jit_stats.side_traces++;
            log(fmt::format("side trace attached to trace {} at exit {}", t.id, k));
        }
        t.exits[r.side_snap].has_side = true;
        t.exits[r.side_snap].side_pending = false;
        vm_.jit_stats.side_traces++;
        log(fmt::format("side trace attached to trace {} at exit {}", t.id, r.side_snap));
    } else {
        for (size_t k = 0; k < l.pending.size(); k++) {
            if (l.pending[k].get() != &t) continue;
            if (!l.trees.empty()) vm_.jit_stats.specialisations++;
            l.trees.push_back(std::move(l.pending[k]));
            l.pending.erase(l.pending.begin() + (long)k);
            break;
        }
    }
    refresh_cell(l);
}

bool Jit::finish() {
    vm_.jit_stats.record_ms += ms_since(rec_start_);
    vm_.jit_stats.traces_recorded++;
    Loop& l = *rec_loop_;
    if (rec_parent_) {
        TreeRec& t = *rec_parent_;
        log(fmt::format("side trace recorded from exit {} of trace {} ({} IR instructions)", rec_snap_, t.id,
                        t.ir.ins.size() - saved_.ins));
        if (vm_.options.jit_dump == "ir") {
            std::vector<std::string> names;
            for (auto* n : l.code->varnames) names.push_back(n->data);
            vm_.log_stderr(fmt::format("--- trace {} IR with the new side trace (before optimisation) ---\n{}", t.id,
                                      dump_ir(t.ir, names)));
        }
        t.exits.resize(t.ir.snaps.size());
        t.exit_kind.resize(t.ir.snaps.size(), 7);
        if (watch_.loop) {
            // Its tree is not compiled yet: the side goes with it.
            t.exits[rec_snap_].has_side = true;
            watch_.sides++;
            note_branch_exits(); // the side trace's own branches too
            vm_.jit_stats.side_traces++;
            rec_.reset();
            rec_parent_ = nullptr;
            rec_loop_ = nullptr;
            return true;
        }
        t.exits[rec_snap_].side_pending = true;
        rec_parent_ = nullptr; // its constants are where they stay now (refresh_cell)
        submit(l, t, true, rec_snap_);
    } else {
        TreeRec& t = *rec_tree_;
        t.id = next_id_++;
        l.waiting = false;
        log(fmt::format("trace {} recorded for {} ({} IR instructions)", t.id, where(l), t.ir.ins.size()));
        if (vm_.options.jit_dump == "ir") {
            std::vector<std::string> names;
            for (auto* n : l.code->varnames) names.push_back(n->data);
            vm_.log_stderr(fmt::format("--- trace {} IR ({}, as recorded) ---\n{}", t.id, where(l), dump_ir(t.ir, names)));
        }
        l.pending.push_back(std::move(rec_tree_));
        if (rec_counter_) *rec_counter_ = 1;
        Frame* f = rec_->root_frame();
        rec_.reset();
        rec_parent_ = nullptr;
        rec_loop_ = nullptr;
        if (leaf_call(l, t)) return false;
        if (begin_watch(l, t, f)) return true;
        submit(l, t, false, -1);
        return false;
    }
    rec_.reset();
    rec_tree_.reset();
    rec_parent_ = nullptr;
    rec_loop_ = nullptr;
    return false;
}

void Jit::for_each_root(const std::function<void(Obj*)>& mark) const {
    for (auto& [k, l] : loops_) {
        mark(l.code);
        for (auto& t : l.trees)
            for (Obj* o : t->ir.consts) mark(o);
    }
    if (rec_tree_)
        for (Obj* o : rec_tree_->ir.consts) mark(o);
    for (auto& [k, l] : loops_) {
        for (auto& t : l.pending)
            for (Obj* o : t->ir.consts) mark(o);
        for (auto& t : l.failed)
            for (Obj* o : t->ir.consts) mark(o);
    }
}

void Jit::print_stats(std::FILE* out) const {
    const JitStats& s = vm_.jit_stats;
    double total = ms_since(born_);
    bool bg = vm_.options.jit_background;
    double interp = std::max(0.0, total - s.native_ms() - (bg ? 0.0 : s.compile_ms) - s.record_ms);
    std::fprintf(out, "jit: time        interpreting %.1f ms, recording %.1f ms, compiling %.1f ms%s, native %.1f ms\n",
                 interp, s.record_ms, s.compile_ms, bg ? " (on a background thread)" : "", s.native_ms());
    std::fprintf(out, "jit: compile     %.1f ms\n", s.compile_ms);
    if (cache_.dir().empty())
        std::fprintf(out, "jit: cache       off\n");
    else
        std::fprintf(out, "jit: cache       %llu hits, %llu misses, %.1f ms of compiling saved (%s%s)\n",
                     (unsigned long long)s.cache_hits, (unsigned long long)s.cache_misses, s.cache_saved_ms,
                     cache_.dir().c_str(), cache_.enabled() ? "" : ", not writable");
    std::fprintf(out,
                 "jit: traces      %llu recorded, %llu compiled, %llu aborted, %llu side traces, %llu "
                 "specialisations, %llu blacklisted\n",
                 (unsigned long long)s.traces_recorded, (unsigned long long)s.traces_compiled,
                 (unsigned long long)s.traces_aborted, (unsigned long long)s.side_traces,
                 (unsigned long long)s.specialisations, (unsigned long long)s.blacklisted);
    std::string kinds;
    static_assert(sizeof exits_by_kind_ / sizeof exits_by_kind_[0] == kExitKinds);
    for (int k = 0; k < kExitKinds; k++) {
        if (k == kLoopEnd || !exits_by_kind_[k]) continue;
        kinds += fmt::format("{}{} {}", kinds.empty() ? "" : ", ", kExitKindNames[k], exits_by_kind_[k]);
    }
    std::fprintf(out, "jit: guard exits %llu%s%s%s\n", (unsigned long long)s.guard_exits, kinds.empty() ? "" : " (",
                 kinds.c_str(), kinds.empty() ? "" : ")");
    double share = s.loop_iterations ? 100.0 * (double)s.native_iterations / (double)s.loop_iterations : 0.0;
    std::fprintf(out, "jit: iterations  %llu, %llu native (%.1f%%)\n", (unsigned long long)s.loop_iterations,
                 (unsigned long long)s.native_iterations, share);
    std::fprintf(out, "jit: inner loops %llu entries through the run_inner helper\n",
                 (unsigned long long)s.inner_by_helper);
}

} // namespace kiln::jit
