// The `kiln` module: what a script may ask about the interpreter running it
// (only kiln has it; CPython raises ModuleNotFoundError).
#include "../include/kiln/kiln.hpp"
#include "../jit/jit.hpp"
#include "../vm/dict.hpp"
#include "../vm/vm.hpp"
#include "args.hpp"
#include "modules.hpp"

namespace kiln {

namespace {

Value k_jit_enabled(VM& vm, Value*, int nargs, KwArgs) {
    if (!check_nargs(vm, "jit_enabled", nargs, 0, 0)) return Value::empty();
    return Value::boolean(vm.options.jit);
}

Value k_jit_stats(VM& vm, Value*, int nargs, KwArgs) {
    if (!check_nargs(vm, "jit_stats", nargs, 0, 0)) return Value::empty();
    const JitStats& s = vm.jit_stats;
    DictObj* d = vm.new_dict();
    Rooted keep(vm, Value::object(d));
    auto count = [&](const char* k, uint64_t n) { dict_set_str(vm, d, vm.intern(k), Value::integer((int64_t)n)); };
    auto ms = [&](const char* k, double x) { dict_set_str(vm, d, vm.intern(k), Value::number(x)); };
    count("traces_recorded", s.traces_recorded);
    count("traces_compiled", s.traces_compiled);
    count("traces_aborted", s.traces_aborted);
    count("side_traces", s.side_traces);
    count("specialisations", s.specialisations);
    count("blacklisted", s.blacklisted);
    count("guard_exits", s.guard_exits);
    count("loop_iterations", s.loop_iterations);
    count("native_iterations", s.native_iterations);
    count("inner_by_helper", s.inner_by_helper);
    ms("record_ms", s.record_ms);
    ms("compile_ms", s.compile_ms);
    ms("native_ms", s.native_ms());
    count("cache_hits", s.cache_hits);
    count("cache_misses", s.cache_misses);
    ms("cache_saved_ms", s.cache_saved_ms);
    count("compiles_pending", vm.jit_engine ? (uint64_t)vm.jit_engine->compiles_pending() : 0);
    return Value::object(d);
}

} // namespace

bool init_kiln_module(VM& vm, DictObj* dict) {
    module_set(vm, dict, "version", vm.str(version()));
    module_def(vm, dict, "jit_enabled", k_jit_enabled);
    module_def(vm, dict, "jit_stats", k_jit_stats);
    return true;
}

} // namespace kiln
