// The JIT's counters: what --stats prints and kiln.jit_stats() returns.
// They live in the VM (one set per interpreter) and only the interpreter
// thread writes them.
#pragma once
#include <cstdint>
#if defined(__x86_64__) || defined(__i386__)
#include <x86intrin.h>
#else
#include <chrono>
#endif

namespace kiln {

struct JitStats {
    uint64_t traces_recorded = 0;  // recordings finished
    uint64_t traces_compiled = 0;  // root traces and side traces compiled
    uint64_t traces_aborted = 0;   // recordings given up (with a reason in the log)
    uint64_t side_traces = 0;      // side traces attached to a hot guard exit
    uint64_t specialisations = 0;  // root traces for a loop already compiled with other entry types
    uint64_t blacklisted = 0;      // loops left to the interpreter for a while
    uint64_t guard_exits = 0;      // native code that returned to the interpreter through a guard
    uint64_t loop_iterations = 0;  // back-edges taken, interpreted and native
    uint64_t native_iterations = 0; // of which in native code
    uint64_t inner_by_helper = 0;  // inner loops run from outer code through the run_inner helper: their
                                   // code neither compiled into the outer code nor called directly
    double record_ms = 0;          // time spent recording
    double compile_ms = 0;         // time spent in libgccjit
    uint64_t native_ticks = 0;     // time spent in compiled traces, in ticks (see native_ms); 0 unless timed
                                   // (VMOptions::jit_timing, --stats)
    double native_ms() const { return (double)native_ticks * ms_per_tick(); }
    uint64_t cache_hits = 0;       // compiles answered by the on-disk cache
    uint64_t cache_misses = 0;     // compiles looked up there and not found (then stored)
    double cache_saved_ms = 0;     // compile time the hits saved (as measured when stored, less the load)

    // A clock cheap enough to read at every entry into compiled code (a
    // loop entered 300,000 times spent 13% of its time in clock_gettime):
    // the CPU's invariant timestamp counter on x86, nanoseconds elsewhere.
    static uint64_t ticks() {
#if defined(__x86_64__) || defined(__i386__)
        return __rdtsc();
#else
        return (uint64_t)std::chrono::duration_cast<std::chrono::nanoseconds>(
                   std::chrono::steady_clock::now().time_since_epoch())
            .count();
#endif
    }
    // Milliseconds per tick, measured against steady_clock since the
    // process started (vm/jit_stats.cpp).
    static double ms_per_tick();
};

} // namespace kiln
