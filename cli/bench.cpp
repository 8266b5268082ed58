// `kiln bench FILE [ARGS...]`: what the JIT buys on one script. The script
// runs in child processes of this same kiln: with the interpreter only,
// with the JIT as a first run (no code cache: every compile paid), and with
// the JIT's code loaded from a cache of the benchmark's own; each the best
// of N runs, wall time. All of them must print the same bytes. A run with
// --stats gives the compile time. Exit status 1 when outputs differ or a
// run fails.
#include "bench.hpp"

#include <fcntl.h>
#include <spawn.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

extern char** environ;

namespace {

struct Run {
    bool ok = false;
    double secs = 0;
    std::string out, err;
    int status = 0;
};

std::string slurp(const std::string& path) {
    std::ifstream f(path, std::ios::binary);
    std::stringstream ss;
    ss << f.rdbuf();
    return ss.str();
}

// A run that ended while GCC compiled leaves a detached process storing
// that code in the cache, holding a shared lock on DIR/finishing.lock
// (docs/jit.md): waited for after each run, untimed, so that it neither
// takes CPU from the next run nor leaves the cache half filled.
void wait_for_finishers(const std::vector<std::string>& args) {
    const std::string flag = "--jit-cache=";
    for (const auto& a : args) {
        if (a.compare(0, flag.size(), flag) != 0 || a == flag + "off") continue;
        int fd = open((a.substr(flag.size()) + "/finishing.lock").c_str(), O_RDONLY | O_CLOEXEC);
        if (fd < 0) continue;
        while (flock(fd, LOCK_EX) != 0 && errno == EINTR) {
        }
        close(fd);
    }
}

size_t entries_in(const std::string& dir) {
    std::error_code ec;
    size_t n = 0;
    for (auto it = std::filesystem::directory_iterator(dir, ec); !ec && it != std::filesystem::directory_iterator();
         it.increment(ec))
        n += it->path().extension() == ".kjit";
    return n;
}

// Runs kiln with `args`, stdout and stderr to files in dir; wall time.
Run run_kiln(const std::string& self, const std::vector<std::string>& args, const std::string& dir) {
    Run r;
    const std::string out = dir + "/out", err = dir + "/err";
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_addopen(&fa, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&fa, STDOUT_FILENO, out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    posix_spawn_file_actions_addopen(&fa, STDERR_FILENO, err.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    std::vector<char*> argv;
    argv.push_back(const_cast<char*>(self.c_str()));
    for (const auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    auto t0 = std::chrono::steady_clock::now();
    pid_t pid;
    int rc = posix_spawn(&pid, self.c_str(), &fa, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&fa);
    if (rc != 0) {
        r.err = std::string("cannot start kiln: ") + std::strerror(rc);
        return r;
    }
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    r.secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    wait_for_finishers(args);
    r.out = slurp(out);
    r.err = slurp(err);
    r.status = status;
    r.ok = WIFEXITED(status) && WEXITSTATUS(status) == 0;
    return r;
}

// The best of `runs` runs (all must succeed and print the same).
bool best_of(const std::string& self, const std::vector<std::string>& args, const std::string& dir, int runs,
             Run* best) {
    for (int k = 0; k < runs; k++) {
        Run r = run_kiln(self, args, dir);
        if (!r.ok) {
            *best = r;
            return false;
        }
        if (k > 0 && r.out != best->out) {
            best->err = "two runs of the same mode printed different output";
            best->ok = false;
            return false;
        }
        if (k == 0 || r.secs < best->secs) *best = std::move(r); // the same output, checked above
    }
    return true;
}

// "jit: compile     61.0 ms" in --stats' report.
std::string compile_ms(const std::string& report) {
    std::istringstream in(report);
    std::string line;
    while (std::getline(in, line))
        if (line.rfind("jit: compile", 0) == 0) {
            size_t p = line.find_first_of("0123456789");
            if (p != std::string::npos) return line.substr(p);
        }
    return "n/a";
}

std::string native_share(const std::string& report) {
    std::istringstream in(report);
    std::string line;
    while (std::getline(in, line))
        if (line.rfind("jit: iterations", 0) == 0) {
            size_t open = line.find('('), close = line.find(')');
            if (open != std::string::npos && close != std::string::npos && close > open)
                return line.substr(open + 1, close - open - 1);
        }
    return "";
}

void fail(const char* mode, const Run& r) {
    std::fprintf(stderr, "kiln bench: %s failed", mode);
    if (WIFEXITED(r.status)) std::fprintf(stderr, " (exit status %d)", WEXITSTATUS(r.status));
    else if (WIFSIGNALED(r.status)) std::fprintf(stderr, " (killed by signal %d)", WTERMSIG(r.status));
    std::fprintf(stderr, "\n%s", r.err.c_str());
    if (!r.err.empty() && r.err.back() != '\n') std::fputc('\n', stderr);
}

const char* const kBenchUsage =
    "usage: kiln bench [--runs=N] file [arg] ...\n"
    "Runs the script with the interpreter only (--no-jit), with the JIT as a first run (no\n"
    "code cache: it pays every compile) and with the JIT's code from a cache of its own; prints\n"
    "the best of N runs (default 3) of each, the speed-ups, the compile time and the share of\n"
    "loop iterations run natively. All runs must print the same output.\n";

} // namespace

int run_bench(int argc, char** argv) {
    int runs = 3;
    int i = 0;
    for (; i < argc; i++) {
        std::string a = argv[i];
        if (a.rfind("--runs=", 0) == 0) {
            char* end = nullptr;
            long n = std::strtol(argv[i] + 7, &end, 10);
            if (!argv[i][7] || *end || n < 1 || n > 100) {
                std::fputs("kiln bench: --runs expects a number from 1 to 100\n", stderr);
                return 2;
            }
            runs = (int)n;
        } else if (a == "-h" || a == "--help") {
            std::fputs(kBenchUsage, stdout);
            return 0;
        } else if (a.size() > 1 && a[0] == '-') {
            std::fprintf(stderr, "kiln bench: unknown option %s\n%s", a.c_str(), kBenchUsage);
            return 2;
        } else {
            break;
        }
    }
    if (i >= argc) {
        std::fputs(kBenchUsage, stderr);
        return 2;
    }
    const std::string script = argv[i];
    std::vector<std::string> script_args(argv + i, argv + argc);
    struct stat st;
    if (stat(script.c_str(), &st) != 0 || !S_ISREG(st.st_mode)) {
        std::fprintf(stderr, "kiln bench: can't open file '%s'\n", script.c_str());
        return 2;
    }
    std::string self = std::filesystem::read_symlink("/proc/self/exe").string();

    const char* tmpdir = std::getenv("TMPDIR");
    std::string pattern = std::string(tmpdir && *tmpdir ? tmpdir : "/tmp") + "/kiln-bench-XXXXXX";
    std::vector<char> buf(pattern.begin(), pattern.end());
    buf.push_back('\0');
    if (!mkdtemp(buf.data())) {
        std::fprintf(stderr, "kiln bench: cannot make a temporary directory: %s\n", std::strerror(errno));
        return 2;
    }
    const std::string dir = buf.data();
    const std::string cache = dir + "/cache";

    auto with = [&](std::vector<std::string> flags) {
        flags.insert(flags.end(), script_args.begin(), script_args.end());
        return flags;
    };
    std::printf("kiln bench: %s (best of %d run%s each)\n\n", script.c_str(), runs, runs == 1 ? "" : "s");
    std::fflush(stdout);
    int status = 0;
    Run nojit, first, cached, stats;
    if (!best_of(self, with({"--no-jit"}), dir, runs, &nojit)) {
        fail("kiln --no-jit", nojit);
        status = 1;
    } else if (!best_of(self, with({"--jit-cache=off"}), dir, runs, &first)) {
        fail("kiln (JIT, first run)", first);
        status = 1;
    } else {
        // Fills the cache: up to three runs, while one adds entries (a run
        // that loads its code may get further and record another trace).
        Run warm;
        for (int k = 0; k < 3; k++) {
            const size_t had = entries_in(cache);
            warm = run_kiln(self, with({"--jit-cache=" + cache}), dir);
            if (!warm.ok || entries_in(cache) == had) break;
        }
        if (!warm.ok || !best_of(self, with({"--jit-cache=" + cache}), dir, runs, &cached)) {
            fail("kiln (JIT, cached)", warm.ok ? cached : warm);
            status = 1;
        } else {
            stats = run_kiln(self, with({"--jit-cache=off", "--stats"}), dir);
            auto ratio = [&](const Run& r) { return r.secs > 0 ? nojit.secs / r.secs : 0.0; };
            std::printf("  %-24s %8.3f s\n", "kiln --no-jit", nojit.secs);
            std::printf("  %-24s %8.3f s   speed-up %5.1fx   compile %s\n", "kiln (JIT, first run)", first.secs,
                        ratio(first), stats.ok ? compile_ms(stats.err).c_str() : "n/a");
            std::printf("  %-24s %8.3f s   speed-up %5.1fx   compiled code from the cache\n", "kiln (JIT, cached)",
                        cached.secs, ratio(cached));
            std::string share = stats.ok ? native_share(stats.err) : "";
            if (!share.empty()) std::printf("\n  loop iterations run natively (first run): %s\n", share.c_str());
            if (first.out != nojit.out || cached.out != nojit.out) {
                std::fputs("\nkiln bench: OUTPUT DIFFERS between the interpreter and the JIT\n", stderr);
                status = 1;
            } else {
                std::printf("  all runs printed the same output (%zu bytes)\n", nojit.out.size());
            }
        }
    }
    std::error_code ec;
    std::filesystem::remove_all(dir, ec);
    return status;
}
