// A function's own attributes: what decorators set on the functions they
// make (wrapper.calls = 0, wrapper.__name__ = f.__name__, wrapper.__doc__ =
// f.__doc__), as CPython keeps them: __name__, __qualname__, __doc__ and
// __module__ in fields of the function, anything else in its __dict__.
#include "../lang/bytecode.hpp"
#include "class.hpp"
#include "dict.hpp"

namespace kiln {

namespace {

bool is_dunder(std::string_view n) { return n.size() > 4 && n.starts_with("__") && n.ends_with("__"); }

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
    // The others CPython lets a script set (__defaults__, __dict__,
    // __code__, ...) change how the function runs or what it is: not yet.
    if (is_dunder(n)) {
        vm.raisef(vm.e_NotImplementedError, "setting function.{} is not supported by kiln yet", n);
        return false;
    }
    if (!f->dict) f->dict = vm.new_dict();
    dict_set_str(vm, f->dict, name, value);
    return true;
}

bool del_function_attr(VM& vm, FunctionObj* f, StrObj* name) {
    std::string_view n = name->view();
    if (is_dunder(n)) {
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
