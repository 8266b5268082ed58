// The code generator's instructions: the code of each IR instruction
// (Gen::emit) and of the helper calls (see codegen_gen.hpp).
#include "codegen_gen.hpp"

namespace kiln::jit::codegen_impl {

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
    case IrOp::StoreU8: add(at(A(), i.imm, t_u8_), cast(B(), t_u8_)); break;
    case IrOp::ListAppend: {
        // In place while the list has room (end < end of storage); a full
        // one goes to the list_append helper, which grows it and fails only
        // on MemoryError. The helper runs no Python code and writes no
        // field of the runtime table: nothing to sync first. A list of
        // bools (imm 1) gets the bool's byte in its byte array.
        const bool bools = i.imm == 1;
        gcc_jit_type* itemp = bools ? gcc_jit_type_get_pointer(t_u8_) : t_valuep_;
        RV list = A();
        LV end = at(list, (int64_t)(bools ? L.bools_end : L.list_end), itemp);
        RV cap = lv(at(list, (int64_t)(bools ? L.bools_cap : L.list_cap), itemp));
        gcc_jit_block* room = block(nullptr);
        gcc_jit_block* full = block(nullptr);
        gcc_jit_block* done = block(nullptr);
        gcc_jit_block_end_with_conditional(
            b_, nullptr, cmp(GCC_JIT_COMPARISON_LT, bitcast(lv(end), t_u64_), bitcast(cap, t_u64_)), room, full);
        b_ = room;
        if (bools) add(gcc_jit_rvalue_dereference(lv(end), nullptr), cast(lv(bits_of(locals_[i.b])), t_u8_));
        else add(gcc_jit_rvalue_dereference(lv(end), nullptr), val(i.b));
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
    case IrOp::Leave:
        // The loop ends here: the exit writes the frame, and the
        // interpreter (or an outer loop's code, for which it is where the
        // loop ends) goes on after the loop.
        gcc_jit_block_end_with_jump(b_, nullptr, exit_block(i.snap));
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

} // namespace kiln::jit::codegen_impl
