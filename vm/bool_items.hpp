// The items of a list of bools, one byte each (0 or 1): see ListObj's
// flavours in vm/object.hpp. A growable byte array whose storage grows by
// realloc; every byte is charged to the running VM, as ValueVec's are.
//
// Layout: three pointers (begin, end, end of storage), which compiled
// traces read and write directly (jit/layout.cpp).
#pragma once
#include <cstddef>
#include <cstdint>

namespace kiln {

class BoolItems {
public:
    BoolItems() = default;
    BoolItems(const BoolItems&) = delete;
    BoolItems& operator=(const BoolItems&) = delete;
    ~BoolItems() { release(); }

    std::size_t size() const { return (std::size_t)(end_ - begin_); }
    std::size_t capacity() const { return (std::size_t)(cap_ - begin_); }
    bool operator[](std::size_t i) const { return begin_[i] != 0; }
    const uint8_t* data() const { return begin_; }
    void set(std::size_t i, bool b) { begin_[i] = b; }
    void push_back(bool b) {
        if (end_ == cap_) grow_to(size() + 1);
        *end_++ = b;
    }
    // Room for n items (n >= size()).
    void reserve(std::size_t n);
    // Frees the storage: empty, no capacity.
    void release();

    static constexpr std::size_t begin_offset() { return 0; }
    static constexpr std::size_t end_offset() { return sizeof(uint8_t*); }
    static constexpr std::size_t cap_offset() { return 2 * sizeof(uint8_t*); }

private:
    void grow_to(std::size_t need);

    uint8_t* begin_ = nullptr;
    uint8_t* end_ = nullptr;
    uint8_t* cap_ = nullptr;
};

} // namespace kiln
