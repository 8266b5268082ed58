// The random module's building blocks: SHA-512 against FIPS 180-2 / NIST
// vectors, and MT19937 against the reference output of Matsumoto and
// Nishimura's mt19937ar.c (init_by_array {0x123, 0x234, 0x345, 0x456}).
#include <doctest/doctest.h>

#include <chrono>
#include <string>

#include "kiln/kiln.hpp"

#include "stdlib/mersenne_twister.hpp"
#include "stdlib/sha512.hpp"
#include "vm/vm.hpp"

using namespace kiln;

namespace {

std::string hex_sha512(const std::string& s) {
    auto d = sha512(s.data(), s.size());
    static const char digits[] = "0123456789abcdef";
    std::string out;
    for (uint8_t b : d) {
        out += digits[b >> 4];
        out += digits[b & 15];
    }
    return out;
}

} // namespace

TEST_CASE("sha512 matches the published test vectors") {
    CHECK(hex_sha512("") ==
          "cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce"
          "47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e");
    CHECK(hex_sha512("abc") ==
          "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a"
          "2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f");
    CHECK(hex_sha512("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrs"
                     "mnopqrstnopqrstu") ==
          "8e959b75dae313da8cf4f72814fc143f8f7779c6eb9f7fa17299aeadb6889018"
          "501d289e4900f7e4331b99dec4b5433ac7d329eeb6dd26545e96e55b874be909");
    CHECK(hex_sha512(std::string(1000000, 'a')) ==
          "e718483d0ce769644e2e42c7bc15b4638e1f98b13b2044285632a803afa973eb"
          "de0ff244877ea60a4cb0432ce577c31beb009c5c2c49aa2e4eadb217ad8cc09b");
}

TEST_CASE("sha512 pads messages at the one-block / two-block boundary") {
    // 111 bytes leave room for the 0x80 byte and the length in one block; 112 do not.
    CHECK(hex_sha512(std::string(111, 'a')) ==
          "fa9121c7b32b9e01733d034cfc78cbf67f926c7ed83e82200ef86818196921760"
          "b4beff48404df811b953828274461673c68d04e297b0eb7b2b4d60fc6b566a2");
    CHECK(hex_sha512(std::string(112, 'a')) ==
          "c01d080efd492776a1c43bd23dd99d0a2e626d481e16782e75d54c2503b5dc32"
          "bd05f0f1ba33e568b88fd2d970929b719ecbb152f58f130a407c8830604b70ca");
    CHECK(hex_sha512(std::string(128, 'a')) ==
          "b73d1929aa615934e61a871596b3f3b33359f42b8175602e89f7e06e5f658a24"
          "3667807ed300314b95cacdd579f3e33abdfbe351909519a846d465c59582f321");
}

TEST_CASE("MT19937 reproduces mt19937ar.c's reference stream") {
    MersenneTwister mt;
    const uint32_t key[] = {0x123, 0x234, 0x345, 0x456};
    mt.init_by_array(key, 4);
    const uint32_t expected[] = {1067595299U, 955945823U, 477289528U, 4107218783U, 4228976476U};
    for (uint32_t e : expected) CHECK(mt.next() == e);
    // CPython's random(): 53 bits from two draws (random.Random(n).random()
    // for the seed n whose 32-bit words are the key above).
    mt.init_by_array(key, 4);
    CHECK(mt.random() == 0.24856890158782508);
}

TEST_CASE("MT19937 regenerates its state every 624 draws") {
    // random.Random(0): key {0}; the 1000th draw crosses a refill.
    MersenneTwister mt;
    const uint32_t key[] = {0};
    mt.init_by_array(key, 1);
    for (int i = 0; i < 999; i++) mt.next();
    CHECK(mt.next() == 2971151651U);
}

namespace {

// Bytes allocated by 100,000 rounds of `body` (run after a warm-up).
size_t bytes_for_loop(const char* body) {
    VM vm;
    vm.write_out = [](std::string_view s) { return (std::ptrdiff_t)s.size(); };
    DictObj* g = vm.new_globals("__main__");
    vm.pinned.push_back(g);
    std::string setup = "import random\nfrom random import random as f\nr = random.Random(1)\n"
                        "def loop(n):\n    i = 0\n    while i < n:\n";
    setup += body;
    setup += "        i += 1\n";
    REQUIRE(!vm.run_source(setup, "setup.py", g).is_empty());
    REQUIRE(!vm.run_source("loop(10)\n", "warm.py", g).is_empty());
    vm.next_gc = (size_t)1 << 30; // no collection while it measures
    size_t before = vm.bytes_allocated, collections = vm.gc_count;
    REQUIRE(!vm.run_source("loop(100000)\n", "hot.py", g).is_empty());
    REQUIRE(vm.gc_count == collections);
    return vm.bytes_allocated - before;
}

} // namespace

TEST_CASE("random.random() allocates nothing, from the module or an instance") {
    // 300,000 calls: what is allocated is the run's own code objects.
    CHECK(bytes_for_loop("        random.random()\n        f()\n        r.random()\n") < 4096);
    // The measure sees one small allocation per round.
    CHECK(bytes_for_loop("        x = (i,)\n") > 100000);
}

TEST_CASE("random's long native loops obey the host's time and heap limits") {
    using namespace std::chrono_literals;
    kiln::Config timed;
    timed.time_limit = 100ms;
    kiln::Interpreter in(timed);
    for (const char* src : {"import random\nrandom.choices('ab', k=10**8)\n",
                            "import random\nrandom.choices('ab', [1, 2], k=10**8)\n",
                            "import random\nrandom.sample(range(10**12), 10**7)\n"}) {
        auto start = std::chrono::steady_clock::now();
        auto err = in.run_string(src);
        REQUIRE(err);
        CHECK(err->type == "TimeoutError");
        CHECK(std::chrono::steady_clock::now() - start < 2s);
    }
    kiln::Config small;
    small.heap_limit = 16 << 20;
    kiln::Interpreter in2(small);
    for (const char* src : {"import random\nrandom.choices('ab', k=10**8)\n",
                            "import random\nrandom.sample(range(10**8), 10**7)\n",
                            "import random\nrandom.getrandbits(2**31 - 1)\n"}) {
        auto err = in2.run_string(src);
        REQUIRE(err);
        CHECK(err->type == "MemoryError");
    }
}
