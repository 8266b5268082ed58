// itertools under the embedding API's limits: tee's shared values are
// dropped once every copy has passed them (CPython's links of 57), so
// copies that keep pace over an endless source stay within a small heap,
// while a copy left behind keeps what it has not read.
#include <doctest/doctest.h>

#include "kiln/kiln.hpp"

TEST_CASE("tee copies that keep pace hold a bounded buffer") {
    kiln::Config config;
    config.heap_limit = 8 << 20;
    kiln::Interpreter interp(config);
    auto err = interp.run_string("from itertools import tee, count\n"
                                 "a, b = tee(count())\n"
                                 "for _ in range(2000000):\n"
                                 "    next(a)\n"
                                 "    next(b)\n"
                                 "done = next(a) == next(b) == 2000000\n");
    CHECK(!err);
    CHECK(interp.eval<bool>("done"));
}

TEST_CASE("a tee copy left behind keeps every value it has not read") {
    kiln::Config config;
    config.heap_limit = 8 << 20;
    kiln::Interpreter interp(config);
    auto err = interp.run_string("from itertools import tee, count\n"
                                 "a, b = tee(count())\n"
                                 "for _ in range(2000000):\n"
                                 "    next(a)\n");
    REQUIRE(err);
    CHECK(err->type == "MemoryError");
}

TEST_CASE("itertools iterators and their generators are collected") {
    kiln::Config config;
    config.heap_limit = 8 << 20;
    kiln::Interpreter interp(config);
    auto err = interp.run_string("from itertools import groupby, chain, islice, product\n"
                                 "def gen(n):\n"
                                 "    for i in range(n):\n"
                                 "        yield i // 3\n"
                                 "total = 0\n"
                                 "for _ in range(20000):\n"
                                 "    for k, g in groupby(chain(gen(9), [7])):\n"
                                 "        total += sum(islice(g, 2))\n"
                                 "    total += len(list(product('ab', repeat=3)))\n");
    CHECK(!err);
    CHECK(interp.eval<long>("total") == 20000 * (0 + 2 + 4 + 7 + 8));
}
