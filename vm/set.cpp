// set and frozenset. The table follows CPython 3.11's setobject.c exactly
// (linear probing of LINEAR_PROBES slots, then perturbation; resize at 3/5
// full), so iteration order equals CPython's for ints.
#include "set.hpp"

#include "dict.hpp"
#include "dunder.hpp"
#include "generator.hpp"

namespace kiln {

namespace {

constexpr size_t kLinearProbes = 9;
constexpr int kPerturbShift = 5;

bool is_unused(const SetEntry& e) { return e.key.is_empty() && e.hash == 0; }
bool is_live(const SetEntry& e) { return !e.key.is_empty(); }

void insert_clean(std::vector<SetEntry>& table, Value key, int64_t hash) {
    size_t mask = table.size() - 1;
    uint64_t perturb = (uint64_t)hash;
    size_t i = (size_t)hash & mask;
    while (true) {
        if (table[i].key.is_empty()) {
            table[i] = {hash, key};
            return;
        }
        if (i + kLinearProbes <= mask) {
            for (size_t j = 1; j <= kLinearProbes; j++) {
                if (table[i + j].key.is_empty()) {
                    table[i + j] = {hash, key};
                    return;
                }
            }
        }
        perturb >>= kPerturbShift;
        i = (i * 5 + 1 + perturb) & mask;
    }
}

void resize(VM& vm, SetObj* s, size_t minused) {
    size_t newsize = 8;
    while (newsize <= minused) newsize <<= 1;
    std::vector<SetEntry> old = std::move(s->table);
    s->table.assign(newsize, SetEntry{0, Value::empty()});
    vm.note_alloc(newsize * sizeof(SetEntry));
    s->fill = s->used;
    for (auto& e : old)
        if (is_live(e)) insert_clean(s->table, e.key, e.hash);
}

// *err: 1 an exception is set; 2 (`no_script`) the entry's key is an
// instance of a class, whose __eq__ would have run.
bool keys_equal(VM& vm, Value a, Value b, int* err, bool no_script) {
    if (same_value(a, b)) return true;
    if (is_str(a) && is_str(b)) return str_eq(as_str(a), as_str(b));
    if (no_script && (is_py_instance(vm, a) || (is_tuple(a) && !plain_key(a)))) {
        *err = 2;
        return false;
    }
    int r = equals(vm, a, b);
    if (r < 0) { *err = 1; return false; }
    return r == 1;
}

// Slot of `key`, or -1 if absent; -2 on error; -3 where `no_script` and a
// script's __eq__ would run.
int64_t lookup(VM& vm, SetObj* s, Value key, int64_t hash, bool no_script = false) {
    if (s->table.empty()) return -1;
    size_t mask = s->table.size() - 1;
    uint64_t perturb = (uint64_t)hash;
    size_t i = (size_t)hash & mask;
    while (true) {
        size_t probes = (i + kLinearProbes <= mask) ? kLinearProbes : 0;
        for (size_t j = 0; j <= probes; j++) {
            SetEntry& e = s->table[i + j];
            if (is_unused(e)) return -1;
            if (is_live(e) && e.hash == hash) {
                int err = 0;
                if (keys_equal(vm, e.key, key, &err, no_script)) return (int64_t)(i + j);
                if (err) return err == 2 ? -3 : -2;
            }
        }
        perturb >>= kPerturbShift;
        i = (i * 5 + 1 + perturb) & mask;
    }
}

} // namespace

SetObj* new_set(VM& vm, bool frozen) {
    auto* s = vm.alloc<SetObj>(frozen ? Kind::FrozenSet : Kind::Set);
    s->table.assign(8, SetEntry{0, Value::empty()});
    return s;
}

namespace {

// set_add_hashed: 1 added or there, 0 error; -1 where `no_script` and a
// script's __eq__ would run, before the set changes.
int add_hashed(VM& vm, SetObj* s, Value key, int64_t hash, bool no_script) {
    size_t mask = s->table.size() - 1;
    uint64_t perturb = (uint64_t)hash;
    size_t i = (size_t)hash & mask;
    int64_t freeslot = -1;
    while (true) {
        size_t probes = (i + kLinearProbes <= mask) ? kLinearProbes : 0;
        for (size_t j = 0; j <= probes; j++) {
            SetEntry& e = s->table[i + j];
            if (is_unused(e)) {
                if (freeslot >= 0) {
                    s->used++;
                    s->table[freeslot] = {hash, key};
                    return 1;
                }
                s->fill++;
                s->used++;
                e = {hash, key};
                if (s->fill * 5 >= mask * 3) resize(vm, s, s->used > 50000 ? s->used * 2 : s->used * 4);
                return 1;
            }
            if (is_live(e) && e.hash == hash) {
                int err = 0;
                Value k = e.key;
                if (keys_equal(vm, k, key, &err, no_script)) return 1;
                if (err) return err == 2 ? -1 : 0;
            } else if (!is_live(e) && e.hash == -1 && freeslot < 0) {
                freeslot = (int64_t)(i + j);
            }
        }
        perturb >>= kPerturbShift;
        i = (i * 5 + 1 + perturb) & mask;
    }
}

} // namespace

bool set_add_hashed(VM& vm, SetObj* s, Value key, int64_t hash) { return add_hashed(vm, s, key, hash, false) == 1; }

int set_add_no_script(VM& vm, SetObj* s, Value key) {
    if (!plain_key(key)) return -1; // its hash or equality may be script code
    int64_t h;
    if (!hash_value(vm, key, &h)) return 0;
    return add_hashed(vm, s, key, h, true);
}

int set_contains_no_script(VM& vm, SetObj* s, Value key) {
    if (!plain_key(key)) return -2; // its hash or equality may be script code
    int64_t h;
    if (!hash_value(vm, key, &h)) return -1;
    int64_t ix = lookup(vm, s, key, h, true);
    return ix == -3 ? -2 : ix == -2 ? -1 : ix >= 0;
}

bool set_add(VM& vm, SetObj* s, Value key) {
    int64_t h;
    if (!hash_value(vm, key, &h)) return false;
    return set_add_hashed(vm, s, key, h);
}

int set_contains(VM& vm, SetObj* s, Value key) {
    int64_t h;
    if (!hash_value(vm, key, &h)) {
        // A set being looked up in a set is hashed as a frozenset.
        if (is_kind(key, Kind::Set) && vm.exc && vm.exc->type == vm.e_TypeError) {
            vm.exc = nullptr;
            h = frozenset_hash(as_set(key));
        } else {
            return -1;
        }
    }
    int64_t ix = lookup(vm, s, key, h);
    return ix == -2 ? -1 : ix >= 0;
}

int set_discard(VM& vm, SetObj* s, Value key) {
    int64_t h;
    if (!hash_value(vm, key, &h)) return -1;
    int64_t ix = lookup(vm, s, key, h);
    if (ix == -2) return -1;
    if (ix < 0) return 0;
    s->table[ix] = {-1, Value::empty()};
    s->used--;
    return 1;
}

void set_keys(SetObj* s, ValueVec& out) {
    for (auto& e : s->table)
        if (is_live(e)) out.push_back(e.key);
}

// CPython's set_merge: one resize up front, then insertions.
static void set_merge(VM& vm, SetObj* s, SetObj* o) {
    if (o == s || o->used == 0) return;
    if ((s->fill + o->used) * 5 >= (s->table.size() - 1) * 3) resize(vm, s, (s->used + o->used) * 2);
    if (s->fill == 0 && s->table.size() == o->table.size() && o->fill == o->used) {
        for (size_t i = 0; i < o->table.size(); i++)
            if (is_live(o->table[i])) s->table[i] = o->table[i];
        s->fill = o->fill;
        s->used = o->used;
        return;
    }
    if (s->fill == 0) {
        s->fill = o->used;
        s->used = o->used;
        for (auto& e : o->table)
            if (is_live(e)) insert_clean(s->table, e.key, e.hash);
        return;
    }
    std::vector<SetEntry> entries;
    for (auto& e : o->table)
        if (is_live(e)) entries.push_back(e);
    for (auto& e : entries) set_add_hashed(vm, s, e.key, e.hash);
}

bool set_update(VM& vm, SetObj* s, Value iterable) {
    if (is_anyset(iterable)) {
        set_merge(vm, s, as_set(iterable));
        return true;
    }
    if (is_dict(iterable)) {
        DictObj* d = as_dict(iterable);
        if ((s->fill + d->used) * 5 >= (s->table.size() - 1) * 3) resize(vm, s, (s->used + d->used) * 2);
        for (size_t i = 0; i < d->entries.size(); i++) {
            DictEntry e = d->entries[i];
            if (dict_entry_live(e) && !set_add_hashed(vm, s, e.key, e.hash)) return false;
        }
        return true;
    }
    Rooted keep(vm, iterable);
    Value it = get_iter(vm, iterable);
    if (it.is_empty()) return false;
    Rooted keep_it(vm, it);
    // A generator's values whose hash and comparisons run no script code
    // are added as it yields them.
    struct Sink final : GenSink {
        VM& vm;
        SetObj* s;
        Sink(VM& v, SetObj* set) : vm(v), s(set) {}
        bool accepts(Value v) const override { return plain_key(v) && set_contains_no_script(vm, s, v) != -2; }
        void take(Value v) override { set_add_no_script(vm, s, v); }
    } sink(vm, s);
    while (true) {
        Value v = iter_next_through(vm, it, &sink);
        if (v.is_empty()) return vm.exc == nullptr;
        if (!set_add(vm, s, v)) return false;
    }
}

int64_t frozenset_hash(SetObj* s) {
    if (s->hash != -1) return s->hash;
    auto shuffle = [](uint64_t h) { return ((h ^ 89869747ULL) ^ (h << 16)) * 3644798167ULL; };
    uint64_t hash = 0;
    for (auto& e : s->table) hash ^= shuffle((uint64_t)e.hash);
    if ((s->table.size() - s->fill) & 1) hash ^= shuffle(0);
    if ((s->fill - s->used) & 1) hash ^= shuffle((uint64_t)-1);
    hash ^= ((uint64_t)s->used + 1) * 1927868237ULL;
    hash ^= (hash >> 11) ^ (hash >> 25);
    hash = hash * 69069U + 907133923ULL;
    if (hash == (uint64_t)-1) hash = 590923713ULL;
    if (s->kind == Kind::FrozenSet) s->hash = (int64_t)hash;
    return (int64_t)hash;
}

static SetObj* copy_of(VM& vm, SetObj* s, bool frozen) {
    SetObj* r = new_set(vm, frozen);
    set_merge(vm, r, s);
    return r;
}

static bool is_subset(VM& vm, SetObj* a, SetObj* b, int* err) {
    if (a->used > b->used) return false;
    ValueVec keys;
    set_keys(a, keys);
    for (Value k : keys) {
        int c = set_contains(vm, b, k);
        if (c < 0) { *err = 1; return false; }
        if (!c) return false;
    }
    return true;
}

int set_equals(VM& vm, Value a, Value b) {
    SetObj* x = as_set(a);
    SetObj* y = as_set(b);
    if (x->used != y->used) return 0;
    int err = 0;
    bool r = is_subset(vm, x, y, &err);
    return err ? -1 : r;
}

Value set_compare(VM& vm, CmpOp op, Value a, Value b) {
    SetObj* x = as_set(a);
    SetObj* y = as_set(b);
    int err = 0;
    bool r = false;
    switch (op) {
    case CmpOp::Eq: case CmpOp::Ne: {
        int e = set_equals(vm, a, b);
        if (e < 0) return Value::empty();
        return Value::boolean(op == CmpOp::Eq ? e == 1 : e == 0);
    }
    case CmpOp::Le: r = is_subset(vm, x, y, &err); break;
    case CmpOp::Lt: r = x->used < y->used && is_subset(vm, x, y, &err); break;
    case CmpOp::Ge: r = is_subset(vm, y, x, &err); break;
    case CmpOp::Gt: r = y->used < x->used && is_subset(vm, y, x, &err); break;
    }
    if (err) return Value::empty();
    return Value::boolean(r);
}

// The set operations, as CPython computes them (the result's order depends on it).
Value set_intersection(VM& vm, SetObj* so, Value other, bool frozen) {
    SetObj* result = new_set(vm, frozen);
    Rooted keep(vm, Value::object(result));
    if (is_anyset(other)) {
        SetObj* o = as_set(other);
        if (o->used > so->used) std::swap(so, o);
        std::vector<SetEntry> entries;
        for (auto& e : o->table)
            if (is_live(e)) entries.push_back(e);
        for (auto& e : entries) {
            int64_t ix = lookup(vm, so, e.key, e.hash);
            if (ix == -2) return Value::empty();
            if (ix >= 0 && !set_add_hashed(vm, result, e.key, e.hash)) return Value::empty();
        }
        return Value::object(result);
    }
    TempList items(vm);
    if (!collect_iterable(vm, other, items.items())) return Value::empty();
    for (Value k : items.items()) {
        int c = set_contains(vm, so, k);
        if (c < 0) return Value::empty();
        if (c && !set_add(vm, result, k)) return Value::empty();
    }
    return Value::object(result);
}

bool set_difference_update(VM& vm, SetObj* so, Value other) {
    if (is_anyset(other) && as_set(other) == so) {
        so->table.assign(8, SetEntry{0, Value::empty()});
        so->fill = so->used = 0;
        return true;
    }
    TempList items(vm);
    if (is_anyset(other)) set_keys(as_set(other), items.items());
    else if (!collect_iterable(vm, other, items.items())) return false;
    for (Value k : items.items())
        if (set_discard(vm, so, k) < 0) return false;
    // Past a quarter of the table in deleted slots, CPython rebuilds it,
    // which changes the order the set iterates in.
    if (so->fill - so->used > (so->table.size() - 1) / 4)
        resize(vm, so, so->used > 50000 ? so->used * 2 : so->used * 4);
    return true;
}

Value set_difference(VM& vm, SetObj* so, Value other, bool frozen) {
    if (!is_anyset(other) || (so->used >> 2) > as_set(other)->used) {
        SetObj* r = copy_of(vm, so, frozen);
        Rooted keep(vm, Value::object(r));
        if (!set_difference_update(vm, r, other)) return Value::empty();
        return Value::object(r);
    }
    SetObj* o = as_set(other);
    SetObj* result = new_set(vm, frozen);
    Rooted keep(vm, Value::object(result));
    std::vector<SetEntry> entries;
    for (auto& e : so->table)
        if (is_live(e)) entries.push_back(e);
    for (auto& e : entries) {
        int64_t ix = lookup(vm, o, e.key, e.hash);
        if (ix == -2) return Value::empty();
        if (ix < 0 && !set_add_hashed(vm, result, e.key, e.hash)) return Value::empty();
    }
    return Value::object(result);
}

bool set_symmetric_difference_update(VM& vm, SetObj* so, Value other) {
    if (is_anyset(other) && as_set(other) == so) {
        so->table.assign(8, SetEntry{0, Value::empty()});
        so->fill = so->used = 0;
        return true;
    }
    Value o = other;
    if (!is_anyset(o)) {
        SetObj* tmp = new_set(vm, false);
        Rooted keep(vm, Value::object(tmp));
        if (!set_update(vm, tmp, other)) return false;
        o = Value::object(tmp);
    }
    Rooted keep(vm, o);
    std::vector<SetEntry> entries;
    for (auto& e : as_set(o)->table)
        if (is_live(e)) entries.push_back(e);
    for (auto& e : entries) {
        int64_t ix = lookup(vm, so, e.key, e.hash);
        if (ix == -2) return false;
        if (ix >= 0) {
            so->table[ix] = {-1, Value::empty()};
            so->used--;
        } else if (!set_add_hashed(vm, so, e.key, e.hash)) {
            return false;
        }
    }
    return true;
}

Value set_symmetric_difference(VM& vm, SetObj* so, Value other, bool frozen) {
    SetObj* r = new_set(vm, frozen);
    Rooted keep(vm, Value::object(r));
    if (!set_update(vm, r, other)) return Value::empty();
    if (!set_symmetric_difference_update(vm, r, Value::object(so))) return Value::empty();
    return Value::object(r);
}

Value set_union(VM& vm, SetObj* so, Value other, bool frozen) {
    SetObj* r = copy_of(vm, so, frozen);
    Rooted keep(vm, Value::object(r));
    if (!set_update(vm, r, other)) return Value::empty();
    return Value::object(r);
}

Value set_binary(VM& vm, Op op, Value a, Value b, bool inplace) {
    SetObj* so = as_set(a);
    bool frozen = a.o->kind == Kind::FrozenSet;
    if (inplace && a.o->kind == Kind::Set) {
        switch (op) {
        case Op::BitOr: if (!set_update(vm, so, b)) return Value::empty(); return a;
        case Op::Sub: if (!set_difference_update(vm, so, b)) return Value::empty(); return a;
        case Op::BitXor: if (!set_symmetric_difference_update(vm, so, b)) return Value::empty(); return a;
        case Op::BitAnd: {
            Value r = set_intersection(vm, so, b, false);
            if (r.is_empty()) return r;
            std::swap(so->table, as_set(r)->table);
            std::swap(so->fill, as_set(r)->fill);
            std::swap(so->used, as_set(r)->used);
            return a;
        }
        default: return Value::empty();
        }
    }
    switch (op) {
    case Op::BitOr: return set_union(vm, so, b, frozen);
    case Op::BitAnd: return set_intersection(vm, so, b, frozen);
    case Op::Sub: return set_difference(vm, so, b, frozen);
    case Op::BitXor: return set_symmetric_difference(vm, so, b, frozen);
    default: return Value::empty();
    }
}

Value set_get_iter(VM& vm, SetObj* s) {
    auto* it = vm.alloc<SetIterObj>(Kind::SetIter);
    it->set = s;
    it->pos = 0;
    it->initial_used = (int64_t)s->used;
    return Value::object(it);
}

Value setiter_next(VM& vm, SetIterObj* it) {
    SetObj* s = it->set;
    if (!s) return Value::empty();
    if (it->initial_used != (int64_t)s->used) {
        it->initial_used = -1;
        return vm.raise(vm.e_RuntimeError, "Set changed size during iteration");
    }
    while (it->pos < s->table.size()) {
        SetEntry& e = s->table[it->pos++];
        if (is_live(e)) return e.key;
    }
    it->set = nullptr;
    return Value::empty();
}

} // namespace kiln
