// The re module: the translation to RE2 (golden text), refused constructs,
// linear-time matching of patterns that backtrack exponentially in CPython,
// and interpreters that do not share compiled patterns.
#include <doctest/doctest.h>

#include <chrono>

#include "kiln/kiln.hpp"
#include "stdlib/re_translate.hpp"

namespace {

std::u32string u32(std::string_view s) {
    std::u32string out;
    for (unsigned char c : s) out += (char32_t)c; // ASCII test patterns only
    return out;
}

std::string re2_of(std::string_view pattern, int flags = 0) {
    kiln::re::Translation t;
    kiln::re::TranslateError e;
    if (!kiln::re::translate(u32(pattern), flags, t, e)) return "error: " + e.msg;
    return t.re2;
}

std::string error_of(std::string_view pattern) {
    kiln::re::Translation t;
    kiln::re::TranslateError e;
    if (kiln::re::translate(u32(pattern), 0, t, e)) return "no error";
    return e.msg + " @" + std::to_string(e.pos);
}

std::string run(kiln::Interpreter& in, std::string_view src) {
    auto err = in.run_string(src);
    return err ? err->type + ": " + err->message : "ok";
}

} // namespace

TEST_CASE("re: Python syntax becomes explicit RE2 syntax") {
    CHECK(re2_of("ab") == "ab");
    CHECK(re2_of("a.b") == "a[^\\n]b");
    CHECK(re2_of("a.b", kiln::re::kDotAll) == "a(?s:.)b");
    CHECK(re2_of("^a$") == "\\Aa(\\n?)\\z");
    CHECK(re2_of("(?m)^a$") == "(?m:^)a(?m:$)");
    CHECK(re2_of("(a$)") == "(a\\z)");
    CHECK(re2_of("a\\Z") == "a\\z");
    CHECK(re2_of("\\d") == "[\\p{Nd}]");
    CHECK(re2_of("\\d", kiln::re::kAscii) == "[\\x{30}-\\x{39}]");
    CHECK(re2_of("\\w") == "[\\p{L}\\p{N}_]");
    CHECK(re2_of("\\W") == "[^\\p{L}\\p{N}_]");
    CHECK(re2_of("[^\\W\\d_]") == "[\\p{L}\\p{Nl}\\p{No}]");
    CHECK(re2_of("[a\\W]") == "(?:[^\\p{L}\\p{N}_]|[\\x{61}])");
    CHECK(re2_of("(?i)k") == "(?i:k)");
    CHECK(re2_of("k", kiln::re::kIgnoreCase | kiln::re::kAscii) == "[kK]");
    CHECK(re2_of("(?x) a b # c\n c") == "abc");
    CHECK(re2_of("a{,3}b{2}c{1,}?") == "a{0,3}b{2}c{1,}?");
    CHECK(re2_of("a{") == "a\\x{7b}");
    CHECK(re2_of("(?P<n>x)(?:y)") == "(x)(?:y)");
    CHECK(re2_of("[[:alpha:]]") == "[\\x{3a}\\x{5b}\\x{61}\\x{68}\\x{6c}\\x{70}]\\x{5d}");
}

TEST_CASE("re: CPython's errors, and constructs that need backtracking refused") {
    CHECK(error_of("(") == "missing ), unterminated subpattern @0");
    CHECK(error_of("a**") == "multiple repeat @2");
    CHECK(error_of("[b-a]") == "bad character range b-a @1");
    CHECK(error_of("(a)\\1").find("a backreference (\\1) is not supported") == 0);
    CHECK(error_of("(?P<a>x)(?P=a)").find("a backreference ((?P=a)) is not supported") == 0);
    CHECK(error_of("(?=a)").find("a lookahead assertion") == 0);
    CHECK(error_of("(?!a)").find("a negative lookahead assertion") == 0);
    CHECK(error_of("(?<=a)").find("a lookbehind assertion") == 0);
    CHECK(error_of("(?<!a)").find("a negative lookbehind assertion") == 0);
    CHECK(error_of("(?>a)").find("an atomic group") == 0);
    CHECK(error_of("a*+").find("a possessive quantifier") == 0);
    CHECK(error_of("(a)?(?(1)b|c)").find("a conditional group") == 0);
    CHECK(error_of("(?=a)").find("linear time") != std::string::npos);
}

TEST_CASE("re: a catastrophic pattern for a backtracking engine finishes at once") {
    kiln::Interpreter in;
    auto t0 = std::chrono::steady_clock::now();
    CHECK(run(in, "import re\n"
                  "assert re.match(r'(a+)+$', 'a' * 40 + 'b') is None\n"
                  "assert re.search(r'(x+x+)+y', 'x' * 5000) is None\n"
                  "assert re.fullmatch(r'(\\w+\\s?)+', 'word ' * 1000 + '!') is None\n"
                  "assert re.match(r'(a|a)*c', 'a' * 100000) is None\n") == "ok");
    double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    CHECK(s < 5.0); // CPython would need longer than the age of the universe for the first one
}

TEST_CASE("re: each interpreter has its own compile cache and classes") {
    kiln::Interpreter a, b;
    CHECK(run(a, "import re\np = re.compile('x+')\nre.I_was_here = 1\n") == "ok");
    CHECK(run(b, "import re\nassert not hasattr(re, 'I_was_here')\nq = re.compile('x+')\n") == "ok");
    CHECK(a.eval<bool>("p is re.compile('x+')"));
    CHECK(a.eval<std::string>("re.sub('x+', '-', 'axxb')") == "a-b");
    CHECK(b.eval<bool>("isinstance(q, re.Pattern)"));
    CHECK(run(b, "import re\nre.purge()\nassert re.compile('x+') is not q\n") == "ok");
}
