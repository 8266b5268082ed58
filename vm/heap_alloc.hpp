// Container storage (list items, dict tables) lives outside the object heap,
// in std::vectors. Their allocator charges it to the interpreter running on
// this thread, so that the collector's trigger and the heap limit see it.
#pragma once
#include <cstddef>
#include <memory>
#include <vector>

namespace kiln {

// Adds `bytes` (negative when freeing) to the running VM's count; nothing
// when no VM runs on this thread (see RunningVM in vm.hpp).
void charge_container_bytes(std::ptrdiff_t bytes);

// Small blocks (an instance's attribute entries, a short list's items)
// come from and go back to per-thread free lists, one per 16-byte size
// class: the collector frees them by the thousand, more than malloc's own
// per-thread cache keeps, and then malloc took 100 to 150 instructions a
// block. See vm/heap_alloc.cpp.
constexpr std::size_t kSmallBlockMax = 256;
inline std::size_t small_block_class(std::size_t bytes) { return bytes ? (bytes + 15) / 16 - 1 : 0; }
void* small_block_alloc(std::size_t cls);
void small_block_free(void* p, std::size_t cls);

template <class T>
struct HeapAllocator {
    using value_type = T;
    HeapAllocator() = default;
    template <class U>
    HeapAllocator(const HeapAllocator<U>&) {}
    T* allocate(std::size_t n) {
        const std::size_t bytes = n * sizeof(T);
        T* p = bytes <= kSmallBlockMax && alignof(T) <= 16
                   ? static_cast<T*>(small_block_alloc(small_block_class(bytes)))
                   : std::allocator<T>().allocate(n);
        charge_container_bytes((std::ptrdiff_t)bytes);
        return p;
    }
    void deallocate(T* p, std::size_t n) {
        const std::size_t bytes = n * sizeof(T);
        charge_container_bytes(-(std::ptrdiff_t)bytes);
        if (bytes <= kSmallBlockMax && alignof(T) <= 16) small_block_free(p, small_block_class(bytes));
        else std::allocator<T>().deallocate(p, n);
    }
    template <class U>
    bool operator==(const HeapAllocator<U>&) const { return true; }
};

template <class T>
using HeapVec = std::vector<T, HeapAllocator<T>>;

} // namespace kiln
