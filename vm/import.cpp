// The import statement. A module is found, in order: among the modules
// already imported or added by the host (vm.modules), kiln's built-in
// modules (stdlib/modules.cpp), from the host's
// module_loader, then as NAME.py in a module_path directory (sys.path, once
// a script has imported sys). The last is the only way a script reaches the
// file system, and it is off unless the host lists directories (the kiln
// command lists the script's own). A module runs once: it is in vm.modules
// from before its code runs, so a circular import sees it half made.
#include <fstream>
#include <sstream>

#include "../stdlib/modules.hpp"
#include "call.hpp"
#include "cpython_names.hpp"
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
        try {
            source = module_loader(name->view());
        } catch (...) {
            return raise_host_exception(*this, std::current_exception(), "Config::module_loader");
        }
        filename = std::string(name->view()) + ".py";
    }
    std::vector<std::string> dirs = source ? std::vector<std::string>{} : search_path();
    for (size_t i = 0; !source && i < dirs.size(); i++) {
        std::string dir = dirs[i].empty() ? "." : dirs[i];
        std::string path = dir + "/" + std::string(name->view()) + ".py";
        std::string text;
        if (read_file(path, text)) {
            source = std::move(text);
            filename = path;
            from_file = true;
        }
    }
    if (!source) {
        if (refuse_missing_module(*this, name->view())) return Value::empty();
        return raisef(e_ModuleNotFoundError, "No module named '{}'", name->data);
    }

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
    module->initializing = true;
    bool ok = code && !run_code(code, module->dict).is_empty();
    module->initializing = false;
    if (!ok) {
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
        if (refuse_missing_attribute(*this, module, name->view())) return Value::empty();
        Value file = dict_get_str(m->dict, intern("__file__"));
        const char* where = is_str(file) ? as_str(file)->data : "unknown location";
        if (m->initializing)
            return raisef(e_ImportError,
                          "cannot import name '{}' from partially initialized module '{}' (most likely due to a "
                          "circular import) ({})",
                          name->data, m->name->data, where);
        return raisef(e_ImportError, "cannot import name '{}' from '{}' ({})", name->data, m->name->data, where);
    }
    Value v = getattr(*this, module, name);
    if (v.is_empty() && exc && exc->type == e_AttributeError) {
        exc = nullptr;
        return raisef(e_ImportError, "cannot import name '{}'", name->data);
    }
    return v;
}

bool VM::import_star(Value module, DictObj* globals) {
    if (!is_kind(module, Kind::Module)) {
        raise(e_TypeError, "from-import-* object has no __dict__ and no __all__");
        return false;
    }
    auto* m = static_cast<ModuleObj*>(module.o);
    // The names first (globals may be the module's own dict), then bound one
    // by one as CPython does: a failure leaves the earlier ones bound.
    TempList names(*this);
    Value all = dict_get_str(m->dict, intern("__all__"));
    if (!all.is_empty()) {
        if (!collect_iterable(*this, all, names.items())) return false;
    } else {
        for (const DictEntry& e : m->dict->entries)
            if (dict_entry_live(e) && is_str(e.key) && as_str(e.key)->view().substr(0, 1) != "_")
                names.items().push_back(e.key);
    }
    for (size_t i = 0; i < names.items().size(); i++) {
        Value n = names.items()[i];
        if (!is_str(n)) {
            raisef(e_TypeError, "Item in {}.__all__ must be str, not {}", m->name->data, type_name(n));
            return false;
        }
        Value v = getattr(*this, module, as_str(n));
        if (v.is_empty() || !dict_set(*this, globals, n, v)) return false;
    }
    return true;
}

std::vector<std::string> VM::search_path() {
    if (module_path.empty()) return {}; // the host allows no files: sys.path cannot change that
    Value sys = dict_get_str(modules, intern("sys"));
    if (!is_kind(sys, Kind::Module)) return module_path;
    Value path = dict_get_str(static_cast<ModuleObj*>(sys.o)->dict, intern("path"));
    if (!is_list(path)) return module_path;
    std::vector<std::string> dirs;
    for (Value d : as_list(path)->values())
        if (is_str(d)) dirs.emplace_back(as_str(d)->view());
    return dirs;
}

} // namespace kiln
