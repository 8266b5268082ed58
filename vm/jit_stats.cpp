// The tick rate of JitStats::ticks(), measured rather than assumed.
#include "jit_stats.hpp"

#include <chrono>

namespace kiln {

namespace {

using Clock = std::chrono::steady_clock;

struct Anchor {
    uint64_t ticks = JitStats::ticks();
    Clock::time_point time = Clock::now();
};

const Anchor anchor; // at load time

} // namespace

double JitStats::ms_per_tick() {
#if defined(__x86_64__) || defined(__i386__)
    uint64_t dt = ticks() - anchor.ticks;
    double ms = std::chrono::duration<double, std::milli>(Clock::now() - anchor.time).count();
    return dt ? ms / (double)dt : 0.0;
#else
    return 1e-6;
#endif
}

} // namespace kiln
