// Compiles left at exit, finished in a detached process (Jit::finish_detached).
//
// A program that ends while GCC compiles one of its trees used to lose that
// code: the process does not wait for GCC (20 to 60 ms after its last line),
// and the next run compiled it again, and ended again before it was done.
// spectral_norm's outer loops never reached the cache; their later runs took
// 20 ms where 16 would do. Now the ending process forks: the child compiles
// those trees again and stores them in the cache while the parent exits.
//
// The child is a copy of a threaded process taken at one instant: only the
// forking thread goes on in it, and whatever the compiler thread held then
// stays held. So the child touches nothing that thread may hold: not the
// libgccjit the parent loaded (its global lock is taken for a whole
// compile), which it loads again in a namespace of its own (dlmopen), not the
// parent's lock around GCC runs, nor its cache object, nor its waiting
// assembler. fork() itself keeps malloc and stdio usable in the child. The
// child reads the jobs stop_compiling copied under the JIT's lock.
#include <fcntl.h>
#include <signal.h>
#include <sys/resource.h>
#include <unistd.h>

#include <fmt/format.h>

#include <algorithm>
#include <cstdio>

#include "gccjit_api.hpp"
#include "jit.hpp"

namespace kiln::jit {

namespace {

// Trees a child compiles at most; and it is killed if it runs this long
// (an unforeseen lock taken by the fork: nothing lingers forever).
constexpr size_t kMaxLeftovers = 8;
constexpr unsigned kWatchdogSeconds = 60;
// fork() copies the page tables, in the ending process's time: 25 to 50 ms
// for 1 GB in 4 KB pages (a test program on this project's machine,
// loaded; 0.1 ms when transparent huge pages back it). A process this big
// ends without: a compile's code is worth less to it than that wait.
constexpr uint64_t kMaxResidentBytes = 256ull << 20;

uint64_t resident_bytes() {
    std::FILE* f = std::fopen("/proc/self/statm", "r");
    if (!f) return 0;
    unsigned long long size = 0, resident = 0;
    const bool ok = std::fscanf(f, "%llu %llu", &size, &resident) == 2;
    std::fclose(f);
    return ok ? resident * (uint64_t)sysconf(_SC_PAGESIZE) : 0;
}

// The detached child: a session of its own (Ctrl-C in the terminal and
// signals to kiln's process group do not reach it), standard streams on
// /dev/null (a pipe reading kiln's output ends when kiln does), no other
// descriptor but `keep` (the assembler's pipes close with the parent), the
// lowest priority, and the signals' default actions.
void detach(int keep) {
    setsid();
    int fd = open("/dev/null", O_RDWR);
    if (fd >= 0) {
        for (int k = 0; k < 3; k++) dup2(fd, k);
        if (fd > 2) close(fd);
    }
    if (keep > 3) close_range(3, (unsigned)keep - 1, 0);
    close_range((unsigned)std::max(keep + 1, 3), ~0U, 0);
    setpriority(PRIO_PROCESS, 0, 19);
    for (int sig : {SIGINT, SIGTERM, SIGHUP, SIGALRM, SIGQUIT}) signal(sig, SIG_DFL);
}

} // namespace

int Jit::finish_detached(const char* const* then_argv) {
    std::vector<Job> jobs;
    {
        std::lock_guard<std::mutex> lock(mu_);
        for (Job& j : leftovers_)
            if (j.opts.cache && j.opts.cache->enabled() && !j.opts.dumps() && jobs.size() < kMaxLeftovers)
                jobs.push_back(std::move(j));
        leftovers_.clear();
    }
    // Not while the compiler thread may be inside dlopen (the loader's lock).
    if (jobs.empty() || !gccjit_loaded()) return 0;
    if (const uint64_t rss = resident_bytes(); rss > kMaxResidentBytes) {
        log(fmt::format("not finished in a detached process: {} MB resident (fork copies the page tables)",
                        rss >> 20));
        return 0;
    }
    const std::string dir = cache_.dir();
    // Taken here and held by the child until it execs or exits (the
    // benchmarks and the tests wait for it).
    int lock_fd = cache_.hold_finishing_lock();
    std::fflush(nullptr);
    sigset_t all, old;
    sigfillset(&all);
    pthread_sigmask(SIG_BLOCK, &all, &old);
    pid_t pid = fork();
    if (pid != 0) {
        pthread_sigmask(SIG_SETMASK, &old, nullptr);
        if (lock_fd >= 0) close(lock_fd);
        if (pid < 0) return 0;
        log(fmt::format("{} tree{} left to compile in a detached process (pid {}), for the code cache", jobs.size(),
                        jobs.size() == 1 ? "" : "s", pid));
        return (int)pid;
    }
    detach(lock_fd);
    sigset_t none;
    sigemptyset(&none);
    pthread_sigmask(SIG_SETMASK, &none, nullptr);
    alarm(kWatchdogSeconds);
    compiles_alone();
    if (load_fresh_gccjit(nullptr)) {
        CodeCache cache(dir);
        std::vector<BatchItem> items;
        for (Job& j : jobs) {
            j.opts.cache = &cache;
            j.opts.assembler = nullptr; // the parent's: GCC's driver assembles
            items.push_back(BatchItem{&j.ir, &j.opts, {}, {}});
        }
        compile_batch(items);
        // A side trace's tree: where it grew from, as install() notes it
        // (CodeCache::side_hints), so that the next run records it at once.
        for (size_t k = 0; k < jobs.size(); k++)
            if (jobs[k].side && items[k].out.fn && !jobs[k].tree->code.key.empty())
                cache.add_side_hint(jobs[k].tree->code.key, jobs[k].side_snap);
    }
    if (then_argv && then_argv[0]) execvp(then_argv[0], const_cast<char* const*>(then_argv));
    _exit(0);
}

} // namespace kiln::jit
