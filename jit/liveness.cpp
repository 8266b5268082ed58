// Backward data flow over the bytecode: live-in(pc) = what pc reads, plus
// what its successors need that pc does not write, plus what its
// exception handler needs (an instruction raises before it writes).
#include "liveness.hpp"

namespace kiln::jit {

Liveness::Liveness(const CodeProto& code) {
    ninstr_ = (uint32_t)code.code.size();
    nlocals_ = (int)code.varnames.size();
    // A module's and a class body's names are not fast locals (LOAD_NAME
    // reads the namespace in slot 0). A generator's frame outlives a call,
    // but only its own code reads it, going on after each yield (the yield's
    // next instruction) or at its handler (a throw() into it): the flow
    // below has both.
    all_ = code.is_module || code.is_class_body;
    if (all_ || nlocals_ == 0) return;
    words_ = ((size_t)nlocals_ + 63) / 64;
    bits_.assign((size_t)ninstr_ * words_, 0);
    const size_t W = words_;

    // Per instruction: the handler an exception there goes to (the first
    // row that covers it), or -1.
    std::vector<int64_t> handler(ninstr_, -1);
    for (uint32_t pc = 0; pc < ninstr_; pc++)
        for (const ExcEntry& e : code.exc_table)
            if (pc >= e.start && pc < e.end) {
                handler[pc] = e.handler;
                break;
            }

    std::vector<uint64_t> out(W);
    bool changed = true;
    while (changed) {
        changed = false;
        for (uint32_t pc = ninstr_; pc-- > 0;) {
            const uint32_t ins = code.code[pc];
            const Opcode op = op_of(ins);
            const uint32_t arg = arg_of(ins);
            auto add_in = [&](int64_t succ) {
                if (succ < 0 || succ >= (int64_t)ninstr_) return;
                const uint64_t* s = &bits_[(size_t)succ * W];
                for (size_t w = 0; w < W; w++) out[w] |= s[w];
            };
            std::fill(out.begin(), out.end(), 0);
            // Where control goes on normally.
            switch (op) {
            case Opcode::JUMP:
            case Opcode::JUMP_BACK: add_in(arg); break;
            case Opcode::RETURN_VALUE:
            case Opcode::RAISE:
            case Opcode::RERAISE: break;
            default:
                if (opcode_has_jump(op)) add_in(arg);
                add_in((int64_t)pc + 1);
                break;
            }
            // What this instruction writes and reads.
            const bool local = (int64_t)arg < nlocals_;
            if (op == Opcode::STORE_FAST && local) out[arg / 64] &= ~(uint64_t{1} << (arg % 64));
            if ((op == Opcode::LOAD_FAST || op == Opcode::DELETE_FAST || op == Opcode::STR_DISOWN) && local)
                out[arg / 64] |= uint64_t{1} << (arg % 64);
            add_in(handler[pc]);
            uint64_t* in = &bits_[(size_t)pc * W];
            for (size_t w = 0; w < W; w++)
                if ((in[w] | out[w]) != in[w]) {
                    in[w] |= out[w];
                    changed = true;
                }
        }
    }
}

const Liveness& liveness_of(CodeObj* code) {
    if (!code->jit_liveness) code->jit_liveness = std::make_shared<const Liveness>(*code->proto);
    return *code->jit_liveness;
}

} // namespace kiln::jit
