// libFuzzer target: compile and run a program through the public embedding
// API. An input must either run or end with a Python exception; a crash, a
// sanitizer report or a C++ exception escaping run_string is a bug.
//
// The step, time and heap limits turn runaway scripts into TimeoutError and
// MemoryError, so the fuzzer does not stall on `while True: pass`. Build with
// -DKILN_FUZZ_NO_LIMITS for an interpreter without them (then run libFuzzer
// with -timeout=5 and discard timeouts whose input plainly loops forever).
#include <chrono>
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
#ifndef KILN_FUZZ_NO_LIMITS
    config.step_limit = 200000;
    config.time_limit = std::chrono::milliseconds(2000);
    config.heap_limit = size_t(256) << 20;
#endif
    kiln::Interpreter interp(config);
    std::string_view source(reinterpret_cast<const char*>(data), size);
    auto err = interp.run_string(source, "fuzz.py");
    (void)err;
    interp.flush();
    return 0;
}
