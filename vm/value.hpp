// Values: a 16-byte tagged union. Ints that fit in 64 bits are inline
// (Tag::Int), bigger ones are heap objects (Kind::BigInt, see object.hpp);
// floats are unboxed; only heap objects go through the garbage collector.
#pragma once
#include <cstdint>
#include <cstring>

namespace kiln {

struct Obj;

enum class Tag : uint8_t {
    Empty, // not a Python value: unbound local, "error raised" return, NULL slot
    None,
    Bool,
    Int,
    Float,
    Obj,
};

// Both halves are always written and read as whole 64-bit words: a 1-byte
// tag store followed by a 16-byte reload of the value stalls store
// forwarding, which dominated the interpreter's profile.
struct Value {
    union {
        Tag tag;
        uint64_t tagword;
    };
    union {
        bool b;
        int64_t i;
        double f;
        Obj* o;
        uint64_t bits;
    };

    constexpr Value() : tagword(0), bits(0) {}
    constexpr Value(Tag t, uint64_t payload) : tagword((uint64_t)t), bits(payload) {}
    Value(const Value& v) noexcept : tagword(v.tagword), bits(v.bits) {}
    Value& operator=(const Value& v) noexcept {
        tagword = v.tagword;
        bits = v.bits;
        return *this;
    }

    static constexpr Value empty() { return Value(); }
    static constexpr Value none() { return Value(Tag::None, 0); }
    static constexpr Value boolean(bool x) { return Value(Tag::Bool, x ? 1 : 0); }
    static constexpr Value integer(int64_t x) { return Value(Tag::Int, (uint64_t)x); }
    static Value number(double x) {
        uint64_t u;
        std::memcpy(&u, &x, sizeof u);
        return Value(Tag::Float, u);
    }
    static Value object(Obj* p) { return Value(Tag::Obj, (uint64_t)(uintptr_t)p); }

    bool is_empty() const { return tag == Tag::Empty; }
    bool is_none() const { return tag == Tag::None; }
    bool is_bool() const { return tag == Tag::Bool; }
    bool is_int() const { return tag == Tag::Int; }
    bool is_float() const { return tag == Tag::Float; }
    bool is_obj() const { return tag == Tag::Obj; }
    // int or bool: the values Python treats as integers.
    bool is_intlike() const { return tag == Tag::Int || tag == Tag::Bool; }
    int64_t as_int() const { return tag == Tag::Bool ? (int64_t)b : i; }
    bool is_number() const { return tag == Tag::Int || tag == Tag::Bool || tag == Tag::Float; }
    double as_double() const { return tag == Tag::Float ? f : (double)as_int(); }
};

static_assert(sizeof(Value) == 16);

} // namespace kiln
