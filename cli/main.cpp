// The kiln command: run a file, run -c code, read a program from stdin, or,
// on a terminal, the interactive prompt.
#include <malloc.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "kiln/kiln.hpp"
#include "bench.hpp"
#include "prompt_exit.hpp"
#include "repl.hpp"

namespace {

const char* kUsage =
    "usage: kiln [option] ... [-c cmd | file | -] [arg] ...\n"
    "       kiln bench [--runs=N] file [arg] ...   (the interpreter against the JIT on one script)\n"
    "Options:\n"
    "  -c cmd              run the program passed in as a string\n"
    "  --no-jit            run with the interpreter only\n"
    "  --jit-threshold=N   loop iterations before a loop is traced (1: compile every loop)\n"
    "  --jit-max-specialisations=N\n"
    "                      compiled traces per loop, one per set of entry types (default 8)\n"
    "  --jit-opt=N         GCC optimisation level for compiled traces (default 1)\n"
    "  --jit-sync          compile on the interpreter's thread (the log's order is then fixed)\n"
    "  --jit-log           print one line per JIT event on stderr\n"
    "  --jit-perf-map      name compiled traces for perf in /tmp/perf-PID.map\n"
    "  --jit-dump=ir|c|reproducer\n"
    "                      print each trace's IR on stderr (ir), or write libgccjit's C dump (c),\n"
    "                      or a C program making the same libgccjit calls (reproducer)\n"
    "  --jit-cache=DIR|off where compiled traces are kept for later runs (default: $KILN_JIT_CACHE,\n"
    "                      else $XDG_CACHE_HOME/kiln/jit or ~/.cache/kiln/jit)\n"
    "  --stats             print JIT statistics on stderr at exit\n"
    "  -h, --help          print this help and exit\n"
    "  -V, --version       print kiln's version and exit\n"
    "file                  program read from a script file\n"
    "-                     program read from stdin (the default when stdin is not a terminal)\n"
    "With no file and stdin a terminal, kiln starts an interactive prompt.\n";

int usage_error(const std::string& msg) {
    std::fprintf(stderr, "kiln: %s\n%s", msg.c_str(), kUsage);
    return 2;
}

bool parse_int(const char* s, int* out) {
    char* end;
    long v = std::strtol(s, &end, 10);
    if (*s == 0 || *end != 0 || v < 0 || v > 1000000000) return false;
    *out = (int)v;
    return true;
}

// os.path.abspath: make absolute and drop "." and ".." components.
std::string absolute_path(const std::string& path) {
    std::string full = path;
    if (path.empty() || path[0] != '/') {
        char cwd[4096];
        if (getcwd(cwd, sizeof cwd)) full = std::string(cwd) + "/" + path;
    }
    std::vector<std::string> parts;
    size_t start = 0;
    while (start <= full.size()) {
        size_t end = full.find('/', start);
        if (end == std::string::npos) end = full.size();
        std::string part = full.substr(start, end - start);
        if (part == "..") {
            if (!parts.empty()) parts.pop_back();
        } else if (!part.empty() && part != ".") {
            parts.push_back(part);
        }
        start = end + 1;
    }
    std::string out;
    for (auto& p : parts) out += "/" + p;
    return out.empty() ? "/" : out;
}

// The highest sys.setrecursionlimit() the command allows. Frames for it are
// reserved up front (untouched pages cost nothing), and kiln's calls between
// script functions do not use the C stack.
constexpr int kMaxRecursionLimit = 1000000;

kiln::Interpreter* g_interp = nullptr;

void on_sigint(int) { g_interp->interrupt(); }

// The exit status; *by_sigint when the process is to die of SIGINT, as
// CPython's does after a KeyboardInterrupt (the shell then sees an
// interrupted program). Output that cannot be written at the end (the
// reader of the pipe has gone) is reported as CPython's exit reports a
// failed flush of sys.stdout, after the traceback, and the status is 120.
int report(kiln::Interpreter& interp, const std::optional<kiln::Error>& err, bool* by_sigint) {
    std::optional<kiln::Error> lost = interp.flush();
    int status = 0;
    if (err) {
        std::fputs(err->formatted.c_str(), stderr);
        if (err->type == "SystemExit") status = err->exit_status;
        else status = 1;
        *by_sigint = err->type == "KeyboardInterrupt";
    }
    if (lost) {
        std::fputs("Exception ignored in: <_io.TextIOWrapper name='<stdout>' mode='w' encoding='utf-8'>\n", stderr);
        std::fputs(lost->formatted.c_str(), stderr);
        status = 120;
    }
    std::fflush(stderr);
    return status;
}

// input() reads the process's stdin.
std::optional<std::string> read_stdin_line() {
    std::fflush(stdout);
    std::string line;
    if (!std::getline(std::cin, line)) return std::nullopt;
    return line;
}

// The directory part of a path ("" for the current directory).
std::string directory_of(const std::string& path) {
    size_t slash = path.rfind('/');
    return slash == std::string::npos ? "" : path.substr(0, slash);
}

} // namespace

int main(int argc, char** argv) {
    // Large buffers (list items, long strings) come from malloc's heap, and
    // freed ones stay there for the next: by default glibc maps each big
    // buffer afresh and gives freed heap back to the system, so a script
    // that builds and drops big lists page-faults on every one (sieve:
    // 36,700 faults -> 16,900, CPU 113 -> 77 ms; string_build 127,000 ->
    // 74,000, 995 -> 874 ms). The kiln command's own process only: a host
    // embedding kiln keeps its malloc as it set it (docs/embedding.md).
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
    mallopt(M_TRIM_THRESHOLD, 256 << 20);
    // `kiln bench FILE`: the interpreter against the JIT on one script (a
    // script named bench runs as `kiln ./bench`).
    if (argc > 1 && std::strcmp(argv[1], "bench") == 0) return run_bench(argc - 2, argv + 2);
    // As CPython at start-up: a write to a pipe whose reader has gone fails
    // with EPIPE, which print() raises as BrokenPipeError, rather than
    // killing the process. (The JIT's assembler gets the default back.)
    signal(SIGPIPE, SIG_IGN);
    kiln::Config config;
    int i = 1;
    const char* command = nullptr;
    bool stats = false;
    for (; i < argc; i++) {
        std::string a = argv[i];
        if (a == "--no-jit") config.jit = false;
        else if (a.rfind("--jit-threshold=", 0) == 0) {
            if (!parse_int(argv[i] + 16, &config.jit_threshold))
                return usage_error("--jit-threshold expects a non-negative integer");
        } else if (a.rfind("--jit-max-specialisations=", 0) == 0) {
            if (!parse_int(argv[i] + 26, &config.jit_max_specialisations))
                return usage_error("--jit-max-specialisations expects a non-negative integer");
        } else if (a.rfind("--jit-opt=", 0) == 0) {
            if (!parse_int(argv[i] + 10, &config.jit_opt_level) || config.jit_opt_level > 3)
                return usage_error("--jit-opt expects 0, 1, 2 or 3");
        } else if (a == "--jit-sync") {
            config.jit_background = false;
        } else if (a == "--jit-log") {
            config.jit_log = true;
        } else if (a == "--jit-perf-map") {
            config.jit_perf_map = true;
        } else if (a.rfind("--jit-cache=", 0) == 0) {
            config.jit_cache = a.substr(12);
            if (config.jit_cache.empty()) return usage_error("--jit-cache expects a directory or off");
        } else if (a.rfind("--jit-dump=", 0) == 0) {
            config.jit_dump = a.substr(11);
            if (config.jit_dump != "ir" && config.jit_dump != "c" && config.jit_dump != "reproducer")
                return usage_error("--jit-dump expects ir, c or reproducer");
        } else if (a == "--stats") {
            stats = true;
            config.jit_timing = true;
        } else if (a == "-h" || a == "--help") {
            std::fputs(kUsage, stdout);
            return 0;
        } else if (a == "-V" || a == "--version") {
            std::printf("kiln %s (libgccjit %s)\n", kiln::version(), kiln::gccjit_version().c_str());
            return 0;
        } else if (a == "-c") {
            if (i + 1 >= argc) return usage_error("Argument expected for the -c option");
            command = argv[++i];
            i++;
            break;
        } else if (a == "-") {
            break;
        } else if (a.size() > 1 && a[0] == '-') {
            return usage_error("unknown option " + a);
        } else {
            break;
        }
    }

    config.line_buffered = isatty(STDOUT_FILENO);
    config.input = read_stdin_line;
    // Like sys.path[0]: the script's directory, else the current one.
    std::string path = (!command && i < argc && std::strcmp(argv[i], "-") != 0) ? argv[i] : "";
    if (!path.empty() && access(path.c_str(), R_OK) != 0) {
        int err = errno;
        std::fprintf(stderr, "kiln: can't open file '%s': [Errno %d] %s\n", path.c_str(), err, std::strerror(err));
        return 2;
    }
    struct stat st;
    if (!path.empty() && stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode)) {
        // python3 runs a directory's __main__.py; kiln does not.
        std::fprintf(stderr, "kiln: can't run '%s': it is a directory (running a directory's __main__.py is not supported)\n",
                     path.c_str());
        return 1;
    }
    // Tracebacks name the script by its absolute path, as CPython's do.
    if (!path.empty()) path = absolute_path(path);
    config.module_path = {path.empty() ? "" : directory_of(path)};
    bool interactive = !command && path.empty() && (i >= argc) && isatty(STDIN_FILENO);
    // sys.argv as CPython's: the script as given (or "-c", or "" for stdin)
    // and the arguments after it.
    if (command) config.argv.push_back("-c");
    else if (i >= argc) config.argv.push_back("");
    else config.argv.push_back(argv[i++]);
    for (; i < argc; i++) config.argv.push_back(argv[i]);
    // Scripts may raise the recursion limit (sys.setrecursionlimit) this far.
    config.max_recursion_limit = kMaxRecursionLimit;

    make_jit_temp_dir(config);
    struct RemoveTempDir {
        ~RemoveTempDir() { remove_jit_temp_dir(); }
    } remove_temp_dir; // after the Interpreter is destroyed
    kiln::Interpreter interp(config);
    g_interp = &interp;
    if (interactive) return run_repl(interp);
    signal(SIGINT, on_sigint);
    int status;
    bool by_sigint = false;
    if (command) {
        status = report(interp, interp.run_string(command, "<string>"), &by_sigint);
    } else if (!path.empty()) {
        status = report(interp, interp.run_file(path), &by_sigint);
    } else {
        // A program piped in runs as one script, as with python3.
        std::stringstream ss;
        ss << std::cin.rdbuf();
        status = report(interp, interp.run_string(ss.str(), "<stdin>"), &by_sigint);
    }
    if (stats) {
        interp.flush();
        std::fputs(interp.jit_report().c_str(), stderr);
    }
    end_if_compiling(interp, status, by_sigint); // returns when GCC is idle
    if (by_sigint) {
        remove_jit_temp_dir();
        signal(SIGINT, SIG_DFL);
        raise(SIGINT);
    }
    return status;
}
