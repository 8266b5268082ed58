// Attribute lookup on builtin values: methods come from the type's dict
// (through the MRO); a few special attributes are read from the object.
#include "dict.hpp"
#include "ops.hpp"

namespace kiln {

Value lookup_type(TypeObj* t, StrObj* name) {
    for (TypeObj* m : t->mro) {
        Value v = dict_get_str(m->dict, name);
        if (!v.is_empty()) return v;
    }
    return Value::empty();
}

namespace {

bool is_method_like(Value v) {
    return is_kind(v, Kind::Native) || is_kind(v, Kind::Function) || is_kind(v, Kind::HostFunction);
}

Value special_attribute(VM& vm, Value obj, StrObj* name) {
    std::string_view n = name->view();
    if (n == "__name__") {
        if (is_kind(obj, Kind::Function)) return Value::object(static_cast<FunctionObj*>(obj.o)->name);
        if (is_kind(obj, Kind::Type)) return Value::object(static_cast<TypeObj*>(obj.o)->name);
        if (is_kind(obj, Kind::Native)) return vm.str(static_cast<NativeObj*>(obj.o)->name);
    }
    if (n == "__class__") return Value::object(vm.type_of(obj));
    if (n == "args" && is_kind(obj, Kind::Exception))
        return Value::object(static_cast<ExceptionObj*>(obj.o)->args);
    if (is_kind(obj, Kind::Module)) return dict_get_str(static_cast<ModuleObj*>(obj.o)->dict, name);
    if (n == "start" || n == "stop" || n == "step") {
        if (is_kind(obj, Kind::Range)) {
            auto* r = static_cast<RangeObj*>(obj.o);
            return Value::integer(n == "start" ? r->start : n == "stop" ? r->stop : r->step);
        }
        if (is_kind(obj, Kind::Slice)) {
            auto* s = static_cast<SliceObj*>(obj.o);
            return n == "start" ? s->start : n == "stop" ? s->stop : s->step;
        }
    }
    if (obj.is_float() && (n == "real" || n == "imag")) return Value::number(n == "real" ? obj.f : 0.0);
    if (obj.is_intlike() && (n == "real" || n == "numerator")) return Value::integer(obj.as_int());
    if (obj.is_intlike() && n == "imag") return Value::integer(0);
    if (obj.is_intlike() && n == "denominator") return Value::integer(1);
    return Value::empty();
}

Value no_attribute(VM& vm, Value obj, StrObj* name) {
    if (is_kind(obj, Kind::Type))
        return vm.raisef(vm.e_AttributeError, "type object '{}' has no attribute '{}'",
                         static_cast<TypeObj*>(obj.o)->name->data, name->data);
    if (is_kind(obj, Kind::Module))
        return vm.raisef(vm.e_AttributeError, "module '{}' has no attribute '{}'",
                         static_cast<ModuleObj*>(obj.o)->name->data, name->data);
    return vm.raisef(vm.e_AttributeError, "'{}' object has no attribute '{}'", vm.type_name(obj), name->data);
}

} // namespace

Value getattr(VM& vm, Value obj, StrObj* name) {
    Value special = special_attribute(vm, obj, name);
    if (!special.is_empty()) return special;
    if (is_kind(obj, Kind::Type)) {
        // Attributes of a type itself: its methods, unbound.
        Value v = lookup_type(static_cast<TypeObj*>(obj.o), name);
        if (!v.is_empty()) return v;
        return no_attribute(vm, obj, name);
    }
    Value v = lookup_type(vm.type_of(obj), name);
    if (v.is_empty()) return no_attribute(vm, obj, name);
    if (is_method_like(v)) return vm.bound_method(obj, v);
    if (is_kind(v, Kind::HostProperty)) return vm.call(static_cast<HostPropertyObj*>(v.o)->getter, &obj, 1);
    return v;
}

bool setattr(VM& vm, Value obj, StrObj* name, Value value) {
    if (is_kind(obj, Kind::Module)) {
        dict_set_str(vm, static_cast<ModuleObj*>(obj.o)->dict, name, value);
        return true;
    }
    if (is_kind(obj, Kind::Function)) {
        vm.raise(vm.e_NotImplementedError, "setting attributes on functions is not supported by kiln yet");
        return false;
    }
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
    if (!is_kind(obj, Kind::Type) && !is_kind(obj, Kind::Module)) {
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
