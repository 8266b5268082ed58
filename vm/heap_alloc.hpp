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

template <class T>
struct HeapAllocator {
    using value_type = T;
    HeapAllocator() = default;
    template <class U>
    HeapAllocator(const HeapAllocator<U>&) {}
    T* allocate(std::size_t n) {
        T* p = std::allocator<T>().allocate(n);
        charge_container_bytes((std::ptrdiff_t)(n * sizeof(T)));
        return p;
    }
    void deallocate(T* p, std::size_t n) {
        charge_container_bytes(-(std::ptrdiff_t)(n * sizeof(T)));
        std::allocator<T>().deallocate(p, n);
    }
    template <class U>
    bool operator==(const HeapAllocator<U>&) const { return true; }
};

template <class T>
using HeapVec = std::vector<T, HeapAllocator<T>>;

} // namespace kiln
