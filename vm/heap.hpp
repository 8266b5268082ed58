// The object heap: small objects live in 64 KB pages of one size class each;
// large objects are allocated individually and kept on a list.
//
// A page keeps its collector state in bitmaps in its header, one bit per
// cell, so that neither allocation nor the sweep has to walk dead cells:
//   mark     set by the marker; between collections it still says which
//            cells survived the last one (those are the cells in use that
//            allocation must skip);
//   destroy  cells holding an object whose kind owns memory outside its cell
//            (kind_needs_destroy): the sweep runs destroy on the dead ones.
//
// Invariants:
//  1. A cell is in use iff its mark bit is set or the allocation cursor of
//     its class has passed it since the last sweep. Allocation only moves
//     the cursor forward; the sweep resets it to the first page.
//  2. Only sweep() frees objects; it calls `destroy` for each dead object
//     with a destroy bit (small) and for every dead large object.
//  3. mark bits are cleared only by begin_marking(), right before a
//     collection marks; nothing allocates between that and sweep().
#pragma once
#include <cstddef>
#include <cstdint>
#include <vector>

#include "object.hpp"

namespace kiln {

class Heap {
public:
    static constexpr size_t kGranule = 16;
    static constexpr size_t kMaxSmall = 256;
    static constexpr size_t kClasses = kMaxSmall / kGranule;
    static constexpr size_t kPageBytes = 64 * 1024;
    static constexpr size_t kMaxCells = kPageBytes / kGranule;
    static constexpr size_t kBitWords = kMaxCells / 64;

    Heap() = default;
    ~Heap();
    Heap(const Heap&) = delete;
    Heap& operator=(const Heap&) = delete;

    // Memory for an object of `size` bytes; `*charged` gets the bytes counted.
    void* allocate(size_t size, size_t* charged) {
        if (size <= kMaxSmall) {
            size_t cls = (size + kGranule - 1) / kGranule - 1;
            *charged = (cls + 1) * kGranule;
            Cursor& c = cursor_[cls];
            if (!c.free) return allocate_slow(cls);
            size_t i = (size_t)__builtin_ctzll(c.free);
            c.free &= c.free - 1;
            return c.base + i * *charged;
        }
        *charged = size;
        return allocate_large(size);
    }

    // Large objects join the large list once constructed.
    void link_large(Obj* o) {
        o->gc_next = large_;
        large_ = o;
    }

    // Records that a small object needs destroy() when it dies.
    void note_destroy(Obj* o) {
        Page* p = page_of(o);
        size_t i = p->index_of(o);
        p->destroy[i / 64] |= uint64_t(1) << (i % 64);
    }
    // The opposite: a small object of such a kind that owns nothing outside
    // its cell yet (an instance dict with its entries in its cell).
    void forget_destroy(Obj* o) {
        Page* p = page_of(o);
        size_t i = p->index_of(o);
        p->destroy[i / 64] &= ~(uint64_t(1) << (i % 64));
    }

    // Clears every mark: the start of a collection.
    void begin_marking();

    // Marks o; true if it was not marked yet.
    bool mark(Obj* o) {
        if (o->large) {
            if (o->marked) return false;
            o->marked = true;
            return true;
        }
        Page* p = page_of(o);
        size_t i = p->index_of(o);
        uint64_t bit = uint64_t(1) << (i % 64);
        uint64_t& w = p->mark[i / 64];
        if (w & bit) return false;
        w |= bit;
        return true;
    }

    // Frees every unmarked object (calling destroy where needed), sets
    // pages left empty aside, unmarks the large objects.
    // Returns the bytes still live: the cells of small objects and size_of
    // of each large object.
    size_t sweep(void (*destroy)(Obj*), size_t (*size_of)(Obj*));
    // Gives empty pages back to the system beyond `keep_bytes` of them:
    // pages refilled soon are cheaper kept (the system zeroes a page it
    // hands out again), but a heap whose live data shrank should shrink.
    void trim(size_t keep_bytes);
    // Frees everything (used when the VM goes away).
    void release_all(void (*destroy)(Obj*));

    size_t page_count() const { return page_count_; }

private:
    // Lives at the start of its 64 KB-aligned page; cells follow.
    struct Page {
        uint64_t mark[kBitWords];
        uint64_t destroy[kBitWords];
        char* cells;
        uint32_t cell;     // bytes per cell
        uint32_t count;    // cells in this page
        uint32_t cls;
        uint64_t recip;    // ceil(2^32 / cell): index_of without a division

        size_t words() const { return (count + 63) / 64; }
        // Bits of word w that stand for real cells.
        uint64_t valid(size_t w) const {
            size_t n = count - w * 64;
            return n >= 64 ? ~uint64_t(0) : (uint64_t(1) << n) - 1;
        }
        // Exact for offsets below 2^16 that are multiples of cell.
        size_t index_of(const Obj* o) const {
            return (size_t)(((uint64_t)((const char*)o - cells) * recip) >> 32);
        }
    };
    // Where allocation of one class stands: `free` has a bit for each free
    // cell of the 64 that start at `base`; page/word say where to look next.
    struct Cursor {
        uint64_t free = 0;
        char* base = nullptr;
        size_t page = 0;
        size_t word = 0;
    };

    static Page* page_of(const Obj* o) {
        return reinterpret_cast<Page*>(reinterpret_cast<uintptr_t>(o) & ~(uintptr_t)(kPageBytes - 1));
    }

    Cursor cursor_[kClasses];
    std::vector<Page*> pages_[kClasses];
    std::vector<void*> spare_;     // empty pages kept for reuse
    std::vector<void*> released_;  // empty pages whose memory went back to the system
    std::vector<char*> chunks_;    // every mapping pages came from
    char* chunk_next_ = nullptr;   // the rest of the newest chunk
    char* chunk_end_ = nullptr;
    size_t page_count_ = 0;      // pages in use (not counting spares)
    Obj* large_ = nullptr;

    void* allocate_slow(size_t cls);
    Page* new_page(size_t cls);
    void map_chunk();
    void release_page(void* mem);
    void* allocate_large(size_t size);
};

} // namespace kiln
