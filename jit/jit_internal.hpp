// What jit/jit.cpp and jit/side_trace_watch.cpp share besides the Jit
// class: limits on side traces and the watch, and where a jump leads.
#pragma once
#include <cstdint>

#include "../lang/bytecode.hpp"
#include "../vm/object.hpp"

namespace kiln::jit {

// Failed attempts at an exit's side trace that make it stay an exit, and
// the segments a tree may have (its root trace and side traces).
constexpr int kMaxSideFailures = 2;
constexpr int kMaxSides = 16;
// A root trace's watch (Jit::Watch): this many more iterations, or this
// many instructions in the loop's frame, whichever comes first.
constexpr int kWatchIterations = 32;
constexpr int kWatchSteps = 20000;

// A recursive function's leaf calls recorded and not compiled (at most),
// and a leaf's size at most (Jit::leaf_call).
constexpr int kMaxLeafSkips = 3;
constexpr size_t kMaxLeafInstructions = 12;

// Where execution goes from pc once unconditional jumps are followed.
inline uint32_t past_jumps(const CodeObj* code, uint32_t pc) {
    const auto& c = code->proto->code;
    for (int hops = 0; hops < 4 && pc < c.size() && (Opcode)(c[pc] & 0xFF) == Opcode::JUMP; hops++) pc = c[pc] >> 8;
    return pc;
}

} // namespace kiln::jit
