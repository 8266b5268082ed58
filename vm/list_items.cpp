// A list's two ways of holding its items (ListObj in vm/object.hpp):
// Values, or one byte an item for a list of bools, and the moves between
// them.
//
// A list of Values becomes a list of bytes only in list_append_item, when
// its storage is full and must grow anyway, its items are all bools and
// there are at least kPackBoolsFrom of them, and its caller says nothing
// else can be holding the items: C++ code below it on the stack may hold
// a reference to the ValueVec (a sort's key function could append to the
// list it sorts), and a compiled trace has its flavour in its guards. The
// callers: the interpreter's LIST_APPEND and list.append when no native
// function and no trace runs below them, and the list_append helper of a
// trace the interpreter itself runs (no outer trace's code calls it),
// whose code leaves after an append that packed a list it holds as Values
// (Recorder::check_still_values, jit/record_lists.cpp). The scan of the
// items costs no more than the copy the growth makes.
#include "list_items.hpp"

#include "vm.hpp"

namespace kiln {

void ListObj::spread_bools() {
    ValueVec values;
    values.reserve(bools_.capacity());
    for (size_t i = 0, n = bools_.size(); i < n; i++) values.push_back(Value::boolean(bools_[i]));
    bools_.release();
    items_.swap(values);
    flavour = kValueItems;
}

namespace {

bool all_bools(const ValueVec& items) {
    for (const Value& v : items)
        if (v.tag != Tag::Bool) return false;
    return true;
}

// A full list of bools becomes a list of bytes with room for twice its
// items (the growth the append would have made).
void pack_bools(ListObj* l) {
    const ValueVec& items = l->items_;
    l->bools_.reserve(2 * items.size());
    for (const Value& v : items) l->bools_.push_back(v.b);
    ValueVec().swap(l->items_);
    l->flavour = kBoolItems;
}

} // namespace

bool all_bools(const ListObj* l) {
    if (l->holds_bools()) return true;
    return all_bools(l->items_);
}

void hold_bools(ListObj* fresh, size_t reserve) {
    fresh->flavour = kBoolItems;
    fresh->bools_.reserve(reserve);
}

void append_list_items(const ListObj* l, ValueVec* out) {
    if (!l->holds_bools()) {
        out->insert(out->end(), l->items_.begin(), l->items_.end());
        return;
    }
    out->reserve(out->size() + l->size());
    for (size_t i = 0, n = l->size(); i < n; i++) out->push_back(l->item(i));
}

const ValueVec& list_items_read(const ListObj* l, ValueVec* scratch) {
    if (!l->holds_bools()) return l->items_;
    scratch->clear();
    append_list_items(l, scratch);
    return *scratch;
}

void list_append_item(ListObj* l, Value v, bool may_pack) {
    if (may_pack && v.tag == Tag::Bool && !l->holds_bools() && l->items_.size() == l->items_.capacity() &&
        l->items_.size() >= kPackBoolsFrom && all_bools(l->items_))
        pack_bools(l);
    l->append(v);
}

bool may_pack_list(const VM& vm, int own_native_frames) {
    return vm.running_trace == nullptr && vm.native_depth == own_native_frames;
}

} // namespace kiln
