// Locals a loop builds a string in, so that `+=` can append in place.
//
// CPython appends to a string in place when the string has no other
// reference (`s += x` in a loop is linear, not quadratic); kiln has no
// reference counts, so the compiler proves it instead. A local is a
// *builder* of a loop when every mention of its name in the loop (the
// condition or target, the body, nested loops and functions included) is
// an append to it, `name += e` or `name = name + e`, with `e` not mentioning
// it. While that loop runs nothing but those appends reads the local, so
// once an append has made a string of its own there, no other reference to
// that string exists, and the next appends may extend it (STR_APPEND).
// Entering the loop gives up any claim on the string the local holds then
// (STR_DISOWN): it may be shared by then.
#pragma once
#include <string>
#include <vector>

#include "ast.hpp"

namespace kiln {

// The names that are builders of `loop` (a While or For node), in order of
// first mention. The caller keeps those that are plain locals of its code.
std::vector<std::string> string_builders(const Node& loop);

// The name `stmt` appends to if it is an append (`name += e`, or
// `name = name + e` with one target), else empty.
std::string appended_name(const Node& stmt);

} // namespace kiln
