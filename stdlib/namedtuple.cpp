// collections.namedtuple, as CPython 3.11's (Lib/collections/__init__.py):
// the function that makes the classes, their constructor and methods, and
// the hooks the VM calls (vm/collections.hpp). The module itself is
// collections_module.cpp.
#include "../vm/collections.hpp"

#include <algorithm>
#include <cctype>
#include <string>
#include <vector>

#include "../lang/lexer.hpp"
#include "../vm/dict.hpp"
#include "../vm/ops.hpp"
#include "collections_internal.hpp"
#include "unicode_tables.hpp"

namespace kiln {

int namedtuple_field(TypeObj* cls, StrObj* name) {
    for (size_t i = 0; i < cls->fields.size(); i++)
        if (cls->fields[i] == name || str_eq(cls->fields[i], name)) return (int)i;
    return -1;
}

bool namedtuple_repr(VM& vm, TupleObj* t, std::string& out) {
    // self.__class__.__name__ + '(x=%r, y=%r)' % self
    TypeObj* cls = namedtuple_class(t);
    out += cls->name->view();
    out += '(';
    for (size_t i = 0; i < t->size; i++) {
        if (i) out += ", ";
        out += cls->fields[i]->view();
        out += '=';
        if (!repr_into(vm, t->items[i], out)) return false;
    }
    out += ')';
    return true;
}

namespace {

TupleObj* new_named(VM& vm, TypeObj* cls, size_t n) {
    // n items, then the class (vm/collections.hpp).
    TupleObj* t = vm.alloc<TupleObj>(Kind::Tuple, n * sizeof(Value));
    t->hash = -1;
    t->size = n;
    t->flavour = kNamedTuple;
    for (size_t i = 0; i < n; i++) t->items[i] = Value::none();
    t->items[n] = Value::object(cls);
    return t;
}

std::string quoted_names(const std::vector<std::string>& names) {
    std::string out;
    for (size_t i = 0; i < names.size(); i++) {
        if (i) out += names.size() == 2 ? " and " : i + 1 == names.size() ? ", and " : ", ";
        out += str_repr(names[i]);
    }
    return out;
}

// Calling a namedtuple class: its __new__(_cls, x, y, ...) with the
// defaults of the last fields, bound with CPython's errors for a Python
// function (named Point.__new__).
Value namedtuple_ctor(VM& vm, Value* args, int nargs, KwArgs kw) {
    auto* cls = static_cast<TypeObj*>(args[0].o);
    const size_t nf = cls->fields.size();
    const size_t nd = cls->field_defaults ? cls->field_defaults->size : 0;
    const std::string q = std::string(cls->name->view()) + ".__new__";
    const size_t npos = (size_t)nargs - 1;
    TupleObj* t = new_named(vm, cls, nf);
    std::vector<bool> set(nf, false);
    for (size_t i = 0; i < std::min(npos, nf); i++) t->items[i] = args[1 + i], set[i] = true;
    for (int k = 0; k < kw.n; k++) {
        StrObj* name = as_str(kw.names[k]);
        if (name->view() == "_cls")
            return vm.raisef(vm.e_TypeError, "{}() got multiple values for argument '_cls'", q);
        int j = namedtuple_field(cls, name);
        if (j < 0) return vm.raisef(vm.e_TypeError, "{}() got an unexpected keyword argument '{}'", q, name->view());
        if (set[j]) return vm.raisef(vm.e_TypeError, "{}() got multiple values for argument '{}'", q, name->view());
        t->items[j] = kw.values[k];
        set[j] = true;
    }
    if (npos > nf) {
        std::string takes = nd ? fmt::format("from {} to {}", nf + 1 - nd, nf + 1) : std::to_string(nf + 1);
        return vm.raisef(vm.e_TypeError, "{}() takes {} positional argument{} but {} were given", q, takes,
                         nd || nf + 1 != 1 ? "s" : "", npos + 1);
    }
    std::vector<std::string> missing;
    for (size_t i = npos; i < nf - nd; i++)
        if (!set[i]) missing.push_back(std::string(cls->fields[i]->view()));
    if (!missing.empty())
        return vm.raisef(vm.e_TypeError, "{}() missing {} required positional argument{}: {}", q, missing.size(),
                         missing.size() == 1 ? "" : "s", quoted_names(missing));
    for (size_t i = nf - nd; i < nf; i++)
        if (!set[i]) t->items[i] = cls->field_defaults->items[i - (nf - nd)];
    return Value::object(t);
}

// The namedtuple instance a method is called on (they are Python
// functions in CPython: another object is refused).
TupleObj* nt_self(VM& vm, Value* args, int nargs, const char* method, TypeObj* owner) {
    std::string q = fmt::format("{}.{}", owner ? owner->name->view() : "namedtuple", method);
    if (nargs < 1) {
        vm.raisef(vm.e_TypeError, "{}() missing 1 required positional argument: 'self'", q);
        return nullptr;
    }
    if (!is_namedtuple(args[0])) {
        vm.raisef(vm.e_NotImplementedError, "{}() called on a '{}' object is not supported by kiln yet", q,
                  vm.type_name(args[0]));
        return nullptr;
    }
    return as_tuple(args[0]);
}

TypeObj* method_owner(VM& vm, Value* args, int nargs) {
    return nargs >= 1 && is_namedtuple(args[0]) ? namedtuple_class(as_tuple(args[0])) : nullptr;
}

Value nt_replace_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    TupleObj* self = nt_self(vm, args, nargs, "_replace", method_owner(vm, args, nargs));
    if (!self) return Value::empty();
    TypeObj* cls = namedtuple_class(self);
    std::string q = fmt::format("{}._replace", cls->name->view());
    if (!py_positional(vm, q.c_str(), nargs, 1, 1)) return Value::empty();
    TupleObj* r = new_named(vm, cls, self->size);
    std::vector<bool> used(kw.n, false);
    for (size_t i = 0; i < self->size; i++) {
        r->items[i] = self->items[i];
        for (int k = 0; k < kw.n; k++)
            if (!used[k] && as_str(kw.names[k])->view() == cls->fields[i]->view()) {
                r->items[i] = kw.values[k];
                used[k] = true;
            }
    }
    std::string left;
    for (int k = 0; k < kw.n; k++)
        if (!used[k]) left += fmt::format("{}{}", left.empty() ? "" : ", ", str_repr(as_str(kw.names[k])->view()));
    if (!left.empty()) return vm.raisef(vm.e_ValueError, "Got unexpected field names: [{}]", left);
    return Value::object(r);
}

Value nt_asdict_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    TupleObj* self = nt_self(vm, args, nargs, "_asdict", method_owner(vm, args, nargs));
    if (!self) return Value::empty();
    TypeObj* cls = namedtuple_class(self);
    std::string q = fmt::format("{}._asdict", cls->name->view());
    if (!py_positional(vm, q.c_str(), nargs, 1, 1) || !py_no_keywords(vm, q.c_str(), kw)) return Value::empty();
    DictObj* d = vm.new_dict();
    Rooted keep(vm, Value::object(d));
    for (size_t i = 0; i < self->size; i++)
        if (!dict_set(vm, d, Value::object(cls->fields[i]), self->items[i])) return Value::empty();
    return Value::object(d);
}

Value nt_getnewargs_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    TupleObj* self = nt_self(vm, args, nargs, "__getnewargs__", method_owner(vm, args, nargs));
    if (!self) return Value::empty();
    std::string q = fmt::format("{}.__getnewargs__", namedtuple_class(self)->name->view());
    if (!py_positional(vm, q.c_str(), nargs, 1, 1) || !py_no_keywords(vm, q.c_str(), kw)) return Value::empty();
    TupleObj* t = vm.new_tuple(self->size);
    for (size_t i = 0; i < self->size; i++) t->items[i] = self->items[i];
    return Value::object(t);
}

// _make is a classmethod: bound to its class (args[0]).
Value nt_make_m(VM& vm, Value* args, int nargs, KwArgs kw) {
    auto* cls = static_cast<TypeObj*>(args[0].o);
    std::string q = fmt::format("{}._make", cls->name->view());
    if (!py_no_keywords(vm, q.c_str(), kw)) return Value::empty();
    if (nargs < 2) return vm.raisef(vm.e_TypeError, "{}() missing 1 required positional argument: 'iterable'", q);
    if (!py_positional(vm, q.c_str(), nargs, 2, 2)) return Value::empty();
    TempList items(vm);
    if (!collect_iterable(vm, args[1], items.items())) return Value::empty();
    const size_t n = items.items().size();
    if (n != cls->fields.size())
        return vm.raisef(vm.e_TypeError, "Expected {} arguments, got {}", cls->fields.size(), n);
    TupleObj* t = new_named(vm, cls, n);
    for (size_t i = 0; i < n; i++) t->items[i] = items.items()[i];
    return Value::object(t);
}

const char* const kKeywords[] = {"False", "None", "True", "and", "as", "assert", "async", "await", "break",
                                 "class", "continue", "def", "del", "elif", "else", "except", "finally", "for",
                                 "from", "global", "if", "import", "in", "is", "lambda", "nonlocal", "not", "or",
                                 "pass", "raise", "return", "try", "while", "with", "yield"};

bool is_keyword(std::string_view s) {
    for (const char* k : kKeywords)
        if (s == k) return true;
    return false;
}

// str.isidentifier() for an ASCII name; -1 (refused) for any other.
int ascii_identifier(VM& vm, std::string_view s) {
    for (unsigned char c : s)
        if (c >= 0x80) {
            vm.raisef(vm.e_NotImplementedError,
                      "a namedtuple name with non-ASCII characters ({}) is not supported by kiln yet", str_repr(s));
            return -1;
        }
    if (s.empty() || std::isdigit((unsigned char)s[0])) return 0;
    for (unsigned char c : s)
        if (!(std::isalnum(c) || c == '_')) return 0;
    return 1;
}

} // namespace

// namedtuple(typename, field_names, *, rename=False, defaults=None, module=None)
Value namedtuple_fn(VM& vm, Value* args, int nargs, KwArgs kw) {
    const char* params[] = {"typename", "field_names", "rename", "defaults", "module"};
    Value v[5] = {};
    if (nargs > 2)
        return vm.raisef(vm.e_TypeError, "namedtuple() takes 2 positional arguments but {} were given", nargs);
    for (int i = 0; i < nargs; i++) v[i] = args[i];
    for (int k = 0; k < kw.n; k++) {
        std::string_view name = as_str(kw.names[k])->view();
        int slot = -1;
        for (int i = 0; i < 5; i++)
            if (name == params[i]) slot = i;
        if (slot < 0) return vm.raisef(vm.e_TypeError, "namedtuple() got an unexpected keyword argument '{}'", name);
        if (!v[slot].is_empty())
            return vm.raisef(vm.e_TypeError, "namedtuple() got multiple values for argument '{}'", name);
        v[slot] = kw.values[k];
    }
    if (v[0].is_empty() || v[1].is_empty()) {
        std::vector<std::string> missing;
        if (v[0].is_empty()) missing.push_back("typename");
        if (v[1].is_empty()) missing.push_back("field_names");
        return vm.raisef(vm.e_TypeError, "namedtuple() missing {} required positional argument{}: {}", missing.size(),
                         missing.size() == 1 ? "" : "s", quoted_names(missing));
    }
    // field_names: a string split at commas and whitespace, or the str() of each item.
    std::vector<std::string> fields;
    if (is_str(v[1])) {
        std::string_view s = as_str(v[1])->view();
        std::string cur;
        for (size_t i = 0; i < s.size();) {
            size_t at = i;
            uint32_t cp = utf8_decode(s, i);
            if (cp == ',' || unicode::is_space(cp)) {
                if (!cur.empty()) fields.push_back(cur), cur.clear();
            } else {
                cur.append(s.substr(at, i - at));
            }
        }
        if (!cur.empty()) fields.push_back(cur);
    } else {
        TempList items(vm);
        if (!collect_iterable(vm, v[1], items.items())) return Value::empty();
        for (Value x : items.items()) {
            Value s = to_str(vm, x);
            if (s.is_empty()) return s;
            fields.push_back(std::string(as_str(s)->view()));
        }
    }
    Value tn = to_str(vm, v[0]);
    if (tn.is_empty()) return tn;
    Rooted keep_tn(vm, tn);
    const std::string typename_ = std::string(as_str(tn)->view());
    bool rename = false;
    if (!v[2].is_empty()) {
        int t = truthy(vm, v[2]);
        if (t < 0) return Value::empty();
        rename = t;
    }
    if (rename) {
        std::vector<std::string> seen;
        for (size_t i = 0; i < fields.size(); i++) {
            const std::string name = fields[i];
            int ident = ascii_identifier(vm, name);
            if (ident < 0) return Value::empty();
            if (!ident || is_keyword(name) || name[0] == '_' ||
                std::find(seen.begin(), seen.end(), name) != seen.end())
                fields[i] = fmt::format("_{}", i);
            seen.push_back(name);
        }
    }
    std::vector<std::string> all{typename_};
    all.insert(all.end(), fields.begin(), fields.end());
    for (const std::string& name : all) {
        int ident = ascii_identifier(vm, name);
        if (ident < 0) return Value::empty();
        if (!ident)
            return vm.raisef(vm.e_ValueError, "Type names and field names must be valid identifiers: {}",
                             str_repr(name));
        if (is_keyword(name))
            return vm.raisef(vm.e_ValueError, "Type names and field names cannot be a keyword: {}", str_repr(name));
    }
    for (size_t i = 0; i < fields.size(); i++) {
        if (fields[i][0] == '_' && !rename)
            return vm.raisef(vm.e_ValueError, "Field names cannot start with an underscore: {}", str_repr(fields[i]));
        if (std::find(fields.begin(), fields.begin() + i, fields[i]) != fields.begin() + i)
            return vm.raisef(vm.e_ValueError, "Encountered duplicate field name: {}", str_repr(fields[i]));
    }
    TupleObj* defaults = nullptr;
    TempList defaults_list(vm);
    if (!v[3].is_empty() && !v[3].is_none()) {
        if (!collect_iterable(vm, v[3], defaults_list.items())) return Value::empty();
        if (defaults_list.items().size() > fields.size())
            return vm.raise(vm.e_TypeError, "Got more default values than field names");
    }
    // __module__: the caller's module's __name__, unless given.
    Value module = v[4];
    if (module.is_empty() || module.is_none()) {
        module = Value::empty();
        if (!vm.frames.empty() && vm.frames.back().globals)
            module = dict_get_str(vm.frames.back().globals, vm.s_name);
        if (module.is_empty()) module = Value::object(vm.s_main);
    }
    if (!is_str(module))
        return vm.raisef(vm.e_NotImplementedError, "namedtuple(module=...) with a '{}' is not supported by kiln yet",
                         vm.type_name(module));

    auto* t = vm.alloc<TypeObj>(Kind::Type);
    Rooted keep_t(vm, Value::object(t));
    t->name = vm.intern(typename_);
    t->qualname = t->name;
    t->module = vm.intern(as_str(module)->view());
    t->base = vm.t_tuple;
    t->bases = {vm.t_tuple};
    t->mro = {t, vm.t_tuple, vm.t_object};
    t->dict = vm.new_dict();
    adopt_type_dict(t->dict);
    t->ctor = namedtuple_ctor;
    t->is_exception = false;
    t->namedtuple = true;
    for (const std::string& f : fields) t->fields.push_back(vm.intern(f));
    if (!v[3].is_empty() && !v[3].is_none()) {
        defaults = vm.new_tuple(defaults_list.items().size());
        for (size_t i = 0; i < defaults->size; i++) defaults->items[i] = defaults_list.items()[i];
        t->field_defaults = defaults;
    }
    // The class's namespace, as namedtuple() makes it.
    DictObj* ns = t->dict;
    TupleObj* fields_t = vm.new_tuple(fields.size());
    for (size_t i = 0; i < fields.size(); i++) fields_t->items[i] = Value::object(t->fields[i]);
    std::string arg_list;
    for (size_t i = 0; i < fields.size(); i++) arg_list += (i ? ", " : "") + fields[i];
    dict_set_str(vm, ns, vm.intern("__doc__"), vm.str(fmt::format("{}({})", typename_, arg_list)));
    dict_set_str(vm, ns, vm.intern("__slots__"), Value::object(vm.new_tuple(0)));
    dict_set_str(vm, ns, vm.intern("_fields"), Value::object(fields_t));
    DictObj* fd = vm.new_dict();
    dict_set_str(vm, ns, vm.intern("_field_defaults"), Value::object(fd));
    if (defaults) {
        const size_t nd = defaults->size, nf = fields.size();
        for (size_t i = 0; i < nd; i++)
            dict_set_str(vm, fd, t->fields[nf - nd + i], defaults->items[i]);
    }
    dict_set_str(vm, ns, vm.intern("__match_args__"), Value::object(fields_t));
    dict_set_str(vm, ns, vm.intern("__module__"), Value::object(t->module));
    NativeObj* make = vm.new_native("_make", nt_make_m, true, t);
    dict_set_str(vm, ns, vm.intern("_make"), vm.bound_method(Value::object(t), Value::object(make)));
    dict_set_str(vm, ns, vm.intern("_replace"), Value::object(vm.new_native("_replace", nt_replace_m, true, t)));
    dict_set_str(vm, ns, vm.intern("_asdict"), Value::object(vm.new_native("_asdict", nt_asdict_m, true, t)));
    dict_set_str(vm, ns, vm.intern("__getnewargs__"),
                 Value::object(vm.new_native("__getnewargs__", nt_getnewargs_m, true, t)));
    return Value::object(t);
}

} // namespace kiln
