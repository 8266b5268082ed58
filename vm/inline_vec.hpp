// A vector whose first N items live inside it: nothing is allocated until
// it outgrows them. An exception's traceback is one or two frames most
// often, and a loop that raises and catches made and freed one such vector
// per exception. For trivially copyable items; never copied or moved.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <iterator>
#include <new>
#include <type_traits>

namespace kiln {

template <typename T, size_t N>
class InlineVec {
    static_assert(std::is_trivially_copyable_v<T>, "items are copied as bytes");

public:
    InlineVec() = default;
    InlineVec(const InlineVec&) = delete;
    InlineVec& operator=(const InlineVec&) = delete;
    ~InlineVec() { std::free(heap_); }

    void push_back(const T& v) {
        if (size_ == cap_) grow();
        data()[size_++] = v;
    }
    size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    T& operator[](size_t i) { return data()[i]; }
    const T& operator[](size_t i) const { return data()[i]; }
    T* begin() { return data(); }
    T* end() { return data() + size_; }
    const T* begin() const { return data(); }
    const T* end() const { return data() + size_; }
    std::reverse_iterator<const T*> rbegin() const { return std::reverse_iterator<const T*>(end()); }
    std::reverse_iterator<const T*> rend() const { return std::reverse_iterator<const T*>(begin()); }

private:
    T* data() { return heap_ ? heap_ : inline_; }
    const T* data() const { return heap_ ? heap_ : inline_; }
    void grow() {
        const size_t cap = (size_t)cap_ * 2;
        T* d = static_cast<T*>(std::malloc(cap * sizeof(T)));
        if (!d) throw std::bad_alloc();
        std::memcpy(static_cast<void*>(d), data(), size_ * sizeof(T));
        std::free(heap_);
        heap_ = d;
        cap_ = (uint32_t)cap;
    }

    T* heap_ = nullptr; // past N items
    uint32_t size_ = 0;
    uint32_t cap_ = N;
    T inline_[N];
};

} // namespace kiln
