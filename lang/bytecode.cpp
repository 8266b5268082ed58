// Opcode names and the disassembler.
#include <cstring>
#include "bytecode.hpp"

#include <fmt/format.h>

namespace kiln {

const char* opcode_name(Opcode op) {
    static const char* const names[] = {
#define OPCODE(name, effect, jump) #name,
#include "opcodes.def"
#undef OPCODE
    };
    return (size_t)op < sizeof(names) / sizeof(names[0]) ? names[(size_t)op] : "?";
}

bool opcode_has_jump(Opcode op) {
    static const bool jumps[] = {
#define OPCODE(name, effect, jump) jump != 0,
#include "opcodes.def"
#undef OPCODE
    };
    return (size_t)op < sizeof(jumps) / sizeof(jumps[0]) && jumps[(size_t)op];
}

bool same_constant(const Constant& a, const Constant& b) {
    if (a.kind != b.kind) return false;
    switch (a.kind) {
    case Constant::Int: return a.i == b.i;
    case Constant::BigInt: case Constant::Str: return a.s == b.s;
    case Constant::Float: return std::memcmp(&a.f, &b.f, sizeof(double)) == 0;
    case Constant::Code: return a.code == b.code;
    case Constant::NameTuple: return a.names == b.names;
    case Constant::Tuple:
        if (a.items.size() != b.items.size()) return false;
        for (size_t k = 0; k < a.items.size(); k++)
            if (!same_constant(a.items[k], b.items[k])) return false;
        return true;
    default: return true;
    }
}

static std::string const_text(const Constant& c) {
    switch (c.kind) {
    case Constant::None: return "None";
    case Constant::True: return "True";
    case Constant::False: return "False";
    case Constant::Int: return std::to_string(c.i);
    case Constant::BigInt: return c.s;
    case Constant::Float: return fmt::format("{}", c.f);
    case Constant::Str: return "'" + c.s + "'";
    case Constant::Ellipsis: return "Ellipsis";
    case Constant::Code: return "<code " + c.code->name + ">";
    case Constant::Tuple: {
        std::string t = "(";
        for (size_t i = 0; i < c.items.size(); i++) t += (i ? ", " : "") + const_text(c.items[i]);
        return t + (c.items.size() == 1 ? ",)" : ")");
    }
    case Constant::NameTuple: {
        std::string s = "(";
        for (size_t i = 0; i < c.names.size(); i++) s += (i ? ", '" : "'") + c.names[i] + "'";
        return s + ")";
    }
    }
    return "?";
}

std::string disassemble(const CodeProto& code) {
    std::string out = fmt::format("code {}:\n", code.name);
    for (size_t i = 0; i < code.code.size(); i++) {
        Opcode op = op_of(code.code[i]);
        uint32_t arg = arg_of(code.code[i]);
        std::string extra;
        switch (op) {
        case Opcode::LOAD_CONST: extra = const_text(code.consts[arg]); break;
        case Opcode::LOAD_FAST: case Opcode::STORE_FAST: case Opcode::DELETE_FAST:
            extra = code.varnames[arg];
            break;
        case Opcode::LOAD_GLOBAL: case Opcode::STORE_GLOBAL: case Opcode::DELETE_GLOBAL: case Opcode::LOAD_ATTR:
        case Opcode::STORE_ATTR: case Opcode::DELETE_ATTR: case Opcode::LOAD_METHOD: case Opcode::LOAD_NAME:
        case Opcode::STORE_NAME: case Opcode::DELETE_NAME:
            extra = code.names[arg];
            break;
        case Opcode::LOAD_DEREF: case Opcode::STORE_DEREF: case Opcode::DELETE_DEREF: case Opcode::LOAD_CLOSURE:
            extra = arg < code.cellvars.size() ? code.cellvars[arg] : code.freevars[arg - code.cellvars.size()];
            break;
        default: break;
        }
        bool has_arg = arg != 0 || opcode_has_jump(op) || !extra.empty();
        out += fmt::format("{:4} {:4} {}", code.lines[i], i, opcode_name(op));
        if (has_arg) out += fmt::format(" {}", arg);
        if (!extra.empty()) out += " (" + extra + ")";
        out += "\n";
    }
    for (auto& e : code.exc_table)
        out += fmt::format("  except {}..{} -> {} depth {}\n", e.start, e.end, e.handler, e.depth);
    for (auto& c : code.children) out += disassemble(*c);
    return out;
}

} // namespace kiln
