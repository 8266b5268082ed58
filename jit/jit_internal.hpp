// What the Jit class's files share (jit/jit.cpp, jit/exits.cpp,
// jit/inner_loops.cpp, jit/compile_queue.cpp, jit/side_trace_watch.cpp):
// its limits and thresholds, the kinds of exits, and where a jump leads.
#pragma once
#include <chrono>
#include <cstddef>
#include <cstdint>

#include "../lang/bytecode.hpp"
#include "../vm/object.hpp"

namespace kiln::jit {

using Clock = std::chrono::steady_clock;

inline double ms_since(Clock::time_point t) {
    return std::chrono::duration<double, std::milli>(Clock::now() - t).count();
}

// Guard exits by kind, for --stats.
// kCallDepth: a function's native call to itself found no room (native
// depth, stack) or the host's attention flag set; the interpreter calls.
// kError is a helper's exit as recorded; --stats counts it as `error` when
// the helper raised and as `declined` when it declined (Jit::leave).
enum ExitKind : uint8_t {
    kType, kBranch, kOverflow, kBounds, kIdentity, kError, kLoopEnd, kOther, kNested, kCallDepth, kDeclined
};
constexpr int kExitKinds = 11;
inline constexpr const char* kExitKindNames[kExitKinds] = {
    "type", "branch", "overflow", "bounds", "identity", "error", "loop end", "other", "inner loop", "call depth",
    "declined"};

// How deep a function's trace calls itself natively before it leaves for
// the interpreter (which goes on with frames of its own): each level is a
// C stack frame.
constexpr int64_t kMaxNativeDepth = 1000;
// A bound on the C stack one native call of a function's trace uses
// (its spilled values and saved registers; fib's is under 200 bytes).
constexpr size_t kNativeCallBytes = 1024;

// Inner loops' trees compiled into an outer loop's code (inline_inner_loops):
// each at most this big, and all of them together.
constexpr size_t kMaxInlinedTreeIns = 100;
constexpr size_t kMaxInlinedIns = 300;
constexpr uint64_t kMaxInlinedLoopLength = 16; // iterations per entry, on average

// A tree with a new side trace is compiled on the interpreter's thread
// (the loop stays native) up to this many IR instructions, inlined inner
// trees included; a bigger one in the background (see submit), where the
// old code runs on meanwhile and leaves at that exit, which beats stopping
// the program for the compile: at 150 (before), first runs took fannkuch
// 214 ms (its 94-instruction tree compiled in place in 47 ms), mandelbrot
// 92 ms and nbody 188 ms; at 40, 169, 73 and 174 ms (hyperfine, 20 runs,
// --jit-cache=off). Monte Carlo's share of native iterations stayed 97%.
constexpr size_t kMaxInPlaceSideTreeIns = 40;
constexpr size_t kAlwaysInlinedTreeIns = 40;    // however long the loop: a tree this small costs little
// Loops with fewer iterations per entry (on average, before their first
// recording) are compiled without a peeled first iteration (Tree::peel).
constexpr uint64_t kMinPeeledLoopLength = 4;

// How many times an exit must fire before it grows a side trace (the
// failed attempts that make it stay an exit: jit_internal.hpp).
constexpr uint32_t kSideThreshold = 40;
constexpr int kMaxAborts = 6;
// Exits through an exit whose side trace is being compiled before the JIT
// looks for a side trace to record where that one would leave.
constexpr uint32_t kSiblingThreshold = 8;
// Exits through one that stays an exit before a tree that leaves by it on
// most entries is dropped (Jit::after_exit).
constexpr uint32_t kHopelessExits = 1000;
constexpr size_t kHopelessPrefix = 40;
constexpr int kMaxQuickRetries = 16;
// A loop whose code has its types but no room to run (deep in a recursion,
// a budget running): back-edges interpreted before it tries again.
constexpr int32_t kNoRoomRetry = 64;
// Trees compiled in one GCC run (Jit::work): at most this many, together
// at most this many IR instructions (inlined inner trees included).
constexpr size_t kMaxBatch = 4;
constexpr size_t kMaxBatchIns = 160;

inline const char* ty_label(Value v) {
    switch (v.tag) {
    case Tag::Int: return "int";
    case Tag::Float: return "float";
    case Tag::Bool: return "bool";
    case Tag::None: return "None";
    case Tag::Obj: return "object";
    default: return "unbound";
    }
}

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
// A function native code calls is compiled when its recording went through
// this many instructions (see Jit::too_short).
constexpr uint32_t kMinNativeCalledSteps = 16;

// Where execution goes from pc once unconditional jumps are followed.
inline uint32_t past_jumps(const CodeObj* code, uint32_t pc) {
    const auto& c = code->proto->code;
    for (int hops = 0; hops < 4 && pc < c.size() && (Opcode)(c[pc] & 0xFF) == Opcode::JUMP; hops++) pc = c[pc] >> 8;
    return pc;
}

} // namespace kiln::jit
