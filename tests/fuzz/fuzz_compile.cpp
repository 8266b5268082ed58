// libFuzzer target: the lexer, parser, scope analysis and bytecode compiler.
// Any input must either compile or throw kiln::SyntaxError; anything else
// (a crash, a sanitizer report, another exception type) is a bug.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "lang/compiler.hpp"
#include "lang/syntax_error.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    std::string_view source(reinterpret_cast<const char*>(data), size);
    try {
        auto code = kiln::compile_module(source, "fuzz.py");
        (void)code;
    } catch (const kiln::SyntaxError&) {
        // expected for malformed input
    }
    return 0;
}
