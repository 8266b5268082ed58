// Dict layouts: a number that stands for the keys of a dict's entry array,
// in order. Two dicts with the same layout have equal str keys at the same
// entry positions (and as many entries), so code that has checked a dict's
// layout once can read any of its entries at a known position: the
// interpreter's global caches and the JIT's attribute and global loads do.
//
// Small dicts of str keys built the same way share a layout: every instance
// whose __init__ sets the same attributes in the same order has the same
// one, found by following a transition per key from the empty dict (the
// "hidden classes" of Self and V8, kept on the dict). Any other dict (a
// non-str key, a deleted key, more than kMaxKeys entries, or once the table
// is full) gets a layout of its own, new at each change of its keys
// (but that the table remembers its last few own layouts' appended
// interned keys: appending the same key to the same own layout again gives
// the same layout, as it names the same keys).
//
// A key deleted where it was last appended (nothing after it) takes the
// dict back to the layout it had before, where the table knows it
// (before_last): `except E as e` at module level stores and deletes the
// global `e` each time, and the globals' layout, which compiled code and
// the interpreter's caches check, comes back to what they saw.
//
// One table per VM (its dicts never meet another VM's), touched only by the
// thread running that VM.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "object.hpp"

namespace kiln {

class DictLayouts {
public:
    static constexpr uint64_t kEmpty = 0;          // no entries at all
    static constexpr uint64_t kOwn = 1ull << 62;   // from here on: one dict's own layout
    static constexpr size_t kMaxKeys = 64;          // a bigger dict is not an object's attributes
    static constexpr size_t kMaxTransitions = 1 << 16;

    static bool shared(uint64_t layout) { return layout < kOwn; }

    // The layout of a dict with `layout` and `size` entries after `key`
    // (whose hash is `hash`) is appended.
    uint64_t appended(uint64_t layout, size_t size, Value key, int64_t hash);
    // A layout no other dict has, nor will have.
    uint64_t own() { return next_own_++; }
    // The layout a dict had before the key its layout ends with was
    // appended (so, of its entries but the last); kUnknown where the table
    // does not know it (the empty layout, one made by a deletion, an own
    // layout the table no longer remembers).
    static constexpr uint64_t kUnknown = UINT64_MAX;
    uint64_t before_last(uint64_t layout) const;
    // The layout of a dict holding exactly `entries` (all live), in order.
    uint64_t of(const DictEntry* entries, size_t n);

    size_t transitions() const { return edges_.size(); }

private:
    struct Edge {
        uint64_t from;
        int64_t hash;
        std::string key;
        uint64_t to;
    };
    static uint64_t slot_hash(uint64_t from, int64_t hash);
    void grow();
    uint64_t find_or_add(uint64_t layout, std::string_view key, int64_t hash);

    // The transitions last taken by interned keys (attribute names in
    // code): an interned str lives as long as the VM, so its address
    // stands for its text.
    struct Recent {
        uint64_t from = UINT64_MAX;
        const StrObj* key = nullptr;
        uint64_t to = 0;
    };
    static constexpr size_t kRecent = 256;
    Recent recent_[kRecent];
    // The own layouts appended last, found from the layout and key they
    // came from (appended) and from the layout they are (before_last).
    struct OwnAppend {
        uint64_t from = UINT64_MAX;
        const StrObj* key = nullptr;
        uint64_t to = UINT64_MAX;
    };
    static constexpr size_t kOwnRecent = 64;
    OwnAppend own_by_from_[kOwnRecent];
    OwnAppend own_by_to_[kOwnRecent];
    uint64_t own_appended(uint64_t layout, Value key);

    std::vector<Edge> edges_;
    std::vector<int32_t> slots_; // open addressing over edges_: -1 free
    uint64_t next_shared_ = 1;
    uint64_t next_own_ = kOwn;
};

} // namespace kiln
