// libFuzzer target: compile and run a program through the public embedding
// API. An input must either run or end with a Python exception; a crash, a
// sanitizer report or a C++ exception escaping run_string is a bug.
//
// There is no instruction budget yet, so inputs with infinite loops time out;
// run with -timeout=5 and discard timeouts whose input plainly loops forever.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "kiln/kiln.hpp"

static constexpr size_t kMaxInput = 2048;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    if (size > kMaxInput) return -1; // not added to the corpus
    kiln::Config config;
    config.recursion_limit = 200;
    config.output = [](std::string_view) {};
    kiln::Interpreter interp(config);
    std::string_view source(reinterpret_cast<const char*>(data), size);
    auto err = interp.run_string(source, "fuzz.py");
    (void)err;
    interp.flush();
    return 0;
}
