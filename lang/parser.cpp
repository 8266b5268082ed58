// The parser. One function per grammar rule, lowest precedence first.
// Errors use CPython 3.11's wording for the common cases.
#include "parser.hpp"

#include <fmt/format.h>

#include <unordered_set>

#include "fstring.hpp"
#include "lexer.hpp"
#include "syntax_error.hpp"

namespace kiln {

const char* op_symbol(Op op) {
    switch (op) {
    case Op::Add: return "+";
    case Op::Sub: return "-";
    case Op::Mul: return "*";
    case Op::TrueDiv: return "/";
    case Op::FloorDiv: return "//";
    case Op::Mod: return "%";
    case Op::Pow: return "**";
    case Op::LShift: return "<<";
    case Op::RShift: return ">>";
    case Op::BitAnd: return "&";
    case Op::BitOr: return "|";
    case Op::BitXor: return "^";
    case Op::MatMul: return "@";
    case Op::Neg: return "unary -";
    case Op::Pos: return "unary +";
    case Op::Not: return "not";
    case Op::Invert: return "unary ~";
    case Op::And: return "and";
    case Op::Or: return "or";
    case Op::Lt: return "<";
    case Op::Le: return "<=";
    case Op::Eq: return "==";
    case Op::Ne: return "!=";
    case Op::Gt: return ">";
    case Op::Ge: return ">=";
    case Op::In: return "in";
    case Op::NotIn: return "not in";
    case Op::Is: return "is";
    case Op::IsNot: return "is not";
    }
    return "?";
}

namespace {

const std::unordered_set<std::string> kKeywords = {
    "False", "None",     "True",   "and",   "as",    "assert", "async",  "await",    "break",
    "class", "continue", "def",    "del",   "elif",  "else",   "except", "finally",  "for",
    "from",  "global",   "if",     "import", "in",   "is",     "lambda", "nonlocal", "not",
    "or",    "pass",     "raise",  "return", "try",  "while",  "with",   "yield"};

class Parser {
public:
    explicit Parser(std::vector<Token> toks) : t_(std::move(toks)) {}

    std::vector<NodeP> module() {
        std::vector<NodeP> out;
        while (peek().kind != Tok::End) {
            if (peek().kind == Tok::Newline) { next(); continue; }
            if (peek().kind == Tok::Indent)
                throw SyntaxError("IndentationError", "unexpected indent", peek().line, 0);
            statement(out);
        }
        return out;
    }

private:
    std::vector<Token> t_;
    size_t p_ = 0;
    int depth_ = 0; // nesting of expressions, to refuse input that would exhaust the C stack

    // Counts one level of expression nesting; the AST and every pass over it
    // recurse, so depth is capped well below what the C stack can hold.
    struct Nest {
        Parser& p;
        explicit Nest(Parser& p_) : p(p_) {
            if (++p.depth_ > 1000) p.too_deep();
        }
        ~Nest() { p.depth_--; }
    };
    [[noreturn]] void too_deep() {
        throw SyntaxError("RecursionError", "maximum recursion depth exceeded during compilation", peek().line, 0);
    }
    // A left-leaning chain (a + b + c ..., a.b.c ...) is deep too.
    void chain_step(int& n) {
        if (++n + depth_ > 1000) too_deep();
    }

    const Token& peek(int k = 0) const {
        size_t i = p_ + k;
        return i < t_.size() ? t_[i] : t_.back();
    }
    const Token& next() {
        const Token& t = t_[p_];
        if (p_ + 1 < t_.size()) p_++;
        return t;
    }
    bool accept(const char* op) {
        if (peek().is(op)) { next(); return true; }
        return false;
    }
    bool accept_kw(const char* kw) {
        if (peek().is_name(kw)) { next(); return true; }
        return false;
    }
    bool at_kw(const char* kw) const { return peek().is_name(kw); }

    [[noreturn]] void fail(const Token& t, const std::string& msg = "invalid syntax") {
        int end = t.end_line == t.line ? t.end_col : 0;
        throw SyntaxError("SyntaxError", msg, t.line, t.col, end);
    }
    [[noreturn]] void fail_here(const std::string& msg = "invalid syntax") {
        const Token& t = peek();
        if (t.kind == Tok::Newline || t.kind == Tok::End) {
            // CPython points just past the previous token.
            if (p_ > 0) {
                const Token& prev = t_[p_ - 1];
                throw SyntaxError("SyntaxError", msg, prev.end_line, prev.end_col);
            }
        }
        if (t.kind == Tok::Indent)
            throw SyntaxError("IndentationError", "unexpected indent", t.line, 0);
        fail(t, msg);
    }
    void expect(const char* op) {
        if (!accept(op)) {
            if (std::string(op) == ":") fail_here("expected ':'");
            fail_here();
        }
    }

    NodeP node(NK k, const Token& at) { return std::make_unique<Node>(k, at.line, at.col); }

    bool is_keyword(const Token& t) const { return t.kind == Tok::Name && kKeywords.count(t.text); }

    // ---------------------------------------------------------------- statements

    void statement(std::vector<NodeP>& out) {
        const Token& t = peek();
        if (t.kind == Tok::Name) {
            const std::string& w = t.text;
            if (w == "if") return out.push_back(if_stmt());
            if (w == "while") return out.push_back(while_stmt());
            if (w == "for") return out.push_back(for_stmt());
            if (w == "def") return out.push_back(funcdef({}));
            if (w == "class") return out.push_back(classdef({}));
            if (w == "try") return out.push_back(try_stmt());
            if (w == "with") return out.push_back(with_stmt());
            if (w == "async") throw not_supported("'async'", t.line, t.col);
            if (w == "match" && looks_like_match()) throw not_supported("'match' statement", t.line, t.col);
        }
        if (t.is("@")) return out.push_back(decorated());
        simple_statements(out);
    }

    // `match` is a soft keyword: `match x:` starts a match statement, while
    // `match = 3` or `match(x)` use a name. A logical line that starts with
    // `match`, continues with an operand and ends in ':' is a match statement.
    bool looks_like_match() const {
        const Token& next_tok = peek(1);
        if (next_tok.kind == Tok::Newline || next_tok.kind == Tok::End) return false;
        if (next_tok.kind == Tok::Op && !next_tok.is("(") && !next_tok.is("[") && !next_tok.is("{") &&
            !next_tok.is("-") && !next_tok.is("*"))
            return false;
        for (size_t i = p_ + 1; i < t_.size(); i++) {
            if (t_[i].kind == Tok::Newline || t_[i].kind == Tok::End) return t_[i - 1].is(":");
        }
        return false;
    }

    void simple_statements(std::vector<NodeP>& out) {
        while (true) {
            out.push_back(small_statement());
            if (accept(";")) {
                if (peek().kind == Tok::Newline) break;
                continue;
            }
            break;
        }
        if (peek().kind != Tok::Newline) fail_here();
        next();
    }

    NodeP small_statement() {
        const Token& t = peek();
        if (t.kind == Tok::Name) {
            const std::string& w = t.text;
            if (w == "pass") { next(); return node(NK::Pass, t); }
            if (w == "break") { next(); return node(NK::Break, t); }
            if (w == "continue") { next(); return node(NK::Continue, t); }
            if (w == "return") {
                auto n = node(NK::Return, next());
                if (peek().kind != Tok::Newline && !peek().is(";")) n->a = testlist_star(true);
                return n;
            }
            if (w == "global" || w == "nonlocal") {
                auto n = node(w == "global" ? NK::Global : NK::Nonlocal, next());
                do {
                    const Token& nm = peek();
                    if (nm.kind != Tok::Name || is_keyword(nm)) fail_here();
                    n->names.push_back(nm.text);
                    next();
                } while (accept(","));
                return n;
            }
            if (w == "del") {
                auto n = node(NK::Del, next());
                do {
                    if (peek().kind == Tok::Newline || peek().is(";")) break;
                    NodeP target = bitor_expr();
                    check_target(*target, "delete");
                    n->list.push_back(std::move(target));
                } while (accept(","));
                if (n->list.empty()) fail_here();
                return n;
            }
            if (w == "assert") {
                auto n = node(NK::Assert, next());
                n->a = test();
                if (accept(",")) n->b = test();
                return n;
            }
            if (w == "raise") {
                auto n = node(NK::Raise, next());
                if (peek().kind != Tok::Newline && !peek().is(";")) {
                    n->a = test();
                    if (accept_kw("from")) n->b = test();
                }
                return n;
            }
            if (w == "import") return import_stmt();
            if (w == "from") return from_import_stmt();
            if (w == "print" && (peek(1).kind == Tok::String || peek(1).kind == Tok::FString)) {
                fail(t, "Missing parentheses in call to 'print'. Did you mean print(...)?");
            }
        }
        return expr_statement();
    }

    // A module name: one identifier (kiln has no packages).
    std::string module_name() {
        const Token& t = peek();
        if (t.is(".") || t.is("..."))
            throw not_supported("relative import", t.line, t.col);
        if (t.kind != Tok::Name || is_keyword(t)) fail_here();
        next();
        if (peek().is(".")) throw not_supported("dotted module name", t.line, t.col);
        return t.text;
    }

    // `as NAME`, or "" when absent.
    std::string alias() {
        if (!accept_kw("as")) return "";
        const Token& t = peek();
        if (t.kind != Tok::Name || is_keyword(t)) fail_here();
        next();
        return t.text;
    }

    NodeP import_stmt() {
        auto n = node(NK::Import, next());
        do {
            n->names.push_back(module_name());
            n->names.push_back(alias());
        } while (accept(","));
        return n;
    }

    NodeP from_import_stmt() {
        auto n = node(NK::ImportFrom, next());
        const Token& mod = peek();
        n->name = module_name();
        // Future statements change how the whole module compiles (`annotations`
        // would leave every annotation unevaluated): refused when compiling.
        if (n->name == "__future__") throw not_supported("'from __future__ import'", mod.line, mod.col);
        if (!accept_kw("import")) fail_here();
        if (peek().is("*")) {
            // names = {"*", ""}; `a` marks where the star is, for scope's
            // "import * only allowed at module level".
            n->a = node(NK::Name, next());
            n->names = {"*", ""};
            return n;
        }
        bool paren = accept("(");
        do {
            if (paren && peek().is(")")) break; // trailing comma
            const Token& t = peek();
            if (t.kind != Tok::Name || is_keyword(t)) fail_here();
            next();
            n->names.push_back(t.text);
            n->names.push_back(alias());
        } while (accept(","));
        if (paren) expect(")");
        if (n->names.empty()) fail_here();
        return n;
    }

    NodeP expr_statement() {
        const Token& start = peek();
        NodeP first = testlist_star(false);
        const Token& t = peek();
        if (t.kind == Tok::Op) {
            static const std::pair<const char*, Op> aug[] = {
                {"+=", Op::Add},     {"-=", Op::Sub},     {"*=", Op::Mul},     {"/=", Op::TrueDiv},
                {"//=", Op::FloorDiv}, {"%=", Op::Mod},   {"**=", Op::Pow},    {"<<=", Op::LShift},
                {">>=", Op::RShift}, {"&=", Op::BitAnd},  {"|=", Op::BitOr},   {"^=", Op::BitXor},
                {"@=", Op::MatMul}};
            for (auto& [sym, op] : aug) {
                if (t.text == sym) {
                    if (first->kind != NK::Name && first->kind != NK::Attribute && first->kind != NK::Subscript)
                        throw SyntaxError("SyntaxError",
                                          fmt::format("'{}' is an illegal expression for augmented assignment",
                                                      describe(*first)),
                                          first->line, first->col);
                    auto n = node(NK::AugAssign, start);
                    next();
                    n->op = op;
                    n->a = std::move(first);
                    n->b = testlist_star(true);
                    return n;
                }
            }
            if (t.text == ":") return ann_assign(start, std::move(first));
            if (t.text == "=") {
                auto n = node(NK::Assign, start);
                n->list.push_back(std::move(first));
                NodeP value;
                while (accept("=")) {
                    value = testlist_star(true);
                    if (peek().is("=")) n->list.push_back(std::move(value));
                }
                for (auto& target : n->list) check_target(*target, "assign to");
                n->a = std::move(value);
                return n;
            }
        }
        auto n = node(NK::ExprStmt, start);
        n->a = std::move(first);
        return n;
    }

    // `target: annotation [= value]`, the ':' next. One target only: a
    // name, an attribute or a subscript (CPython's messages otherwise).
    NodeP ann_assign(const Token& start, NodeP target) {
        switch (target->kind) {
        case NK::Name: case NK::Attribute: case NK::Subscript: break;
        case NK::Tuple:
            throw SyntaxError("SyntaxError", "only single target (not tuple) can be annotated", target->line,
                              target->col);
        case NK::List:
            throw SyntaxError("SyntaxError", "only single target (not list) can be annotated", target->line,
                              target->col);
        default: throw SyntaxError("SyntaxError", "illegal target for annotation", target->line, target->col);
        }
        next(); // ':'
        auto n = node(NK::AnnAssign, start);
        // A parenthesized name, `(x): T`, is not simple: CPython neither
        // makes it a local nor records its annotation.
        n->cval.i = target->kind == NK::Name && !start.is("(");
        n->a = std::move(target);
        n->b = test();
        if (accept("=")) n->c = testlist_star(true);
        return n;
    }

    static const char* describe(const Node& n) {
        switch (n.kind) {
        case NK::Const:
            if (n.cval.kind == ConstVal::None) return "None";
            if (n.cval.kind == ConstVal::True) return "True";
            if (n.cval.kind == ConstVal::False) return "False";
            if (n.cval.kind == ConstVal::Ellipsis) return "ellipsis";
            return "literal";
        case NK::Call: return "function call";
        case NK::BinOp: case NK::UnaryOp: return "expression";
        case NK::BoolOp: return "expression";
        case NK::Compare: return "comparison";
        case NK::IfExp: return "conditional expression";
        case NK::Lambda: return "lambda";
        case NK::Dict: return "dict literal";
        case NK::Set: return "set display";
        case NK::Tuple: return "tuple";
        case NK::List: return "list";
        case NK::Starred: return "starred";
        default: return "expression";
        }
    }

    void check_target(const Node& n, const char* verb) {
        switch (n.kind) {
        case NK::Name: case NK::Attribute: case NK::Subscript: return;
        case NK::Tuple: case NK::List:
            for (auto& e : n.list) check_target(*e, verb);
            return;
        case NK::Starred:
            if (std::string(verb) == "delete")
                throw SyntaxError("SyntaxError", "cannot delete starred", n.line, n.col);
            check_target(*n.a, verb);
            return;
        default: break;
        }
        std::string msg = fmt::format("cannot {} {}", verb, describe(n));
        if (std::string(verb) == "assign to" && n.kind != NK::Lambda && n.kind != NK::Starred &&
            (n.kind == NK::Const || n.kind == NK::Call || n.kind == NK::Name || n.kind == NK::Attribute ||
             n.kind == NK::Subscript || n.kind == NK::Compare || n.kind == NK::BinOp))
            msg += " here. Maybe you meant '==' instead of '='?";
        throw SyntaxError("SyntaxError", msg, n.line, n.col);
    }

    std::vector<NodeP> block(const Token& header, const char* what) {
        expect(":");
        std::vector<NodeP> body;
        if (peek().kind != Tok::Newline) {
            simple_statements(body);
            return body;
        }
        next();
        if (peek().kind != Tok::Indent)
            throw SyntaxError("IndentationError",
                              fmt::format("expected an indented block after {} on line {}", what, header.line),
                              peek().line, peek().col);
        next();
        while (peek().kind != Tok::Dedent && peek().kind != Tok::End) {
            if (peek().kind == Tok::Indent)
                throw SyntaxError("IndentationError", "unexpected indent", peek().line, 0);
            statement(body);
        }
        if (peek().kind == Tok::Dedent) next();
        return body;
    }

    NodeP if_stmt() {
        const Token& kw = next();
        auto n = node(NK::If, kw);
        n->a = named_test();
        n->body = block(kw, "'if' statement");
        if (at_kw("elif")) {
            const Token& e = peek();
            // An elif is an if nested in the else branch.
            auto inner = elif_chain();
            (void)e;
            n->orelse.push_back(std::move(inner));
        } else if (at_kw("else")) {
            const Token& e = next();
            n->orelse = block(e, "'else' statement");
        }
        return n;
    }

    NodeP elif_chain() {
        const Token& kw = next(); // elif
        auto n = node(NK::If, kw);
        n->a = named_test();
        n->body = block(kw, "'elif' statement");
        if (at_kw("elif")) n->orelse.push_back(elif_chain());
        else if (at_kw("else")) {
            const Token& e = next();
            n->orelse = block(e, "'else' statement");
        }
        return n;
    }

    NodeP while_stmt() {
        const Token& kw = next();
        auto n = node(NK::While, kw);
        n->a = named_test();
        n->body = block(kw, "'while' statement");
        if (at_kw("else")) {
            const Token& e = next();
            n->orelse = block(e, "'else' statement");
        }
        return n;
    }

    NodeP for_stmt() {
        const Token& kw = next();
        auto n = node(NK::For, kw);
        n->a = target_list();
        check_target(*n->a, "assign to");
        if (!accept_kw("in")) fail_here();
        n->b = testlist_star(true);
        n->body = block(kw, "'for' statement");
        if (at_kw("else")) {
            const Token& e = next();
            n->orelse = block(e, "'else' statement");
        }
        return n;
    }

    // Targets of `for`: bitwise-or expressions separated by commas.
    NodeP target_list() {
        const Token& start = peek();
        std::vector<NodeP> items;
        bool trailing = false;
        while (true) {
            if (peek().is("*")) {
                const Token& st = next();
                auto s = node(NK::Starred, st);
                s->a = bitor_expr();
                items.push_back(std::move(s));
            } else {
                items.push_back(bitor_expr());
            }
            if (!accept(",")) { trailing = false; break; }
            trailing = true;
            if (at_kw("in") || peek().is("=")) break;
        }
        if (items.size() == 1 && !trailing) return std::move(items[0]);
        auto t = node(NK::Tuple, start);
        t->list = std::move(items);
        return t;
    }

    NodeP funcdef(std::vector<NodeP> decorators) {
        const Token& kw = next();
        auto n = node(NK::FunctionDef, kw);
        const Token& nm = peek();
        if (nm.kind != Tok::Name || is_keyword(nm)) fail_here();
        n->name = nm.text;
        next();
        expect("(");
        n->params = parameters(")");
        expect(")");
        if (accept("->")) n->a = test();
        n->body = block(kw, fmt::format("function definition").c_str());
        n->list = std::move(decorators);
        return n;
    }

    // `@expr NEWLINE` lines, then the def or class they apply to.
    NodeP decorated() {
        std::vector<NodeP> decos;
        while (peek().is("@")) {
            next();
            decos.push_back(named_test());
            if (peek().kind != Tok::Newline) fail_here();
            next();
        }
        if (at_kw("def")) return funcdef(std::move(decos));
        if (at_kw("class")) return classdef(std::move(decos));
        if (at_kw("async")) throw not_supported("'async'", peek().line, peek().col);
        fail_here();
    }

    NodeP classdef(std::vector<NodeP> decorators) {
        const Token& kw = next();
        auto n = node(NK::ClassDef, kw);
        const Token& nm = peek();
        if (nm.kind != Tok::Name || is_keyword(nm)) fail_here();
        n->name = nm.text;
        next();
        if (accept("(")) {
            Node args(NK::Call, kw.line, kw.col);
            call_args(args);
            expect(")");
            n->list = std::move(args.list);
            n->list2 = std::move(args.list2);
        }
        n->body = block(kw, "class definition");
        n->orelse = std::move(decorators);
        return n;
    }

    NodeP try_stmt() {
        const Token& kw = next();
        auto n = node(NK::Try, kw);
        n->body = block(kw, "'try' statement");
        while (at_kw("except")) {
            const Token& ek = next();
            if (peek().is("*")) throw not_supported("'except*'", peek().line, peek().col);
            if (!n->list.empty() && !n->list.back()->a)
                throw SyntaxError("SyntaxError", "default 'except:' must be last", n->list.back()->line,
                                  n->list.back()->col);
            auto h = node(NK::ExceptHandler, ek);
            if (!peek().is(":")) {
                h->a = test();
                if (peek().is(",")) fail(peek(), "multiple exception types must be parenthesized");
                if (accept_kw("as")) {
                    const Token& as = peek();
                    if (as.kind != Tok::Name || is_keyword(as)) fail_here("invalid syntax");
                    h->name = as.text;
                    next();
                }
            }
            h->body = block(ek, "'except' statement");
            n->list.push_back(std::move(h));
        }
        if (at_kw("else")) {
            if (n->list.empty()) fail_here("expected 'except' or 'finally' block");
            const Token& e = next();
            n->orelse = block(e, "'else' statement");
        }
        if (at_kw("finally")) {
            const Token& f = next();
            n->list2 = block(f, "'finally' statement");
        }
        if (n->list.empty() && n->list2.empty()) fail_here("expected 'except' or 'finally' block");
        return n;
    }

    NodeP with_stmt() {
        const Token& kw = next();
        auto n = node(NK::With, kw);
        do {
            const Token& start = peek();
            auto item = node(NK::WithItem, start);
            item->a = test();
            if (accept_kw("as")) {
                item->b = target_list_until_colon();
                check_target(*item->b, "assign to");
            }
            n->list.push_back(std::move(item));
        } while (accept(","));
        n->body = block(kw, "'with' statement");
        return n;
    }

    NodeP target_list_until_colon() { return bitor_expr(); }

    std::unique_ptr<Params> parameters(const char* closer) {
        auto ps = std::make_unique<Params>();
        bool is_def = std::string(closer) == ")";
        bool seen_default = false;
        bool kwonly = false;
        std::unordered_set<std::string> seen;
        auto add_name = [&](const Token& nm) {
            if (!seen.insert(nm.text).second)
                throw SyntaxError("SyntaxError",
                                  fmt::format("duplicate argument '{}' in function definition", nm.text), nm.line,
                                  nm.col);
        };
        while (!peek().is(closer)) {
            const Token& t = peek();
            if (t.is("/")) {
                next();
                if (kwonly || ps->positional.empty()) fail(t);
                ps->posonly = (int)ps->positional.size();
            } else if (t.is("*")) {
                next();
                if (kwonly) fail(t, "* argument may appear only once");
                kwonly = true;
                ps->has_star = true;
                if (peek().kind == Tok::Name) {
                    const Token& nm = next();
                    add_name(nm);
                    ps->vararg = nm.text;
                    if (is_def && accept(":")) ps->vararg_annotation = test();
                } else if (peek().is(closer) || (peek().is(",") && peek(1).is(closer))) {
                    fail(t, "named arguments must follow bare *");
                }
            } else if (t.is("**")) {
                next();
                const Token& nm = peek();
                if (nm.kind != Tok::Name) fail_here();
                next();
                add_name(nm);
                ps->kwarg = nm.text;
                if (is_def && accept(":")) ps->kwarg_annotation = test();
                accept(",");
                if (!peek().is(closer)) fail(peek(), "arguments cannot follow var-keyword argument");
                break;
            } else {
                if (t.kind != Tok::Name || is_keyword(t)) fail_here();
                next();
                add_name(t);
                Param p;
                p.name = t.text;
                p.line = t.line;
                p.col = t.col;
                if (is_def && accept(":")) p.annotation = test();
                if (accept("=")) {
                    p.default_value = test();
                    if (!kwonly) seen_default = true;
                } else if (seen_default && !kwonly) {
                    fail(t, "non-default argument follows default argument");
                }
                if (kwonly) ps->kwonly.push_back(std::move(p));
                else ps->positional.push_back(std::move(p));
            }
            if (!accept(",")) break;
        }
        return ps;
    }

    // ---------------------------------------------------------------- expressions

    // An expression list, possibly with starred items, forming a tuple when it
    // has a comma.
    NodeP testlist_star(bool allow_star) {
        const Token& start = peek();
        std::vector<NodeP> items;
        bool comma = false;
        while (true) {
            if (peek().is("*")) {
                const Token& st = next();
                auto s = node(NK::Starred, st);
                s->a = bitor_expr();
                items.push_back(std::move(s));
            } else {
                items.push_back(named_test());
            }
            if (!peek().is(",")) break;
            next();
            comma = true;
            const Token& nt = peek();
            if (nt.kind == Tok::Newline || nt.is("=") || nt.is(")") || nt.is(";") || nt.kind == Tok::End ||
                (nt.kind == Tok::Op && nt.text.size() >= 2 && nt.text.back() == '=' && nt.text != "==" &&
                 nt.text != "<=" && nt.text != ">=" && nt.text != "!="))
                break;
        }
        (void)allow_star;
        if (items.size() == 1 && !comma) {
            if (items[0]->kind == NK::Starred)
                throw SyntaxError("SyntaxError", "can't use starred expression here", items[0]->line,
                                  items[0]->col);
            return std::move(items[0]);
        }
        auto t = node(NK::Tuple, start);
        t->list = std::move(items);
        return t;
    }

    NodeP named_test() {
        NodeP e = test();
        if (peek().is(":=")) throw not_supported("assignment expression (:=)", peek().line, peek().col);
        return e;
    }

    NodeP test() {
        Nest nest(*this);
        if (at_kw("lambda")) return lambda();
        if (at_kw("yield")) return yield_expr();
        if (at_kw("await")) throw not_supported("'await'", peek().line, peek().col);
        const Token& start = peek();
        NodeP e = or_test();
        if (at_kw("if")) {
            next();
            auto n = node(NK::IfExp, start);
            n->b = std::move(e);
            n->a = or_test();
            if (!accept_kw("else")) fail_here("expected 'else' after 'if' expression");
            n->c = test();
            return n;
        }
        return e;
    }

    NodeP yield_expr() {
        const Token& kw = next();
        if (accept_kw("from")) {
            auto n = node(NK::YieldFrom, kw);
            n->a = test();
            return n;
        }
        auto n = node(NK::Yield, kw);
        const Token& t = peek();
        if (!(t.kind == Tok::Newline || t.kind == Tok::End || t.is(")") || t.is("]") || t.is("}") || t.is(";") ||
              t.is("=") || t.is(",") || t.is(":")))
            n->a = testlist_star(true);
        return n;
    }

    // The `for ... in ... if ...` clauses after a comprehension's element.
    void comp_clauses(Node& comp) {
        while (at_kw("for")) {
            const Token& kw = next();
            auto c = node(NK::CompFor, kw);
            c->a = target_list();
            check_target(*c->a, "assign to");
            if (!accept_kw("in")) fail_here();
            c->b = or_test();
            while (at_kw("if")) {
                next();
                c->list.push_back(test_nocond());
            }
            comp.list.push_back(std::move(c));
            if (at_kw("async")) throw not_supported("'async'", peek().line, peek().col);
        }
    }

    NodeP make_comp(NK kind, const Token& open, NodeP elem) {
        if (elem->kind == NK::Starred)
            throw SyntaxError("SyntaxError", "iterable unpacking cannot be used in comprehension", elem->line,
                              elem->col);
        auto n = node(kind, open);
        n->a = std::move(elem);
        comp_clauses(*n);
        return n;
    }

    NodeP test_nocond() { return at_kw("lambda") ? lambda() : or_test(); }

    NodeP lambda() {
        const Token& kw = next();
        auto n = node(NK::Lambda, kw);
        n->params = parameters(":");
        expect(":");
        n->a = test();
        return n;
    }

    NodeP or_test() {
        const Token& start = peek();
        NodeP e = and_test();
        if (!at_kw("or")) return e;
        auto n = node(NK::BoolOp, start);
        n->op = Op::Or;
        n->list.push_back(std::move(e));
        while (accept_kw("or")) n->list.push_back(and_test());
        return n;
    }

    NodeP and_test() {
        const Token& start = peek();
        NodeP e = not_test();
        if (!at_kw("and")) return e;
        auto n = node(NK::BoolOp, start);
        n->op = Op::And;
        n->list.push_back(std::move(e));
        while (accept_kw("and")) n->list.push_back(not_test());
        return n;
    }

    NodeP not_test() {
        if (at_kw("not")) {
            const Token& t = next();
            auto n = node(NK::UnaryOp, t);
            n->op = Op::Not;
            n->a = not_test();
            return n;
        }
        return comparison();
    }

    bool comp_op(Op& op) {
        const Token& t = peek();
        if (t.kind == Tok::Op) {
            static const std::pair<const char*, Op> ops[] = {{"<", Op::Lt},  {"<=", Op::Le}, {"==", Op::Eq},
                                                             {"!=", Op::Ne}, {">", Op::Gt},  {">=", Op::Ge}};
            for (auto& [s, o] : ops)
                if (t.text == s) { next(); op = o; return true; }
            return false;
        }
        if (t.is_name("in")) { next(); op = Op::In; return true; }
        if (t.is_name("not") && peek(1).is_name("in")) { next(); next(); op = Op::NotIn; return true; }
        if (t.is_name("is")) {
            next();
            if (accept_kw("not")) op = Op::IsNot;
            else op = Op::Is;
            return true;
        }
        return false;
    }

    NodeP comparison() {
        const Token& start = peek();
        NodeP e = bitor_expr();
        Op op;
        if (!comp_op(op)) return e;
        auto n = node(NK::Compare, start);
        n->list.push_back(std::move(e));
        do {
            n->ops.push_back(op);
            n->list.push_back(bitor_expr());
        } while (comp_op(op));
        return n;
    }

    NodeP binary(NodeP left, const Token& at, Op op, NodeP right, int* chain = nullptr) {
        if (chain) chain_step(*chain);
        auto n = node(NK::BinOp, at);
        n->op = op;
        n->a = std::move(left);
        n->b = std::move(right);
        return n;
    }

    NodeP bitor_expr() {
        const Token& start = peek();
        NodeP e = bitxor_expr();
        int chain = 0;
        while (peek().is("|")) { next(); e = binary(std::move(e), start, Op::BitOr, bitxor_expr(), &chain); }
        return e;
    }
    NodeP bitxor_expr() {
        const Token& start = peek();
        NodeP e = bitand_expr();
        int chain = 0;
        while (peek().is("^")) { next(); e = binary(std::move(e), start, Op::BitXor, bitand_expr(), &chain); }
        return e;
    }
    NodeP bitand_expr() {
        const Token& start = peek();
        NodeP e = shift_expr();
        int chain = 0;
        while (peek().is("&")) { next(); e = binary(std::move(e), start, Op::BitAnd, shift_expr(), &chain); }
        return e;
    }
    NodeP shift_expr() {
        const Token& start = peek();
        NodeP e = arith_expr();
        int chain = 0;
        while (true) {
            if (peek().is("<<")) { next(); e = binary(std::move(e), start, Op::LShift, arith_expr(), &chain); }
            else if (peek().is(">>")) { next(); e = binary(std::move(e), start, Op::RShift, arith_expr(), &chain); }
            else return e;
        }
    }
    NodeP arith_expr() {
        const Token& start = peek();
        NodeP e = term();
        int chain = 0;
        while (true) {
            if (peek().is("+")) { next(); e = binary(std::move(e), start, Op::Add, term(), &chain); }
            else if (peek().is("-")) { next(); e = binary(std::move(e), start, Op::Sub, term(), &chain); }
            else return e;
        }
    }
    NodeP term() {
        const Token& start = peek();
        NodeP e = factor();
        int chain = 0;
        while (true) {
            Op op;
            const Token& t = peek();
            if (t.is("*")) op = Op::Mul;
            else if (t.is("/")) op = Op::TrueDiv;
            else if (t.is("//")) op = Op::FloorDiv;
            else if (t.is("%")) op = Op::Mod;
            else if (t.is("@")) op = Op::MatMul;
            else return e;
            next();
            e = binary(std::move(e), start, op, factor(), &chain);
        }
    }
    NodeP factor() {
        Nest nest(*this);
        const Token& t = peek();
        Op op;
        if (t.is("-")) op = Op::Neg;
        else if (t.is("+")) op = Op::Pos;
        else if (t.is("~")) op = Op::Invert;
        else return power();
        next();
        auto n = node(NK::UnaryOp, t);
        n->op = op;
        n->a = factor();
        return n;
    }
    NodeP power() {
        const Token& start = peek();
        NodeP e = primary();
        if (peek().is("**")) {
            next();
            e = binary(std::move(e), start, Op::Pow, factor());
        }
        return e;
    }

    NodeP primary() {
        NodeP e = atom();
        int chain = 0;
        while (true) {
            const Token& t = peek();
            if (t.is("(") || t.is("[") || t.is(".")) chain_step(chain);
            if (t.is("(")) {
                next();
                auto c = node(NK::Call, t);
                c->line = e->line;
                c->col = e->col;
                c->a = std::move(e);
                call_args(*c);
                expect(")");
                e = std::move(c);
            } else if (t.is("[")) {
                next();
                auto s = node(NK::Subscript, t);
                s->line = e->line;
                s->col = e->col;
                s->a = std::move(e);
                s->b = subscript_list();
                expect("]");
                e = std::move(s);
            } else if (t.is(".")) {
                next();
                const Token& nm = peek();
                if (nm.kind != Tok::Name || is_keyword(nm)) fail_here();
                next();
                auto a = node(NK::Attribute, nm);
                a->line = e->line;
                a->col = e->col;
                a->a = std::move(e);
                a->name = nm.text;
                e = std::move(a);
            } else {
                return e;
            }
        }
    }

    void call_args(Node& call) {
        bool seen_kw = false;
        while (!peek().is(")")) {
            const Token& t = peek();
            if (t.is("*")) {
                next();
                auto s = node(NK::Starred, t);
                s->a = test();
                call.list.push_back(std::move(s));
            } else if (t.is("**")) {
                next();
                auto k = node(NK::Keyword, t);
                k->a = test();
                call.list2.push_back(std::move(k));
                seen_kw = true;
            } else if (t.kind == Tok::Name && peek(1).is("=") && !is_keyword(t)) {
                next();
                next();
                auto k = node(NK::Keyword, t);
                k->name = t.text;
                for (auto& other : call.list2)
                    if (other->name == t.text)
                        throw SyntaxError("SyntaxError", fmt::format("keyword argument repeated: {}", t.text),
                                          t.line, t.col);
                k->a = test();
                call.list2.push_back(std::move(k));
                seen_kw = true;
            } else {
                NodeP arg = named_test();
                if (at_kw("for")) {
                    arg = make_comp(NK::GenExp, t, std::move(arg));
                    if (!call.list.empty() || !call.list2.empty() || !peek().is(")"))
                        throw SyntaxError("SyntaxError", "Generator expression must be parenthesized", arg->line,
                                          arg->col);
                }
                if (peek().is("=")) {
                    throw SyntaxError("SyntaxError",
                                      "expression cannot contain assignment, perhaps you meant \"==\"?",
                                      arg->line, arg->col);
                }
                if (seen_kw) {
                    bool dstar = false;
                    for (auto& k : call.list2) dstar |= k->name.empty();
                    fail(t, dstar ? "positional argument follows keyword argument unpacking"
                                  : "positional argument follows keyword argument");
                }
                call.list.push_back(std::move(arg));
            }
            if (!accept(",")) break;
        }
    }

    NodeP subscript_list() {
        const Token& start = peek();
        NodeP first = subscript();
        if (!peek().is(",")) return first;
        auto t = node(NK::Tuple, start);
        t->list.push_back(std::move(first));
        while (accept(",")) {
            if (peek().is("]")) break;
            t->list.push_back(subscript());
        }
        return t;
    }

    NodeP subscript() {
        const Token& start = peek();
        NodeP lower;
        if (!peek().is(":")) {
            lower = named_test();
            if (!peek().is(":")) return lower;
        }
        auto s = node(NK::Slice, start);
        s->a = std::move(lower);
        expect(":");
        if (!peek().is(":") && !peek().is("]") && !peek().is(",")) s->b = test();
        if (accept(":")) {
            if (!peek().is("]") && !peek().is(",")) s->c = test();
        }
        return s;
    }

    NodeP atom() {
        const Token& t = peek();
        switch (t.kind) {
        case Tok::Int: {
            next();
            auto n = node(NK::Const, t);
            if (t.int_too_big) {
                n->cval.kind = ConstVal::BigInt;
                n->cval.s = t.big;
            } else {
                n->cval.kind = ConstVal::Int;
                n->cval.i = t.ival;
            }
            return n;
        }
        case Tok::Float: {
            next();
            auto n = node(NK::Const, t);
            n->cval.kind = ConstVal::Float;
            n->cval.f = t.fval;
            return n;
        }
        case Tok::String: case Tok::FString: return strings();
        case Tok::Name: {
            const std::string& w = t.text;
            if (w == "None" || w == "True" || w == "False") {
                next();
                auto n = node(NK::Const, t);
                n->cval.kind = w == "None" ? ConstVal::None : w == "True" ? ConstVal::True : ConstVal::False;
                return n;
            }
            if (w == "yield") fail_here();
            if (w == "await") throw not_supported("'await'", t.line, t.col);
            if (is_keyword(t)) fail_here();
            next();
            auto n = node(NK::Name, t);
            n->name = w;
            return n;
        }
        case Tok::Op:
            if (t.is("(")) return paren();
            if (t.is("[")) return list_display();
            if (t.is("{")) return brace_display();
            if (t.is("...")) {
                next();
                auto n = node(NK::Const, t);
                n->cval.kind = ConstVal::Ellipsis;
                return n;
            }
            break;
        default: break;
        }
        fail_here();
    }

    // Adjacent string literals, joined; a JoinedStr when any is an f-string.
    NodeP strings() {
        const Token& first = peek();
        auto is_string = [](const Token& t) { return t.kind == Tok::String || t.kind == Tok::FString; };
        bool any_f = false;
        for (int k = 0; is_string(peek(k)); k++) any_f |= peek(k).kind == Tok::FString;
        if (!any_f) {
            auto n = node(NK::Const, first);
            n->cval.kind = ConstVal::Str;
            while (peek().kind == Tok::String) n->cval.s += next().text;
            return n;
        }
        auto n = node(NK::JoinedStr, first);
        std::string pending;
        FStringExprParser parse_expr = [this](std::string_view text, int line, int col) {
            return fstring_field(text, line, col);
        };
        while (is_string(peek())) {
            const Token& t = next();
            if (t.kind == Tok::String) pending += t.text;
            else parse_fstring(t, parse_expr, n->list, pending);
        }
        if (!pending.empty()) n->list.push_back(make_str_node(std::move(pending), first.line, first.col));
        return n;
    }

    // The expression of an f-string field, parsed by a parser of its own over
    // its own tokens. As in CPython, the parser's errors say "f-string: ".
    NodeP fstring_field(std::string_view text, int line, int col) {
        std::vector<Token> toks;
        try {
            toks = tokenize_expression(text, line, col);
        } catch (const SyntaxError& e) {
            // A stray character is the parser's error in CPython, so it gets the prefix too.
            if (e.kind != "SyntaxError" || std::string_view(e.what()) != "invalid syntax") throw;
            throw SyntaxError(e.kind, "f-string: invalid syntax", e.line, e.col, e.end_col);
        }
        Parser sub(std::move(toks));
        sub.depth_ = depth_;
        try {
            return sub.fstring_expression();
        } catch (const SyntaxError& e) {
            if (e.kind != "SyntaxError") throw;
            throw SyntaxError(e.kind, std::string("f-string: ") + e.what(), e.line, e.col, e.end_col);
        }
    }

    // fstring: star_expressions
    NodeP fstring_expression() {
        const Token& start = peek();
        std::vector<NodeP> items;
        bool comma = false;
        while (true) {
            if (peek().is("*")) {
                const Token& st = next();
                auto s = node(NK::Starred, st);
                s->a = bitor_expr();
                items.push_back(std::move(s));
            } else {
                items.push_back(named_test());
            }
            if (at_kw("for") && items.size() == 1 && !comma) {
                // f'{x for x in y}' is a generator expression: the field is parsed in parentheses.
                NodeP g = make_comp(NK::GenExp, start, std::move(items[0]));
                if (peek().kind != Tok::Newline && peek().kind != Tok::End) fail_here();
                return g;
            }
            if (!accept(",")) break;
            comma = true;
            if (peek().kind == Tok::Newline || peek().kind == Tok::End) break;
        }
        if (peek().kind != Tok::Newline && peek().kind != Tok::End) fail_here();
        if (items.size() == 1 && !comma) {
            if (items[0]->kind == NK::Starred)
                throw SyntaxError("SyntaxError", "cannot use starred expression here", items[0]->line,
                                  items[0]->col);
            return std::move(items[0]);
        }
        auto t = node(NK::Tuple, start);
        t->list = std::move(items);
        return t;
    }

    NodeP paren() {
        const Token& open = next();
        if (accept(")")) {
            auto n = node(NK::Tuple, open);
            return n;
        }
        std::vector<NodeP> items;
        bool comma = false;
        while (true) {
            if (peek().is("*")) {
                const Token& st = next();
                auto s = node(NK::Starred, st);
                s->a = bitor_expr();
                items.push_back(std::move(s));
            } else {
                items.push_back(named_test());
            }
            if (at_kw("for") && items.size() == 1 && !comma) {
                NodeP g = make_comp(NK::GenExp, open, std::move(items[0]));
                expect(")");
                return g;
            }
            if (!accept(",")) break;
            comma = true;
            if (peek().is(")")) break;
        }
        expect(")");
        if (items.size() == 1 && !comma) {
            if (items[0]->kind == NK::Starred)
                throw SyntaxError("SyntaxError", "cannot use starred expression here", items[0]->line,
                                  items[0]->col);
            return std::move(items[0]);
        }
        auto n = node(NK::Tuple, open);
        n->list = std::move(items);
        return n;
    }

    NodeP list_display() {
        const Token& open = next();
        auto n = node(NK::List, open);
        while (!peek().is("]")) {
            if (peek().is("*")) {
                const Token& st = next();
                auto s = node(NK::Starred, st);
                s->a = bitor_expr();
                n->list.push_back(std::move(s));
            } else {
                n->list.push_back(named_test());
            }
            if (at_kw("for") && n->list.size() == 1) {
                NodeP c = make_comp(NK::ListComp, open, std::move(n->list[0]));
                expect("]");
                return c;
            }
            if (!accept(",")) break;
        }
        expect("]");
        return n;
    }

    NodeP brace_display() {
        const Token& open = next();
        if (accept("}")) return node(NK::Dict, open);
        // Decide between dict and set from the first item.
        if (peek().is("**")) return dict_rest(open);
        NodeP first;
        if (peek().is("*")) {
            const Token& st = next();
            first = node(NK::Starred, st);
            first->a = bitor_expr();
        } else {
            first = named_test();
        }
        if (first->kind == NK::Starred && peek().is(":")) fail(peek());
        if (accept(":")) {
            auto n = node(NK::Dict, open);
            n->list.push_back(std::move(first));
            n->list2.push_back(test());
            if (at_kw("for")) {
                auto c = node(NK::DictComp, open);
                c->a = std::move(n->list[0]);
                c->b = std::move(n->list2[0]);
                comp_clauses(*c);
                expect("}");
                return c;
            }
            if (accept(",")) dict_items(*n);
            expect("}");
            return n;
        }
        if (at_kw("for")) {
            NodeP c = make_comp(NK::SetComp, open, std::move(first));
            expect("}");
            return c;
        }
        auto n = node(NK::Set, open);
        n->list.push_back(std::move(first));
        while (accept(",")) {
            if (peek().is("}")) break;
            if (peek().is("*")) {
                const Token& st = next();
                auto item = node(NK::Starred, st);
                item->a = bitor_expr();
                n->list.push_back(std::move(item));
            } else {
                n->list.push_back(test());
            }
        }
        expect("}");
        return n;
    }

    NodeP dict_rest(const Token& open) {
        auto n = node(NK::Dict, open);
        dict_items(*n);
        expect("}");
        return n;
    }

    void dict_items(Node& n) {
        while (!peek().is("}")) {
            if (peek().is("**")) {
                const Token& stars = next();
                n.list.push_back(nullptr);
                n.list2.push_back(bitor_expr());
                if (n.list.size() == 1 && at_kw("for"))
                    throw SyntaxError("SyntaxError", "dict unpacking cannot be used in dict comprehension", stars.line,
                                      stars.col);
            } else {
                n.list.push_back(test());
                expect(":");
                n.list2.push_back(test());
            }
            if (!accept(",")) break;
        }
    }
};

void dump_into(std::string& out, const Node* n);

void dump_list(std::string& out, const std::vector<NodeP>& v) {
    out += "[";
    for (size_t i = 0; i < v.size(); i++) {
        if (i) out += " ";
        dump_into(out, v[i].get());
    }
    out += "]";
}

void dump_into(std::string& out, const Node* n) {
    if (!n) { out += "_"; return; }
    switch (n->kind) {
    case NK::Name: out += n->name; return;
    case NK::Const:
        switch (n->cval.kind) {
        case ConstVal::None: out += "None"; return;
        case ConstVal::True: out += "True"; return;
        case ConstVal::False: out += "False"; return;
        case ConstVal::Int: out += std::to_string(n->cval.i); return;
        case ConstVal::BigInt: out += n->cval.s; return;
        case ConstVal::Float: out += fmt::format("{}", n->cval.f); return;
        case ConstVal::Str: out += "'" + n->cval.s + "'"; return;
        case ConstVal::Ellipsis: out += "..."; return;
        }
        return;
    case NK::BinOp:
    case NK::UnaryOp:
        out += "(";
        out += op_symbol(n->op);
        out += " ";
        dump_into(out, n->a.get());
        if (n->b) { out += " "; dump_into(out, n->b.get()); }
        out += ")";
        return;
    case NK::BoolOp:
        out += "(";
        out += op_symbol(n->op);
        for (auto& e : n->list) { out += " "; dump_into(out, e.get()); }
        out += ")";
        return;
    case NK::Compare:
        out += "(cmp ";
        dump_into(out, n->list[0].get());
        for (size_t i = 0; i < n->ops.size(); i++) {
            out += " ";
            out += op_symbol(n->ops[i]);
            out += " ";
            dump_into(out, n->list[i + 1].get());
        }
        out += ")";
        return;
    default: break;
    }
    static const char* names[] = {"Name", "Const", "BinOp", "UnaryOp", "BoolOp", "Compare", "IfExp", "Call",
                                  "Keyword", "Attribute", "Subscript", "Slice", "Tuple", "List", "Dict", "Set",
                                  "Lambda", "Starred", "ListComp", "Expr", "Assign", "AugAssign", "AnnAssign",
                                  "If", "While",
                                  "For", "Break", "Continue", "Pass", "Return", "Def", "Global", "Nonlocal",
                                  "Del", "Assert", "Class", "Try", "Handler", "Raise", "With", "WithItem",
                                  "Import", "ImportFrom",
                                  "SetComp", "DictComp", "GenExp", "CompFor", "Yield", "YieldFrom",
                                  "JoinedStr", "FormattedValue"};
    out += "(";
    out += names[(int)n->kind];
    if (!n->name.empty()) out += " " + n->name;
    if (n->kind == NK::AugAssign) { out += " "; out += op_symbol(n->op); }
    if (n->kind == NK::AnnAssign && n->cval.i) out += " simple";
    if (n->kind == NK::FormattedValue && n->cval.i) { out += " !"; out += (char)n->cval.i; }
    for (auto* c : {n->a.get(), n->b.get(), n->c.get()})
        if (c) { out += " "; dump_into(out, c); }
    if (!n->list.empty()) { out += " "; dump_list(out, n->list); }
    if (!n->list2.empty()) { out += " "; dump_list(out, n->list2); }
    if (!n->body.empty()) { out += " "; dump_list(out, n->body); }
    if (!n->orelse.empty()) { out += " else "; dump_list(out, n->orelse); }
    for (auto& nm : n->names) out += " " + nm;
    out += ")";
}

} // namespace

std::string dump(const Node& n) {
    std::string out;
    dump_into(out, &n);
    return out;
}

std::string dump(const std::vector<NodeP>& stmts) {
    std::string out;
    dump_list(out, stmts);
    return out;
}

std::vector<NodeP> parse_module(std::string_view source) { return Parser(tokenize(source)).module(); }

} // namespace kiln
