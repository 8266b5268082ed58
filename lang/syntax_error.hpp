// Errors found while turning source text into bytecode.
#pragma once
#include <stdexcept>
#include <string>

namespace kiln {

// Thrown by the lexer, parser and compiler. `kind` is the Python exception
// type the user sees: SyntaxError, IndentationError, TabError, or
// NotImplementedError for a construct kiln does not support yet.
struct SyntaxError : std::runtime_error {
    std::string kind;
    int line;    // 1-based
    int col;     // 1-based, 0 when unknown
    int end_col; // exclusive, 0 when a single caret
    SyntaxError(std::string kind_, std::string msg, int line_, int col_, int end_col_ = 0)
        : std::runtime_error(std::move(msg)), kind(std::move(kind_)), line(line_), col(col_),
          end_col(end_col_) {}
};

// A construct the language subset does not cover: refused loudly, naming it.
inline SyntaxError not_supported(const std::string& what, int line, int col) {
    return SyntaxError("NotImplementedError", what + " is not supported by kiln yet", line, col);
}

} // namespace kiln
