// Compiling expressions: conditions as jumps, operators, comparisons,
// displays, calls, yields and f-strings, each instruction carrying its
// line (invariant 1 in lang/compiler.cpp).
#include <cstdint>
#include <string>
#include <vector>

#include "compiler_internal.hpp"

namespace kiln::compiler {

// Emits jumps taken when `n`'s truth equals `when`, appending them to `out`
// (they all go to one target, patched by the caller).
void FunctionCompiler::jump_if(const Node& n, bool when, std::vector<size_t>& out) {
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

std::vector<size_t> FunctionCompiler::jumps_if(const Node& n, bool when) {
    std::vector<size_t> out;
    jump_if(n, when, out);
    return out;
}

void FunctionCompiler::expr(const Node& n) {
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
        ConstVal c;
        if (negated_const(n, &c)) {
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
void FunctionCompiler::joined_str(const Node& n) {
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

void FunctionCompiler::formatted_value(const Node& n) {
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

// -x of a number literal, folded (as CPython folds it).
bool FunctionCompiler::negated_const(const Node& n, ConstVal* out) {
    if (n.kind != NK::UnaryOp || n.op != Op::Neg || n.a->kind != NK::Const ||
        !(n.a->cval.kind == ConstVal::Float || n.a->cval.kind == ConstVal::BigInt ||
          (n.a->cval.kind == ConstVal::Int && n.a->cval.i != INT64_MIN)))
        return false;
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
    *out = c;
    return true;
}

Constant FunctionCompiler::constant_of(const ConstVal& cv) {
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
    return c;
}

void FunctionCompiler::load_const(const ConstVal& cv) { emit(Opcode::LOAD_CONST, add_const(constant_of(cv))); }

// A tuple display whose items are all constants (numbers, negated ones,
// strs, None, bools, ..., and such tuples), folded into one constant as
// CPython folds it: no tuple built at each evaluation, and the same
// object each time (`(1, 2) is (1, 2)`).
bool FunctionCompiler::constant_tuple(const Node& n, Constant* out) {
    if (n.kind != NK::Tuple) return false;
    Constant t;
    t.kind = Constant::Tuple;
    for (auto& e : n.list) {
        ConstVal cv;
        Constant item;
        if (e->kind == NK::Const) item = constant_of(e->cval);
        else if (negated_const(*e, &cv)) item = constant_of(cv);
        else if (!constant_tuple(*e, &item)) return false;
        t.items.push_back(std::move(item));
    }
    *out = std::move(t);
    return true;
}

void FunctionCompiler::index_expr(const Node& n) {
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

void FunctionCompiler::compare_op(Op op) {
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

void FunctionCompiler::compare(const Node& n) {
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

void FunctionCompiler::sequence(const Node& n, bool tuple) {
    bool starred = false;
    for (auto& e : n.list) starred |= e->kind == NK::Starred;
    Constant folded;
    if (tuple && !starred && constant_tuple(n, &folded)) {
        emit(Opcode::LOAD_CONST, add_const(std::move(folded)));
        return;
    }
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

void FunctionCompiler::dict(const Node& n) {
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

void FunctionCompiler::call(const Node& n) {
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
        // A lone `*v` goes to the call as it is: the call makes it a tuple
        // (after the `**` mappings are evaluated, as in CPython). Other
        // positional arguments are a tuple display's (BUILD_TUPLE when
        // none is starred).
        const bool as_given = n.list.size() == 1 && n.list[0]->kind == NK::Starred;
        if (as_given) expr(*n.list[0]->a);
        else sequence(n, true);
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
        emit(Opcode::CALL_EX, (kw ? 1 : 0) | (as_given ? kCallArgsAsGiven : 0));
        line_ = saved;
        return;
    }
    // `obj.m(args)` and `obj.m(args, k=v)`: the method and self without a
    // bound method made for the call (CPython 3.11's LOAD_METHOD too).
    const bool method = n.a->kind == NK::Attribute;
    if (method) {
        expr(*n.a->a);
        line_ = n.line;
        emit(Opcode::LOAD_METHOD, attr_idx(n.a->name));
        line_ = saved;
    } else {
        expr(*n.a);
    }
    for (auto& a : n.list) expr(*a);
    if (n.list2.empty() && method) {
        line_ = n.line;
        emit(Opcode::CALL_METHOD, (uint32_t)n.list.size());
        line_ = saved;
        return;
    }
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
    emit(method ? Opcode::CALL_METHOD_KW : Opcode::CALL_KW, (uint32_t)(n.list.size() + n.list2.size()));
    line_ = saved;
}

} // namespace kiln::compiler
