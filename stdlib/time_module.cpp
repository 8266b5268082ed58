// The `time` module: clocks and sleep. The clocks are the ones CPython uses
// on Linux (time: CLOCK_REALTIME, monotonic and perf_counter:
// CLOCK_MONOTONIC, process_time: CLOCK_PROCESS_CPUTIME_ID).
#include <time.h>

#include <cerrno>
#include <cmath>

#include "../vm/bigint.hpp"
#include "args.hpp"
#include "modules.hpp"

namespace kiln {

namespace {

int64_t clock_ns(clockid_t id) {
    timespec ts;
    clock_gettime(id, &ts);
    return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

// Seconds as CPython converts them: the nanosecond count divided by 1e9.
Value seconds(clockid_t id) { return Value::number((double)clock_ns(id) * 1e-9); }

Value no_args(VM& vm, const char* name, int nargs) {
    return vm.raisef(vm.e_TypeError, "{}() takes no arguments ({} given)", name, nargs);
}

#define TIME_CLOCKS(X)                                                                               \
    X(time, CLOCK_REALTIME) X(monotonic, CLOCK_MONOTONIC) X(perf_counter, CLOCK_MONOTONIC)         \
    X(process_time, CLOCK_PROCESS_CPUTIME_ID)

#define X(name, id)                                                                    \
    Value t_##name(VM& vm, Value*, int nargs, KwArgs) {                                \
        if (nargs) return no_args(vm, "time." #name, nargs);                           \
        return seconds(id);                                                            \
    }                                                                                  \
    Value t_##name##_ns(VM& vm, Value*, int nargs, KwArgs) {                           \
        if (nargs) return no_args(vm, "time." #name "_ns", nargs);                     \
        return Value::integer(clock_ns(id));                                           \
    }
TIME_CLOCKS(X)
#undef X

// sleep(secs): in slices, so that an interrupt or a time limit from the
// host ends it early (as a signal ends CPython's).
Value t_sleep(VM& vm, Value* args, int nargs, KwArgs) {
    if (!check_nargs(vm, "time.sleep", nargs, 1, 1)) return Value::empty();
    double secs;
    if (args[0].is_float()) secs = args[0].f;
    else if (is_integer(args[0])) {
        if (!number_to_double(vm, args[0], &secs)) return Value::empty();
    } else {
        return vm.raisef(vm.e_TypeError, "'{}' object cannot be interpreted as an integer", vm.type_name(args[0]));
    }
    if (std::isnan(secs)) return vm.raise(vm.e_ValueError, "Invalid value NaN (not a number)");
    if (secs < 0) return vm.raise(vm.e_ValueError, "sleep length must be non-negative");
    if (secs > 9.2e9) return vm.raise(vm.e_OverflowError, "timestamp out of range for platform time_t");
    int64_t end = clock_ns(CLOCK_MONOTONIC) + (int64_t)(secs * 1e9);
    for (;;) {
        if (!vm.poll()) return Value::empty();
        int64_t left = end - clock_ns(CLOCK_MONOTONIC);
        if (left <= 0) break;
        int64_t slice = left < 50000000 ? left : 50000000; // 50 ms
        timespec ts{(time_t)(slice / 1000000000), (long)(slice % 1000000000)};
        nanosleep(&ts, nullptr);
    }
    return Value::none();
}

} // namespace

bool init_time_module(VM& vm, DictObj* dict) {
#define X(name, id)                             \
    module_def(vm, dict, #name, t_##name);      \
    module_def(vm, dict, #name "_ns", t_##name##_ns);
    TIME_CLOCKS(X)
#undef X
    module_def(vm, dict, "sleep", t_sleep);
    return true;
}

} // namespace kiln
