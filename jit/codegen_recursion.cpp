// The code generator's recursive functions: a function's tree whose
// arguments travel in registers, its calls to itself and the gate run
// before them, the copy of itself GCC inlines, and what a call it made
// itself skips (see codegen_gen.hpp).
#include "codegen_gen.hpp"

namespace kiln::jit::codegen_impl {

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
    // The budget covers the value stack's room too (Jit::enter: each call
    // moves the frame up at most TreeRec::self_advance positions).
    exit_if(cmp(GCC_JIT_COMPARISON_LE, deeper, i64(0)), i.snap);
    exit_if(attention_set(), i.snap);
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

} // namespace kiln::jit::codegen_impl
