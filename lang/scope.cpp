// Scope analysis, in two passes: collect what each scope binds and uses, then
// resolve each name outward through enclosing functions (never through the
// module: module names are globals).
#include "scope.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "syntax_error.hpp"

namespace kiln {

NameKind Scope::kind_of(const std::string& name) const {
    if (is_module) return NameKind::Global;
    if (globals.count(name)) return NameKind::Global;
    if (is_class) {
        if (assigned.count(name)) return NameKind::ClassName;
        if (frees.count(name)) return NameKind::Free;
        return NameKind::Global;
    }
    if (cells.count(name)) return NameKind::Cell;
    if (frees.count(name)) return NameKind::Free;
    if (assigned.count(name)) return NameKind::Local;
    return NameKind::Global;
}

namespace {

class Collector {
public:
    explicit Collector(Scope* s) : s_(s) {}

    void stmts(const std::vector<NodeP>& v) {
        for (auto& n : v) stmt(*n);
    }

private:
    Scope* s_;

    void bind(const std::string& name, const Node& at) {
        if (s_->nonlocals.count(name) || s_->globals.count(name)) {
            s_->used.insert(name);
            return;
        }
        if (s_->assigned.insert(name).second) s_->local_order.push_back(name);
        (void)at;
    }

    void declare(const Node& n, bool global) {
        for (auto& name : n.names) {
            bool is_param = std::find(s_->params.begin(), s_->params.end(), name) != s_->params.end();
            if (global) {
                if (is_param)
                    throw SyntaxError("SyntaxError", fmt::format("name '{}' is parameter and global", name), n.line,
                                      n.col);
                if (s_->nonlocals.count(name))
                    throw SyntaxError("SyntaxError", fmt::format("name '{}' is nonlocal and global", name), n.line,
                                      n.col);
                if (s_->annotated.count(name) && !s_->used.count(name))
                    throw SyntaxError("SyntaxError", fmt::format("annotated name '{}' can't be global", name),
                                      n.line, n.col);
                if (s_->assigned.count(name))
                    throw SyntaxError("SyntaxError",
                                      fmt::format("name '{}' is assigned to before global declaration", name),
                                      n.line, n.col);
                if (s_->used.count(name))
                    throw SyntaxError("SyntaxError",
                                      fmt::format("name '{}' is used prior to global declaration", name), n.line,
                                      n.col);
                s_->globals.insert(name);
            } else {
                if (s_->is_module)
                    throw SyntaxError("SyntaxError", "nonlocal declaration not allowed at module level", n.line,
                                      n.col);
                if (is_param)
                    throw SyntaxError("SyntaxError", fmt::format("name '{}' is parameter and nonlocal", name),
                                      n.line, n.col);
                if (s_->globals.count(name))
                    throw SyntaxError("SyntaxError", fmt::format("name '{}' is nonlocal and global", name), n.line,
                                      n.col);
                if (s_->annotated.count(name) && !s_->used.count(name))
                    throw SyntaxError("SyntaxError", fmt::format("annotated name '{}' can't be nonlocal", name),
                                      n.line, n.col);
                if (s_->assigned.count(name))
                    throw SyntaxError("SyntaxError",
                                      fmt::format("name '{}' is assigned to before nonlocal declaration", name),
                                      n.line, n.col);
                if (s_->used.count(name))
                    throw SyntaxError("SyntaxError",
                                      fmt::format("name '{}' is used prior to nonlocal declaration", name), n.line,
                                      n.col);
                s_->nonlocals.insert(name);
            }
        }
    }

    void target(const Node& n) {
        switch (n.kind) {
        case NK::Name: bind(n.name, n); break;
        case NK::Tuple: case NK::List:
            for (auto& e : n.list) target(*e);
            break;
        case NK::Starred: target(*n.a); break;
        default: expr(n); break; // attribute/subscript: their parts are loads
        }
    }

    // `target: T [= value]`, as CPython's symtable: a simple name is bound
    // (a local of a function) even without a value; a parenthesized one
    // only with a value. The annotation is visited in every scope, though
    // only modules and classes evaluate it (so `x: (yield)` makes a
    // generator, as in CPython).
    void ann_assign(const Node& n) {
        const bool simple = n.cval.i != 0;
        if (n.a->kind == NK::Name) {
            const std::string& name = n.a->name;
            if (simple && !s_->is_module && (s_->globals.count(name) || s_->nonlocals.count(name)))
                throw SyntaxError("SyntaxError",
                                  fmt::format("annotated name '{}' can't be {}", name,
                                              s_->globals.count(name) ? "global" : "nonlocal"),
                                  n.a->line, n.a->col);
            if (simple) s_->annotated.insert(name);
            if (simple || n.c) bind(name, *n.a);
        } else {
            expr(*n.a);
        }
        expr(*n.b);
        if (n.c) expr(*n.c);
    }

    void function(const Node& n) {
        // Defaults and decorators are evaluated in the enclosing scope.
        for (auto& p : n.params->positional)
            if (p.default_value) expr(*p.default_value);
        for (auto& p : n.params->kwonly)
            if (p.default_value) expr(*p.default_value);
        // So are the annotations (a def's, never a lambda's).
        for (auto* ps : {&n.params->positional, &n.params->kwonly})
            for (auto& p : *ps)
                if (p.annotation) expr(*p.annotation);
        if (n.params->vararg_annotation) expr(*n.params->vararg_annotation);
        if (n.params->kwarg_annotation) expr(*n.params->kwarg_annotation);
        if (n.kind == NK::FunctionDef && n.a) expr(*n.a);
        for (auto& d : n.list) expr(*d);
        auto child = std::make_unique<Scope>();
        child->parent = s_;
        child->node = &n;
        for (auto& p : n.params->positional) child->params.push_back(p.name);
        if (!n.params->vararg.empty()) child->params.push_back(n.params->vararg);
        for (auto& p : n.params->kwonly) child->params.push_back(p.name);
        if (!n.params->kwarg.empty()) child->params.push_back(n.params->kwarg);
        for (auto& p : child->params) {
            child->assigned.insert(p);
            child->local_order.push_back(p);
        }
        Collector c(child.get());
        if (n.kind == NK::Lambda) c.expr(*n.a);
        else c.stmts(n.body);
        s_->children.push_back(std::move(child));
    }

    void classdef(const Node& n) {
        for (auto& b : n.list) expr(*b);
        for (auto& k : n.list2) expr(*k);
        for (auto& d : n.orelse) expr(*d);
        auto child = std::make_unique<Scope>();
        child->parent = s_;
        child->node = &n;
        child->is_class = true;
        Collector c(child.get());
        c.stmts(n.body);
        s_->children.push_back(std::move(child));
    }

    void comprehension(const Node& n) {
        // The outermost iterable is evaluated in the enclosing scope.
        expr(*n.list[0]->b);
        auto child = std::make_unique<Scope>();
        child->parent = s_;
        child->node = &n;
        child->is_comprehension = true;
        child->is_generator = n.kind == NK::GenExp;
        child->params.push_back(".0");
        child->assigned.insert(".0");
        child->local_order.push_back(".0");
        Collector c(child.get());
        for (size_t i = 0; i < n.list.size(); i++) {
            const Node& cl = *n.list[i];
            if (i > 0) c.expr(*cl.b);
            c.target(*cl.a);
            for (auto& cond : cl.list) c.expr(*cond);
        }
        c.expr(*n.a);
        if (n.b) c.expr(*n.b);
        s_->children.push_back(std::move(child));
    }

public:
    void expr(const Node& n) {
        switch (n.kind) {
        case NK::ListComp: case NK::SetComp: case NK::DictComp: case NK::GenExp: comprehension(n); return;
        case NK::Yield: case NK::YieldFrom:
            if (s_->is_comprehension) {
                const char* what = s_->node->kind == NK::ListComp  ? "list comprehension"
                                   : s_->node->kind == NK::SetComp  ? "set comprehension"
                                   : s_->node->kind == NK::DictComp ? "dict comprehension"
                                                                    : "generator expression";
                throw SyntaxError("SyntaxError", fmt::format("'yield' inside {}", what), n.line, n.col);
            }
            if (s_->is_module || s_->is_class) throw SyntaxError("SyntaxError", "'yield' outside function", n.line, n.col);
            if (s_->node && s_->node->kind == NK::Lambda) {
                // A lambda with yield is a generator too.
            }
            s_->is_generator = true;
            break;
        case NK::Name:
            s_->used.insert(n.name);
            // Zero-argument super() reads the implicit __class__ cell of the enclosing class.
            if ((n.name == "super" || n.name == "__class__") && !s_->is_module && !s_->is_class)
                s_->used.insert("__class__");
            return;
        case NK::Lambda: function(n); return;
        default: break;
        }
        for (auto* c : {n.a.get(), n.b.get(), n.c.get()})
            if (c) expr(*c);
        for (auto& c : n.list)
            if (c) expr(*c);
        for (auto& c : n.list2)
            if (c) expr(*c);
    }

private:
    void stmt(const Node& n) {
        switch (n.kind) {
        case NK::ExprStmt: expr(*n.a); break;
        case NK::Assign:
            expr(*n.a);
            for (auto& t : n.list) target(*t);
            break;
        case NK::AnnAssign: ann_assign(n); break;
        case NK::AugAssign:
            if (n.a->kind == NK::Name) s_->used.insert(n.a->name);
            expr(*n.b);
            target(*n.a);
            break;
        case NK::If: case NK::While:
            expr(*n.a);
            stmts(n.body);
            stmts(n.orelse);
            break;
        case NK::For:
            expr(*n.b);
            target(*n.a);
            stmts(n.body);
            stmts(n.orelse);
            break;
        case NK::Return:
            if (n.a) expr(*n.a);
            break;
        case NK::FunctionDef:
            function(n);
            bind(n.name, n);
            break;
        case NK::Global: declare(n, true); break;
        case NK::Nonlocal: declare(n, false); break;
        case NK::Del:
            for (auto& t : n.list) {
                if (t->kind == NK::Name) { s_->used.insert(t->name); bind(t->name, *t); }
                else target(*t);
            }
            break;
        case NK::Import: case NK::ImportFrom:
            if (n.kind == NK::ImportFrom && n.names[0] == "*") {
                if (!s_->is_module)
                    throw SyntaxError("SyntaxError", "import * only allowed at module level", n.a->line, n.a->col);
                break;
            }
            for (size_t i = 0; i < n.names.size(); i += 2) {
                const std::string& as = n.names[i + 1];
                bind(as.empty() ? n.names[i] : as, n);
            }
            break;
        case NK::Assert:
            expr(*n.a);
            if (n.b) expr(*n.b);
            break;
        case NK::ClassDef:
            classdef(n);
            bind(n.name, n);
            break;
        case NK::Try:
            stmts(n.body);
            for (auto& h : n.list) {
                if (h->a) expr(*h->a);
                if (!h->name.empty()) bind(h->name, *h);
                stmts(h->body);
            }
            stmts(n.orelse);
            stmts(n.list2);
            break;
        case NK::Raise:
            if (n.a) expr(*n.a);
            if (n.b) expr(*n.b);
            break;
        case NK::With:
            for (auto& item : n.list) {
                expr(*item->a);
                if (item->b) target(*item->b);
            }
            stmts(n.body);
            break;
        default: break;
        }
    }
};

// Does `s` (an enclosing scope of the user) provide a function binding for
// `name`? Marks the binding as a cell and threads it through as a free
// variable of every scope in between.
bool provide(Scope* s, const std::string& name) {
    if (!s || s->is_module) return false;
    if (s->is_class) {
        // A class body's own names are invisible to nested functions; only the
        // implicit __class__ cell is provided, and others pass through it.
        if (name == "__class__") {
            s->cells.insert(name);
            return true;
        }
        if (provide(s->parent, name)) {
            s->frees.insert(name);
            return true;
        }
        return false;
    }
    if (s->globals.count(name)) return false;
    if (!s->nonlocals.count(name) && s->assigned.count(name)) {
        s->cells.insert(name);
        return true;
    }
    if (provide(s->parent, name)) {
        s->frees.insert(name);
        return true;
    }
    return false;
}

void resolve(Scope* s) {
    if (!s->is_module) {
        for (auto& name : s->nonlocals) {
            if (!provide(s->parent, name)) {
                const Node* n = s->node;
                throw SyntaxError("SyntaxError", fmt::format("no binding for nonlocal '{}' found", name),
                                  n ? n->line : 0, 0);
            }
            s->frees.insert(name);
        }
        for (auto& name : s->used) {
            if (s->globals.count(name) || s->nonlocals.count(name)) continue;
            if (s->assigned.count(name)) continue;
            if (provide(s->parent, name)) s->frees.insert(name);
        }
    }
    for (auto& c : s->children) resolve(c.get());
}

Scope* find(Scope* s, const Node* fn) {
    if (s->node == fn) return s;
    for (auto& c : s->children)
        if (Scope* r = find(c.get(), fn)) return r;
    return nullptr;
}

} // namespace

std::unique_ptr<Scope> analyze_scopes(const std::vector<NodeP>& module) {
    auto root = std::make_unique<Scope>();
    root->is_module = true;
    Collector(root.get()).stmts(module);
    resolve(root.get());
    return root;
}

Scope* scope_of(Scope& root, const Node* fn) { return find(&root, fn); }

} // namespace kiln
