// Parser: precedence and associativity, statements, errors.
#include <doctest/doctest.h>

#include "lang/parser.hpp"
#include "lang/syntax_error.hpp"

using namespace kiln;

namespace {

std::string expr(std::string_view src) {
    auto m = parse_module(src);
    REQUIRE(m.size() == 1);
    REQUIRE(m[0]->kind == NK::ExprStmt);
    return dump(*m[0]->a);
}

std::string error_of(std::string_view src) {
    try {
        parse_module(src);
    } catch (const SyntaxError& e) {
        return e.kind + ": " + e.what();
    }
    return "no error";
}

} // namespace

TEST_CASE("arithmetic precedence") {
    CHECK(expr("1 + 2 * 3") == "(+ 1 (* 2 3))");
    CHECK(expr("(1 + 2) * 3") == "(* (+ 1 2) 3)");
    CHECK(expr("1 - 2 - 3") == "(- (- 1 2) 3)");
}

TEST_CASE("power is right-associative and binds tighter than unary minus on its left") {
    CHECK(expr("2 ** 3 ** 2") == "(** 2 (** 3 2))");
    CHECK(expr("-2 ** 2") == "(unary - (** 2 2))");
    CHECK(expr("2 ** -1") == "(** 2 (unary - 1))");
}

TEST_CASE("comparisons chain; not binds looser than comparison") {
    CHECK(expr("a < b < c") == "(cmp a < b < c)");
    CHECK(expr("not a == b") == "(not (cmp a == b))");
    CHECK(expr("a not in b") == "(cmp a not in b)");
    CHECK(expr("a is not b") == "(cmp a is not b)");
}

TEST_CASE("boolean operators and conditional expressions") {
    CHECK(expr("a or b and c") == "(or a (and b c))");
    CHECK(expr("a if b else c") == "(IfExp b a c)");
}

TEST_CASE("bitwise precedence") {
    CHECK(expr("a | b ^ c & d << 1") == "(| a (^ b (& c (<< d 1))))");
}

TEST_CASE("subscripts, slices, calls, attributes") {
    CHECK(expr("a[1:2:3]") == "(Subscript a (Slice 1 2 3))");
    CHECK(expr("a[::-1]") == "(Subscript a (Slice (unary - 1)))");
    CHECK(expr("f(1, x=2)") == "(Call f [1] [(Keyword x 2)])");
    CHECK(expr("a.b.c") == "(Attribute c (Attribute b a))");
}

TEST_CASE("statements") {
    auto m = parse_module("a, *b = c\nx += 1\nfor i in r:\n    pass\nelse:\n    pass\n");
    CHECK(dump(m) == "[(Assign c [(Tuple [a (Starred b)])]) (AugAssign + x 1) (For i r [(Pass)] else [(Pass)])]");
}

TEST_CASE("annotated assignments: only a bare name is simple") {
    auto m = parse_module("x: int = 1\ny: list[int]\n(z): int = 2\no.a: T\n");
    CHECK(dump(m) == "[(AnnAssign simple x int 1) (AnnAssign simple y (Subscript list int)) (AnnAssign z int 2) "
                     "(AnnAssign (Attribute a o) T)]");
    CHECK(error_of("a, b: int\n") == "SyntaxError: only single target (not tuple) can be annotated");
    CHECK(error_of("[a]: int\n") == "SyntaxError: only single target (not list) can be annotated");
    CHECK(error_of("f(): int\n") == "SyntaxError: illegal target for annotation");
}

TEST_CASE("a def's annotations are kept with its parameters") {
    auto m = parse_module("def f(a: A, *r: R, k: K = 1, **kw: W) -> T: pass\n");
    REQUIRE(m.size() == 1);
    const Params& ps = *m[0]->params;
    CHECK(dump(*ps.positional[0].annotation) == "A");
    CHECK(dump(*ps.vararg_annotation) == "R");
    CHECK(dump(*ps.kwonly[0].annotation) == "K");
    CHECK(dump(*ps.kwarg_annotation) == "W");
    CHECK(dump(*m[0]->a) == "T");
}

TEST_CASE("parser errors") {
    CHECK(error_of("if x\n    pass\n") == "SyntaxError: expected ':'");
    CHECK(error_of("1 = x\n") == "SyntaxError: cannot assign to literal here. Maybe you meant '==' instead of '='?");
    CHECK(error_of("if x:\npass\n") == "IndentationError: expected an indented block after 'if' statement on line 1");
    CHECK(error_of("  x = 1\n") == "IndentationError: unexpected indent");
    CHECK(error_of("match x:\n    case 1: pass\n") == "NotImplementedError: 'match' statement is not supported by kiln yet");
    CHECK(error_of("try:\n    pass\nx = 1\n") == "SyntaxError: expected 'except' or 'finally' block");
    CHECK(error_of("[x for x in y]\n") == "no error");
    CHECK(error_of("[*x for x in y]\n") == "SyntaxError: iterable unpacking cannot be used in comprehension");
    CHECK(error_of("def f(a=1, b): pass\n") == "SyntaxError: non-default argument follows default argument");
}
