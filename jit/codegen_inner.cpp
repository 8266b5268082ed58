// The code generator's inner loops: a loop's tree run from an outer loop's
// code, compiled into it or called through its cell (see codegen_gen.hpp).
#include "codegen_gen.hpp"

namespace kiln::jit::codegen_impl {

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
        bool plain = in.plain_resume[k] == (uint32_t)resume && in.plain_depth[k] == (uint32_t)depth;
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

} // namespace kiln::jit::codegen_impl
