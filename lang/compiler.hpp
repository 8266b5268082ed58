// The compiler: AST to bytecode, one CodeProto per function.
#pragma once
#include <memory>
#include <string>
#include <string_view>

#include "bytecode.hpp"

namespace kiln {

struct CompileOptions {
    bool interactive = false; // REPL: expression statements echo their value
    bool eval = false;        // the source is one expression; the code returns its value
};

// Parses and compiles a module. Throws SyntaxError.
std::unique_ptr<CodeProto> compile_module(std::string_view source, const std::string& filename,
                                          CompileOptions opts = {});

} // namespace kiln
