// A growable array of Values: list items and the interpreter's scratch
// vectors. std::vector's interface (the part kiln uses), with storage that
// grows by realloc. A Value is two plain words and moves with memcpy, so a
// big list grows without copying: glibc moves an mmapped block's pages
// (mremap) rather than copying them and faulting in fresh ones, which
// took 40% of the sieve benchmark when std::vector copied into each new
// buffer. Small arrays (up to 16 Values) come from the per-thread block
// lists of vm/heap_alloc.hpp; every byte is charged to the running VM.
//
// Layout: three pointers (begin, end, end of storage), which compiled
// traces read and write directly (jit/layout.cpp).
#pragma once
#include <cstddef>
#include <cstring>
#include <initializer_list>
#include <type_traits>
#include <utility>

#include "value.hpp"

namespace kiln {

class ValueVec {
public:
    using value_type = Value;
    using size_type = std::size_t;
    using difference_type = std::ptrdiff_t;
    using reference = Value&;
    using const_reference = const Value&;
    using pointer = Value*;
    using const_pointer = const Value*;
    using iterator = Value*;
    using const_iterator = const Value*;

    ValueVec() = default;
    explicit ValueVec(size_type n, const Value& v = Value()) { assign(n, v); }
    template <class It, class = std::enable_if_t<!std::is_integral_v<It>>>
    ValueVec(It first, It last) {
        assign(first, last);
    }
    ValueVec(std::initializer_list<Value> il) { assign(il.begin(), il.end()); }
    ValueVec(const ValueVec& o) { assign(o.begin_, o.end_); }
    ValueVec(ValueVec&& o) noexcept : begin_(o.begin_), end_(o.end_), cap_(o.cap_) {
        o.begin_ = o.end_ = o.cap_ = nullptr;
    }
    ValueVec& operator=(const ValueVec& o) {
        if (this != &o) assign(o.begin_, o.end_);
        return *this;
    }
    ValueVec& operator=(ValueVec&& o) noexcept {
        if (this != &o) {
            release();
            begin_ = o.begin_, end_ = o.end_, cap_ = o.cap_;
            o.begin_ = o.end_ = o.cap_ = nullptr;
        }
        return *this;
    }
    ~ValueVec() { release(); }

    size_type size() const { return (size_type)(end_ - begin_); }
    size_type capacity() const { return (size_type)(cap_ - begin_); }
    bool empty() const { return end_ == begin_; }
    Value* data() { return begin_; }
    const Value* data() const { return begin_; }
    iterator begin() { return begin_; }
    iterator end() { return end_; }
    const_iterator begin() const { return begin_; }
    const_iterator end() const { return end_; }
    Value& operator[](size_type i) { return begin_[i]; }
    const Value& operator[](size_type i) const { return begin_[i]; }
    Value& front() { return *begin_; }
    const Value& front() const { return *begin_; }
    Value& back() { return end_[-1]; }
    const Value& back() const { return end_[-1]; }

    void push_back(const Value& v) {
        if (end_ == cap_) {
            const Value copy = v; // v may be an item of this array
            grow_to(size() + 1);
            *end_++ = copy;
            return;
        }
        *end_++ = v;
    }
    void pop_back() { --end_; }
    void clear() { end_ = begin_; }
    void reserve(size_type n) {
        if (n > capacity()) reallocate(n);
    }
    void resize(size_type n, const Value& v = Value());
    void shrink_to_fit() {
        if (end_ != cap_) reallocate(size());
    }
    void swap(ValueVec& o) noexcept {
        std::swap(begin_, o.begin_), std::swap(end_, o.end_), std::swap(cap_, o.cap_);
    }

    void assign(size_type n, const Value& v);
    void assign(const Value* first, const Value* last);
    template <class It, class = std::enable_if_t<!std::is_integral_v<It>>>
    void assign(It first, It last) {
        if constexpr (std::is_convertible_v<It, const Value*>) {
            assign(static_cast<const Value*>(first), static_cast<const Value*>(last));
        } else {
            clear();
            for (; first != last; ++first) push_back(*first);
        }
    }

    iterator insert(const_iterator pos, const Value& v);
    iterator insert(const_iterator pos, size_type n, const Value& v);
    iterator insert(const_iterator pos, const Value* first, const Value* last);
    iterator erase(const_iterator pos) { return erase(pos, pos + 1); }
    iterator erase(const_iterator first, const_iterator last);

    // Where compiled traces find the pointers (jit/layout.cpp).
    static constexpr std::size_t begin_offset() { return 0; }
    static constexpr std::size_t end_offset() { return sizeof(Value*); }
    static constexpr std::size_t cap_offset() { return 2 * sizeof(Value*); }

private:
    // Room for at least `need` Values: double the capacity, or more.
    void grow_to(size_type need);
    // Exactly `n` Values of storage (n >= size()), the items kept.
    void reallocate(size_type n);
    void release();
    // Makes a gap of n Values at index i (the items after it move up).
    Value* open_gap(size_type i, size_type n);

    Value* begin_ = nullptr;
    Value* end_ = nullptr;
    Value* cap_ = nullptr;
};

inline void swap(ValueVec& a, ValueVec& b) noexcept { a.swap(b); }

} // namespace kiln
