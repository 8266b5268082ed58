// A host built as C++17 against the installed kiln (tests/embed/run.sh):
// the header needs no more, and kiln.pc must not raise the standard behind
// the application's back. Built with -Wall -Wextra -Werror, so the header's
// templates (constructor<std::string, ...>, optional arguments) stay free of
// warnings at -O2.
#include <kiln/kiln.hpp>

#include <cstdio>
#include <optional>
#include <string>

static_assert(__cplusplus == 201703L, "built as C++17: a -std flag from kiln.pc would change this");

struct Label {
    std::string text;
    int size;
    Label(std::string t, int s) : text(std::move(t)), size(s) {}
};

int main() {
    kiln::Interpreter in;
    in.add_class<Label>("Label").constructor<std::string, int>().property("text", &Label::text);
    in.def("pad", [](const std::string& s, std::optional<int> width) {
        return s + std::string(width.value_or(1), '.');
    });
    std::string out = in.eval<std::string>("pad(Label('kiln', 3).text, None) + pad('', 2)");
    std::printf("%s %s\n", out.c_str(), kiln::version());
    return out == "kiln..." ? 0 : 1;
}
