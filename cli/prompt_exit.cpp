// The kiln command's exit. An Interpreter's destructor waits for a compile
// in flight (GCC cannot be stopped halfway), up to a compile's time: 20 to
// 60 ms that a program whose last loop turned hot just before its end would
// spend after its last line. The command does not wait: it ends the
// process, and a detached process compiles that code again for the cache
// (jit/finish_detached.cpp). What GCC leaves behind is in the directory
// made here, which a detached helper removes.
#include "prompt_exit.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <string>

extern char** environ;

namespace {

std::string g_dir; // empty: none made (JIT off, or mkdtemp failed)
std::string g_parent; // where it was made: $TMPDIR as it was, or /tmp
timespec g_started;   // when it was made (CLOCK_MONOTONIC)

// For the signal handler, set before any thread starts: the directory, and
// the helper's command line (see remove_later).
char g_dir_c[4096];
char g_owner_c[4096 + 8]; // its `owner` file, which this process holds a lock on
const char* g_remove_argv[] = {"sh", "-c", "sleep 1; exec rm -rf -- \"$0\"", g_dir_c, nullptr};

// Removes dir and everything in it (kiln's and libgccjit's per-compile
// directories, the assembler's).
void remove_tree(const std::string& dir) {
    if (DIR* d = opendir(dir.c_str())) {
        while (dirent* e = readdir(d)) {
            if (std::strcmp(e->d_name, ".") == 0 || std::strcmp(e->d_name, "..") == 0) continue;
            std::string path = dir + "/" + e->d_name;
            struct stat st;
            if (lstat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode)) remove_tree(path);
            else unlink(path.c_str());
        }
        closedir(d);
    }
    rmdir(dir.c_str());
}

// A process of its own session (a later Ctrl-C in the terminal does not
// reach it), with no stdin, stdout or stderr (a pipe reading kiln's output
// ends when kiln does), that removes the directory a second later: by then
// an assembler GCC may have started has long finished with its files.
// Made with _Fork: posix_spawn waits until the child has exec'd (up to
// 15 ms with GCC busy on the other core), and fork runs atfork handlers
// (which deadlock when a signal handler interrupted malloc). The child
// calls only async-signal-safe functions, as a child of a threaded process
// must.
bool remove_later() {
    // It must outlive a signal sent to kiln's process group (`timeout`
    // sends one after kiln's own): every signal is blocked from its start
    // and stays blocked in the shell and its commands.
    sigset_t all, old;
    sigfillset(&all);
    pthread_sigmask(SIG_BLOCK, &all, &old);
    pid_t pid = _Fork();
    if (pid != 0) pthread_sigmask(SIG_SETMASK, &old, nullptr);
    if (pid < 0) return false;
    if (pid == 0) {
        setsid();
        int fd = open("/dev/null", O_RDWR);
        for (int k = 0; k < 3; k++) dup2(fd, k);
        execve("/bin/sh", const_cast<char**>(g_remove_argv), environ);
        _exit(127);
    }
    return true;
}

// SIGTERM, SIGHUP: the process dies of the signal as it would have, but
// not before the directory goes: at once when it is empty, else (a compile
// was on) a second later. (SIGPIPE is ignored: cli/main.cpp.)
void on_deadly_signal(int sig) {
    int saved = errno;
    if (g_owner_c[0]) unlink(g_owner_c);
    if (g_dir_c[0] && rmdir(g_dir_c) != 0) remove_later();
    errno = saved;
    signal(sig, SIG_DFL);
    raise(sig);
}

// The directories of kiln commands that ended without removing theirs
// (killed by SIGKILL, by the kernel's OOM killer, or crashed): `kiln-` and
// mkdtemp's six characters, in the same place, this user's, not modified
// for ten minutes, with an `owner` file on which no process holds the lock
// its command took (flock: released when a process dies, however it
// dies). A directory with no `owner` file (made by a kiln before this one)
// stays.
void remove_stale_temp_dirs() {
    DIR* d = opendir(g_parent.c_str());
    if (!d) return;
    const time_t old = time(nullptr) - 600;
    while (dirent* e = readdir(d)) {
        if (std::strncmp(e->d_name, "kiln-", 5) != 0 || std::strlen(e->d_name) != 11) continue;
        const std::string path = g_parent + "/" + e->d_name;
        struct stat st;
        if (path == g_dir || lstat(path.c_str(), &st) != 0 || !S_ISDIR(st.st_mode) || st.st_uid != geteuid() ||
            st.st_mtime > old)
            continue;
        int fd = open((path + "/owner").c_str(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
        if (fd < 0) continue;
        if (flock(fd, LOCK_EX | LOCK_NB) == 0) remove_tree(path);
        close(fd);
    }
    closedir(d);
}

} // namespace

void make_jit_temp_dir(const kiln::Config& config) {
    if (!config.jit) return;
    const char* t = std::getenv("TMPDIR");
    g_parent = t && t[0] == '/' ? t : "/tmp";
    clock_gettime(CLOCK_MONOTONIC, &g_started);
    std::string tmpl = g_parent + "/kiln-XXXXXX";
    if (!mkdtemp(tmpl.data())) return; // GCC uses $TMPDIR as it is; exits wait for it
    if (tmpl.size() >= sizeof g_dir_c) {
        rmdir(tmpl.c_str());
        return;
    }
    g_dir = tmpl;
    std::memcpy(g_dir_c, tmpl.c_str(), tmpl.size() + 1);
    // Held while this process lives (close-on-exec: GCC's and the
    // assembler's processes do not take it along): a later command tells
    // a live directory from one left behind by it (remove_stale_temp_dirs).
    const std::string owner = tmpl + "/owner";
    int fd = open(owner.c_str(), O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    if (fd >= 0 && flock(fd, LOCK_SH) == 0) {
        std::memcpy(g_owner_c, owner.c_str(), owner.size() + 1);
    } else if (fd >= 0) { // no lock to hold (a file system without flock): no owner file, never removed
        close(fd);
        unlink(owner.c_str());
    }
    setenv("TMPDIR", g_dir.c_str(), 1);
    for (int sig : {SIGTERM, SIGHUP}) {
        struct sigaction old;
        if (sigaction(sig, nullptr, &old) == 0 && old.sa_handler == SIG_DFL) signal(sig, on_deadly_signal);
    }
}

void end_if_compiling(kiln::Interpreter& interp, int status, bool by_sigint) {
    if (!interp.stop_jit_for_exit() || g_dir.empty()) return;
    // That compile's code goes to the cache all the same, from a detached
    // process, which then removes the directory as remove_later's helper
    // does. Not after Ctrl-C: nothing of kiln's should stay then.
    bool finishing = !by_sigint && interp.finish_jit_compiles_detached(g_remove_argv);
    interp.flush();
    std::fflush(stdout);
    std::fflush(stderr);
    if (!finishing && !remove_later()) return; // the destructor waits; the directory goes after it
    if (by_sigint) {
        signal(SIGINT, SIG_DFL);
        raise(SIGINT);
    }
    _exit(status);
}

void remove_jit_temp_dir() {
    if (g_dir.empty()) return;
    remove_tree(g_dir);
    // Reading $TMPDIR took 0.3 ms with 1,300 entries in it, a tenth of an
    // empty script's run: only after a run of a second or more.
    timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    if (now.tv_sec - g_started.tv_sec + (now.tv_nsec - g_started.tv_nsec) / 1e9 >= 1.0) remove_stale_temp_dirs();
    g_dir.clear();
    g_dir_c[0] = 0;
    g_owner_c[0] = 0;
}
