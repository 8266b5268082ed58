// Exceptions: the builtin hierarchy, raising, and tracebacks as CPython
// prints them.
#include <algorithm>

#include "class.hpp"
#include "dict.hpp"
#include "dunder.hpp"
#include "ops.hpp"
#include "os_error.hpp"
#include "vm.hpp"

namespace kiln {

namespace {

Value exception_ctor(VM& vm, Value* args, int nargs, KwArgs kw);

} // namespace

void init_exception_types(VM& vm) {
    auto make = [&](const char* name, TypeObj* base) {
        TypeObj* t = vm.new_type(name, base ? base : vm.t_object, exception_ctor);
        t->is_exception = true;
        dict_set_str(vm, vm.builtins, t->name, Value::object(t));
        return t;
    };
    vm.e_BaseException = make("BaseException", nullptr);
    vm.e_SystemExit = make("SystemExit", vm.e_BaseException);
    vm.e_KeyboardInterrupt = make("KeyboardInterrupt", vm.e_BaseException);
    vm.e_GeneratorExit = make("GeneratorExit", vm.e_BaseException);
    vm.e_Exception = make("Exception", vm.e_BaseException);
    vm.e_ArithmeticError = make("ArithmeticError", vm.e_Exception);
    make("FloatingPointError", vm.e_ArithmeticError);
    vm.e_OverflowError = make("OverflowError", vm.e_ArithmeticError);
    vm.e_ZeroDivisionError = make("ZeroDivisionError", vm.e_ArithmeticError);
    vm.e_AssertionError = make("AssertionError", vm.e_Exception);
    vm.e_AttributeError = make("AttributeError", vm.e_Exception);
    vm.e_EOFError = make("EOFError", vm.e_Exception);
    vm.e_ImportError = make("ImportError", vm.e_Exception);
    vm.e_ModuleNotFoundError = make("ModuleNotFoundError", vm.e_ImportError);
    vm.e_LookupError = make("LookupError", vm.e_Exception);
    vm.e_IndexError = make("IndexError", vm.e_LookupError);
    vm.e_KeyError = make("KeyError", vm.e_LookupError);
    vm.e_MemoryError = make("MemoryError", vm.e_Exception);
    vm.e_NameError = make("NameError", vm.e_Exception);
    vm.e_OSError = make("OSError", vm.e_Exception);
    vm.e_TimeoutError = make("TimeoutError", vm.e_OSError);
    vm.e_UnboundLocalError = make("UnboundLocalError", vm.e_NameError);
    vm.e_RuntimeError = make("RuntimeError", vm.e_Exception);
    vm.e_NotImplementedError = make("NotImplementedError", vm.e_RuntimeError);
    vm.e_RecursionError = make("RecursionError", vm.e_RuntimeError);
    vm.e_StopIteration = make("StopIteration", vm.e_Exception);
    vm.e_SyntaxError = make("SyntaxError", vm.e_Exception);
    vm.e_IndentationError = make("IndentationError", vm.e_SyntaxError);
    vm.e_TabError = make("TabError", vm.e_IndentationError);
    vm.e_TypeError = make("TypeError", vm.e_Exception);
    vm.e_ValueError = make("ValueError", vm.e_Exception);
    vm.e_UnicodeError = make("UnicodeError", vm.e_ValueError);
    // The rest of CPython 3.11's builtin exceptions whose behaviour is that of
    // their base (UnicodeDecodeError and friends and the exception groups,
    // which take special arguments, are not provided).
    make("StopAsyncIteration", vm.e_Exception);
    make("BufferError", vm.e_Exception);
    make("ReferenceError", vm.e_Exception);
    make("SystemError", vm.e_Exception);
    dict_set_str(vm, vm.builtins, vm.intern("EnvironmentError"), Value::object(vm.e_OSError));
    dict_set_str(vm, vm.builtins, vm.intern("IOError"), Value::object(vm.e_OSError));
    for (const char* name : {"BlockingIOError", "ChildProcessError", "FileExistsError", "FileNotFoundError",
                             "InterruptedError", "IsADirectoryError", "NotADirectoryError", "PermissionError",
                             "ProcessLookupError"})
        make(name, vm.e_OSError);
    TypeObj* connection = make("ConnectionError", vm.e_OSError);
    for (const char* name : {"BrokenPipeError", "ConnectionAbortedError", "ConnectionRefusedError",
                             "ConnectionResetError"})
        make(name, connection);
    TypeObj* warning = make("Warning", vm.e_Exception);
    for (const char* name : {"UserWarning", "DeprecationWarning", "PendingDeprecationWarning", "SyntaxWarning",
                             "RuntimeWarning", "FutureWarning", "ImportWarning", "UnicodeWarning", "BytesWarning",
                             "ResourceWarning", "EncodingWarning"})
        make(name, warning);
    install_os_error(vm);
}

namespace {

Value exception_ctor(VM& vm, Value* args, int nargs, KwArgs kw) {
    // args[0] is the type being called.
    TypeObj* type = static_cast<TypeObj*>(args[0].o);
    if (kw.n) return vm.raisef(vm.e_TypeError, "{}() takes no keyword arguments", type->name->data);
    TupleObj* t = vm.new_tuple(nargs - 1);
    for (int i = 1; i < nargs; i++) t->items[i - 1] = args[i];
    if (vm.is_subtype(type, vm.e_OSError)) return new_os_error(vm, type, t);
    return vm.new_exception(type, t);
}

} // namespace

Value VM::new_exception(TypeObj* type, TupleObj* args) {
    ExceptionObj* e = alloc<ExceptionObj>(Kind::Exception);
    e->type = type;
    e->args = args ? args : new_tuple(0);
    return Value::object(e);
}

Value VM::raise(TypeObj* type, std::string message) {
    TupleObj* args = new_tuple(1);
    args->items[0] = str(message);
    exc = static_cast<ExceptionObj*>(new_exception(type, args).o);
    chain_context(exc);
    return Value::empty();
}

Value VM::raise_value(Value exception) {
    exc = static_cast<ExceptionObj*>(exception.o);
    chain_context(exc);
    return Value::empty();
}

void VM::chain_context(ExceptionObj* e) {
    if (handling.empty()) return;
    ExceptionObj* ctx = handling.back();
    if (ctx == e) return;
    // Break a cycle the new link would close, as CPython does.
    for (ExceptionObj* o = ctx; o; o = o->context)
        if (o->context == e) {
            o->context = nullptr;
            break;
        }
    e->context = ctx;
}

Value VM::overflow_64(std::string_view what) {
    return raisef(e_OverflowError, "{} beyond 64 bits are not supported by kiln yet", what);
}

Value VM::system_exit_code(ExceptionObj* e) {
    if (e->dict) {
        Value set = dict_get_str(e->dict, intern("code"));
        if (!set.is_empty()) return set;
    }
    if (e->args->size == 0) return Value::none();
    if (e->args->size == 1) return e->args->items[0];
    return Value::object(e->args);
}

int VM::system_exit_status(ExceptionObj* e, std::string& message) {
    Value code = system_exit_code(e);
    if (code.is_none()) return 0;
    if (code.is_intlike()) return (int)code.as_int(); // C's exit() keeps the low 8 bits
    if (is_bigint(code)) return -1;
    ExceptionObj* saved = exc;
    if (!str_into(*this, code, message)) message = "<exception str() failed>";
    exc = saved;
    message += "\n";
    return 1;
}

std::string VM::exception_message(ExceptionObj* e) {
    std::string out;
    if (is_py_instance(*this, Value::object(e)) && !find_special(*this, Value::object(e), Dunder::str_).is_empty()) {
        ExceptionObj* saved = exc;
        if (!str_into(*this, Value::object(e), out)) out = "<exception str() failed>";
        exc = saved;
        return out;
    }
    if (e->members) {
        ExceptionObj* saved = exc;
        bool done;
        if (!os_error_str(*this, e, out, &done)) out = "<exception str() failed>";
        exc = saved;
        if (done) return out;
    }
    TupleObj* a = e->args;
    if (a->size == 0) return out;
    if (a->size == 1) {
        ExceptionObj* saved = exc;
        bool ok = is_subtype(e->type, e_KeyError) ? repr_into(*this, a->items[0], out)
                                                  : str_into(*this, a->items[0], out);
        exc = saved;
        if (!ok) out = "<exception str() failed>";
        return out;
    }
    ExceptionObj* saved = exc;
    if (!repr_into(*this, Value::object(a), out)) out = "<exception str() failed>";
    exc = saved;
    return out;
}

void VM::syntax_error_location(ExceptionObj* e, const std::string& file, int line, int col, int end_col,
                               const std::string& text) {
    std::string out = fmt::format("  File \"{}\", line {}\n", file, line);
    if (!text.empty()) {
        size_t strip = 0;
        while (strip < text.size() && (text[strip] == ' ' || text[strip] == '\t' || text[strip] == '\f')) strip++;
        std::string shown = text.substr(strip);
        while (!shown.empty() && (shown.back() == '\r' || shown.back() == ' ')) shown.pop_back();
        out += "    " + shown + "\n";
        if (col > 0) {
            int caret_at = std::max(0, col - 1 - (int)strip);
            int width = end_col > col ? end_col - col : 1;
            out += "    " + std::string(caret_at, ' ') + std::string(width, '^') + "\n";
        }
    }
    e->syntax_location = out;
}

static std::string source_line(VM& vm, StrObj* file, int line) {
    auto it = vm.sources.find(std::string(file->view()));
    if (it == vm.sources.end()) return "";
    const std::string& src = it->second;
    int n = 1;
    size_t start = 0;
    for (size_t i = 0; i <= src.size(); i++) {
        if (i == src.size() || src[i] == '\n') {
            if (n == line) {
                std::string s = src.substr(start, i - start);
                size_t a = s.find_first_not_of(" \t\f\r");
                if (a == std::string::npos) return "";
                size_t b = s.find_last_not_of(" \t\f\r");
                return s.substr(a, b - a + 1);
            }
            n++;
            start = i + 1;
        }
    }
    return "";
}

std::string VM::format_exception(ExceptionObj* e) {
    // The chain first, oldest first, as CPython prints it.
    std::string out;
    std::vector<ExceptionObj*> seen{e};
    std::vector<std::pair<ExceptionObj*, const char*>> chain;
    for (ExceptionObj* x = e; x;) {
        ExceptionObj* next = nullptr;
        const char* how = nullptr;
        if (x->cause) {
            next = x->cause;
            how = "\nThe above exception was the direct cause of the following exception:\n\n";
        } else if (x->context && !x->suppress_context) {
            next = x->context;
            how = "\nDuring handling of the above exception, another exception occurred:\n\n";
        }
        if (!next || std::find(seen.begin(), seen.end(), next) != seen.end()) break;
        seen.push_back(next);
        chain.push_back({next, how});
        x = next;
    }
    for (auto it = chain.rbegin(); it != chain.rend(); ++it) {
        out += format_one_exception(it->first);
        out += it->second;
    }
    out += format_one_exception(e);
    return out;
}

std::string VM::format_one_exception(ExceptionObj* e) {
    std::string out;
    if (!e->traceback.empty()) {
        out += "Traceback (most recent call last):\n";
        std::string last;
        int repeats = 0;
        auto flush_repeats = [&]() {
            if (repeats > 3)
                out += fmt::format("  [Previous line repeated {} more time{}]\n", repeats - 3,
                                   repeats - 3 == 1 ? "" : "s");
        };
        for (auto it = e->traceback.rbegin(); it != e->traceback.rend(); ++it) {
            std::string entry = fmt::format("  File \"{}\", line {}, in {}\n", it->code->filename->data, it->line,
                                            it->code->name->data);
            std::string text = source_line(*this, it->code->filename, it->line);
            if (!text.empty()) entry += "    " + text + "\n";
            if (entry == last) {
                repeats++;
                if (repeats <= 3) out += entry;
                continue;
            }
            flush_repeats();
            repeats = 1;
            last = entry;
            out += entry;
        }
        flush_repeats();
    }
    out += e->syntax_location;
    std::string msg = exception_message(e);
    TypeObj* t = e->type;
    if (t->is_class) { // as CPython's print_exception names the type
        Value m = type_module(*this, t);
        if (!is_str(m)) out += "<unknown>.";
        else if (as_str(m)->view() != "__main__" && as_str(m)->view() != "builtins")
            out += std::string(as_str(m)->view()) + ".";
    }
    out += t->is_class && t->qualname ? t->qualname->data : t->name->data;
    if (!msg.empty()) out += ": " + msg;
    out += "\n";
    return out;
}

} // namespace kiln
