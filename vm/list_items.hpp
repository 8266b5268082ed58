// Appending to a list, which may change how it holds its items (see
// vm/list_items.cpp and ListObj in vm/object.hpp).
#pragma once
#include "object.hpp"

namespace kiln {

struct VM;

// Appends v to l. A full list of kPackBoolsFrom bools or more that gets
// another bool becomes a list of bytes, if may_pack: nothing but the
// caller may be holding its items or relying on its flavour.
void list_append_item(ListObj* l, Value v, bool may_pack);

// Whether every item of l is a bool.
bool all_bools(const ListObj* l);

// Makes a new, empty list (one no code holds yet) a list of bytes, with
// room for `reserve` bools.
void hold_bools(ListObj* fresh, size_t reserve);

// Appends l's items to *out as Values, leaving l as it holds them.
void append_list_items(const ListObj* l, ValueVec* out);

// l's items as Values, leaving l as it holds them: its own Values, or a
// copy of its bools made in *scratch (for code that only reads them).
const ValueVec& list_items_read(const ListObj* l, ValueVec* scratch);

// Whether the code appending may let a list pack its bools: no trace runs
// and the only native frames are its own (the list.append method counts
// one; the interpreter's LIST_APPEND none).
bool may_pack_list(const VM& vm, int own_native_frames);

} // namespace kiln
