// Recording FOR_ITER, and loops over iterators it would take apart: the
// items of enumerate() and zip() of lists and of a dict's iterators read
// in place, the pair pushed as the UNPACK_SEQUENCE after it would leave
// it (no tuple made).
#include "../vm/dict.hpp"
#include "layout.hpp"
#include "recorder.hpp"
#include "recorder_internal.hpp"

namespace kiln::jit {

// Whether the instruction after idx is UNPACK_SEQUENCE 2: an instruction
// that makes a pair can then push its two items as that leaves them and
// have the recorder skip it (skip_unpack_), with no tuple made.
bool Recorder::unpacks_pair_next(uint32_t idx) const {
    const auto& words = code_->proto->code;
    return idx + 1 < words.size() && (words[idx + 1] & 0xFF) == OPC_UNPACK_SEQUENCE && (words[idx + 1] >> 8) == 2;
}

// Before the bounds guard `pos < n` of a list's or a dict's iterator: its
// pos becomes kIterEnded where the guard fails, as the interpreter's
// FOR_ITER leaves an iterator that ended (the exit past the loop runs no
// FOR_ITER, nor does an inner loop's end in an outer loop's code). Where
// it holds, pos is stored as it was. (pos is never kIterEnded past the
// guard: the signed compare fails for it too.)
void Recorder::mark_ended_at(Ref iter, int64_t pos_offset, Ref pos, Ref n) {
    Ref more = emit(IrOp::Cmp, Ty::Bool, pos, n, kNone, (int64_t)CmpOp::Lt);
    Ref mark = emit(IrOp::Select, Ty::Int, more, pos, kint((int64_t)kIterEnded));
    emit(IrOp::StoreI64, Ty::Void, iter, mark, kNone, pos_offset);
}

// The next item of a list's iterator (a Value, seen as one: its kind and
// its list's are guarded, the list's flavour as `list` has it): its
// position and item (a Value, or a list of bools' bool), the bounds
// guarded with exit `at_end`; nothing changed yet (the caller stores pos
// + 1) but for the iterator's end, marked (mark_ended_at).
void Recorder::list_iter_step(Ref iter_value, const ListObj* list, uint32_t idx, int at_end, ListStep* out) {
    const Layout& L = layout();
    out->iter = emit(IrOp::Unbox, Ty::Obj, iter_value, kNone, kNone, (int64_t)Kind::SeqIter, snapshot(idx));
    Ref seqv = emit(IrOp::LoadVal, Ty::Value, out->iter, kNone, kNone, (int64_t)L.seq_seq);
    Ref seq = emit(IrOp::Unbox, Ty::Obj, seqv, kNone, kNone, (int64_t)jit_kind(list), snapshot(idx));
    out->pos = emit(IrOp::LoadI64, Ty::Int, out->iter, kNone, kNone, (int64_t)L.seq_pos);
    Ref n;
    Ref data = list->holds_bools() ? bool_items(seq, &n) : list_items(seq, &n);
    mark_ended_at(out->iter, (int64_t)L.seq_pos, out->pos, n);
    emit(IrOp::GuardLtU, Ty::Void, out->pos, n, kNone, 0, at_end);
    out->item = list->holds_bools() ? bool_item(data, out->pos)
                                    : emit(IrOp::LoadValIdx, Ty::Value, data, out->pos, kNone, 0);
}

// `for i, x in enumerate(xs)` and `for a, b in zip(xs, ys)` over lists:
// FOR_ITER and the UNPACK_SEQUENCE 2 after it recorded as one step that
// reads the items where they are and makes no tuple. Every guard comes
// before the iterators move, and leaves where nothing has changed. False
// (nothing emitted) for any other iterator or use of the pair.
bool Recorder::for_pairs(Value it, Ref r, uint32_t idx, uint32_t arg) {
    if (!unpacks_pair_next(idx)) return false;
    // A list's iterator with an item left.
    auto ready = [](Value v) {
        if (!is_kind(v, Kind::SeqIter)) return false;
        auto* si = static_cast<SeqIterObj*>(v.o);
        return is_list(si->seq) && si->pos < as_list(si->seq)->size();
    };
    auto seq_of = [](Value v) { return as_list(static_cast<SeqIterObj*>(v.o)->seq); };
    auto next_item = [](Value v) {
        auto* si = static_cast<SeqIterObj*>(v.o);
        return as_list(si->seq)->item(si->pos);
    };
    if (it.o->kind == Kind::Enumerate) {
        auto* e = static_cast<EnumerateObj*>(it.o);
        if (!e->count.is_int() || !ready(e->iter)) return false;
    } else {
        auto* z = static_cast<ZipObj*>(it.o);
        if (z->strict || z->iters.size() != 2 || !ready(z->iters[0]) || !ready(z->iters[1]) ||
            z->iters[0].o == z->iters[1].o) // zip(it, it): pairs of items one after the other
            return false;
    }
    const Layout& L = layout();
    rsp_--;
    const int at_end = snapshot(arg); // FOR_ITER's end: the iterator popped, past the loop
    rsp_++;
    Ref first, second;
    Value seen_first, seen_second;
    if (it.o->kind == Kind::Enumerate) {
        auto* e = static_cast<EnumerateObj*>(it.o);
        ListStep s;
        Ref inner = emit(IrOp::LoadVal, Ty::Value, r, kNone, kNone, (int64_t)L.enum_iter);
        list_iter_step(inner, seq_of(e->iter), idx, at_end, &s);
        Ref countv = emit(IrOp::LoadVal, Ty::Value, r, kNone, kNone, (int64_t)L.enum_count);
        Ref count = emit(IrOp::Unbox, Ty::Int, countv, kNone, kNone, -1, snapshot(idx));
        Ref next = guarded(IrOp::AddOv, Ty::Int, count, kint(1), 0, idx); // past 2**63 - 1: the interpreter
        emit(IrOp::StoreI64, Ty::Void, s.iter, emit(IrOp::IAdd, Ty::Int, s.pos, kint(1)), kNone, (int64_t)L.seq_pos);
        emit(IrOp::StoreVal, Ty::Void, r, box(next), kNone, (int64_t)L.enum_count);
        first = count;
        second = s.item;
        seen_first = e->count;
        seen_second = next_item(e->iter);
    } else {
        auto* z = static_cast<ZipObj*>(it.o);
        ListStep s0, s1;
        Value i0 = z->iters[0], i1 = z->iters[1];
        Ref vb = emit(IrOp::LoadPtr, Ty::Obj, r, kNone, kNone, (int64_t)L.zip_iters_begin);
        Ref ve = emit(IrOp::LoadPtr, Ty::Obj, r, kNone, kNone, (int64_t)L.zip_iters_end);
        guarded(IrOp::GuardEqI, Ty::Void, emit(IrOp::PtrDiff, Ty::Int, vb, ve, kNone, 16), kint(2), 0, idx);
        list_iter_step(emit(IrOp::LoadVal, Ty::Value, vb, kNone, kNone, 0), seq_of(i0), idx, at_end, &s0);
        // The second list at its end: zip has taken the first's item by
        // then; the interpreter's FOR_ITER does that.
        list_iter_step(emit(IrOp::LoadVal, Ty::Value, vb, kNone, kNone, 16), seq_of(i1), idx, snapshot(idx), &s1);
        // Two iterators, not one twice (both would read the same item).
        Ref apart = emit(IrOp::PtrDiff, Ty::Int, s0.iter, s1.iter, kNone, 1);
        Ref two = emit(IrOp::Cmp, Ty::Bool, apart, kint(0), kNone, (int64_t)CmpOp::Ne);
        guarded(IrOp::Guard, Ty::Void, two, kNone, 1, idx);
        emit(IrOp::StoreI64, Ty::Void, s0.iter, emit(IrOp::IAdd, Ty::Int, s0.pos, kint(1)), kNone, (int64_t)L.seq_pos);
        emit(IrOp::StoreI64, Ty::Void, s1.iter, emit(IrOp::IAdd, Ty::Int, s1.pos, kint(1)), kNone, (int64_t)L.seq_pos);
        first = s0.item;
        second = s1.item;
        seen_first = next_item(i0);
        seen_second = next_item(i1);
    }
    // As UNPACK_SEQUENCE leaves them: the first on top. Items read from a
    // list are typed by what they hold now, where the unpacking is done.
    push(second);
    push(first);
    if (ty(first) == Ty::Value) pos_[rsp_ - 1] = unbox(first, seen_first, idx + 2);
    if (ty(second) == Ty::Value) pos_[rsp_ - 2] = unbox(second, seen_second, idx + 2);
    skip_unpack_ = idx + 1;
    return true;
}

// `for k in d`, `for v in d.values()` and `for k, v in d.items()` (the
// items only when unpacked at once, as for_pairs): the iterator's entry
// read in place. Leaves before anything changes where the interpreter's
// iteration does more than take the next entry: the dict changed size
// (it raises), the entry is a deleted one (it skips it), the iterator has
// yielded as many as the dict had (it raises if there are more). False
// for any other case, reversed iterators and an OrderedDict's included
// (nothing emitted).
bool Recorder::for_dict(Value it, Ref r, uint32_t idx, uint32_t arg) {
    static_assert(sizeof(DictPart) == 1 && sizeof(bool) == 1);
    auto* di = static_cast<DictIterObj*>(it.o);
    DictObj* d = di->dict;
    const bool unpack = unpacks_pair_next(idx);
    // (Not an OrderedDict's: its own rules, in iter_next. Its flavour, which
    // the iterator's type guard checks, tells it apart.)
    if (it.o->flavour != 0 || (di->part == DictPart::Items) != unpack || di->reverse || d->used != di->initial_used ||
        di->remaining == 0 || di->pos >= d->entries.size() || !dict_entry_live(d->entries[di->pos]))
        return false;
    const Layout& L = layout();
    rsp_--;
    const int at_end = snapshot(arg); // FOR_ITER's end: the iterator popped, past the loop
    rsp_++;
    Ref part = emit(IrOp::LoadU8, Ty::Int, r, kNone, kNone, (int64_t)L.dictiter_part);
    guarded(IrOp::GuardEqI, Ty::Void, part, kint((int64_t)di->part), 0, idx);
    Ref reverse = emit(IrOp::LoadU8, Ty::Int, r, kNone, kNone, (int64_t)L.dictiter_reverse);
    guarded(IrOp::GuardEqI, Ty::Void, reverse, kint(0), 0, idx);
    Ref dict = emit(IrOp::LoadPtr, Ty::Obj, r, kNone, kNone, (int64_t)L.dictiter_dict);
    Ref used = emit(IrOp::LoadI64, Ty::Int, dict, kNone, kNone, (int64_t)L.dict_used);
    Ref initial = emit(IrOp::LoadI64, Ty::Int, r, kNone, kNone, (int64_t)L.dictiter_initial_used);
    guarded(IrOp::GuardEqI, Ty::Void, used, initial, 0, idx);
    Ref pos = emit(IrOp::LoadI64, Ty::Int, r, kNone, kNone, (int64_t)L.dictiter_pos);
    Ref begin = emit(IrOp::LoadPtr, Ty::Obj, dict, kNone, kNone, (int64_t)L.dict_entries_begin);
    Ref end = emit(IrOp::LoadPtr, Ty::Obj, dict, kNone, kNone, (int64_t)L.dict_entries_end);
    Ref n = emit(IrOp::PtrDiff, Ty::Int, begin, end, kNone, (int64_t)L.entry_size);
    mark_ended_at(r, (int64_t)L.dictiter_pos, pos, n);
    emit(IrOp::GuardLtU, Ty::Void, pos, n, kNone, 0, at_end);
    Ref entry = emit(IrOp::ElemPtr, Ty::Obj, begin, pos, kNone, (int64_t)L.entry_size);
    Ref key = emit(IrOp::LoadVal, Ty::Value, entry, kNone, kNone, (int64_t)L.entry_key);
    guarded(IrOp::GuardNotEmpty, Ty::Void, key, kNone, 0, idx); // a deleted entry
    Ref remaining = emit(IrOp::LoadI64, Ty::Int, r, kNone, kNone, (int64_t)L.dictiter_remaining);
    guarded(IrOp::GuardKLtU, Ty::Void, remaining, kNone, 0, idx); // one more than the dict had
    emit(IrOp::StoreI64, Ty::Void, r, emit(IrOp::IAdd, Ty::Int, pos, kint(1)), kNone, (int64_t)L.dictiter_pos);
    emit(IrOp::StoreI64, Ty::Void, r, emit(IrOp::IAdd, Ty::Int, remaining, kint(-1)), kNone,
         (int64_t)L.dictiter_remaining);
    const DictEntry& seen = d->entries[di->pos];
    if (di->part == DictPart::Keys) {
        push(key);
        pending_unbox_ = true;
        return true;
    }
    Ref value = emit(IrOp::LoadVal, Ty::Value, entry, kNone, kNone, (int64_t)L.entry_value);
    if (di->part == DictPart::Values) {
        push(value);
        pending_unbox_ = true;
        return true;
    }
    push(value);
    push(key);
    pos_[rsp_ - 1] = unbox(key, seen.key, idx + 2);
    pos_[rsp_ - 2] = unbox(value, seen.value, idx + 2);
    skip_unpack_ = idx + 1;
    return true;
}

// FOR_ITER (instruction idx, its loop's end arg) on the iterator at the
// stack top (sp: the interpreter's): a range's, a list's or a tuple's
// items read in place, the pairs above, a generator's body
// (jit/record_generators.cpp), any other iterator through iter_next.
Recorder::Step Recorder::for_iter(uint32_t idx, uint32_t arg, Value* sp) {
    const Layout& L = layout();
    Value it = sp[-1];
    Ref r = top();
    if (ty(r) != Ty::Obj) return abort("for over an untyped iterator");
    if (it.o->kind == Kind::RangeIter) {
        auto* ri = static_cast<RangeIterObj*>(it.o);
        if (ri->remaining <= 0) {
            retry_soon_ = true;
            return abort("loop ended while recording");
        }
        Ref rem = emit(IrOp::LoadI64, Ty::Int, r, kNone, kNone, (int64_t)L.range_remaining);
        Ref more = emit(IrOp::Cmp, Ty::Bool, rem, kint(0), kNone, (int64_t)CmpOp::Gt);
        // Exhausted: FOR_ITER pops the iterator and jumps past the loop.
        rsp_--;
        int done = snapshot(arg);
        rsp_++;
        emit(IrOp::Guard, Ty::Void, more, kNone, kNone, 1, done);
        emit(IrOp::StoreI64, Ty::Void, r, emit(IrOp::IAdd, Ty::Int, rem, kint(-1)), kNone,
             (int64_t)L.range_remaining);
        Ref next = emit(IrOp::LoadI64, Ty::Int, r, kNone, kNone, (int64_t)L.range_next);
        Ref step = emit(IrOp::LoadI64, Ty::Int, r, kNone, kNone, (int64_t)L.range_step);
        emit(IrOp::StoreI64, Ty::Void, r, emit(IrOp::IAdd, Ty::Int, next, step), kNone, (int64_t)L.range_next);
        push(next);
        return Step::Go;
    }
    const Value seq_seen = it.o->kind == Kind::SeqIter ? static_cast<SeqIterObj*>(it.o)->seq : Value::none();
    if (is_list(seq_seen) || (is_tuple(seq_seen) && seq_seen.o->flavour == 0)) {
        // Over a list, or a tuple (`for dx, dy in ((1, 0), (0, 1), ...)`):
        // the items read in place.
        const bool list = is_list(seq_seen);
        const bool bools = list && as_list(seq_seen)->holds_bools(); // a list of bools: its bytes
        const size_t size = list ? as_list(seq_seen)->size() : as_tuple(seq_seen)->size;
        if (static_cast<SeqIterObj*>(it.o)->pos >= size) {
            retry_soon_ = true;
            return abort("loop ended while recording");
        }
        Ref seqv = emit(IrOp::LoadVal, Ty::Value, r, kNone, kNone, (int64_t)L.seq_seq);
        Ref seq = emit(IrOp::Unbox, Ty::Obj, seqv, kNone, kNone,
                       (int64_t)(list ? jit_kind(seq_seen.o) : jit_kind(Kind::Tuple)), snapshot(idx));
        Ref p = emit(IrOp::LoadI64, Ty::Int, r, kNone, kNone, (int64_t)L.seq_pos);
        Ref n, data = seq;
        int64_t off = 0;
        if (bools) {
            data = bool_items(seq, &n); // its flavour: guarded by the unboxing
        } else if (list) {
            data = list_items(seq, &n);
        } else {
            n = emit(IrOp::LoadI64, Ty::Int, seq, kNone, kNone, (int64_t)L.tuple_size);
            off = (int64_t)L.tuple_items;
        }
        rsp_--;
        int done = snapshot(arg);
        rsp_++;
        // The next position, or for a list's iterator at its end the
        // ended mark (mark_ended_at), stored once before the guard. (A
        // tuple's cannot grow: no mark.)
        Ref next = emit(IrOp::IAdd, Ty::Int, p, kint(1));
        if (list) {
            Ref more = emit(IrOp::Cmp, Ty::Bool, p, n, kNone, (int64_t)CmpOp::Lt);
            next = emit(IrOp::Select, Ty::Int, more, next, kint((int64_t)kIterEnded));
        }
        emit(IrOp::StoreI64, Ty::Void, r, next, kNone, (int64_t)L.seq_pos);
        emit(IrOp::GuardLtU, Ty::Void, p, n, kNone, 0, done);
        if (bools) {
            push(bool_item(data, p));
            return Step::Go;
        }
        Ref v = emit(IrOp::LoadValIdx, Ty::Value, data, p, kNone, off);
        push(v);
        pending_unbox_ = true;
        return Step::Go;
    }
    if ((it.o->kind == Kind::Enumerate || it.o->kind == Kind::Zip) && for_pairs(it, r, idx, arg))
        return Step::Go;
    if (it.o->kind == Kind::DictIter && for_dict(it, r, idx, arg)) return Step::Go;
    if (it.o->kind == Kind::Generator && gen_begin(it, r, idx)) return Step::Go;
    // Any other iterator: the interpreter's iter_next. At the end the
    // trace leaves as FOR_ITER would: iterator popped, at the jump target.
    Kind k = it.o->kind;
    bool pure = k == Kind::SeqIter || k == Kind::DictIter || k == Kind::SetIter || k == Kind::RangeIter ||
                k == Kind::DequeIter;
    // Over a str (the iterator's sequence guarded): no dispatch.
    Ref v;
    if (k == Kind::SeqIter && is_str(static_cast<SeqIterObj*>(it.o)->seq)) {
        Ref seqv = emit(IrOp::LoadVal, Ty::Value, r, kNone, kNone, (int64_t)L.seq_seq);
        Ref seq = emit(IrOp::Unbox, Ty::Obj, seqv, kNone, kNone, (int64_t)Kind::Str, snapshot(idx));
        v = call_helper(Helper::str_iter_next, r, seq, kNone, idx, false);
    } else {
        v = call_helper(Helper::iter_next, box(r), kNone, kNone, idx, !pure);
    }
    rsp_--;
    int at_end = snapshot(arg);
    rsp_++;
    emit(IrOp::GuardNotEmpty, Ty::Void, v, kNone, kNone, 0, at_end);
    push(v);
    pending_unbox_ = true;
    return Step::Go;
}

} // namespace kiln::jit
