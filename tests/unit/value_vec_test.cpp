// ValueVec (vm/value_vec.hpp): std::vector's operations over realloc'd
// storage, including the ones whose source is the array itself, and the
// bytes charged to the running VM.
#include <doctest/doctest.h>

#include <vector>

#include "vm/value_vec.hpp"
#include "vm/vm.hpp"

using namespace kiln;

namespace {

ValueVec ints(std::initializer_list<int64_t> xs) {
    ValueVec v;
    for (int64_t x : xs) v.push_back(Value::integer(x));
    return v;
}

std::vector<int64_t> as_ints(const ValueVec& v) {
    std::vector<int64_t> out;
    for (const Value& x : v) out.push_back(x.i);
    return out;
}

} // namespace

TEST_CASE("ValueVec grows through small blocks into malloc'd storage, items kept") {
    ValueVec v;
    std::vector<int64_t> want;
    for (int64_t i = 0; i < 100000; i++) {
        v.push_back(Value::integer(i * 7));
        want.push_back(i * 7);
    }
    CHECK(v.capacity() >= v.size());
    CHECK(as_ints(v) == want);
    v.shrink_to_fit();
    CHECK(v.capacity() == v.size());
    CHECK(as_ints(v) == want);
    v.resize(3);
    v.shrink_to_fit(); // back into a small block
    CHECK(as_ints(v) == std::vector<int64_t>{0, 7, 14});
}

TEST_CASE("ValueVec: push_back of its own item while full") {
    ValueVec v = ints({1, 2, 3, 4});
    v.shrink_to_fit();
    REQUIRE(v.size() == v.capacity());
    v.push_back(v[0]); // the source moves when the storage grows
    v.push_back(v.back());
    CHECK(as_ints(v) == std::vector<int64_t>{1, 2, 3, 4, 1, 1});
}

TEST_CASE("ValueVec insert and erase, from other arrays and from itself") {
    ValueVec v = ints({1, 2, 3});
    ValueVec other = ints({8, 9});
    v.insert(v.begin() + 1, other.begin(), other.end());
    CHECK(as_ints(v) == std::vector<int64_t>{1, 8, 9, 2, 3});
    v.insert(v.begin(), v.begin() + 3, v.end()); // l[0:0] = l[3:]
    CHECK(as_ints(v) == std::vector<int64_t>{2, 3, 1, 8, 9, 2, 3});
    v.insert(v.end(), v.begin(), v.end()); // l += l
    CHECK(v.size() == 14);
    CHECK(as_ints(v) == std::vector<int64_t>{2, 3, 1, 8, 9, 2, 3, 2, 3, 1, 8, 9, 2, 3});
    v.erase(v.begin() + 2, v.begin() + 12);
    CHECK(as_ints(v) == std::vector<int64_t>{2, 3, 2, 3});
    v.erase(v.begin());
    CHECK(as_ints(v) == std::vector<int64_t>{3, 2, 3});
    v.insert(v.begin() + 1, v[2]);
    v.insert(v.end(), 2, Value::integer(5));
    CHECK(as_ints(v) == std::vector<int64_t>{3, 3, 2, 3, 5, 5});
}

TEST_CASE("ValueVec assign from a part of itself, copy, move and swap") {
    ValueVec v = ints({1, 2, 3, 4, 5});
    v.assign(v.begin() + 2, v.end());
    CHECK(as_ints(v) == std::vector<int64_t>{3, 4, 5});
    ValueVec c = v;
    c[0] = Value::integer(30);
    CHECK(as_ints(v) == std::vector<int64_t>{3, 4, 5});
    ValueVec m = std::move(c);
    CHECK(c.empty());
    CHECK(as_ints(m) == std::vector<int64_t>{30, 4, 5});
    m.swap(v);
    CHECK(as_ints(v) == std::vector<int64_t>{30, 4, 5});
    v.assign(4, Value::none());
    CHECK(v.size() == 4);
    CHECK(v[3].is_none());
    std::vector<Value> from(3, Value::boolean(true));
    v.assign(from.begin(), from.end());
    CHECK(v.size() == 3);
    CHECK(v[2].is_bool());
}

TEST_CASE("ValueVec charges its storage to the running VM and gives it back") {
    VM vm;
    RunningVM running(&vm);
    const size_t before = vm.container_bytes;
    {
        ValueVec v;
        for (int i = 0; i < 5000; i++) v.push_back(Value::integer(i));
        CHECK(vm.container_bytes == before + v.capacity() * sizeof(Value));
        v.resize(10);
        v.shrink_to_fit();
        CHECK(vm.container_bytes == before + 10 * sizeof(Value));
    }
    CHECK(vm.container_bytes == before);
}
