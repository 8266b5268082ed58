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

#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <unordered_map>

#include "parser.hpp"
#include "scope.hpp"
#include "string_builders.hpp"
#include "syntax_error.hpp"

namespace kiln {

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

// A statement that control flow may leave early (see invariant 4).
struct Block {
    enum Kind : uint8_t {
        Loop,          // for/while: break and continue target it
        TryBody,       // try body of try/except: nothing to undo
        Finally,       // try body of try/finally: run the finally body on the way out
        Handler,       // except clause or finally-on-exception: the caught exception is on the stack
        NamedHandler,  // body of `except E as name`: clear the name on the way out
        With,          // with body: the bound __exit__ is on the stack
    } kind;
    bool is_for = false;
    size_t continue_target = 0;
    std::vector<size_t> breaks;
    int region = -1; // protected region, if any
    const std::vector<NodeP>* finally_body = nullptr;
    std::string name;
};

// Where exceptions raised inside a block go.
struct Region {
    std::vector<std::pair<size_t, size_t>> ranges;
    size_t open = SIZE_MAX; // start of the range being emitted, if any
    size_t handler = 0;
    int depth = 0;
    int level = 0; // nesting: inner regions get higher levels
};

class FunctionCompiler;

class ModuleCompiler {
public:
    std::string filename;
    CompileOptions opts;
    std::unique_ptr<Scope> root;
    std::unordered_map<const Node*, Scope*> scopes;

    void index(Scope* s) {
        if (s->node) scopes[s->node] = s;
        for (auto& c : s->children) index(c.get());
    }
};

class FunctionCompiler {
public:
    FunctionCompiler(ModuleCompiler& m, Scope* scope, CodeProto* code) : m_(m), scope_(scope), code_(code) {
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

    void module_body(const std::vector<NodeP>& body) {
        code_->is_module = true;
        code_->name = "<module>";
        code_->qualname = "<module>";
        if (m_.opts.eval) {
            line_ = body[0]->line;
            expr(*body[0]->a);
            emit(Opcode::RETURN_VALUE);
            finish();
            return;
        }
        if (!body.empty()) line_ = body[0]->line;
        setup_annotations(body);
        size_t first = 0;
        if (!m_.opts.interactive && !body.empty() && body[0]->kind == NK::ExprStmt &&
            body[0]->a->kind == NK::Const && body[0]->a->cval.kind == ConstVal::Str) {
            // The module's docstring (VM::new_globals makes __doc__ None).
            line_ = body[0]->line;
            load_const(body[0]->a->cval);
            emit(Opcode::STORE_GLOBAL, name_idx("__doc__"));
            first = 1;
        }
        for (size_t i = first; i < body.size(); i++) {
            const Node& s = *body[i];
            if (m_.opts.interactive && s.kind == NK::ExprStmt) {
                line_ = s.line;
                expr(*s.a);
                emit(Opcode::PRINT_EXPR);
            } else {
                stmt(s);
            }
        }
        emit_const_none();
        emit(Opcode::RETURN_VALUE);
        finish();
    }

    void function_body(const Node& fn) {
        code_->first_line = fn.line;
        const Params& ps = *fn.params;
        code_->argcount = (int)ps.positional.size();
        code_->posonly = ps.posonly;
        code_->kwonly = (int)ps.kwonly.size();
        code_->has_varargs = !ps.vararg.empty();
        code_->has_varkw = !ps.kwarg.empty();
        line_ = fn.line;
        code_->is_generator = scope_->is_generator;
        if (fn.kind == NK::Lambda) {
            code_->name = "<lambda>";
            code_->qualname = qualprefix_ + "<lambda>";
            expr(*fn.a);
            emit(Opcode::RETURN_VALUE);
        } else {
            code_->name = fn.name;
            code_->qualname = qualprefix_ + fn.name;
            if (!fn.body.empty() && fn.body[0]->kind == NK::ExprStmt && fn.body[0]->a->kind == NK::Const &&
                fn.body[0]->a->cval.kind == ConstVal::Str)
                code_->doc = fn.body[0]->a->cval.s;
            for (auto& s : fn.body) stmt(*s);
            // The implicit `return None`, unless the body ends in a return
            // statement of its own. (A last instruction that is a return is
            // not enough: `if x: return y` ends in one, and its jump for a
            // false x goes past it, to here.)
            if (fn.body.empty() || fn.body.back()->kind != NK::Return) {
                emit_const_none();
                emit(Opcode::RETURN_VALUE);
            }
        }
        finish();
    }

    // A comprehension's body: a function of the outermost iterator (.0).
    void comprehension_body(const Node& n) {
        code_->first_line = n.line;
        code_->argcount = 1;
        const char* name = n.kind == NK::ListComp ? "<listcomp>"
                           : n.kind == NK::SetComp ? "<setcomp>"
                           : n.kind == NK::DictComp ? "<dictcomp>" : "<genexpr>";
        code_->name = name;
        code_->qualname = qualprefix_ + name;
        line_ = n.line;
        bool gen = n.kind == NK::GenExp;
        code_->is_generator = gen;
        if (n.kind == NK::ListComp) emit(Opcode::BUILD_LIST, 0);
        else if (n.kind == NK::SetComp) emit(Opcode::BUILD_SET, 0);
        else if (n.kind == NK::DictComp) emit(Opcode::BUILD_DICT, 0);
        comp_loop(n, 0);
        if (gen) emit_const_none();
        emit(Opcode::RETURN_VALUE);
        finish();
    }

    void comp_loop(const Node& n, size_t i) {
        const Node& c = *n.list[i];
        line_ = n.line;
        if (i == 0) {
            emit(Opcode::LOAD_FAST, 0);
        } else {
            expr(*c.b);
            line_ = n.line;
            emit(Opcode::GET_ITER);
        }
        emit(Opcode::LOOP_ENTRY);
        size_t top = here();
        size_t for_iter = emit(Opcode::FOR_ITER);
        store_target(*c.a);
        std::vector<size_t> skips;
        for (auto& cond : c.list) jump_if(*cond, false, skips);
        if (i + 1 < n.list.size()) {
            comp_loop(n, i + 1);
        } else {
            uint32_t d = (uint32_t)n.list.size() + 1;
            expr(*n.a);
            line_ = n.line;
            switch (n.kind) {
            case NK::ListComp: emit(Opcode::LIST_APPEND, d); break;
            case NK::SetComp: emit(Opcode::SET_ADD, d); break;
            case NK::DictComp:
                expr(*n.b);
                line_ = n.line;
                emit(Opcode::MAP_ADD, d);
                break;
            default:
                emit(Opcode::YIELD_VALUE);
                emit(Opcode::POP_TOP);
                break;
            }
        }
        patch_list(skips, here());
        line_ = n.line;
        emit(Opcode::JUMP_BACK, (uint32_t)top);
        depth_--; // the iterator is gone after the loop
        patch(for_iter, here());
    }

    void class_body(const Node& cls) {
        code_->first_line = cls.line;
        code_->argcount = 1;
        code_->is_class_body = true;
        code_->name = cls.name;
        code_->qualname = qualprefix_ + cls.name;
        line_ = cls.line;
        setup_annotations(cls.body);
        size_t first = 0;
        if (!cls.body.empty() && cls.body[0]->kind == NK::ExprStmt && cls.body[0]->a->kind == NK::Const &&
            cls.body[0]->a->cval.kind == ConstVal::Str) {
            line_ = cls.body[0]->line;
            load_const(cls.body[0]->a->cval);
            emit(Opcode::STORE_NAME, name_idx("__doc__"));
            first = 1;
        }
        for (size_t i = first; i < cls.body.size(); i++) stmt(*cls.body[i]);
        // The body returns the __class__ cell (if methods use super()), for BUILD_CLASS to fill.
        auto it = cell_index_.find("__class__");
        if (it != cell_index_.end() && it->second < (int)code_->cellvars.size())
            emit(Opcode::LOAD_CLOSURE, it->second);
        else
            emit_const_none();
        emit(Opcode::RETURN_VALUE);
        finish();
    }

    std::string qualprefix_;
    std::string private_; // the enclosing class's name, for mangling

private:
    ModuleCompiler& m_;
    Scope* scope_;
    CodeProto* code_;
    int line_ = 1;
    int depth_ = 0;
    std::vector<Block> blocks_;
    std::vector<Region> regions_;
    std::unordered_map<std::string, int> local_index_, cell_index_, name_index_, str_const_;
    std::vector<std::string> builders_; // locals the loops being compiled build strings in

    // A loop's string builders (lang/string_builders.hpp) that enclosing
    // loops do not already have: each gives up its claim on the local's
    // string where the loop is entered; the caller drops them from
    // builders_ after the loop's body (not its else clause).
    size_t begin_builders(const Node& loop) {
        size_t mark = builders_.size();
        if (scope_->is_module || scope_->is_class) return mark;
        for (const std::string& name : string_builders(loop)) {
            if (scope_->kind_of(name) != NameKind::Local || is_builder(name)) continue;
            emit(Opcode::STR_DISOWN, (uint32_t)local_index_.at(name));
            builders_.push_back(name);
        }
        return mark;
    }

    bool is_builder(const std::string& name) const {
        return std::find(builders_.begin(), builders_.end(), name) != builders_.end();
    }

    bool is_param(const std::string& name) const {
        for (auto& p : scope_->params)
            if (p == name) return true;
        return false;
    }

    // Whether a body has an annotated assignment outside nested defs and
    // classes (CPython's find_ann): then a module or class body starts by
    // making its __annotations__.
    static bool has_annotations(const std::vector<NodeP>& body) {
        for (auto& s : body) {
            switch (s->kind) {
            case NK::AnnAssign: return true;
            case NK::For: case NK::While: case NK::If:
                if (has_annotations(s->body) || has_annotations(s->orelse)) return true;
                break;
            case NK::With:
                if (has_annotations(s->body)) return true;
                break;
            case NK::Try:
                for (auto& h : s->list)
                    if (has_annotations(h->body)) return true;
                if (has_annotations(s->body) || has_annotations(s->list2) || has_annotations(s->orelse)) return true;
                break;
            default: break;
            }
        }
        return false;
    }

    void setup_annotations(const std::vector<NodeP>& body) {
        if (has_annotations(body)) emit(Opcode::SETUP_ANNOTATIONS);
    }

    [[noreturn]] void error(const Node& n, const std::string& msg) {
        throw SyntaxError("SyntaxError", msg, n.line, n.col);
    }

    void finish() {
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

    int new_region(int depth) {
        Region r;
        r.depth = depth;
        r.level = (int)blocks_.size();
        r.open = here();
        regions_.push_back(std::move(r));
        return (int)regions_.size() - 1;
    }
    void pause(int r) {
        Region& g = regions_[r];
        if (g.open != SIZE_MAX) {
            g.ranges.push_back({g.open, here()});
            g.open = SIZE_MAX;
        }
    }
    void resume(int r) { regions_[r].open = here(); }

    void push_block(Block::Kind kind, int region = -1) {
        Block b;
        b.kind = kind;
        b.region = region;
        blocks_.push_back(std::move(b));
    }

    // Clears an `except ... as name` binding, as CPython does on leaving the clause.
    void clear_name(const std::string& name) {
        emit_const_none();
        store_name(name);
        delete_name(name);
    }

    // Emits the code that leaves block `b` early; `value` when a return value is on top.
    void exit_block(const Block& b, bool value) {
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
    std::vector<Block> leave_blocks(size_t keep, bool value) {
        std::vector<Block> saved(blocks_.begin() + keep, blocks_.end());
        while (blocks_.size() > keep) {
            Block b = std::move(blocks_.back());
            blocks_.pop_back();
            if (b.region >= 0) pause(b.region);
            exit_block(b, value);
        }
        return saved;
    }
    void reenter_blocks(std::vector<Block>& saved) {
        for (auto& b : saved) {
            if (b.region >= 0) resume(b.region);
            blocks_.push_back(std::move(b));
        }
    }

    int innermost_loop() const {
        for (size_t i = blocks_.size(); i-- > 0;)
            if (blocks_[i].kind == Block::Loop) return (int)i;
        return -1;
    }

    size_t emit(Opcode op, uint32_t arg = 0) {
        if (arg > kMaxArg) throw SyntaxError("SyntaxError", "too many constants or names", line_, 0);
        code_->code.push_back(encode(op, arg));
        code_->lines.push_back(line_);
        depth_ += stack_effect(op, arg);
        if (depth_ > code_->max_stack) code_->max_stack = depth_;
        return code_->code.size() - 1;
    }

    size_t here() const { return code_->code.size(); }

    void patch(size_t at, size_t target) {
        uint32_t ins = code_->code[at];
        code_->code[at] = encode(op_of(ins), (uint32_t)target);
    }

    int add_const(Constant c) {
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
        }
        code_->consts.push_back(std::move(c));
        return (int)code_->consts.size() - 1;
    }

    void emit_const_none() {
        Constant c;
        c.kind = Constant::None;
        emit(Opcode::LOAD_CONST, add_const(c));
    }

    // Private names (__x, not __x__) inside a class are mangled to _Class__x.
    std::string mangle(const std::string& name) const {
        if (private_.empty() || name.size() < 3 || name.compare(0, 2, "__") != 0) return name;
        if (name.size() >= 4 && name.compare(name.size() - 2, 2, "__") == 0) return name;
        size_t k = private_.find_first_not_of('_');
        if (k == std::string::npos) return name;
        return "_" + private_.substr(k) + name;
    }
    int attr_idx(const std::string& name) { return name_idx(mangle(name)); }

    int name_idx(const std::string& name) {
        auto it = name_index_.find(name);
        if (it != name_index_.end()) return it->second;
        int idx = (int)code_->names.size();
        code_->names.push_back(name);
        name_index_[name] = idx;
        return idx;
    }

    // ------------------------------------------------------------ names

    void load_name(const std::string& name) {
        switch (scope_->kind_of(name)) {
        case NameKind::ClassName: emit(Opcode::LOAD_NAME, attr_idx(name)); break;
        case NameKind::Local: emit(Opcode::LOAD_FAST, local_index_.at(name)); break;
        case NameKind::Cell: case NameKind::Free: emit(Opcode::LOAD_DEREF, cell_index_.at(name)); break;
        case NameKind::Global: emit(Opcode::LOAD_GLOBAL, name_idx(name)); break;
        }
    }

    void store_name(const std::string& name) {
        switch (scope_->kind_of(name)) {
        case NameKind::ClassName: emit(Opcode::STORE_NAME, attr_idx(name)); break;
        case NameKind::Local: emit(Opcode::STORE_FAST, local_index_.at(name)); break;
        case NameKind::Cell: case NameKind::Free: emit(Opcode::STORE_DEREF, cell_index_.at(name)); break;
        case NameKind::Global: emit(Opcode::STORE_GLOBAL, name_idx(name)); break;
        }
    }

    void delete_name(const std::string& name) {
        switch (scope_->kind_of(name)) {
        case NameKind::ClassName: emit(Opcode::DELETE_NAME, attr_idx(name)); break;
        case NameKind::Local: emit(Opcode::DELETE_FAST, local_index_.at(name)); break;
        case NameKind::Cell: case NameKind::Free: emit(Opcode::DELETE_DEREF, cell_index_.at(name)); break;
        case NameKind::Global: emit(Opcode::DELETE_GLOBAL, name_idx(name)); break;
        }
    }

    // ------------------------------------------------------------ statements

    void stmts(const std::vector<NodeP>& v) {
        for (auto& s : v) stmt(*s);
    }

    void stmt(const Node& n) {
        line_ = n.line;
        switch (n.kind) {
        case NK::ExprStmt:
            expr(*n.a);
            emit(Opcode::POP_TOP);
            break;
        case NK::Assign: {
            if (std::string name = appended_name(n); !name.empty() && is_builder(name)) {
                // name = name + e, in a loop that builds a string in name.
                load_name(name);
                expr(*n.a->b);
                line_ = n.line;
                emit(Opcode::STR_APPEND, 1);
                store_name(name);
                break;
            }
            expr(*n.a);
            for (size_t i = 0; i < n.list.size(); i++) {
                if (i + 1 < n.list.size()) emit(Opcode::DUP_TOP);
                store_target(*n.list[i]);
            }
            break;
        }
        case NK::AugAssign: aug_assign(n); break;
        case NK::AnnAssign: ann_assign(n); break;
        case NK::If: if_stmt(n); break;
        case NK::While: while_stmt(n); break;
        case NK::For: for_stmt(n); break;
        case NK::Break: {
            int loop = innermost_loop();
            if (loop < 0) error(n, "'break' outside loop");
            int saved_depth = depth_;
            auto saved = leave_blocks(loop + 1, false);
            if (blocks_[loop].is_for) emit(Opcode::POP_TOP);
            size_t j = emit(Opcode::JUMP);
            blocks_[loop].breaks.push_back(j);
            reenter_blocks(saved);
            depth_ = saved_depth; // the other path still has the iterator
            break;
        }
        case NK::Continue: {
            int loop = innermost_loop();
            if (loop < 0) error(n, "'continue' not properly in loop");
            int saved_depth = depth_;
            auto saved = leave_blocks(loop + 1, false);
            emit(Opcode::JUMP_BACK, (uint32_t)blocks_[loop].continue_target);
            reenter_blocks(saved);
            depth_ = saved_depth;
            break;
        }
        case NK::Pass: break;
        case NK::Return: {
            if (scope_->is_module || scope_->is_class) error(n, "'return' outside function");
            if (n.a) expr(*n.a);
            else emit_const_none();
            bool cleanup = false;
            for (auto& b : blocks_) cleanup |= b.kind != Block::Loop;
            int saved_depth = depth_;
            std::vector<Block> saved;
            if (cleanup) saved = leave_blocks(0, true);
            line_ = n.line;
            emit(Opcode::RETURN_VALUE);
            reenter_blocks(saved);
            depth_ = saved_depth - 1;
            break;
        }
        case NK::FunctionDef:
            for (auto& d : n.list) expr(*d);
            make_function(n);
            line_ = n.line;
            for (size_t i = 0; i < n.list.size(); i++) emit(Opcode::CALL, 1);
            store_name(n.name);
            break;
        case NK::ClassDef: class_def(n); break;
        case NK::Try:
            if (!n.list2.empty()) try_finally(n);
            else try_except(n);
            break;
        case NK::With: with_stmt(n, 0); break;
        case NK::Raise:
            if (!n.a) {
                emit(Opcode::RAISE, 0);
            } else {
                expr(*n.a);
                if (n.b) expr(*n.b);
                line_ = n.line;
                emit(Opcode::RAISE, n.b ? 2 : 1);
            }
            break;
        case NK::Global: case NK::Nonlocal: break;
        case NK::Del:
            for (auto& t : n.list) delete_target(*t);
            break;
        case NK::Import:
            for (size_t i = 0; i < n.names.size(); i += 2) {
                emit(Opcode::IMPORT_NAME, name_idx(n.names[i]));
                store_name(n.names[i + 1].empty() ? n.names[i] : n.names[i + 1]);
            }
            break;
        case NK::ImportFrom:
            emit(Opcode::IMPORT_NAME, name_idx(n.name));
            if (n.names[0] == "*") {
                emit(Opcode::IMPORT_STAR);
                break;
            }
            for (size_t i = 0; i < n.names.size(); i += 2) {
                emit(Opcode::IMPORT_FROM, name_idx(n.names[i]));
                store_name(n.names[i + 1].empty() ? n.names[i] : n.names[i + 1]);
            }
            emit(Opcode::POP_TOP);
            break;
        case NK::Assert: {
            auto skip = jumps_if(*n.a, true);
            if (n.b) {
                expr(*n.b);
                emit(Opcode::RAISE_ASSERT, 1);
            } else {
                emit(Opcode::RAISE_ASSERT, 0);
            }
            patch_list(skip, here());
            break;
        }
        default: error(n, "invalid statement");
        }
    }

    void aug_assign(const Node& n) {
        const Node& t = *n.a;
        uint32_t op = (uint32_t)n.op;
        switch (t.kind) {
        case NK::Name:
            load_name(t.name);
            expr(*n.b);
            line_ = n.line;
            if (n.op == Op::Add && is_builder(t.name)) emit(Opcode::STR_APPEND, 0); // see begin_builders
            else emit(Opcode::INPLACE_OP, op);
            store_name(t.name);
            break;
        case NK::Attribute:
            expr(*t.a);
            emit(Opcode::DUP_TOP);
            emit(Opcode::LOAD_ATTR, attr_idx(t.name));
            expr(*n.b);
            line_ = n.line;
            emit(Opcode::INPLACE_OP, op);
            emit(Opcode::ROT_TWO);
            emit(Opcode::STORE_ATTR, attr_idx(t.name));
            break;
        case NK::Subscript:
            expr(*t.a);
            index_expr(*t.b);
            emit(Opcode::DUP_TOP_TWO);
            emit(Opcode::BINARY_SUBSCR);
            expr(*n.b);
            line_ = n.line;
            emit(Opcode::INPLACE_OP, op);
            emit(Opcode::ROT_THREE);
            emit(Opcode::STORE_SUBSCR);
            break;
        default: error(t, "illegal expression for augmented assignment");
        }
    }

    // `target: T [= value]`, as CPython 3.11 compiles it. The value (if
    // any) is stored first. A module or class then evaluates T: a simple
    // name's goes into __annotations__ (looked up by name, as CPython's
    // LOAD_NAME), any other's is dropped. A function never evaluates T.
    // Without a value, an attribute's object and a subscript's object and
    // index are still evaluated.
    void ann_assign(const Node& n) {
        const Node& t = *n.a;
        const bool simple = n.cval.i != 0;
        const bool evaluates = scope_->is_module || scope_->is_class;
        if (n.c) {
            expr(*n.c);
            line_ = n.line;
            store_target(t);
        } else if (t.kind == NK::Attribute) {
            expr(*t.a);
            emit(Opcode::POP_TOP);
        } else if (t.kind == NK::Subscript) {
            expr(*t.a);
            emit(Opcode::POP_TOP);
            index_expr(*t.b);
            emit(Opcode::POP_TOP);
        }
        if (!evaluates) return;
        expr(*n.b);
        line_ = n.line;
        if (!simple) {
            emit(Opcode::POP_TOP);
            return;
        }
        if (scope_->is_class) emit(Opcode::LOAD_NAME, name_idx("__annotations__"));
        else load_name("__annotations__");
        Constant k;
        k.kind = Constant::Str;
        k.s = mangle(t.name);
        emit(Opcode::LOAD_CONST, add_const(k));
        emit(Opcode::STORE_SUBSCR);
    }

    void store_target(const Node& t) {
        switch (t.kind) {
        case NK::Name: store_name(t.name); break;
        case NK::Attribute:
            expr(*t.a);
            emit(Opcode::STORE_ATTR, attr_idx(t.name));
            break;
        case NK::Subscript:
            expr(*t.a);
            index_expr(*t.b);
            emit(Opcode::STORE_SUBSCR);
            break;
        case NK::Tuple: case NK::List: {
            int star = -1;
            for (size_t i = 0; i < t.list.size(); i++) {
                if (t.list[i]->kind == NK::Starred) {
                    if (star >= 0) error(*t.list[i], "multiple starred expressions in assignment");
                    star = (int)i;
                }
            }
            if (star < 0) {
                emit(Opcode::UNPACK_SEQUENCE, (uint32_t)t.list.size());
            } else {
                size_t after = t.list.size() - star - 1;
                if (star > 255 || after > 255) error(t, "too many expressions in star-unpacking assignment");
                emit(Opcode::UNPACK_EX, (uint32_t)star | (uint32_t)(after << 8));
            }
            for (auto& e : t.list) store_target(e->kind == NK::Starred ? *e->a : *e);
            break;
        }
        case NK::Starred: error(t, "starred assignment target must be in a list or tuple");
        default: error(t, "cannot assign to expression");
        }
    }

    void delete_target(const Node& t) {
        line_ = t.line;
        switch (t.kind) {
        case NK::Name: delete_name(t.name); break;
        case NK::Attribute:
            expr(*t.a);
            emit(Opcode::DELETE_ATTR, attr_idx(t.name));
            break;
        case NK::Subscript:
            expr(*t.a);
            index_expr(*t.b);
            emit(Opcode::DELETE_SUBSCR);
            break;
        case NK::Tuple: case NK::List:
            for (auto& e : t.list) delete_target(*e);
            break;
        default: error(t, "cannot delete expression");
        }
    }

    void if_stmt(const Node& n) {
        auto to_else = jumps_if(*n.a, false);
        stmts(n.body);
        if (n.orelse.empty()) {
            patch_list(to_else, here());
            return;
        }
        size_t to_end = emit(Opcode::JUMP);
        patch_list(to_else, here());
        stmts(n.orelse);
        patch(to_end, here());
    }

    static bool is_const_true(const Node& n) {
        return n.kind == NK::Const && (n.cval.kind == ConstVal::True || n.cval.kind == ConstVal::BigInt ||
                                       (n.cval.kind == ConstVal::Int && n.cval.i));
    }

    void while_stmt(const Node& n) {
        const size_t builders = begin_builders(n);
        emit(Opcode::LOOP_ENTRY);
        size_t top = here();
        std::vector<size_t> to_else;
        if (!is_const_true(*n.a)) to_else = jumps_if(*n.a, false);
        push_loop(false, top);
        stmts(n.body);
        line_ = n.line;
        emit(Opcode::JUMP_BACK, (uint32_t)top);
        builders_.resize(builders);
        Block loop = std::move(blocks_.back());
        blocks_.pop_back();
        patch_list(to_else, here());
        stmts(n.orelse);
        for (size_t b : loop.breaks) patch(b, here());
    }

    void for_stmt(const Node& n) {
        expr(*n.b);
        line_ = n.line;
        emit(Opcode::GET_ITER);
        const size_t builders = begin_builders(n);
        emit(Opcode::LOOP_ENTRY);
        size_t top = here();
        size_t for_iter = emit(Opcode::FOR_ITER);
        push_loop(true, top);
        store_target(*n.a);
        stmts(n.body);
        line_ = n.line;
        emit(Opcode::JUMP_BACK, (uint32_t)top);
        builders_.resize(builders);
        depth_--; // the iterator is gone after the loop
        Block loop = std::move(blocks_.back());
        blocks_.pop_back();
        patch(for_iter, here());
        stmts(n.orelse);
        for (size_t b : loop.breaks) patch(b, here());
    }

    void push_loop(bool is_for, size_t top) {
        push_block(Block::Loop);
        blocks_.back().is_for = is_for;
        blocks_.back().continue_target = top;
    }

    // try/except[/else]: the body's region leads to the clauses; the clauses'
    // region leads to a cleanup that restores the handled exception.
    void try_except(const Node& n) {
        int d = depth_;
        int body = new_region(d);
        push_block(Block::TryBody, body);
        stmts(n.body);
        blocks_.pop_back();
        pause(body);
        stmts(n.orelse);
        std::vector<size_t> ends{emit(Opcode::JUMP)};
        regions_[body].handler = here();
        depth_ = d + 1;
        line_ = n.list.empty() ? n.line : n.list[0]->line;
        emit(Opcode::PUSH_EXC_INFO);
        int clauses = new_region(d);
        push_block(Block::Handler, clauses);
        for (auto& hp : n.list) {
            const Node& h = *hp;
            line_ = h.line;
            size_t next = SIZE_MAX;
            if (h.a) {
                expr(*h.a);
                emit(Opcode::CHECK_EXC_MATCH);
                next = emit(Opcode::POP_JUMP_IF_FALSE);
            }
            if (!h.name.empty()) {
                emit(Opcode::DUP_TOP);
                store_name(h.name);
                int named = new_region(d + 1);
                push_block(Block::NamedHandler, named);
                blocks_.back().name = h.name;
                stmts(h.body);
                blocks_.pop_back();
                pause(named);
                emit(Opcode::POP_EXCEPT);
                emit(Opcode::POP_TOP);
                clear_name(h.name);
                ends.push_back(emit(Opcode::JUMP));
                // An exception inside the clause: clear the name, then on to the cleanup.
                regions_[named].handler = here();
                depth_ = d + 2;
                clear_name(h.name);
                emit(Opcode::RERAISE);
            } else {
                stmts(h.body);
                emit(Opcode::POP_EXCEPT);
                emit(Opcode::POP_TOP);
                ends.push_back(emit(Opcode::JUMP));
            }
            depth_ = d + 1;
            if (next != SIZE_MAX) patch(next, here());
        }
        emit(Opcode::RERAISE); // no clause matched
        blocks_.pop_back();
        pause(clauses);
        regions_[clauses].handler = here();
        depth_ = d + 1;
        emit(Opcode::POP_EXCEPT);
        emit(Opcode::RERAISE);
        depth_ = d;
        patch_list(ends, here());
    }

    // try/finally (around a try/except when both are present). The finally
    // body is compiled once per way out: normally, on an exception, and inline
    // on each return/break/continue (see exit_block).
    void try_finally(const Node& n) {
        int d = depth_;
        int body = new_region(d);
        push_block(Block::Finally, body);
        blocks_.back().finally_body = &n.list2;
        if (n.list.empty()) stmts(n.body);
        else try_except(n);
        blocks_.pop_back();
        pause(body);
        stmts(n.list2);
        size_t to_end = emit(Opcode::JUMP);
        regions_[body].handler = here();
        depth_ = d + 1;
        emit(Opcode::PUSH_EXC_INFO);
        int fin = new_region(d);
        push_block(Block::Handler, fin);
        stmts(n.list2);
        blocks_.pop_back();
        pause(fin);
        emit(Opcode::POP_EXCEPT);
        emit(Opcode::RERAISE);
        regions_[fin].handler = here();
        depth_ = d + 1;
        emit(Opcode::POP_EXCEPT);
        emit(Opcode::RERAISE);
        depth_ = d;
        patch(to_end, here());
    }

    // with A as a, B as b: one nested block per item.
    void with_stmt(const Node& n, size_t item) {
        const Node& it = *n.list[item];
        line_ = n.line;
        expr(*it.a);
        int d = depth_ - 1; // below the manager
        line_ = n.line;
        emit(Opcode::SETUP_WITH); // [exit, entered]
        int body = new_region(d + 1);
        push_block(Block::With, body);
        if (it.b) store_target(*it.b);
        else emit(Opcode::POP_TOP);
        if (item + 1 < n.list.size()) with_stmt(n, item + 1);
        else stmts(n.body);
        blocks_.pop_back();
        pause(body);
        line_ = n.line;
        emit(Opcode::WITH_EXIT);
        std::vector<size_t> ends{emit(Opcode::JUMP)};
        regions_[body].handler = here();
        depth_ = d + 2; // [exit, exc]
        emit(Opcode::PUSH_EXC_INFO);
        int exiting = new_region(d);
        emit(Opcode::WITH_EXCEPT);
        size_t suppress = emit(Opcode::POP_JUMP_IF_TRUE);
        emit(Opcode::RERAISE);
        pause(exiting);
        patch(suppress, here());
        depth_ = d + 2;
        emit(Opcode::POP_EXCEPT);
        emit(Opcode::POP_TOP);
        emit(Opcode::POP_TOP);
        ends.push_back(emit(Opcode::JUMP));
        regions_[exiting].handler = here();
        depth_ = d + 1;
        emit(Opcode::POP_EXCEPT);
        emit(Opcode::RERAISE);
        depth_ = d;
        patch_list(ends, here());
    }

    std::string child_prefix() const {
        if (scope_->is_module) return "";
        if (scope_->is_class) return code_->qualname + ".";
        return code_->qualname + ".<locals>.";
    }

    void emit_closure(const CodeProto& child, uint32_t& flags) {
        if (!child.freevars.empty()) {
            for (auto& name : child.freevars) emit(Opcode::LOAD_CLOSURE, cell_index_.at(name));
            emit(Opcode::BUILD_TUPLE, (uint32_t)child.freevars.size());
            flags |= kFnClosure;
        }
    }

    void class_def(const Node& n) {
        for (auto& d : n.orelse) expr(*d);
        for (auto& k : n.list2) {
            std::string what = k->name.empty() ? "'**' in a class definition"
                                               : "class keyword argument '" + k->name + "'";
            throw not_supported(what, k->line, k->col);
        }
        Scope* s = m_.scopes.at(&n);
        auto child = std::make_unique<CodeProto>();
        {
            FunctionCompiler fc(m_, s, child.get());
            fc.qualprefix_ = child_prefix();
            fc.private_ = n.name;
            fc.class_body(n);
        }
        line_ = n.line;
        uint32_t flags = 0;
        emit_closure(*child, flags);
        Constant c;
        c.kind = Constant::Code;
        c.code = child.get();
        code_->children.push_back(std::move(child));
        emit(Opcode::LOAD_CONST, add_const(std::move(c)));
        emit(Opcode::MAKE_FUNCTION, flags);
        for (auto& b : n.list) {
            if (b->kind == NK::Starred) throw not_supported("'*' in a class's bases", b->line, b->col);
            expr(*b);
        }
        line_ = n.line;
        emit(Opcode::BUILD_CLASS, (uint32_t)n.list.size());
        for (size_t i = 0; i < n.orelse.size(); i++) emit(Opcode::CALL, 1);
        store_name(n.name);
    }

    void comprehension(const Node& n) {
        Scope* s = m_.scopes.at(&n);
        auto child = std::make_unique<CodeProto>();
        {
            FunctionCompiler fc(m_, s, child.get());
            fc.qualprefix_ = child_prefix();
            fc.private_ = private_;
            fc.comprehension_body(n);
        }
        int saved = line_;
        line_ = n.line;
        uint32_t flags = 0;
        emit_closure(*child, flags);
        Constant c;
        c.kind = Constant::Code;
        c.code = child.get();
        code_->children.push_back(std::move(child));
        emit(Opcode::LOAD_CONST, add_const(std::move(c)));
        emit(Opcode::MAKE_FUNCTION, flags);
        expr(*n.list[0]->b);
        line_ = n.line;
        emit(Opcode::GET_ITER);
        emit(Opcode::CALL, 1);
        line_ = saved;
    }

    // A def's annotations, evaluated in CPython's order (positional
    // parameters after '/', then those before it, *args, keyword-only ones,
    // **kwargs, the return), into a dict: the function's __annotations__.
    // False when it has none.
    bool function_annotations(const Node& n) {
        const Params& ps = *n.params;
        uint32_t count = 0;
        auto one = [&](const std::string& name, const Node* ann) {
            if (!ann) return;
            Constant k;
            k.kind = Constant::Str;
            k.s = mangle(name);
            emit(Opcode::LOAD_CONST, add_const(k));
            line_ = ann->line;
            expr(*ann);
            count++;
        };
        for (size_t i = ps.posonly; i < ps.positional.size(); i++)
            one(ps.positional[i].name, ps.positional[i].annotation.get());
        for (size_t i = 0; i < (size_t)ps.posonly; i++) one(ps.positional[i].name, ps.positional[i].annotation.get());
        one(ps.vararg, ps.vararg_annotation.get());
        for (auto& p : ps.kwonly) one(p.name, p.annotation.get());
        one(ps.kwarg, ps.kwarg_annotation.get());
        one("return", n.a.get());
        if (count) emit(Opcode::BUILD_DICT, count);
        return count != 0;
    }

    void make_function(const Node& n) {
        Scope* s = m_.scopes.at(&n);
        auto child = std::make_unique<CodeProto>();
        {
            FunctionCompiler fc(m_, s, child.get());
            fc.qualprefix_ = child_prefix();
            fc.private_ = private_;
            fc.function_body(n);
        }
        line_ = n.line;
        uint32_t flags = 0;
        const Params& ps = *n.params;
        int ndef = 0;
        for (auto& p : ps.positional)
            if (p.default_value) { expr(*p.default_value); ndef++; }
        if (ndef) {
            emit(Opcode::BUILD_TUPLE, ndef);
            flags |= kFnDefaults;
        }
        int nkw = 0;
        for (auto& p : ps.kwonly) {
            if (!p.default_value) continue;
            Constant k;
            k.kind = Constant::Str;
            k.s = p.name;
            emit(Opcode::LOAD_CONST, add_const(k));
            expr(*p.default_value);
            nkw++;
        }
        if (nkw) {
            emit(Opcode::BUILD_DICT, nkw);
            flags |= kFnKwDefaults;
        }
        if (n.kind == NK::FunctionDef && function_annotations(n)) flags |= kFnAnnotations;
        line_ = n.line;
        emit_closure(*child, flags);
        Constant c;
        c.kind = Constant::Code;
        c.code = child.get();
        code_->children.push_back(std::move(child));
        emit(Opcode::LOAD_CONST, add_const(std::move(c)));
        emit(Opcode::MAKE_FUNCTION, flags);
    }

    // ------------------------------------------------------------ expressions

    // Emits jumps taken when `n`'s truth equals `when`, appending them to `out`
    // (they all go to one target, patched by the caller).
    void jump_if(const Node& n, bool when, std::vector<size_t>& out) {
        if (n.kind == NK::UnaryOp && n.op == Op::Not) return jump_if(*n.a, !when, out);
        if (n.kind == NK::BoolOp) {
            bool is_and = n.op == Op::And;
            if (is_and != when) {
                // `and` jumping when false, `or` jumping when true: any operand decides.
                for (auto& e : n.list) jump_if(*e, when, out);
                return;
            }
            // Otherwise every operand must agree: leave early on the first that doesn't.
            std::vector<size_t> skips;
            for (size_t i = 0; i + 1 < n.list.size(); i++) jump_if(*n.list[i], !when, skips);
            jump_if(*n.list.back(), when, out);
            patch_list(skips, here());
            return;
        }
        expr(n);
        out.push_back(emit(when ? Opcode::POP_JUMP_IF_TRUE : Opcode::POP_JUMP_IF_FALSE));
    }

    std::vector<size_t> jumps_if(const Node& n, bool when) {
        std::vector<size_t> out;
        jump_if(n, when, out);
        return out;
    }

    void patch_list(const std::vector<size_t>& jumps, size_t target) {
        for (size_t j : jumps) patch(j, target);
    }

    void expr(const Node& n) {
        switch (n.kind) {
        case NK::Name: load_name(n.name); break;
        case NK::Const: load_const(n.cval); break;
        case NK::BinOp: {
            expr(*n.a);
            expr(*n.b);
            static const Opcode ops[] = {Opcode::BINARY_ADD,      Opcode::BINARY_SUB,    Opcode::BINARY_MUL,
                                         Opcode::BINARY_TRUEDIV,  Opcode::BINARY_FLOORDIV, Opcode::BINARY_MOD,
                                         Opcode::BINARY_POW,      Opcode::BINARY_LSHIFT, Opcode::BINARY_RSHIFT,
                                         Opcode::BINARY_AND,      Opcode::BINARY_OR,     Opcode::BINARY_XOR,
                                         Opcode::BINARY_MATMUL};
            int saved = line_;
            line_ = n.line;
            emit(ops[(int)n.op]);
            line_ = saved;
            break;
        }
        case NK::UnaryOp: {
            if (n.op == Op::Neg && n.a->kind == NK::Const &&
                (n.a->cval.kind == ConstVal::Float || n.a->cval.kind == ConstVal::BigInt ||
                 (n.a->cval.kind == ConstVal::Int && n.a->cval.i != INT64_MIN))) {
                ConstVal c = n.a->cval;
                if (c.kind == ConstVal::Int) {
                    c.i = -c.i;
                } else if (c.kind == ConstVal::BigInt) {
                    // Negated, a big literal may fit again: -9223372036854775808 is a 64-bit int.
                    if (c.s == "9223372036854775808") {
                        c.kind = ConstVal::Int;
                        c.i = INT64_MIN;
                    } else {
                        c.s = c.s[0] == '-' ? c.s.substr(1) : "-" + c.s;
                    }
                } else {
                    c.f = -c.f;
                }
                load_const(c);
                break;
            }
            expr(*n.a);
            switch (n.op) {
            case Op::Neg: emit(Opcode::UNARY_NEG); break;
            case Op::Pos: emit(Opcode::UNARY_POS); break;
            case Op::Not: emit(Opcode::UNARY_NOT); break;
            default: emit(Opcode::UNARY_INVERT); break;
            }
            break;
        }
        case NK::BoolOp: {
            std::vector<size_t> jumps;
            Opcode j = n.op == Op::And ? Opcode::JUMP_IF_FALSE_OR_POP : Opcode::JUMP_IF_TRUE_OR_POP;
            for (size_t i = 0; i < n.list.size(); i++) {
                expr(*n.list[i]);
                if (i + 1 < n.list.size()) jumps.push_back(emit(j));
            }
            for (size_t at : jumps) patch(at, here());
            break;
        }
        case NK::Compare: compare(n); break;
        case NK::IfExp: {
            auto to_else = jumps_if(*n.a, false);
            expr(*n.b);
            size_t to_end = emit(Opcode::JUMP);
            depth_--;
            patch_list(to_else, here());
            expr(*n.c);
            patch(to_end, here());
            break;
        }
        case NK::Call: call(n); break;
        case NK::Attribute: {
            expr(*n.a);
            int saved = line_;
            line_ = n.line;
            emit(Opcode::LOAD_ATTR, attr_idx(n.name));
            line_ = saved;
            break;
        }
        case NK::Subscript: {
            expr(*n.a);
            index_expr(*n.b);
            int saved = line_;
            line_ = n.line;
            emit(Opcode::BINARY_SUBSCR);
            line_ = saved;
            break;
        }
        case NK::Slice: error(n, "invalid syntax");
        case NK::Tuple: sequence(n, true); break;
        case NK::List: sequence(n, false); break;
        case NK::Dict: dict(n); break;
        case NK::Set: {
            bool starred = false;
            for (auto& e : n.list) starred |= e->kind == NK::Starred;
            if (starred) {
                // As CPython: the items before the first `*` make the set, the
                // rest are added one by one or merged in.
                bool built = false;
                for (size_t i = 0; i < n.list.size(); i++) {
                    const Node& e = *n.list[i];
                    if (e.kind == NK::Starred) {
                        if (!built) emit(Opcode::BUILD_SET, (uint32_t)i);
                        built = true;
                        expr(*e.a);
                        emit(Opcode::SET_UPDATE, 1);
                    } else {
                        expr(e);
                        if (built) emit(Opcode::SET_ADD, 1);
                    }
                }
                break;
            }
            bool all_const = n.list.size() > 2;
            for (auto& e : n.list)
                all_const &= e->kind == NK::Const ||
                             (e->kind == NK::UnaryOp && (e->op == Op::Neg || e->op == Op::Pos) && e->a->kind == NK::Const &&
                              (e->a->cval.kind == ConstVal::Int || e->a->cval.kind == ConstVal::Float));
            for (auto& e : n.list) expr(*e);
            int saved = line_;
            line_ = n.line;
            // CPython 3.11 folds a display of 3+ constants into a frozenset that is
            // merged into a new set: a different table layout (and order).
            emit(Opcode::BUILD_SET, (uint32_t)n.list.size() | (all_const ? kBuildSetFolded : 0));
            line_ = saved;
            break;
        }
        case NK::ListComp: case NK::SetComp: case NK::DictComp: case NK::GenExp: comprehension(n); break;
        case NK::Yield: {
            if (n.a) expr(*n.a);
            else emit_const_none();
            int saved = line_;
            line_ = n.line;
            emit(Opcode::YIELD_VALUE);
            line_ = saved;
            break;
        }
        case NK::YieldFrom: {
            expr(*n.a);
            int saved = line_;
            line_ = n.line;
            emit(Opcode::GET_ITER);
            emit_const_none();
            size_t top = here();
            size_t send = emit(Opcode::SEND);
            emit(Opcode::YIELD_VALUE);
            emit(Opcode::JUMP_BACK, (uint32_t)top);
            depth_--; // at the exit: the return value replaces (subiterator, value)
            patch(send, here());
            line_ = saved;
            break;
        }
        case NK::Lambda: make_function(n); break;
        case NK::JoinedStr: joined_str(n); break;
        case NK::FormattedValue: formatted_value(n); break;
        case NK::Starred: error(n, "can't use starred expression here");
        default: error(n, "invalid syntax");
        }
    }

    // An f-string: its parts, then BUILD_STRING (unless one part is all).
    void joined_str(const Node& n) {
        if (n.list.empty()) {
            ConstVal empty;
            empty.kind = ConstVal::Str;
            load_const(empty);
            return;
        }
        for (auto& part : n.list) expr(*part);
        if (n.list.size() > 1) {
            int saved = line_;
            line_ = n.line;
            emit(Opcode::BUILD_STRING, (uint32_t)n.list.size());
            line_ = saved;
        }
    }

    void formatted_value(const Node& n) {
        expr(*n.a);
        uint32_t flags = 0;
        switch (n.cval.i) {
        case 's': flags = kFormatStr; break;
        case 'r': flags = kFormatRepr; break;
        case 'a': flags = kFormatAscii; break;
        default: break;
        }
        // An empty spec formats as no spec does.
        if (n.b && !n.b->list.empty()) {
            expr(*n.b);
            flags |= kFormatHasSpec;
        }
        int saved = line_;
        line_ = n.line;
        emit(Opcode::FORMAT_VALUE, flags);
        line_ = saved;
    }

    void load_const(const ConstVal& cv) {
        Constant c;
        switch (cv.kind) {
        case ConstVal::None: c.kind = Constant::None; break;
        case ConstVal::True: c.kind = Constant::True; break;
        case ConstVal::False: c.kind = Constant::False; break;
        case ConstVal::Int: c.kind = Constant::Int; c.i = cv.i; break;
        case ConstVal::BigInt: c.kind = Constant::BigInt; c.s = cv.s; break;
        case ConstVal::Float: c.kind = Constant::Float; c.f = cv.f; break;
        case ConstVal::Str: c.kind = Constant::Str; c.s = cv.s; break;
        case ConstVal::Ellipsis: c.kind = Constant::Ellipsis; break;
        }
        emit(Opcode::LOAD_CONST, add_const(std::move(c)));
    }

    void index_expr(const Node& n) {
        if (n.kind == NK::Slice) {
            int parts = n.c ? 3 : 2;
            if (n.a) expr(*n.a); else emit_const_none();
            if (n.b) expr(*n.b); else emit_const_none();
            if (n.c) expr(*n.c);
            emit(Opcode::BUILD_SLICE, parts);
            return;
        }
        if (n.kind == NK::Tuple) {
            for (auto& e : n.list)
                if (e->kind == NK::Slice) {
                    // a[1:2, 3] — extended slicing of builtins isn't supported by CPython either,
                    // but build the tuple so the type raises the proper error.
                }
            for (auto& e : n.list) index_expr(*e);
            emit(Opcode::BUILD_TUPLE, (uint32_t)n.list.size());
            return;
        }
        expr(n);
    }

    void compare_op(Op op) {
        switch (op) {
        case Op::Lt: emit(Opcode::COMPARE_LT); break;
        case Op::Le: emit(Opcode::COMPARE_LE); break;
        case Op::Eq: emit(Opcode::COMPARE_EQ); break;
        case Op::Ne: emit(Opcode::COMPARE_NE); break;
        case Op::Gt: emit(Opcode::COMPARE_GT); break;
        case Op::Ge: emit(Opcode::COMPARE_GE); break;
        case Op::In: emit(Opcode::CONTAINS_OP, 0); break;
        case Op::NotIn: emit(Opcode::CONTAINS_OP, 1); break;
        case Op::Is: emit(Opcode::IS_OP, 0); break;
        case Op::IsNot: emit(Opcode::IS_OP, 1); break;
        default: break;
        }
    }

    void compare(const Node& n) {
        int saved = line_;
        expr(*n.list[0]);
        if (n.ops.size() == 1) {
            expr(*n.list[1]);
            line_ = n.line;
            compare_op(n.ops[0]);
            line_ = saved;
            return;
        }
        std::vector<size_t> cleanups;
        for (size_t i = 0; i < n.ops.size(); i++) {
            expr(*n.list[i + 1]);
            line_ = n.line;
            if (i + 1 < n.ops.size()) {
                emit(Opcode::DUP_TOP);
                emit(Opcode::ROT_THREE);
                compare_op(n.ops[i]);
                cleanups.push_back(emit(Opcode::JUMP_IF_FALSE_OR_POP));
            } else {
                compare_op(n.ops[i]);
            }
            line_ = saved;
        }
        size_t to_end = emit(Opcode::JUMP);
        for (size_t c : cleanups) patch(c, here());
        depth_ += 1;
        emit(Opcode::ROT_TWO);
        emit(Opcode::POP_TOP);
        patch(to_end, here());
    }

    void sequence(const Node& n, bool tuple) {
        bool starred = false;
        for (auto& e : n.list) starred |= e->kind == NK::Starred;
        if (!starred) {
            for (auto& e : n.list) expr(*e);
            emit(tuple ? Opcode::BUILD_TUPLE : Opcode::BUILD_LIST, (uint32_t)n.list.size());
            return;
        }
        emit(Opcode::BUILD_LIST, 0);
        for (auto& e : n.list) {
            if (e->kind == NK::Starred) {
                expr(*e->a);
                emit(Opcode::LIST_EXTEND, 1);
            } else {
                expr(*e);
                emit(Opcode::LIST_APPEND, 1);
            }
        }
        if (tuple) emit(Opcode::LIST_TO_TUPLE);
    }

    void dict(const Node& n) {
        bool unpack = false;
        for (auto& k : n.list) unpack |= !k;
        if (!unpack) {
            for (size_t i = 0; i < n.list.size(); i++) {
                expr(*n.list[i]);
                expr(*n.list2[i]);
            }
            emit(Opcode::BUILD_DICT, (uint32_t)n.list.size());
            return;
        }
        emit(Opcode::BUILD_DICT, 0);
        for (size_t i = 0; i < n.list.size(); i++) {
            if (n.list[i]) {
                expr(*n.list[i]);
                expr(*n.list2[i]);
                emit(Opcode::BUILD_DICT, 1);
            } else {
                expr(*n.list2[i]);
            }
            emit(Opcode::DICT_UPDATE, 1);
        }
    }

    void call(const Node& n) {
        bool star = false;
        for (auto& a : n.list) star |= a->kind == NK::Starred;
        for (auto& k : n.list2) star |= k->name.empty();
        int saved = line_;
        // Zero-argument super() in a method: super(__class__, <first argument>).
        if (n.a->kind == NK::Name && n.a->name == "super" && n.list.empty() && n.list2.empty() &&
            !scope_->is_class && !scope_->is_module && scope_->kind_of("super") == NameKind::Global &&
            scope_->kind_of("__class__") == NameKind::Free && code_->argcount > 0) {
            load_name("super");
            emit(Opcode::LOAD_DEREF, cell_index_.at("__class__"));
            load_name(scope_->params[0]);
            line_ = n.line;
            emit(Opcode::CALL, 2);
            line_ = saved;
            return;
        }
        if (star) {
            expr(*n.a);
            emit(Opcode::BUILD_LIST, 0);
            for (auto& a : n.list) {
                if (a->kind == NK::Starred) {
                    expr(*a->a);
                    // CPython passes a lone *x to the call as it is, and then the
                    // call reports the error; with other arguments a list is built.
                    emit(Opcode::LIST_EXTEND, n.list.size() == 1 ? 1 | kExtendCallArgs : 1);
                } else {
                    expr(*a);
                    emit(Opcode::LIST_APPEND, 1);
                }
            }
            emit(Opcode::LIST_TO_TUPLE);
            bool kw = !n.list2.empty();
            if (kw) {
                emit(Opcode::BUILD_DICT, 0);
                for (auto& k : n.list2) {
                    if (k->name.empty()) {
                        expr(*k->a);
                    } else {
                        Constant c;
                        c.kind = Constant::Str;
                        c.s = k->name;
                        emit(Opcode::LOAD_CONST, add_const(c));
                        expr(*k->a);
                        emit(Opcode::BUILD_DICT, 1);
                    }
                    emit(Opcode::DICT_MERGE, 1);
                }
            }
            line_ = n.line;
            emit(Opcode::CALL_EX, kw ? 1 : 0);
            line_ = saved;
            return;
        }
        if (n.a->kind == NK::Attribute && n.list2.empty()) {
            expr(*n.a->a);
            line_ = n.line;
            emit(Opcode::LOAD_METHOD, attr_idx(n.a->name));
            line_ = saved;
            for (auto& a : n.list) expr(*a);
            line_ = n.line;
            emit(Opcode::CALL_METHOD, (uint32_t)n.list.size());
            line_ = saved;
            return;
        }
        expr(*n.a);
        for (auto& a : n.list) expr(*a);
        if (n.list2.empty()) {
            line_ = n.line;
            emit(Opcode::CALL, (uint32_t)n.list.size());
            line_ = saved;
            return;
        }
        Constant names;
        names.kind = Constant::NameTuple;
        for (auto& k : n.list2) {
            expr(*k->a);
            names.names.push_back(k->name);
        }
        code_->consts.push_back(std::move(names));
        emit(Opcode::LOAD_CONST, (uint32_t)code_->consts.size() - 1);
        line_ = n.line;
        emit(Opcode::CALL_KW, (uint32_t)(n.list.size() + n.list2.size()));
        line_ = saved;
    }
};

} // namespace

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
