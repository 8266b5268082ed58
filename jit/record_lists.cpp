// Recording lists: their items read, written and appended where they
// are, as Values or, for a list of bools, as bytes (ListObj's flavours,
// vm/object.hpp), with the flavour checked where the trace does not know
// it, and the exit after an append that packed a list's bools.
#include "../vm/list_items.hpp"
#include "layout.hpp"
#include "recorder.hpp"
#include "recorder_internal.hpp"

namespace kiln::jit {

// A list's item array and length (read again each time: appends move
// it): its Values, or, for a list of bools, its bytes (bool_items). Either
// only where the list's flavour is known (guard_list_flavour).
Ref Recorder::list_items(Ref list, Ref* n) {
    const Layout& L = layout();
    Ref data = emit(IrOp::LoadPtr, Ty::Obj, list, kNone, kNone, (int64_t)L.list_begin);
    Ref end = emit(IrOp::LoadPtr, Ty::Obj, list, kNone, kNone, (int64_t)L.list_end);
    *n = emit(IrOp::PtrDiff, Ty::Int, data, end, kNone, 16);
    return data;
}

Ref Recorder::bool_items(Ref list, Ref* n) {
    const Layout& L = layout();
    Ref data = emit(IrOp::LoadPtr, Ty::Obj, list, kNone, kNone, (int64_t)L.bools_begin);
    Ref end = emit(IrOp::LoadPtr, Ty::Obj, list, kNone, kNone, (int64_t)L.bools_end);
    *n = emit(IrOp::PtrDiff, Ty::Int, data, end, kNone, 1);
    return data;
}

// A list's length whatever its flavour: the storage it does not use is
// empty, so its Values and its bytes add up to its items.
Ref Recorder::list_length(Ref list) {
    Ref n, bools;
    list_items(list, &n);
    if (known_value_list(list)) return n;
    bool_items(list, &bools);
    return emit(IrOp::IAdd, Ty::Int, n, bools);
}

// A list the trace unboxed (or entered with) as a list of Values holds
// Values while the trace runs: only an append's helper may pack its
// bools, and the trace leaves right after that (check_still_values). A
// side trace takes neither its parent's lists nor the entry's for known:
// it starts where its parent's code left, after appends the entry check
// did not see (no side trace grows from the exit after an append that
// packed, so this is a second line of defence).
bool Recorder::known_value_list(Ref list) const {
    if (list < seg_.begin) return false;
    const Ins& d = tree_.ins[list];
    const int64_t values = (int64_t)jit_kind(Kind::List);
    if (d.op == IrOp::Unbox) return d.imm == values;
    if (d.op == IrOp::Entry && seg_.parent_snap < 0) // checked on entry
        for (const EntryType& e : tree_.entry)
            if (e.pos == d.imm) return e.ty == Ty::Obj && (int64_t)e.kind == values;
    return false;
}

// A list's flavour (how it holds its items: ListObj in vm/object.hpp)
// guarded as seen, where the trace does not know it: a list of bools may
// hold Values after any helper. The load is reused until the next call
// or append (jit/ir.cpp), so a run of item reads checks it once.
void Recorder::guard_list_flavour(Ref list, Value seen, uint32_t pc) {
    if (!as_list(seen)->holds_bools() && known_value_list(list)) return;
    Ref f = emit(IrOp::LoadU8, Ty::Int, list, kNone, kNone, (int64_t)layout().obj_flavour);
    guarded(IrOp::GuardEqI, Ty::Void, f, kint(seen.o->flavour), 0, pc);
}

// Item k of a list of bools (data: bool_items).
Ref Recorder::bool_item(Ref data, Ref k) {
    Ref p = emit(IrOp::ElemPtr, Ty::Obj, data, k, kNone, 1);
    return emit(IrOp::Truthy, Ty::Bool, emit(IrOp::LoadU8, Ty::Int, p, kNone, kNone, 0));
}

// list.append(v): in place while the list has room, else the list_append
// helper grows it (ListAppend; the code generator makes both paths). A
// list of bools gets a bool's byte the same way; any other item goes to
// the helper, which spreads the bools into Values. True when the caller
// must check, once the instruction is done, that a list of Values still
// is one (check_still_values).
bool Recorder::list_append(Ref list, Value seen, Ref v, uint32_t pc) {
    // The helper grows a full list: an allocation, no Python code, so no
    // Sync; its only exit is a MemoryError, raised at the instruction.
    guard_list_flavour(list, seen, pc);
    if (!as_list(seen)->holds_bools()) {
        emit(IrOp::ListAppend, Ty::Void, list, box(v), kNone, 0, snapshot(pc, true));
        return true;
    }
    if (ty(v) == Ty::Bool) emit(IrOp::ListAppend, Ty::Void, list, box(v), kNone, 1, snapshot(pc, true));
    else call_helper(Helper::list_append, box(list), box(v), kNone, pc, false);
    return false;
}

// After an append to a list of Values, whose helper may have packed its
// bools (a full list of them that grew: vm/list_items.cpp): the trace
// leaves, after the instruction, if it did. No side trace grows there:
// the trace's code (the rest of its iteration, its next ones, an outer
// loop's) holds the list as one of Values; the interpreter enters the
// loop again with its new type.
void Recorder::check_still_values(Ref list, uint32_t next_pc) {
    Ref f = emit(IrOp::LoadU8, Ty::Int, list, kNone, kNone, (int64_t)layout().obj_flavour);
    const int snap = snapshot(next_pc);
    tree_.snaps[(size_t)snap].no_side = true;
    emit(IrOp::GuardEqI, Ty::Void, f, kint(kValueItems), kNone, 0, snap);
}

// An index into a list as Python takes it (negative from the end), guarded
// in bounds; *data is the item array.
Ref Recorder::list_index(Ref list, bool bools, Ref k, int64_t seen, uint32_t pc, Ref* data) {
    Ref n;
    *data = bools ? bool_items(list, &n) : list_items(list, &n);
    if (seen < 0) {
        Ref neg = emit(IrOp::Cmp, Ty::Bool, k, kint(0), kNone, (int64_t)CmpOp::Lt);
        guarded(IrOp::Guard, Ty::Void, neg, kNone, 1, pc);
        k = emit(IrOp::IAdd, Ty::Int, k, n);
    }
    guarded(IrOp::GuardLtU, Ty::Void, k, n, 0, pc);
    return k;
}

// LIST_EXTEND of a tuple or a list onto a list (`f(self, *args)`, a
// method's wrapper; `[*xs, *ys]`): their items, their kinds guarded, by a
// helper that runs no Python code. False, recording nothing, for other
// operands.
bool Recorder::extend_by_sequence(uint32_t arg, uint32_t idx, const Value* sp) {
    if (ty(top()) != Ty::Obj || !(is_tuple(sp[-1]) || is_list(sp[-1])) || ty(top(1 + (int)arg)) != Ty::Obj ||
        !is_list(sp[-1 - (int)arg]))
        return false;
    call_helper(Helper::list_extend_seq, top(1 + (int)arg), top(), kNone, idx, false);
    rsp_--;
    return true;
}

// LIST_TO_TUPLE of a list (its kind guarded): a helper that only allocates.
Recorder::Step Recorder::list_to_tuple(uint32_t idx, const Value* sp) {
    if (ty(top()) != Ty::Obj || !is_list(sp[-1])) return generic(cur_ins_, 1, idx);
    Ref made = call_helper(Helper::list_to_tuple, top(), kNone, kNone, idx, false);
    rsp_--;
    push(made);
    pending_unbox_ = true;
    return Step::Go;
}

} // namespace kiln::jit
