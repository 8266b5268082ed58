// The waiting `as` (jit/assembler.hpp): GCC's assembly text in, an object
// kiln loads and calls out; a failure says what `as` said, and turns the
// assembler off (GCC's driver assembles from then on).
#include <doctest/doctest.h>

#include <cstdint>
#include <string>

#include "jit/assembler.hpp"
#include "jit/object_loader.hpp"

using namespace kiln::jit;

namespace {

// long triple_plus(long a, long b) { return a * 3 + b; }, as gcc -O1 -S writes it.
const char* kTriplePlus =
    "\t.file\t\"fake.c\"\n"
    "\t.text\n"
    "\t.globl\ttriple_plus\n"
    "\t.type\ttriple_plus, @function\n"
    "triple_plus:\n"
    "\tleaq\t(%rdi,%rdi,2), %rax\n"
    "\taddq\t%rsi, %rax\n"
    "\tret\n"
    "\t.size\ttriple_plus, .-triple_plus\n"
    "\t.section\t.note.GNU-stack,\"\",@progbits\n";

long call(const LoadedObject& obj, const char* name, long a, long b) {
    auto fn = reinterpret_cast<long (*)(long, long)>(obj.symbol(name));
    REQUIRE(obj.symbol(name) != nullptr);
    return fn(a, b);
}

} // namespace

TEST_CASE("assembler: GCC's assembly becomes an object kiln loads, again and again") {
    if (Assembler::program().empty()) return; // no binutils: GCC could not assemble either
    Assembler as;
    CHECK(as.usable());
    for (int k = 0; k < 4; k++) { // started ahead (prepare), or when asked to assemble with none waiting
        if (k % 2 == 0) as.prepare();
        std::string object, error;
        REQUIRE_MESSAGE(as.assemble(kTriplePlus, &object, &error), error);
        auto obj = LoadedObject::load(reinterpret_cast<const uint8_t*>(object.data()), object.size(), &error);
        REQUIRE_MESSAGE(obj, error);
        CHECK(call(*obj, "triple_plus", 7, k) == 21 + k);
    }
}

TEST_CASE("assembler: a failure reports what `as` said and turns it off") {
    if (Assembler::program().empty()) return;
    Assembler as;
    std::string object, error;
    CHECK_FALSE(as.assemble("\tnotaninstruction %rax\n", &object, &error));
    CHECK(error.find("notaninstruction") != std::string::npos);
    CHECK_FALSE(as.usable());
    CHECK_FALSE(as.assemble(kTriplePlus, &object, &error)); // GCC's driver from now on
}
