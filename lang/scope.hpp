// Scope analysis: decides for every name in every function whether it is a
// local, a cell (a local captured by an inner function), a free variable
// (captured from an enclosing function) or a global.
#pragma once
#include <map>
#include <memory>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

#include "ast.hpp"

namespace kiln {

// ClassName: a name bound in a class body, kept in the class namespace dict
// (LOAD_NAME / STORE_NAME).
enum class NameKind : uint8_t { Local, Cell, Free, Global, ClassName };

struct Scope {
    bool is_module = false;
    bool is_class = false; // a class body: its names are not visible to nested functions
    bool is_comprehension = false; // a comprehension or generator expression (parameter .0)
    bool is_generator = false;     // contains yield (or is a generator expression)
    Scope* parent = nullptr;
    const Node* node = nullptr; // FunctionDef, Lambda, ClassDef or a comprehension; null for the module
    std::vector<std::string> params;
    std::set<std::string> assigned, used, globals, nonlocals;
    std::set<std::string> annotated; // simple names of `name: T` statements (they cannot be global or nonlocal)
    std::set<std::string> cells, frees;
    // Locals in order of first appearance (parameters first).
    std::vector<std::string> local_order;
    std::vector<std::unique_ptr<Scope>> children;

    NameKind kind_of(const std::string& name) const;
};

// Builds and resolves the scope tree of a module. Throws SyntaxError.
std::unique_ptr<Scope> analyze_scopes(const std::vector<NodeP>& module);

// The scope of a FunctionDef or Lambda node, found in `root`'s tree.
Scope* scope_of(Scope& root, const Node* fn);

} // namespace kiln
