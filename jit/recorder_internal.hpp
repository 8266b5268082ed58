// What the recorder's files (recorder.cpp, record_calls.cpp,
// record_iteration.cpp) share besides the Recorder class: the
// interpreter's opcodes as plain enumerators for their switches, and the
// inlining depth.
#pragma once
#include <cstddef>
#include <cstdint>

namespace kiln::jit {

enum RecordedOpcode : uint32_t {
#define OPCODE(name, effect, jump) OPC_##name,
#include "../lang/opcodes.def"
#undef OPCODE
};

// Calls inlined into one another, at most.
constexpr size_t kMaxInlineDepth = 4;
// The most items of a `*args` tuple a CALL_EX the trace inlines passes.
constexpr size_t kMaxCallExArgs = 8;

} // namespace kiln::jit
