// binutils' `as`, started before it is needed (see assembler.hpp).
#include "assembler.hpp"
#include "files.hpp"

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include <fmt/format.h>

extern char** environ;

namespace kiln::jit {

namespace {

// Waits for pid, through EINTR; its exit status, or -1.
int wait_for(pid_t pid) {
    int status = 0;
    while (waitpid(pid, &status, 0) < 0)
        if (errno != EINTR) return -1;
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

} // namespace

const std::string& Assembler::program() {
    // As GCC's driver finds it when it is not in GCC's own directories:
    // the first `as` on PATH.
    static const std::string found = [] {
        const char* path = std::getenv("PATH");
        std::string dirs = path ? path : "/usr/bin:/bin";
        size_t start = 0;
        while (start <= dirs.size()) {
            size_t end = dirs.find(':', start);
            if (end == std::string::npos) end = dirs.size();
            std::string dir = dirs.substr(start, end - start);
            std::string candidate = (dir.empty() ? "." : dir) + "/as";
            if (access(candidate.c_str(), X_OK) == 0) return candidate;
            start = end + 1;
        }
        return std::string();
    }();
    return found;
}

// Starts the next `as`: its own process group (a Ctrl-C at the terminal
// does not reach it), the default signal mask and dispositions (the
// compiler thread blocks some), standard input from a socket whose writes
// never raise SIGPIPE in kiln, standard error into a file.
bool Assembler::start(std::string* error) {
    if (program().empty()) {
        *error = "no `as` on PATH";
        return false;
    }
    if (dir_.empty() && (dir_ = make_private_dir("kiln-as")).empty()) {
        *error = fmt::format("cannot make a directory for the assembler: {}", std::strerror(errno));
        return false;
    }
    int fds[2];
    if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds) != 0) {
        *error = fmt::format("socketpair: {}", std::strerror(errno));
        return false;
    }
    Waiting w;
    w.object_path = fmt::format("{}/{}.o", dir_, serial_);
    w.error_path = fmt::format("{}/{}.err", dir_, serial_);
    serial_++;
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_adddup2(&fa, fds[1], 0);
    posix_spawn_file_actions_addopen(&fa, 1, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&fa, 2, w.error_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    posix_spawnattr_t attr;
    posix_spawnattr_init(&attr);
    sigset_t none, defaults;
    sigemptyset(&none);
    sigemptyset(&defaults);
    for (int s : {SIGINT, SIGTERM, SIGHUP, SIGPIPE, SIGQUIT}) sigaddset(&defaults, s);
    posix_spawnattr_setsigmask(&attr, &none);
    posix_spawnattr_setsigdefault(&attr, &defaults);
    posix_spawnattr_setpgroup(&attr, 0);
    posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
    const char* argv[] = {"as", "--64", "-o", w.object_path.c_str(), nullptr};
    int rc = posix_spawn(&w.pid, program().c_str(), &fa, &attr, const_cast<char**>(argv), environ);
    posix_spawn_file_actions_destroy(&fa);
    posix_spawnattr_destroy(&attr);
    close(fds[1]);
    if (rc != 0) {
        close(fds[0]);
        *error = fmt::format("cannot start {}: {}", program(), std::strerror(rc));
        return false;
    }
    w.input = fds[0];
    waiting_ = w;
    return true;
}

void Assembler::finish(Waiting& w) {
    if (w.input >= 0) close(w.input);
    unlink(w.object_path.c_str());
    unlink(w.error_path.c_str());
    w = Waiting{};
}

bool Assembler::assemble(const std::string& text, std::string* object, std::string* error) {
    std::lock_guard<std::mutex> lock(mu_);
    if (broken_) {
        *error = "not used after an earlier failure";
        return false;
    }
    bool ok = assemble_locked(text, object, error);
    if (!ok) broken_ = true;
    return ok;
}

bool Assembler::assemble_locked(const std::string& text, std::string* object, std::string* error) {
    // Twice at most: the waiting `as` may have died meanwhile (killed by
    // someone); a fresh one then gets the text.
    for (int attempt = 0; attempt < 2; attempt++) {
        if (waiting_.pid < 0 && !start(error)) return false;
        Waiting w = waiting_;
        waiting_ = Waiting{};
        size_t sent = 0;
        while (sent < text.size()) {
            ssize_t n = send(w.input, text.data() + sent, text.size() - sent, MSG_NOSIGNAL);
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) break;
            sent += (size_t)n;
        }
        close(w.input);
        w.input = -1;
        int status = wait_for(w.pid);
        if (sent < text.size()) {
            finish(w);
            *error = "the waiting assembler had gone";
            continue;
        }
        bool ok = status == 0 && read_file(w.object_path, object);
        if (!ok) {
            std::string said;
            read_file(w.error_path, &said);
            while (!said.empty() && said.back() == '\n') said.pop_back();
            *error = fmt::format("{} failed (status {}){}{}", program(), status, said.empty() ? "" : ": ", said);
        }
        finish(w);
        return ok; // the next one is started by prepare(), off the compile's path
    }
    return false;
}

void Assembler::prepare() {
    std::lock_guard<std::mutex> lock(mu_);
    std::string ignored;
    if (!broken_ && waiting_.pid < 0) start(&ignored);
}

Assembler::~Assembler() {
    if (waiting_.pid >= 0) {
        kill(waiting_.pid, SIGKILL);
        close(waiting_.input);
        waiting_.input = -1;
        wait_for(waiting_.pid);
        finish(waiting_);
    }
    if (!dir_.empty()) rmdir(dir_.c_str());
}

} // namespace kiln::jit
