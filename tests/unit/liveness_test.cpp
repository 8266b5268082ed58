// Liveness of a function's locals (jit/liveness.hpp): what a trace's exits
// and loop ends may leave unwritten.
#include <doctest/doctest.h>

#include <string>

#include "jit/liveness.hpp"
#include "lang/compiler.hpp"

using namespace kiln;
using namespace kiln::jit;

namespace {

int local_of(const CodeProto& c, const std::string& name) {
    for (size_t i = 0; i < c.varnames.size(); i++)
        if (c.varnames[i] == name) return (int)i;
    FAIL("no local " << name);
    return -1;
}

// The first loop's header: where its back-edge jumps.
uint32_t header_of(const CodeProto& c) {
    for (uint32_t ins : c.code)
        if (op_of(ins) == Opcode::JUMP_BACK) return arg_of(ins);
    FAIL("no loop");
    return 0;
}

uint32_t first(const CodeProto& c, Opcode op) {
    for (uint32_t pc = 0; pc < c.code.size(); pc++)
        if (op_of(c.code[pc]) == op) return pc;
    FAIL("no such instruction");
    return 0;
}

} // namespace

TEST_CASE("liveness: a loop's temporaries and its target are dead at its header, its accumulator live") {
    auto m = compile_module("def f(n):\n"
                            "    t = 0\n"
                            "    for i in range(n):\n"
                            "        x = i * 2\n"
                            "        t += x\n"
                            "    return t\n",
                            "t.py");
    const CodeProto& f = *m->children[0];
    Liveness live(f);
    const uint32_t h = header_of(f);
    CHECK(live.live(h, local_of(f, "t")));
    CHECK_FALSE(live.live(h, local_of(f, "x")));
    CHECK_FALSE(live.live(h, local_of(f, "i")));
    CHECK_FALSE(live.live(h, local_of(f, "n"))); // read once, before the loop
    CHECK(live.live(0, local_of(f, "n")));
    // Where the loop's end returns t, only t is live.
    const uint32_t ret = first(f, Opcode::RETURN_VALUE);
    CHECK(live.live(ret - 1, local_of(f, "t")));
    CHECK_FALSE(live.live(ret - 1, local_of(f, "x")));
    // Out of range: live (nothing is assumed).
    CHECK(live.live((uint32_t)f.code.size(), local_of(f, "x")));
    CHECK(live.live(h, 99));
}

TEST_CASE("liveness: a local read after the loop on one path is live throughout the loop") {
    auto m = compile_module("def f(n):\n"
                            "    tmp = -1\n"
                            "    for i in range(n):\n"
                            "        tmp = i * 3\n"
                            "        if tmp > 100:\n"
                            "            break\n"
                            "    return tmp\n"
                            // Here every way out of the loop that reads tmp wrote it first.
                            "def g(n):\n"
                            "    for i in range(n):\n"
                            "        tmp = i * 3\n"
                            "        if tmp > 100:\n"
                            "            break\n"
                            "    else:\n"
                            "        return -1\n"
                            "    return tmp\n",
                            "t.py");
    const CodeProto& f = *m->children[0];
    Liveness live(f);
    CHECK(live.live(header_of(f), local_of(f, "tmp")));
    CHECK_FALSE(live.live(header_of(f), local_of(f, "i")));
    const CodeProto& g = *m->children[1];
    CHECK_FALSE(Liveness(g).live(header_of(g), local_of(g, "tmp")));
}

TEST_CASE("liveness: an exception handler's reads are live wherever it may be entered from") {
    auto m = compile_module("def f(n):\n"
                            "    t = 0\n"
                            "    try:\n"
                            "        for i in range(n):\n"
                            "            t = i\n"
                            "            q = 10 // (n - i)\n"
                            "    except ZeroDivisionError:\n"
                            "        return t\n"
                            "    return 0\n",
                            "t.py");
    const CodeProto& f = *m->children[0];
    Liveness live(f);
    const int t = local_of(f, "t");
    // t is written at the top of each iteration, but the division after
    // it may raise into the handler, which reads it.
    const uint32_t div = first(f, Opcode::BINARY_FLOORDIV);
    CHECK(live.live(div, t));
    CHECK_FALSE(live.live(div, local_of(f, "q")));
}

TEST_CASE("liveness: del reads its local; a module's locals are always live; a generator's across its yields") {
    auto m = compile_module("def f():\n"
                            "    x = 1\n"
                            "    for i in range(3):\n"
                            "        pass\n"
                            "    del x\n"
                            "def g(n):\n"
                            "    for i in range(n):\n"
                            "        y = i\n"
                            "        yield y\n"
                            "for k in range(3):\n"
                            "    z = k\n",
                            "t.py");
    const CodeProto& f = *m->children[0];
    CHECK(Liveness(f).live(header_of(f), local_of(f, "x")));
    const CodeProto& g = *m->children[1];
    // y is written before it is read in each iteration.
    CHECK_FALSE(Liveness(g).live(header_of(g), local_of(g, "y")));
    Liveness mod(*m);
    CHECK(mod.live(header_of(*m), 0));
}

TEST_CASE("liveness: a generator's local read after a yield is live across it, and at its loop's header") {
    auto m = compile_module("def h(n):\n"
                            "    total = 0\n"
                            "    for i in range(n):\n"
                            "        y = i\n"
                            "        yield y\n"
                            "        total += y\n"
                            "    yield total\n",
                            "t.py");
    const CodeProto& h = *m->children[0];
    Liveness live(h);
    const uint32_t header = header_of(h);
    CHECK(live.live(header, local_of(h, "total")));
    CHECK_FALSE(live.live(header, local_of(h, "y")));
    bool yield_seen = false;
    for (uint32_t pc = header; pc < h.code.size(); pc++)
        if (op_of(h.code[pc]) == Opcode::YIELD_VALUE) {
            yield_seen = true;
            CHECK(live.live(pc, local_of(h, "y")));     // read after the yield
            CHECK(live.live(pc, local_of(h, "total")));
            break;
        }
    CHECK(yield_seen);
}
