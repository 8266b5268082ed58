// The embedding API (include/kiln/kiln.hpp), through the public header only:
// one case per call, and each limit.
#include <doctest/doctest.h>

#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <thread>
#include <pthread.h>
#include <signal.h>
#include <unistd.h>

#include "kiln/kiln.hpp"

using namespace std::chrono_literals;

namespace {

// An interpreter whose print() output is collected.
struct Captured {
    std::string out;
    kiln::Interpreter interp;
    explicit Captured(kiln::Config c = {}) : interp(with_output(std::move(c), out)) {}
    static kiln::Config with_output(kiln::Config c, std::string& out) {
        c.output = [&out](std::string_view s) { out.append(s); };
        return c;
    }
};

// The exception a call throws, as an Error.
template <class F>
kiln::Error error_of(F f) {
    try {
        f();
    } catch (const kiln::Exception& e) {
        return e.error();
    }
    FAIL("no kiln::Exception");
    return {};
}

struct Vec2 {
    double x = 0, y = 0;
    Vec2() = default;
    Vec2(double x_, double y_) : x(x_), y(y_) {}
    double length() const { return std::sqrt(x * x + y * y); }
    void scale(double k) {
        x *= k;
        y *= k;
    }
};

struct Counted {
    static inline int alive = 0;
    int id;
    explicit Counted(int i) : id(i) { alive++; }
    Counted(const Counted& o) : id(o.id) { alive++; }
    ~Counted() { alive--; }
};

int64_t add(int64_t a, int64_t b) { return a + b; }

} // namespace

TEST_CASE("run_string runs in __main__ and returns nothing on success") {
    Captured c;
    CHECK_FALSE(c.interp.run_string("x = 6 * 7\nprint('x is', x)"));
    CHECK(c.out == "x is 42\n");
    CHECK(c.interp.global("x").as<int64_t>() == 42);
}

TEST_CASE("run_string returns the Python error with type, message and traceback") {
    Captured c;
    auto err = c.interp.run_string("def f(n):\n    return 10 // n\nf(0)\n", "calc.py");
    REQUIRE(err);
    CHECK(err->type == "ZeroDivisionError");
    CHECK(err->message == "integer division or modulo by zero");
    REQUIRE(err->traceback.size() == 2);
    CHECK(err->traceback[0] == "File \"calc.py\", line 3, in <module>");
    CHECK(err->traceback[1] == "File \"calc.py\", line 2, in f");
    CHECK(err->formatted ==
          "Traceback (most recent call last):\n"
          "  File \"calc.py\", line 3, in <module>\n    f(0)\n"
          "  File \"calc.py\", line 2, in f\n    return 10 // n\n"
          "ZeroDivisionError: integer division or modulo by zero\n");
    // Syntax errors too, with CPython's location lines.
    err = c.interp.run_string("x = (1,\n", "bad.py");
    REQUIRE(err);
    CHECK(err->type == "SyntaxError");
    CHECK(err->message == "'(' was never closed");
}

TEST_CASE("run_file runs a file and reports a missing one") {
    char path[] = "/tmp/kiln-embed-XXXXXX";
    int fd = mkstemp(path);
    REQUIRE(fd >= 0);
    std::string src = "print('from file')\n";
    REQUIRE(write(fd, src.data(), src.size()) == (ssize_t)src.size());
    close(fd);
    Captured c;
    CHECK_FALSE(c.interp.run_file(path));
    CHECK(c.out == "from file\n");
    std::remove(path);
    auto err = c.interp.run_file(path);
    REQUIRE(err);
    CHECK(err->type == "FileNotFoundError");
    CHECK(err->message == "[Errno 2] No such file or directory: '" + std::string(path) + "'");
    CHECK(err->formatted == "FileNotFoundError: " + err->message + "\n");
}

TEST_CASE("eval returns an expression's value") {
    kiln::Interpreter in;
    CHECK(in.eval<int64_t>("1 + 2 * 3") == 7);
    CHECK(in.eval<double>("7 / 2") == 3.5);
    CHECK(in.eval<std::string>("'ab' * 2") == "abab");
    CHECK(in.eval<std::vector<int>>("[1, 2, 3]") == std::vector<int>{1, 2, 3});
    CHECK(in.eval("None").is_none());
    CHECK(in.eval("[1, (2, 3)]").repr() == "[1, (2, 3)]");
    auto e = error_of([&] { in.eval("x = 1"); });
    CHECK(e.type == "SyntaxError");
    e = error_of([&] { in.eval("undefined_name + 1"); });
    CHECK(e.type == "NameError");
    CHECK(e.message == "name 'undefined_name' is not defined");
}

TEST_CASE("globals are read and set from the host") {
    kiln::Interpreter in;
    in.set_global("width", 640);
    in.set_global("title", std::string("kiln"));
    in.set_global("scale", 1.5);
    in.set_global("names", std::vector<std::string>{"a", "b"});
    CHECK(in.eval<std::string>("title + str(width * scale) + names[1]") == "kiln960.0b");
    CHECK(in.has_global("width"));
    CHECK_FALSE(in.has_global("height"));
    auto e = error_of([&] { in.global("height"); });
    CHECK(e.type == "NameError");
}

TEST_CASE("call passes C++ arguments and converts the result back") {
    kiln::Interpreter in;
    REQUIRE_FALSE(in.run_string(R"(
def mean(xs):
    return sum(xs) / len(xs)
def tally(words):
    counts = {}
    for w in words:
        counts[w] = counts.get(w, 0) + 1
    return counts
def maybe(flag):
    if flag:
        return 'yes'
    return None
def pair(a, b):
    return (b, a)
def nothing():
    pass
)"));
    CHECK(in.call<double>("mean", std::vector<double>{1, 2, 3, 4}) == 2.5);
    auto counts = in.call<std::map<std::string, int64_t>>("tally", std::vector<std::string>{"a", "b", "a"});
    CHECK(counts == std::map<std::string, int64_t>{{"a", 2}, {"b", 1}});
    auto ucounts = in.call<std::unordered_map<std::string, int>>("tally", std::vector<std::string>{"x"});
    CHECK(ucounts.at("x") == 1);
    CHECK(in.call<std::optional<std::string>>("maybe", true) == "yes");
    CHECK(in.call<std::optional<std::string>>("maybe", false) == std::nullopt);
    CHECK(in.call<std::pair<std::string, int>>("pair", 1, "one") == std::pair<std::string, int>("one", 1));
    auto e = error_of([&] { in.call<int64_t>("maybe", true); });
    CHECK(e.type == "TypeError");
    CHECK(e.message == "must be int, not str");
    in.call<void>("nothing");
    kiln::Object f = in.global("mean");
    CHECK(f.is_callable());
    CHECK(f(std::vector<int>{3, 5}).as<double>() == 4.0);
    e = error_of([&] { in.call("mean", 5); });
    CHECK(e.type == "TypeError");
    CHECK(e.message == "'int' object is not iterable");
}

TEST_CASE("ints beyond 64 bits: OverflowError for C++ integers, a double where one holds them") {
    kiln::Interpreter in;
    in.def("half", [](int64_t n) { return n / 2; });
    in.def("root", [](double x) { return std::sqrt(x); });
    auto message = [](const kiln::Error& e) { return e.type + ": " + e.message; };
    const std::string too_large = "OverflowError: Python int too large to convert to C long";
    for (std::string big : {"2**63", "2**70", "-2**63-1", "-2**70"}) {
        INFO(big);
        kiln::Object o = in.eval(big);
        CHECK(o.is_int());
        CHECK(o.type_name() == "int");
        CHECK(message(error_of([&] { o.as<int64_t>(); })) == too_large);
        CHECK(message(error_of([&] { o.as<int>(); })) == too_large);
        CHECK(message(error_of([&] { o.as<std::optional<int64_t>>(); })) == too_large);
        auto err = in.run_string("half(" + big + ")");
        REQUIRE(err);
        CHECK(message(*err) == too_large);
    }
    CHECK(in.eval<int64_t>("2**63 - 1") == INT64_MAX);
    CHECK(in.eval<int64_t>("-2**63") == INT64_MIN);
    // To a double, as float(x): rounded, or OverflowError past its range.
    CHECK(in.eval<double>("2**70") == std::ldexp(1.0, 70));
    CHECK(in.eval<double>("-2**63 - 1") == -std::ldexp(1.0, 63));
    CHECK(in.eval("2**64 + 1").get_float() == std::ldexp(1.0, 64));
    CHECK(in.eval<double>("root(2**80)") == std::ldexp(1.0, 40));
    CHECK(message(error_of([&] { in.eval<double>("10**400"); })) ==
          "OverflowError: int too large to convert to float");
    auto err = in.run_string("root(-10**400)");
    REQUIRE(err);
    CHECK(message(*err) == "OverflowError: int too large to convert to float");
}

TEST_CASE("uint64_t converts both ways over its whole range, OverflowError outside it") {
    kiln::Interpreter in;
    auto message = [](const kiln::Error& e) { return e.type + ": " + e.message; };
    const uint64_t top = UINT64_MAX, half = (uint64_t)1 << 63;
    // To script ints: 2**63 and up are big ints.
    CHECK(in.value(top).repr() == "18446744073709551615");
    CHECK(in.value(half).repr() == "9223372036854775808");
    CHECK(in.value(half - 1).repr() == "9223372036854775807");
    CHECK(in.value((unsigned long long)top).is_int());
    in.set_global("top", top);
    CHECK(in.eval<bool>("top == 2**64 - 1 and type(top) is int"));
    // Back to uint64_t.
    CHECK(in.eval<uint64_t>("2**64 - 1") == top);
    CHECK(in.eval<uint64_t>("2**63") == half);
    CHECK(in.eval<uint64_t>("2**63 - 1") == half - 1);
    CHECK(in.eval<uint64_t>("True") == 1);
    CHECK(in.eval("2**63 + 5").as<unsigned long long>() == half + 5);
    // The reads and makers under those conversions.
    CHECK(in.unsigned_integer(top).repr() == "18446744073709551615");
    CHECK(in.unsigned_integer(7).repr() == "7");
    CHECK(in.eval("2**64 - 2").get_uint() == top - 1);
    CHECK(in.eval("False").get_uint() == 0u);
    CHECK_FALSE(in.eval("1.0").get_uint());
    CHECK(message(error_of([&] { in.eval("2**64").get_uint(); })) ==
          "OverflowError: Python int too large to convert to C unsigned long");
    // Through host functions, arguments and results.
    in.def("next_u64", [](uint64_t n) { return n + 1; });
    CHECK(in.eval<uint64_t>("next_u64(2**64 - 2)") == top);
    CHECK(in.eval<bool>("next_u64(2**63) == 2**63 + 1"));
    // Out of range: OverflowError, as for the other integer types.
    const std::string too_large = "OverflowError: Python int too large to convert to C unsigned long";
    const std::string negative = "OverflowError: can't convert negative int to unsigned";
    for (std::string src : {"2**64", "2**70"}) {
        INFO(src);
        CHECK(message(error_of([&] { in.eval<uint64_t>(src); })) == too_large);
        auto err = in.run_string("next_u64(" + src + ")");
        REQUIRE(err);
        CHECK(message(*err) == too_large);
    }
    for (std::string src : {"-1", "-2**63", "-2**70"}) {
        INFO(src);
        CHECK(message(error_of([&] { in.eval<uint64_t>(src); })) == negative);
        CHECK(message(error_of([&] { in.eval<uint32_t>(src); })) == negative);
    }
    // Narrower unsigned types keep their own limit.
    CHECK(in.eval<uint32_t>("2**32 - 1") == UINT32_MAX);
    CHECK(message(error_of([&] { in.eval<uint32_t>("2**32"); })) ==
          "OverflowError: Python int too large to convert to C unsigned int");
    CHECK(message(error_of([&] { in.eval<uint32_t>("2**63"); })) ==
          "OverflowError: Python int too large to convert to C unsigned int");
}

TEST_CASE("def registers plain functions and lambdas with converted arguments") {
    Captured c;
    kiln::Interpreter& in = c.interp;
    int calls = 0;
    in.def("add", add);
    in.def("greet", [](const std::string& name, int times) {
        std::string out;
        for (int i = 0; i < times; i++) out += "hi " + name + "! ";
        return out;
    });
    in.def("count", [&calls]() { return ++calls; });
    in.def("total", [](std::vector<double> xs) {
        double t = 0;
        for (double x : xs) t += x;
        return t;
    });
    in.def("lookup", [](const std::map<std::string, int>& m, std::string_view key) -> std::optional<int> {
        auto it = m.find(std::string(key));
        if (it == m.end()) return std::nullopt;
        return it->second;
    });
    std::function<bool(int64_t)> even = [](int64_t n) { return n % 2 == 0; };
    in.def("even", even);
    REQUIRE_FALSE(in.run_string(R"(
print(add(2, 3), greet('kiln', 2), count(), count())
print(total([1, 2.5]), lookup({'a': 1}, 'a'), lookup({}, 'a'), even(4), even(True))
print(add)
)"));
    CHECK(c.out == "5 hi kiln! hi kiln!  1 2\n3.5 1 None True False\n<built-in function add>\n");
    CHECK(calls == 2);
}

TEST_CASE("a host function called with the wrong arguments raises CPython-style TypeErrors") {
    kiln::Interpreter in;
    in.def("add", add);
    in.def("name_len", [](const std::string& s) { return (int)s.size(); });
    in.def("small", [](int8_t v) { return v; });
    auto message = [&](const char* src) {
        auto err = in.run_string(src);
        REQUIRE(err);
        return err->type + ": " + err->message;
    };
    CHECK(message("add(1, 'x')") == "TypeError: add() argument 2 must be int, not str");
    CHECK(message("add(1.5, 2)") == "TypeError: add() argument 1 must be int, not float");
    CHECK(message("add(1)") == "TypeError: add() takes exactly 2 arguments (1 given)");
    CHECK(message("name_len(1, 2)") == "TypeError: name_len() takes exactly 1 argument (2 given)");
    CHECK(message("name_len(s='x')") == "TypeError: name_len() takes no keyword arguments");
    CHECK(message("small(1000)") == "OverflowError: Python int too large to convert to C int");
}

TEST_CASE("exceptions thrown by host functions become Python exceptions") {
    kiln::Interpreter in;
    in.def("check", [](int64_t n) {
        if (n < 0) throw kiln::Exception("ValueError", "n must not be negative");
        if (n == 0) throw std::runtime_error("zero is not allowed");
        return n;
    });
    in.def("custom", []() -> int { throw kiln::Exception("NoSuchError", "custom type"); });
    auto err = in.run_string("check(-1)");
    REQUIRE(err);
    CHECK(err->type == "ValueError");
    CHECK(err->message == "n must not be negative");
    err = in.run_string("check(0)");
    REQUIRE(err);
    CHECK(err->type == "RuntimeError");
    CHECK(err->message == "zero is not allowed");
    err = in.run_string("custom()");
    REQUIRE(err);
    CHECK(err->type == "RuntimeError");
    CHECK(err->message == "NoSuchError: custom type");
}

TEST_CASE("host functions may call back into the script, and errors keep their traceback") {
    kiln::Interpreter in;
    in.def("apply", [](const kiln::Object& f, int64_t x) { return f(x).as<int64_t>() + 1; });
    REQUIRE_FALSE(in.run_string("def sq(v):\n    return v * v\ndef bad(v):\n    return v // 0\n"));
    CHECK(in.eval<int64_t>("apply(sq, 7)") == 50);
    auto err = in.run_string("apply(bad, 1)", "cb.py");
    REQUIRE(err);
    CHECK(err->type == "ZeroDivisionError");
    REQUIRE(err->traceback.size() == 2);
    CHECK(err->traceback[0] == "File \"cb.py\", line 1, in <module>");
    CHECK(err->traceback[1] == "File \"<string>\", line 4, in bad");
}

TEST_CASE("add_class exposes a C++ type: constructor, methods, properties") {
    Captured c;
    kiln::Interpreter& in = c.interp;
    in.add_class<Vec2>("Vec2")
        .constructor<double, double>()
        .method("length", &Vec2::length)
        .method("scale", &Vec2::scale)
        .method("__repr__", [](const Vec2& v) { return "Vec2(" + std::to_string((int)v.x) + ", " + std::to_string((int)v.y) + ")"; })
        .method("plus", [](const Vec2& a, const Vec2& b) { return Vec2(a.x + b.x, a.y + b.y); })
        .property("x", &Vec2::x)
        .property("y", &Vec2::y)
        .property("norm", &Vec2::length);
    REQUIRE_FALSE(in.run_string(R"(
v = Vec2(3, 4)
print(v.length(), v.norm, v.x)
v.scale(2)
v.y = 1
print(v, v.plus(Vec2(1, 1)), type(v).__name__)
)"));
    CHECK(c.out == "5.0 5.0 3.0\nVec2(6, 1) Vec2(7, 2) Vec2\n");
    // The host sees the same object, by reference.
    kiln::Object v = in.global("v");
    Vec2& ref = v.as<Vec2&>();
    CHECK(ref.x == 6);
    ref.x = 10;
    CHECK(in.eval<double>("v.x") == 10);
    CHECK(v.as<Vec2>().x == 10); // a copy
    // A C++ value becomes a new instance.
    in.set_global("w", Vec2(1, 2));
    CHECK(in.eval<double>("w.length() ** 2") == doctest::Approx(5.0));
    auto message = [&](const char* src) {
        auto err = in.run_string(src);
        REQUIRE(err);
        return err->type + ": " + err->message;
    };
    CHECK(message("v.norm = 3") == "AttributeError: property 'norm' of 'Vec2' object has no setter");
    CHECK(message("v.z = 3") == "AttributeError: 'Vec2' object has no attribute 'z'");
    CHECK(message("v.x = 'a'") == "TypeError: x() argument 1 must be float, not str");
    CHECK(message("Vec2('a', 1)") == "TypeError: Vec2() argument 1 must be float, not str");
    CHECK(message("Vec2.length(5)") ==
          "TypeError: descriptor 'length' for 'Vec2' objects doesn't apply to a 'int' object");
    CHECK(message("v.plus(3)") == "TypeError: plus() argument 1 must be Vec2, not int");
    CHECK(message("v.scale()") == "TypeError: scale() takes exactly 1 argument (0 given)");
}

TEST_CASE("host objects are destroyed by the collector; shared_ptr shares them") {
    Counted::alive = 0;
    {
        kiln::Interpreter in;
        in.add_class<Counted>("Counted").constructor<int>().property("id", &Counted::id);
        REQUIRE_FALSE(in.run_string("for i in range(100):\n    c = Counted(i)\n"));
        in.collect();
        CHECK(Counted::alive == 1); // the one `c` still holds
        auto shared = std::make_shared<Counted>(7);
        in.set_global("s", shared);
        CHECK(in.eval<int>("s.id") == 7);
        REQUIRE_FALSE(in.run_string("s = None\nc = None"));
        in.collect();
        CHECK(Counted::alive == 1); // ours
        CHECK(shared.use_count() == 1);
        REQUIRE_FALSE(in.run_string("keep = Counted(9)"));
        auto back = in.global("keep").as<std::shared_ptr<Counted>>();
        REQUIRE_FALSE(in.run_string("keep = None"));
        in.collect();
        CHECK(back->id == 9); // the host's share keeps it
    }
    CHECK(Counted::alive == 0);
}

TEST_CASE("a class without a constructor cannot be instantiated by scripts") {
    kiln::Interpreter in;
    in.add_class<Vec2>("Handle").method("length", &Vec2::length);
    auto err = in.run_string("Handle()");
    REQUIRE(err);
    CHECK(err->message == "cannot create 'Handle' instances");
    in.set_global("h", Vec2(0, 2));
    CHECK(in.eval<double>("h.length()") == 2);
    auto e = error_of([&] { in.add_class<Vec2>("Again"); });
    CHECK(e.type == "RuntimeError");
}

TEST_CASE("add_module provides modules to import") {
    Captured c;
    kiln::Interpreter& in = c.interp;
    in.add_module("game").def("clamp", [](double v, double lo, double hi) { return std::min(std::max(v, lo), hi); })
        .set("GRAVITY", 9.81)
        .add_class<Vec2>("Vec2")
        .constructor<double, double>()
        .property("x", &Vec2::x);
    REQUIRE_FALSE(in.run_string(R"(
import game
from game import clamp as c, Vec2
print(game.clamp(5, 0, 1), c(-1, 0, 1), game.GRAVITY, Vec2(2, 3).x)
)"));
    CHECK(c.out == "1.0 0.0 9.81 2.0\n");
    auto err = in.run_string("import nosuch");
    REQUIRE(err);
    CHECK(err->type == "ModuleNotFoundError");
    CHECK(err->message == "No module named 'nosuch'");
    // A module of CPython's standard library kiln lacks is refused, not missing.
    err = in.run_string("import os");
    REQUIRE(err);
    CHECK(err->type == "NotImplementedError");
    CHECK(err->message == "the module 'os' (in CPython's standard library) is not supported by kiln yet");
    err = in.run_string("from game import nope");
    REQUIRE(err);
    CHECK(err->message == "cannot import name 'nope' from 'game' (unknown location)");
}

TEST_CASE("modules are found through the loader and module_path; by default no file is read") {
    char dir[] = "/tmp/kiln-mod-XXXXXX";
    REQUIRE(mkdtemp(dir));
    std::string file = std::string(dir) + "/helper.py";
    std::ofstream(file) << "def twice(x):\n    return 2 * x\n";
    {
        kiln::Interpreter in; // no module_path: the file is not found
        auto err = in.run_string("import helper");
        REQUIRE(err);
        CHECK(err->type == "ModuleNotFoundError");
    }
    kiln::Config config;
    config.module_path = {dir};
    config.module_loader = [](std::string_view name) -> std::optional<std::string> {
        if (name == "rules") return "LIMIT = 3\n";
        return std::nullopt;
    };
    kiln::Interpreter in(config);
    REQUIRE_FALSE(in.run_string("import helper, rules\nresult = helper.twice(rules.LIMIT)"));
    CHECK(in.global("result").as<int>() == 6);
    std::remove(file.c_str());
    rmdir(dir);
}

TEST_CASE("a module_loader that throws raises in the script, whose frames unwind as usual") {
    kiln::Config config;
    config.module_loader = [](std::string_view name) -> std::optional<std::string> {
        if (name == "bad") throw std::runtime_error("loader failed");
        if (name == "refused") throw kiln::Exception("ImportError", "not for this script");
        if (name == "odd") throw 42;
        return std::nullopt;
    };
    kiln::Interpreter in(config);
    REQUIRE_FALSE(in.run_string("def f(n):\n    if n == 0:\n        import bad\n    return f(n - 1)\n"));
    // Each failure unwinds its 41 frames: 30 of them leave the whole
    // recursion limit to the next script.
    for (int i = 0; i < 30; i++) {
        auto err = in.run_string("f(40)");
        REQUIRE(err);
        CHECK(err->type == "RuntimeError");
        CHECK(err->message == "loader failed");
        CHECK(err->traceback.size() == 42);
    }
    REQUIRE_FALSE(in.run_string("def deep(n):\n    return 0 if n == 0 else deep(n - 1)\nx = deep(980)\n"));
    auto err = in.run_string("try:\n    import bad\nexcept RuntimeError as e:\n    caught = str(e)\nimport refused\n");
    REQUIRE(err);
    CHECK(err->type == "ImportError");
    CHECK(err->message == "not for this script");
    CHECK(in.global("caught").as<std::string>() == "loader failed");
    err = in.run_string("import odd");
    REQUIRE(err);
    CHECK(err->message == "Config::module_loader threw a C++ exception");
}

TEST_CASE("sys.path reaches files only when the host gave module_path") {
    char dir[] = "/tmp/kiln-syspath-XXXXXX";
    REQUIRE(mkdtemp(dir));
    std::string file = std::string(dir) + "/extra.py";
    std::ofstream(file) << "VALUE = 7\n";
    std::string script = std::string("import sys\nsys.path.append('") + dir + "')\nimport extra\n";
    {
        kiln::Interpreter in; // no module_path: sys.path changes do not open the file system
        auto err = in.run_string(script);
        REQUIRE(err);
        CHECK(err->type == "ModuleNotFoundError");
    }
    kiln::Config config;
    config.module_path = {"/nonexistent-kiln-dir"};
    kiln::Interpreter in(config);
    REQUIRE_FALSE(in.run_string(script + "result = extra.VALUE\n"));
    CHECK(in.global("result").as<int>() == 7);
    std::remove(file.c_str());
    rmdir(dir);
}

TEST_CASE("sys.exit reaches the host as SystemExit with CPython's status; argv and stderr come from Config") {
    std::string err_text;
    kiln::Config config;
    config.argv = {"game.py", "--fast"};
    config.error_output = [&](std::string_view s) { err_text += s; };
    kiln::Interpreter in(config);
    REQUIRE_FALSE(in.run_string("import sys\nargs = sys.argv\nsys.stderr.write('warn\\n')\n"));
    CHECK(in.global("args").as<std::vector<std::string>>() == std::vector<std::string>{"game.py", "--fast"});
    CHECK(err_text == "warn\n");
    auto e = in.run_string("sys.exit(3)");
    REQUIRE(e);
    CHECK(e->type == "SystemExit");
    CHECK(e->exit_status == 3);
    CHECK(e->formatted == "");
    e = in.run_string("sys.exit('bye')");
    REQUIRE(e);
    CHECK(e->exit_status == 1);
    CHECK(e->formatted == "bye\n");
    e = in.run_string("sys.exit()");
    REQUIRE(e);
    CHECK(e->exit_status == 0);
    e = in.run_string("1 / 0");
    REQUIRE(e);
    CHECK(e->exit_status == 1);
    CHECK(e->formatted.find("ZeroDivisionError") != std::string::npos);
}

TEST_CASE("sys.setrecursionlimit may raise the limit only up to the host's ceiling") {
    kiln::Config config;
    config.recursion_limit = 100;
    config.max_recursion_limit = 500;
    kiln::Interpreter in(config);
    REQUIRE_FALSE(in.run_string("import sys\ndef d(n):\n    return 0 if n == 0 else 1 + d(n - 1)\n"));
    auto e = in.run_string("d(300)");
    REQUIRE(e);
    CHECK(e->type == "RecursionError");
    REQUIRE_FALSE(in.run_string("sys.setrecursionlimit(500)\nr = d(300)"));
    CHECK(in.global("r").as<int>() == 300);
    e = in.run_string("sys.setrecursionlimit(501)");
    REQUIRE(e);
    CHECK(e->type == "ValueError");
    // Nesting on the C stack (a generator resumed by a builtin) keeps the
    // host's limit: RecursionError, not a crash.
    REQUIRE_FALSE(in.run_string("def g(n):\n    return 0 if n == 0 else 1 + max(g(n - 1) for _ in [0])\n"));
    e = in.run_string("g(400)");
    REQUIRE(e);
    CHECK(e->type == "RecursionError");
    REQUIRE_FALSE(in.run_string("r = g(40)"));
    CHECK(in.global("r").as<int>() == 40);
    kiln::Interpreter plain; // no ceiling given: the limit cannot go up
    e = plain.run_string("import sys\nsys.setrecursionlimit(1001)");
    REQUIRE(e);
    CHECK(e->type == "ValueError");
}

TEST_CASE("Objects keep values alive across collections and calls") {
    kiln::Interpreter in;
    REQUIRE_FALSE(in.run_string("kept = []\nfor i in range(1000):\n    kept.append(str(i) * 3)\n"));
    kiln::Object kept = in.global("kept");
    REQUIRE_FALSE(in.run_string("kept = None\nfor i in range(100000):\n    garbage = [str(i)]\n"));
    in.collect(); // only the handle holds the list now
    CHECK(kept.size() == 1000);
    CHECK(kept[999].as<std::string>() == "999999999");
    kiln::Object copy = kept;
    kept = kiln::Object();
    in.collect();
    CHECK(copy[0].as<std::string>() == "000");
    // Building values from the host.
    kiln::Object d = in.dict();
    d.set_item(in.str("k"), in.value(std::vector<int>{1, 2}));
    kiln::Object l = in.list();
    l.append(in.integer(5));
    l.append(in.none());
    CHECK(d.repr() == "{'k': [1, 2]}");
    CHECK(l.repr() == "[5, None]");
    CHECK(in.tuple({in.boolean(true), in.number(0.5)}).repr() == "(True, 0.5)");
    CHECK(in.eval("'abc'").attr("upper")().as<std::string>() == "ABC");
    CHECK(kiln::Object().is_none());
}

TEST_CASE("an Object that outlives its interpreter throws instead of dangling") {
    kiln::Object survivor;
    {
        kiln::Interpreter in;
        survivor = in.eval("[1, 2, 3]");
        CHECK(survivor.size() == 3);
    }
    auto e = error_of([&] { survivor.size(); });
    CHECK(e.type == "RuntimeError");
    kiln::Object copy = survivor; // copying and destroying orphans is fine
}

TEST_CASE("print output goes where the host says; input comes from the host") {
    std::vector<std::string> chunks;
    kiln::Config config;
    config.output = [&](std::string_view s) { chunks.emplace_back(s); };
    config.line_buffered = true;
    std::vector<std::string> lines = {"alice", "bob"};
    config.input = [&]() -> std::optional<std::string> {
        if (lines.empty()) return std::nullopt;
        std::string l = lines.front();
        lines.erase(lines.begin());
        return l;
    };
    kiln::Interpreter in(config);
    REQUIRE_FALSE(in.run_string("print('a')\nprint('b')\nprint(input('name? ') + input())"));
    REQUIRE(chunks.size() >= 3);
    CHECK(chunks[0] == "a\n");
    std::string all;
    for (auto& c : chunks) all += c;
    CHECK(all == "a\nb\nname? alicebob\n");
    auto err = in.run_string("input()");
    REQUIRE(err);
    CHECK(err->type == "EOFError");
    // Without an input function, input() sees end of input.
    kiln::Interpreter plain;
    err = plain.run_string("input()");
    REQUIRE(err);
    CHECK(err->message == "EOF when reading a line");
}

TEST_CASE("output, error_output and input callbacks that throw raise in the script, never end the process") {
    std::string out;
    kiln::Config config;
    config.output = [&out](std::string_view s) {
        if (s.find("boom") != std::string_view::npos) throw std::runtime_error("console closed");
        out.append(s);
    };
    config.line_buffered = true;
    config.error_output = [](std::string_view) { throw kiln::Exception("ValueError", "no stderr here"); };
    int reads = 0;
    config.input = [&reads]() -> std::optional<std::string> {
        if (++reads == 1) throw std::runtime_error("no input yet");
        return "line";
    };
    kiln::Interpreter in(config);
    // The print() that handed the text over raises what the callback threw;
    // the callback had that text, so it is not handed over again.
    auto err = in.run_string("print('ok')\nprint('boom')\n");
    REQUIRE(err);
    CHECK(err->type == "RuntimeError");
    CHECK(err->message == "console closed");
    CHECK(err->traceback == std::vector<std::string>{"File \"<string>\", line 2, in <module>"});
    REQUIRE_FALSE(in.run_string("print('after')"));
    CHECK(out == "ok\nafter\n");
    REQUIRE_FALSE(in.run_string("try:\n    print('boom', flush=True)\nexcept RuntimeError as e:\n    print('caught', e)\n"));
    CHECK(out == "ok\nafter\ncaught console closed\n");
    CHECK_FALSE(in.flush());
    // sys.stderr, through print() or write().
    for (const char* source : {"import sys\nsys.stderr.write('x')\n", "import sys\nprint('x', file=sys.stderr)\n"}) {
        err = in.run_string(source);
        REQUIRE(err);
        CHECK(err->type == "ValueError");
        CHECK(err->message == "no stderr here");
    }
    // input().
    err = in.run_string("input('? ')");
    REQUIRE(err);
    CHECK(err->type == "RuntimeError");
    CHECK(err->message == "no input yet");
    CHECK(in.eval<std::string>("input('? ')") == "line");
    CHECK(out == "ok\nafter\ncaught console closed\n? ? ");

    // Without line buffering, text is handed over when the buffer fills (in
    // the script) or when the host call ends, where nothing can raise: the
    // host's flush() then returns what was thrown, once.
    bool fail = true;
    kiln::Config blocks;
    blocks.output = [&fail](std::string_view) {
        if (fail) throw kiln::Exception("OSError", "device gone");
    };
    {
        kiln::Interpreter quiet(blocks);
        REQUIRE_FALSE(quiet.run_string("print('hello')"));
        auto e = quiet.flush();
        REQUIRE(e);
        CHECK(e->type == "OSError");
        CHECK(e->message == "device gone");
        CHECK_FALSE(quiet.flush());
        err = quiet.run_string("print('x' * 10000)");
        REQUIRE(err);
        CHECK(err->type == "OSError");
        REQUIRE_FALSE(quiet.run_string("print('left in the buffer')"));
    } // destroyed with output still failing: nothing thrown
    fail = false;
}

TEST_CASE("print() to a standard output that fails: the OSError in the script, and from flush()") {
    // Standard output becomes a pipe whose reader has gone, SIGPIPE ignored
    // (as CPython and the kiln command do). Nothing is checked until it is
    // back: doctest reports on standard output.
    std::fflush(stdout);
    int saved = dup(1);
    int fds[2];
    REQUIRE(pipe(fds) == 0);
    close(fds[0]);
    dup2(fds[1], 1);
    close(fds[1]);
    struct sigaction ignore = {}, old;
    ignore.sa_handler = SIG_IGN;
    sigaction(SIGPIPE, &ignore, &old);
    std::optional<kiln::Error> caught, end_flush, again, overflow, after_drop;
    {
        kiln::Interpreter in;
        // A flush the script asks for raises, and keeps the text.
        caught = in.run_string("try:\n"
                               "    print('x', flush=True)\n"
                               "except BrokenPipeError as e:\n"
                               "    assert (e.errno, e.strerror, str(e)) == (32, 'Broken pipe', '[Errno 32] Broken pipe')\n"
                               "    assert isinstance(e, OSError) and e.args == (32, 'Broken pipe')\n"
                               "else:\n"
                               "    raise AssertionError('no BrokenPipeError')\n");
        end_flush = in.flush(); // the text kept fails again, as at CPython's exit
        again = in.flush();
        // A write that overflows the buffer raises and drops the text.
        overflow = in.run_string("print('y' * 10000)");
        after_drop = in.flush();
    }
    dup2(saved, 1);
    close(saved);
    sigaction(SIGPIPE, &old, nullptr);
    CHECK_FALSE(caught);
    REQUIRE(end_flush);
    CHECK(end_flush->type == "BrokenPipeError");
    CHECK(end_flush->message == "[Errno 32] Broken pipe");
    CHECK(end_flush->formatted == "BrokenPipeError: [Errno 32] Broken pipe\n");
    CHECK(again);
    REQUIRE(overflow);
    CHECK(overflow->type == "BrokenPipeError");
    CHECK(overflow->traceback.size() == 1);
    CHECK_FALSE(after_drop);
    // Output that goes to the host never fails.
    Captured c;
    CHECK_FALSE(c.interp.run_string("print('z')"));
    CHECK_FALSE(c.interp.flush());
    CHECK(c.out == "z\n");
}

TEST_CASE("limit: the heap limit raises MemoryError, after collecting garbage first") {
    kiln::Config config;
    config.heap_limit = 8 << 20;
    kiln::Interpreter in(config);
    // Lots of garbage, little live data: collections keep it under the limit.
    CHECK_FALSE(in.run_string("for i in range(200000):\n    s = [str(i)] * 10\n"));
    // Live data past the limit.
    auto err = in.run_string("keep = []\nwhile True:\n    keep.append(str(len(keep)) * 10)\n");
    REQUIRE(err);
    CHECK(err->type == "MemoryError");
    // One allocation that can never fit fails at once.
    CHECK_FALSE(in.run_string("keep = None"));
    err = in.run_string("x = [0] * 100000000");
    REQUIRE(err);
    CHECK(err->type == "MemoryError");
    // The interpreter is still usable.
    CHECK(in.eval<int64_t>("sum([1, 2, 3])") == 6);
}

TEST_CASE("limit: the step budget raises TimeoutError, per host call") {
    kiln::Config config;
    config.step_limit = 100000;
    kiln::Interpreter in(config);
    auto err = in.run_string("while True:\n    pass\n");
    REQUIRE(err);
    CHECK(err->type == "TimeoutError");
    CHECK(err->message == "step limit exceeded (100000 steps)");
    // Each call gets a fresh budget.
    REQUIRE_FALSE(in.run_string("def work():\n    t = 0\n    for i in range(1000):\n        t += i\n    return t\n"));
    for (int i = 0; i < 500; i++) CHECK(in.call<int64_t>("work") == 499500);
    // Calls count as steps: fib(25) makes 242785 of them, and no loop.
    err = in.run_string("def fib(n):\n    return n if n < 2 else fib(n - 1) + fib(n - 2)\nfib(25)");
    REQUIRE(err);
    CHECK(err->type == "TimeoutError");
}

TEST_CASE("limit: the time budget raises TimeoutError, in natives too") {
    kiln::Config config;
    config.time_limit = 100ms;
    kiln::Interpreter in(config);
    auto start = std::chrono::steady_clock::now();
    auto err = in.run_string("n = 0\nwhile True:\n    n += 1\n");
    auto took = std::chrono::steady_clock::now() - start;
    REQUIRE(err);
    CHECK(err->type == "TimeoutError");
    CHECK(err->message == "time limit exceeded (100 ms)");
    CHECK(took < 2s);
    err = in.run_string("print(sum(range(10**15)))");
    REQUIRE(err);
    CHECK(err->type == "TimeoutError");
}

TEST_CASE("limit: a host thread with a small stack gets RecursionError, not a crash") {
    // 512 KB: recursion through natives (repr calling repr) counts 1000
    // levels before the VM's own limit, more than such a stack holds.
    std::string type;
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setstacksize(&attr, 512 * 1024);
    pthread_t th;
    auto body = [](void* p) -> void* {
        auto* out = static_cast<std::string*>(p);
        kiln::Interpreter in;
        auto e = in.run_string("class Deep:\n    def __repr__(self):\n        return repr(self)\nrepr(Deep())\n");
        *out = e ? e->type : "no error";
        return nullptr;
    };
    REQUIRE(pthread_create(&th, &attr, body, &type) == 0);
    pthread_join(th, nullptr);
    pthread_attr_destroy(&attr);
    CHECK(type == "RecursionError");
}

TEST_CASE("limit: the recursion limit raises RecursionError") {
    kiln::Config config;
    config.recursion_limit = 50;
    kiln::Interpreter in(config);
    auto err = in.run_string("def down(n):\n    return down(n + 1)\ndown(0)");
    REQUIRE(err);
    CHECK(err->type == "RecursionError");
    CHECK(err->message == "maximum recursion depth exceeded");
    CHECK_FALSE(in.run_string("def down(n):\n    return 0 if n == 0 else down(n - 1)\ndown(40)"));
    // Host functions that call back count too.
    in.def("again", [&in](int64_t n) { return in.call<int64_t>("rec", n); });
    REQUIRE_FALSE(in.run_string("def rec(n):\n    return again(n + 1)\n"));
    err = in.run_string("rec(0)");
    REQUIRE(err);
    CHECK(err->type == "RecursionError");
}

TEST_CASE("limit: interrupt() from another thread stops a hot loop, JIT on") {
    kiln::Config config;
    config.jit = true;
    config.jit_threshold = 1; // every loop is hot at once
    kiln::Interpreter in(config);
    std::atomic<bool> started{false};
    in.def("started", [&]() { started = true; });
    std::thread stopper([&] {
        while (!started) std::this_thread::sleep_for(1ms);
        std::this_thread::sleep_for(50ms);
        in.interrupt();
    });
    auto err = in.run_string("started()\ni = 0\nwhile True:\n    i = (i + 1) % 1000\n", "hot.py");
    stopper.join();
    REQUIRE(err);
    CHECK(err->type == "KeyboardInterrupt");
    CHECK(err->message == "");
    REQUIRE(err->traceback.size() == 1);
    CHECK(err->traceback[0].rfind("File \"hot.py\", line ", 0) == 0);
    // The interpreter goes on, state kept.
    CHECK(in.eval<int64_t>("i") >= 0);
    CHECK_FALSE(in.run_string("i = 1"));
}

TEST_CASE("stop_jit_for_exit: no compile starts after it; scripts still run, interpreted") {
    kiln::Config config;
    config.jit = true;
    config.jit_cache = "off";
    config.jit_threshold = 50;
    config.jit_background = false; // else the compile might not arrive before the loop ends anyway
    Captured c(config);
    CHECK_FALSE(c.interp.stop_jit_for_exit()); // nothing was being compiled
    REQUIRE_FALSE(c.interp.run_string("t = 0\nfor i in range(100000):\n    t += i % 7\nprint(t)\n"));
    CHECK(c.out == "299995\n");
    const std::string report = c.interp.jit_report();
    CHECK(report.find(" 0 compiled") != std::string::npos);
    CHECK(report.find(" 0 native") != std::string::npos);
}

TEST_CASE("a script function the host calls often gets a trace of its own") {
    // Each call comes from the host, not from a loop's trace: the
    // function's entry counts, and its code runs natively once compiled,
    // branches and all, with the interpreter's results.
    kiln::Config config;
    config.jit = true;
    config.jit_cache = "off";
    config.jit_threshold = 50;
    config.jit_background = false;
    Captured c(config);
    // (Long enough to pay for entering compiled code: see Jit::too_short.)
    REQUIRE_FALSE(c.interp.run_string("def step(x, k):\n"
                                      "    y = x * x * 0.001 + k\n"
                                      "    z = y - x * 0.25\n"
                                      "    if x > 100.0:\n"
                                      "        return x * 0.5 - k + z * 0.125\n"
                                      "    return x * 1.5 + k - z * 0.125\n"));
    double x = 1.0, expect = 1.0;
    for (int i = 0; i < 3000; i++) {
        const int64_t k = i % 7;
        x = c.interp.call<double>("step", x, k);
        const double y = expect * expect * 0.001 + (double)k, z = y - expect * 0.25;
        expect = expect > 100.0 ? expect * 0.5 - (double)k + z * 0.125 : expect * 1.5 + (double)k - z * 0.125;
        REQUIRE(x == expect);
    }
    const std::string report = c.interp.jit_report();
    CAPTURE(report);
    CHECK(report.find(" 0 compiled") == std::string::npos);
    CHECK(report.find(" 0 side traces") == std::string::npos); // the other branch, native too
}

TEST_CASE("limit: interrupt() reaches a long native call and a script called from the host") {
    kiln::Interpreter in;
    std::thread stopper([&] {
        std::this_thread::sleep_for(50ms);
        in.interrupt();
    });
    auto err = in.run_string("total = sum(range(10**15))");
    stopper.join();
    REQUIRE(err);
    CHECK(err->type == "KeyboardInterrupt");
    REQUIRE_FALSE(in.run_string("def spin():\n    while True:\n        pass\n"));
    std::thread again([&] {
        std::this_thread::sleep_for(50ms);
        in.interrupt();
    });
    auto e = error_of([&] { in.call("spin"); });
    again.join();
    CHECK(e.type == "KeyboardInterrupt");
}

TEST_CASE("limit: a recursive function's native calls stop where the interpreter's would") {
    // The JIT compiles the function's own trace at once; its calls to
    // itself are native, and must hit the recursion limit at the same depth.
    for (bool jit : {false, true}) {
        CAPTURE(jit);
        kiln::Config config;
        config.jit = jit;
        config.jit_threshold = 1;
        config.recursion_limit = 50;
        kiln::Interpreter in(config);
        REQUIRE_FALSE(in.run_string("def d(n):\n    return 0 if n == 0 else d(n - 1) + 1\n"));
        for (int i = 0; i < 20; i++) CHECK(in.call<int64_t>("d", 30) == 30);
        CHECK(in.call<int64_t>("d", 48) == 48);
        auto err = in.run_string("d(49)");
        REQUIRE(err);
        CHECK(err->type == "RecursionError");
        CHECK(in.call<int64_t>("d", 48) == 48);
    }
}

TEST_CASE("limit: interrupt() stops a deep native recursion, JIT on") {
    kiln::Config config;
    config.jit = true;
    config.jit_threshold = 1;
    kiln::Interpreter in(config);
    std::atomic<bool> started{false};
    in.def("started", [&]() { started = true; });
    std::thread stopper([&] {
        while (!started) std::this_thread::sleep_for(1ms);
        std::this_thread::sleep_for(100ms);
        in.interrupt();
    });
    // fib(45): minutes, even native; every native call polls the flag.
    auto err = in.run_string("def fib(n):\n    if n < 2:\n        return n\n    return fib(n - 1) + fib(n - 2)\n"
                             "fib(20)\nstarted()\nfib(45)\n",
                             "rec.py");
    stopper.join();
    REQUIRE(err);
    CHECK(err->type == "KeyboardInterrupt");
    // The traceback has the frames the native calls gave back: the module's
    // line, then fib's.
    REQUIRE(err->traceback.size() >= 3);
    CHECK(err->traceback[0].rfind("File \"rec.py\", line 7", 0) == 0);
    CHECK(err->traceback[1].rfind("File \"rec.py\", line 4, in fib", 0) == 0);
    CHECK(in.call<int64_t>("fib", 20) == 6765);
}

TEST_CASE("interpreters are independent, also on different threads") {
    kiln::Interpreter a, b;
    CHECK_FALSE(a.run_string("x = 'a'"));
    CHECK_FALSE(b.run_string("x = 'b'"));
    CHECK(a.global("x").as<std::string>() == "a");
    CHECK(b.global("x").as<std::string>() == "b");
    a.def("who", []() { return std::string("a"); });
    CHECK_FALSE(a.run_string("who()"));
    CHECK(b.run_string("who()")->type == "NameError");
    std::vector<std::thread> threads;
    std::vector<int64_t> results(4);
    for (int t = 0; t < 4; t++)
        threads.emplace_back([t, &results] {
            kiln::Config config;
            config.heap_limit = 64 << 20;
            kiln::Interpreter in(config);
            in.run_string("def work(k):\n    d = {}\n    for i in range(20000):\n        d[str(i)] = [i] * k\n"
                          "    n = 0\n    for v in d.values():\n        n += len(v)\n    return n\n");
            results[t] = in.call<int64_t>("work", t + 1);
        });
    for (auto& t : threads) t.join();
    for (int t = 0; t < 4; t++) CHECK(results[t] == 20000 * (t + 1));
}

TEST_CASE("console support: completeness, echo, completions") {
    Captured c;
    kiln::Interpreter& in = c.interp;
    CHECK(in.is_complete("x = 1\n"));
    CHECK_FALSE(in.is_complete("def f():\n"));
    CHECK_FALSE(in.is_complete("def f():\n    return 1\n"));
    CHECK(in.is_complete("def f():\n    return 1\n\n"));
    CHECK_FALSE(in.is_complete("if x: pass\n"));
    CHECK_FALSE(in.is_complete("x = (1,\n"));
    CHECK_FALSE(in.is_complete("x = (1,\n\n"));
    CHECK(in.is_complete("x = (1,\n2)\n"));
    CHECK(in.is_complete("x = )\n"));       // an error: reported at once
    CHECK(in.is_complete("def f():\n\n")); // expected an indented block: reported
    CHECK_FALSE(in.is_complete("s = '''abc\n"));
    CHECK_FALSE(in.run_interactive("x = 41\nx + 1\nNone\n"));
    CHECK(c.out == "42\n");
    CHECK_FALSE(in.run_interactive("_ * 2\n"));
    CHECK(c.out == "42\n84\n");
    auto err = in.run_interactive("1/0\n");
    REQUIRE(err);
    CHECK(err->formatted ==
          "Traceback (most recent call last):\n  File \"<stdin>\", line 1, in <module>\nZeroDivisionError: division by zero\n");
    auto names = in.completions("pri");
    CHECK(names == std::vector<std::string>{"print("});
    CHECK_FALSE(in.run_interactive("word = 'abc'\n"));
    auto attrs = in.completions("print(word.st");
    CHECK(attrs == std::vector<std::string>{"print(word.startswith(", "print(word.strip("});
    CHECK(in.jit_enabled());
}

TEST_CASE("handles and host objects survive collections inside host callbacks") {
    kiln::Config config;
    config.heap_limit = 4 << 20; // a small heap: collections are frequent
    kiln::Interpreter in(config);
    in.add_class<Vec2>("Vec2").constructor<double, double>().property("x", &Vec2::x);
    std::vector<kiln::Object> kept;
    in.def("keep", [&](const kiln::Object& o) { kept.push_back(o); });
    in.def("churn", [&](const kiln::Object& f, int64_t n) {
        // Calls back into the script, which allocates and collects, while
        // this frame holds arguments and results in handles.
        std::vector<kiln::Object> results;
        for (int64_t i = 0; i < n; i++) results.push_back(f(i));
        double total = 0;
        for (auto& r : results) total += r.as<Vec2&>().x;
        return total;
    });
    REQUIRE_FALSE(in.run_string(R"(
def make(i):
    junk = []
    for k in range(200):
        junk.append(str(k) * 3)
    v = Vec2(i, 0)
    if i % 100 == 0:
        keep(v)
    return v
total = 0
for round in range(20):
    total += churn(make, 100)
)"));
    in.collect();
    CHECK(in.global("total").as<double>() == 20 * 4950);
    REQUIRE(kept.size() == 20);
    for (auto& o : kept) CHECK(o.as<Vec2&>().x == 0);
}
