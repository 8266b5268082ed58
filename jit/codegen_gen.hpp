// The code generator's state, shared by its parts (internal to
// jit/codegen*.cpp; codegen.hpp is what the JIT calls). Gen turns one trace
// tree's IR into one libgccjit function:
//   codegen.cpp            the tree's blocks, its loop and peel, its exits
//                          and what they write, Gen::build
//   codegen_ops.cpp        each IR instruction's code (Gen::emit), helper calls
//   codegen_inner.cpp      inner loops' trees run from an outer loop's code
//   codegen_recursion.cpp  a recursive function's tree: arguments in
//                          registers, calls to itself, their gate, the
//                          inlined copy, what a trusted call skips
#pragma once
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

namespace kiln::jit::codegen_impl {

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

} // namespace kiln::jit::codegen_impl
