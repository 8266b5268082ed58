// The code generator: a trace tree's IR as one libgccjit function (see
// codegen.hpp for its signature and jit/compile.cpp for running GCC on it).
#include "codegen.hpp"

#include <fmt/format.h>

#include "gccjit_api.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "layout.hpp"

namespace kiln::jit {

namespace {

// A recursive function's tree this big at most gets an inlined copy of
// itself for its calls to itself (Gen::emit_self_copy): the code, and
// GCC's work on it, about doubles.
constexpr size_t kMaxSelfCopyIns = 80;

class Gen {
public:
    explicit Gen(const Tree& t, const CompileOptions* opts = nullptr)
        : t_(t), opts_(opts), inner_(opts ? &opts->inner : nullptr), direct_(opts ? &opts->direct : nullptr),
          calls_(opts ? &opts->calls : nullptr) {}

    bool build(gcc_jit_context* ctx, const char* name = "trace");
    // The internal function's params for a tree with its arguments in
    // registers (register_entries), of a function named `name` of `kind`.
    gcc_jit_function* new_self_function(enum gcc_jit_function_kind kind, const std::string& name);
    // A copy of the internal function that GCC always inlines, calling
    // main: each native call then runs two levels of the recursion.
    bool emit_self_copy(Gen& main, const std::string& name);

private:
    // The tree's code from `entry` (null: the function's first block). In
    // a tree inlined into another's function (inline_exit_ set), leaving
    // stores the exit's number there and jumps to inline_after_ instead of
    // returning.
    bool emit_tree(gcc_jit_block* entry);
    void leave_with(gcc_jit_rvalue* code);
    // The run_inner call at r, with the inner loop's tree compiled here.
    void emit_inline_inner(Ref r, const InlinedTree& in);
    // The run_inner call at r, calling the inner loop's code through its cell.
    void emit_direct_inner(Ref r, const DirectInner& d);
    // The enter_loop call at r, running the called function's loop through its cell.
    void emit_direct_loop_call(Ref r, const DirectLoopCall& d);
    // Jumps to `slow` unless the frame's values (from `offset`) have the
    // entry types; call: the helper call the checks are for.
    void check_entry(const std::vector<InlinedTree::Check>& checks, gcc_jit_block* slow, Ref call, int offset = 0);
    // The frame's value at pos after the Sync before call, when its type is
    // known: its tag, and for an object its kind (-1: not known).
    bool frame_type(Ref call, int pos, uint8_t* tag, int* kind) const;
    // Calls instruction r's helper (for a Call: its imm) with its operands
    // boxed, the result in dst (a Call: its own local); leaves through r's
    // snapshot when the helper fails. `where`: tell the runtime the frame's
    // depth and pc first, for a helper that may raise or run Python code.
    void emit_helper_call(Ref r);
    void emit_helper_call(Ref r, Helper h, gcc_jit_lvalue* dst, bool where);
    // JitRuntime::sync_pc for a helper called at snapshot s: the pc, or,
    // inside inlined calls, the outermost one's CALL and their number.
    static int64_t sync_word(const Snapshot& s) {
        if (s.frames.empty()) return s.pc;
        return (int64_t)(s.frames.front().caller_pc - 1) | (int64_t)s.frames.size() << 32;
    }
    std::string nm(const std::string& s) const { return prefix_ + s; }

    using RV = gcc_jit_rvalue*;
    using LV = gcc_jit_lvalue*;

    RV i64(int64_t v) { return gcc_jit_context_new_rvalue_from_long(ctx_, t_i64_, v); }
    RV u64(uint64_t v) { return gcc_jit_context_new_rvalue_from_long(ctx_, t_u64_, (long)v); }
    RV lv(LV l) { return gcc_jit_lvalue_as_rvalue(l); }
    RV cast(RV v, gcc_jit_type* t) { return gcc_jit_context_new_cast(ctx_, nullptr, v, t); }
    RV bitcast(RV v, gcc_jit_type* t) { return gcc_jit_context_new_bitcast(ctx_, nullptr, v, t); }
    RV bin(gcc_jit_binary_op op, gcc_jit_type* t, RV a, RV b) {
        return gcc_jit_context_new_binary_op(ctx_, nullptr, op, t, a, b);
    }
    RV cmp(gcc_jit_comparison op, RV a, RV b) { return gcc_jit_context_new_comparison(ctx_, nullptr, op, a, b); }
    // *(T*)((char*)p + off)
    LV at(RV p, int64_t off, gcc_jit_type* t) {
        RV cp = cast(p, t_charp_);
        LV elem = gcc_jit_context_new_array_access(ctx_, nullptr, cp, i64(off));
        RV addr = gcc_jit_lvalue_get_address(elem, nullptr);
        return gcc_jit_rvalue_dereference(cast(addr, gcc_jit_type_get_pointer(t)), nullptr);
    }
    LV tag_of(LV v) { return gcc_jit_lvalue_access_field(v, nullptr, f_tag_); }
    LV bits_of(LV v) { return gcc_jit_lvalue_access_field(v, nullptr, f_bits_); }
    LV base_at(int pos) {
        return gcc_jit_context_new_array_access(ctx_, nullptr, gcc_jit_param_as_rvalue(p_base_), i64(pos));
    }
    gcc_jit_type* ctype(Ty t) {
        switch (t) {
        case Ty::Int: return t_i64_;
        case Ty::Float: return t_f64_;
        case Ty::Bool: return t_bool_;
        case Ty::Obj: return t_voidp_;
        case Ty::Value: return t_value_;
        default: return nullptr;
        }
    }
    RV val(Ref r) {
        const Ins& i = t_.ins[r];
        if (i.ty == Ty::None) return i64(0);
        return lv(locals_[r]);
    }
    // The Value for a typed IR value.
    void box_into(LV dst, Ref r) {
        const Ins& i = t_.ins[r];
        auto set = [&](Tag tag, RV bits) {
            add(tag_of(dst), u64((uint64_t)tag));
            add(bits_of(dst), bits);
        };
        switch (i.ty) {
        case Ty::Value: gcc_jit_block_add_assignment(b_, nullptr, dst, val(r)); break;
        case Ty::Int: set(Tag::Int, cast(val(r), t_u64_)); break;
        case Ty::Float: set(Tag::Float, bitcast(val(r), t_u64_)); break;
        case Ty::Bool: set(Tag::Bool, cast(val(r), t_u64_)); break;
        case Ty::None: set(Tag::None, u64(0)); break;
        case Ty::Obj: set(Tag::Obj, bitcast(val(r), t_u64_)); break;
        default: break;
        }
    }
    void add(LV l, RV r) { gcc_jit_block_add_assignment(b_, nullptr, l, r); }
    gcc_jit_block* block(const char* name) { return gcc_jit_function_new_block(fn_, name); }
    // Leaves through snapshot s when cond is true; continues in a new block.
    void exit_if(RV cond, int snap);
    gcc_jit_block* exit_block(int snap);
    void write_back(int snap);
    // What the frame is known to hold, for an exit's or a Sync's writes to skip.
    Ref frame_value(Ref r) const; // r as the frame holds it: an unboxed Value is that Value
    void note_exit(int snap);
    void forget_frame_from(int pos);
    void write_carried(const std::set<int>& except, int depth);
    void finish_exits();
    void emit(Ref r);
    void emit_call_self(Ref r);
    void unbox_into(LV dst, LV boxed, Ty t);
    void copy_types(const Gen& o);
    gcc_jit_rvalue* attention_set();
    // The gate: what a call to itself runs where the call is made, in the
    // caller's code. It runs the tree's instructions from its entry while
    // they only compute on the arguments and branch (gate_op), and where
    // one of those paths returns, so does the call, with no call made
    // (fib's `n < 2`: a leaf costs a compare). Anything else, an exit
    // included, makes the call (nothing the gate ran wrote memory). Emitted
    // from b_ by a generator of its own sharing the caller's function:
    // the call's arguments, the local the call's result goes to, where the
    // call is made and where the caller goes on with the result.
    void emit_gate(const std::vector<gcc_jit_rvalue*>& args, gcc_jit_lvalue* result, gcc_jit_block* call,
                   gcc_jit_block* done);
    static bool gate_op(IrOp op);
    bool gate_returns() const; // a path from the entry returns in the gate: worth one
    gcc_jit_block* gate_exit(int snap);
    void exit_to(gcc_jit_rvalue* cond, gcc_jit_block* target); // jump there when cond, else go on

    const Tree& t_;
    const CompileOptions* opts_ = nullptr;
    gcc_jit_context* ctx_ = nullptr;
    gcc_jit_function* fn_ = nullptr;
    // What a recursive function's CallSelf calls: fn_, or a copy of it
    // that GCC inlines there (emit_self_copy).
    gcc_jit_function* self_target_ = nullptr;
    gcc_jit_block* b_ = nullptr;
    gcc_jit_type *t_i64_, *t_u64_, *t_u8_, *t_u16_, *t_f64_, *t_bool_, *t_void_, *t_voidp_, *t_charp_, *t_value_, *t_valuep_,
        *t_int_, *t_helper_, *t_trace_;
    gcc_jit_field *f_tag_, *f_bits_;
    gcc_jit_param *p_base_, *p_consts_, *p_rt_;
    // A recursive function's tree whose entry values are all numbers,
    // booleans, None or objects (register_entries): its code is an internal
    // function taking them as arguments and giving back the returned Value
    // (kLeft in its tag: it left, its exit in its bits), which its calls to
    // itself call without storing their arguments; the exported function
    // unboxes them from the frame and calls it. Its exits write the
    // arguments into the frame too (they are loop-carried positions here).
    bool reg_ = false;
    std::vector<gcc_jit_param*> p_args_; // one per t_.entry
    LV ret_ = nullptr;                   // what the internal function returns
    // Its last argument, `trusted`, is 1 when it called itself: then the
    // instructions its caller ran before the call with the same outcome
    // (mark_established in jit/ir.cpp marks them invariant) are skipped,
    // and those whose values are used further on get the constant a guard
    // compared them with (fib's global `fib`: the function itself).
    gcc_jit_param* p_trusted_ = nullptr;
    gcc_jit_param* p_budget_ = nullptr; // native calls it may still make (JitRuntime::native_budget)
    // Emitting a gate (emit_gate): its exits and the instructions it does
    // not run go to gate_call_, its returns set gate_result_ and go to
    // gate_done_; side traces it reaches wait in gate_todo_.
    bool gate_ = false;
    gcc_jit_block *gate_call_ = nullptr, *gate_done_ = nullptr;
    LV gate_result_ = nullptr;
    std::vector<size_t> gate_todo_;
    int gate_left_ = 0; // instructions it may still run
    // This function's calls to itself run the gate: they call main, not
    // the inlined copy (which starts with the same tests), and some path
    // returns in the gate.
    bool gate_calls_ = false;
    std::set<Ref> trusted_skip_;
    std::map<Ref, Ref> trusted_value_;
    void plan_trusted();
    void emit_trusted_run(Ref& r, Ref end);
    static constexpr uint64_t kLeft = 0xFF;
    bool register_entries() const;
    void emit_entry_wrapper(gcc_jit_function* outer, gcc_jit_param* const params[3]);
    RV left_value(RV code);
    std::vector<LV> locals_;
    std::map<int, LV> carried_;            // loop-carried positions
    std::map<int, LV> assigned_;           // write-first positions: set once a loop end wrote them
    std::set<int> every_end_;              // write-first positions every loop end writes: set once
                                           // an iteration ended (iters_ is not 0), no flag needed
    std::set<int> written_;                // positions some trace end writes
    std::vector<LV> consts_;
    std::map<int, gcc_jit_block*> exits_;  // snapshot -> exit block
    LV exit_id_ = nullptr;
    std::vector<int> shared_;              // exits that end in a shared tail (finish_exits)
    std::map<int, gcc_jit_block*> sides_;  // snapshot -> side trace start
    // What the frame holds since the last Sync in this pass over a trace
    // (position -> value, kCarriedValue for a loop-carried one's value at
    // the iteration's start): a Sync writes the snapshot to the frame, and
    // later exits need not write again what is still there. Emptied where
    // a trace (or an iteration) starts and by calls that write the frame.
    static constexpr Ref kCarriedValue = -3;
    std::map<int, Ref> frame_;
    // Per exit: positions whose value every guard leaving through it
    // finds in the frame already.
    std::map<int, std::set<int>> in_frame_;
    // The frame at each exit a side trace starts from, for that trace.
    std::map<int, std::map<int, Ref>> frame_at_;
    // A function's tree whose every Return gives a number of one type: what
    // its calls to itself return (they run this code) has that type.
    Ty self_result_ = Ty::Void;
    LV iters_ = nullptr;
    LV attention_ = nullptr; // rt->attention, read once at entry
    int tmp_id_ = 0;
    LV args_[4] = {};
    gcc_jit_block* loop_ = nullptr;
    gcc_jit_block* peel_ = nullptr; // the first iteration, with the loop-invariant instructions
    bool in_side_ = false;          // emitting a side trace
    const std::vector<InlinedTree>* inner_ = nullptr;
    const std::vector<DirectInner>* direct_ = nullptr;
    const std::vector<DirectLoopCall>* calls_ = nullptr;
    LV inline_exit_ = nullptr;
    gcc_jit_block* inline_after_ = nullptr;
    std::string prefix_;            // of local and block names (an inlined tree's: "i1_")
    int inlined_ = 0;
    size_t const_base_ = 0;         // an inlined tree's constants' place in the function's table
    gcc_jit_function *b_add_ov_ = nullptr, *b_sub_ov_ = nullptr, *b_mul_ov_ = nullptr, *b_sqrt_ = nullptr,
                      *b_atomic_load_ = nullptr;
};

void Gen::unbox_into(LV dst, LV boxed, Ty t) {
    RV bits = lv(bits_of(boxed));
    switch (t) {
    case Ty::Int: add(dst, cast(bits, t_i64_)); break;
    case Ty::Float: add(dst, bitcast(bits, t_f64_)); break;
    case Ty::Bool: add(dst, cmp(GCC_JIT_COMPARISON_NE, bits, u64(0))); break;
    case Ty::Obj: add(dst, bitcast(bits, t_voidp_)); break;
    default: break;
    }
}

Ref Gen::frame_value(Ref r) const {
    const Ins& i = t_.ins[r];
    // (Not a Value a trusted call skipped loading: the unboxed value has
    // a stand-in there, the Value none.)
    // Nor a call to itself whose result's type is known (the unboxed
    // value is then all an exit needs: the Value would be kept for them,
    // two more words across the next call).
    if (i.op == IrOp::Unbox && (i.ty == Ty::Int || i.ty == Ty::Float || i.ty == Ty::Obj) && !trusted_skip_.count(i.a) &&
        !(t_.ins[i.a].op == IrOp::CallSelf && i.ty == self_result_))
        return i.a;
    return r;
}

// A Sync's writes: what the frame does not hold yet (a helper called
// after another sees most of the values the first one's Sync wrote).
void Gen::write_back(int snap) {
    const Snapshot& s = t_.snaps[snap];
    if (s.nested) return; // the inner loop's trace wrote the frame
    std::set<int> done(s.dead.begin(), s.dead.end()); // dead there: not written
    for (auto& [p, r] : s.vals) {
        done.insert(p);
        auto k = frame_.find(p);
        if (k != frame_.end() && k->second == frame_value(r)) continue;
        box_into(base_at(p), r);
        frame_[p] = frame_value(r);
    }
    for (int p : written_)
        if (!done.count(p) && p < (int)s.depth) {
            auto k = frame_.find(p);
            if (k != frame_.end() && k->second == kCarriedValue) done.insert(p);
        }
    write_carried(done, (int)s.depth);
    for (int p : written_)
        if (!done.count(p) && p < (int)s.depth) frame_[p] = kCarriedValue;
}

void Gen::note_exit(int snap) {
    const Snapshot& s = t_.snaps[snap];
    std::set<int> held;
    for (auto& [p, r] : s.vals) {
        auto k = frame_.find(p);
        if (k != frame_.end() && k->second == frame_value(r)) held.insert(p);
    }
    auto [it, first] = in_frame_.emplace(snap, held);
    if (!first) {
        std::set<int> both;
        std::set_intersection(it->second.begin(), it->second.end(), held.begin(), held.end(),
                              std::inserter(both, both.end()));
        it->second = std::move(both);
    }
    if (!sides_.count(snap)) return; // no side trace starts there
    auto [at, fresh] = frame_at_.emplace(snap, frame_);
    if (!fresh) {
        std::map<int, Ref> both;
        for (auto& [p, r] : frame_) {
            auto k = at->second.find(p);
            if (k != at->second.end() && k->second == r) both[p] = r;
        }
        at->second = std::move(both);
    }
}

void Gen::forget_frame_from(int pos) {
    frame_.erase(frame_.lower_bound(pos), frame_.end());
}

void Gen::write_carried(const std::set<int>& except, int depth) {
    for (int p : written_) {
        if (except.count(p) || p >= depth) continue;
        const EntryType* e = t_.entry_of(p);
        LV c = carried_.at(p);
        LV dst = base_at(p);
        gcc_jit_block* join = nullptr;
        if (e->write_first) {
            // Not set by this entry yet: the frame still holds its value.
            gcc_jit_block* store = block(nullptr);
            join = block(nullptr);
            RV set = every_end_.count(p) ? cmp(GCC_JIT_COMPARISON_NE, lv(iters_), i64(0)) : lv(assigned_.at(p));
            gcc_jit_block_end_with_conditional(b_, nullptr, set, store, join);
            b_ = store;
        }
        Tag tag = tag_of_ty(e->ty);
        add(tag_of(dst), u64((uint64_t)tag));
        RV bits = e->ty == Ty::Int ? cast(lv(c), t_u64_)
                : e->ty == Ty::Float ? bitcast(lv(c), t_u64_)
                : e->ty == Ty::Bool ? cast(lv(c), t_u64_)
                : e->ty == Ty::None ? u64(0) : bitcast(lv(c), t_u64_);
        add(bits_of(dst), bits);
        if (join) {
            gcc_jit_block_end_with_jump(b_, nullptr, join);
            b_ = join;
        }
    }
}

gcc_jit_block* Gen::exit_block(int snap) {
    if (gate_) return gate_exit(snap);
    note_exit(snap);
    auto side = sides_.find(snap);
    if (side != sides_.end()) return side->second;
    auto it = exits_.find(snap);
    if (it != exits_.end()) return it->second;
    gcc_jit_block* saved = b_;
    gcc_jit_block* e = block(nm(fmt::format("exit{}", snap)).c_str());
    b_ = e;
    exits_[snap] = e;
    if (!t_.snaps[snap].nested) {
        // The loop-carried values are written by a tail that exits
        // share; finish_exits fills this block in. A trace's exits were
        // most of its code and of GCC's time.
        shared_.push_back(snap);
        b_ = saved;
        return e;
    }
    write_back(snap); // may end b_ and go on in another block
    LV total = at(gcc_jit_param_as_rvalue(p_rt_), offsetof(JitRuntime, iterations), t_i64_);
    add(total, bin(GCC_JIT_BINARY_OP_PLUS, t_i64_, lv(total), lv(iters_)));
    leave_with(gcc_jit_context_new_rvalue_from_int(ctx_, t_int_, snap));
    b_ = saved;
    return e;
}

// True when the host's attention flag is set. An atomic (relaxed) load:
// another thread sets the flag, and a loop that stores nothing would
// otherwise read it once, before the loop (libgccjit drops `volatile` on a
// cast pointer's target). The flag's address is read from rt once, at
// entry: GCC would not keep it in a register across the atomic load, and
// reloaded it at every back-edge (mandelbrot's loop: one load of 33
// instructions an iteration).
gcc_jit_rvalue* Gen::attention_set() {
    gcc_jit_type* cvp = gcc_jit_type_get_pointer(gcc_jit_type_get_volatile(gcc_jit_type_get_const(t_void_)));
    RV fargs[2] = {cast(lv(attention_), cvp), gcc_jit_context_new_rvalue_from_int(ctx_, t_int_, 0)};
    RV flag = gcc_jit_context_new_call(ctx_, nullptr, b_atomic_load_, 2, fargs);
    return cmp(GCC_JIT_COMPARISON_NE, cast(flag, t_int_), gcc_jit_context_zero(ctx_, t_int_));
}

void Gen::leave_with(RV code) {
    if (!inline_exit_) {
        gcc_jit_block_end_with_return(b_, nullptr, reg_ ? left_value(code) : code);
        return;
    }
    add(inline_exit_, code);
    gcc_jit_block_end_with_jump(b_, nullptr, inline_after_);
}

// The exits that end in a shared tail: each writes its own values, then
// the tail writes the loop-carried values at the positions the exit did
// not write, counts the iterations and returns the exit's number. Exits
// that wrote the same loop-carried positions share a tail (a trace has a
// few such sets: an iteration updates its loop variables one by one).
// Every value a block after a join reads is live into that join along
// all its incoming edges: GCC gives it a phi there with one argument per
// edge, and keeps it in memory across the loop. When all the exits'
// values were written after one join of all exits, those phis were most
// of a big trace's compile (a fuzzer's trace of 563 instructions with
// 310 exits: 650 ms; now 286 ms), and the values the exits at loop-carried
// positions wrote after the tail were spilled to the stack in every
// iteration (fannkuch's reversal loop). Now no block after a join reads
// more than the loop-carried values and the exit's number.
//
// Exits that write the same values share one block (guards in a row at
// one instruction often do: a class check, its dicts' layouts, the
// entry's key), and one whose values include another's writes only the
// rest, then goes on in that one's block (a later exit of an iteration
// writes what an earlier one did and more). A value the trace unboxed is
// written back as the Value it came from (the same bytes: its tag was
// compared whole, its bits kept as they were), so the exits of a row of
// unboxings write the same values.
void Gen::finish_exits() {
    using Writes = std::vector<std::pair<int, Ref>>;
    // The loop-carried positions an exit writes itself, and its writes:
    // not what a Sync before it left in the frame.
    struct Own {
        std::vector<int> carried;
        Writes writes;
        bool operator<(const Own& o) const {
            return carried != o.carried ? carried < o.carried
                 : writes.size() != o.writes.size() ? writes.size() < o.writes.size() : writes < o.writes;
        }
        bool operator==(const Own& o) const { return carried == o.carried && writes == o.writes; }
    };
    auto own_of = [&](int snap) {
        Own o;
        const std::set<int>& held = in_frame_[snap];
        for (auto& [p, r] : t_.snaps[snap].vals) {
            if (written_.count(p)) o.carried.push_back(p);
            if (!held.count(p)) o.writes.push_back({p, frame_value(r)});
        }
        // A loop-carried local dead there: neither the exit nor the tail
        // writes it. Not an argument passed in a register: its frame slot
        // was never written, and the collector reads every slot.
        for (int p : t_.snaps[snap].dead)
            if (written_.count(p) && !(reg_ && carried_.count(p))) o.carried.push_back(p);
        std::sort(o.carried.begin(), o.carried.end());
        std::sort(o.writes.begin(), o.writes.end());
        return o;
    };
    std::map<std::vector<int>, gcc_jit_block*> tails;
    auto tail = [&](const std::vector<int>& carried) {
        gcc_jit_block*& t = tails[carried];
        if (t) return t;
        gcc_jit_block* saved = b_;
        b_ = t = block(nullptr);
        write_carried(std::set<int>(carried.begin(), carried.end()), INT32_MAX);
        LV total = at(gcc_jit_param_as_rvalue(p_rt_), offsetof(JitRuntime, iterations), t_i64_);
        add(total, bin(GCC_JIT_BINARY_OP_PLUS, t_i64_, lv(total), lv(iters_)));
        leave_with(lv(exit_id_));
        b_ = saved;
        return t;
    };
    std::vector<Own> owns;
    for (int snap : shared_) owns.push_back(own_of(snap));
    std::vector<Own> sets = owns;
    std::sort(sets.begin(), sets.end());
    sets.erase(std::unique(sets.begin(), sets.end()), sets.end());
    std::map<Own, gcc_jit_block*> blocks;
    for (size_t k = 0; k < sets.size(); k++) {
        const Own& o = sets[k];
        // The largest set made already (with the same tail) that this one includes.
        const Own* base = nullptr;
        for (size_t j = k; j-- > 0 && sets[j].carried == o.carried;)
            if (sets[j].writes.size() < o.writes.size() &&
                std::includes(o.writes.begin(), o.writes.end(), sets[j].writes.begin(), sets[j].writes.end())) {
                base = &sets[j];
                break;
            }
        b_ = blocks[o] = block(nullptr);
        for (auto& pr : o.writes)
            if (!base || !std::binary_search(base->writes.begin(), base->writes.end(), pr))
                box_into(base_at(pr.first), pr.second);
        gcc_jit_block_end_with_jump(b_, nullptr, base ? blocks.at(*base) : tail(o.carried));
    }
    for (size_t k = 0; k < shared_.size(); k++) {
        b_ = exits_.at(shared_[k]);
        add(exit_id_, gcc_jit_context_new_rvalue_from_int(ctx_, t_int_, shared_[k]));
        gcc_jit_block_end_with_jump(b_, nullptr, blocks.at(owns[k]));
    }
}

void Gen::exit_if(RV cond, int snap) {
    if (snap < 0) return; // the optimiser found it cannot exit
    exit_to(cond, exit_block(snap));
}

void Gen::emit(Ref r) {
    const Ins& i = t_.ins[r];
    const Layout& L = layout();
    LV dst = locals_[r];
    auto A = [&] { return val(i.a); };
    auto B = [&] { return val(i.b); };
    switch (i.op) {
    case IrOp::Nop: break;
    case IrOp::Entry: {
        auto it = carried_.find((int)i.imm);
        if (i.ty != Ty::None) add(dst, lv(it->second));
        break;
    }
    case IrOp::SlotLoad: add(dst, lv(base_at((int)i.imm))); break;
    case IrOp::KInt: add(dst, i64(i.imm)); break;
    case IrOp::KFloat: add(dst, bitcast(i64(i.imm), t_f64_)); break;
    case IrOp::KBool: add(dst, gcc_jit_context_new_rvalue_from_int(ctx_, t_bool_, (int)i.imm)); break;
    case IrOp::KNone: break;
    case IrOp::KObj: add(dst, lv(consts_[i.imm])); break;
    case IrOp::Unbox: {
        LV boxed = locals_[i.a];
        Tag tag = tag_of_ty(i.ty);
        if (!(t_.ins[i.a].op == IrOp::CallSelf && i.ty == self_result_))
            exit_if(cmp(GCC_JIT_COMPARISON_NE, lv(tag_of(boxed)), u64((uint64_t)tag)), i.snap);
        if (i.ty == Ty::Obj) {
            RV p = bitcast(lv(bits_of(boxed)), t_voidp_);
            RV kind = lv(at(p, (int64_t)L.obj_kind, t_u16_)); // jit_kind: kind and flavour
            exit_if(cmp(GCC_JIT_COMPARISON_NE, cast(kind, t_int_),
                        gcc_jit_context_new_rvalue_from_int(ctx_, t_int_, (int)i.imm)),
                    i.snap);
        }
        if (i.ty != Ty::None) unbox_into(dst, boxed, i.ty);
        break;
    }
    case IrOp::Box: box_into(dst, i.a); break;
    case IrOp::AddOv:
    case IrOp::SubOv:
    case IrOp::MulOv: {
        gcc_jit_function* f = i.op == IrOp::AddOv ? b_add_ov_ : i.op == IrOp::SubOv ? b_sub_ov_ : b_mul_ov_;
        RV args[3] = {A(), B(), gcc_jit_lvalue_get_address(dst, nullptr)};
        RV call = gcc_jit_context_new_call(ctx_, nullptr, f, 3, args);
        if (i.snap < 0) gcc_jit_block_add_eval(b_, nullptr, call); // it writes dst
        else exit_if(call, i.snap);
        break;
    }
    case IrOp::NegOv: {
        exit_if(cmp(GCC_JIT_COMPARISON_EQ, A(), i64(INT64_MIN)), i.snap);
        add(dst, gcc_jit_context_new_unary_op(ctx_, nullptr, GCC_JIT_UNARY_OP_MINUS, t_i64_, A()));
        break;
    }
    case IrOp::FloorDiv:
    case IrOp::Mod: {
        // Python's are floored: C's remainder moves by b when it is not 0
        // and its sign differs from b's. The code expects b's sign as the
        // recording saw it (imm 1: negative), known for a constant; b = 0
        // raises, and INT64_MIN // -1 is a big int (and C's division
        // traps): those exit. (A test of both signs, rem ^ b < 0, cost
        // nested_loop's % 1000000007 35%: GCC at -O1 does not fold it.)
        const Ins& k = t_.ins[i.b];
        const bool negative = k.op == IrOp::KInt ? k.imm < 0 : i.imm != 0;
        if (negative) {
            exit_if(cmp(GCC_JIT_COMPARISON_GE, B(), i64(0)), i.snap);
            exit_if(gcc_jit_context_new_binary_op(ctx_, nullptr, GCC_JIT_BINARY_OP_LOGICAL_AND, t_bool_,
                                                  cmp(GCC_JIT_COMPARISON_EQ, B(), i64(-1)),
                                                  cmp(GCC_JIT_COMPARISON_EQ, A(), i64(INT64_MIN))),
                    i.snap);
        } else {
            exit_if(cmp(GCC_JIT_COMPARISON_LE, B(), i64(0)), i.snap);
        }
        RV rem = bin(GCC_JIT_BINARY_OP_MODULO, t_i64_, A(), B());
        RV adjust = cast(cmp(negative ? GCC_JIT_COMPARISON_GT : GCC_JIT_COMPARISON_LT, rem, i64(0)), t_i64_);
        if (i.op == IrOp::FloorDiv)
            add(dst, bin(GCC_JIT_BINARY_OP_MINUS, t_i64_, bin(GCC_JIT_BINARY_OP_DIVIDE, t_i64_, A(), B()), adjust));
        else
            add(dst, bin(GCC_JIT_BINARY_OP_PLUS, t_i64_, rem, bin(GCC_JIT_BINARY_OP_MULT, t_i64_, adjust, B())));
        break;
    }
    case IrOp::BitAnd: add(dst, bin(GCC_JIT_BINARY_OP_BITWISE_AND, t_i64_, A(), B())); break;
    case IrOp::BitOr: add(dst, bin(GCC_JIT_BINARY_OP_BITWISE_OR, t_i64_, A(), B())); break;
    case IrOp::BitXor: add(dst, bin(GCC_JIT_BINARY_OP_BITWISE_XOR, t_i64_, A(), B())); break;
    case IrOp::Shl: {
        exit_if(cmp(GCC_JIT_COMPARISON_GE, cast(B(), t_u64_), u64(64)), i.snap);
        RV sh = cast(bin(GCC_JIT_BINARY_OP_LSHIFT, t_u64_, cast(A(), t_u64_), cast(B(), t_u64_)), t_i64_);
        add(dst, sh);
        exit_if(cmp(GCC_JIT_COMPARISON_NE, bin(GCC_JIT_BINARY_OP_RSHIFT, t_i64_, lv(dst), B()), A()), i.snap);
        break;
    }
    case IrOp::Shr: {
        exit_if(cmp(GCC_JIT_COMPARISON_LT, B(), i64(0)), i.snap);
        exit_if(cmp(GCC_JIT_COMPARISON_GE, B(), i64(64)), i.snap);
        add(dst, bin(GCC_JIT_BINARY_OP_RSHIFT, t_i64_, A(), B()));
        break;
    }
    case IrOp::Cmp: {
        static const gcc_jit_comparison ops[] = {GCC_JIT_COMPARISON_LT, GCC_JIT_COMPARISON_LE, GCC_JIT_COMPARISON_EQ,
                                                 GCC_JIT_COMPARISON_NE, GCC_JIT_COMPARISON_GT, GCC_JIT_COMPARISON_GE};
        add(dst, cmp(ops[i.imm], A(), B()));
        break;
    }
    case IrOp::FAdd: add(dst, bin(GCC_JIT_BINARY_OP_PLUS, t_f64_, A(), B())); break;
    case IrOp::FSub: add(dst, bin(GCC_JIT_BINARY_OP_MINUS, t_f64_, A(), B())); break;
    case IrOp::FMul: add(dst, bin(GCC_JIT_BINARY_OP_MULT, t_f64_, A(), B())); break;
    case IrOp::FDiv:
        // By an int made float: that int is 0 exactly when the float is,
        // and an int's test is one instruction where a double's is four.
        if (t_.ins[i.b].op == IrOp::IntToFloat)
            exit_if(cmp(GCC_JIT_COMPARISON_EQ, val(t_.ins[i.b].a), gcc_jit_context_new_rvalue_from_long(ctx_, t_i64_, 0)),
                    i.snap);
        else
            exit_if(cmp(GCC_JIT_COMPARISON_EQ, B(), gcc_jit_context_new_rvalue_from_double(ctx_, t_f64_, 0.0)), i.snap);
        add(dst, bin(GCC_JIT_BINARY_OP_DIVIDE, t_f64_, A(), B()));
        break;
    case IrOp::FNeg: add(dst, gcc_jit_context_new_unary_op(ctx_, nullptr, GCC_JIT_UNARY_OP_MINUS, t_f64_, A())); break;
    case IrOp::FAbs: // the sign bit cleared, as fabs does
        add(dst, bitcast(bin(GCC_JIT_BINARY_OP_BITWISE_AND, t_u64_, bitcast(A(), t_u64_), u64(~(1ULL << 63))), t_f64_));
        break;
    case IrOp::Select: {
        // Two blocks that GCC turns into a conditional move.
        gcc_jit_block* yes = block(nullptr);
        gcc_jit_block* no = block(nullptr);
        gcc_jit_block* done = block(nullptr);
        gcc_jit_block_end_with_conditional(b_, nullptr, A(), yes, no);
        b_ = yes;
        add(dst, B());
        gcc_jit_block_end_with_jump(b_, nullptr, done);
        b_ = no;
        add(dst, val(i.c));
        gcc_jit_block_end_with_jump(b_, nullptr, done);
        b_ = done;
        break;
    }
    case IrOp::FPow: {
        RV zero = gcc_jit_context_new_rvalue_from_double(ctx_, t_f64_, 0.0);
        // Not (a > 0): NaN leaves too.
        exit_if(gcc_jit_context_new_unary_op(ctx_, nullptr, GCC_JIT_UNARY_OP_LOGICAL_NEGATE, t_bool_,
                                             cmp(GCC_JIT_COMPARISON_GT, A(), zero)),
                i.snap);
        // Through a pointer, so GCC cannot rewrite pow(x, 0.5) and the like
        // into something that rounds differently.
        gcc_jit_type* dd[2] = {t_f64_, t_f64_};
        gcc_jit_type* pow_t = gcc_jit_context_new_function_ptr_type(ctx_, nullptr, t_f64_, 2, dd, 0);
        RV fp = lv(at(gcc_jit_param_as_rvalue(p_rt_), offsetof(JitRuntime, pow), pow_t));
        RV args[2] = {A(), B()};
        add(dst, gcc_jit_context_new_call_through_ptr(ctx_, nullptr, fp, 2, args));
        // Finite exactly when r - r is 0.
        exit_if(cmp(GCC_JIT_COMPARISON_NE, bin(GCC_JIT_BINARY_OP_MINUS, t_f64_, lv(dst), lv(dst)), zero), i.snap);
        break;
    }
    case IrOp::FSqrt: {
        exit_if(cmp(GCC_JIT_COMPARISON_LT, A(), gcc_jit_context_new_rvalue_from_double(ctx_, t_f64_, 0.0)), i.snap);
        RV x = A();
        add(dst, gcc_jit_context_new_call(ctx_, nullptr, b_sqrt_, 1, &x));
        break;
    }
    case IrOp::IntToFloat: add(dst, cast(A(), t_f64_)); break;
    case IrOp::BoolToInt: add(dst, cast(A(), t_i64_)); break;
    case IrOp::Not:
        add(dst, gcc_jit_context_new_unary_op(ctx_, nullptr, GCC_JIT_UNARY_OP_LOGICAL_NEGATE, t_bool_, A()));
        break;
    case IrOp::Truthy:
        if (t_.ins[i.a].ty == Ty::Float)
            add(dst, cmp(GCC_JIT_COMPARISON_NE, A(), gcc_jit_context_new_rvalue_from_double(ctx_, t_f64_, 0.0)));
        else
            add(dst, cmp(GCC_JIT_COMPARISON_NE, A(), i64(0)));
        break;
    case IrOp::Guard:
        exit_if(cmp(GCC_JIT_COMPARISON_NE, cast(A(), t_int_), gcc_jit_context_new_rvalue_from_int(ctx_, t_int_, (int)i.imm)),
                i.snap);
        break;
    case IrOp::GuardEqI: exit_if(cmp(GCC_JIT_COMPARISON_NE, A(), B()), i.snap); break;
    case IrOp::GuardEqP: exit_if(cmp(GCC_JIT_COMPARISON_NE, A(), B()), i.snap); break;
    case IrOp::GuardLtU: exit_if(cmp(GCC_JIT_COMPARISON_GE, cast(A(), t_u64_), cast(B(), t_u64_)), i.snap); break;
    case IrOp::GuardKLtU: exit_if(cmp(GCC_JIT_COMPARISON_GE, u64((uint64_t)i.imm), cast(A(), t_u64_)), i.snap); break;
    case IrOp::GuardNotEmpty:
        exit_if(cmp(GCC_JIT_COMPARISON_EQ, lv(tag_of(locals_[i.a])), u64(0)), i.snap);
        break;
    case IrOp::KEmpty:
        add(tag_of(dst), u64(0));
        add(bits_of(dst), u64(0));
        break;
    case IrOp::GuardNonNull: exit_if(cmp(GCC_JIT_COMPARISON_EQ, A(), gcc_jit_context_null(ctx_, t_voidp_)), i.snap); break;
    case IrOp::LoadI64: add(dst, lv(at(A(), i.imm, t_i64_))); break;
    case IrOp::LoadU32: add(dst, cast(lv(at(A(), i.imm, gcc_jit_context_get_type(ctx_, GCC_JIT_TYPE_UNSIGNED_INT))), t_i64_)); break;
    case IrOp::LoadU8: add(dst, cast(lv(at(A(), i.imm, t_u8_)), t_i64_)); break;
    case IrOp::LoadPtr: add(dst, lv(at(A(), i.imm, t_voidp_))); break;
    case IrOp::LoadVal: add(dst, lv(at(A(), i.imm, t_value_))); break;
    case IrOp::LoadValIdx: {
        RV vp = cast(gcc_jit_lvalue_get_address(at(A(), i.imm, t_value_), nullptr), t_valuep_);
        add(dst, lv(gcc_jit_context_new_array_access(ctx_, nullptr, vp, B())));
        break;
    }
    case IrOp::StoreI64: add(at(A(), i.imm, t_i64_), B()); break;
    case IrOp::StoreVal: {
        LV d = at(A(), i.imm, t_value_);
        add(d, val(i.b));
        break;
    }
    case IrOp::StoreValIdx: {
        RV vp = cast(gcc_jit_lvalue_get_address(at(A(), i.imm, t_value_), nullptr), t_valuep_);
        add(gcc_jit_context_new_array_access(ctx_, nullptr, vp, B()), val(i.c));
        break;
    }
    case IrOp::ListAppend: {
        // In place while the list has room (end < end of storage); a full
        // one goes to the list_append helper, which grows it and fails only
        // on MemoryError. The helper runs no Python code and writes no
        // field of the runtime table: nothing to sync first.
        RV list = A();
        LV end = at(list, (int64_t)L.list_end, t_valuep_);
        RV cap = lv(at(list, (int64_t)L.list_cap, t_valuep_));
        gcc_jit_block* room = block(nullptr);
        gcc_jit_block* full = block(nullptr);
        gcc_jit_block* done = block(nullptr);
        gcc_jit_block_end_with_conditional(
            b_, nullptr, cmp(GCC_JIT_COMPARISON_LT, bitcast(lv(end), t_u64_), bitcast(cap, t_u64_)), room, full);
        b_ = room;
        add(gcc_jit_rvalue_dereference(lv(end), nullptr), val(i.b));
        add(end, gcc_jit_lvalue_get_address(gcc_jit_context_new_array_access(ctx_, nullptr, lv(end), i64(1)), nullptr));
        gcc_jit_block_end_with_jump(b_, nullptr, done);
        b_ = full;
        emit_helper_call(r, Helper::list_append, args_[2], false); // its None goes to a scratch Value
        gcc_jit_block_end_with_jump(b_, nullptr, done);
        b_ = done;
        break;
    }
    case IrOp::ElemPtr: {
        RV off = bin(GCC_JIT_BINARY_OP_MULT, t_u64_, cast(B(), t_u64_), u64((uint64_t)i.imm));
        add(dst, bitcast(bin(GCC_JIT_BINARY_OP_PLUS, t_u64_, bitcast(A(), t_u64_), off), t_voidp_));
        break;
    }
    case IrOp::PtrDiff: {
        // end - begin, never negative: an unsigned division (a shift for
        // a Value's 16 bytes; a signed one costs a fix-up, or an idiv).
        RV d = bin(GCC_JIT_BINARY_OP_MINUS, t_u64_, bitcast(B(), t_u64_), bitcast(A(), t_u64_));
        add(dst, cast(bin(GCC_JIT_BINARY_OP_DIVIDE, t_u64_, d, u64((uint64_t)i.imm)), t_i64_));
        break;
    }
    case IrOp::IAdd:
        add(dst, cast(bin(GCC_JIT_BINARY_OP_PLUS, t_u64_, cast(A(), t_u64_), cast(B(), t_u64_)), t_i64_));
        break;
    case IrOp::Sync: {
        write_back(i.snap);
        RV rt = gcc_jit_param_as_rvalue(p_rt_);
        add(at(rt, offsetof(JitRuntime, sync_depth), t_i64_), i64(t_.snaps[i.snap].depth));
        add(at(rt, offsetof(JitRuntime, sync_pc), t_i64_), i64(sync_word(t_.snaps[i.snap])));
        break;
    }
    case IrOp::Call: {
        // What the call may write in the frame: an inner loop's code, any
        // of it; another helper, the stack above its synced top (load_method
        // leaves two values from the top's last one on) and the frames of
        // the Python code it runs. Its exit is after the call.
        if (i.imm == (int64_t)Helper::run_inner || i.imm == (int64_t)Helper::enter_loop ||
            i.imm == (int64_t)Helper::inner_left || i.snap < 0)
            frame_.clear();
        else
            forget_frame_from((int)t_.snaps[i.snap].depth - 1);
        if (i.imm == (int64_t)Helper::run_inner && inner_ && t_.ins[i.a].op == IrOp::KInt) {
            const InlinedTree* found = nullptr;
            for (const InlinedTree& in : *inner_)
                if (in.id_and_writes == t_.ins[i.a].imm) found = &in;
            if (found) {
                emit_inline_inner(r, *found);
                break;
            }
        }
        if (i.imm == (int64_t)Helper::run_inner && direct_ && t_.ins[i.a].op == IrOp::KInt) {
            const DirectInner* found = nullptr;
            for (const DirectInner& d : *direct_)
                if (d.id_and_writes == t_.ins[i.a].imm) found = &d;
            if (found) {
                emit_direct_inner(r, *found);
                break;
            }
        }
        if (i.imm == (int64_t)Helper::enter_loop && calls_ && t_.ins[i.a].op == IrOp::KObj &&
            t_.ins[i.c].op == IrOp::KInt) {
            const DirectLoopCall* found = nullptr;
            for (const DirectLoopCall& d : *calls_)
                if (d.fn_const == t_.ins[i.a].imm && d.where == t_.ins[i.c].imm) found = &d;
            if (found) {
                emit_direct_loop_call(r, *found);
                break;
            }
        }
        emit_helper_call(r);
        break;
    }
    case IrOp::CallSelf: emit_call_self(r); break;
    case IrOp::Return:
        if (gate_) {
            box_into(gate_result_, i.a);
            gcc_jit_block_end_with_jump(b_, nullptr, gate_done_);
            b_ = nullptr;
            break;
        }
        if (reg_) {
            box_into(ret_, i.a);
            gcc_jit_block_end_with_return(b_, nullptr, lv(ret_));
            b_ = nullptr;
            break;
        }
        box_into(base_at(-1), i.a);
        if (!t_.function) { // a loop's side trace returned from its function: count its iterations
            LV total = at(gcc_jit_param_as_rvalue(p_rt_), offsetof(JitRuntime, iterations), t_i64_);
            add(total, bin(GCC_JIT_BINARY_OP_PLUS, t_i64_, lv(total), lv(iters_)));
        }
        gcc_jit_block_end_with_return(b_, nullptr, gcc_jit_context_new_rvalue_from_int(ctx_, t_int_, kReturned));
        b_ = nullptr;
        break;
    case IrOp::TreeEnd: {
        const auto& end = t_.ends[i.imm];
        // A parallel assignment: read every new value before writing any.
        std::vector<LV> tmp;
        for (auto& [p, v] : end) {
            LV tl = gcc_jit_function_new_local(fn_, nullptr, ctype(t_.ins[v].ty == Ty::None ? Ty::Int : t_.ins[v].ty),
                                               nm(fmt::format("t{}", tmp_id_++)).c_str());
            if (t_.ins[v].ty != Ty::None) add(tl, val(v));
            tmp.push_back(tl);
        }
        for (size_t k = 0; k < end.size(); k++) {
            if (t_.ins[end[k].second].ty != Ty::None) add(carried_.at(end[k].first), lv(tmp[k]));
            auto a = assigned_.find(end[k].first);
            if (a != assigned_.end()) add(a->second, gcc_jit_context_one(ctx_, t_bool_));
        }
        add(iters_, bin(GCC_JIT_BINARY_OP_PLUS, t_i64_, lv(iters_), i64(1)));
        // Host limits: leave at the JUMP_BACK when the attention flag is set.
        // The exit writes back the values of this end (they are in the snapshot).
        gcc_jit_block* out = exit_block(i.snap);
        gcc_jit_block_end_with_conditional(b_, nullptr, attention_set(), out, peel_ && in_side_ ? peel_ : loop_);
        b_ = nullptr;
        break;
    }
    default: break;
    }
}

void Gen::emit_helper_call(Ref r) { emit_helper_call(r, (Helper)t_.ins[r].imm, locals_[r], true); }

void Gen::emit_helper_call(Ref r, Helper h, gcc_jit_lvalue* dst, bool where) {
    const Ins& i = t_.ins[r];
    if (where) {
        // Where the helper is, for its error and for any Python code it runs.
        RV rt = gcc_jit_param_as_rvalue(p_rt_);
        add(at(rt, offsetof(JitRuntime, sync_depth), t_i64_), i64(t_.snaps[i.snap].depth));
        add(at(rt, offsetof(JitRuntime, sync_pc), t_i64_), i64(sync_word(t_.snaps[i.snap])));
    }
    Ref in[3] = {i.a, i.b, i.c};
    RV args[5];
    args[0] = cast(gcc_jit_param_as_rvalue(p_rt_), t_voidp_);
    args[1] = cast(gcc_jit_lvalue_get_address(dst, nullptr), t_valuep_);
    for (int k = 0; k < 3; k++) {
        if (in[k] == kNone) {
            args[2 + k] = gcc_jit_context_null(ctx_, t_valuep_);
            continue;
        }
        box_into(args_[k], in[k]);
        args[2 + k] = gcc_jit_lvalue_get_address(args_[k], nullptr);
    }
    RV table = lv(at(gcc_jit_param_as_rvalue(p_rt_), offsetof(JitRuntime, helpers), gcc_jit_type_get_pointer(t_voidp_)));
    RV fp = cast(lv(gcc_jit_context_new_array_access(ctx_, nullptr, table, i64((int64_t)h))), t_helper_);
    RV ok = gcc_jit_context_new_call_through_ptr(ctx_, nullptr, fp, 5, args);
    exit_if(cmp(GCC_JIT_COMPARISON_EQ, ok, gcc_jit_context_zero(ctx_, t_int_)), i.snap);
}

bool Gen::frame_type(Ref call, int pos, uint8_t* tag, int* kind) const {
    // The Sync: before the call's constant and boxed arguments, in its segment.
    Ref begin = 0;
    for (const TraceSeg& seg : t_.segs)
        if (seg.begin <= call && call < seg.end) begin = seg.begin;
    Ref sync = call - 1;
    while (sync >= begin && t_.ins[sync].op != IrOp::Sync) {
        IrOp op = t_.ins[sync].op;
        if (op != IrOp::KInt && op != IrOp::KFloat && op != IrOp::KBool && op != IrOp::KNone && op != IrOp::KObj &&
            op != IrOp::KEmpty && op != IrOp::Box && op != IrOp::Nop)
            return false;
        sync--;
    }
    if (sync < begin) return false;
    const Snapshot& s = t_.snaps[t_.ins[sync].snap];
    if (s.nested || pos >= (int)s.depth) return false;
    Ty ty = Ty::Void;
    *kind = -1;
    auto found = std::find_if(s.vals.begin(), s.vals.end(), [&](const auto& v) { return v.first == pos; });
    if (found != s.vals.end()) {
        const Ins& i = t_.ins[found->second];
        ty = i.ty;
        if (i.ty == Ty::Obj && i.op == IrOp::Unbox) *kind = (int)i.imm;
        const EntryType* e = i.op == IrOp::Entry ? t_.entry_of((int)i.imm) : nullptr;
        if (i.ty == Ty::Obj && e && e->ty == Ty::Obj) *kind = (int)e->kind;
    } else {
        // Not changed by the trace, or loop-carried (the Sync wrote it):
        // the entry's type, which entering checked, unless the loop
        // writes it first (then the frame may still hold anything).
        const EntryType* e = t_.entry_of(pos);
        if (!e || e->write_first) return false;
        ty = e->ty;
        if (ty == Ty::Obj) *kind = (int)e->kind;
    }
    switch (ty) {
    case Ty::Int: *tag = (uint8_t)Tag::Int; return true;
    case Ty::Float: *tag = (uint8_t)Tag::Float; return true;
    case Ty::Bool: *tag = (uint8_t)Tag::Bool; return true;
    case Ty::None: *tag = (uint8_t)Tag::None; return true;
    case Ty::Obj: *tag = (uint8_t)Tag::Obj; return true;
    default: return false;
    }
}

// A check the trace knows passes (the Sync before the call wrote a value
// of that type there, or left the entry's) is not made.
void Gen::check_entry(const std::vector<InlinedTree::Check>& checks, gcc_jit_block* slow, Ref call, int offset) {
    const Layout& L = layout();
    for (const auto& c : checks) {
        uint8_t tag;
        int kind;
        if (frame_type(call, offset + c.pos, &tag, &kind) && tag == c.tag &&
            (c.tag != (uint8_t)Tag::Obj || kind == c.kind))
            continue;
        LV v = base_at(offset + c.pos);
        exit_to(cmp(GCC_JIT_COMPARISON_NE, lv(tag_of(v)), u64(c.tag)), slow);
        if (c.tag == (uint8_t)Tag::Obj) {
            RV kind = lv(at(bitcast(lv(bits_of(v)), t_voidp_), (int64_t)L.obj_kind, t_u16_)); // jit_kind
            exit_to(cmp(GCC_JIT_COMPARISON_NE, cast(kind, t_int_), gcc_jit_context_new_rvalue_from_int(ctx_, t_int_, c.kind)),
                    slow);
        }
    }
}

// The inner loop's code, where run_inner(id, resume pc, depth) would have
// run it: the frame is synced (the Sync before the call); its entry types
// are checked (else the helper runs it, or another specialisation); it
// reads its values from the frame and writes them back at its exit, as its
// own function would; then the result is what run_nested returns: true
// when it left where the outer trace goes on, else false with
// rt->nested_inline and nested_snap saying where (for Jit::enter).
void Gen::emit_inline_inner(Ref r, const InlinedTree& in) {
    const Ins& i = t_.ins[r];
    LV dst = locals_[r];
    const int64_t resume = t_.ins[i.b].imm, depth = t_.ins[i.c].imm;
    gcc_jit_block* slow = block(nullptr);
    gcc_jit_block* join = block(nullptr);
    check_entry(in.checks, slow, r);
    gcc_jit_block* fast = block(nullptr);
    gcc_jit_block_end_with_jump(b_, nullptr, fast);
    // The inner tree, in its own generator sharing this function.
    Gen g(in.ir); // its own run_inner calls stay calls (it has none: inline_inner_loops)
    g.ctx_ = ctx_;
    g.fn_ = fn_;
    g.copy_types(*this);
    g.prefix_ = fmt::format("{}i{}_", prefix_, ++inlined_);
    g.const_base_ = in.const_base;
    g.inline_exit_ = gcc_jit_function_new_local(fn_, nullptr, t_int_, g.nm("exit").c_str());
    gcc_jit_block* after = block(nullptr);
    g.inline_after_ = after;
    g.emit_tree(fast);
    // Where it left.
    b_ = after;
    gcc_jit_block* on = block(nullptr);
    gcc_jit_block* passed = block(nullptr); // an inner loop of its own left: run_nested set rt already
    gcc_jit_block* other = block(nullptr);
    std::vector<gcc_jit_case*> cases;
    for (size_t k = 0; k < in.ir.snaps.size(); k++) {
        const Snapshot& s = in.ir.snaps[k];
        bool plain = in.plain_resume[k] == (uint32_t)resume && s.depth == (uint32_t)depth;
        if (!plain && !s.nested) continue;
        RV kk = gcc_jit_context_new_rvalue_from_int(ctx_, t_int_, (int)k);
        cases.push_back(gcc_jit_context_new_case(ctx_, kk, kk, s.nested ? passed : on));
    }
    gcc_jit_block_end_with_switch(b_, nullptr, lv(g.inline_exit_), other, (int)cases.size(), cases.data());
    auto result = [&](gcc_jit_block* blk, bool value) {
        b_ = blk;
        add(tag_of(dst), u64((uint64_t)Tag::Bool));
        add(bits_of(dst), u64(value ? 1 : 0));
        gcc_jit_block_end_with_jump(b_, nullptr, join);
    };
    result(on, true);
    result(passed, false);
    b_ = other;
    RV rt = gcc_jit_param_as_rvalue(p_rt_);
    add(at(rt, offsetof(JitRuntime, nested_tree), t_voidp_), gcc_jit_context_null(ctx_, t_voidp_));
    add(at(rt, offsetof(JitRuntime, nested_inline), t_i64_), i64(in.ref + 1));
    add(at(rt, offsetof(JitRuntime, nested_snap), gcc_jit_context_get_type(ctx_, GCC_JIT_TYPE_INT32_T)),
        cast(lv(g.inline_exit_), gcc_jit_context_get_type(ctx_, GCC_JIT_TYPE_INT32_T)));
    result(b_, false);
    // Other types at its entry: the helper, as before.
    b_ = slow;
    emit_helper_call(r);
    gcc_jit_block_end_with_jump(b_, nullptr, join);
    b_ = join;
}

// The inner loop's own code, called where run_inner(id, resume pc, depth)
// would have run it (the frame is synced by the Sync before the call): when
// its loop's cell holds the tree this code was compiled for and the
// frame's values have its entry types; else the helper, as before. It
// shares this code's runtime (its iterations add to this one's). Then the
// result is what run_nested would return: true when it left where the
// outer trace goes on; else false, with rt->nested_* set by the inner_left
// helper (Jit::enter reads them).
void Gen::emit_direct_inner(Ref r, const DirectInner& d) {
    const Ins& i = t_.ins[r];
    LV dst = locals_[r];
    const uint64_t want = (uint64_t)(uint32_t)t_.ins[i.b].imm | (uint64_t)t_.ins[i.c].imm << 32;
    const int64_t cell = (int64_t)(d.id_and_writes & 0xFFFFFFFF) * (int64_t)sizeof(InnerCell);
    gcc_jit_block* slow = block(nullptr);
    gcc_jit_block* join = block(nullptr);
    RV rt = gcc_jit_param_as_rvalue(p_rt_);
    RV cells = lv(at(rt, offsetof(JitRuntime, cells), t_voidp_));
    exit_to(cmp(GCC_JIT_COMPARISON_NE, lv(at(cells, cell + (int64_t)offsetof(InnerCell, key), t_u64_)), u64(d.key)), slow);
    check_entry(d.checks, slow, r);
    // What it runs and the exit table it is read with, before the call: a
    // helper it calls may run Python code that changes the cell.
    auto local = [&](gcc_jit_type* ty, const char* what) {
        return gcc_jit_function_new_local(fn_, nullptr, ty, nm(fmt::format("{}{}", what, tmp_id_++)).c_str());
    };
    gcc_jit_type* t_u64p = gcc_jit_type_get_pointer(t_u64_);
    LV fnp = local(t_trace_, "inner_fn");
    LV consts = local(gcc_jit_type_get_pointer(t_voidp_), "inner_consts");
    LV exits = local(t_u64p, "inner_exits");
    LV nexits = local(t_i64_, "inner_nexits");
    LV tree = local(t_voidp_, "inner_tree");
    add(fnp, lv(at(cells, cell + (int64_t)offsetof(InnerCell, fn), t_trace_)));
    add(consts, lv(at(cells, cell + (int64_t)offsetof(InnerCell, consts), gcc_jit_type_get_pointer(t_voidp_))));
    add(exits, lv(at(cells, cell + (int64_t)offsetof(InnerCell, exits), t_u64p)));
    add(nexits, lv(at(cells, cell + (int64_t)offsetof(InnerCell, nexits), t_i64_)));
    add(tree, lv(at(cells, cell + (int64_t)offsetof(InnerCell, tree), t_voidp_)));
    add(at(rt, offsetof(JitRuntime, nested_tree), t_voidp_), gcc_jit_context_null(ctx_, t_voidp_));
    add(at(rt, offsetof(JitRuntime, nested_inline), t_i64_), i64(0));
    LV snap = local(t_int_, "inner_exit");
    RV cargs[3] = {gcc_jit_param_as_rvalue(p_base_), lv(consts), rt};
    add(snap, gcc_jit_context_new_call_through_ptr(ctx_, nullptr, lv(fnp), 3, cargs));
    gcc_jit_block* in_table = block(nullptr);
    gcc_jit_block* on = block(nullptr);
    gcc_jit_block* left = block(nullptr);
    RV s64 = cast(lv(snap), t_i64_);
    gcc_jit_block_end_with_conditional(b_, nullptr, cmp(GCC_JIT_COMPARISON_LT, cast(s64, t_u64_), cast(lv(nexits), t_u64_)),
                                       in_table, left);
    b_ = in_table;
    RV entry = lv(gcc_jit_context_new_array_access(ctx_, nullptr, lv(exits), s64));
    gcc_jit_block_end_with_conditional(b_, nullptr, cmp(GCC_JIT_COMPARISON_EQ, entry, u64(want)), on, left);
    b_ = on;
    add(tag_of(dst), u64((uint64_t)Tag::Bool));
    add(bits_of(dst), u64(1));
    gcc_jit_block_end_with_jump(b_, nullptr, join);
    // Left elsewhere: the helper says where, for Jit::enter.
    b_ = left;
    add(tag_of(args_[0]), u64((uint64_t)Tag::Int));
    add(bits_of(args_[0]), bitcast(lv(tree), t_u64_));
    add(tag_of(args_[1]), u64((uint64_t)Tag::Int));
    add(bits_of(args_[1]), cast(s64, t_u64_));
    RV hargs[5] = {cast(rt, t_voidp_), cast(gcc_jit_lvalue_get_address(dst, nullptr), t_valuep_),
                   gcc_jit_lvalue_get_address(args_[0], nullptr), gcc_jit_lvalue_get_address(args_[1], nullptr),
                   gcc_jit_context_null(ctx_, t_valuep_)};
    RV table = lv(at(rt, offsetof(JitRuntime, helpers), gcc_jit_type_get_pointer(t_voidp_)));
    RV hp = cast(lv(gcc_jit_context_new_array_access(ctx_, nullptr, table, i64((int64_t)Helper::inner_left))), t_helper_);
    gcc_jit_block_add_eval(b_, nullptr, gcc_jit_context_new_call_through_ptr(ctx_, nullptr, hp, 5, hargs));
    gcc_jit_block_end_with_jump(b_, nullptr, join);
    // Another tree in the cell, or other types: the helper, as before.
    b_ = slow;
    emit_helper_call(r);
    gcc_jit_block_end_with_jump(b_, nullptr, join);
    b_ = join;
}

// The call's frame is synced (the Sync before the call: its function and
// arguments where the interpreter's CALL would have them, the locals its
// inlined code set before the loop). The loop's code runs on those slots
// with this code's runtime (its iterations add to this one's; a leaf tree
// reads nothing else of it); when it returned, its result is where the
// call's function was. Else the helper does the rest: after an exit (the
// tree and exit in rt->left_*), the frame the exit needs and the
// interpreter; otherwise, the whole call.
void Gen::emit_direct_loop_call(Ref r, const DirectLoopCall& d) {
    const Ins& i = t_.ins[r];
    LV dst = locals_[r];
    const int cb = (int)(uint32_t)t_.ins[i.b].imm; // the call's base (its function is below)
    const int64_t cell = d.cell * (int64_t)sizeof(InnerCell);
    gcc_jit_block* slow = block(nullptr);
    gcc_jit_block* join = block(nullptr);
    RV rt = gcc_jit_param_as_rvalue(p_rt_);
    RV cells = lv(at(rt, offsetof(JitRuntime, cells), t_voidp_));
    exit_to(cmp(GCC_JIT_COMPARISON_NE, lv(at(cells, cell + (int64_t)offsetof(InnerCell, key), t_u64_)), u64(d.key)), slow);
    // What the interpreter's call and Jit::enter would check: the host's
    // flag (a budget, an interrupt, a new recursion limit), the frames and
    // the value stack the call and the loop's exits may need.
    exit_to(attention_set(), slow);
    exit_to(cmp(GCC_JIT_COMPARISON_LE, lv(at(rt, offsetof(JitRuntime, frames_room), t_i64_)), i64(d.depth)), slow);
    RV room_end = bitcast(gcc_jit_lvalue_get_address(base_at(cb + (int)d.room), nullptr), t_u64_);
    RV stack_end = bitcast(lv(at(rt, offsetof(JitRuntime, stack_end), t_valuep_)), t_u64_);
    exit_to(cmp(GCC_JIT_COMPARISON_GE, room_end, stack_end), slow);
    check_entry(d.checks, slow, r, cb);
    auto local = [&](gcc_jit_type* ty, const char* what) {
        return gcc_jit_function_new_local(fn_, nullptr, ty, nm(fmt::format("{}{}", what, tmp_id_++)).c_str());
    };
    LV fnp = local(t_trace_, "loop_fn");
    LV tree = local(t_voidp_, "loop_tree");
    LV consts = local(gcc_jit_type_get_pointer(t_voidp_), "loop_consts");
    add(fnp, lv(at(cells, cell + (int64_t)offsetof(InnerCell, fn), t_trace_)));
    add(tree, lv(at(cells, cell + (int64_t)offsetof(InnerCell, tree), t_voidp_)));
    add(consts, lv(at(cells, cell + (int64_t)offsetof(InnerCell, consts), gcc_jit_type_get_pointer(t_voidp_))));
    LV snap = local(t_int_, "loop_exit");
    RV cargs[3] = {gcc_jit_lvalue_get_address(base_at(cb), nullptr), lv(consts), rt};
    add(snap, gcc_jit_context_new_call_through_ptr(ctx_, nullptr, lv(fnp), 3, cargs));
    gcc_jit_block* returned = block(nullptr);
    gcc_jit_block* left = block(nullptr);
    gcc_jit_block_end_with_conditional(
        b_, nullptr, cmp(GCC_JIT_COMPARISON_EQ, lv(snap), gcc_jit_context_new_rvalue_from_int(ctx_, t_int_, kReturned)),
        returned, left);
    b_ = returned;
    add(dst, lv(base_at(cb - 1)));
    gcc_jit_block_end_with_jump(b_, nullptr, join);
    // Left the loop where the function returns a local or a constant:
    // that is the call's result (an unbound local: the helper raises).
    gcc_jit_block* after_exit = block(nullptr);
    if (d.returns.empty()) {
        gcc_jit_block_end_with_jump(left, nullptr, after_exit);
    } else {
        std::vector<gcc_jit_case*> cases;
        for (const DirectLoopCall::Return& ret : d.returns) {
            b_ = block(nullptr);
            RV k = gcc_jit_context_new_rvalue_from_int(ctx_, t_int_, ret.exit);
            cases.push_back(gcc_jit_context_new_case(ctx_, k, k, b_));
            if (ret.local >= 0) {
                LV v = base_at(cb + ret.local);
                exit_to(cmp(GCC_JIT_COMPARISON_EQ, lv(tag_of(v)), u64((uint64_t)Tag::Empty)), after_exit);
                add(dst, lv(v));
            } else {
                add(tag_of(dst), u64(ret.tag));
                add(bits_of(dst), u64(ret.bits));
            }
            gcc_jit_block_end_with_jump(b_, nullptr, join);
        }
        gcc_jit_block_end_with_switch(left, nullptr, lv(snap), after_exit, (int)cases.size(), cases.data());
    }
    b_ = after_exit;
    add(at(rt, offsetof(JitRuntime, left_tree), t_voidp_), lv(tree));
    add(at(rt, offsetof(JitRuntime, left_snap), t_i64_), cast(lv(snap), t_i64_));
    gcc_jit_block_end_with_jump(b_, nullptr, slow);
    b_ = slow;
    emit_helper_call(r);
    gcc_jit_block_end_with_jump(b_, nullptr, join);
    b_ = join;
}

// A recursive function's call to itself (see emit_gate for what runs
// before it).
void Gen::emit_call_self(Ref self_call) {
    const Ins& i = t_.ins[self_call];
    LV dst = locals_[self_call];
    frame_.clear(); // the callee's frame is above; its exits write below
    // The function's own code, called directly: its frame is the
    // arguments' stack slots (where the interpreter's call would put
    // it), its other locals unbound, no interpreter frame.
    const Snapshot& s = t_.snaps[i.snap];
    const int cb = (int)(i.imm & 0xFFFFFFFF), nargs = (int)(i.imm >> 32);
    RV rt = gcc_jit_param_as_rvalue(p_rt_);
    // How much deeper it may go: JitRuntime::native_budget, or, with
    // the arguments in registers, a parameter (in memory, its update
    // around each call was a chain of stores and loads through the
    // whole recursion: fib ran at one call per 7.7 ns whatever else
    // its code saved).
    LV budget = at(rt, offsetof(JitRuntime, native_budget), t_i64_);
    RV deeper = reg_ ? gcc_jit_param_as_rvalue(p_budget_) : lv(budget);
    // With the arguments in registers (reg_), only those the tree does
    // not read at entry go into the callee's frame here; its exits
    // write the others.
    std::vector<RV> cargs = {gcc_jit_lvalue_get_address(base_at(cb), nullptr), gcc_jit_param_as_rvalue(p_consts_), rt};
    for (const EntryType& e : t_.entry) {
        if (!reg_) break;
        RV a = e.ty == Ty::None ? i64(0) : nullptr;
        for (auto& [p, v] : s.vals)
            if (p == cb + e.pos && e.ty != Ty::None) a = lv(locals_[v]);
        cargs.push_back(a);
    }
    if (reg_) {
        cargs.push_back(gcc_jit_context_one(ctx_, t_int_)); // trusted
        cargs.push_back(bin(GCC_JIT_BINARY_OP_MINUS, t_i64_, deeper, i64(1)));
    }
    LV r = gcc_jit_function_new_local(fn_, nullptr, reg_ ? t_value_ : t_int_, nm(fmt::format("call{}", tmp_id_++)).c_str());
    gcc_jit_block* left = block(nullptr);
    gcc_jit_block* next = block(nullptr);
    if (reg_ && gate_calls_) {
        // The gate first: a leaf it returns needs no frame, no room on
        // the stack (value or C), and no look at the attention flag
        // (the next call that is made looks). Nor a look at the budget:
        // Jit::enter leaves a level of the recursion limit spare below
        // the deepest native call, and a leaf is one level deeper.
        gcc_jit_block* call = block(nullptr);
        Gen g(t_, opts_);
        g.ctx_ = ctx_;
        g.fn_ = fn_;
        g.copy_types(*this);
        g.prefix_ = fmt::format("{}g{}_", prefix_, ++inlined_);
        g.b_ = b_;
        g.emit_gate(std::vector<RV>(cargs.begin() + 3, cargs.end() - 2), r, call, next);
        b_ = call;
    }
    exit_if(cmp(GCC_JIT_COMPARISON_LE, deeper, i64(0)), i.snap);
    exit_if(attention_set(), i.snap);
    RV room_end = bitcast(gcc_jit_lvalue_get_address(base_at(cb + (int)t_.max_positions), nullptr), t_u64_);
    RV stack_end = bitcast(lv(at(rt, offsetof(JitRuntime, stack_end), t_valuep_)), t_u64_);
    exit_if(cmp(GCC_JIT_COMPARISON_GE, room_end, stack_end), i.snap);
    for (auto& [p, v] : s.vals)
        if (p >= cb && p < cb + nargs && !(reg_ && carried_.count(p - cb))) box_into(base_at(p), v);
    for (int p = cb + nargs; p < cb + (int)t_.nslots; p++) {
        add(tag_of(base_at(p)), u64(0));
        add(bits_of(base_at(p)), u64(0));
    }
    if (!reg_) add(budget, bin(GCC_JIT_BINARY_OP_MINUS, t_i64_, lv(budget), i64(1)));
    add(r, gcc_jit_context_new_call(ctx_, nullptr, self_target_ ? self_target_ : fn_, (int)cargs.size(),
                                    cargs.data()));
    if (!reg_) add(budget, bin(GCC_JIT_BINARY_OP_PLUS, t_i64_, lv(budget), i64(1)));
    RV went = reg_ ? cmp(GCC_JIT_COMPARISON_EQ, lv(tag_of(r)), u64(kLeft))
                   : cmp(GCC_JIT_COMPARISON_NE, lv(r), gcc_jit_context_new_rvalue_from_int(ctx_, t_int_, kReturned));
    gcc_jit_block_end_with_conditional(b_, nullptr, went, left, next);
    // The call left somewhere down: this frame waits in the call (its
    // values below the callee's frame, which the callee wrote), and
    // the interpreter will need it (Jit::enter rebuilds the chain).
    b_ = left;
    std::set<int> listed;
    for (auto& [p, v] : s.vals)
        if (p < cb) box_into(base_at(p), v), listed.insert(p);
    if (reg_) write_carried(listed, cb); // this call's own arguments
    LV len = at(rt, offsetof(JitRuntime, chain_len), t_i64_);
    gcc_jit_type* t_i32p = gcc_jit_type_get_pointer(gcc_jit_context_get_type(ctx_, GCC_JIT_TYPE_INT32_T));
    RV chain = lv(at(rt, offsetof(JitRuntime, chain), t_i32p));
    add(gcc_jit_context_new_array_access(ctx_, nullptr, chain, lv(len)),
        gcc_jit_context_new_rvalue_from_int(ctx_, gcc_jit_context_get_type(ctx_, GCC_JIT_TYPE_INT32_T), i.snap));
    add(len, bin(GCC_JIT_BINARY_OP_PLUS, t_i64_, lv(len), i64(1)));
    gcc_jit_block_end_with_return(b_, nullptr, lv(r)); // reg_: {kLeft, exit} as it came
    b_ = next;
    add(dst, reg_ ? lv(r) : lv(base_at(cb - 1))); // else the callee's return slot
}

bool Gen::build(gcc_jit_context* ctx, const char* name) {
    ctx_ = ctx;
    t_i64_ = gcc_jit_context_get_type(ctx, GCC_JIT_TYPE_INT64_T);
    t_u64_ = gcc_jit_context_get_type(ctx, GCC_JIT_TYPE_UINT64_T);
    t_u8_ = gcc_jit_context_get_type(ctx, GCC_JIT_TYPE_UINT8_T);
    t_u16_ = gcc_jit_context_get_type(ctx, GCC_JIT_TYPE_UINT16_T);
    t_f64_ = gcc_jit_context_get_type(ctx, GCC_JIT_TYPE_DOUBLE);
    t_bool_ = gcc_jit_context_get_type(ctx, GCC_JIT_TYPE_BOOL);
    t_void_ = gcc_jit_context_get_type(ctx, GCC_JIT_TYPE_VOID);
    t_voidp_ = gcc_jit_context_get_type(ctx, GCC_JIT_TYPE_VOID_PTR);
    t_charp_ = gcc_jit_type_get_pointer(gcc_jit_context_get_type(ctx, GCC_JIT_TYPE_CHAR));
    t_int_ = gcc_jit_context_get_type(ctx, GCC_JIT_TYPE_INT);
    f_tag_ = gcc_jit_context_new_field(ctx, nullptr, t_u64_, "tag");
    f_bits_ = gcc_jit_context_new_field(ctx, nullptr, t_u64_, "bits");
    gcc_jit_field* fields[2] = {f_tag_, f_bits_};
    t_value_ = gcc_jit_struct_as_type(gcc_jit_context_new_struct_type(ctx, nullptr, "Value", 2, fields));
    t_valuep_ = gcc_jit_type_get_pointer(t_value_);
    gcc_jit_type* hparams[5] = {t_voidp_, t_valuep_, t_valuep_, t_valuep_, t_valuep_};
    t_helper_ = gcc_jit_context_new_function_ptr_type(ctx, nullptr, t_int_, 5, hparams, 0);
    gcc_jit_type* tparams[3] = {t_valuep_, gcc_jit_type_get_pointer(t_voidp_), t_voidp_};
    t_trace_ = gcc_jit_context_new_function_ptr_type(ctx, nullptr, t_int_, 3, tparams, 0);

    p_base_ = gcc_jit_context_new_param(ctx, nullptr, t_valuep_, "base");
    p_consts_ = gcc_jit_context_new_param(ctx, nullptr, gcc_jit_type_get_pointer(t_voidp_), "consts");
    p_rt_ = gcc_jit_context_new_param(ctx, nullptr, t_voidp_, "rt");
    gcc_jit_param* params[3] = {p_base_, p_consts_, p_rt_};
    fn_ = gcc_jit_context_new_function(ctx, nullptr, GCC_JIT_FUNCTION_EXPORTED, t_int_, name, 3, params, 0);
    b_add_ov_ = gcc_jit_context_get_builtin_function(ctx, "__builtin_add_overflow");
    b_sub_ov_ = gcc_jit_context_get_builtin_function(ctx, "__builtin_sub_overflow");
    b_mul_ov_ = gcc_jit_context_get_builtin_function(ctx, "__builtin_mul_overflow");
    b_sqrt_ = gcc_jit_context_get_builtin_function(ctx, "__builtin_sqrt");
    b_atomic_load_ = gcc_jit_context_get_builtin_function(ctx, "__atomic_load_1");
    gcc_jit_function* outer = nullptr;
    if (register_entries()) {
        reg_ = true;
        outer = fn_;
        fn_ = new_self_function(GCC_JIT_FUNCTION_INTERNAL, fmt::format("{}_self", name));
        // A small tree's calls to itself call a copy of it that GCC inlines
        // (fib: a call of fib(n - 1) runs its own body there, and only its
        // calls are calls: half as many, and the leaves' are gone).
        Gen copy(t_, opts_);
        if (t_.ins.size() <= kMaxSelfCopyIns && !(opts_ && opts_->no_self_copy) &&
            copy.emit_self_copy(*this, fmt::format("{}_self_inline", name)))
            self_target_ = copy.fn_;
        else
            gate_calls_ = gate_returns();
    }
    if (!emit_tree(nullptr)) return false;
    if (outer) emit_entry_wrapper(outer, params);
    return true;
}

void Gen::plan_trusted() {
    std::set<Ref> skip;
    for (size_t r = 0; r < t_.ins.size(); r++)
        if (t_.ins[r].invariant) skip.insert((Ref)r);
    auto constant = [&](Ref r) { return r != kNone && (t_.ins[r].op == IrOp::KObj || t_.ins[r].op == IrOp::KInt); };
    // Values of skipped instructions that other instructions or their exits read.
    std::set<Ref> needed;
    std::map<Ref, Ref> stand_in;
    for (size_t q = 0; q < t_.ins.size(); q++) {
        const Ins& i = t_.ins[q];
        if (skip.count((Ref)q) || i.op == IrOp::Nop) continue;
        for (Ref o : {i.a, i.b, i.c})
            if (o != kNone && skip.count(o)) needed.insert(o);
        if (i.snap >= 0)
            for (auto& [p, v] : t_.snaps[i.snap].vals)
                if (skip.count(v)) needed.insert(v);
    }
    for (Ref v : needed) {
        Ref k = kNone;
        for (Ref g : skip) {
            const Ins& i = t_.ins[g];
            if (i.op != IrOp::GuardEqP && i.op != IrOp::GuardEqI) continue;
            if (i.a == v && constant(i.b)) k = i.b;
            if (i.b == v && constant(i.a)) k = i.a;
        }
        if (k == kNone) return; // a value only the skipped code could give: skip nothing
        stand_in[v] = k;
    }
    trusted_skip_ = std::move(skip);
    trusted_value_ = std::move(stand_in);
}

// From r, the instructions to skip when trusted (r is left on the last).
void Gen::emit_trusted_run(Ref& r, Ref end) {
    Ref last = r;
    while (last + 1 < end && trusted_skip_.count(last + 1)) last++;
    gcc_jit_block* run = block(nullptr);
    gcc_jit_block* skip = block(nullptr);
    gcc_jit_block* join = block(nullptr);
    gcc_jit_block_end_with_conditional(
        b_, nullptr, cmp(GCC_JIT_COMPARISON_NE, gcc_jit_param_as_rvalue(p_trusted_), gcc_jit_context_zero(ctx_, t_int_)),
        skip, run);
    b_ = run;
    for (Ref q = r; q <= last; q++) emit(q);
    gcc_jit_block_end_with_jump(b_, nullptr, join);
    b_ = skip;
    for (Ref q = r; q <= last; q++) {
        auto it = trusted_value_.find(q);
        if (it == trusted_value_.end()) continue;
        const Ins& k = t_.ins[it->second];
        add(locals_[q], k.op == IrOp::KObj ? lv(consts_[k.imm]) : i64(k.imm));
    }
    gcc_jit_block_end_with_jump(b_, nullptr, join);
    b_ = join;
    r = last;
}

bool Gen::register_entries() const {
    if (!t_.function || t_.entry.empty()) return false;
    for (const EntryType& e : t_.entry)
        if (e.write_first || !(e.ty == Ty::Int || e.ty == Ty::Float || e.ty == Ty::Bool || e.ty == Ty::Obj || e.ty == Ty::None))
            return false;
    return true;
}

gcc_jit_rvalue* Gen::left_value(gcc_jit_rvalue* code) {
    add(tag_of(ret_), u64(kLeft));
    add(bits_of(ret_), cast(code, t_u64_));
    return lv(ret_);
}

// The exported function of a tree with its arguments in registers: takes
// them from the frame (their types were checked by the caller), calls the
// code, and gives back an exit number or kReturned with the value in the
// return slot, as every trace does.
void Gen::emit_entry_wrapper(gcc_jit_function* outer, gcc_jit_param* const params[3]) {
    gcc_jit_block* b = gcc_jit_function_new_block(outer, "entry");
    RV base = gcc_jit_param_as_rvalue(params[0]);
    auto slot = [&](int pos) { return gcc_jit_context_new_array_access(ctx_, nullptr, base, i64(pos)); };
    std::vector<RV> args = {base, gcc_jit_param_as_rvalue(params[1]), gcc_jit_param_as_rvalue(params[2])};
    for (const EntryType& e : t_.entry) {
        LV a = gcc_jit_function_new_local(outer, nullptr, e.ty == Ty::None ? t_i64_ : ctype(e.ty),
                                          fmt::format("a{}", e.pos).c_str());
        if (e.ty == Ty::None) gcc_jit_block_add_assignment(b, nullptr, a, i64(0));
        else {
            gcc_jit_block* saved = b_;
            b_ = b;
            unbox_into(a, slot(e.pos), e.ty);
            b_ = saved;
        }
        args.push_back(lv(a));
    }
    args.push_back(gcc_jit_context_zero(ctx_, t_int_)); // not trusted: called by the runtime
    args.push_back(lv(at(gcc_jit_param_as_rvalue(params[2]), offsetof(JitRuntime, native_budget), t_i64_)));
    LV r = gcc_jit_function_new_local(outer, nullptr, t_value_, "r");
    gcc_jit_block_add_assignment(b, nullptr, r, gcc_jit_context_new_call(ctx_, nullptr, fn_, (int)args.size(), args.data()));
    gcc_jit_block* left = gcc_jit_function_new_block(outer, "left");
    gcc_jit_block* returned = gcc_jit_function_new_block(outer, "returned");
    gcc_jit_block_end_with_conditional(b, nullptr, cmp(GCC_JIT_COMPARISON_EQ, lv(tag_of(r)), u64(kLeft)), left, returned);
    gcc_jit_block_end_with_return(left, nullptr, cast(lv(bits_of(r)), t_int_));
    gcc_jit_block_add_assignment(returned, nullptr, slot(-1), lv(r));
    gcc_jit_block_end_with_return(returned, nullptr, gcc_jit_context_new_rvalue_from_int(ctx_, t_int_, kReturned));
}

gcc_jit_function* Gen::new_self_function(enum gcc_jit_function_kind kind, const std::string& name) {
    gcc_jit_context* ctx = ctx_;
    std::vector<gcc_jit_param*> all = {gcc_jit_context_new_param(ctx, nullptr, t_valuep_, "base"),
                                       gcc_jit_context_new_param(ctx, nullptr, gcc_jit_type_get_pointer(t_voidp_), "consts"),
                                       gcc_jit_context_new_param(ctx, nullptr, t_voidp_, "rt")};
    p_args_.clear();
    for (const EntryType& e : t_.entry) {
        p_args_.push_back(gcc_jit_context_new_param(ctx, nullptr, e.ty == Ty::None ? t_i64_ : ctype(e.ty),
                                                    fmt::format("a{}", e.pos).c_str()));
        all.push_back(p_args_.back());
    }
    p_trusted_ = gcc_jit_context_new_param(ctx, nullptr, t_int_, "trusted");
    all.push_back(p_trusted_);
    p_budget_ = gcc_jit_context_new_param(ctx, nullptr, t_i64_, "budget");
    all.push_back(p_budget_);
    p_base_ = all[0], p_consts_ = all[1], p_rt_ = all[2];
    return gcc_jit_context_new_function(ctx, nullptr, kind, t_value_, name.c_str(), (int)all.size(), all.data(), 0);
}

bool Gen::emit_self_copy(Gen& main, const std::string& name) {
    ctx_ = main.ctx_;
    copy_types(main);
    reg_ = true;
    fn_ = new_self_function(GCC_JIT_FUNCTION_ALWAYS_INLINE, name);
    self_target_ = main.fn_;
    gate_calls_ = gate_returns();
    return emit_tree(nullptr);
}

// Computing on values in registers and branching, nothing else: no load,
// store or call.
bool Gen::gate_op(IrOp op) {
    switch (op) {
    case IrOp::Nop: case IrOp::Entry: case IrOp::KInt: case IrOp::KFloat: case IrOp::KBool: case IrOp::KNone:
    case IrOp::Box: case IrOp::AddOv: case IrOp::SubOv: case IrOp::MulOv: case IrOp::NegOv:
    case IrOp::FloorDiv: case IrOp::Mod: case IrOp::BitAnd: case IrOp::BitOr: case IrOp::BitXor: case IrOp::Cmp:
    case IrOp::FAdd: case IrOp::FSub: case IrOp::FMul: case IrOp::FDiv: case IrOp::FNeg: case IrOp::FAbs:
    case IrOp::IntToFloat: case IrOp::BoolToInt: case IrOp::Not: case IrOp::Truthy:
    case IrOp::Guard: case IrOp::GuardEqI: case IrOp::Return:
        return true;
    default:
        return false;
    }
}

// What the gate may run at most (it is inlined at every call): constants
// and entries not counted.
constexpr int kGateIns = 12;

static bool gate_counts(IrOp op) {
    return !(op == IrOp::Nop || op == IrOp::Entry || op == IrOp::KInt || op == IrOp::KFloat || op == IrOp::KBool ||
             op == IrOp::KNone);
}

bool Gen::gate_returns() const {
    std::vector<size_t> todo = {0};
    std::set<size_t> seen = {0};
    int left = kGateIns;
    while (!todo.empty()) {
        const TraceSeg& seg = t_.segs[todo.back()];
        todo.pop_back();
        for (Ref r = seg.begin; r < seg.end; r++) {
            const Ins& i = t_.ins[r];
            if (!gate_op(i.op) || (gate_counts(i.op) && left-- <= 0)) break;
            if (i.op == IrOp::Return) return true;
            if (i.snap < 0) continue;
            for (size_t s = 1; s < t_.segs.size(); s++)
                if (t_.segs[s].parent_snap == i.snap && seen.insert(s).second) todo.push_back(s);
        }
    }
    return false;
}

gcc_jit_block* Gen::gate_exit(int snap) {
    auto it = sides_.find(snap);
    if (it != sides_.end()) return it->second;
    for (size_t s = 1; s < t_.segs.size(); s++)
        if (t_.segs[s].parent_snap == snap) {
            gate_todo_.push_back(s);
            return sides_[snap] = block(nullptr);
        }
    return gate_call_;
}

void Gen::emit_gate(const std::vector<RV>& args, LV result, gcc_jit_block* call, gcc_jit_block* done) {
    gate_ = reg_ = true;
    gate_call_ = call, gate_done_ = done, gate_result_ = result;
    locals_.resize(t_.ins.size(), nullptr); // made as the gate runs their instructions
    for (size_t k = 0; k < t_.entry.size(); k++) {
        const EntryType& e = t_.entry[k];
        carried_[e.pos] = gcc_jit_function_new_local(fn_, nullptr, e.ty == Ty::None ? t_i64_ : ctype(e.ty),
                                                     nm(fmt::format("c{}", e.pos)).c_str());
        if (e.ty != Ty::None) add(carried_[e.pos], args[k]);
    }
    // An operand the gate did not compute (it stopped before): not run.
    auto computed = [&](const Ins& i) {
        for (Ref o : {i.a, i.b, i.c})
            if (o != kNone && t_.ins[o].ty != Ty::None && !locals_[o]) return false;
        return true;
    };
    gate_left_ = kGateIns;
    auto walk = [&](const TraceSeg& seg) {
        for (Ref r = seg.begin; r < seg.end && b_; r++) {
            const Ins& i = t_.ins[r];
            if (!gate_op(i.op) || (gate_counts(i.op) && gate_left_-- <= 0) || !computed(i)) break;
            if (i.ty != Ty::Void && i.ty != Ty::None)
                locals_[r] = gcc_jit_function_new_local(fn_, nullptr, ctype(i.ty), nm(fmt::format("v{}", r)).c_str());
            emit(r);
        }
        if (b_) gcc_jit_block_end_with_jump(b_, nullptr, gate_call_);
    };
    walk(t_.segs[0]);
    while (!gate_todo_.empty()) {
        size_t s = gate_todo_.back();
        gate_todo_.pop_back();
        b_ = sides_.at(t_.segs[s].parent_snap);
        walk(t_.segs[s]);
    }
}

void Gen::copy_types(const Gen& o) {
    t_i64_ = o.t_i64_, t_u64_ = o.t_u64_, t_u8_ = o.t_u8_, t_u16_ = o.t_u16_, t_f64_ = o.t_f64_, t_bool_ = o.t_bool_;
    t_void_ = o.t_void_, t_voidp_ = o.t_voidp_, t_charp_ = o.t_charp_, t_value_ = o.t_value_;
    t_valuep_ = o.t_valuep_, t_int_ = o.t_int_, t_helper_ = o.t_helper_, t_trace_ = o.t_trace_;
    f_tag_ = o.f_tag_, f_bits_ = o.f_bits_;
    p_base_ = o.p_base_, p_consts_ = o.p_consts_, p_rt_ = o.p_rt_;
    b_add_ov_ = o.b_add_ov_, b_sub_ov_ = o.b_sub_ov_, b_mul_ov_ = o.b_mul_ov_, b_sqrt_ = o.b_sqrt_;
    b_atomic_load_ = o.b_atomic_load_;
}

void Gen::exit_to(RV cond, gcc_jit_block* target) {
    gcc_jit_block* next = block(nullptr);
    gcc_jit_block_end_with_conditional(b_, nullptr, cond, target, next);
    b_ = next;
}

bool Gen::emit_tree(gcc_jit_block* entry) {
    gcc_jit_context* ctx = ctx_;
    // The function starts at the first block made.
    if (!entry) entry = block("entry");

    // Locals: one per IR value, one per loop-carried position.
    locals_.resize(t_.ins.size(), nullptr);
    for (size_t r = 0; r < t_.ins.size(); r++) {
        Ty ty = t_.ins[r].ty;
        if (ty == Ty::Void || ty == Ty::None) continue;
        locals_[r] = gcc_jit_function_new_local(fn_, nullptr, ctype(ty), nm(fmt::format("v{}", r)).c_str());
    }
    for (auto& e : t_.entry) {
        if (e.ty == Ty::None) {
            carried_[e.pos] = gcc_jit_function_new_local(fn_, nullptr, t_i64_, nm(fmt::format("c{}", e.pos)).c_str());
            continue;
        }
        carried_[e.pos] = gcc_jit_function_new_local(fn_, nullptr, ctype(e.ty), nm(fmt::format("c{}", e.pos)).c_str());
    }
    for (auto& end : t_.ends)
        for (auto& [p, v] : end) written_.insert(p);
    if (reg_) {
        for (auto& e : t_.entry) written_.insert(e.pos); // the arguments: exits write them
        ret_ = gcc_jit_function_new_local(fn_, nullptr, t_value_, nm("ret").c_str());
        plan_trusted();
    }
    if (t_.function) {
        for (const Ins& i : t_.ins) {
            if (i.op != IrOp::Return) continue;
            const Ins& v = t_.ins[i.a];
            Ty ty = v.op == IrOp::Box && (t_.ins[v.a].ty == Ty::Int || t_.ins[v.a].ty == Ty::Float) ? t_.ins[v.a].ty
                                                                                                   : Ty::Value;
            self_result_ = self_result_ == Ty::Void || self_result_ == ty ? ty : Ty::Value;
        }
    }
    for (int k = 0; k < 3; k++)
        args_[k] = gcc_jit_function_new_local(fn_, nullptr, t_value_, nm(fmt::format("arg{}", k)).c_str());
    iters_ = gcc_jit_function_new_local(fn_, nullptr, t_i64_, nm("iters").c_str());
    attention_ = gcc_jit_function_new_local(fn_, nullptr, t_voidp_, nm("attention").c_str());
    exit_id_ = gcc_jit_function_new_local(fn_, nullptr, t_int_, nm("exit_id").c_str());

    // Entry: constants and loop-carried values (their types were checked by the caller).
    b_ = entry;
    add(iters_, i64(0));
    add(attention_, lv(at(gcc_jit_param_as_rvalue(p_rt_), offsetof(JitRuntime, attention), t_voidp_)));
    for (size_t k = 0; k < t_.consts.size(); k++) {
        LV c = gcc_jit_function_new_local(fn_, nullptr, t_voidp_, nm(fmt::format("k{}", k)).c_str());
        add(c, lv(gcc_jit_context_new_array_access(ctx, nullptr, gcc_jit_param_as_rvalue(p_consts_),
                                                   i64((int64_t)(const_base_ + k)))));
        consts_.push_back(c);
    }
    // A write-first position that every loop end writes holds the loop's
    // value once any iteration ended: the iteration count says so (a flag
    // set at every loop end was a store in every iteration).
    for (auto& e : t_.entry) {
        bool every = !t_.ends.empty();
        for (auto& end : t_.ends)
            every &= std::any_of(end.begin(), end.end(), [&](const auto& pv) { return pv.first == e.pos; });
        if (e.write_first && every) every_end_.insert(e.pos);
    }
    for (auto& e : t_.entry) {
        if (e.write_first) {
            if (!every_end_.count(e.pos)) {
                assigned_[e.pos] = gcc_jit_function_new_local(fn_, nullptr, t_bool_, nm(fmt::format("set{}", e.pos)).c_str());
                add(assigned_[e.pos], gcc_jit_context_zero(ctx_, t_bool_));
            }
            if (e.ty == Ty::Obj) add(carried_[e.pos], gcc_jit_context_null(ctx_, t_voidp_));
            else if (e.ty != Ty::None) add(carried_[e.pos], gcc_jit_context_zero(ctx_, ctype(e.ty)));
            continue;
        }
        if (e.ty == Ty::None) continue;
        if (reg_) {
            size_t k = (size_t)(&e - t_.entry.data());
            add(carried_[e.pos], gcc_jit_param_as_rvalue(p_args_[k]));
            continue;
        }
        unbox_into(carried_[e.pos], base_at(e.pos), e.ty);
    }
    loop_ = block(nm("loop").c_str());
    // Loop-invariant instructions (optimize marks them): the root trace's
    // first iteration runs in full ("peel"), the loop after it skips them
    // and uses the values the peel left in their locals. Side traces go
    // back through the peel (they may have left before it computed them).
    bool peel = false;
    for (Ref r = t_.segs[0].begin; r < t_.segs[0].end && t_.peel; r++) {
        IrOp op = t_.ins[r].op;
        peel |= t_.ins[r].invariant && op != IrOp::Entry && op != IrOp::Box;
    }
    if (peel) peel_ = block(nm("peel").c_str());
    gcc_jit_block_end_with_jump(b_, nullptr, peel ? peel_ : loop_);
    for (size_t s = 1; s < t_.segs.size(); s++)
        sides_[t_.segs[s].parent_snap] = block(nm(fmt::format("side{}", s)).c_str());

    auto emit_seg = [&](const TraceSeg& seg, gcc_jit_block* start, bool skip_invariant) {
        b_ = start;
        in_side_ = seg.parent_snap >= 0;
        frame_ = in_side_ ? frame_at_[seg.parent_snap] : std::map<int, Ref>{};
        for (Ref r = seg.begin; r < seg.end; r++) {
            if (!b_) break;
            if (trusted_skip_.count(r)) {
                emit_trusted_run(r, seg.end);
                continue;
            }
            if (skip_invariant && t_.ins[r].invariant) continue;
            emit(r);
        }
        return b_ == nullptr; // a trace must end in TreeEnd (or Return)
    };
    if (peel && !emit_seg(t_.segs[0], peel_, false)) return false;
    if (!emit_seg(t_.segs[0], loop_, peel)) return false;
    for (size_t s = 1; s < t_.segs.size(); s++)
        if (!emit_seg(t_.segs[s], sides_[t_.segs[s].parent_snap], false)) return false;
    finish_exits();
    return true;
}

} // namespace

bool emit_function(gcc_jit_context* ctx, const Tree& t, const CompileOptions* opts, const char* name) {
    Gen g(t, opts);
    return g.build(ctx, name);
}

} // namespace kiln::jit
