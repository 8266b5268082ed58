// Dict internals. Invariants:
//  1. `entries` keeps insertion order; a deleted entry keeps its slot with an
//     Empty key until the table is rebuilt; but the last entry, deleted, is
//     taken off the end when the layout before it was appended is known
//     and no iterator was made over the dict (dict_del).
//  2. `index` has a power-of-two size, at most 2/3 full counting deleted
//     slots: `entries.size() + popped` of them are live or deleted.
//  3. `layout` names the keys in `entries`, in order (vm/dict_layout.hpp):
//     it changes whenever a key is added or removed, so inline caches of
//     entry positions stay valid exactly while it is unchanged.
//  4. `key_changes` grows at each key added or removed (clear() aside, as
//     CPython's OrderedDict): while it and `used` stay the same, so do the
//     entries' keys and places (an OrderedDict's iterator relies on it).
#include "dict.hpp"

#include "dunder.hpp"
#include "ops.hpp"

namespace kiln {

std::atomic<uint64_t> type_dict_epoch{1};

namespace {

constexpr int32_t kEmptySlot = -1;
constexpr int32_t kDeletedSlot = -2;

// A dict made with its entries in its cell has no destroy bit (vm/class.cpp,
// new_instance); it gets one when it takes storage outside the cell: an
// index, or entries that no longer fit. For any other dict the bit is set
// already.
void note_storage_outside(VM& vm, DictObj* d) {
    if (!d->large) vm.heap.note_destroy(d);
}

void append_entry(VM& vm, DictObj* d, const DictEntry& e) {
    const bool leaves_cell = d->entries.size() == d->entries.capacity() && d->entries.in_cell();
    d->entries.push_back(e);
    if (leaves_cell) note_storage_outside(vm, d);
}

// Adds str `key`, absent from d, a dict without an index that stays
// under kLinearMax entries.
void append_str(VM& vm, DictObj* d, Value key, int64_t hash, Value value) {
    append_entry(vm, d, {hash, key, value}); // first: it may fail (MemoryError)
    d->used++;
    d->key_changes++;
    d->layout = vm.dict_layouts.appended(d->layout, d->entries.size() - 1, key, hash);
    note_type_dict_change(d);
}

void rebuild(VM& vm, DictObj* d, size_t min_entries) {
    // The new index is allocated first: if that fails (MemoryError), the
    // dict is still the old, consistent one.
    size_t size = 8;
    while (size * 2 < (min_entries + 1) * 3) size *= 2;
    HeapVec<int32_t> index(size, kEmptySlot);
    // Compact the entries (moving them: a new layout), then index them.
    if (d->used != d->entries.size()) {
        size_t w = 0;
        for (size_t r = 0; r < d->entries.size(); r++)
            if (dict_entry_live(d->entries[r])) d->entries[w++] = d->entries[r];
        d->entries.shrink_to(w);
        d->layout = vm.dict_layouts.of(d->entries.data(), w);
        note_type_dict_change(d);
    }
    d->popped = 0;
    size_t mask = size - 1;
    for (size_t i = 0; i < d->entries.size(); i++) {
        uint64_t h = (uint64_t)d->entries[i].hash;
        size_t j = h & mask;
        uint64_t perturb = h;
        while (index[j] != kEmptySlot) {
            perturb >>= 5;
            j = (j * 5 + perturb + 1) & mask;
        }
        index[j] = (int32_t)i;
    }
    d->index.swap(index);
    note_storage_outside(vm, d);
}

// A lookup's *err: 1 an exception is set; kWouldRunScript, the lookup was
// asked to run no script code (`no_script`) and an entry whose hash matches
// has a key that is an instance of a class: its __eq__ would have run.
constexpr int kWouldRunScript = 2;

bool keys_equal(VM& vm, Value a, Value b, int* err, bool no_script) {
    if (same_value(a, b)) return true; // identity first, as CPython's lookup does
    if (is_str(a) && is_str(b)) return str_eq(as_str(a), as_str(b));
    if (no_script && (is_py_instance(vm, a) || (is_tuple(a) && !plain_key(a)))) {
        *err = kWouldRunScript;
        return false;
    }
    int r = equals(vm, a, b);
    if (r < 0) { *err = 1; return false; }
    return r == 1;
}

// Without an index: see kDictLinearMax.
constexpr size_t kLinearMax = kDictLinearMax;

bool is_linear(const DictObj* d) { return d->index.empty(); }

// Entry position of `key` in a dict without an index, -1 if missing.
int64_t linear_find(VM& vm, const DictObj* d, Value key, int64_t hash, int* err, bool no_script) {
    for (size_t i = 0; i < d->entries.size(); i++) {
        const DictEntry& e = d->entries[i];
        if (e.hash != hash || !dict_entry_live(e)) continue;
        if (keys_equal(vm, e.key, key, err, no_script)) return (int64_t)i;
        if (*err) return -1;
    }
    return -1;
}

// Index slot for `key`, or the slot where it would be inserted (*found false).
int64_t probe(VM& vm, DictObj* d, Value key, int64_t hash, bool* found, int* err, bool no_script) {
    *found = false;
    if (d->index.empty()) return -1;
    size_t mask = d->index.size() - 1;
    uint64_t h = (uint64_t)hash;
    size_t j = h & mask;
    uint64_t perturb = h;
    int64_t first_deleted = -1;
    while (true) {
        int32_t ix = d->index[j];
        if (ix == kEmptySlot) return first_deleted >= 0 ? first_deleted : (int64_t)j;
        if (ix == kDeletedSlot) {
            if (first_deleted < 0) first_deleted = (int64_t)j;
        } else {
            DictEntry& e = d->entries[ix];
            if (e.hash == hash && keys_equal(vm, e.key, key, err, no_script)) {
                *found = true;
                return (int64_t)j;
            }
            if (*err) return -1;
        }
        perturb >>= 5;
        j = (j * 5 + perturb + 1) & mask;
    }
}

// hash_value, with the common keys' hashes inline: an int below 2**61 - 1
// in size is its own hash (but -1, which is -2), a str keeps its own.
inline bool key_hash(VM& vm, Value key, int64_t* h) {
    constexpr int64_t kModulus = ((int64_t)1 << 61) - 1;
    if (key.tag == Tag::Int && key.i > -kModulus && key.i < kModulus) {
        *h = key.i == -1 ? -2 : key.i;
        return true;
    }
    if (key.tag == Tag::Obj && key.o->kind == Kind::Str && static_cast<StrObj*>(key.o)->hash != -1) {
        *h = static_cast<StrObj*>(key.o)->hash;
        return true;
    }
    return hash_value(vm, key, h);
}

// Where the last lookup found `key`, if it was in a dict with d's layout
// (the same keys at the same places, vm/dict_layout.hpp); else -1.
int64_t last_hit(const VM& vm, const DictObj* d, Value key) {
    const VM::DictHit& h = vm.dict_hit;
    return d->layout == h.layout && same_value(key, h.key) ? h.ix : -1;
}

// dict_find; with `no_script`, -3 where the lookup would run a script's
// __eq__ (kWouldRunScript).
int64_t find(VM& vm, DictObj* d, Value key, int64_t hash, bool no_script) {
    bool found;
    int err = 0;
    int64_t ix;
    if (is_linear(d)) {
        ix = linear_find(vm, d, key, hash, &err, no_script);
    } else {
        int64_t slot = probe(vm, d, key, hash, &found, &err, no_script);
        ix = found && !err ? d->index[slot] : -1;
    }
    if (err) return err == kWouldRunScript ? -3 : -2;
    // Not a key whose __hash__ is Python code, nor an entry whose key's
    // __eq__ is (it matched an int equal to it, say): CPython calls them at
    // every lookup, and they may print or count.
    if (ix >= 0 && (key.tag != Tag::Obj || is_str(key)) && !is_py_instance(vm, d->entries[ix].key))
        vm.dict_hit = VM::DictHit{d->layout, key, ix};
    return ix;
}

int64_t index_of(VM& vm, DictObj* d, Value key, bool no_script) {
    int64_t ix = last_hit(vm, d, key);
    if (ix >= 0) return ix;
    int64_t h;
    if (!key_hash(vm, key, &h)) return -2;
    return find(vm, d, key, h, no_script);
}

// dict_set_hashed: 1 set, 0 error; with `no_script`, -1 where the lookup
// would run a script's __eq__, before the dict changes.
int set_hashed(VM& vm, DictObj* d, Value key, int64_t hash, Value value, bool no_script) {
    bool found;
    int err = 0;
    if (is_linear(d)) {
        int64_t ix = linear_find(vm, d, key, hash, &err, no_script);
        if (err) return err == kWouldRunScript ? -1 : 0;
        if (ix >= 0) {
            d->entries[ix].value = value;
            note_type_dict_change(d);
            return 1;
        }
        if (is_str(key) && d->entries.size() + 1 < kLinearMax) {
            append_str(vm, d, key, hash, value);
            return 1;
        }
        rebuild(vm, d, d->used + 1); // the index, from now on
    }
    int64_t slot = probe(vm, d, key, hash, &found, &err, no_script);
    if (err) return err == kWouldRunScript ? -1 : 0;
    if (found) {
        d->entries[d->index[slot]].value = value;
        note_type_dict_change(d);
        return 1;
    }
    if ((d->entries.size() + d->popped + 1) * 3 > d->index.size() * 2) {
        rebuild(vm, d, d->used + 1);
        slot = probe(vm, d, key, hash, &found, &err, no_script);
    }
    append_entry(vm, d, {hash, key, value}); // first: it may fail (MemoryError)
    d->index[slot] = (int32_t)d->entries.size() - 1;
    d->used++;
    d->key_changes++;
    d->layout = vm.dict_layouts.appended(d->layout, d->entries.size() - 1, key, hash);
    note_type_dict_change(d);
    return 1;
}

int set(VM& vm, DictObj* d, Value key, Value value, bool no_script) {
    int64_t ix = last_hit(vm, d, key);
    if (ix >= 0) {
        d->entries[ix].value = value;
        note_type_dict_change(d);
        return 1;
    }
    int64_t h;
    if (!key_hash(vm, key, &h)) return 0;
    return set_hashed(vm, d, key, h, value, no_script);
}

} // namespace

int64_t dict_find(VM& vm, DictObj* d, Value key, int64_t hash) { return find(vm, d, key, hash, false); }

int64_t dict_index(VM& vm, DictObj* d, Value key) { return index_of(vm, d, key, false); }

int64_t dict_index_no_script(VM& vm, DictObj* d, Value key) {
    if (!plain_key(key)) return -3; // its hash or equality may be script code
    return index_of(vm, d, key, true);
}

Value dict_get(VM& vm, DictObj* d, Value key) {
    int64_t ix = dict_index(vm, d, key);
    return ix >= 0 ? d->entries[ix].value : Value::empty();
}

bool dict_set_hashed(VM& vm, DictObj* d, Value key, int64_t hash, Value value) {
    return set_hashed(vm, d, key, hash, value, false) == 1;
}

bool dict_set(VM& vm, DictObj* d, Value key, Value value) { return set(vm, d, key, value, false) == 1; }

int dict_set_no_script(VM& vm, DictObj* d, Value key, Value value) {
    if (!plain_key(key)) return -1; // its hash or equality may be script code
    return set(vm, d, key, value, true);
}

namespace {

// dict_del; with `no_script`, -3 where the lookup would run a script's
// __eq__, before the dict changes.
int del(VM& vm, DictObj* d, Value key, Value* out, bool no_script) {
    int64_t h;
    if (!hash_value(vm, key, &h)) return -1;
    bool found;
    int err = 0;
    int64_t ix, slot = -1;
    if (is_linear(d)) {
        ix = linear_find(vm, d, key, h, &err, no_script);
        found = ix >= 0;
    } else {
        slot = probe(vm, d, key, h, &found, &err, no_script);
        ix = found ? d->index[slot] : -1;
    }
    if (err) return err == kWouldRunScript ? -3 : -1;
    if (!found) return 0;
    DictEntry& e = d->entries[ix];
    if (out) *out = e.value;
    e.key = Value::empty();
    e.value = Value::empty();
    if (slot >= 0) d->index[slot] = kDeletedSlot;
    d->used--;
    d->key_changes++;
    const uint64_t before = (size_t)ix + 1 == d->entries.size() && !d->iterated &&
                                    d->flavour != kOrderedDict && d->popped < UINT16_MAX
                                ? vm.dict_layouts.before_last(d->layout)
                                : DictLayouts::kUnknown;
    if (before != DictLayouts::kUnknown) {
        // The last key: off the end, the dict has the layout it had before.
        d->entries.shrink_to((size_t)ix);
        if (slot >= 0) d->popped++;
        d->layout = before;
    } else {
        d->layout = vm.dict_layouts.own(); // a hole where the key was
    }
    note_type_dict_change(d);
    return 1;
}

} // namespace

int dict_del(VM& vm, DictObj* d, Value key, Value* out) { return del(vm, d, key, out, false); }

int dict_del_no_script(VM& vm, DictObj* d, Value key) {
    if (!plain_key(key)) return -3; // its hash or equality may be script code
    return del(vm, d, key, nullptr, true);
}

void dict_clear(DictObj* d) {
    d->entries.clear();
    d->index.clear();
    d->used = 0;
    d->popped = 0;
    d->layout = DictLayouts::kEmpty;
    note_type_dict_change(d);
}

void dict_reserve(VM& vm, DictObj* d, size_t n) {
    if (!d->entries.empty() || !d->index.empty()) return;
    if (n > d->entries.capacity()) {
        d->entries.reserve(n); // first: it may fail (MemoryError), leaving the dict as it was
        note_storage_outside(vm, d);
    }
    if (n >= kLinearMax) rebuild(vm, d, n);
}

// Whether entry e holds the str `key` (of hash `hash`): the same object,
// or an equal str.
static bool holds_str(const DictEntry& e, StrObj* key, int64_t hash) {
    return e.key.tag == Tag::Obj &&
           (e.key.o == key || (e.hash == hash && is_str(e.key) && str_eq(as_str(e.key), key)));
}

int64_t dict_find_str(DictObj* d, StrObj* key) {
    int64_t hash = str_hash(key);
    if (is_linear(d)) {
        for (size_t i = 0; i < d->entries.size(); i++)
            if (holds_str(d->entries[i], key, hash)) return (int64_t)i;
        return -1;
    }
    size_t mask = d->index.size() - 1;
    uint64_t h = (uint64_t)hash;
    size_t j = h & mask;
    uint64_t perturb = h;
    while (true) {
        int32_t ix = d->index[j];
        if (ix == kEmptySlot) return -1;
        if (ix >= 0) {
            if (holds_str(d->entries[ix], key, hash)) return ix;
        }
        perturb >>= 5;
        j = (j * 5 + perturb + 1) & mask;
    }
}

Value dict_get_str(DictObj* d, StrObj* key) {
    int64_t ix = dict_find_str(d, key);
    return ix >= 0 ? d->entries[ix].value : Value::empty();
}

void dict_add_str(VM& vm, DictObj* d, StrObj* key, Value value) {
    if (is_linear(d) && d->entries.size() + 1 < kLinearMax) {
        append_str(vm, d, Value::object(key), str_hash(key), value);
        return;
    }
    dict_set_hashed(vm, d, Value::object(key), str_hash(key), value);
}

void dict_set_str(VM& vm, DictObj* d, StrObj* key, Value value) {
    if (is_linear(d)) { // one scan, in dict_set_hashed
        dict_set_hashed(vm, d, Value::object(key), str_hash(key), value);
        return;
    }
    int64_t ix = dict_find_str(d, key);
    if (ix >= 0) {
        d->entries[ix].value = value;
        note_type_dict_change(d);
        return;
    }
    dict_set_hashed(vm, d, Value::object(key), str_hash(key), value);
}

} // namespace kiln
