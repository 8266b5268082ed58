// BoolItems' storage (vm/bool_items.hpp).
#include "bool_items.hpp"

#include <cstdint>
#include <cstdlib>
#include <new>

#include "heap_alloc.hpp"

namespace kiln {

void BoolItems::reserve(std::size_t n) {
    // Sizes as integers: GCC 12 takes pointer differences for uses of the
    // freed block (-Wuse-after-free) once realloc's call is inlined near them.
    const std::size_t len = (uintptr_t)end_ - (uintptr_t)begin_, cap = (uintptr_t)cap_ - (uintptr_t)begin_;
    if (n <= cap) return;
    auto* p = static_cast<uint8_t*>(std::realloc(begin_, n));
    if (!p) throw std::bad_alloc();
    charge_container_bytes((std::ptrdiff_t)n - (std::ptrdiff_t)cap);
    begin_ = p, end_ = p + len, cap_ = p + n;
}

void BoolItems::grow_to(std::size_t need) {
    std::size_t n = capacity() ? 2 * capacity() : 16;
    if (n < need) n = need;
    reserve(n);
}

void BoolItems::release() {
    static_assert(offsetof(BoolItems, begin_) == begin_offset() && offsetof(BoolItems, end_) == end_offset() &&
                  offsetof(BoolItems, cap_) == cap_offset());
    if (begin_) charge_container_bytes(-(std::ptrdiff_t)capacity());
    std::free(begin_);
    begin_ = end_ = cap_ = nullptr;
}

} // namespace kiln
