// Compiler: scopes, bytecode shapes, compile-time errors.
#include <doctest/doctest.h>

#include "lang/compiler.hpp"
#include "lang/parser.hpp"
#include "lang/string_builders.hpp"
#include "lang/syntax_error.hpp"

using namespace kiln;

namespace {

std::string error_of(std::string_view src) {
    try {
        compile_module(src, "t.py");
    } catch (const SyntaxError& e) {
        return e.kind + ": " + e.what();
    }
    return "no error";
}

bool has_op(const CodeProto& c, Opcode op) {
    for (uint32_t ins : c.code)
        if (op_of(ins) == op) return true;
    return false;
}

} // namespace

TEST_CASE("module names are globals, function names are fast locals") {
    auto code = compile_module("x = 1\ndef f(a):\n    b = a\n    return b + x\n", "t.py");
    CHECK(has_op(*code, Opcode::STORE_GLOBAL));
    REQUIRE(code->children.size() == 1);
    const CodeProto& f = *code->children[0];
    CHECK(f.varnames == std::vector<std::string>{"a", "b"});
    CHECK(has_op(f, Opcode::LOAD_FAST));
    CHECK(has_op(f, Opcode::LOAD_GLOBAL));
}

TEST_CASE("captured variables become cells and free variables") {
    auto code = compile_module("def outer():\n    n = 0\n    def inc():\n        nonlocal n\n        n += 1\n"
                               "        return n\n    return inc\n",
                               "t.py");
    const CodeProto& outer = *code->children[0];
    CHECK(outer.cellvars == std::vector<std::string>{"n"});
    const CodeProto& inc = *outer.children[0];
    CHECK(inc.freevars == std::vector<std::string>{"n"});
    CHECK(has_op(inc, Opcode::STORE_DEREF));
    CHECK(inc.qualname == "outer.<locals>.inc");
}

TEST_CASE("a parameter captured by a closure starts its cell from the argument") {
    auto code = compile_module("def f(x):\n    return lambda: x\n", "t.py");
    const CodeProto& f = *code->children[0];
    REQUIRE(f.cell_from_param.size() == 1);
    CHECK(f.cell_from_param[0] == 0);
}

TEST_CASE("loops end in JUMP_BACK") {
    auto code = compile_module("i = 0\nwhile i < 3:\n    i += 1\n", "t.py");
    CHECK(has_op(*code, Opcode::JUMP_BACK));
}

TEST_CASE("compile-time errors") {
    CHECK(error_of("return 1\n") == "SyntaxError: 'return' outside function");
    CHECK(error_of("break\n") == "SyntaxError: 'break' outside loop");
    CHECK(error_of("def f():\n    nonlocal q\n") == "SyntaxError: no binding for nonlocal 'q' found");
    CHECK(error_of("def f(a):\n    global a\n") == "SyntaxError: name 'a' is parameter and global");
    CHECK(error_of("x = 1" + std::string(4300, '0') + "\n").rfind("SyntaxError: Exceeds the limit (4300 digits)", 0) == 0);
}

TEST_CASE("integer literals beyond 64 bits become big constants, in decimal") {
    auto code = compile_module("a = 0xffffffffffffffffff\nb = -9223372036854775808\nc = -99999999999999999999\n",
                               "t.py");
    bool hex = false, min = false, neg = false;
    for (auto& k : code->consts) {
        hex |= k.kind == Constant::BigInt && k.s == "4722366482869645213695";
        min |= k.kind == Constant::Int && k.i == INT64_MIN; // negated, it fits again
        neg |= k.kind == Constant::BigInt && k.s == "-99999999999999999999";
    }
    CHECK(hex);
    CHECK(min);
    CHECK(neg);
    CHECK(disassemble(*code).find("(4722366482869645213695)") != std::string::npos);
}

TEST_CASE("string builders: a loop's locals whose every mention is an append to them") {
    auto loop_of = [](std::string_view src) {
        auto m = parse_module(src);
        REQUIRE(!m.empty());
        return string_builders(*m.front());
    };
    using V = std::vector<std::string>;
    CHECK(loop_of("for i in r:\n    s += str(i)\n    t = t + 'x'\n    n += 1\n") == V{"s", "t", "n"});
    // Any other mention: read, passed, assigned, the loop's target or test,
    // in the appended value, in a nested function, an attribute's name.
    CHECK(loop_of("for i in r:\n    s += 'a'\n    print(s)\n").empty());
    CHECK(loop_of("for s in r:\n    s += 'a'\n").empty());
    CHECK(loop_of("while len(s) < 9:\n    s += 'a'\n").empty());
    CHECK(loop_of("for i in r:\n    s += s\n").empty());
    CHECK(loop_of("for i in r:\n    s = s + 'a' + 'b'\n").empty());
    CHECK(loop_of("for i in r:\n    s += 'a'\n    def f():\n        return s\n").empty());
    CHECK(loop_of("for i in r:\n    s += 'a'\n    o.s = 1\n").empty());
    CHECK(loop_of("for i in r:\n    a = s = s + 'a'\n").empty());
    // The iterable and the else clause are outside the loop's iterations.
    CHECK(loop_of("for i in s:\n    s += 'a'\nelse:\n    print(s)\n") == V{"s"});
    // Nested loops count as the loop's body.
    CHECK(loop_of("for i in r:\n    for j in q:\n        s += 'a'\n") == V{"s"});
    CHECK(loop_of("for i in r:\n    for j in q:\n        s += 'a'\n    out.append(s)\n").empty());
}

TEST_CASE("string builders: STR_DISOWN before the loop, STR_APPEND for its appends, only for fast locals") {
    auto code = compile_module("def f(r):\n    s = ''\n    for i in r:\n        s += 'a'\n    return s\n", "t.py");
    REQUIRE(code->children.size() == 1);
    const CodeProto& f = *code->children[0];
    CHECK(has_op(f, Opcode::STR_DISOWN));
    CHECK(has_op(f, Opcode::STR_APPEND));
    CHECK(!has_op(f, Opcode::INPLACE_OP));
    // A module's names are globals: any code may read them.
    auto mod = compile_module("s = ''\nfor i in r:\n    s += 'a'\n", "t.py");
    CHECK(!has_op(*mod, Opcode::STR_APPEND));
    CHECK(has_op(*mod, Opcode::INPLACE_OP));
}
