// The abstract syntax tree. One node type with a kind tag; the comment on each
// kind says which fields it uses.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace kiln {

enum class NK : uint8_t {
    // Expressions
    Name,      // name
    Const,     // cval
    BinOp,     // op, a (left), b (right)
    UnaryOp,   // op, a
    BoolOp,    // op (And/Or), list (operands)
    Compare,   // ops, list (operands: one more than ops)
    IfExp,     // a (test), b (body), c (orelse)
    Call,      // a (callee), list (positional args, may hold Starred), list2 (Keyword nodes)
    Keyword,   // name (empty for **), a (value)
    Attribute, // a (object), name
    Subscript, // a (object), b (index, may be Slice)
    Slice,     // a (lower), b (upper), c (step); any may be null
    Tuple,     // list
    List,      // list
    Dict,      // list (keys; null key means **), list2 (values)
    Set,       // list
    Lambda,    // params, a (body expression)
    Starred,   // a
    ListComp,  // a (element), list (CompFor clauses)
    // Statements
    ExprStmt,    // a
    Assign,      // list (targets, left to right), a (value)
    AugAssign,   // op, a (target), b (value)
    AnnAssign,   // a (target), b (annotation), c (value, may be null), cval.i (1: a simple name, not parenthesized)
    If,          // a (test), body, orelse
    While,       // a (test), body, orelse
    For,         // a (target), b (iterable), body, orelse
    Break,
    Continue,
    Pass,
    Return,      // a (may be null)
    FunctionDef, // name, params, body, list (decorators), a (return annotation, may be null)
    Global,      // names
    Nonlocal,    // names
    Del,         // list (targets)
    Assert,      // a (test), b (message, may be null)
    ClassDef,    // name, list (bases), list2 (Keyword nodes), body, orelse (decorators)
    Try,         // body, list (ExceptHandler nodes), orelse (else), list2 (finally body)
    ExceptHandler, // a (type, may be null), name (the `as` name, may be empty), body
    Raise,       // a (exception, may be null), b (cause, may be null)
    With,        // list (WithItem nodes), body
    WithItem,    // a (context manager), b (target, may be null)
    Import,      // names: (module, alias) pairs, alias empty when none
    ImportFrom,  // name (module), names: (name, alias) pairs, alias empty when none
    // Comprehensions (own scope) and generators
    SetComp,     // a (element), list (CompFor clauses)
    DictComp,    // a (key), b (value), list (CompFor clauses)
    GenExp,      // a (element), list (CompFor clauses)
    CompFor,     // a (target), b (iterable), list (if conditions)
    Yield,       // a (value, may be null)
    YieldFrom,   // a
    // Expressions of f-strings
    JoinedStr,      // list (Const str and FormattedValue parts, in order)
    FormattedValue, // a (value), b (format spec: a JoinedStr, may be null), cval.i (conversion: 0, 's', 'r', 'a')
};

enum class Op : uint8_t {
    Add, Sub, Mul, TrueDiv, FloorDiv, Mod, Pow, LShift, RShift, BitAnd, BitOr, BitXor, MatMul,
    Neg, Pos, Not, Invert,
    And, Or,
    Lt, Le, Eq, Ne, Gt, Ge, In, NotIn, Is, IsNot,
};

const char* op_symbol(Op op);

struct ConstVal {
    enum Kind : uint8_t { None, True, False, Int, BigInt, Float, Str, Ellipsis } kind = None;
    int64_t i = 0;
    double f = 0;
    std::string s; // Str: the text; BigInt: decimal digits with an optional '-', beyond 64 bits
};

struct Node;
using NodeP = std::unique_ptr<Node>;

struct Param {
    std::string name;
    NodeP default_value; // may be null
    NodeP annotation;    // may be null
    int line = 0, col = 0;
};

struct Params {
    std::vector<Param> positional; // includes positional-only ones
    int posonly = 0;               // how many of `positional` are before '/'
    std::string vararg;            // *args name, empty if none
    std::vector<Param> kwonly;
    std::string kwarg; // **kwargs name, empty if none
    NodeP vararg_annotation, kwarg_annotation; // may be null
    bool has_star = false;
};

struct Node {
    NK kind;
    int line = 0, col = 0, end_line = 0, end_col = 0;
    std::string name;
    ConstVal cval;
    Op op = Op::Add;
    std::vector<Op> ops;
    NodeP a, b, c;
    std::vector<NodeP> list, list2;
    std::vector<NodeP> body, orelse;
    std::vector<std::string> names;
    std::unique_ptr<Params> params;

    Node(NK k, int l, int c_) : kind(k), line(l), col(c_) {}
};

// Debug printer used by unit tests: a compact S-expression.
std::string dump(const Node& n);
std::string dump(const std::vector<NodeP>& stmts);

} // namespace kiln
