// The JIT's driver: counting loops and recursive functions until they are
// hot, recording their traces (the Recorder does the instructions), entering
// compiled code with the types it was compiled for, blacklisting, and the
// summary --stats prints. Leaving compiled code is in jit/exits.cpp, inner
// loops' code in jit/inner_loops.cpp, the way to GCC in
// jit/compile_queue.cpp, and side traces grown before the first compile in
// jit/side_trace_watch.cpp.
#include "jit.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cstring>
#include <utility>

#include "../lang/bytecode.hpp"
#include "../vm/list_items.hpp"
#include "../vm/vm.hpp"
#include "helpers.hpp"
#include "jit_internal.hpp"
#include "recorder.hpp"

namespace kiln::jit {

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

// An empty list holding Values where t expects a list of bools (a sieve's
// `flags = []` before the loop that appends its flags: the tree was
// recorded once the list had packed its bools) is one in all but its
// flavour, and, empty, it can take that flavour as it is: true, with such
// lists made lists of bools, if that makes the frame match t. Only where
// nothing but the interpreter's frame holds the list (may_pack_list): an
// outer trace's code may know its flavour.
bool Jit::match_making_bool_lists(const TreeRec& t, Value* base) {
    auto empty_values_list = [](const Value& v) {
        return v.tag == Tag::Obj && is_list(v) && !as_list(v)->holds_bools() && as_list(v)->empty();
    };
    const JitKind bools = (JitKind)((unsigned)Kind::List | (unsigned)kBoolItems << 8);
    bool any = false;
    for (const auto& c : t.checks) {
        const Value& v = base[c.pos];
        if (v.tag == c.tag && (c.tag != Tag::Obj || jit_kind(v.o) == c.kind)) continue;
        if (c.kind != bools || !empty_values_list(v)) return false;
        any = true;
    }
    if (!any || !may_pack_list(vm_, 0)) return false;
    for (const auto& c : t.checks)
        if (c.tag == Tag::Obj && c.kind == bools && empty_values_list(base[c.pos])) as_list(base[c.pos])->flavour = kBoolItems;
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

// A run of t's code that went round its loop `iterations` times: for
// --stats, and for the loop's and the tree's entry counts (exits and
// drops are judged by them).
void Jit::count_run(Loop& l, TreeRec& t, int64_t iterations) {
    vm_.jit_stats.native_iterations += (uint64_t)iterations;
    vm_.jit_stats.loop_iterations += (uint64_t)iterations;
    l.entries++;
    l.entry_iterations += (uint64_t)iterations;
    t.entries++;
    t.entry_iterations += (uint64_t)iterations;
}

// Runs the first of l's trees whose entry types match the frame: true (and
// what the interpreter does next in *next) if one ran, or if one matched
// but cannot run now (then the loop goes on interpreted: it is not
// recorded again for types it has).
bool Jit::enter(Loop& l, Frame* f, int32_t* counter, Next* next) {
    bool matched = false;
    // A second look only when no tree matches the values as they are: one
    // may once empty lists become lists of bools.
    for (int relaxed = 0; relaxed < 2 && !matched; relaxed++) {
        for (auto& tp : l.trees) {
            TreeRec& t = *tp;
            if (t.dropped || !(relaxed ? match_making_bool_lists(t, f->base) : types_match(t, f->base))) continue;
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
                // And as many as the value stack has room for: each callee's
                // frame starts at most self_advance positions above its
                // caller's and needs max_positions from there (the calls do not
                // look themselves: Gen::emit_call_self).
                if (t.self_advance > 0) {
                    const int64_t room_left = (int64_t)(vm_.stack_end - f->base) - (int64_t)t.ir.max_positions;
                    const int64_t levels = room_left > 0 ? room_left / (int64_t)t.self_advance - 1 : 0;
                    rt.native_budget = std::min(rt.native_budget, std::max<int64_t>(levels, 0));
                }
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
            count_run(l, t, rt.iterations);
            *counter = 1; // the next back-edge (or call) enters again
            if (snap == kReturned) {
                *next = Next::Return;
                return true;
            }
            *next = after_exit(l, t, f, rt, snap);
            return true;
        }
    }
    if (matched) {
        *counter = kNoRoomRetry;
        *next = Next::Interpret;
    }
    return matched;
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

Jit::Next Jit::function_entry(Frame* f, int32_t* counter) {
    poll();
    // At every call of a function with trees (each call from a builtin's
    // loop, say): no look-up.
    if (f->code->jit_function) {
        Loop& l = *static_cast<Loop*>(f->code->jit_function);
        if (l.too_short) {
            *counter = INT32_MAX;
            return Next::Interpret;
        }
        return hot(l, f, counter);
    }
    const CodeProto* p = f->code->proto;
    // (A closure's, too: its cells are in the frame the call made; its
    // tree may not call itself, see Recorder::call_function.)
    bool traceable = f->func && !p->is_generator && !p->is_module && !p->is_class_body && p->exc_table.empty();
    for (uint32_t w : p->code) {
        auto op = (Opcode)(w & 0xFF);
        traceable &= op != Opcode::JUMP_BACK && op != Opcode::YIELD_VALUE; // loops are traced as loops
    }
    if (!traceable) {
        *counter = INT32_MAX;
        return Next::Interpret;
    }
    // Only recursion, or calls from native code (a builtin's key=, map(),
    // sorted(), a dunder the runtime calls, the embedding API), pay for a
    // trace of its own: a function called from a hot loop is inlined into
    // the loop's trace.
    size_t n = vm_.frames.size();
    const bool recursive = n >= 2 && vm_.frames[n - 2].code == f->code;
    if (!f->is_entry && !recursive) {
        *counter = std::max(vm_.options.jit_threshold, 1);
        return Next::Interpret;
    }
    Loop& l = loop_for(f->code, 0);
    l.function = true;
    l.native_called = !recursive;
    f->code->jit_function = &l;
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
    saved_ = Saved{ir.ins.size(), ir.snaps.size(), ir.segs.size(), ir.ends.size(), ir.consts.size(),
                   ir.entry,        ir.max_positions, ir.max_inline_depth};
    rec_parent_ = &t;
    refresh_cell(l); // empty while t's constants grow
    rec_snap_ = snap;
    rec_loop_ = &l;
    rec_counter_ = nullptr;
    rec_start_ = Clock::now();
    rec_ = std::make_unique<Recorder>(vm_, ir, f, l.header, snap,
                                      [this](CodeObj* c, uint32_t h, InnerLoop* o) { return find_inner(c, h, o); });
}

// Takes out of t's IR what the side trace being recorded (or just
// recorded) added to it (saved_: the sizes before it).
void Jit::undo_side(TreeRec& t) {
    Tree& ir = t.ir;
    ir.ins.resize(saved_.ins);
    ir.snaps.resize(saved_.snaps);
    ir.segs.resize(saved_.segs);
    ir.ends.resize(saved_.ends);
    ir.consts.resize(saved_.consts);
    ir.entry = saved_.entry;
    ir.max_positions = saved_.max_positions;
    ir.max_inline_depth = saved_.max_inline_depth;
    if (t.exits.size() > saved_.snaps) t.exits.resize(saved_.snaps);
    if (t.exit_kind.size() > saved_.snaps) t.exit_kind.resize(saved_.snaps);
}

// A side trace recorded at its exit's first exit because an earlier run
// grew one there (the code's cache entry's side hints), not at the 40th.
bool Jit::early_for_hint(const ExitInfo& e) { return e.hinted && e.count < kSideThreshold; }

void Jit::abort_recording(const std::string& why, bool retry_soon) {
    if (!rec_) {
        if (watch_.loop) end_watch(); // an exception while watching: compile what there is
        return;
    }
    vm_.jit_stats.record_ms += ms_since(rec_start_);
    vm_.jit_stats.traces_aborted++;
    Loop& l = *rec_loop_;
    if (rec_parent_) {
        undo_side(*rec_parent_);
        ExitInfo& e = rec_parent_->exits[rec_snap_];
        if (early_for_hint(e)) {
            // Not the exit's fault: its first exit, taken for an earlier
            // run's hint, may go where its 40th does not.
            e.hinted = false;
            log(fmt::format("side trace from exit {} of trace {} aborted: {} (recorded early for a cache hint: "
                            "recorded again at its {}th exit)",
                            rec_snap_, rec_parent_->id, why, kSideThreshold));
        } else {
            e.side_failures++;
            log(fmt::format("side trace from exit {} of trace {} aborted: {}{}", rec_snap_, rec_parent_->id, why,
                            e.side_failures >= kMaxSideFailures ? " (the exit stays an exit)" : ""));
        }
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
    if (!l.function || l.native_called || l.leaf_skips >= kMaxLeafSkips || t.ir.ins.size() > kMaxLeafInstructions ||
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

// A function called from native code whose trace runs a few instructions
// and calls nothing natively (`lambda x: x % 3 == 0`, a `__lt__` comparing
// an attribute): entering compiled code costs about what the interpreter
// takes to run them (measured in docs/jit.md), so its calls stay
// interpreted, for good.
bool Jit::too_short(Loop& l, TreeRec& t, uint32_t steps) {
    if (!l.native_called || steps >= kMinNativeCalledSteps || l.has_live_tree()) return false;
    for (const Ins& i : t.ir.ins)
        if (i.op == IrOp::CallSelf) return false;
    l.too_short = true;
    log(fmt::format("trace {} of {} is short ({} instructions from its entry to its return): not compiled, its calls "
                    "stay interpreted",
                    t.id, where(l), steps));
    l.pending.pop_back();
    if (rec_counter_) *rec_counter_ = INT32_MAX;
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
        uint32_t depth;
        uint32_t pc = resume_point(l, s, &depth); // a `break` leaves through a JUMP
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
        if (i.op == IrOp::CallSelf) {
            t.self_calls[i.snap] = {static_cast<FunctionObj*>(t.ir.consts[t.ir.ins[i.a].imm]),
                                    (uint32_t)(i.imm & 0xFFFFFFFF)};
            // Only grows: code compiled from an older IR of the tree (a
            // subset of these calls) may still be running.
            t.self_advance = std::max(t.self_advance, (uint32_t)(i.imm & 0xFFFFFFFF));
        }
    }
    classify_exits(l, t);
    static constexpr Tag kTagOf[] = {Tag::Empty, Tag::Int, Tag::Float, Tag::Bool, Tag::None, Tag::Obj, Tag::Empty};
    t.checks.clear();
    for (const EntryType& e : t.ir.entry)
        if (!e.write_first) t.checks.push_back({e.pos, kTagOf[(int)e.ty], e.kind});
    t.plain_resume.assign(t.ir.snaps.size(), UINT32_MAX);
    t.plain_depth.assign(t.ir.snaps.size(), UINT32_MAX);
    for (size_t k = 0; k < t.ir.snaps.size(); k++) {
        const Snapshot& s = t.ir.snaps[k];
        if (!s.pending_error && !s.nested && s.frames.empty() && !s.gen_base)
            t.plain_resume[k] = resume_point(l, s, &t.plain_depth[k]);
    }
}

// Where the interpreter goes on after exit s of l's tree, in the loop's
// frame, past unconditional jumps, and the depth of its stack there. A
// `break` out of a for loop is POP_TOP (the iterator) and a JUMP past the
// loop: there the stack is one value lower (an inner loop's tree that
// leaves by it, called from an outer loop's code, ends as if the loop had
// run out, and the outer code goes on).
uint32_t Jit::resume_point(const Loop& l, const Snapshot& s, uint32_t* depth) {
    const auto& c = l.code->proto->code;
    *depth = s.depth;
    if (!l.function && s.frames.empty() && s.depth > 0 && s.pc + 1 < c.size() &&
        (Opcode)(c[s.pc] & 0xFF) == Opcode::POP_TOP && (Opcode)(c[s.pc + 1] & 0xFF) == Opcode::JUMP) {
        const uint32_t to = past_jumps(l.code, s.pc + 1);
        if (to < l.header || to > Recorder::loop_end(l.code, l.header)) {
            *depth = s.depth - 1;
            return to;
        }
    }
    return past_jumps(l.code, s.pc);
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
        const uint32_t steps = rec_->steps();
        rec_.reset();
        rec_parent_ = nullptr;
        rec_loop_ = nullptr;
        if (too_short(l, t, steps) || leaf_call(l, t)) return false;
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
