// The interactive prompt, on libedit: line editing, a history file, tab
// completion of names and attributes. Ctrl-C interrupts running code (or
// drops the line being typed); Ctrl-D exits.
#include "repl.hpp"

#include <histedit.h>
#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cctype>
#include <cerrno>
#include <climits>
#include <clocale>
#include <cwchar>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace {

// The prompt's state, reached from libedit callbacks and the signal handler.
kiln::Interpreter* g_interp = nullptr;
std::atomic<bool> g_running{false};      // code runs: Ctrl-C interrupts it
volatile sig_atomic_t g_line_interrupted = 0; // Ctrl-C while a line is typed
const char* g_prompt = ">>> ";

void on_sigint(int) {
    if (g_running.load()) g_interp->interrupt(); // only stores atomics: signal-safe
    else g_line_interrupted = 1;
}

const char* prompt(EditLine*) { return g_prompt; }

// Reads one character for libedit; a Ctrl-C makes the read fail, so that
// el_gets() gives the line up.
int read_char(EditLine*, wchar_t* out) {
    char buf[MB_LEN_MAX];
    size_t n = 0;
    std::mbstate_t state{};
    while (true) {
        if (g_line_interrupted) return -1;
        ssize_t r = read(STDIN_FILENO, buf + n, 1);
        if (r < 0 && errno == EINTR) continue;
        if (r <= 0) return r == 0 ? 0 : -1;
        n++;
        wchar_t wc;
        size_t k = std::mbrtowc(&wc, buf, n, &state);
        if (k == (size_t)-2 && n < sizeof buf) continue; // an incomplete UTF-8 sequence
        if (k == (size_t)-1 || k == (size_t)-2) {
            wc = (unsigned char)buf[0];
        }
        *out = wc;
        return 1;
    }
}

// Tab: indentation at the start of a line, otherwise completion.
unsigned char complete(EditLine* el, int) {
    const LineInfo* li = el_line(el);
    std::string before(li->buffer, li->cursor);
    if (before.find_first_not_of(" \t") == std::string::npos) {
        el_insertstr(el, "    ");
        return CC_REFRESH;
    }
    std::vector<std::string> matches = g_interp->completions(before);
    if (matches.empty()) return CC_REFRESH_BEEP;
    // Insert what all matches share.
    std::string common = matches[0];
    for (auto& m : matches) {
        size_t i = 0;
        while (i < common.size() && i < m.size() && common[i] == m[i]) i++;
        common.resize(i);
    }
    if (common.size() > before.size()) {
        el_insertstr(el, common.substr(before.size()).c_str());
        return CC_REFRESH;
    }
    if (matches.size() == 1) return CC_REFRESH;
    // Several: list them (without the text before the completed word).
    size_t word = before.size();
    while (word > 0 && (std::isalnum((unsigned char)before[word - 1]) || before[word - 1] == '_')) word--;
    std::fputs("\n", stdout);
    size_t width = 0;
    for (auto& m : matches) width = std::max(width, m.size() - word);
    size_t columns = std::max<size_t>(1, 78 / (width + 2)), col = 0;
    for (auto& m : matches) {
        std::printf("%-*s", (int)(width + 2), m.c_str() + word);
        if (++col == columns) {
            std::fputs("\n", stdout);
            col = 0;
        }
    }
    if (col) std::fputs("\n", stdout);
    std::fflush(stdout);
    return CC_REDISPLAY;
}

std::string history_path() {
    if (const char* p = std::getenv("KILN_HISTORY")) return p;
    const char* home = std::getenv("HOME");
    return std::string(home ? home : ".") + "/.kiln_history";
}

void report(const std::optional<kiln::Error>& err) {
    if (!err) return;
    std::fflush(stdout);
    std::fputs(err->formatted.c_str(), stderr);
    std::fflush(stderr);
}

} // namespace

int run_repl(kiln::Interpreter& interp) {
    g_interp = &interp;
    std::setlocale(LC_CTYPE, "");
    std::printf("kiln %s (JIT %s, libgccjit %s): a subset of Python 3\n", kiln::version(),
                interp.jit_enabled() ? "on" : "off", kiln::gccjit_version().c_str());
    std::printf("Ctrl-D exits, Ctrl-C interrupts.\n");
    std::fflush(stdout);

    struct sigaction sa = {};
    sa.sa_handler = on_sigint;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, nullptr); // no SA_RESTART: a read at the prompt returns

    EditLine* el = el_init("kiln", stdin, stdout, stderr);
    History* hist = history_init();
    HistEvent ev;
    std::string hpath = history_path();
    history(hist, &ev, H_SETSIZE, 1000);
    history(hist, &ev, H_SETUNIQUE, 1);
    history(hist, &ev, H_LOAD, hpath.c_str());
    el_set(el, EL_EDITOR, "emacs");
    el_set(el, EL_PROMPT, prompt);
    el_set(el, EL_HIST, history, hist);
    el_set(el, EL_GETCFN, read_char);
    el_set(el, EL_ADDFN, "kiln-complete", "complete a name or attribute", complete);
    el_set(el, EL_BIND, "^I", "kiln-complete", nullptr);

    std::string buffer;
    while (true) {
        g_prompt = buffer.empty() ? ">>> " : "... ";
        g_line_interrupted = 0;
        int count = 0;
        const char* line = el_gets(el, &count);
        if (g_line_interrupted) {
            // As CPython: drop what was typed and start over.
            std::fputs("\nKeyboardInterrupt\n", stdout);
            std::fflush(stdout);
            buffer.clear();
            el_reset(el);
            continue;
        }
        if (!line || count <= 0) { // Ctrl-D
            std::fputs("\n", stdout);
            break;
        }
        std::string text(line, count);
        if (text.back() != '\n') text += '\n';
        if (buffer.empty() && text.find_first_not_of(" \t\r\n") == std::string::npos) continue;
        if (text.find_first_not_of(" \t\r\n") != std::string::npos) {
            std::string entry = text.substr(0, text.size() - 1);
            history(hist, &ev, H_ENTER, entry.c_str());
        }
        buffer += text;
        if (!interp.is_complete(buffer)) continue;
        g_running = true;
        std::optional<kiln::Error> err = interp.run_interactive(buffer);
        g_running = false;
        interp.flush();
        std::fflush(stdout);
        report(err);
        if (err && err->type == "SystemExit") { // sys.exit() leaves the prompt, as in CPython
            history(hist, &ev, H_SAVE, hpath.c_str());
            history_end(hist);
            el_end(el);
            return err->exit_status;
        }
        buffer.clear();
        history(hist, &ev, H_SAVE, hpath.c_str());
    }
    history(hist, &ev, H_SAVE, hpath.c_str());
    history_end(hist);
    el_end(el);
    return 0;
}
