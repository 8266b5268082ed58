// Attribute lookup on builtin values: methods come from the type's dict
// (through the MRO); a few special attributes are read from the object.
#include "../lang/bytecode.hpp"
#include "class.hpp"
#include "collections.hpp"
#include "cpython_names.hpp"
#include "dict.hpp"
#include "ops.hpp"
#include "os_error.hpp"
#include "range.hpp"
#include "type_hints.hpp"

namespace kiln {

Value lookup_type(TypeObj* t, StrObj* name) { return lookup_mro(t, name); }

namespace {

bool is_method_like(Value v) {
    return is_kind(v, Kind::Native) || is_kind(v, Kind::Function) || is_kind(v, Kind::HostFunction);
}

Value special_attribute(VM& vm, Value obj, StrObj* name) {
    std::string_view n = name->view();
    if (is_kind(obj, Kind::Type) && !static_cast<TypeObj*>(obj.o)->is_class) {
        // A builtin type named as CPython's tp_name, "module.name" when
        // not in builtins (types.GenericAlias): __module__ and __name__
        // are its halves.
        std::string_view full = static_cast<TypeObj*>(obj.o)->name->view();
        size_t dot = full.rfind('.');
        if (dot != std::string_view::npos) {
            if (n == "__name__" || n == "__qualname__") return vm.str(full.substr(dot + 1));
            if (n == "__module__") return vm.str(full.substr(0, dot));
        }
    }
    if (n == "__name__") {
        if (is_kind(obj, Kind::Function)) return Value::object(static_cast<FunctionObj*>(obj.o)->name);
        if (is_kind(obj, Kind::Type)) return Value::object(static_cast<TypeObj*>(obj.o)->name);
        if (is_kind(obj, Kind::Native)) return vm.str(static_cast<NativeObj*>(obj.o)->name);
    }
    if (is_kind(obj, Kind::Type)) {
        auto* t = static_cast<TypeObj*>(obj.o);
        if (n == "__qualname__") return Value::object(t->qualname ? t->qualname : t->name);
        if (n == "__module__") return type_module(vm, t);
        if (!t->is_class && (n == "__mro__" || n == "__bases__")) {
            // A builtin type: single inheritance up to object.
            std::vector<Value> chain;
            for (TypeObj* b = n == "__mro__" ? t : t->base; b; b = b->base) {
                chain.push_back(Value::object(b));
                if (n == "__bases__") break;
            }
            TupleObj* tup = vm.new_tuple(chain.size());
            for (size_t i = 0; i < chain.size(); i++) tup->items[i] = chain[i];
            return Value::object(tup);
        }
    }
    if (is_kind(obj, Kind::Function)) {
        auto* f = static_cast<FunctionObj*>(obj.o);
        if (Value v = function_attr(vm, f, name); !v.is_empty()) return v;
    }
    if (is_kind(obj, Kind::Exception)) {
        auto* e = static_cast<ExceptionObj*>(obj.o);
        if (n == "__cause__") return e->cause ? Value::object(e->cause) : Value::none();
        if (n == "__context__") return e->context ? Value::object(e->context) : Value::none();
        if (n == "__suppress_context__") return Value::boolean(e->suppress_context);
        if (n == "__traceback__") return Value::none();
        if (n == "code" && vm.is_subtype(e->type, vm.e_SystemExit)) return vm.system_exit_code(e);
        if (Value v = os_error_getattr(vm, e, name); !v.is_empty()) return v;
        if (n == "value" && vm.is_subtype(e->type, vm.e_StopIteration) &&
            (!e->dict || dict_get_str(e->dict, name).is_empty()))
            return e->args->size ? e->args->items[0] : Value::none();
    }
    if (is_kind(obj, Kind::Property)) {
        auto* p = static_cast<PropertyObj*>(obj.o);
        if (n == "fget") return p->fget;
        if (n == "fset") return p->fset;
        if (n == "fdel") return p->fdel;
    }
    if ((is_kind(obj, Kind::StaticMethod) || is_kind(obj, Kind::ClassMethod)) && n == "__func__")
        return static_cast<WrapperObj*>(obj.o)->func;
    if (is_kind(obj, Kind::BoundMethod) && (n == "__self__" || n == "__func__"))
        return n == "__self__" ? static_cast<BoundMethodObj*>(obj.o)->self : static_cast<BoundMethodObj*>(obj.o)->func;
    if (n == "__class__") return Value::object(vm.type_of(obj));
    if (n == "args" && is_kind(obj, Kind::Exception))
        return Value::object(static_cast<ExceptionObj*>(obj.o)->args);
    if (is_kind(obj, Kind::Module)) return dict_get_str(static_cast<ModuleObj*>(obj.o)->dict, name);
    if (n == "start" || n == "stop" || n == "step") {
        if (is_kind(obj, Kind::Range)) {
            auto* r = static_cast<RangeObj*>(obj.o);
            return n == "start" ? range_start(r) : n == "stop" ? range_stop(r) : range_step(r);
        }
        if (is_kind(obj, Kind::Slice)) {
            auto* s = static_cast<SliceObj*>(obj.o);
            return n == "start" ? s->start : n == "stop" ? s->stop : s->step;
        }
    }
    if (obj.is_float() && (n == "real" || n == "imag")) return Value::number(n == "real" ? obj.f : 0.0);
    if (obj.is_intlike() && (n == "real" || n == "numerator")) return Value::integer(obj.as_int());
    if (is_bigint(obj) && (n == "real" || n == "numerator")) return obj;
    if (is_integer(obj) && n == "imag") return Value::integer(0);
    if (is_integer(obj) && n == "denominator") return Value::integer(1);
    return Value::empty();
}

// __annotations__ of a function, a class or a module: what their
// annotations made, else an empty dict made at the first read and kept
// (CPython 3.11's getters: a class's is its own, never a base's). Empty
// (nothing raised) for other objects: instances find their class's the
// usual way.
Value annotations_attribute(VM& vm, Value obj, StrObj* name) {
    auto fresh = [&] { return vm.new_dict(); };
    if (is_kind(obj, Kind::Function)) {
        auto* f = static_cast<FunctionObj*>(obj.o);
        if (!f->annotations) f->annotations = fresh();
        return Value::object(f->annotations);
    }
    DictObj* ns = nullptr;
    if (is_kind(obj, Kind::Module)) ns = static_cast<ModuleObj*>(obj.o)->dict;
    if (is_kind(obj, Kind::Type)) {
        auto* t = static_cast<TypeObj*>(obj.o);
        if (!t->is_class)
            return vm.raisef(vm.e_AttributeError, "type object '{}' has no attribute '__annotations__'",
                             t->name->data);
        ns = t->dict;
    }
    if (!ns) return Value::empty();
    Value v = dict_get_str(ns, name);
    if (!v.is_empty()) return v;
    Value made = Value::object(fresh());
    dict_set_str(vm, ns, name, made);
    return made;
}

Value no_attribute(VM& vm, Value obj, StrObj* name) {
    if (refuse_missing_attribute(vm, obj, name->view())) return Value::empty();
    if (is_kind(obj, Kind::Type))
        return vm.raisef(vm.e_AttributeError, "type object '{}' has no attribute '{}'",
                         static_cast<TypeObj*>(obj.o)->name->data, name->data);
    if (is_kind(obj, Kind::Module)) {
        auto* m = static_cast<ModuleObj*>(obj.o);
        if (m->initializing)
            return vm.raisef(vm.e_AttributeError,
                             "partially initialized module '{}' has no attribute '{}' (most likely due to a circular "
                             "import)",
                             m->name->data, name->data);
        return vm.raisef(vm.e_AttributeError, "module '{}' has no attribute '{}'", m->name->data, name->data);
    }
    return vm.raisef(vm.e_AttributeError, "'{}' object has no attribute '{}'", vm.type_name(obj), name->data);
}

} // namespace

Value getattr(VM& vm, Value obj, StrObj* name) {
    // The common case first: an ordinary name (not a dunder, which the
    // special attributes all are for instances) on an instance.
    if (is_kind(obj, Kind::Instance) && !(name->nbytes >= 2 && name->data[0] == '_' && name->data[1] == '_'))
        return object_getattr(vm, obj, name);
    if (is_kind(obj, Kind::GenericAlias) || is_kind(obj, Kind::Union)) return type_hint_getattr(vm, obj, name);
    if (obj.tag == Tag::Obj &&
        ((obj.o->flavour && obj.o->kind != Kind::List) || obj.o->kind == Kind::Deque || (obj.o->kind == Kind::Type && static_cast<TypeObj*>(obj.o)->namedtuple))) {
        Value v = collections_getattr(vm, obj, name); // a namedtuple's fields, default_factory, maxlen
        if (!v.is_empty() || vm.exc) return v;
    }
    if (name->view() == "__annotations__") {
        Value a = annotations_attribute(vm, obj, name);
        if (!a.is_empty() || vm.exc) return a;
    }
    Value special = special_attribute(vm, obj, name);
    if (!special.is_empty()) return special;
    if (obj.tag == Tag::Obj) {
        switch (obj.o->kind) {
        case Kind::Instance: case Kind::Exception: case Kind::Super: return object_getattr(vm, obj, name);
        case Kind::Type:
            if (static_cast<TypeObj*>(obj.o)->is_class) return object_getattr(vm, obj, name);
            break;
        default: break;
        }
    }
    if (is_kind(obj, Kind::Type)) {
        // Attributes of a type itself: its methods, unbound.
        Value v = lookup_type(static_cast<TypeObj*>(obj.o), name);
        if (!v.is_empty()) return v;
        return no_attribute(vm, obj, name);
    }
    Value v = lookup_type(vm.type_of(obj), name);
    if (v.is_empty() && is_kind(obj, Kind::BoundMethod)) {
        // As CPython's: what the method's type lacks, its function has
        // (__name__, __doc__, ...), and its error is the function's.
        return getattr(vm, static_cast<BoundMethodObj*>(obj.o)->func, name);
    }
    if (v.is_empty()) return no_attribute(vm, obj, name);
    if (is_method_like(v)) return vm.bound_method(obj, v);
    if (is_kind(v, Kind::HostProperty)) return vm.call(static_cast<HostPropertyObj*>(v.o)->getter, &obj, 1);
    return v;
}

// Attribute stores on modules and host objects (setattr in vm/class.cpp
// handles the rest and sends these here).
bool setattr_module_or_host(VM& vm, Value obj, StrObj* name, Value value) {
    if (is_kind(obj, Kind::Module)) {
        dict_set_str(vm, static_cast<ModuleObj*>(obj.o)->dict, name, value);
        return true;
    }
    if (is_kind(obj, Kind::Function)) return set_function_attr(vm, static_cast<FunctionObj*>(obj.o), name, value);
    if (!is_kind(obj, Kind::HostObject)) {
        // Builtin values have no writable attributes.
        if (getattr(vm, obj, name).is_empty()) return false; // "'int' object has no attribute 'x'"
        vm.exc = nullptr;
        vm.raisef(vm.e_AttributeError, "'{}' object attribute '{}' is read-only", vm.type_name(obj), name->data);
        return false;
    }
    Value p = lookup_type(vm.type_of(obj), name);
    if (is_kind(p, Kind::HostProperty)) {
        auto* prop = static_cast<HostPropertyObj*>(p.o);
        if (prop->setter.is_empty()) {
            vm.raisef(vm.e_AttributeError, "property '{}' of '{}' object has no setter", name->data,
                      vm.type_name(obj));
            return false;
        }
        Value args[2] = {obj, value};
        return !vm.call(prop->setter, args, 2).is_empty();
    }
    if (p.is_empty())
        vm.raisef(vm.e_AttributeError, "'{}' object has no attribute '{}'", vm.type_name(obj), name->data);
    else
        vm.raisef(vm.e_AttributeError, "'{}' object attribute '{}' is read-only", vm.type_name(obj), name->data);
    return false;
}

bool load_method(VM& vm, Value obj, StrObj* name, Value* method, Value* self) {
    if (is_kind(obj, Kind::Instance) || is_kind(obj, Kind::Exception))
        return object_load_method(vm, obj, name, method, self);
    if (!is_kind(obj, Kind::Type) && !is_kind(obj, Kind::Module) && !is_kind(obj, Kind::Super) &&
        !is_kind(obj, Kind::GenericAlias) && !is_kind(obj, Kind::Union) && // these two: all through getattr
        !is_namedtuple(obj)) { // its fields first
        // Methods in the type's dict win over the special attributes, which are
        // never method names.
        Value v = lookup_type(vm.type_of(obj), name);
        if (is_method_like(v)) {
            *method = v;
            *self = obj;
            return true;
        }
    }
    Value a = getattr(vm, obj, name);
    if (a.is_empty()) return false;
    *method = Value::empty();
    *self = a;
    return true;
}

} // namespace kiln
