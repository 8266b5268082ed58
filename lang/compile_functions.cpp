// Compiling code objects: the bodies of a module, a function or lambda, a
// comprehension (a function of its outermost iterator) and a class, and
// the definitions that compile a child body and make a function or class
// of it (defaults, annotations, closure cells).
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "compiler_internal.hpp"
#include "syntax_error.hpp"

namespace kiln::compiler {

void FunctionCompiler::module_body(const std::vector<NodeP>& body) {
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

void FunctionCompiler::function_body(const Node& fn) {
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
void FunctionCompiler::comprehension_body(const Node& n) {
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

void FunctionCompiler::comp_loop(const Node& n, size_t i) {
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

void FunctionCompiler::class_body(const Node& cls) {
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

// Whether a body has an annotated assignment outside nested defs and
// classes (CPython's find_ann): then a module or class body starts by
// making its __annotations__.
bool FunctionCompiler::has_annotations(const std::vector<NodeP>& body) {
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

void FunctionCompiler::setup_annotations(const std::vector<NodeP>& body) {
    if (has_annotations(body)) emit(Opcode::SETUP_ANNOTATIONS);
}

std::string FunctionCompiler::child_prefix() const {
    if (scope_->is_module) return "";
    if (scope_->is_class) return code_->qualname + ".";
    return code_->qualname + ".<locals>.";
}

void FunctionCompiler::emit_closure(const CodeProto& child, uint32_t& flags) {
    if (!child.freevars.empty()) {
        for (auto& name : child.freevars) emit(Opcode::LOAD_CLOSURE, cell_index_.at(name));
        emit(Opcode::BUILD_TUPLE, (uint32_t)child.freevars.size());
        flags |= kFnClosure;
    }
}

void FunctionCompiler::class_def(const Node& n) {
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
    emit_function(std::move(child), 0);
    for (auto& b : n.list) {
        if (b->kind == NK::Starred) throw not_supported("'*' in a class's bases", b->line, b->col);
        expr(*b);
    }
    line_ = n.line;
    emit(Opcode::BUILD_CLASS, (uint32_t)n.list.size());
    for (size_t i = 0; i < n.orelse.size(); i++) emit(Opcode::CALL, 1);
    store_name(n.name);
}

void FunctionCompiler::comprehension(const Node& n) {
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
    emit_function(std::move(child), 0);
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
bool FunctionCompiler::function_annotations(const Node& n) {
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

// The function object for a compiled child code (a def, a lambda, a
// class body, a comprehension): its closure cells, the code constant and
// MAKE_FUNCTION with `flags` (and the closure's flag).
void FunctionCompiler::emit_function(std::unique_ptr<CodeProto> child, uint32_t flags) {
    emit_closure(*child, flags);
    Constant c;
    c.kind = Constant::Code;
    c.code = child.get();
    code_->children.push_back(std::move(child));
    emit(Opcode::LOAD_CONST, add_const(std::move(c)));
    emit(Opcode::MAKE_FUNCTION, flags);
}

void FunctionCompiler::make_function(const Node& n) {
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
    emit_function(std::move(child), flags);
}

} // namespace kiln::compiler
