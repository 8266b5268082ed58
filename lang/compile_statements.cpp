// Compiling statements: assignments and their targets, if, while and for
// (with the strings their loops build, lang/string_builders.hpp),
// break/continue/return, try/except, try/finally and with, following the
// invariants at the top of lang/compiler.cpp.
#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "compiler_internal.hpp"
#include "string_builders.hpp"

namespace kiln::compiler {

// A loop's string builders (lang/string_builders.hpp) that enclosing
// loops do not already have: each gives up its claim on the local's
// string where the loop is entered; the caller drops them from
// builders_ after the loop's body (not its else clause).
size_t FunctionCompiler::begin_builders(const Node& loop) {
    size_t mark = builders_.size();
    if (scope_->is_module || scope_->is_class) return mark;
    for (const std::string& name : string_builders(loop)) {
        if (scope_->kind_of(name) != NameKind::Local || is_builder(name)) continue;
        emit(Opcode::STR_DISOWN, (uint32_t)local_index_.at(name));
        builders_.push_back(name);
    }
    return mark;
}

bool FunctionCompiler::is_builder(const std::string& name) const {
    return std::find(builders_.begin(), builders_.end(), name) != builders_.end();
}

void FunctionCompiler::stmts(const std::vector<NodeP>& v) {
    for (auto& s : v) stmt(*s);
}

void FunctionCompiler::stmt(const Node& n) {
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

void FunctionCompiler::aug_assign(const Node& n) {
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
void FunctionCompiler::ann_assign(const Node& n) {
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

void FunctionCompiler::store_target(const Node& t) {
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

void FunctionCompiler::delete_target(const Node& t) {
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

void FunctionCompiler::if_stmt(const Node& n) {
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

bool FunctionCompiler::is_const_true(const Node& n) {
    return n.kind == NK::Const && (n.cval.kind == ConstVal::True || n.cval.kind == ConstVal::BigInt ||
                                   (n.cval.kind == ConstVal::Int && n.cval.i));
}

void FunctionCompiler::while_stmt(const Node& n) {
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

void FunctionCompiler::for_stmt(const Node& n) {
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

void FunctionCompiler::push_loop(bool is_for, size_t top) {
    push_block(Block::Loop);
    blocks_.back().is_for = is_for;
    blocks_.back().continue_target = top;
}

// try/except[/else]: the body's region leads to the clauses; the clauses'
// region leads to a cleanup that restores the handled exception.
void FunctionCompiler::try_except(const Node& n) {
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
void FunctionCompiler::try_finally(const Node& n) {
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
void FunctionCompiler::with_stmt(const Node& n, size_t item) {
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

} // namespace kiln::compiler
