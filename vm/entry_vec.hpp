// A dict's entry array (DictObj::entries): std::vector's interface (the
// part kiln uses) over three pointers (begin, end, end of storage), which
// compiled traces read and write directly (jit/layout.cpp), with one
// difference: the storage may be the room right after this EntryVec, in
// the dict's own heap cell, rather than a block of its own.
//
// An instance's attribute dict is made that way when its class's last
// instance had up to kInlineEntries attributes (vm/class.cpp,
// new_instance): one heap cell holds the dict and its entries, so making
// an instance allocates two cells, not two cells and a block, and the
// collector frees no block when it dies. Such storage is never freed
// here; it goes with the cell. Growing past it moves the entries to a
// block as usual. The rule this relies on: an EntryVec is the last member
// of the object holding it (checked in vm/object.hpp), so "begins right
// after me" means "in my object's cell".
#pragma once
#include <cstddef>
#include <cstdint>
#include <cstring>

#include "heap_alloc.hpp"
#include "value.hpp"

namespace kiln {

struct DictEntry {
    int64_t hash;
    Value key;   // Empty for a deleted entry
    Value value;
};

class EntryVec {
public:
    // At most this many entries fit in a dict's cell (Heap::kMaxSmall).
    static constexpr std::size_t kInlineEntries = 4;

    EntryVec() = default;
    EntryVec(const EntryVec&) = delete;
    EntryVec& operator=(const EntryVec&) = delete;
    ~EntryVec() { release(); }

    std::size_t size() const { return (std::size_t)(end_ - begin_); }
    std::size_t capacity() const { return (std::size_t)(cap_ - begin_); }
    bool empty() const { return end_ == begin_; }
    DictEntry* data() { return begin_; }
    const DictEntry* data() const { return begin_; }
    DictEntry* begin() { return begin_; }
    DictEntry* end() { return end_; }
    const DictEntry* begin() const { return begin_; }
    const DictEntry* end() const { return end_; }
    DictEntry& operator[](std::size_t i) { return begin_[i]; }
    const DictEntry& operator[](std::size_t i) const { return begin_[i]; }

    void push_back(const DictEntry& e) {
        if (end_ == cap_) {
            const DictEntry copy = e; // e may be an entry of this array
            const std::size_t n = size();
            reallocate(n ? 2 * n : 1);
            *end_++ = copy;
            return;
        }
        *end_++ = e;
    }
    void clear() { end_ = begin_; }
    void reserve(std::size_t n) {
        if (n > capacity()) reallocate(n);
    }
    // Only to shrink (the dict drops deleted entries).
    void shrink_to(std::size_t n) { end_ = begin_ + n; }

    // Takes the `n` entries of room right after this EntryVec, in the
    // holder's cell, as its storage; only while it has none.
    void use_room_after(std::size_t n) {
        begin_ = end_ = room_after();
        cap_ = begin_ + n;
    }
    bool in_cell() const { return begin_ != nullptr && begin_ == room_after(); }

    // Where compiled traces find the pointers (jit/layout.cpp).
    static constexpr std::size_t begin_offset() { return 0; }
    static constexpr std::size_t end_offset() { return sizeof(DictEntry*); }
    static constexpr std::size_t cap_offset() { return 2 * sizeof(DictEntry*); }

private:
    DictEntry* room_after() const {
        return reinterpret_cast<DictEntry*>(const_cast<EntryVec*>(this) + 1);
    }
    // Exactly `n` entries of storage (n >= size()), the entries kept.
    void reallocate(std::size_t n) {
        DictEntry* p = HeapAllocator<DictEntry>().allocate(n); // may throw: nothing changed yet
        const std::size_t len = size();
        if (len) std::memcpy(static_cast<void*>(p), begin_, len * sizeof(DictEntry));
        release();
        begin_ = p;
        end_ = p + len;
        cap_ = p + n;
    }
    void release() {
        if (begin_ && !in_cell()) HeapAllocator<DictEntry>().deallocate(begin_, capacity());
        begin_ = end_ = cap_ = nullptr;
    }

    DictEntry* begin_ = nullptr;
    DictEntry* end_ = nullptr;
    DictEntry* cap_ = nullptr;
};

} // namespace kiln
