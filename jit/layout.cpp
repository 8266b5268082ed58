#include "layout.hpp"

#include <cstdio>
#include <cstdlib>

#include "../vm/object.hpp"

#pragma GCC diagnostic ignored "-Winvalid-offsetof"

namespace kiln::jit {

namespace {

// The offset of a std::vector's begin and end pointers inside it: found by
// looking, not assumed (libstdc++ keeps them first, in that order).
template <class Vec>
void vector_pointers(size_t* begin, size_t* end, size_t* cap) {
    Vec v;
    v.reserve(3);
    v.push_back(Value::none());
    auto* words = reinterpret_cast<Value* const*>(&v);
    *begin = *end = *cap = (size_t)-1;
    for (size_t i = 0; i < sizeof v / sizeof(void*); i++) {
        if (words[i] == v.data()) *begin = i * sizeof(void*);
        if (words[i] == v.data() + v.size()) *end = i * sizeof(void*);
        if (words[i] == v.data() + v.capacity()) *cap = i * sizeof(void*);
    }
    if (*begin == (size_t)-1 || *end == (size_t)-1 || *cap == (size_t)-1) {
        std::fprintf(stderr, "kiln: internal error: unexpected std::vector layout\n");
        std::abort();
    }
}

Layout make() {
    Layout l{};
    size_t vb, ve, vc;
    vector_pointers<HeapVec<Value>>(&vb, &ve, &vc);
    l.obj_kind = offsetof(Obj, kind);
    l.deque_len = offsetof(DequeObj, len);
    l.set_used = offsetof(SetObj, used);
    static_assert(offsetof(Obj, flavour) == offsetof(Obj, kind) + 1, "jit_kind reads kind and flavour as one word");
    l.value_tag = 0;
    l.value_bits = 8;
    l.obj_flavour = offsetof(Obj, flavour);
    l.list_begin = offsetof(ListObj, items_) + ValueVec::begin_offset();
    l.list_end = offsetof(ListObj, items_) + ValueVec::end_offset();
    l.list_cap = offsetof(ListObj, items_) + ValueVec::cap_offset();
    l.bools_begin = offsetof(ListObj, bools_) + BoolItems::begin_offset();
    l.bools_end = offsetof(ListObj, bools_) + BoolItems::end_offset();
    l.bools_cap = offsetof(ListObj, bools_) + BoolItems::cap_offset();
    l.tuple_size = offsetof(TupleObj, size);
    l.tuple_items = offsetof(TupleObj, items);
    l.range_next = offsetof(RangeIterObj, next);
    l.range_step = offsetof(RangeIterObj, step);
    l.range_remaining = offsetof(RangeIterObj, remaining);
    l.seq_seq = offsetof(SeqIterObj, seq);
    l.seq_pos = offsetof(SeqIterObj, pos);
    l.dict_entries_begin = offsetof(DictObj, entries) + EntryVec::begin_offset();
    l.dict_entries_end = offsetof(DictObj, entries) + EntryVec::end_offset();
    l.dict_entries_cap = offsetof(DictObj, entries) + EntryVec::cap_offset();
    l.dict_layout = offsetof(DictObj, layout);
    l.dict_used = offsetof(DictObj, used);
    l.dict_index_begin = offsetof(DictObj, index) + vb;
    l.dict_index_end = offsetof(DictObj, index) + ve;
    l.entry_size = sizeof(DictEntry);
    l.entry_hash = offsetof(DictEntry, hash);
    l.entry_key = offsetof(DictEntry, key);
    l.entry_key_bits = offsetof(DictEntry, key) + 8;
    l.entry_value = offsetof(DictEntry, value);
    l.inst_type = offsetof(InstanceObj, type);
    l.inst_dict = offsetof(InstanceObj, dict);
    l.str_nchars = offsetof(StrObj, nchars);
    l.cell_value = offsetof(CellObj, value);
    l.function_code = offsetof(FunctionObj, code);
    l.bound_self = offsetof(BoundMethodObj, self);
    l.bound_func = offsetof(BoundMethodObj, func);
    l.function_globals = offsetof(FunctionObj, globals);
    l.function_closure = offsetof(FunctionObj, closure);
    l.enum_iter = offsetof(EnumerateObj, iter);
    l.enum_count = offsetof(EnumerateObj, count);
    l.zip_iters_begin = offsetof(ZipObj, iters) + ValueVec::begin_offset();
    l.zip_iters_end = offsetof(ZipObj, iters) + ValueVec::end_offset();
    l.dictiter_dict = offsetof(DictIterObj, dict);
    l.dictiter_pos = offsetof(DictIterObj, pos);
    l.dictiter_initial_used = offsetof(DictIterObj, initial_used);
    l.dictiter_remaining = offsetof(DictIterObj, remaining);
    l.dictiter_part = offsetof(DictIterObj, part);
    l.dictiter_reverse = offsetof(DictIterObj, reverse);
    size_t sb, se, sc;
    vector_pointers<std::vector<Value>>(&sb, &se, &sc);
    l.gen_func = offsetof(GeneratorObj, func);
    l.gen_slots = offsetof(GeneratorObj, slots) + sb;
    l.gen_pc = offsetof(GeneratorObj, pc);
    l.gen_state = offsetof(GeneratorObj, state);
    static_assert(sizeof(GeneratorObj::State) == 1 && sizeof(GeneratorObj::pc) == 8, "traces read them so");
    return l;
}

} // namespace

const Layout& layout() {
    static const Layout l = make();
    return l;
}

} // namespace kiln::jit
