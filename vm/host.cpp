// C++ functions and classes the host registers, seen from scripts.
// A host function is a HostFunction object owning a detail::Callable; a host
// class is a TypeObj whose ctor is host_type_ctor and whose dict holds
// HostFunction methods and HostProperty entries; its instances are
// HostObjects owning the C++ object through a shared_ptr.
#include <cxxabi.h>

#include <cstdlib>
#include <new>

#include "api.hpp"
#include "call.hpp"
#include "dict.hpp"
#include "ops.hpp"

namespace kiln {

namespace detail {
Callable::~Callable() = default;
}

void destroy_host_function(HostFunctionObj* f) { delete f->callable; }

namespace {

// A Python exception type by name, for exceptions the host throws.
TypeObj* exception_type(VM& vm, const std::string& name) {
    Value t = dict_get_str(vm.builtins, vm.intern(name));
    if (is_kind(t, Kind::Type) && static_cast<TypeObj*>(t.o)->is_exception) return static_cast<TypeObj*>(t.o);
    return nullptr;
}

std::string demangle(const std::type_info& type) {
    int status = 0;
    char* name = abi::__cxa_demangle(type.name(), nullptr, nullptr, &status);
    std::string out = status == 0 && name ? name : type.name();
    std::free(name);
    return out;
}

HostFunctionObj* new_host_function(VM& vm, std::string_view name, std::unique_ptr<detail::Callable> fn,
                                   TypeObj* owner) {
    auto* h = vm.alloc<HostFunctionObj>(Kind::HostFunction);
    h->callable = fn.release();
    h->name = vm.intern(name);
    h->owner = owner;
    return h;
}

TypeObj* type_of_object(const Object& type) {
    Value t = value_of(type);
    if (!is_kind(t, Kind::Type)) throw Exception("TypeError", "expected a class");
    return static_cast<TypeObj*>(t.o);
}

DictObj* dict_of_object(const Object& d) {
    Value v = value_of(d);
    if (!is_dict(v)) throw Exception("TypeError", "expected a dict");
    return as_dict(v);
}

// Calling a host class: its constructor, with the arguments after the class.
Value host_type_ctor(VM& vm, Value* args, int nargs, KwArgs kw) {
    auto* t = static_cast<TypeObj*>(args[0].o);
    if (kw.n) return vm.raisef(vm.e_TypeError, "{}() takes no keyword arguments", t->name->data);
    if (!t->host_init) return vm.raisef(vm.e_TypeError, "cannot create '{}' instances", t->name->data);
    return call_host_function(vm, static_cast<HostFunctionObj*>(t->host_init), args + 1, nargs - 1);
}

} // namespace

Value call_host_function(VM& vm, HostFunctionObj* fn, Value* args, int nargs) {
    Interpreter& in = *vm.api;
    try {
        std::vector<Object> objects;
        objects.reserve(nargs);
        for (int i = 0; i < nargs; i++) objects.push_back(Access::make(vm, args[i]));
        Object result = fn->callable->invoke(in, objects.data(), objects.size());
        return value_for(vm, result);
    } catch (...) {
        return raise_host_exception(vm, std::current_exception(), fmt::format("{}()", fn->name->data));
    }
}

Value raise_host_exception(VM& vm, std::exception_ptr thrown, std::string_view who) {
    try {
        std::rethrow_exception(thrown);
    } catch (const Exception& e) {
        // A script exception that passed through the host goes on as it was.
        if (const Object* original = Access::original(e)) {
            detail::Handle* h = Access::handle(*original);
            if (h && h->vm == &vm && is_kind(h->value, Kind::Exception)) return vm.raise_value(h->value);
        }
        if (TypeObj* t = exception_type(vm, e.type())) return vm.raise(t, e.message());
        return vm.raisef(vm.e_RuntimeError, "{}: {}", e.type(), e.message());
    } catch (const std::bad_alloc&) {
        return vm.raise_value(vm.new_exception(vm.e_MemoryError, nullptr));
    } catch (const std::exception& e) {
        return vm.raise(vm.e_RuntimeError, e.what());
    } catch (...) {
        return vm.raisef(vm.e_RuntimeError, "{} threw a C++ exception", who);
    }
}

bool host_repr(VM& vm, Value v, std::string& out, bool for_str) {
    auto* h = static_cast<HostObjectObj*>(v.o);
    Value method = for_str ? lookup_type(h->type, vm.intern("__str__")) : Value::empty();
    if (method.is_empty()) method = lookup_type(h->type, vm.intern("__repr__"));
    if (method.is_empty()) {
        out += fmt::format("<{} object at 0x{:x}>", h->type->name->data, (uintptr_t)v.o);
        return true;
    }
    Value s = vm.call(method, &v, 1);
    if (s.is_empty()) return false;
    if (!is_str(s)) {
        vm.raisef(vm.e_TypeError, "{} returned non-string (type {})", for_str ? "__str__" : "__repr__",
                  vm.type_name(s));
        return false;
    }
    out.append(as_str(s)->view());
    return true;
}

namespace detail {

void throw_arity(const Callable& fn, std::size_t expected, std::size_t given) {
    if (fn.method) {
        expected--;
        given--;
    }
    if (expected == 0) throw Exception("TypeError", fmt::format("{}() takes no arguments ({} given)", fn.name, given));
    throw Exception("TypeError", fmt::format("{}() takes exactly {} argument{} ({} given)", fn.name, expected,
                                             expected == 1 ? "" : "s", given));
}

void throw_arg_type(const Callable& fn, std::size_t index, const std::string& expected, const Object& got) {
    if (fn.method && index == 0)
        throw Exception("TypeError", fmt::format("descriptor '{}' for '{}' objects doesn't apply to a '{}' object",
                                                 fn.name, expected, got.type_name()));
    throw Exception("TypeError", fmt::format("{}() argument {} must be {}, not {}", fn.name,
                                             fn.method ? index : index + 1, expected, got.type_name()));
}

void throw_conversion(const std::string& expected, const Object& got) {
    throw Exception("TypeError", fmt::format("must be {}, not {}", expected, got.type_name()));
}

void throw_overflow(const char* message) { throw Exception("OverflowError", message); }

std::string host_class_name(Interpreter& in, const std::type_info& type) {
    if (TypeObj* t = Access::impl(in).class_of(type)) return t->name->data;
    return demangle(type);
}

Object wrap_host(Interpreter& in, const std::type_info& type, std::shared_ptr<void> object) {
    Interpreter::Impl& im = Access::impl(in);
    TypeObj* t = im.class_of(type);
    if (!t) throw Exception("TypeError", fmt::format("C++ type {} was not added with add_class", demangle(type)));
    VM& vm = im.vm;
    Entry entry(vm);
    auto* h = vm.alloc<HostObjectObj>(Kind::HostObject);
    h->type = t;
    h->object = object.get();
    h->keep = std::move(object);
    return Access::make(vm, Value::object(h));
}

void define_function(Interpreter& in, const Object& dict, std::string_view name, std::unique_ptr<Callable> fn) {
    VM& vm = Access::impl(in).vm;
    Entry entry(vm);
    HostFunctionObj* h = new_host_function(vm, name, std::move(fn), nullptr);
    dict_set_str(vm, dict_of_object(dict), h->name, Value::object(h));
}

Object define_class(Interpreter& in, const Object& dict, std::string_view name, const std::type_info& type) {
    Interpreter::Impl& im = Access::impl(in);
    if (TypeObj* t = im.class_of(type))
        throw Exception("RuntimeError",
                        fmt::format("C++ type {} was already added, as class '{}'", demangle(type), t->name->data));
    VM& vm = im.vm;
    Entry entry(vm);
    std::string n(name);
    TypeObj* t = vm.new_type(n.c_str(), vm.t_object, host_type_ctor);
    t->host_type = &type;
    im.classes.emplace_back(&type, t);
    dict_set_str(vm, dict_of_object(dict), t->name, Value::object(t));
    return Access::make(vm, Value::object(t));
}

void define_method(const Object& type, std::string_view name, std::unique_ptr<Callable> fn) {
    VM& vm = vm_of(type);
    Entry entry(vm);
    TypeObj* t = type_of_object(type);
    HostFunctionObj* h = new_host_function(vm, name, std::move(fn), t);
    dict_set_str(vm, t->dict, h->name, Value::object(h));
}

void define_constructor(const Object& type, std::unique_ptr<Callable> fn) {
    VM& vm = vm_of(type);
    Entry entry(vm);
    TypeObj* t = type_of_object(type);
    t->host_init = new_host_function(vm, t->name->view(), std::move(fn), nullptr);
}

void define_property(const Object& type, std::string_view name, std::unique_ptr<Callable> get,
                     std::unique_ptr<Callable> set) {
    VM& vm = vm_of(type);
    Entry entry(vm);
    TypeObj* t = type_of_object(type);
    auto* p = vm.alloc<HostPropertyObj>(Kind::HostProperty);
    p->name = vm.intern(name);
    p->owner = t;
    p->getter = Value::object(new_host_function(vm, name, std::move(get), t));
    p->setter = set ? Value::object(new_host_function(vm, name, std::move(set), t)) : Value::empty();
    dict_set_str(vm, t->dict, p->name, Value::object(p));
}

} // namespace detail

} // namespace kiln
