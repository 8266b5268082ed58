// Refusing what CPython has and kiln lacks (vm/cpython_names.hpp): a
// module of CPython's standard library, a builtin, an attribute of a
// builtin type or of a module kiln provides.

#include "cpython_names.hpp"

#include <string>
#include <unordered_map>

#include "dict.hpp"
#include "vm.hpp"

namespace kiln {
namespace {

// Whether the space-separated `words` holds `w`.
bool has_word(std::string_view words, std::string_view w) {
    if (w.empty()) return false;
    for (size_t at = words.find(w); at != std::string_view::npos; at = words.find(w, at + 1)) {
        const size_t end = at + w.size();
        if ((at == 0 || words[at - 1] == ' ') && (end == words.size() || words[end] == ' ')) return true;
    }
    return false;
}

const cpython::TypeNames* cpython_type(std::string_view name) {
    static const auto* by_name = [] {
        auto* m = new std::unordered_map<std::string_view, const cpython::TypeNames*>;
        for (size_t i = 0; i < cpython::type_count; i++) (*m)[cpython::types[i].name] = &cpython::types[i];
        return m;
    }();
    auto it = by_name->find(name);
    return it == by_name->end() ? nullptr : it->second;
}

// The CPython type along `type_name`'s MRO (itself first) whose own
// namespace has `attr`, or null.
const char* cpython_owner(std::string_view type_name, std::string_view attr) {
    const cpython::TypeNames* t = cpython_type(type_name);
    if (!t) return nullptr;
    if (has_word(t->attrs, attr)) return t->name;
    std::string_view mro = t->mro;
    while (!mro.empty()) {
        const size_t sp = mro.find(' ');
        const cpython::TypeNames* b = cpython_type(mro.substr(0, sp));
        if (b && has_word(b->attrs, attr)) return b->name;
        mro = sp == std::string_view::npos ? std::string_view{} : mro.substr(sp + 1);
    }
    return nullptr;
}

// The builtin type a kiln type stands for in CPython's tables: itself, or
// for a class the first builtin type in its MRO (object, an exception).
// Null for a host (C++) class: CPython has no such type.
const TypeObj* builtin_base(const TypeObj* t) {
    if (t->host_type) return nullptr;
    for (const TypeObj* b : t->mro)
        if (!b->is_class && !b->namedtuple) return b->host_type ? nullptr : b; // a namedtuple class: tuple's
    return nullptr;
}

bool refuse(VM& vm, std::string message) {
    vm.raise(vm.e_NotImplementedError, message + " is not supported by kiln yet");
    return true;
}

} // namespace

bool refuse_missing_module(VM& vm, std::string_view module) {
    if (!has_word(cpython::stdlib_modules, module)) return false;
    return refuse(vm, fmt::format("the module '{}' (in CPython's standard library)", module));
}

bool refuse_missing_builtin(VM& vm, std::string_view name) {
    if (!has_word(cpython::builtin_names, name)) return false;
    return refuse(vm, fmt::format("the builtin '{}'", name));
}

bool refuse_missing_attribute(VM& vm, Value obj, std::string_view name) {
    if (is_kind(obj, Kind::Module)) {
        auto* m = static_cast<ModuleObj*>(obj.o);
        if (!dict_get_str(m->dict, vm.intern("__file__")).is_empty()) return false; // a script's module
        if (m->deleted && !dict_get_str(m->deleted, vm.intern(name)).is_empty()) return false; // `del math.sqrt`
        for (size_t i = 0; i < cpython::module_count; i++)
            if (m->name->view() == cpython::modules[i].name && has_word(cpython::modules[i].attrs, name))
                return refuse(vm, fmt::format("{}.{}", m->name->view(), name));
        return false;
    }
    if (is_kind(obj, Kind::Type)) {
        // A class or a builtin type: what its builtin base has, then what
        // every type has (type's own attributes: __subclasses__, mro, ...).
        const auto* t = static_cast<const TypeObj*>(obj.o);
        const TypeObj* b = builtin_base(t);
        if (!b) return false;
        if (const char* owner = cpython_owner(b->name->view(), name))
            return refuse(vm, fmt::format("{}.{}", owner, name));
        if (const char* owner = cpython_owner("type", name)) return refuse(vm, fmt::format("{}.{}", owner, name));
        return false;
    }
    const TypeObj* b = builtin_base(vm.type_of(obj));
    if (!b) return false;
    if (const char* owner = cpython_owner(b->name->view(), name))
        return refuse(vm, fmt::format("{}.{}", owner, name));
    return false;
}

} // namespace kiln
