#include "dict_layout.hpp"

namespace kiln {

uint64_t DictLayouts::slot_hash(uint64_t from, int64_t hash) {
    uint64_t h = (uint64_t)hash ^ (from * 0x9E3779B97F4A7C15ull);
    return h ^ (h >> 29);
}

void DictLayouts::grow() {
    std::vector<int32_t> slots(slots_.empty() ? 64 : slots_.size() * 2, -1);
    size_t mask = slots.size() - 1;
    for (size_t e = 0; e < edges_.size(); e++) {
        size_t j = slot_hash(edges_[e].from, edges_[e].hash) & mask;
        while (slots[j] >= 0) j = (j + 1) & mask;
        slots[j] = (int32_t)e;
    }
    slots_.swap(slots);
}

uint64_t DictLayouts::own_appended(uint64_t layout, Value key) {
    if (!is_str(key) || !static_cast<const StrObj*>(key.o)->interned) return own();
    auto* s = static_cast<const StrObj*>(key.o);
    OwnAppend& f = own_by_from_[(layout * 31 + ((uintptr_t)s >> 4)) & (kOwnRecent - 1)];
    if (f.from == layout && f.key == s) return f.to;
    const uint64_t to = own();
    f = {layout, s, to};
    own_by_to_[to & (kOwnRecent - 1)] = f;
    return to;
}

uint64_t DictLayouts::before_last(uint64_t layout) const {
    if (shared(layout)) {
        // Shared layouts are numbered in the order their edges were made.
        if (layout == kEmpty || layout > edges_.size() || edges_[layout - 1].to != layout) return kUnknown;
        return edges_[layout - 1].from;
    }
    const OwnAppend& b = own_by_to_[layout & (kOwnRecent - 1)];
    return b.to == layout ? b.from : kUnknown;
}

uint64_t DictLayouts::appended(uint64_t layout, size_t size, Value key, int64_t hash) {
    if (!shared(layout) || size >= kMaxKeys || !is_str(key)) return own_appended(layout, key);
    auto* s = static_cast<const StrObj*>(key.o);
    if (!s->interned) return find_or_add(layout, s->view(), hash);
    Recent& r = recent_[(layout * 31 + ((uintptr_t)s >> 4)) & (kRecent - 1)];
    if (r.from == layout && r.key == s) return r.to;
    uint64_t to = find_or_add(layout, s->view(), hash);
    if (shared(to)) r = {layout, s, to}; // an own layout is one dict's only
    return to;
}

uint64_t DictLayouts::find_or_add(uint64_t layout, std::string_view k, int64_t hash) {
    if (!slots_.empty()) {
        size_t mask = slots_.size() - 1;
        for (size_t j = slot_hash(layout, hash) & mask; slots_[j] >= 0; j = (j + 1) & mask) {
            const Edge& e = edges_[slots_[j]];
            if (e.from == layout && e.hash == hash && e.key == k) return e.to;
        }
    }
    if (edges_.size() >= kMaxTransitions) return own();
    if ((edges_.size() + 1) * 2 > slots_.size()) grow();
    edges_.push_back({layout, hash, std::string(k), next_shared_++});
    size_t mask = slots_.size() - 1;
    size_t j = slot_hash(layout, hash) & mask;
    while (slots_[j] >= 0) j = (j + 1) & mask;
    slots_[j] = (int32_t)edges_.size() - 1;
    return edges_.back().to;
}

uint64_t DictLayouts::of(const DictEntry* entries, size_t n) {
    uint64_t layout = kEmpty;
    for (size_t i = 0; i < n && shared(layout); i++) layout = appended(layout, i, entries[i].key, entries[i].hash);
    return layout;
}

} // namespace kiln
