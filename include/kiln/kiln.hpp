// kiln: an embeddable Python-subset interpreter with a tracing JIT.
// This is the one header an embedding application includes.
//
// An Interpreter is independent of every other one in the process; use each
// from one thread at a time.
#pragma once
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kiln {

struct Config {
    bool jit = true;              // the tracing JIT (kiln --no-jit turns it off)
    int jit_threshold = 0;        // loop iterations before a loop is traced; 0: the default
    int recursion_limit = 1000;   // Python frames, as sys.getrecursionlimit()
    // Where print() output goes; stdout when empty.
    std::function<void(std::string_view)> output;
    // Hand print() output over at every newline rather than in large blocks
    // (what a terminal wants).
    bool line_buffered = false;
};

// A Python exception that reached the host.
struct Error {
    std::string type;                   // e.g. "ZeroDivisionError"
    std::string message;                // e.g. "division by zero"
    std::vector<std::string> traceback; // "File "x.py", line 3, in f" entries, outermost first
    std::string formatted;              // the whole text CPython would print to stderr
};

class Interpreter {
public:
    explicit Interpreter(Config config = {});
    ~Interpreter();
    Interpreter(const Interpreter&) = delete;
    Interpreter& operator=(const Interpreter&) = delete;

    // Runs a file or source text as the __main__ module. Returns the error if
    // an exception escaped, nothing on success.
    std::optional<Error> run_file(const std::string& path);
    std::optional<Error> run_string(std::string_view source, const std::string& filename = "<string>");

    // Writes any buffered print() output.
    void flush();

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

// "0.1.0"
const char* version();
// The libgccjit version kiln was built against, e.g. "12.2.0".
std::string gccjit_version();

} // namespace kiln
