// Field offsets of the runtime objects that traces read and write directly.
// They are numbers, not addresses, so code using them stays relocatable;
// jit/layout.cpp checks the std::vector assumptions once at start-up.
#pragma once
#include <cstddef>

namespace kiln::jit {

struct Layout {
    size_t obj_kind; // the 16-bit jit_kind (kind, then flavour) starts here
    size_t obj_flavour; // its second byte: a list's ListFlavour
    size_t value_tag, value_bits;
    size_t list_begin, list_end, list_cap; // ListObj::items_' data pointers (cap: end of the storage)
    size_t bools_begin, bools_end, bools_cap; // ListObj::bools_' (a list of bools: one byte an item)
    size_t tuple_size, tuple_items;
    size_t range_next, range_step, range_remaining;
    size_t seq_seq, seq_pos;
    size_t dict_entries_begin, dict_entries_end, dict_entries_cap, dict_layout, dict_used;
    size_t dict_index_begin, dict_index_end;
    size_t entry_size, entry_hash, entry_key, entry_key_bits, entry_value;
    size_t inst_type, inst_dict;
    size_t str_nchars;
    size_t cell_value;
    size_t function_code, function_globals, function_closure;
    size_t bound_self, bound_func; // a bound method's Values
    size_t enum_iter, enum_count;
    size_t zip_iters_begin, zip_iters_end;
    size_t dictiter_dict, dictiter_pos, dictiter_initial_used, dictiter_remaining, dictiter_part, dictiter_reverse;
    size_t deque_len;
    size_t set_used;
    size_t gen_func, gen_slots, gen_pc, gen_state; // gen_slots: the slots vector's data pointer
};

// The layout of this build; aborts at start-up if a vector is not laid out
// as the JIT expects.
const Layout& layout();

} // namespace kiln::jit
