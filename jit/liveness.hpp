// Which locals of a code object are live before each instruction: read on
// some path from there before they are written. A trace's exits and loop
// ends leave a dead local as the frame holds it (the interpreter writes it
// before it reads it again), so they carry and write fewer values.
#pragma once
#include <cstdint>
#include <vector>

#include "../lang/bytecode.hpp"
#include "../vm/object.hpp"

namespace kiln::jit {

class Liveness {
public:
    explicit Liveness(const CodeProto& code);

    // Whether local `local` (a LOAD_FAST index) may be read, from the
    // start of instruction `pc` on, before it is written. True for
    // anything outside the code's locals or instructions, and for every
    // local of a module or class body (their names are read in other ways).
    bool live(uint32_t pc, int local) const {
        if (all_ || local < 0 || local >= nlocals_ || pc >= ninstr_) return true;
        return (bits_[(size_t)pc * words_ + (size_t)local / 64] >> (local % 64)) & 1;
    }

private:
    bool all_ = false;
    int nlocals_ = 0;
    uint32_t ninstr_ = 0;
    size_t words_ = 0;
    std::vector<uint64_t> bits_; // [pc][word]: live-in sets
};

// The liveness of code's locals, made once per code object (a recorder
// asks at each recording, and loops retried while their inner loops
// compile are recorded hundreds of times).
const Liveness& liveness_of(CodeObj* code);

} // namespace kiln::jit
