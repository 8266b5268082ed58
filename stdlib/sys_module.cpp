// The `sys` module: argv, exit, the standard streams' write and flush, the
// recursion limit, the module search path and table. What differs from
// CPython is in docs/stdlib.md.
#include "../include/kiln/kiln.hpp"
#include "../vm/dict.hpp"
#include "../vm/ops.hpp"
#include "args.hpp"
#include "modules.hpp"

namespace kiln {

namespace {

Value no_args(VM& vm, const char* name, int nargs) {
    return vm.raisef(vm.e_TypeError, "{}() takes no arguments ({} given)", name, nargs);
}

// Which stream a TextIOWrapper instance is: its `name`, "<stdout>" or "<stderr>".
bool is_stderr(VM& vm, Value self) {
    if (!is_kind(self, Kind::Instance)) return false;
    auto* inst = static_cast<InstanceObj*>(self.o);
    Value name = inst->dict ? dict_get_str(inst->dict, vm.intern("name")) : Value::empty();
    return is_str(name) && as_str(name)->view() == "<stderr>";
}

// stdout.write goes through print()'s buffer, so the two interleave as
// written; stderr is unbuffered.
Value stream_write(VM& vm, Value* args, int nargs, KwArgs) {
    if (nargs != 2)
        return vm.raisef(vm.e_TypeError, "TextIOWrapper.write() takes exactly one argument ({} given)", nargs - 1);
    Value s = args[1];
    if (!is_str(s)) return vm.raisef(vm.e_TypeError, "write() argument must be str, not {}", vm.type_name(s));
    std::string_view text = as_str(s)->view();
    if (is_stderr(vm, args[0])) {
        if (!vm.write_stderr(text)) return Value::empty();
    } else {
        if (!vm.write(text)) return Value::empty();
        if (vm.line_buffered && text.find('\n') != std::string_view::npos && !vm.flush()) return Value::empty();
    }
    return Value::integer((int64_t)as_str(s)->nchars);
}

Value stream_flush(VM& vm, Value* args, int nargs, KwArgs) {
    if (nargs != 1) return no_args(vm, "TextIOWrapper.flush", nargs - 1);
    if (!is_stderr(vm, args[0]) && !vm.flush()) return Value::empty();
    return Value::none();
}


Value s_getrecursionlimit(VM& vm, Value*, int nargs, KwArgs) {
    if (nargs) return no_args(vm, "sys.getrecursionlimit", nargs);
    return Value::integer(vm.options.recursion_limit);
}

Value s_setrecursionlimit(VM& vm, Value* args, int nargs, KwArgs) {
    if (!check_nargs(vm, "sys.setrecursionlimit", nargs, 1, 1)) return Value::empty();
    int64_t limit;
    if (!index_arg(vm, args[0], &limit, kCIntOverflow)) return Value::empty();
    if (limit < 1) return vm.raise(vm.e_ValueError, "recursion limit must be greater or equal than 1");
    if (limit > vm.options.max_recursion_limit)
        return vm.raisef(vm.e_ValueError, "recursion limit {} is above {}, the most this kiln host allows", limit,
                         vm.options.max_recursion_limit);
    int64_t depth = (int64_t)vm.frame_depth() + 1; // as CPython counts it for a call from a function
    if (limit <= depth)
        return vm.raisef(vm.e_RecursionError,
                         "cannot set the recursion limit to {} at the recursion depth {}: the limit is too low", limit,
                         depth);
    vm.options.recursion_limit = (int)limit;
    // Running traces compare a frame room computed from the old limit when
    // they run a called function's loop: the flag sends them back through
    // the checks (DirectLoopCall).
    vm.attention.store(true, std::memory_order_relaxed);
    return Value::none();
}

// sys.stdout and sys.stderr: instances of a TextIOWrapper class with write
// and flush.
Value make_stream(VM& vm, TypeObj* type, const char* name) {
    auto* inst = vm.alloc<InstanceObj>(Kind::Instance);
    inst->type = type;
    inst->dict = nullptr;
    Value v = Value::object(inst);
    Rooted keep(vm, v);
    inst->dict = vm.new_dict();
    dict_set_str(vm, inst->dict, vm.intern("name"), vm.str(name));
    return v;
}

} // namespace

Value sys_exit(VM& vm, Value* args, int nargs, KwArgs) {
    if (!check_nargs(vm, "exit", nargs, 0, 1)) return Value::empty();
    bool code = nargs && !args[0].is_none(); // sys.exit(None) is SystemExit() with no args, as in CPython
    TupleObj* t = vm.new_tuple(code ? 1 : 0);
    if (code) t->items[0] = args[0];
    Rooted keep(vm, Value::object(t));
    return vm.raise_value(vm.new_exception(vm.e_SystemExit, t));
}

bool init_sys_module(VM& vm, DictObj* dict) {
    TypeObj* io = vm.new_type("TextIOWrapper", vm.t_object, nullptr);
    auto method = [&](const char* name, NativeFn fn) {
        dict_set_str(vm, io->dict, vm.intern(name), Value::object(vm.new_native(name, fn, false, io)));
    };
    method("write", stream_write);
    method("flush", stream_flush);
    module_set(vm, dict, "stdout", make_stream(vm, io, "<stdout>"));
    module_set(vm, dict, "stderr", make_stream(vm, io, "<stderr>"));

    ListObj* argv = vm.new_list();
    module_set(vm, dict, "argv", Value::object(argv));
    for (const std::string& a : vm.argv) argv->values().push_back(vm.str(a));
    // The search path: the directories import looks in (vm/import.cpp reads
    // this list back once sys is imported).
    ListObj* path = vm.new_list();
    module_set(vm, dict, "path", Value::object(path));
    for (const std::string& d : vm.module_path) path->values().push_back(vm.str(d));
    module_set(vm, dict, "modules", Value::object(vm.modules));

    module_def(vm, dict, "exit", sys_exit);
    module_def(vm, dict, "getrecursionlimit", s_getrecursionlimit);
    module_def(vm, dict, "setrecursionlimit", s_setrecursionlimit);
    module_set(vm, dict, "maxsize", Value::integer(INT64_MAX));
    // The language level kiln follows, and which kiln this is.
    module_set(vm, dict, "version", vm.str(fmt::format("3.11.0 (kiln {})", version())));
    module_set(vm, dict, "version_info", vm.tuple({Value::integer(3), Value::integer(11), Value::integer(0),
                                                    vm.str("final"), Value::integer(0)}));
#if defined(__linux__)
    module_set(vm, dict, "platform", vm.str("linux"));
#elif defined(__APPLE__)
    module_set(vm, dict, "platform", vm.str("darwin"));
#endif
    return true;
}

} // namespace kiln
