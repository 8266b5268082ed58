// ValueVec's storage (vm/value_vec.hpp) and its std::vector operations.
// The bytes are charged to the running VM, as the container allocator's
// are (vm/heap_alloc.hpp).
#include "value_vec.hpp"

#include <cstddef>
#include <cstdlib>
#include <limits>
#include <new>
#include <stdexcept>

#include "heap_alloc.hpp"

namespace kiln {

namespace {

// Up to 16 Values, a block from the per-thread lists; more, malloc's, grown
// with realloc (which moves the pages of a block it mapped on its own).
constexpr std::size_t kSmallValues = kSmallBlockMax / sizeof(Value);

bool small(std::size_t cap) { return cap <= kSmallValues; }

Value* allocate(std::size_t cap) {
    if (cap == 0) return nullptr;
    if (small(cap)) return static_cast<Value*>(small_block_alloc(small_block_class(cap * sizeof(Value))));
    if (void* p = std::malloc(cap * sizeof(Value))) return static_cast<Value*>(p);
    throw std::bad_alloc();
}

void free_storage(Value* p, std::size_t cap) {
    if (cap == 0) return;
    if (small(cap)) small_block_free(p, small_block_class(cap * sizeof(Value)));
    else std::free(p);
}

} // namespace

void ValueVec::release() {
    static_assert(offsetof(ValueVec, begin_) == begin_offset() && offsetof(ValueVec, end_) == end_offset() &&
                  offsetof(ValueVec, cap_) == cap_offset());
    if (begin_) charge_container_bytes(-(std::ptrdiff_t)(capacity() * sizeof(Value)));
    free_storage(begin_, capacity());
    begin_ = end_ = cap_ = nullptr;
}

void ValueVec::reallocate(size_type n) {
    const size_type len = size(), cap = capacity();
    if (n == cap) return;
    if (n > std::numeric_limits<std::ptrdiff_t>::max() / sizeof(Value)) throw std::length_error("ValueVec");
    Value* p;
    if (!small(cap) && !small(n)) {
        p = static_cast<Value*>(std::realloc(static_cast<void*>(begin_), n * sizeof(Value)));
        if (!p) throw std::bad_alloc();
    } else {
        p = allocate(n);
        if (len) std::memcpy(static_cast<void*>(p), static_cast<const void*>(begin_), len * sizeof(Value));
        free_storage(begin_, cap);
    }
    charge_container_bytes((std::ptrdiff_t)(n * sizeof(Value)) - (std::ptrdiff_t)(cap * sizeof(Value)));
    begin_ = p, end_ = p + len, cap_ = p + n;
}

void ValueVec::grow_to(size_type need) {
    size_type cap = capacity();
    size_type n = cap ? 2 * cap : 4; // as CPython's list: room for 4 at the first append
    if (n < need) n = need;
    reallocate(n);
}

void ValueVec::resize(size_type n, const Value& v) {
    const size_type len = size();
    if (n <= len) {
        end_ = begin_ + n;
        return;
    }
    const Value copy = v;
    reserve(n);
    for (Value* p = end_; p != begin_ + n; ++p) *p = copy;
    end_ = begin_ + n;
}

void ValueVec::assign(size_type n, const Value& v) {
    const Value copy = v;
    clear();
    resize(n, copy);
}

void ValueVec::assign(const Value* first, const Value* last) {
    const size_type n = (size_type)(last - first);
    if (first >= begin_ && first < end_) { // a part of this array
        std::memmove(static_cast<void*>(begin_), static_cast<const void*>(first), n * sizeof(Value));
        end_ = begin_ + n;
        return;
    }
    clear();
    reserve(n);
    if (n) std::memcpy(static_cast<void*>(begin_), static_cast<const void*>(first), n * sizeof(Value));
    end_ = begin_ + n;
}

Value* ValueVec::open_gap(size_type i, size_type n) {
    const size_type len = size();
    if (len + n > capacity()) grow_to(len + n);
    Value* at = begin_ + i;
    if (i < len) std::memmove(static_cast<void*>(at + n), static_cast<const void*>(at), (len - i) * sizeof(Value));
    end_ += n;
    return at;
}

ValueVec::iterator ValueVec::insert(const_iterator pos, const Value& v) {
    const Value copy = v;
    Value* at = open_gap((size_type)(pos - begin_), 1);
    *at = copy;
    return at;
}

ValueVec::iterator ValueVec::insert(const_iterator pos, size_type n, const Value& v) {
    const Value copy = v;
    Value* at = open_gap((size_type)(pos - begin_), n);
    for (size_type k = 0; k < n; k++) at[k] = copy;
    return at;
}

ValueVec::iterator ValueVec::insert(const_iterator pos, const Value* first, const Value* last) {
    const size_type i = (size_type)(pos - begin_), n = (size_type)(last - first);
    if (n == 0) return begin_ + i;
    if (first >= begin_ && first < end_) {
        // Items of this array (`l[i:i] = l`, `l *= 3`): a copy first, since
        // making the gap moves them.
        ValueVec copy(first, last);
        return insert(pos, copy.begin_, copy.end_);
    }
    Value* at = open_gap(i, n);
    std::memcpy(static_cast<void*>(at), static_cast<const void*>(first), n * sizeof(Value));
    return at;
}

ValueVec::iterator ValueVec::erase(const_iterator first, const_iterator last) {
    Value* f = begin_ + (first - begin_);
    const size_type n = (size_type)(last - first);
    if (n) {
        std::memmove(static_cast<void*>(f), static_cast<const void*>(f + n),
                     (size_type)(end_ - (f + n)) * sizeof(Value));
        end_ -= n;
    }
    return f;
}

} // namespace kiln
