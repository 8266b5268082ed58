// The code generator: a trace tree's IR as one libgccjit function (see
// codegen.hpp for its signature and jit/compile.cpp for running GCC on it).
// This part: the function's blocks (entry, peel, loop, side traces), its
// exits and what they write back, and Gen::build; codegen_gen.hpp lists
// the others.
#include "codegen_gen.hpp"

namespace kiln::jit::codegen_impl {

// A recursive function's tree this big at most gets an inlined copy of
// itself for its calls to itself (Gen::emit_self_copy): the code, and
// GCC's work on it, about doubles.
constexpr size_t kMaxSelfCopyIns = 80;

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

} // namespace kiln::jit::codegen_impl

namespace kiln::jit {

bool emit_function(gcc_jit_context* ctx, const Tree& t, const CompileOptions* opts, const char* name) {
    codegen_impl::Gen g(t, opts);
    return g.build(ctx, name);
}

} // namespace kiln::jit
