#include "recorder.hpp"

#include <cmath>
#include <cstring>

#include "../lang/bytecode.hpp"
#include "../vm/class.hpp"
#include "../vm/collections.hpp"
#include "../vm/dict.hpp"
#include "../vm/generator.hpp"
#include "../vm/set.hpp"
#include "../vm/dunder.hpp"
#include "../vm/ops.hpp"
#include "layout.hpp"
#include "recorder_internal.hpp"

namespace kiln::jit {

namespace {

constexpr size_t kMaxTraceIns = 1200;

const char* opcode_name(uint32_t op) {
    static const char* const names[] = {
#define OPCODE(name, effect, jump) #name,
#include "../lang/opcodes.def"
#undef OPCODE
    };
    return op < sizeof names / sizeof names[0] ? names[op] : "?";
}

} // namespace

Ty ty_of(Value v) {
    switch (v.tag) {
    case Tag::Int: return Ty::Int;
    case Tag::Float: return Ty::Float;
    case Tag::Bool: return Ty::Bool;
    case Tag::None: return Ty::None;
    case Tag::Obj: return Ty::Obj;
    default: return Ty::Void;
    }
}

Recorder::Recorder(VM& vm, Tree& tree, Frame* f, uint32_t header, int parent_snap, FindInner find_inner)
    : vm_(vm), tree_(tree), root_frame_(f), root_base_(f->base), frame_(f), code_(f->code),
      find_inner_(std::move(find_inner)), header_(header), loop_end_(loop_end(f->code, header)),
      root_live_(liveness_of(f->code)), function_(tree.function) {
    nslots_ = (uint32_t)code_->nslots;
    tree_.nslots = nslots_;
    // Whether a loop of the same code encloses this one (its back-edge
    // after ours jumps to a header before ours).
    const auto& words = code_->proto->code;
    for (uint32_t k = loop_end_ + 1; k < words.size() && !function_; k++)
        enclosed_ |= (words[k] & 0xFF) == OPC_JUMP_BACK && (words[k] >> 8) < header_;
    size_t npos = nslots_ + code_->proto->max_stack + 4;
    pos_.assign(npos, kNone);
    dead_.assign(npos, false);
    rsp_ = (uint32_t)(f->sp - f->base);
    seg_.begin = (Ref)tree_.ins.size();
    seg_.parent_snap = parent_snap;
    if (parent_snap >= 0) {
        const Snapshot& s = tree_.snaps[parent_snap];
        // The frames of inlined calls the exit rebuilt sit above the loop's.
        for (size_t k = 0; k < s.frames.size(); k++) {
            auto* fn = static_cast<FunctionObj*>(tree_.consts[s.frames[k].fn_const]);
            inl_.push_back(Inlined{s.frames[k], f + 1 + k, fn->code});
            frame_ = f + 1 + k;
            code_ = fn->code;
        }
        if (pos_.size() < s.depth + code_->proto->max_stack + 4) pos_.resize(s.depth + code_->proto->max_stack + 4, kNone);
        if (s.gen_base) gen_side_start(s);
        dead_.resize(pos_.size(), false);
        for (auto& [p, r] : s.vals) pos_[p] = r;
        for (int p : s.dead) dead_[p] = true; // not written there: nothing may read them before writing
        rsp_ = s.depth;
    } else {
        start_ty_.resize(npos, Ty::Void);
        start_kind_.resize(npos, kNoJitKind);
        for (uint32_t p = 0; p < rsp_; p++) {
            start_ty_[p] = ty_of(f->base[p]);
            if (f->base[p].is_obj()) start_kind_[p] = jit_kind(f->base[p].o);
        }
    }
}

Recorder::Step Recorder::abort(std::string why) {
    if ((gen_.active || gen_.expect) && !retry_soon_) {
        // Something in a generator's body the trace cannot run: loops over
        // it go back to calling the interpreter for each value (soon, so
        // that the loop's own work is compiled).
        gen_.code->jit_body_refused = true;
        retry_soon_ = true;
        why += " (the generator's body is left to the interpreter from now on)";
    }
    reason_ = std::move(why);
    return Step::Abort;
}

Ref Recorder::emit(IrOp op, Ty t, Ref a, Ref b, Ref c, int64_t imm, int snap) {
    Ins i;
    i.op = op;
    i.ty = t;
    i.a = a;
    i.b = b;
    i.c = c;
    i.imm = imm;
    i.snap = snap;
    return tree_.emit(i);
}

Ref Recorder::kint(int64_t v) { return emit(IrOp::KInt, Ty::Int, kNone, kNone, kNone, v); }
Ref Recorder::kfloat(double v) {
    int64_t bits;
    std::memcpy(&bits, &v, 8);
    return emit(IrOp::KFloat, Ty::Float, kNone, kNone, kNone, bits);
}
Ref Recorder::kobj(Obj* o) { return emit(IrOp::KObj, Ty::Obj, kNone, kNone, kNone, tree_.add_const(o)); }

// The value of a frame position: what the trace computed, or the
// position's value at the start of the iteration.
Ref Recorder::get(int p) {
    if (pos_[p] == kNone && gen_slots_of(p)) pos_[p] = gen_slot(p);
    if (pos_[p] != kNone) {
        // A boxed value (a side trace's start, a method slot) gets its type
        // when something uses it, guarded before that instruction.
        if (ty(pos_[p]) == Ty::Value && !root_base_[p].is_empty() && tree_.ins[pos_[p]].op != IrOp::KEmpty)
            pos_[p] = unbox(pos_[p], root_base_[p], cur_idx_);
        return pos_[p];
    }
    if ((size_t)p < dead_.size() && dead_[p]) {
        // Liveness said nothing reads it before writing it (a bug if so):
        // its value in the frame is not what the trace would have here.
        liveness_failed_ = true;
    }
    Value seen = root_base_[p];
    const EntryType* e = tree_.entry_of(p);
    if (e) {
        pos_[p] = emit(IrOp::Entry, e->ty, kNone, kNone, kNone, p);
    } else {
        // A new loop-carried position (a side trace's too: the tree is
        // recompiled to load it at entry, where its type is checked, since
        // the frame slot goes stale once any path writes it).
        Ty t = ty_of(seen);
        tree_.entry.push_back(EntryType{p, t, seen.is_obj() ? jit_kind(seen.o) : kNoJitKind});
        pos_[p] = emit(IrOp::Entry, t, kNone, kNone, kNone, p);
    }
    return pos_[p];
}

bool Recorder::root_dead(int p, uint32_t pc, bool in_call) const {
    if (in_call) return !root_live_.live(pc, p) && (pc == 0 || !root_live_.live(pc - 1, p));
    return !root_live_.live(pc, p);
}

int Recorder::snapshot(uint32_t pc, bool pending_error) {
    Snapshot s;
    s.pc = pc;
    s.depth = rsp_;
    s.pending_error = pending_error;
    if (!gen_.active)
        for (auto& in : inl_) s.frames.push_back(in.desc);
    // In a call a generator's body makes: the generator goes on at the CALL.
    const bool in_call = gen_.active && !inl_.empty();
    const uint32_t limit = in_call ? gen_.call_depth : rsp_;
    if (gen_.active) {
        // In a generator's body: the loop's frame goes on at its FOR_ITER.
        s.gen_base = gen_.base;
        s.gen_pc = in_call ? gen_.call_pc : pc;
        s.gen_depth = limit;
        s.gen_size = gen_.size;
        s.pc = gen_.for_iter;
        s.depth = gen_.base - 1;
        s.pending_error = false; // the interpreter runs the instruction again (and raises)
        // The generators pulling from it, each at its FOR_ITER resuming the next.
        for (size_t k = 0; k < gen_outer_.size(); k++) {
            const GenInline& next = k + 1 < gen_outer_.size() ? gen_outer_[k + 1] : gen_;
            s.gen_outer.push_back({gen_outer_[k].base, next.for_iter, next.base - 1, gen_outer_[k].size});
        }
        if (!gen_outer_.empty()) {
            s.pc = gen_outer_[0].for_iter;
            s.depth = gen_outer_[0].base - 1;
        }
    }
    // Where the loop's frame goes on: here, or where the outermost inlined call returns.
    const uint32_t root_pc = gen_.active ? s.pc : inl_.empty() ? pc : inl_[0].desc.caller_pc;
    const uint32_t nlocals = (uint32_t)root_frame_->code->nlocals;
    for (uint32_t p = 0; p < limit; p++) {
        // A local of the loop's frame that is written before it is read
        // again keeps what the frame holds (a value it had: the frame is
        // the interpreter's, its slots always hold live values).
        if (p < nlocals && root_dead((int)p, root_pc, !inl_.empty())) {
            s.dead.push_back((int)p);
            continue;
        }
        Ref r = in_call && p >= gen_.call_fpos ? gen_.call_stack[p - gen_.call_fpos] : pos_[p];
        if (r == kNone) continue;
        const Ins& i = tree_.ins[r];
        if (i.op == IrOp::Entry && i.imm == (int64_t)p) continue;
        s.vals.emplace_back((int)p, r);
    }
    tree_.snaps.push_back(std::move(s));
    return (int)tree_.snaps.size() - 1;
}

Ref Recorder::unbox(Ref boxed, Value seen, uint32_t pc) {
    Ty t = ty_of(seen);
    int64_t kind = seen.is_obj() ? (int64_t)jit_kind(seen.o) : -1;
    // The snapshot holds the boxed value where the unboxed one will be.
    return emit(IrOp::Unbox, t, boxed, kNone, kNone, kind, snapshot(pc));
}

Ref Recorder::box(Ref r) {
    if (ty(r) == Ty::Value) return r;
    return emit(IrOp::Box, Ty::Value, r);
}

Ref Recorder::to_float(Ref r) {
    if (ty(r) == Ty::Float) return r;
    return emit(IrOp::IntToFloat, Ty::Float, as_int(r));
}

Ref Recorder::as_int(Ref r) {
    if (ty(r) == Ty::Bool) return emit(IrOp::BoolToInt, Ty::Int, r);
    return r;
}

void Recorder::sync(uint32_t pc) {
    if (function_ && !no_helpers_ && tree_calls_itself()) no_helpers_ = "a helper call in a recursive function's trace";
    if (gen_.active && !no_helpers_) no_helpers_ = "an instruction of a generator's body left to the interpreter";
    emit(IrOp::Sync, Ty::Void, kNone, kNone, kNone, 0, snapshot(pc));
}

// At a side trace's JUMP_BACK: a position the next iteration reads holds
// a value of another type than the tree's entry has for it (unstable_
// names it).
bool Recorder::side_end_unstable() {
    for (uint32_t p = 0; p < rsp_; p++) {
        Ref r = pos_[p];
        if (r == kNone || root_dead((int)p, header_)) continue;
        const EntryType* e = tree_.entry_of((int)p);
        const Ty t = ty(r);
        if (!e || t == Ty::Value) continue;
        const Value v = root_base_[p];
        if (e->ty != t || (t == Ty::Obj && v.is_obj() && e->kind != jit_kind(v.o))) {
            unstable_ = p < code_->varnames.size() ? code_->varnames[p]->data : "stack";
            return true;
        }
    }
    return false;
}

// A function's tree that calls itself natively (CallSelf, in any of its
// segments).
bool Recorder::tree_calls_itself() const {
    for (const Ins& i : tree_.ins)
        if (i.op == IrOp::CallSelf) return true;
    return false;
}

// A function's tree with an instruction that may run Python code (a
// helper that may, or one its frame is synced for).
bool Recorder::tree_runs_python() const {
    for (const Ins& i : tree_.ins)
        if (i.op == IrOp::Sync || (i.op == IrOp::Call && helper_info((Helper)i.imm).may_run_python)) return true;
    return false;
}

Ref Recorder::call_helper(Helper h, Ref a, Ref b, Ref c, uint32_t pc, bool may_run_python) {
    // A function's tree that calls itself: only helpers that run no Python
    // code (they reach no safe point, so no collection either, while
    // frames exist only natively; an allocation sets the attention flag,
    // which the next native call looks at and leaves by, rebuilding
    // them). One that does not (a callback a builtin calls) may run any:
    // its one frame is the interpreter's.
    if (function_ && !no_helpers_ && (may_run_python || helper_info(h).may_run_python) && tree_calls_itself())
        no_helpers_ = h == Helper::stack_op ? "an instruction left to the interpreter in a recursive function's trace"
                                            : "a helper call in a recursive function's trace";
    if (may_run_python) sync(pc);
    // On failure the interpreter raises the helper's exception at pc.
    return emit(IrOp::Call, helper_info(h).result, a, b, c, (int64_t)h, snapshot(pc, true));
}

// A dict (its kind guarded) and a key whose hash and equality are kiln's
// own (an int, a float, a bool, None, or a str, its kind guarded): the
// dict helpers' operands (KILN_JIT_HELPERS).
bool Recorder::dict_with_builtin_key(Ref d, Value dict, Ref k, Value key) const {
    return ty(d) == Ty::Obj && dict.is_obj() && dict.o->kind == Kind::Dict && key_operand(k, key);
}

// A dict or set helper's key: a plain operand, or a tuple of such (grid
// points, graph edges: its kind is guarded, and the helper checks its
// items at each call, declining where one's hash or equality may run
// script code; see plain_key).
bool Recorder::key_operand(Ref r, Value seen) const {
    return plain_operand(r, seen) || (ty(r) == Ty::Obj && is_tuple(seen) && plain_key(seen));
}

// An int, a float, a bool, None or a str (its kind guarded): no operation
// of a builtin type on it runs script code.
bool Recorder::plain_operand(Ref r, Value seen) const {
    switch (ty(r)) {
    case Ty::Int: case Ty::Float: case Ty::Bool: case Ty::None: return true;
    case Ty::Obj: return is_str(seen);
    default: return false;
    }
}

// The type of `seen` when the trace's guards have fixed it for any value
// r may hold: its IR type, or the kind and flavour of a builtin object
// (none of them can be subclassed: a dict's flavour is its type,
// defaultdict or Counter); else null (an instance, an exception, a type,
// a namedtuple, whose flavour every namedtuple class shares).
TypeObj* Recorder::static_type(Ref r, Value seen) const {
    switch (ty(r)) {
    case Ty::Int: return vm_.t_int;
    case Ty::Float: return vm_.t_float;
    case Ty::Bool: return vm_.t_bool;
    case Ty::None: return vm_.t_none;
    case Ty::Obj: break;
    default: return nullptr;
    }
    if (!seen.is_obj()) return nullptr;
    if (is_namedtuple(seen)) return nullptr;
    switch (seen.o->kind) {
    case Kind::Str: case Kind::List: case Kind::Tuple: case Kind::Dict: case Kind::Set: case Kind::FrozenSet:
    case Kind::BigInt: case Kind::Range: case Kind::Function: case Kind::Deque:
        return vm_.type_of(seen);
    default: return nullptr;
    }
}

// A constant's instruction, typed as the value is (kNone for Empty).
Ref Recorder::constant_ref(Value v) {
    switch (v.tag) {
    case Tag::Int: return kint(v.i);
    case Tag::Float: return kfloat(v.f);
    case Tag::Bool: return emit(IrOp::KBool, Ty::Bool, kNone, kNone, kNone, v.b);
    case Tag::None: return emit(IrOp::KNone, Ty::None);
    case Tag::Obj: return kobj(v.o);
    default: return kNone;
    }
}


// An instance's attribute that lives in its dict (the class has none of
// that name): guarded on the class and the dict entry's key; the entry's
// value, with *entries and *index for a store, or kNone when the attribute
// is not such a one.
Ref Recorder::instance_entry(Ref o, Value obj, StrObj* name, uint32_t pc, Ref* entries, int64_t* index) {
    if (ty(o) != Ty::Obj || obj.o->kind != Kind::Instance) return kNone;
    auto* inst = static_cast<InstanceObj*>(obj.o);
    TypeObj* cls = inst->type;
    if (!cls->is_class || !inst->dict || !lookup_mro(cls, name).is_empty() || dict_find_str(inst->dict, name) < 0)
        return kNone;
    Ref d = instance_dict(o, inst, pc);
    // A layout other dicts share (the attributes set in the same order) is
    // guarded once for all the object's attributes; any other dict's entry
    // is checked where it is.
    bool shared = DictLayouts::shared(inst->dict->layout);
    if (shared) guard_dict_layout(d, inst->dict, pc);
    return dict_entry_load(d, inst->dict, name, pc, entries, index, shared);
}

// A new attribute appended to an instance dict `d` (seen as `seen`) in
// the trace itself, as dict_set_str would: when the dict has a shared
// layout (so, guarded, the same keys, no deleted entry and no `name`), no
// index, and room for the entry; then the entry, the count and the layout
// the table says the key leads to are stored. False (nothing emitted)
// when the dict is not such a one.
bool Recorder::append_attr(Ref d, DictObj* seen, StrObj* name, Ref v, uint32_t pc) {
    const Layout& L = layout();
    const size_t n = seen->entries.size();
    if (!DictLayouts::shared(seen->layout) || !seen->index.empty() || n + 1 >= kDictLinearMax ||
        n >= seen->entries.capacity() || dict_find_str(seen, name) >= 0)
        return false;
    const int64_t hash = str_hash(name);
    const uint64_t next = vm_.dict_layouts.appended(seen->layout, n, Value::object(name), hash);
    if (!DictLayouts::shared(next)) return false; // a layout of its own is one dict's only: not for every run
    guard_dict_layout(d, seen, pc);
    Ref ib = emit(IrOp::LoadPtr, Ty::Obj, d, kNone, kNone, (int64_t)L.dict_index_begin);
    Ref ie = emit(IrOp::LoadPtr, Ty::Obj, d, kNone, kNone, (int64_t)L.dict_index_end);
    guarded(IrOp::GuardEqP, Ty::Void, ib, ie, 0, pc); // no index
    Ref end = emit(IrOp::LoadPtr, Ty::Obj, d, kNone, kNone, (int64_t)L.dict_entries_end);
    Ref cap = emit(IrOp::LoadPtr, Ty::Obj, d, kNone, kNone, (int64_t)L.dict_entries_cap);
    Ref room = emit(IrOp::PtrDiff, Ty::Int, end, cap, kNone, (int64_t)L.entry_size);
    guarded(IrOp::GuardLtU, Ty::Void, kint(0), room, 0, pc);
    emit(IrOp::StoreI64, Ty::Void, end, kint(hash), kNone, (int64_t)L.entry_hash);
    emit(IrOp::StoreVal, Ty::Void, end, box(kobj(name)), kNone, (int64_t)L.entry_key);
    emit(IrOp::StoreVal, Ty::Void, end, box(v), kNone, (int64_t)L.entry_value);
    Ref e = emit(IrOp::LoadI64, Ty::Int, d, kNone, kNone, (int64_t)L.dict_entries_end);
    emit(IrOp::StoreI64, Ty::Void, d, emit(IrOp::IAdd, Ty::Int, e, kint((int64_t)L.entry_size)), kNone,
         (int64_t)L.dict_entries_end);
    Ref used = emit(IrOp::LoadI64, Ty::Int, d, kNone, kNone, (int64_t)L.dict_used);
    emit(IrOp::StoreI64, Ty::Void, d, emit(IrOp::IAdd, Ty::Int, used, kint(1)), kNone, (int64_t)L.dict_used);
    emit(IrOp::StoreI64, Ty::Void, d, kint((int64_t)next), kNone, (int64_t)L.dict_layout);
    return true;
}

// An instance's dict, with its class guarded (the dict is there).
Ref Recorder::instance_dict(Ref o, InstanceObj* inst, uint32_t pc) {
    guard_class(o, inst->type, pc);
    Ref d = emit(IrOp::LoadPtr, Ty::Obj, o, kNone, kNone, (int64_t)layout().inst_dict);
    guarded(IrOp::GuardNonNull, Ty::Void, d, kNone, 0, pc);
    return d;
}

// obj.name(...) where `name` is a function in the instance's class that
// its own dict does not shadow: the function, a constant, or null when the
// method is not such a one. Guarded: the class (and its classes' layouts),
// the instance dict's layout (one without `name`) and the function still
// being the class's entry.
FunctionObj* Recorder::instance_method(Ref o, Value obj, StrObj* name, uint32_t pc) {
    if (ty(o) != Ty::Obj || obj.o->kind != Kind::Instance) return nullptr;
    auto* inst = static_cast<InstanceObj*>(obj.o);
    TypeObj* cls = inst->type;
    if (!cls->is_class || !inst->dict || !DictLayouts::shared(inst->dict->layout) ||
        dict_find_str(inst->dict, name) >= 0)
        return nullptr;
    if (!is_kind(lookup_mro(cls, name), Kind::Function)) return nullptr;
    Ref d = instance_dict(o, inst, pc);
    guard_dict_layout(d, inst->dict, pc);
    return class_function(cls, name, pc);
}

void Recorder::guard_class(Ref obj, TypeObj* cls, uint32_t pc) {
    auto it = class_known_.find(obj);
    if (it != class_known_.end() && it->second == cls) return;
    const Layout& L = layout();
    Ref t = emit(IrOp::LoadPtr, Ty::Obj, obj, kNone, kNone, (int64_t)L.inst_type);
    guarded(IrOp::GuardEqP, Ty::Void, t, kobj(cls), 0, pc);
    guard_mro_layouts(cls, pc);
    class_known_[obj] = cls;
}

// Attribute lookups are judged against the classes' dicts as they are: a
// key added to or removed from any of them leaves the trace.
void Recorder::guard_mro_layouts(TypeObj* cls, uint32_t pc) {
    for (TypeObj* k : cls->mro) guard_dict_layout(kobj(k->dict), k->dict, pc);
}

// The script function `name` of a class (the first along its MRO, whose
// layouts the caller has guarded), guarded on still being that entry's
// value; null when the name is not a script function there.
FunctionObj* Recorder::class_function(TypeObj* cls, StrObj* name, uint32_t pc) {
    for (TypeObj* k : cls->mro) {
        Value m = dict_get_str(k->dict, name);
        if (m.is_empty()) continue;
        if (!is_kind(m, Kind::Function)) return nullptr;
        Ref entries;
        int64_t ix;
        Ref v = dict_entry_load(kobj(k->dict), k->dict, name, pc, &entries, &ix, true);
        Ref f = emit(IrOp::Unbox, Ty::Obj, v, kNone, kNone, (int64_t)Kind::Function, snapshot(pc));
        guarded(IrOp::GuardEqP, Ty::Void, f, kobj(m.o), 0, pc);
        return static_cast<FunctionObj*>(m.o);
    }
    return nullptr;
}

void Recorder::guard_dict_layout(Ref dict, DictObj* seen, uint32_t pc) {
    Ref lv = emit(IrOp::LoadI64, Ty::Int, dict, kNone, kNone, (int64_t)layout().dict_layout);
    guarded(IrOp::GuardEqI, Ty::Void, lv, kint((int64_t)seen->layout), 0, pc);
}

// The value under `name` in a dict, as a boxed Value. With its layout
// guarded (guard_dict_layout: the same keys in the same places, the
// invariant the interpreter's global caches rely on too) the entry is
// where it was; otherwise the entry's index and key are checked here.
Ref Recorder::dict_entry_load(Ref dict, DictObj* seen, StrObj* name, uint32_t pc, Ref* entries_out,
                              int64_t* index, bool layout_guarded) {
    const Layout& L = layout();
    int64_t ix = dict_find_str(seen, name);
    if (ix < 0) return kNone;
    Ref entries = emit(IrOp::LoadPtr, Ty::Obj, dict, kNone, kNone, (int64_t)L.dict_entries_begin);
    if (!layout_guarded) {
        Ref end = emit(IrOp::LoadPtr, Ty::Obj, dict, kNone, kNone, (int64_t)L.dict_entries_end);
        Ref n = emit(IrOp::PtrDiff, Ty::Int, entries, end, kNone, (int64_t)L.entry_size);
        guarded(IrOp::GuardLtU, Ty::Void, kint(ix), n, 0, pc);
        Ref key = emit(IrOp::LoadPtr, Ty::Obj, entries, kNone, kNone, (int64_t)(ix * L.entry_size + L.entry_key_bits));
        guarded(IrOp::GuardEqP, Ty::Void, key, kobj(name), 0, pc);
    }
    *entries_out = entries;
    *index = ix;
    return emit(IrOp::LoadVal, Ty::Value, entries, kNone, kNone, (int64_t)(ix * L.entry_size + L.entry_value));
}

// A conditional jump on `cond`: guards that it goes the way it went.

uint32_t Recorder::loop_end(const CodeObj* code, uint32_t header) {
    const auto& c = code->proto->code;
    uint32_t end = header;
    for (uint32_t k = header; k < c.size(); k++)
        if ((c[k] & 0xFF) == OPC_JUMP_BACK && (c[k] >> 8) == header) end = k;
    return end;
}

Recorder::Step Recorder::step(Frame* f, const uint32_t* pc, Value* sp) {
    if (skip_call_) {
        if (f > root_frame_) return Step::Go; // the call runs on (enter_loop's part)
        // It returned: its value is on the loop's frame's stack.
        skip_call_ = false;
        Inlined in = inl_.back();
        inl_.pop_back();
        frame_ = root_frame_;
        code_ = root_frame_->code;
        rsp_ = in.desc.fpos;
        push(call_result_);
        pending_unbox_ = true;
    }
    if (skipping_) {
        if (f != frame_) return f > frame_ ? Step::Go : abort("returned from the loop's frame");
        uint32_t at = (uint32_t)(pc - code_->proto->code.data());
        if (at >= skip_lo_ && at <= skip_hi_) return Step::Go;
        // The inner loop is done: its trace must leave here, like this.
        skipping_ = false;
        uint32_t depth = (uint32_t)(sp - root_base_);
        if (depth > rsp_) return abort("inner loop left values on the stack");
        tree_.ins[skip_resume_].imm = at;
        tree_.ins[skip_depth_].imm = depth;
        rsp_ = depth;
        cur_idx_ = at;
        // What the inner loop may have changed is read back from the
        // frame, but for locals dead here (its exits may not write them).
        for (int p : skip_loop_.writes) {
            if (p >= (int)rsp_) continue;
            if (root_dead(p, at)) {
                pos_[p] = kNone;
                dead_[p] = true;
                continue;
            }
            pos_[p] = emit(IrOp::SlotLoad, Ty::Value, kNone, kNone, kNone, p);
        }
    }
    if (expect_inline_ && f == frame_) return abort("a call inlined did not enter its frame");
    if (gen_.expect && f == frame_ && gen_.side && (uint32_t)(pc - code_->proto->code.data()) == gen_.for_iter)
        return Step::Go; // a side trace in a generator's body: FOR_ITER resumes it where the exit left it
    if (gen_.expect) {
        if (f <= frame_) return abort("a generator's frame did not come next");
        Step s = gen_enter(f);
        if (s != Step::Go) return s;
        // A side trace's way down to the generator it goes on in: this
        // one's FOR_ITER resumes the next (gen_side_start).
        if (gen_.expect && gen_.side && (uint32_t)(pc - code_->proto->code.data()) == gen_.for_iter) return Step::Go;
    } else if (gen_.active && f != frame_ && !(expect_inline_ && f > frame_ && f->code == expect_code_)) {
        if (f < frame_) {
            retry_soon_ = true; // it returned: the loop ends
            return abort("a generator ended while recording");
        }
        return abort("a call in a generator's body");
    } else if (f != frame_) {
        if (expect_inline_ && f > frame_ && f->code == expect_code_) {
            Step s = enter_inline(f);
            if (s != Step::Go) return s;
        } else if (f > frame_) {
            return Step::Go; // inside a call the trace leaves to the interpreter
        } else {
            return abort("returned from the loop's frame");
        }
    }
    expect_inline_ = false;
    steps_++;
    uint32_t idx = (uint32_t)(pc - code_->proto->code.data());
    if (peeking_ && ++peek_steps_ > kMaxPeekSteps) return abort("type-unstable loop: '" + unstable_ + "' changes type");
    bool leaving = false;
    if (inl_.empty() && !function_ && !gen_.active && (idx < header_ || idx > loop_end_)) {
        // This iteration left the loop (its exit is a guard of the trace).
        // A side trace that does (the `found = x; break` after its branch)
        // ends there with an exit, where the loop ends: below.
        if (seg_.parent_snap < 0 || code_->proto->is_generator) {
            retry_soon_ = true;
            return abort("loop ended while recording");
        }
        leaving = true;
    }
    if (idx == skip_unpack_) {
        skip_unpack_ = UINT32_MAX; // recorded with its FOR_ITER (for_pairs)
        return Step::Go;
    }
    if (tree_.ins.size() > kMaxTraceIns) return abort("trace too long");
    if ((uint32_t)(sp - root_base_) != rsp_) return abort("recorder lost track of the stack");
    tree_.max_positions = std::max<uint32_t>(tree_.max_positions, rsp_ + (uint32_t)code_->proto->max_stack + 8);
    tree_.max_inline_depth = std::max<uint32_t>(tree_.max_inline_depth, (uint32_t)inl_.size());
    if (pending_branch_.cond != kNone) {
        PendingBranch pb = pending_branch_;
        pending_branch_.cond = kNone;
        if (pb.target != pb.fallthrough) {
            bool jumped = idx == pb.target;
            bool truth = jumped ? pb.jump_if : !pb.jump_if;
            // Leaving resumes the other way, the object popped: the
            // interpreter must not ask bool(x) (run __bool__) a second time.
            int other = snapshot(jumped ? pb.fallthrough : pb.target);
            if (!gen_.active) tree_.snaps[other].from = pb.fallthrough - 1;
            emit(IrOp::Guard, Ty::Void, pb.cond, kNone, kNone, truth ? 1 : 0, other);
        }
    }
    if (leaving) {
        emit(IrOp::Leave, Ty::Void, kNone, kNone, kNone, 0, snapshot(idx));
        seg_.end = (Ref)tree_.ins.size();
        tree_.segs.push_back(seg_);
        return Step::Done;
    }
    if (pending_unbox_) {
        pending_unbox_ = false;
        Value seen = sp[-1];
        if (seen.is_empty()) return abort("unexpected empty value");
        pos_[rsp_ - 1] = unbox(pos_[rsp_ - 1], seen, idx);
    }
    cur_idx_ = idx;
    if (inl_.empty() && !gen_.active && idx != header_ && find_inner_ && pending_branch_.cond == kNone) {
        InnerLoop inner;
        if (find_inner_(code_, idx, &inner) && inner.id < 0) {
            // An inner loop whose code is on its way: record once it is
            // there, so that this trace calls it.
            inner_header_ = idx;
            return abort("inner loop");
        }
        if (find_inner_(code_, idx, &inner)) {
            // An inner loop with a trace: the trace calls it. The frame is
            // synced; the resume pc and depth are known once the
            // interpreter has run the loop (it does, while we skip it).
            sync(idx);
            Ref id = kint(inner.id);
            skip_resume_ = kint(0);
            skip_depth_ = kint(0);
            Ref r = call_helper(Helper::run_inner, id, skip_resume_, skip_depth_, idx, false);
            Ref b = emit(IrOp::Unbox, Ty::Bool, r, kNone, kNone, -1, snapshot(idx));
            int snap = snapshot(idx);
            tree_.snaps[snap].nested = true;
            emit(IrOp::Guard, Ty::Void, b, kNone, kNone, 1, snap);
            skipping_ = true;
            skip_lo_ = idx;
            skip_hi_ = inner.jump_back;
            skip_loop_ = std::move(inner);
            return Step::Go;
        }
    }
    uint32_t ins = *pc;
    cur_ins_ = ins;
    Step s = record(ins & 0xFF, ins >> 8, idx, sp);
    if (no_helpers_ && s != Step::Abort) return abort(no_helpers_);
    if (liveness_failed_ && s != Step::Abort) return abort("a local read where liveness said it was dead");
    return s;
}

Recorder::Step Recorder::record(uint32_t op, uint32_t arg, uint32_t idx, Value* sp) {
    const Layout& L = layout();
    switch (op) {
    case OPC_NOP: return Step::Go;
    case OPC_PUSH_EXC_INFO: case OPC_POP_EXCEPT: case OPC_CHECK_EXC_MATCH: case OPC_DELETE_FAST:
        return handler_op(op, arg, idx);
    case OPC_RAISE: return raise_caught(arg, idx, sp);
    case OPC_RERAISE: return reraise_caught(idx, sp);
    case OPC_LOAD_CONST: {
        Ref k = constant_ref(code_->consts[arg]);
        if (k == kNone) return abort("unexpected constant");
        push(k);
        return Step::Go;
    }
    case OPC_LOAD_FAST:
        if (root_base_[local(arg)].is_empty()) return abort("unbound local");
        push(get(local(arg)));
        return Step::Go;
    case OPC_STORE_FAST: {
        Ref v = pop();
        pos_[local(arg)] = v;
        return Step::Go;
    }
    case OPC_STR_DISOWN: {
        // A loop that builds a string in the local starts. A number there
        // (its type is guarded) is no string; an object may be one.
        const int p = local(arg);
        if (pos_[p] == kNone && root_base_[p].is_empty()) return abort("unbound local");
        Ref v = get(p);
        if (ty(v) == Ty::Obj || ty(v) == Ty::Value)
            call_helper(Helper::str_disown, v, kNone, kNone, idx, false);
        return Step::Go;
    }
    case OPC_STR_APPEND: {
        // A loop's accumulator: numbers add as numbers (`total += x` is
        // one too: the compiler does not know the types).
        if (sp[-2].is_number() && sp[-1].is_number()) return binary(kiln::Op::Add, idx, sp[-2], sp[-1]);
        Ref r = call_helper(Helper::str_append, top(2), top(1), kint((int64_t)arg), idx, true);
        rsp_ -= 2;
        push(r);
        pending_unbox_ = true;
        return Step::Go;
    }
    case OPC_POP_TOP: rsp_--; return Step::Go;
    case OPC_YIELD_VALUE: {
        // The loop's frame is a generator a builtin drives (sum(x * y for
        // ...), list(...)), and its sink takes this value: the frame goes
        // on, None sent back (GenSink). The gen_take helper asks the sink
        // each time; where it does not take the value, the exit resumes
        // the interpreter at the yield, which yields it the usual way.
        if (gen_.active) return gen_yield(idx);
        GeneratorObj* g = frame_->gen();
        if (!inl_.empty() || function_ || !g || !g->sink || !g->sink->accepts(sp[-1]))
            return abort("a yield no builtin's loop takes (sum, any, all, min, max, list(), ...)");
        call_helper(Helper::gen_take, box(top()), kNone, kNone, idx, false);
        pos_[rsp_ - 1] = emit(IrOp::KNone, Ty::None);
        return Step::Go;
    }
    case OPC_DUP_TOP: push(top()); return Step::Go;
    case OPC_DUP_TOP_TWO: {
        Ref a = top(2), b = top(1);
        push(a);
        push(b);
        return Step::Go;
    }
    case OPC_ROT_TWO:
        top(1), top(2);
        std::swap(pos_[rsp_ - 1], pos_[rsp_ - 2]);
        return Step::Go;
    case OPC_ROT_THREE: {
        top(1), top(2), top(3);
        Ref t = pos_[rsp_ - 1];
        pos_[rsp_ - 1] = pos_[rsp_ - 2];
        pos_[rsp_ - 2] = pos_[rsp_ - 3];
        pos_[rsp_ - 3] = t;
        return Step::Go;
    }
    case OPC_ROT_FOUR: {
        top(1), top(2), top(3), top(4);
        Ref t = pos_[rsp_ - 1];
        pos_[rsp_ - 1] = pos_[rsp_ - 2];
        pos_[rsp_ - 2] = pos_[rsp_ - 3];
        pos_[rsp_ - 3] = pos_[rsp_ - 4];
        pos_[rsp_ - 4] = t;
        return Step::Go;
    }
    case OPC_LOAD_GLOBAL: {
        DictObj* g = frame_->globals;
        StrObj* name = code_->names[arg];
        Ref gd = kobj(g);
        guard_dict_layout(gd, g, idx);
        Ref entries;
        int64_t ix;
        Ref v = dict_entry_load(gd, g, name, idx, &entries, &ix, true);
        if (v == kNone) {
            Ref bd = kobj(vm_.builtins);
            guard_dict_layout(bd, vm_.builtins, idx);
            v = dict_entry_load(bd, vm_.builtins, name, idx, &entries, &ix, true);
            if (v == kNone) return abort("name not defined");
        }
        push(v);
        pending_unbox_ = true;
        return Step::Go;
    }
    case OPC_STORE_GLOBAL: {
        DictObj* g = frame_->globals;
        Ref gd = kobj(g);
        guard_dict_layout(gd, g, idx);
        Ref entries;
        int64_t ix;
        if (dict_entry_load(gd, g, code_->names[arg], idx, &entries, &ix, true) == kNone) {
            // A new global (module-level `except E as e` stores `e` and
            // deletes it again): the helper stores it, as the interpreter
            // does; the globals' layout changes, and loads after it guard
            // the new one.
            call_helper(Helper::dict_setitem, box(gd), kobj(code_->names[arg]), box(top()), idx, false);
            rsp_--;
            return Step::Go;
        }
        Ref v = box(pop());
        emit(IrOp::StoreVal, Ty::Void, entries, v, kNone, (int64_t)(ix * L.entry_size + L.entry_value));
        return Step::Go;
    }
    case OPC_DELETE_GLOBAL:
        // Declining where the name is missing: the interpreter raises.
        call_helper(Helper::dict_delitem, box(kobj(frame_->globals)), kobj(code_->names[arg]), kNone, idx, false);
        return Step::Go;
    case OPC_BINARY_ADD: return binary(kiln::Op::Add, idx, sp[-2], sp[-1]);
    case OPC_BINARY_SUB: return binary(kiln::Op::Sub, idx, sp[-2], sp[-1]);
    case OPC_BINARY_MUL: return binary(kiln::Op::Mul, idx, sp[-2], sp[-1]);
    case OPC_BINARY_TRUEDIV: return binary(kiln::Op::TrueDiv, idx, sp[-2], sp[-1]);
    case OPC_BINARY_FLOORDIV: return binary(kiln::Op::FloorDiv, idx, sp[-2], sp[-1]);
    case OPC_BINARY_MOD: return binary(kiln::Op::Mod, idx, sp[-2], sp[-1]);
    case OPC_BINARY_POW: return binary(kiln::Op::Pow, idx, sp[-2], sp[-1]);
    case OPC_BINARY_LSHIFT: return binary(kiln::Op::LShift, idx, sp[-2], sp[-1]);
    case OPC_BINARY_RSHIFT: return binary(kiln::Op::RShift, idx, sp[-2], sp[-1]);
    case OPC_BINARY_AND: return binary(kiln::Op::BitAnd, idx, sp[-2], sp[-1]);
    case OPC_BINARY_OR: return binary(kiln::Op::BitOr, idx, sp[-2], sp[-1]);
    case OPC_BINARY_XOR: return binary(kiln::Op::BitXor, idx, sp[-2], sp[-1]);
    case OPC_INPLACE_OP: {
        // Numbers are immutable: in place is the binary operation.
        Value a = sp[-2], b = sp[-1];
        if (!a.is_number() && !(a.is_obj() && a.o->kind == Kind::Str)) return generic(cur_ins_, 2, idx);
        return binary((kiln::Op)arg, idx, a, b);
    }
    case OPC_UNARY_NEG: {
        Ref a = top();
        if (ty(a) == Ty::Float) {
            pos_[rsp_ - 1] = emit(IrOp::FNeg, Ty::Float, a);
        } else if (ty(a) == Ty::Int || ty(a) == Ty::Bool) {
            pos_[rsp_ - 1] = guarded(IrOp::NegOv, Ty::Int, as_int(a), kNone, 0, idx);
        } else {
            return generic(cur_ins_, 1, idx);
        }
        return Step::Go;
    }
    case OPC_UNARY_POS:
        if (ty(top()) == Ty::Float || ty(top()) == Ty::Int) return Step::Go;
        return generic(cur_ins_, 1, idx);
    case OPC_UNARY_INVERT:
        if (ty(top()) == Ty::Int) {
            pos_[rsp_ - 1] = emit(IrOp::BitXor, Ty::Int, top(), kint(-1));
            return Step::Go;
        }
        return generic(cur_ins_, 1, idx);
    case OPC_BUILD_TUPLE:
    case OPC_BUILD_LIST:
        if (arg <= 2) {
            // Made by a helper that only allocates: no sync of the frame.
            Ref x = arg >= 1 ? top((int)arg) : kNone, y = arg >= 2 ? top(1) : kNone;
            Ref made = call_helper(op == OPC_BUILD_LIST ? Helper::build_list : Helper::build_tuple, x == kNone ? kint(0) : x,
                                   y == kNone ? kint(0) : y, kint((int64_t)arg), idx, false);
            if (op == OPC_BUILD_TUPLE && arg == 2) built_ = BuiltTuple{made, x, y, tree_.snaps.size()};
            rsp_ -= (int)arg;
            push(made);
            pending_unbox_ = true;
            return Step::Go;
        }
        return generic(cur_ins_, (int)arg, idx);
    case OPC_BUILD_STRING: return build_string(arg, idx);
    case OPC_BUILD_SLICE: return build_slice(arg, idx);
    case OPC_FORMAT_VALUE: return format_value(arg, idx, sp);
    case OPC_CONTAINS_OP: {
        Helper h = Helper::dict_contains;
        if (ty(top(1)) == Ty::Obj && ty(top(2)) == Ty::Obj && is_str(sp[-1]) && is_str(sp[-2])) h = Helper::str_contains;
        else if (ty(top(1)) == Ty::Obj && is_anyset(sp[-1]) && key_operand(top(2), sp[-2])) h = Helper::set_contains;
        else if (!dict_with_builtin_key(top(1), sp[-1], top(2), sp[-2])) return generic(cur_ins_, 2, idx);
        Ref r = call_helper(h, box(top(1)), box(top(2)), kint(arg), idx, false);
        rsp_ -= 2;
        push(r);
        pending_unbox_ = true;
        return Step::Go;
    }
    case OPC_GET_ITER:
        if (ty(top()) == Ty::Obj && sp[-1].is_obj() && (sp[-1].o->kind == Kind::List || sp[-1].o->kind == Kind::Range)) {
            // A list or a range (its kind is guarded): its iterator from a
            // helper that runs no Python.
            Ref made = call_helper(Helper::seq_iter, top(), kNone, kNone, idx, false);
            rsp_--;
            push(made);
            pending_unbox_ = true;
            return Step::Go;
        }
        return generic(cur_ins_, 1, idx);
    // Collections filled and made (displays, comprehensions, unpacking in
    // calls), `del x[k]` and functions made (lambdas, comprehensions,
    // nested defs): the interpreter's own work, through the helper.
    case OPC_SET_ADD:
    case OPC_SET_UPDATE:
    case OPC_LIST_EXTEND:
    case OPC_DICT_UPDATE:
    case OPC_DICT_MERGE:
        if (op == OPC_LIST_EXTEND && extend_by_sequence(arg, idx, sp)) return Step::Go;
        if (ty(top()) == Ty::Obj && sp[-1].is_obj() && sp[-1].o->kind == Kind::Dict && as_dict(sp[-1])->used == 0) {
            // `**kwargs` of an empty dict (a wrapper passing on what it
            // was given): nothing to add, while it stays empty.
            Ref used = emit(IrOp::LoadI64, Ty::Int, top(), kNone, kNone, (int64_t)layout().dict_used);
            guarded(IrOp::GuardEqI, Ty::Void, used, kint(0), 0, idx);
            rsp_--;
            return Step::Go;
        }
        if (ty(top()) == Ty::Obj && sp[-1].is_obj() && sp[-1].o->kind == Kind::Dict && ty(top(1 + (int)arg)) == Ty::Obj &&
            merges_strs(as_dict(sp[-1 - (int)arg]), as_dict(sp[-1]), op == OPC_DICT_MERGE)) {
            // A dict of str keys (a wrapper's **kw, `f(**cfg)`, `{**m}`):
            // no Python code runs (the helper declines where a key is not
            // a str, or, in a call, is there already: the interpreter
            // raises).
            call_helper(Helper::dict_merge_strs, top(1 + (int)arg), top(), kint(op == OPC_DICT_MERGE), idx, false);
            rsp_--;
            return Step::Go;
        }
        return generic(cur_ins_, 1, idx, false);
    case OPC_MAP_ADD:
    case OPC_DELETE_SUBSCR: return generic(cur_ins_, 2, idx, false);
    case OPC_BUILD_DICT:
        if (arg == 0) { // made by a helper that only allocates: no sync of the frame
            push(call_helper(Helper::new_dict, kNone, kNone, kNone, idx, false));
            pending_unbox_ = true;
            return Step::Go;
        }
        return generic(cur_ins_, 2 * (int)arg, idx);
    case OPC_LIST_TO_TUPLE: return list_to_tuple(idx, sp);
    case OPC_BUILD_SET: return generic(cur_ins_, (int)(arg & ~kBuildSetFolded), idx);
    case OPC_CALL_EX: return call_ex(arg, idx, sp);
    case OPC_MAKE_FUNCTION: {
        const int below = !!(arg & kFnDefaults) + !!(arg & kFnKwDefaults) + !!(arg & kFnAnnotations) +
                          !!(arg & kFnClosure);
        return generic(cur_ins_, 1 + below, idx, true, kobj(frame_->globals));
    }
    case OPC_LOAD_CLOSURE: // the cell itself
        push(get(local((uint32_t)code_->nlocals + arg)));
        return Step::Go;
    case OPC_CALL_KW: {
        // [callee, positional arguments, keyword values, names]: a call of
        // a constant function with keywords it binds by name is inlined.
        Value callee = sp[-(int)arg - 2];
        if (is_kind(callee, Kind::Function) && is_tuple(sp[-1]))
            return call_function(static_cast<FunctionObj*>(callee.o), (int)arg, idx, as_tuple(sp[-1]));
        if (is_kind(callee, Kind::BoundMethod) && is_tuple(sp[-1]))
            return call_bound(static_cast<BoundMethodObj*>(callee.o), (int)arg, idx, as_tuple(sp[-1]));
        return generic(cur_ins_, (int)arg + 2, idx);
    }
    case OPC_CALL_METHOD_KW: return call_method_kw(arg, idx, sp);
    case OPC_LIST_APPEND: {
        Ref v = top(1);
        Ref list = top((int)arg + 1);
        if (!is_list(sp[-(int)arg - 1])) return abort("LIST_APPEND to a non-list");
        bool check = list_append(list, sp[-(int)arg - 1], v, idx);
        rsp_--;
        if (check) check_still_values(list, idx + 1);
        return Step::Go;
    }
    case OPC_LOAD_DEREF:
    case OPC_STORE_DEREF: {
        int cp = local((uint32_t)code_->nlocals + arg);
        Ref cell = get(cp);
        if (ty(cell) != Ty::Obj) return abort("cell expected");
        if (op == OPC_STORE_DEREF) {
            emit(IrOp::StoreVal, Ty::Void, cell, box(pop()), kNone, (int64_t)L.cell_value);
            return Step::Go;
        }
        Ref v = emit(IrOp::LoadVal, Ty::Value, cell, kNone, kNone, (int64_t)L.cell_value);
        guarded(IrOp::GuardNotEmpty, Ty::Void, v, kNone, 0, idx);
        push(v);
        pending_unbox_ = true;
        return Step::Go;
    }
    case OPC_UNARY_NOT: {
        Ref a = top();
        Ref b;
        if (ty(a) == Ty::Bool) b = a;
        else if (ty(a) == Ty::Int || ty(a) == Ty::Float) b = emit(IrOp::Truthy, Ty::Bool, a);
        else if (ty(a) == Ty::None) b = emit(IrOp::KBool, Ty::Bool, kNone, kNone, kNone, 0);
        else if (ty(a) == Ty::Obj && native_truth_kind(sp[-1])) b = native_truth_of(a, sp[-1]);
        else return abort("not on an object");
        pos_[rsp_ - 1] = emit(IrOp::Not, Ty::Bool, b);
        return Step::Go;
    }
    case OPC_COMPARE_LT: return compare(CmpOp::Lt, idx, sp[-2], sp[-1]);
    case OPC_COMPARE_LE: return compare(CmpOp::Le, idx, sp[-2], sp[-1]);
    case OPC_COMPARE_EQ: return compare(CmpOp::Eq, idx, sp[-2], sp[-1]);
    case OPC_COMPARE_NE: return compare(CmpOp::Ne, idx, sp[-2], sp[-1]);
    case OPC_COMPARE_GT: return compare(CmpOp::Gt, idx, sp[-2], sp[-1]);
    case OPC_COMPARE_GE: return compare(CmpOp::Ge, idx, sp[-2], sp[-1]);
    case OPC_IS_OP: {
        Ref b = top(1), a = top(2);
        Ref r;
        if (ty(a) != ty(b) && ty(a) != Ty::Value && ty(b) != Ty::Value) {
            r = emit(IrOp::KBool, Ty::Bool, kNone, kNone, kNone, 0);
        } else if (ty(a) == Ty::None) {
            r = emit(IrOp::KBool, Ty::Bool, kNone, kNone, kNone, 1);
        } else if (ty(a) == Ty::Obj || ty(a) == Ty::Bool) {
            r = emit(IrOp::Cmp, Ty::Bool, a, b, kNone, (int64_t)CmpOp::Eq);
        } else {
            return abort("'is' on numbers");
        }
        if (arg) r = emit(IrOp::Not, Ty::Bool, r);
        rsp_ -= 2;
        push(r);
        return Step::Go;
    }
    case OPC_JUMP: return Step::Go;
    case OPC_LOOP_ENTRY:
        if (!inl_.empty()) {
            // The first loop of a call inlined for it: enter_loop runs the
            // call from here (the frame, this call's included, is synced).
            const Inlined& in = inl_.back();
            if (in.call_snap < 0 || inl_.size() != 1) return abort("a loop in an inlined call");
            sync(idx);
            Ref fn = kobj(tree_.consts[(size_t)in.desc.fn_const]);
            Ref where = kint((int64_t)in.call_idx | (int64_t)idx << 32);
            Ref frame = kint((int64_t)in.desc.base | (int64_t)rsp_ << 32); // its base, the stack's top
            call_result_ = emit(IrOp::Call, Ty::Value, fn, frame, where, (int64_t)Helper::enter_loop, in.call_snap);
            skip_call_ = true;
            return Step::Go;
        }
        return Step::Go; // an inner loop entered (its header decides what happens)
    case OPC_RETURN_VALUE:
        if (gen_.active && inl_.empty()) {
            retry_soon_ = true; // the loop ends
            return abort("a generator ended while recording");
        }
        if (inl_.empty() && function_) {
            // The function's trace ends: it returns the value natively.
            if (!self_calls_match()) return abort("a recursive call with other argument types");
            Ref v = pos_[rsp_ - 1] != kNone ? pos_[rsp_ - 1] : get((int)rsp_ - 1);
            emit(IrOp::Return, Ty::Void, box(v));
            seg_.end = (Ref)tree_.ins.size();
            tree_.segs.push_back(seg_);
            return Step::Done;
        }
        if (inl_.empty()) {
            // A side trace that returns from the loop's function (a
            // search's `return x`, mandelbrot's escape): the tree returns
            // the value as a function's trace does, and the interpreter
            // returns from the frame. Not for a loop that another loop of
            // its code encloses: that loop's code calls this one's (run
            // inner, compiled in), and cannot return for it.
            if (seg_.parent_snap < 0 || code_->proto->is_generator || enclosed_)
                return abort("return from the loop's function");
            Ref v = pos_[rsp_ - 1] != kNone ? pos_[rsp_ - 1] : get((int)rsp_ - 1);
            emit(IrOp::Return, Ty::Void, box(v));
            seg_.end = (Ref)tree_.ins.size();
            tree_.segs.push_back(seg_);
            return Step::Done;
        }
        return return_inline();
    case OPC_JUMP_BACK: {
        if (gen_.active) return Step::Go; // the generator's own loop: the trace goes on in a line
        if (arg < header_ && inl_.empty() && code_ == root_frame_->code) {
            // Back to an outer loop: this iteration left ours.
            retry_soon_ = true;
            return abort("loop ended while recording");
        }
        if (arg != header_ || !inl_.empty()) {
            inner_header_ = (int64_t)arg;
            return abort("inner loop");
        }
        // The loop closes: what each changed position holds now (values
        // read back from the frame get their types first). A local the
        // next iteration writes before it reads it is not carried.
        for (uint32_t p = 0; p < rsp_; p++)
            if (pos_[p] != kNone && ty(pos_[p]) == Ty::Value && !root_dead((int)p, header_)) get((int)p);
        if (peeking_) {
            // Round again with a value of another type: not a loop end.
            return abort("type-unstable loop: '" + unstable_ + "' changes type");
        }
        if (seg_.parent_snap >= 0 && side_end_unstable()) {
            // A side trace whose variable has another type here than the
            // tree's entry has (a walk's `node` None at the end): the loop
            // may end at its next test. Recording goes on through it, a
            // few instructions at most; a side trace that leaves there
            // ends with an exit where the loop ends (Leave).
            peeking_ = true;
            return Step::Go;
        }
        std::vector<std::pair<int, Ref>> end;
        for (uint32_t p = 0; p < rsp_; p++) {
            Ref r = pos_[p];
            if (r == kNone || root_dead((int)p, header_)) continue;
            const Ins& i = tree_.ins[r];
            if (i.op == IrOp::Entry && i.imm == (int64_t)p) continue;
            Ty t = ty(r);
            if (t == Ty::Value) return abort("untyped value at loop end");
            JitKind k = kNoJitKind;
            if (t == Ty::Obj) {
                Value v = root_base_[p];
                if (!v.is_obj()) return abort("object lost");
                k = jit_kind(v.o);
            }
            if (const EntryType* e = tree_.entry_of((int)p)) {
                if (e->ty != t || (t == Ty::Obj && e->kind != k)) {
                    unstable_ = p < code_->varnames.size() ? code_->varnames[p]->data : "stack";
                    return abort("type-unstable loop: '" + unstable_ + "' changes type");
                }
            } else if (seg_.parent_snap < 0 && (start_ty_[p] != t || (t == Ty::Obj && start_kind_[p] != k))) {
                unstable_ = p < code_->varnames.size() ? code_->varnames[p]->data : "stack";
                return abort("type-unstable loop: '" + unstable_ + "' changes type");
            } else {
                tree_.entry.push_back(EntryType{(int)p, t, k});
            }
            end.emplace_back((int)p, r);
        }
        // Host limits: the back-edge polls the attention flag and leaves at
        // this JUMP_BACK when it is set (the interpreter then services it).
        int snap = snapshot(idx);
        seg_.end_index = (int)tree_.ends.size();
        tree_.ends.push_back(std::move(end));
        emit(IrOp::TreeEnd, Ty::Void, kNone, kNone, kNone, seg_.end_index, snap);
        seg_.end = (Ref)tree_.ins.size();
        tree_.segs.push_back(seg_);
        return Step::Done;
    }
    case OPC_POP_JUMP_IF_FALSE:
    case OPC_POP_JUMP_IF_TRUE: {
        Ref c = top();
        if (ty(c) == Ty::Obj && !native_truth_kind(sp[-1])) {
            // bool(x) by the interpreter's rules; instances may run __bool__ or __len__.
            bool pure = sp[-1].o->kind != Kind::Instance;
            Ref t = call_helper(Helper::truthy, box(c), kNone, kNone, idx, !pure);
            // Typed at once: the snapshot before the jump still holds the object.
            int snap = snapshot(idx);
            Ref b = emit(IrOp::Unbox, Ty::Bool, t, kNone, kNone, -1, snap);
            // Which way it goes shows at the next instruction (asking
            // bool(x) here could run __bool__ twice).
            pending_branch_ = PendingBranch{b, snap, arg, idx + 1, op == OPC_POP_JUMP_IF_TRUE};
            rsp_--;
            return Step::Go;
        }
        if (!branch(c, sp[-1], op == OPC_POP_JUMP_IF_TRUE, idx, arg, true)) return abort("branch on an object");
        rsp_--;
        return Step::Go;
    }
    case OPC_JUMP_IF_FALSE_OR_POP:
    case OPC_JUMP_IF_TRUE_OR_POP: {
        Ref c = top();
        if (!branch(c, sp[-1], op == OPC_JUMP_IF_TRUE_OR_POP, idx, arg, false)) return abort("branch on an object");
        Value v = sp[-1];
        bool t = v.is_bool() ? v.b : v.is_int() ? v.i != 0 : v.is_float() ? v.f != 0 : v.is_obj() ? native_truth(v) : false;
        bool jumps = op == OPC_JUMP_IF_TRUE_OR_POP ? t : !t;
        if (!jumps) rsp_--;
        return Step::Go;
    }
    case OPC_FOR_ITER: return for_iter(idx, arg, sp);
    case OPC_UNPACK_SEQUENCE: {
        if (unpack_built_tuple(arg)) return Step::Go;
        Value seqv = sp[-1];
        Ref s = top();
        if (ty(s) != Ty::Obj || !(is_tuple(seqv) || is_list(seqv))) return abort("unpacking this value");
        rsp_--;
        int n = (int)arg;
        Ref data, len;
        int64_t off = 0;
        if (is_tuple(seqv)) {
            if ((int)as_tuple(seqv)->size != n) return abort("unpack size mismatch");
            len = emit(IrOp::LoadI64, Ty::Int, s, kNone, kNone, (int64_t)L.tuple_size);
            data = s;
            off = (int64_t)L.tuple_items;
        } else {
            if ((int)as_list(seqv)->size() != n) return abort("unpack size mismatch");
            if (as_list(seqv)->holds_bools()) return abort("unpacking a list of bools");
            rsp_++;
            guard_list_flavour(s, seqv, idx);
            rsp_--;
            data = list_items(s, &len);
        }
        rsp_++;
        guarded(IrOp::GuardEqI, Ty::Void, len, kint(n), 0, idx);
        rsp_--;
        // Items are pushed last first; each is typed by what it holds now.
        std::vector<Ref> items(n);
        for (int i = 0; i < n; i++) items[i] = emit(IrOp::LoadValIdx, Ty::Value, data, kint(i), kNone, off);
        for (int i = n - 1; i >= 0; i--) push(items[i]);
        // Type each item: the snapshot (after the instruction) holds them boxed.
        const Value* src = is_tuple(seqv) ? as_tuple(seqv)->items : as_list(seqv)->items_.data();
        for (int i = 0; i < n; i++) {
            uint32_t p = rsp_ - 1 - i;
            pos_[p] = unbox(pos_[p], src[i], idx + 1);
        }
        return Step::Go;
    }
    case OPC_BINARY_SUBSCR: {
        Value obj = sp[-2], key = sp[-1];
        Ref o = top(2), k = top(1);
        if (ty(o) == Ty::Obj && obj.o->kind == Kind::List && (ty(k) == Ty::Int || ty(k) == Ty::Bool)) {
            Ref data;
            const bool bools = as_list(obj)->holds_bools();
            guard_list_flavour(o, obj, idx);
            k = list_index(o, bools, as_int(k), key.as_int(), idx, &data);
            rsp_ -= 2;
            if (bools) {
                push(bool_item(data, k));
                return Step::Go;
            }
            push(emit(IrOp::LoadValIdx, Ty::Value, data, k, kNone, 0));
            pending_unbox_ = true;
            return Step::Go;
        }
        if (ty(o) == Ty::Obj && obj.o->kind == Kind::Tuple && (ty(k) == Ty::Int || ty(k) == Ty::Bool) &&
            key.as_int() >= 0) {
            k = as_int(k);
            Ref n = emit(IrOp::LoadI64, Ty::Int, o, kNone, kNone, (int64_t)L.tuple_size);
            guarded(IrOp::GuardLtU, Ty::Void, k, n, 0, idx);
            Ref v = emit(IrOp::LoadValIdx, Ty::Value, o, k, kNone, (int64_t)L.tuple_items);
            rsp_ -= 2;
            push(v);
            pending_unbox_ = true;
            return Step::Go;
        }
        if (ty(o) == Ty::Obj && obj.o->kind == Kind::Str && (ty(k) == Ty::Int || ty(k) == Ty::Bool)) {
            // A character: the shared one-character str for ASCII.
            return helper_result(2, call_helper(Helper::str_char, o, box(as_int(k)), kNone, idx, false));
        }
        if (dict_with_builtin_key(o, obj, k, key)) {
            Ref r = call_helper(Helper::dict_getitem, box(o), box(k), kNone, idx, false);
            rsp_ -= 2;
            push(r);
            pending_unbox_ = true;
            return Step::Go;
        }
        bool pure = obj.is_obj() &&
                    (obj.o->kind == Kind::Str || obj.o->kind == Kind::Tuple || obj.o->kind == Kind::List);
        Ref r = call_helper(Helper::getitem, box(o), box(k), kNone, idx, !pure);
        rsp_ -= 2;
        push(r);
        pending_unbox_ = true;
        return Step::Go;
    }
    case OPC_STORE_SUBSCR: {
        Value obj = sp[-2], key = sp[-1];
        Ref o = top(2), k = top(1), v = top(3);
        const bool bools = is_list(obj) && as_list(obj)->holds_bools();
        if (ty(o) == Ty::Obj && obj.o->kind == Kind::List && (ty(k) == Ty::Int || ty(k) == Ty::Bool) &&
            (!bools || ty(v) == Ty::Bool)) {
            Ref data;
            guard_list_flavour(o, obj, idx);
            k = list_index(o, bools, as_int(k), key.as_int(), idx, &data);
            if (bools) emit(IrOp::StoreU8, Ty::Void, emit(IrOp::ElemPtr, Ty::Obj, data, k, kNone, 1), v, kNone, 0);
            else emit(IrOp::StoreValIdx, Ty::Void, data, k, box(v), 0);
            rsp_ -= 3;
            return Step::Go;
        }
        // Any other item in a list of bools: the helper spreads them.
        // The helpers' arguments: object, key, value.
        if (dict_with_builtin_key(o, obj, k, key)) call_helper(Helper::dict_setitem, box(o), box(k), box(v), idx, false);
        else call_helper(Helper::setitem, box(o), box(k), box(v), idx, true);
        rsp_ -= 3;
        return Step::Go;
    }
    case OPC_LOAD_ATTR: {
        Value obj = sp[-1];
        Ref o = top();
        StrObj* name = code_->names[arg];
        Ref entries;
        int64_t ix;
        if (Ref v = instance_entry(o, obj, name, idx, &entries, &ix); v != kNone) {
            pos_[rsp_ - 1] = v;
            pending_unbox_ = true;
            return Step::Go;
        }
        if (ty(o) == Ty::Obj && obj.o->kind == Kind::Module) {
            Ref v = module_attr(o, static_cast<ModuleObj*>(obj.o), name, idx);
            if (v == kNone) return abort("missing module attribute");
            pos_[rsp_ - 1] = v;
            pending_unbox_ = true;
            return Step::Go;
        }
        if (ty(o) == Ty::Obj && is_namedtuple(obj)) {
            // A namedtuple's field: its class (after the items) guarded,
            // the item at the field's index (a class's fields never change).
            TupleObj* t = as_tuple(obj);
            TypeObj* cls = namedtuple_class(t);
            int field = namedtuple_field(cls, name);
            if (field >= 0) {
                Ref n = emit(IrOp::LoadI64, Ty::Int, o, kNone, kNone, (int64_t)L.tuple_size);
                Ref cv = emit(IrOp::LoadValIdx, Ty::Value, o, n, kNone, (int64_t)L.tuple_items);
                Ref c = emit(IrOp::Unbox, Ty::Obj, cv, kNone, kNone, (int64_t)jit_kind(Kind::Type), snapshot(idx));
                guarded(IrOp::GuardEqP, Ty::Void, c, kobj(cls), 0, idx);
                pos_[rsp_ - 1] = emit(IrOp::LoadValIdx, Ty::Value, o, kint(field), kNone, (int64_t)L.tuple_items);
                pending_unbox_ = true;
                return Step::Go;
            }
        }
        if (inline_getter(o, obj, name, idx)) return Step::Go;
        Ref r = call_helper(Helper::getattr, box(o), kobj(name), kNone, idx, true);
        pos_[rsp_ - 1] = r;
        pending_unbox_ = true;
        return Step::Go;
    }
    case OPC_STORE_ATTR: {
        Value obj = sp[-1];
        Ref o = top(1), v = top(2);
        StrObj* name = code_->names[arg];
        Ref entries;
        int64_t ix;
        if (instance_entry(o, obj, name, idx, &entries, &ix) != kNone) {
            emit(IrOp::StoreVal, Ty::Void, entries, box(v), kNone, (int64_t)(ix * L.entry_size + L.entry_value));
            rsp_ -= 2;
            return Step::Go;
        }
        if (ty(o) == Ty::Obj && obj.o->kind == Kind::Instance) {
            // A new attribute (an __init__'s `self.x = x`): what setattr
            // would do for a class with no property or slot of that name
            // (its class and classes' layouts guarded) is to put it in the
            // instance dict, which a helper does without the interpreter.
            auto* inst = static_cast<InstanceObj*>(obj.o);
            TypeObj* cls = inst->type;
            // (A class with __slots__ keeps them in the dict too: a name
            // it lists is stored the same way; its class is guarded.)
            const bool slot_ok = !cls->has_slots ||
                                 std::find(cls->slots.begin(), cls->slots.end(), name) != cls->slots.end();
            if (cls->is_class && slot_ok && inst->dict && lookup_mro(cls, name).is_empty() &&
                name->view() != "__class__") {
                Ref d = instance_dict(o, inst, idx);
                if (!append_attr(d, inst->dict, name, v, idx))
                    call_helper(Helper::dict_set_str, d, kobj(name), box(v), idx, false);
                rsp_ -= 2;
                return Step::Go;
            }
        }
        if (inline_setter(o, v, obj, name, idx)) return Step::Go;
        call_helper(Helper::setattr, box(o), kobj(name), box(v), idx, true);
        rsp_ -= 2;
        return Step::Go;
    }
    case OPC_LOAD_METHOD: {
        Value obj = sp[-1];
        StrObj* name = code_->names[arg];
        if (is_list(obj) && name->view() == "append" && ty(top()) == Ty::Obj) {
            Value m = lookup_mro(vm_.type_of(obj), name);
            if (m.is_empty()) return abort("list.append missing");
            Ref self = top();
            pos_[rsp_ - 1] = kobj(m.o);
            push(self);
            return Step::Go;
        }
        // A builtin object's builtin method: the kind and flavour (which
        // the value's type guard checked) fix its type, which no script can
        // subclass or change (a Counter's methods are Counter's), so the
        // method is a constant; CALL_METHOD calls it directly (call_native).
        // Not a namedtuple's: its class is not fixed, and its fields come
        // before tuple's methods.
        if (ty(top()) == Ty::Obj && obj.is_obj() && !is_namedtuple(obj) &&
            (obj.o->kind == Kind::Dict || obj.o->kind == Kind::List || obj.o->kind == Kind::Str ||
             obj.o->kind == Kind::Set || obj.o->kind == Kind::Tuple || obj.o->kind == Kind::Deque)) {
            Value m = lookup_mro(vm_.type_of(obj), name);
            if (m.is_obj() && m.o->kind == Kind::Native) {
                Ref self = top();
                pos_[rsp_ - 1] = kobj(m.o);
                push(self);
                return Step::Go;
            }
        }
        if (FunctionObj* fn = instance_method(top(), obj, name, idx)) {
            Ref self = top();
            pos_[rsp_ - 1] = kobj(fn);
            push(self);
            return Step::Go;
        }
        // A method of a native type whose methods are plain (rng.random()
        // on a random.Random): its type guarded, the method is a constant.
        if (ty(top()) == Ty::Obj && is_kind(obj, Kind::HostObject)) {
            TypeObj* t = static_cast<HostObjectObj*>(obj.o)->type;
            Value m = lookup_mro(t, name);
            if (t->plain_methods && is_kind(m, Kind::Native)) {
                Ref self = top();
                guard_class(self, t, idx);
                pos_[rsp_ - 1] = kobj(m.o);
                push(self);
                return Step::Go;
            }
        }
        // A module's attribute (`math.sqrt`, `heapq.heappush`): loaded as
        // LOAD_ATTR loads it, under an empty method slot, as the
        // interpreter's lookup leaves it.
        if (ty(top()) == Ty::Obj && is_kind(obj, Kind::Module)) {
            Ref v = module_attr(top(), static_cast<ModuleObj*>(obj.o), name, idx);
            if (v == kNone) return abort("missing module attribute");
            pos_[rsp_ - 1] = emit(IrOp::KEmpty, Ty::Value);
            push(v);
            pending_unbox_ = true;
            return Step::Go;
        }
        // Any other method: the interpreter's own lookup leaves (method,
        // self) or (NULL, attribute) in the frame, read back as they are.
        Ref o = top();
        call_helper(Helper::load_method, box(o), kobj(name), kNone, idx, true);
        pos_[rsp_ - 1] = emit(IrOp::SlotLoad, Ty::Value, kNone, kNone, kNone, rsp_ - 1);
        push(emit(IrOp::SlotLoad, Ty::Value, kNone, kNone, kNone, rsp_));
        return Step::Go;
    }
    case OPC_CALL_METHOD: {
        Ref fpos = top((int)arg + 2);
        bool is_append = arg == 1 && tree_.ins[fpos].op == IrOp::KObj && sp[-3].is_obj() &&
                           sp[-3].o->kind == Kind::Native &&
                           std::string_view(static_cast<NativeObj*>(sp[-3].o)->name) == "append" && is_list(sp[-2]);
        if (!is_append) {
            Value m = sp[-(int)arg - 2];
            Value f = sp[-(int)arg - 1];
            // No method (a module's function): the callable with the
            // arguments above it; a builtin one is called as CALL calls it.
            if (m.is_empty() && is_kind(f, Kind::Native) && tree_.ins[fpos].op == IrOp::KEmpty)
                return call_native(static_cast<NativeObj*>(f.o), (int)arg, idx, sp, 1);
            // A builtin bound to its object (random.randint: the module's
            // Random's), guarded to be this one: called with self first,
            // with its operands where its type's methods run no script
            // code on plain ones, else directly on the synced frame.
            if (m.is_empty() && is_kind(f, Kind::BoundMethod) && tree_.ins[fpos].op == IrOp::KEmpty &&
                is_kind(static_cast<BoundMethodObj*>(f.o)->func, Kind::Native) && ty(top((int)arg + 1)) == Ty::Obj) {
                auto* bm = static_cast<BoundMethodObj*>(f.o);
                guarded(IrOp::GuardEqP, Ty::Void, top((int)arg + 1), kobj(bm), 0, idx);
                const Value self = bm->self;
                if (arg <= 1 && is_kind(self, Kind::HostObject) &&
                    static_cast<HostObjectObj*>(self.o)->type->plain_methods && (arg == 0 || plain_operand(top(1), sp[-1])))
                    return helper_result((int)arg + 2,
                                         call_helper(Helper::str_method, box(kobj(bm->func.o)), box(kobj(self.o)),
                                                     arg == 1 ? box(top(1)) : kNone, idx, false));
                return native_on_frame((int)arg, (int)arg + 2, idx);
            }
            if (m.is_obj() && m.o->kind == Kind::Function) {
                // A script method: a call with self as the first argument.
                int mp = (int)rsp_ - (int)arg - 2;
                Ref mr = top((int)arg + 2);
                if (ty(mr) == Ty::Value)
                    pos_[mp] = emit(IrOp::Unbox, Ty::Obj, mr, kNone, kNone, (int64_t)Kind::Function, snapshot(idx));
                return call_function(static_cast<FunctionObj*>(m.o), (int)arg + 1, idx);
            }
            // dict.get(key[, default]) with a key kiln hashes itself.
            if (tree_.ins[fpos].op == IrOp::KObj && (arg == 1 || arg == 2) && m.is_obj() &&
                m.o->kind == Kind::Native && static_cast<NativeObj*>(m.o)->owner == vm_.t_dict &&
                std::string_view(static_cast<NativeObj*>(m.o)->name) == "get" &&
                dict_with_builtin_key(top((int)arg + 1), sp[-(int)arg - 1], top((int)arg), sp[-(int)arg])) {
                Ref dflt = arg == 2 ? box(top(1)) : box(emit(IrOp::KNone, Ty::None));
                Ref r = call_helper(Helper::dict_get, box(top((int)arg + 1)), box(top((int)arg)), dflt, idx, false);
                rsp_ -= arg + 2;
                push(r);
                pending_unbox_ = true;
                return Step::Go;
            }
            // set.add(key) with a plain key.
            if (tree_.ins[fpos].op == IrOp::KObj && arg == 1 && m.is_obj() && m.o->kind == Kind::Native &&
                static_cast<NativeObj*>(m.o)->owner == vm_.kind_types[(int)Kind::Set] &&
                std::string_view(static_cast<NativeObj*>(m.o)->name) == "add" && ty(top(2)) == Ty::Obj &&
                is_kind(sp[-2], Kind::Set) && key_operand(top(1), sp[-1])) {
                call_helper(Helper::set_add, box(top(2)), box(top(1)), kNone, idx, false);
                rsp_ -= arg + 2;
                push(emit(IrOp::KNone, Ty::None));
                return Step::Go;
            }
            // A str method (or a plain_methods type's, on its host object)
            // with no argument or one that runs no script code (an int, a
            // float, a bool, None or a str): called with its operands, no
            // sync (format() calls __format__: not it). So are a deque's
            // methods that run no script code whatever they are given
            // (q.append(x), q.popleft(): the BFS loop's).
            const TypeObj* owner = is_kind(m, Kind::Native) ? static_cast<NativeObj*>(m.o)->owner : nullptr;
            const Value self = sp[-(int)arg - 1];
            auto call_with_operands = [&] {
                return helper_result((int)arg + 2, call_helper(Helper::str_method, box(fpos), box(top((int)arg + 1)),
                                                               arg == 1 ? box(top(1)) : kNone, idx, false));
            };
            if (tree_.ins[fpos].op == IrOp::KObj && arg <= 1 && owner && ty(top((int)arg + 1)) == Ty::Obj &&
                owner == vm_.t_deque && is_kind(self, Kind::Deque)) {
                std::string_view mname = static_cast<NativeObj*>(m.o)->name;
                const bool plain = arg == 1 ? mname == "append" || mname == "appendleft" ||
                                                  (mname == "rotate" && plain_operand(top(1), sp[-1]))
                                            : mname == "pop" || mname == "popleft" || mname == "clear" ||
                                                  mname == "reverse" || mname == "copy" || mname == "rotate";
                if (plain) return call_with_operands();
            }
            if (tree_.ins[fpos].op == IrOp::KObj && arg <= 1 && owner && ty(top((int)arg + 1)) == Ty::Obj &&
                ((owner == vm_.t_str && is_str(self)) || (owner->plain_methods && is_kind(self, Kind::HostObject))) &&
                (arg == 0 || plain_operand(top(1), sp[-1]))) {
                std::string_view mname = static_cast<NativeObj*>(m.o)->name;
                if (mname != "format" && mname != "format_map") return call_with_operands();
            }
            if (tree_.ins[fpos].op == IrOp::KObj && m.is_obj() && m.o->kind == Kind::Native) {
                // A builtin method (see LOAD_METHOD): called directly.
                return native_on_frame((int)arg + 1, (int)arg + 2, idx);
            }
            return generic(cur_ins_, (int)arg + 2, idx);
        }
        Ref x = top(1), self = top(2);
        bool check = list_append(self, sp[-2], x, idx);
        rsp_ -= 3;
        push(emit(IrOp::KNone, Ty::None));
        if (check) check_still_values(self, idx + 1);
        return Step::Go;
    }
    case OPC_CALL: {
        int n = (int)arg;
        Value callee = sp[-n - 1];
        if (callee.is_obj() && callee.o->kind == Kind::Native)
            return call_native(static_cast<NativeObj*>(callee.o), n, idx, sp);
        if (callee.is_obj() && callee.o->kind == Kind::Function)
            return call_function(static_cast<FunctionObj*>(callee.o), n, idx);
        if (callee.is_obj() && callee.o->kind == Kind::BoundMethod)
            return call_bound(static_cast<BoundMethodObj*>(callee.o), n, idx, nullptr);
        if (callee.is_obj() && callee.o == vm_.t_type && n == 1 && ty(top(2)) == Ty::Obj) {
            // type(x) of a value whose type the trace has fixed: a constant.
            if (TypeObj* xt = static_type(top(), sp[-1])) {
                guarded(IrOp::GuardEqP, Ty::Void, top(2), kobj(vm_.t_type), 0, idx);
                rsp_ -= 2;
                push(kobj(xt));
                return Step::Go;
            }
        }
        if (callee.is_obj() && callee.o->kind == Kind::Type)
            return construct(static_cast<TypeObj*>(callee.o), n, idx, sp);
        return generic(cur_ins_, n + 1, idx);
    }
    default: break;
    }
    return abort(std::string("unsupported instruction ") + opcode_name(op));
}

Recorder::Step Recorder::generic(uint32_t ins, int inputs, uint32_t idx, bool pushes, Ref extra) {
    for (int i = 1; i <= inputs; i++) top(i); // every operand in the frame
    Ref r = call_helper(Helper::stack_op, kint((int64_t)ins), extra, kNone, idx, true);
    rsp_ -= inputs;
    if (!pushes) return Step::Go; // it filled a collection lower on the stack
    push(r);
    pending_unbox_ = true;
    return Step::Go;
}

} // namespace kiln::jit
