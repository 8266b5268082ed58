// A function's own attributes: what decorators set on the functions they
// make (wrapper.calls = 0, wrapper.__name__ = f.__name__, wrapper.__doc__ =
// f.__doc__), as CPython keeps them: __name__, __qualname__, __doc__ and
// __module__ in fields of the function, anything else in its __dict__.
#include "../lang/bytecode.hpp"
#include "class.hpp"
#include "dict.hpp"

namespace kiln {

namespace {

// The special names CPython's function type (and object) has: setting one
// changes how the function runs or what it is. Other dunders
// (__wrapped__, __signature__, ...) are plain entries of its __dict__.
bool is_special(std::string_view n) {
    static constexpr std::string_view kNames[] = {
        "__builtins__", "__call__", "__closure__", "__code__", "__defaults__", "__dict__", "__get__",
        "__globals__", "__kwdefaults__", "__new__", "__repr__", "__class__", "__delattr__", "__dir__",
        "__eq__", "__format__", "__ge__", "__getattribute__", "__getstate__", "__gt__", "__hash__",
        "__init__", "__init_subclass__", "__le__", "__lt__", "__ne__", "__reduce__", "__reduce_ex__",
        "__setattr__", "__sizeof__", "__str__", "__subclasshook__", "__name__", "__qualname__", "__doc__",
        "__module__", "__annotations__"};
    for (auto k : kNames)
        if (n == k) return true;
    return false;
}

} // namespace

Value function_attr(VM& vm, FunctionObj* f, StrObj* name) {
    std::string_view n = name->view();
    if (n == "__qualname__") return f->qualname ? Value::object(f->qualname) : vm.str(f->code->proto->qualname);
    if (n == "__doc__") {
        if (!f->doc.is_empty()) return f->doc;
        return f->code->proto->doc ? vm.str(*f->code->proto->doc) : Value::none();
    }
    if (n == "__module__") {
        if (!f->module.is_empty()) return f->module;
        // As CPython: the defining module's __name__, taken from its globals.
        Value m = f->globals ? dict_get_str(f->globals, vm.intern("__name__")) : Value::empty();
        return m.is_empty() ? Value::none() : m;
    }
    if (n == "__dict__") {
        if (!f->dict) f->dict = vm.new_dict();
        return Value::object(f->dict);
    }
    return f->dict ? dict_get_str(f->dict, name) : Value::empty();
}

bool set_function_attr(VM& vm, FunctionObj* f, StrObj* name, Value value) {
    std::string_view n = name->view();
    if (n == "__name__" || n == "__qualname__") {
        if (!is_str(value)) {
            vm.raisef(vm.e_TypeError, "{} must be set to a string object", n);
            return false;
        }
        if (n == "__name__") f->name = as_str(value);
        else f->qualname = as_str(value);
        return true;
    }
    if (n == "__doc__") {
        f->doc = value;
        return true;
    }
    if (n == "__module__") {
        f->module = value;
        return true;
    }
    if (n == "__annotations__") {
        // None drops them: the next read makes an empty dict, as CPython does.
        if (!value.is_none() && !is_dict(value)) {
            vm.raise(vm.e_TypeError, "__annotations__ must be set to a dict object");
            return false;
        }
        f->annotations = value.is_none() ? nullptr : as_dict(value);
        return true;
    }
    // The others CPython lets a script set (__defaults__, __dict__,
    // __code__, ...) change how the function runs or what it is: not yet.
    if (is_special(n)) {
        vm.raisef(vm.e_NotImplementedError, "setting function.{} is not supported by kiln yet", n);
        return false;
    }
    if (!f->dict) f->dict = vm.new_dict();
    dict_set_str(vm, f->dict, name, value);
    return true;
}

bool del_function_attr(VM& vm, FunctionObj* f, StrObj* name) {
    std::string_view n = name->view();
    if (n == "__annotations__") {
        f->annotations = nullptr;
        return true;
    }
    if (is_special(n)) {
        vm.raisef(vm.e_NotImplementedError, "deleting function.{} is not supported by kiln yet", n);
        return false;
    }
    if (!f->dict || dict_del(vm, f->dict, Value::object(name)) != 1) {
        if (!vm.exc) vm.raisef(vm.e_AttributeError, "'function' object has no attribute '{}'", n);
        return false;
    }
    return true;
}

} // namespace kiln
