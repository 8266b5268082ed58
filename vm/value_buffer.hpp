// Room for a call's argument values on the C stack, not zeroed: Value()
// zeroes itself, and GCC clears an array of them with `rep stos`, tens of
// cycles at each call (bind_arguments' 16, a native call's 8); more than
// N go on the heap. For copies of values that stay alive elsewhere (the
// collector does not see them).
#pragma once

#include <cstddef>
#include <memory>
#include <type_traits>

#include "value.hpp"

namespace kiln {

template <std::size_t N>
class ValueBuffer {
    static_assert(std::is_trivially_destructible_v<Value>, "the room is never destroyed");

public:
    explicit ValueBuffer(std::size_t n) {
        if (n > N) {
            big_.reset(new Value[n]);
            data_ = big_.get();
        }
    }
    ValueBuffer(const ValueBuffer&) = delete;
    ValueBuffer& operator=(const ValueBuffer&) = delete;

    // Copies [from, to) to position at; returns the position after them.
    Value* fill(std::size_t at, const Value* from, const Value* to) {
        return std::uninitialized_copy(from, to, data_ + at);
    }
    void set(std::size_t at, Value v) { ::new (static_cast<void*>(data_ + at)) Value(v); }
    Value* data() { return data_; }

private:
    alignas(Value) unsigned char room_[N * sizeof(Value)];
    std::unique_ptr<Value[]> big_;
    Value* data_ = reinterpret_cast<Value*>(room_);
};

} // namespace kiln
