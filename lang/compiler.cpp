// The bytecode compiler. Invariants:
//  1. Every emitted instruction carries the source line of the statement or
//     call it belongs to (tracebacks read it).
//  2. Loops end their body with JUMP_BACK, the only backward jump: the
//     interpreter counts it for the JIT and uses it as a GC safe point. A
//     LOOP_ENTRY just before the header (the JUMP_BACK's target) is where
//     the loop is entered from above, so a compiled trace runs the first
//     iteration too.
//  3. `break` out of a `for` pops the iterator first; nothing else is left on
//     the stack across statements.
//  4. try/with are zero-cost: each protected block owns a region of ranges
//     that become exception-table rows. `return`, `break` and `continue`
//     leaving such a block run its exit code inline (the finally body, the
//     __exit__ call, POP_EXCEPT), with the block's region paused meanwhile so
//     that exit code is protected only by the blocks around it.
#include "compiler.hpp"

#include <algorithm>
#include <cstdint>
#include <cstring>

#include "compiler_internal.hpp"
#include "parser.hpp"
#include "scope.hpp"
#include "syntax_error.hpp"

namespace kiln::compiler {

namespace {

int stack_effect(Opcode op, uint32_t arg) {
    switch (op) {
    case Opcode::BUILD_TUPLE: case Opcode::BUILD_LIST: return 1 - (int)arg;
    case Opcode::BUILD_SET: return 1 - (int)(arg & ~kBuildSetFolded);
    case Opcode::BUILD_DICT: return 1 - 2 * (int)arg;
    case Opcode::BUILD_SLICE: return 1 - (int)arg;
    case Opcode::CALL: return -(int)arg;
    case Opcode::CALL_METHOD: return -(int)arg - 1;
    case Opcode::CALL_KW: return -(int)arg - 1;
    case Opcode::CALL_METHOD_KW: return -(int)arg - 2;
    case Opcode::CALL_EX: return (arg & 1) ? -2 : -1;
    case Opcode::MAKE_FUNCTION: {
        int n = 0;
        if (arg & kFnDefaults) n++;
        if (arg & kFnKwDefaults) n++;
        if (arg & kFnAnnotations) n++;
        if (arg & kFnClosure) n++;
        return -n;
    }
    case Opcode::UNPACK_SEQUENCE: return (int)arg - 1;
    case Opcode::UNPACK_EX: return (int)(arg & 0xFF) + (int)(arg >> 8);
    case Opcode::RAISE_ASSERT: return -(int)arg;
    case Opcode::RAISE: return -(int)arg;
    case Opcode::BUILD_CLASS: return -(int)arg;
    case Opcode::FORMAT_VALUE: return (arg & kFormatHasSpec) ? -1 : 0;
    case Opcode::BUILD_STRING: return 1 - (int)arg;
    default: break;
    }
    static const int effects[] = {
#define OPCODE(name, effect, jump) effect,
#include "opcodes.def"
#undef OPCODE
    };
    return effects[(int)op];
}

} // namespace

FunctionCompiler::FunctionCompiler(ModuleCompiler& m, Scope* scope, CodeProto* code) : m_(m), scope_(scope), code_(code) {
    code_->filename = m.filename;
    if (scope->is_class) {
        // A class body: slot 0 is the namespace dict; names live in it.
        code_->varnames.push_back(".ns");
        for (auto& name : scope->cells) {
            cell_index_[name] = (int)code_->cellvars.size();
            code_->cellvars.push_back(name);
            code_->cell_from_param.push_back(-1);
        }
        for (auto& name : scope->frees) {
            cell_index_[name] = (int)(code_->cellvars.size() + code_->freevars.size());
            code_->freevars.push_back(name);
        }
    } else if (!scope->is_module) {
        // Slots: locals (parameters first), then cells, then frees.
        for (auto& name : scope->local_order) {
            if (scope->cells.count(name) && !is_param(name)) continue;
            if (scope->frees.count(name) || scope->globals.count(name)) continue;
            local_index_[name] = (int)code_->varnames.size();
            code_->varnames.push_back(name);
        }
        for (auto& name : scope->cells) {
            cell_index_[name] = (int)code_->cellvars.size();
            code_->cellvars.push_back(name);
            int from = -1;
            for (size_t i = 0; i < code_->varnames.size(); i++)
                if (code_->varnames[i] == name && is_param(name)) from = (int)i;
            code_->cell_from_param.push_back(from);
        }
        for (auto& name : scope->frees) {
            cell_index_[name] = (int)(code_->cellvars.size() + code_->freevars.size());
            code_->freevars.push_back(name);
        }
    }
}

bool FunctionCompiler::is_param(const std::string& name) const {
    for (auto& p : scope_->params)
        if (p == name) return true;
    return false;
}

[[noreturn]] void FunctionCompiler::error(const Node& n, const std::string& msg) {
    throw SyntaxError("SyntaxError", msg, n.line, n.col);
}

void FunctionCompiler::finish() {
    code_->max_stack += 8;
    // Exception table: innermost regions first (stable within a level).
    std::vector<std::pair<int, ExcEntry>> rows;
    for (auto& r : regions_)
        for (auto& [a, b] : r.ranges)
            if (b > a) rows.push_back({r.level, ExcEntry{(uint32_t)a, (uint32_t)b, (uint32_t)r.handler, (uint32_t)r.depth}});
    std::stable_sort(rows.begin(), rows.end(), [](auto& x, auto& y) { return x.first > y.first; });
    for (auto& r : rows) code_->exc_table.push_back(r.second);
}

// ------------------------------------------------------------ blocks and regions

int FunctionCompiler::new_region(int depth) {
    Region r;
    r.depth = depth;
    r.level = (int)blocks_.size();
    r.open = here();
    regions_.push_back(std::move(r));
    return (int)regions_.size() - 1;
}

void FunctionCompiler::pause(int r) {
    Region& g = regions_[r];
    if (g.open != SIZE_MAX) {
        g.ranges.push_back({g.open, here()});
        g.open = SIZE_MAX;
    }
}

void FunctionCompiler::resume(int r) { regions_[r].open = here(); }

void FunctionCompiler::push_block(Block::Kind kind, int region) {
    Block b;
    b.kind = kind;
    b.region = region;
    blocks_.push_back(std::move(b));
}

// Clears an `except ... as name` binding, as CPython does on leaving the clause.
void FunctionCompiler::clear_name(const std::string& name) {
    emit_const_none();
    store_name(name);
    delete_name(name);
}

// Emits the code that leaves block `b` early; `value` when a return value is on top.
void FunctionCompiler::exit_block(const Block& b, bool value) {
    switch (b.kind) {
    case Block::Loop:
        if (b.is_for) {
            if (value) emit(Opcode::ROT_TWO);
            emit(Opcode::POP_TOP);
        }
        break;
    case Block::TryBody: break;
    case Block::Finally: stmts(*b.finally_body); break;
    case Block::Handler:
        if (value) emit(Opcode::ROT_TWO);
        emit(Opcode::POP_EXCEPT);
        emit(Opcode::POP_TOP);
        break;
    case Block::NamedHandler: clear_name(b.name); break;
    case Block::With:
        if (value) emit(Opcode::ROT_TWO);
        emit(Opcode::WITH_EXIT);
        break;
    }
}

// Leaves every block above `keep`, innermost first. The caller emits the
// jump or return, then calls reenter_blocks with the result.
std::vector<Block> FunctionCompiler::leave_blocks(size_t keep, bool value) {
    std::vector<Block> saved(blocks_.begin() + keep, blocks_.end());
    while (blocks_.size() > keep) {
        Block b = std::move(blocks_.back());
        blocks_.pop_back();
        if (b.region >= 0) pause(b.region);
        exit_block(b, value);
    }
    return saved;
}

void FunctionCompiler::reenter_blocks(std::vector<Block>& saved) {
    for (auto& b : saved) {
        if (b.region >= 0) resume(b.region);
        blocks_.push_back(std::move(b));
    }
}

int FunctionCompiler::innermost_loop() const {
    for (size_t i = blocks_.size(); i-- > 0;)
        if (blocks_[i].kind == Block::Loop) return (int)i;
    return -1;
}

size_t FunctionCompiler::emit(Opcode op, uint32_t arg) {
    if (arg > kMaxArg) throw SyntaxError("SyntaxError", "too many constants or names", line_, 0);
    code_->code.push_back(encode(op, arg));
    code_->lines.push_back(line_);
    depth_ += stack_effect(op, arg);
    if (depth_ > code_->max_stack) code_->max_stack = depth_;
    return code_->code.size() - 1;
}

size_t FunctionCompiler::here() const { return code_->code.size(); }

void FunctionCompiler::patch(size_t at, size_t target) {
    uint32_t ins = code_->code[at];
    code_->code[at] = encode(op_of(ins), (uint32_t)target);
}

void FunctionCompiler::patch_list(const std::vector<size_t>& jumps, size_t target) {
    for (size_t j : jumps) patch(j, target);
}

int FunctionCompiler::add_const(Constant c) {
    if (c.kind == Constant::Str) {
        auto it = str_const_.find(c.s);
        if (it != str_const_.end()) return it->second;
        int idx = (int)code_->consts.size();
        str_const_[c.s] = idx;
        code_->consts.push_back(std::move(c));
        return idx;
    }
    for (size_t i = 0; i < code_->consts.size(); i++) {
        const Constant& o = code_->consts[i];
        if (o.kind != c.kind) continue;
        if (c.kind == Constant::None || c.kind == Constant::True || c.kind == Constant::False ||
            c.kind == Constant::Ellipsis)
            return (int)i;
        if (c.kind == Constant::Int && o.i == c.i) return (int)i;
        if (c.kind == Constant::BigInt && o.s == c.s) return (int)i;
        // Floats compare by bits so that 0.0 and -0.0 stay distinct.
        if (c.kind == Constant::Float && std::memcmp(&o.f, &c.f, sizeof(double)) == 0) return (int)i;
        if (c.kind == Constant::Tuple && same_constant(o, c)) return (int)i;
    }
    code_->consts.push_back(std::move(c));
    return (int)code_->consts.size() - 1;
}

void FunctionCompiler::emit_const_none() {
    Constant c;
    c.kind = Constant::None;
    emit(Opcode::LOAD_CONST, add_const(c));
}

// Private names (__x, not __x__) inside a class are mangled to _Class__x.
// (Built by appending: GCC 12 warns falsely of an overlap in `"_" + a + b`,
// its bug 105651.)
std::string FunctionCompiler::mangle(const std::string& name) const {
    if (private_.empty() || name.size() < 3 || name.compare(0, 2, "__") != 0) return name;
    if (name.size() >= 4 && name.compare(name.size() - 2, 2, "__") == 0) return name;
    size_t k = private_.find_first_not_of('_');
    if (k == std::string::npos) return name;
    std::string mangled = "_";
    mangled.append(private_, k, std::string::npos);
    mangled += name;
    return mangled;
}

int FunctionCompiler::attr_idx(const std::string& name) { return name_idx(mangle(name)); }

int FunctionCompiler::name_idx(const std::string& name) {
    auto it = name_index_.find(name);
    if (it != name_index_.end()) return it->second;
    int idx = (int)code_->names.size();
    code_->names.push_back(name);
    name_index_[name] = idx;
    return idx;
}

// ------------------------------------------------------------ names

void FunctionCompiler::load_name(const std::string& name) {
    switch (scope_->kind_of(name)) {
    case NameKind::ClassName: emit(Opcode::LOAD_NAME, attr_idx(name)); break;
    case NameKind::Local: emit(Opcode::LOAD_FAST, local_index_.at(name)); break;
    case NameKind::Cell: case NameKind::Free: emit(Opcode::LOAD_DEREF, cell_index_.at(name)); break;
    case NameKind::Global: emit(Opcode::LOAD_GLOBAL, name_idx(name)); break;
    }
}

void FunctionCompiler::store_name(const std::string& name) {
    switch (scope_->kind_of(name)) {
    case NameKind::ClassName: emit(Opcode::STORE_NAME, attr_idx(name)); break;
    case NameKind::Local: emit(Opcode::STORE_FAST, local_index_.at(name)); break;
    case NameKind::Cell: case NameKind::Free: emit(Opcode::STORE_DEREF, cell_index_.at(name)); break;
    case NameKind::Global: emit(Opcode::STORE_GLOBAL, name_idx(name)); break;
    }
}

void FunctionCompiler::delete_name(const std::string& name) {
    switch (scope_->kind_of(name)) {
    case NameKind::ClassName: emit(Opcode::DELETE_NAME, attr_idx(name)); break;
    case NameKind::Local: emit(Opcode::DELETE_FAST, local_index_.at(name)); break;
    case NameKind::Cell: case NameKind::Free: emit(Opcode::DELETE_DEREF, cell_index_.at(name)); break;
    case NameKind::Global: emit(Opcode::DELETE_GLOBAL, name_idx(name)); break;
    }
}

} // namespace kiln::compiler

namespace kiln {

using compiler::FunctionCompiler;
using compiler::ModuleCompiler;

std::unique_ptr<CodeProto> compile_module(std::string_view source, const std::string& filename,
                                          CompileOptions opts) {
    std::vector<NodeP> module = parse_module(source);
    if (opts.eval && (module.size() != 1 || module[0]->kind != NK::ExprStmt)) {
        const Node* at = module.empty() ? nullptr : module[module.size() > 1 ? 1 : 0].get();
        throw SyntaxError("SyntaxError", "invalid syntax", at ? at->line : 0, at ? at->col : 0);
    }
    ModuleCompiler m;
    m.filename = filename;
    m.opts = opts;
    m.root = analyze_scopes(module);
    m.index(m.root.get());
    auto code = std::make_unique<CodeProto>();
    FunctionCompiler fc(m, m.root.get(), code.get());
    fc.module_body(module);
    return code;
}

} // namespace kiln
