// The import statement. A module is found, in order: among the modules
// already imported or added by the host (vm.modules), kiln's built-in
// modules (stdlib/modules.cpp), from the host's
// module_loader, then as NAME.py in a module_path directory. The last is the
// only way a script reaches the file system, and it is off unless the host
// lists directories (the kiln command lists the script's own).
#include <fstream>
#include <sstream>

#include "../stdlib/modules.hpp"
#include "dict.hpp"
#include "ops.hpp"

namespace kiln {

namespace {

bool read_file(const std::string& path, std::string& out) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return false;
    std::stringstream ss;
    ss << in.rdbuf();
    out = ss.str();
    return true;
}

} // namespace

Value VM::import_module(StrObj* name) {
    Value found = dict_get_str(modules, name);
    if (!found.is_empty()) return found;

    if (const BuiltinModule* builtin = find_builtin_module(name->view())) {
        auto* module = alloc<ModuleObj>(Kind::Module);
        module->name = name;
        module->dict = new_dict();
        Value mv = Value::object(module);
        Rooted keep(*this, mv);
        dict_set_str(*this, module->dict, s_name, Value::object(name));
        if (!builtin->init(*this, module->dict)) return Value::empty();
        dict_set_str(*this, modules, name, mv);
        return mv;
    }

    std::optional<std::string> source;
    std::string filename;
    bool from_file = false;
    if (module_loader) {
        source = module_loader(name->view());
        filename = std::string(name->view()) + ".py";
    }
    for (size_t i = 0; !source && i < module_path.size(); i++) {
        std::string dir = module_path[i].empty() ? "." : module_path[i];
        std::string path = dir + "/" + std::string(name->view()) + ".py";
        std::string text;
        if (read_file(path, text)) {
            source = std::move(text);
            filename = path;
            from_file = true;
        }
    }
    if (!source) return raisef(e_ModuleNotFoundError, "No module named '{}'", name->data);

    auto* module = alloc<ModuleObj>(Kind::Module);
    module->name = name;
    module->dict = new_globals(name->view());
    Value mv = Value::object(module);
    Rooted keep(*this, mv);
    if (from_file) dict_set_str(*this, module->dict, intern("__file__"), str(filename));
    // Registered before it runs, as CPython does, so that cyclic imports see it.
    dict_set_str(*this, modules, name, mv);
    sources[filename] = *source;
    CodeObj* code = compile(*source, filename);
    if (!code || run_code(code, module->dict).is_empty()) {
        ExceptionObj* failed = exc;
        dict_del(*this, modules, Value::object(name));
        exc = failed;
        return Value::empty();
    }
    return mv;
}

Value VM::import_from(Value module, StrObj* name) {
    if (is_kind(module, Kind::Module)) {
        auto* m = static_cast<ModuleObj*>(module.o);
        Value v = dict_get_str(m->dict, name);
        if (!v.is_empty()) return v;
        Value file = dict_get_str(m->dict, intern("__file__"));
        return raisef(e_ImportError, "cannot import name '{}' from '{}' ({})", name->data, m->name->data,
                      is_str(file) ? as_str(file)->data : "unknown location");
    }
    Value v = getattr(*this, module, name);
    if (v.is_empty() && exc && exc->type == e_AttributeError) {
        exc = nullptr;
        return raisef(e_ImportError, "cannot import name '{}'", name->data);
    }
    return v;
}

} // namespace kiln
