// The dict: insertion-ordered, open addressing over an index of entry
// positions (the layout CPython uses), with Python's key equality.
#pragma once
#include <atomic>

#include "vm.hpp"

namespace kiln {

// Small dicts of str keys (an instance's attributes, keyword arguments)
// have no index: a lookup scans the entries, hash first. A dict gets its
// index when it would reach this many entries, deleted ones included, or
// gets a key that is not a str; it keeps it until cleared.
constexpr size_t kDictLinearMax = 8;

// Entry position of `key`, -1 if missing, -2 on error (exception set).
int64_t dict_find(VM& vm, DictObj* d, Value key, int64_t hash);
// The same, hashing the key itself, unless the last lookup found this very
// key in a dict with d's layout (VM::dict_hit).
int64_t dict_index(VM& vm, DictObj* d, Value key);
// Value for `key`, Empty if missing (check vm.exc for errors).
Value dict_get(VM& vm, DictObj* d, Value key);
bool dict_set(VM& vm, DictObj* d, Value key, Value value);
// dict_index and dict_set for a key kiln hashes and compares itself (an
// int, a float, a bool, None or a str), running no script code: where the
// lookup would call a script's __eq__ (an entry whose hash matches has an
// instance of a class as its key), they decline before changing anything:
// dict_index_no_script returns -3, dict_set_no_script -1 (1 set, 0 error).
// The JIT's traces call them without their frame ready for script code.
int64_t dict_index_no_script(VM& vm, DictObj* d, Value key);
int dict_set_no_script(VM& vm, DictObj* d, Value key, Value value);
bool dict_set_hashed(VM& vm, DictObj* d, Value key, int64_t hash, Value value);
// 1 removed, 0 missing, -1 error. The removed value goes to *out if given.
int dict_del(VM& vm, DictObj* d, Value key, Value* out = nullptr);
// dict_del for a key kiln hashes and compares itself, as
// dict_index_no_script: -3 where a script's __eq__ would run.
int dict_del_no_script(VM& vm, DictObj* d, Value key);
void dict_clear(DictObj* d);
// Room for `n` entries in a dict still empty (an instance's, sized like its
// class's last one), so that filling it allocates nothing more.
void dict_reserve(VM& vm, DictObj* d, size_t n);

// Fast paths for str keys (globals, attributes, keyword arguments); these
// cannot fail.
int64_t dict_find_str(DictObj* d, StrObj* key);
Value dict_get_str(DictObj* d, StrObj* key);
void dict_set_str(VM& vm, DictObj* d, StrObj* key, Value value);
// The same for a key the caller found missing (one scan fewer).
void dict_add_str(VM& vm, DictObj* d, StrObj* key, Value value);

// Changes whenever any type's dict (DictObj::of_type) changes a key or a
// value, and when a type is made: attribute lookups through the MRO are
// cached per type while it stays the same. Process-wide (types of all
// interpreters), so it only ever over-invalidates.
extern std::atomic<uint64_t> type_dict_epoch;
inline void note_type_dict_change(const DictObj* d) {
    if (d->of_type) type_dict_epoch.fetch_add(1, std::memory_order_relaxed);
}
// Marks `d` as a type's dict (its changes invalidate the caches).
inline void adopt_type_dict(DictObj* d) {
    d->of_type = true;
    type_dict_epoch.fetch_add(1, std::memory_order_relaxed);
}

// Iteration skips deleted entries.
inline bool dict_entry_live(const DictEntry& e) { return !e.key.is_empty(); }

} // namespace kiln
