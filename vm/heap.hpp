// The object heap: small objects live in pages of one size class each and are
// swept page by page (a linear walk, no per-object free()); large objects are
// allocated individually and kept on a list.
//
// Invariants:
//  1. Every cell of a page is either a live object (kind != kFreeKind) or a
//     free cell whose gc_next links it into its class's free list.
//  2. Only sweep() frees objects; it calls `destroy` for each dead one first.
#pragma once
#include <cstddef>
#include <cstdint>
#include <vector>

#include "object.hpp"

namespace kiln {

constexpr Kind kFreeKind = Kind::COUNT_;

class Heap {
public:
    static constexpr size_t kGranule = 16;
    static constexpr size_t kMaxSmall = 256;
    static constexpr size_t kClasses = kMaxSmall / kGranule;
    static constexpr size_t kPageBytes = 64 * 1024;

    Heap() = default;
    ~Heap();
    Heap(const Heap&) = delete;
    Heap& operator=(const Heap&) = delete;

    // Memory for an object of `size` bytes; `*charged` gets the bytes counted.
    void* allocate(size_t size, size_t* charged) {
        if (size <= kMaxSmall) {
            size_t cls = (size + kGranule - 1) / kGranule - 1;
            Obj* cell = free_[cls];
            if (!cell) cell = refill(cls);
            free_[cls] = cell->gc_next;
            *charged = (cls + 1) * kGranule;
            return cell;
        }
        *charged = size;
        return allocate_large(size);
    }

    // Large objects join the large list once constructed.
    void link_large(Obj* o) {
        o->gc_next = large_;
        large_ = o;
    }

    // Frees every unmarked object (calling destroy on it) and unmarks the
    // rest. Returns the bytes still live: the cells of small objects plus
    // what external_of says they own outside the heap, and size_of of each
    // large object.
    size_t sweep(void (*destroy)(Obj*), size_t (*size_of)(Obj*), size_t (*external_of)(Obj*));
    // Frees everything (used when the VM goes away).
    void release_all(void (*destroy)(Obj*));

private:
    struct Page {
        size_t cls;
        char* cells;
        size_t count;
    };
    Obj* free_[kClasses] = {};
    std::vector<Page> pages_;
    Obj* large_ = nullptr;

    Obj* refill(size_t cls);
    void* allocate_large(size_t size);
};

} // namespace kiln
