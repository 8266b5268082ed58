// OSError as CPython's (Objects/exceptions.c, OSError_new and friends):
//
// 1. OSError(errno, strerror[, filename[, winerror[, filename2]]]): two to
//    five arguments set errno and strerror, and a filename that is not None
//    sets filename (and filename2, if not None) and cuts args down to
//    (errno, strerror). winerror is ignored, as CPython does off Windows.
// 2. OSError itself (IOError, EnvironmentError) called with an int errno
//    that has a subclass makes that subclass: OSError(32, ...) is a
//    BrokenPipeError.
// 3. The four attributes are CPython's slots: kept in
//    ExceptionObj::members, not in __dict__. One missing there is unset
//    (NULL in CPython): it reads as None, but str() does not show it.
// 4. A class of the script that defines __init__ gets empty args at its
//    call, and OSError.__init__ (reached through super()) does the parsing;
//    for every other class the call does it and OSError.__init__ nothing.
#include "os_error.hpp"

#include <cerrno>
#include <cstring>

#include "class.hpp"
#include "dict.hpp"
#include "dunder.hpp"
#include "ops.hpp"

namespace kiln {

namespace {

const char* const kNames[] = {"errno", "strerror", "filename", "filename2"};

bool is_os_error_attr(std::string_view n) {
    for (const char* k : kNames)
        if (n == k) return true;
    return false;
}

void set_member(VM& vm, ExceptionObj* e, const char* name, Value v) {
    if (!e->members) e->members = vm.new_dict();
    dict_set_str(vm, e->members, vm.intern(name), v);
}

Value member(VM& vm, ExceptionObj* e, const char* name) {
    return e->members ? dict_get_str(e->members, vm.intern(name)) : Value::empty();
}

// CPython's oserror_parse_args and oserror_init.
bool parse_args(VM& vm, ExceptionObj* e, TupleObj* args) {
    e->members = nullptr;
    e->args = args;
    if (args->size < 2 || args->size > 5) return true;
    Value filename = args->size >= 3 ? args->items[2] : Value::none();
    if (!filename.is_none()) {
        // BlockingIOError(errno, strerror, n): n is characters_written.
        if (e->type == vm.type_for_errno(EAGAIN) && (filename.is_number() || is_bigint(filename))) {
            vm.raise(vm.e_NotImplementedError,
                     "BlockingIOError() with a characters_written argument is not supported by kiln yet");
            return false;
        }
        set_member(vm, e, "filename", filename);
        if (args->size == 5 && !args->items[4].is_none()) set_member(vm, e, "filename2", args->items[4]);
        TupleObj* two = vm.new_tuple(2);
        two->items[0] = args->items[0];
        two->items[1] = args->items[1];
        e->args = two;
    }
    set_member(vm, e, "errno", args->items[0]);
    set_member(vm, e, "strerror", args->items[1]);
    return true;
}

// Does the class parse its arguments in OSError.__init__ (it defines its own)?
bool uses_init(VM& vm, TypeObj* t) {
    Value init = lookup_mro(t, dunder(vm, Dunder::init_));
    return !(is_kind(init, Kind::Native) && static_cast<NativeObj*>(init.o)->fn == os_error_init);
}

ExceptionObj* self_os_error(VM& vm, Value* args, int nargs, const char* method) {
    if (nargs < 1) {
        vm.raisef(vm.e_TypeError, "descriptor '{}' of 'OSError' object needs an argument", method);
        return nullptr;
    }
    if (!vm.isinstance(args[0], vm.e_OSError)) {
        vm.raisef(vm.e_TypeError, "descriptor '{}' requires a 'OSError' object but received a '{}'", method,
                  vm.type_name(args[0]));
        return nullptr;
    }
    return static_cast<ExceptionObj*>(args[0].o);
}

Value os_error_str_method(VM& vm, Value* args, int nargs, KwArgs) {
    ExceptionObj* e = self_os_error(vm, args, nargs, "__str__");
    if (!e) return Value::empty();
    if (nargs != 1) return vm.raisef(vm.e_TypeError, "expected 0 arguments, got {}", nargs - 1);
    std::string out;
    bool done;
    if (!os_error_str(vm, e, out, &done)) return Value::empty();
    if (done) return vm.str(out);
    TupleObj* a = e->args;
    if (a->size == 0) return vm.str("");
    if (a->size == 1) return to_str(vm, a->items[0]);
    return repr(vm, Value::object(a));
}

} // namespace

TypeObj* VM::type_for_errno(int errnum) const {
    for (auto& [n, t] : errno_types)
        if (n == errnum) return t;
    return nullptr;
}

Value new_os_error(VM& vm, TypeObj* type, TupleObj* args) {
    if (type == vm.e_OSError && args->size >= 2 && args->size <= 5 && args->items[0].is_intlike()) {
        int64_t n = args->items[0].as_int();
        if (TypeObj* t = n == (int)n ? vm.type_for_errno((int)n) : nullptr) type = t;
    }
    Value v = vm.new_exception(type, args);
    if (!parse_args(vm, static_cast<ExceptionObj*>(v.o), args)) return Value::empty();
    return v;
}

Value os_error_init(VM& vm, Value* args, int nargs, KwArgs kw) {
    ExceptionObj* e = self_os_error(vm, args, nargs, "__init__");
    if (!e) return Value::empty();
    if (!uses_init(vm, e->type)) return Value::none(); // the call did it
    if (kw.n) return vm.raisef(vm.e_TypeError, "{}() takes no keyword arguments", e->type->name->data);
    TupleObj* a = vm.new_tuple(nargs - 1);
    for (int i = 1; i < nargs; i++) a->items[i - 1] = args[i];
    if (!parse_args(vm, e, a)) return Value::empty();
    return Value::none();
}

Value VM::errno_error(int errnum, const std::string* filename) {
    TupleObj* args = new_tuple(filename ? 3 : 2);
    args->items[0] = Value::integer(errnum);
    args->items[1] = str(std::strerror(errnum));
    if (filename) args->items[2] = str(*filename);
    return new_os_error(*this, e_OSError, args); // cannot fail: no BlockingIOError with a number
}

Value VM::raise_errno(int errnum, const std::string* filename) {
    return raise_value(errno_error(errnum, filename));
}

bool os_error_str(VM& vm, ExceptionObj* e, std::string& out, bool* done) {
    *done = false;
    if (!e->members) return true;
    Value no = member(vm, e, "errno"), text = member(vm, e, "strerror");
    Value file = member(vm, e, "filename"), file2 = member(vm, e, "filename2");
    if (file.is_empty() && (no.is_empty() || text.is_empty())) return true;
    *done = true;
    out += "[Errno ";
    if (!str_into(vm, no.is_empty() ? Value::none() : no, out)) return false;
    out += "] ";
    if (!str_into(vm, text.is_empty() ? Value::none() : text, out)) return false;
    if (file.is_empty()) return true;
    out += ": ";
    if (!repr_into(vm, file, out)) return false;
    if (file2.is_empty()) return true;
    out += " -> ";
    return repr_into(vm, file2, out);
}

Value os_error_getattr(VM& vm, ExceptionObj* e, StrObj* name) {
    if (!is_os_error_attr(name->view()) || !vm.is_subtype(e->type, vm.e_OSError) ||
        !lookup_mro(e->type, name).is_empty())
        return Value::empty();
    Value v = e->members ? dict_get_str(e->members, name) : Value::empty();
    return v.is_empty() ? Value::none() : v;
}

int os_error_setattr(VM& vm, ExceptionObj* e, StrObj* name, Value value) {
    if (!vm.is_subtype(e->type, vm.e_OSError)) return 0;
    if (name->view() == "characters_written") {
        vm.raise(vm.e_NotImplementedError, "OSError's characters_written is not supported by kiln yet");
        return -1;
    }
    if (!is_os_error_attr(name->view()) || !lookup_mro(e->type, name).is_empty()) return 0;
    if (!e->members) e->members = vm.new_dict();
    dict_set_str(vm, e->members, name, value);
    return 1;
}

int os_error_delattr(VM& vm, ExceptionObj* e, StrObj* name) {
    if (!vm.is_subtype(e->type, vm.e_OSError)) return 0;
    if (name->view() == "characters_written") {
        vm.raise(vm.e_NotImplementedError, "OSError's characters_written is not supported by kiln yet");
        return -1;
    }
    if (!is_os_error_attr(name->view()) || !lookup_mro(e->type, name).is_empty()) return 0;
    // As CPython's: deleting makes it unset, and never fails.
    if (e->members && dict_del(vm, e->members, Value::object(name)) < 0) return -1;
    return 1;
}

void install_os_error(VM& vm) {
    auto type = [&](const char* name) { return static_cast<TypeObj*>(dict_get_str(vm.builtins, vm.intern(name)).o); };
    // CPython's errnomap (Objects/exceptions.c, _PyExc_InitState).
    const std::pair<int, const char*> table[] = {
        {EAGAIN, "BlockingIOError"},         {EALREADY, "BlockingIOError"},
        {EINPROGRESS, "BlockingIOError"},    {EWOULDBLOCK, "BlockingIOError"},
        {EPIPE, "BrokenPipeError"},          {ESHUTDOWN, "BrokenPipeError"},
        {ECHILD, "ChildProcessError"},       {ECONNABORTED, "ConnectionAbortedError"},
        {ECONNREFUSED, "ConnectionRefusedError"}, {ECONNRESET, "ConnectionResetError"},
        {EEXIST, "FileExistsError"},         {ENOENT, "FileNotFoundError"},
        {EISDIR, "IsADirectoryError"},       {ENOTDIR, "NotADirectoryError"},
        {EINTR, "InterruptedError"},         {EACCES, "PermissionError"},
        {EPERM, "PermissionError"},          {ESRCH, "ProcessLookupError"},
        {ETIMEDOUT, "TimeoutError"},
    };
    for (auto& [n, name] : table)
        if (!vm.type_for_errno(n)) vm.errno_types.push_back({n, type(name)});
    TypeObj* os = vm.e_OSError;
    dict_set_str(vm, os->dict, vm.intern("__init__"),
                 Value::object(vm.new_native("__init__", os_error_init, true, os)));
    dict_set_str(vm, os->dict, vm.intern("__str__"), Value::object(vm.new_native("__str__", os_error_str_method, false, os)));
}

} // namespace kiln
