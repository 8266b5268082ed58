// What the bytecode compiler's files share: FunctionCompiler, which
// compiles one code object (a module, function, lambda, comprehension or
// class body) into a CodeProto, and the blocks and regions it tracks.
// Its member functions live in lang/compiler.cpp (slots, emitting,
// constants, names, blocks and regions), lang/compile_functions.cpp,
// lang/compile_statements.cpp and lang/compile_expressions.cpp.
#pragma once
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "ast.hpp"
#include "bytecode.hpp"
#include "compiler.hpp"
#include "scope.hpp"

namespace kiln::compiler {

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
    FunctionCompiler(ModuleCompiler& m, Scope* scope, CodeProto* code);

    // The bodies of code objects (lang/compile_functions.cpp).
    void module_body(const std::vector<NodeP>& body);
    void function_body(const Node& fn);
    void comprehension_body(const Node& n);
    void comp_loop(const Node& n, size_t i);
    void class_body(const Node& cls);

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

    // Slots, emitting, constants, names, blocks and regions (lang/compiler.cpp).
    bool is_param(const std::string& name) const;
    [[noreturn]] void error(const Node& n, const std::string& msg);
    void finish();
    int new_region(int depth);
    void pause(int r);
    void resume(int r);
    void push_block(Block::Kind kind, int region = -1);
    void clear_name(const std::string& name);
    void exit_block(const Block& b, bool value);
    std::vector<Block> leave_blocks(size_t keep, bool value);
    void reenter_blocks(std::vector<Block>& saved);
    int innermost_loop() const;
    size_t emit(Opcode op, uint32_t arg = 0);
    size_t here() const;
    void patch(size_t at, size_t target);
    void patch_list(const std::vector<size_t>& jumps, size_t target);
    int add_const(Constant c);
    void emit_const_none();
    std::string mangle(const std::string& name) const;
    int attr_idx(const std::string& name);
    int name_idx(const std::string& name);
    void load_name(const std::string& name);
    void store_name(const std::string& name);
    void delete_name(const std::string& name);

    // Functions, classes and comprehensions (lang/compile_functions.cpp).
    static bool has_annotations(const std::vector<NodeP>& body);
    void setup_annotations(const std::vector<NodeP>& body);
    std::string child_prefix() const;
    void emit_closure(const CodeProto& child, uint32_t& flags);
    void emit_function(std::unique_ptr<CodeProto> child, uint32_t flags);
    void class_def(const Node& n);
    void comprehension(const Node& n);
    bool function_annotations(const Node& n);
    void make_function(const Node& n);

    // Statements (lang/compile_statements.cpp).
    size_t begin_builders(const Node& loop);
    bool is_builder(const std::string& name) const;
    void stmts(const std::vector<NodeP>& v);
    void stmt(const Node& n);
    void aug_assign(const Node& n);
    void ann_assign(const Node& n);
    void store_target(const Node& t);
    void delete_target(const Node& t);
    void if_stmt(const Node& n);
    static bool is_const_true(const Node& n);
    void while_stmt(const Node& n);
    void for_stmt(const Node& n);
    void push_loop(bool is_for, size_t top);
    void try_except(const Node& n);
    void try_finally(const Node& n);
    void with_stmt(const Node& n, size_t item);

    // Expressions (lang/compile_expressions.cpp).
    void jump_if(const Node& n, bool when, std::vector<size_t>& out);
    std::vector<size_t> jumps_if(const Node& n, bool when);
    void expr(const Node& n);
    void joined_str(const Node& n);
    void formatted_value(const Node& n);
    void load_const(const ConstVal& cv);
    static Constant constant_of(const ConstVal& cv);
    static bool negated_const(const Node& n, ConstVal* out);
    static bool constant_tuple(const Node& n, Constant* out);
    void index_expr(const Node& n);
    void compare_op(Op op);
    void compare(const Node& n);
    void sequence(const Node& n, bool tuple);
    void dict(const Node& n);
    void call(const Node& n);
};

} // namespace kiln::compiler
