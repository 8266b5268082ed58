// Objects and operations: repr, hashing, dicts, the collector.
#include <doctest/doctest.h>

#include <cmath>

#include "vm/dict.hpp"
#include "vm/ops.hpp"
#include "vm/vm.hpp"

using namespace kiln;

TEST_CASE("float repr is CPython's") {
    CHECK(float_repr(1.0) == "1.0");
    CHECK(float_repr(0.1 + 0.2) == "0.30000000000000004");
    CHECK(float_repr(1e16) == "1e+16");
    CHECK(float_repr(1e-5) == "1e-05");
    CHECK(float_repr(0.0001) == "0.0001");
    CHECK(float_repr(-0.0) == "-0.0");
    CHECK(float_repr(123456789012345678.0) == "1.2345678901234568e+17");
    CHECK(float_repr(INFINITY) == "inf");
    CHECK(float_repr(NAN) == "nan");
}

TEST_CASE("str repr picks quotes and escapes as CPython") {
    CHECK(str_repr("a'b") == "\"a'b\"");
    CHECK(str_repr("a'b\"") == "'a\\'b\"'");
    CHECK(str_repr("tab\there\n") == "'tab\\there\\n'");
    CHECK(str_repr("\x01") == "'\\x01'");
}

TEST_CASE("hashes agree with CPython for numbers and tuples") {
    VM vm;
    int64_t h;
    CHECK(hash_int(-1) == -2);
    CHECK(hash_int(1LL << 61) == 1);
    CHECK(hash_double(1.5) == 1152921504606846977LL);
    CHECK(hash_double(2.0) == 2);
    REQUIRE(hash_value(vm, vm.tuple({Value::integer(1), Value::integer(2)}), &h));
    CHECK(h == -3550055125485641917LL);
}

TEST_CASE("dicts keep insertion order and treat 1, 1.0 and True as one key") {
    VM vm;
    DictObj* d = vm.new_dict();
    vm.pinned.push_back(d);
    CHECK(dict_set(vm, d, Value::integer(1), vm.str("a")));
    CHECK(dict_set(vm, d, vm.str("k"), Value::integer(2)));
    CHECK(dict_set(vm, d, Value::number(1.0), vm.str("b")));
    CHECK(d->used == 2);
    CHECK(as_str(dict_get(vm, d, Value::boolean(true)))->view() == "b");
    CHECK(dict_del(vm, d, Value::integer(1)) == 1);
    CHECK(d->used == 1);
    for (int i = 0; i < 1000; i++) dict_set(vm, d, Value::integer(i), Value::integer(i * i));
    CHECK(dict_get(vm, d, Value::integer(999)).i == 998001);
    std::string out;
    CHECK(repr_into(vm, Value::object(vm.new_dict()), out));
    CHECK(out == "{}");
}

TEST_CASE("a dict lookup remembers where it found its key, until a collection") {
    VM vm;
    DictObj* d = vm.new_dict();
    vm.pinned.push_back(d);
    Value key = vm.str("count");
    vm.pinned.push_back(key.o);
    const char* names[] = {"a", "b", "c", "d", "e", "f", "g", "h", "i", "j"};
    for (int i = 0; i < 10; i++) dict_set(vm, d, vm.str(names[i]), Value::integer(i));
    CHECK(dict_set(vm, d, key, Value::integer(1)));
    CHECK(dict_get(vm, d, key).i == 1);
    CHECK(vm.dict_hit.layout == d->layout);
    CHECK(vm.dict_hit.ix == 10);
    // The same key object: the remembered place, no hashing or probing.
    CHECK(dict_set(vm, d, key, Value::integer(2)));
    CHECK(dict_get(vm, d, key).i == 2);
    CHECK(d->used == 11);
    // A collection may free the key and make another object at its address.
    vm.collect();
    CHECK(vm.dict_hit.layout == UINT64_MAX);
    CHECK(dict_get(vm, d, key).i == 2);
}

TEST_CASE("dicts given the same str keys in the same order share a layout") {
    VM vm;
    auto make = [&](std::initializer_list<const char*> keys) {
        DictObj* d = vm.new_dict();
        vm.pinned.push_back(d);
        int i = 0;
        for (const char* k : keys) dict_set(vm, d, vm.str(k), Value::integer(i++));
        return d;
    };
    DictObj* a = make({"x", "y", "z"});
    DictObj* b = make({"x", "y", "z"});
    DictObj* c = make({"x", "z", "y"});
    CHECK(DictLayouts::shared(a->layout));
    CHECK(a->layout == b->layout);
    CHECK(a->layout != c->layout);
    CHECK(make({"x", "y"})->layout != a->layout);
    // A new value keeps the layout; a deleted key gives the dict its own.
    dict_set(vm, b, vm.str("y"), Value::integer(7));
    CHECK(b->layout == a->layout);
    dict_del(vm, b, vm.str("y"));
    CHECK(!DictLayouts::shared(b->layout));
    CHECK(b->entries.size() == 3); // a hole
    uint64_t own = b->layout;
    dict_set(vm, b, vm.str("y"), Value::integer(2));
    CHECK(b->layout != own);
    CHECK(b->layout != a->layout);
    // The key appended last, deleted, is taken off the end: the layout is
    // the one from before, and appending it again gives the same one, own
    // layouts as shared ones.
    const uint64_t with_y = b->layout;
    CHECK(dict_del(vm, b, vm.str("y")) == 1);
    CHECK(b->layout == own);
    CHECK(b->entries.size() == 3);
    dict_set(vm, b, vm.str("y"), Value::integer(3));
    CHECK(b->layout == with_y);
    CHECK(dict_get(vm, b, vm.str("y")).i == 3);
    DictObj* s = make({"x", "y", "z"});
    dict_set(vm, s, vm.str("e"), Value::integer(0));
    CHECK(dict_del(vm, s, vm.str("e")) == 1);
    CHECK(s->layout == a->layout);
    CHECK(s->entries.size() == 3);
    // Not once an iterator was made over it: it would see a key appended
    // later where CPython's does not, as the hole stays.
    dict_iter(vm, s, DictPart::Keys, false);
    dict_set(vm, s, vm.str("e"), Value::integer(0));
    CHECK(dict_del(vm, s, vm.str("e")) == 1);
    CHECK(!DictLayouts::shared(s->layout));
    CHECK(s->entries.size() == 4);
    // Emptied and refilled the same way: the shared layout again.
    dict_clear(b);
    CHECK(b->layout == DictLayouts::kEmpty);
    for (const char* k : {"x", "y", "z"}) dict_set(vm, b, vm.str(k), Value::integer(0));
    CHECK(b->layout == a->layout);
    // Compacted after deletions: the layout of the keys left, in order.
    DictObj* e = make({"x", "q", "y", "z"});
    dict_del(vm, e, vm.str("q"));
    dict_set(vm, e, vm.str("w"), Value::integer(0));
    CHECK(!DictLayouts::shared(e->layout));
    for (const char* k : {"v", "u", "t"}) dict_set(vm, e, vm.str(k), Value::integer(0)); // indexed: compacted
    CHECK(e->entries.size() == e->used);
    CHECK(e->layout == make({"x", "y", "z", "w", "v", "u", "t"})->layout);
    CHECK(dict_get(vm, e, vm.str("q")).is_empty());
    // Not shared: a non-str key, or more keys than an object's attributes.
    DictObj* f = make({"x"});
    dict_set(vm, f, Value::integer(1), Value::integer(1));
    CHECK(!DictLayouts::shared(f->layout));
    DictObj* g = vm.new_dict();
    vm.pinned.push_back(g);
    for (size_t i = 0; i <= DictLayouts::kMaxKeys; i++) dict_set(vm, g, vm.str(fmt::format("k{}", i)), Value::none());
    CHECK(!DictLayouts::shared(g->layout));
    // Equal strings that are different objects are the same key.
    DictObj* h = vm.new_dict();
    vm.pinned.push_back(h);
    for (const char* k : {"x", "y", "z"}) dict_set(vm, h, vm.str(std::string(k)), Value::integer(0));
    CHECK(h->layout == a->layout);
}

TEST_CASE("small dicts of str keys scan their entries; the index comes with the 8th entry or another key") {
    VM vm;
    DictObj* d = vm.new_dict();
    vm.pinned.push_back(d);
    for (int i = 0; i < 7; i++) dict_set(vm, d, vm.str(fmt::format("k{}", i)), Value::integer(i));
    CHECK(d->index.empty());
    CHECK(dict_get(vm, d, vm.str("k3")).i == 3);
    CHECK(dict_find_str(d, as_str(vm.str("k6"))) == 6);
    CHECK(dict_del(vm, d, vm.str("k0")) == 1);
    CHECK(dict_get(vm, d, vm.str("k0")).is_empty());
    CHECK(dict_del(vm, d, vm.str("k0")) == 0);
    dict_set(vm, d, vm.str("k7"), Value::integer(7)); // 8 entries with the deleted one: indexed, compacted
    CHECK(!d->index.empty());
    CHECK(d->entries.size() == 7);
    for (int i = 1; i < 8; i++) CHECK(dict_get(vm, d, vm.str(fmt::format("k{}", i))).i == i);
    DictObj* m = vm.new_dict();
    vm.pinned.push_back(m);
    dict_set(vm, m, vm.str("a"), Value::integer(1));
    CHECK(m->index.empty());
    dict_set(vm, m, Value::integer(5), Value::integer(2)); // not a str
    CHECK(!m->index.empty());
    CHECK(dict_get(vm, m, vm.str("a")).i == 1);
    CHECK(dict_get(vm, m, Value::number(5.0)).i == 2);
    dict_clear(m);
    CHECK(m->index.empty());
    CHECK(dict_get(vm, m, vm.str("a")).is_empty());
}

TEST_CASE("keys added and taken off the end of an indexed dict count towards its index's fill") {
    VM vm;
    DictObj* d = vm.new_dict();
    vm.pinned.push_back(d);
    for (int i = 0; i < 20; i++) dict_set(vm, d, vm.str(fmt::format("k{}", i)), Value::integer(i));
    REQUIRE(!d->index.empty());
    // Each key leaves a deleted slot in the index, its entry gone: the
    // index is rebuilt before it fills (a lookup would never end).
    for (int i = 0; i < 5000; i++) {
        Value key = vm.str(fmt::format("x{}", i));
        dict_set(vm, d, key, Value::integer(i));
        CHECK(d->entries.size() == 21);
        CHECK(dict_del(vm, d, key) == 1);
        CHECK(d->entries.size() == 20);
        CHECK((d->entries.size() + d->popped) * 3 <= d->index.size() * 2);
    }
    for (int i = 0; i < 20; i++) CHECK(dict_get(vm, d, vm.str(fmt::format("k{}", i))).i == i);
    CHECK(dict_get(vm, d, vm.str("x4999")).is_empty());
}

TEST_CASE("once the layout table is full, new key orders get layouts of their own") {
    VM vm;
    DictObj* d = vm.new_dict();
    vm.pinned.push_back(d);
    for (size_t i = 0; vm.dict_layouts.transitions() < DictLayouts::kMaxTransitions; i++) {
        dict_clear(d);
        dict_set(vm, d, vm.str(fmt::format("key{}", i)), Value::none());
    }
    DictObj* a = vm.new_dict();
    DictObj* b = vm.new_dict();
    vm.pinned.push_back(a);
    vm.pinned.push_back(b);
    for (DictObj* x : {a, b}) dict_set(vm, x, Value::object(vm.intern("fresh_name")), Value::none());
    CHECK(!DictLayouts::shared(a->layout));
    CHECK(a->layout != b->layout);
    // Transitions made before it filled up are still shared.
    dict_clear(a);
    dict_clear(b);
    for (DictObj* x : {a, b}) dict_set(vm, x, vm.str("key0"), Value::none());
    CHECK(DictLayouts::shared(a->layout));
    CHECK(a->layout == b->layout);
}

TEST_CASE("the collector frees unreachable objects, cycles included") {
    VM vm;
    vm.collect();
    size_t base = vm.bytes_allocated;
    for (int i = 0; i < 10000; i++) {
        ListObj* a = vm.new_list();
        ListObj* b = vm.new_list();
        a->values().push_back(Value::object(b));
        b->values().push_back(Value::object(a)); // a cycle
    }
    vm.collect();
    CHECK(vm.bytes_allocated == base);
    ListObj* kept = vm.new_list();
    vm.pinned.push_back(kept);
    kept->values().push_back(vm.str("still here"));
    vm.collect();
    CHECK(as_str(kept->values()[0])->view() == "still here");
}

TEST_CASE("int arithmetic follows Python and never overflows silently") {
    VM vm;
    CHECK(int_floordiv(vm, -7, 2).i == -4);
    CHECK(int_mod(vm, -7, 2).i == 1);
    CHECK(int_mod(vm, 7, -2).i == -1);
    CHECK(float_mod(-7.5, 2.0) == 0.5);
    Value r = binary_op(vm, Op::Mul, Value::integer(INT64_MAX), Value::integer(2));
    CHECK(!vm.exc);
    CHECK(is_kind(r, Kind::BigInt)); // a big int, not a wrapped one
}

TEST_CASE("a script that builds and drops a million small lists runs in bounded memory") {
    VM vm;
    vm.write_out = [](std::string_view s) { return (std::ptrdiff_t)s.size(); };
    DictObj* g = vm.new_globals("__main__");
    vm.pinned.push_back(g);
    size_t peak = 0;
    // Run in slices so the peak heap can be observed between them.
    for (int slice = 0; slice < 10; slice++) {
        Value r = vm.run_source("i = 0\nwhile i < 100000:\n    x = [i, i + 1, [i]]\n    i += 1\n", "gc.py", g);
        REQUIRE(!r.is_empty());
        peak = std::max(peak, vm.bytes_allocated);
    }
    CHECK(vm.gc_count > 0);
    // A million lists of lists would take well over 200 MB if none were freed.
    CHECK(peak < (size_t)160 << 20);
}

TEST_CASE("the collector's floor: 4 MB while little survives, 16 MB past 1 MB, 64 MB past 4 MB of objects") {
    VM vm;
    RunningVM running(&vm); // list storage is charged to it
    vm.write_out = [](std::string_view s) { return (std::ptrdiff_t)s.size(); };
    DictObj* g = vm.new_globals("__main__");
    vm.pinned.push_back(g);
    const char* churn = "i = 0\nwhile i < 400000:\n    x = [i, [i], (i, i)]\n    i += 1\n";
    // About 100 MB of short-lived lists, little kept: collections every 4 MB or so.
    Value r = vm.run_source(churn, "floor.py", g);
    REQUIRE(!r.is_empty());
    CHECK(vm.gc_floor == (size_t)4 << 20);
    CHECK(vm.gc_count >= 10); // about 5 under a 16 MB floor
    // A list of 8 MB kept (one object, its storage): the floor goes to 16 MB, not 64.
    r = vm.run_source("keep = [0] * 500000\n", "floor2.py", g);
    REQUIRE(!r.is_empty());
    r = vm.run_source(churn, "floor3.py", g);
    REQUIRE(!r.is_empty());
    CHECK(vm.gc_floor == (size_t)16 << 20);
    // 8 MB kept: 64 MB, and it stays there.
    r = vm.run_source("keep = [str(i) * 20 for i in range(100000)]\n", "floor4.py", g);
    REQUIRE(!r.is_empty());
    r = vm.run_source(churn, "floor5.py", g);
    REQUIRE(!r.is_empty());
    CHECK(vm.gc_floor == (size_t)64 << 20);
    r = vm.run_source("keep = None\n", "floor6.py", g);
    REQUIRE(!r.is_empty());
    r = vm.run_source(churn, "floor7.py", g);
    REQUIRE(!r.is_empty());
    CHECK(vm.gc_floor == (size_t)64 << 20);
    CHECK(vm.next_gc >= (size_t)64 << 20);
}

TEST_CASE("an instance's few attributes live in its dict's cell, and move out when they outgrow it") {
    VM vm;
    vm.write_out = [](std::string_view s) { return (std::ptrdiff_t)s.size(); };
    DictObj* g = vm.new_globals("__main__");
    vm.pinned.push_back(g);
    RunningVM running(&vm); // container storage is charged to it
    Value r = vm.run_source("class P:\n    def __init__(self, x, y):\n        self.x = x\n        self.y = y\n"
                            "a = P(1, 2)\nb = P(3, 4)\n",
                            "cell.py", g);
    REQUIRE(!r.is_empty());
    auto instance = [&](const char* name) {
        Value v = dict_get_str(g, vm.intern(name));
        REQUIRE(is_kind(v, Kind::Instance));
        return static_cast<InstanceObj*>(v.o);
    };
    // The first instance was made before its class knew its size; the
    // second has room for exactly its two attributes in the dict's cell.
    CHECK_FALSE(instance("a")->dict->entries.in_cell());
    DictObj* d = instance("b")->dict;
    CHECK(d->entries.in_cell());
    CHECK(d->entries.capacity() == 2);
    r = vm.run_source("b.z = 5\nb.w = 6\nc = P(7, 8)\nt = b.x + b.y + b.z + b.w\n", "cell2.py", g);
    REQUIRE(!r.is_empty());
    CHECK(instance("b")->dict == d);
    CHECK_FALSE(d->entries.in_cell());
    CHECK(d->entries.size() == 4);
    CHECK(dict_get_str(g, vm.intern("t")).i == 18);
    vm.collect();
    CHECK(instance("c")->dict->entries.in_cell());
    CHECK(dict_get_str(instance("b")->dict, vm.intern("w")).i == 6);
    // Storage they take outside their cells is freed with them: an index
    // (a key that is not a str) or entries that outgrew the cell.
    vm.collect();
    const size_t before = vm.container_bytes;
    r = vm.run_source("keep = []\nfor i in range(2000):\n    p = P(i, i)\n    p.z = i\n    vars(p)[i] = i\n"
                      "    keep.append(p)\n",
                      "cell3.py", g);
    REQUIRE(!r.is_empty());
    CHECK(vm.container_bytes > before + 2000 * 100);
    r = vm.run_source("keep = None\np = None\n", "cell4.py", g);
    REQUIRE(!r.is_empty());
    vm.collect();
    CHECK(vm.container_bytes < before + 4096);
}
