// Loading libgccjit (jit/gccjit_api.hpp), and the version `kiln --version`
// reports.
#define KILN_GCCJIT_LOADER
#include "gccjit_api.hpp"

#include <dlfcn.h>

#include <atomic>
#include <cstdlib>
#include <mutex>
#include <string>

#include "../include/kiln/kiln.hpp"

namespace kiln::jit {

GccJit gccjit;

namespace {

struct LoadState {
    bool ok = false;
    std::string why;
};

std::atomic<bool> g_loaded{false};
bool g_fresh = false; // a forked child's own copy replaced the table (load_fresh_gccjit)

// fresh: into a new link-map namespace (dlmopen), a copy with its own
// state, libc included.
LoadState load(bool fresh) {
    LoadState s;
    // $KILN_LIBGCCJIT names the library to use; else the name the Debian
    // package (libgccjit0) and GCC's own install give it, and the
    // development symlink as a last resort.
    void* lib = nullptr;
    const char* chosen = std::getenv("KILN_LIBGCCJIT");
    for (const char* name : {"libgccjit.so.0", "libgccjit.so"}) {
        if (chosen && chosen[0]) name = chosen;
        lib = fresh ? dlmopen(LM_ID_NEWLM, name, RTLD_LAZY | RTLD_LOCAL) : dlopen(name, RTLD_LAZY | RTLD_LOCAL);
        if (lib) break;
        if (s.why.empty()) s.why = dlerror();
        if (chosen && chosen[0]) break;
    }
    if (!lib) return s;
    GccJit table;
#define KILN_GCCJIT_LOOKUP(f)                                                     \
    table.f = reinterpret_cast<decltype(table.f)>(dlsym(lib, #f));                \
    if (!table.f) {                                                               \
        s.why = "libgccjit has no " #f " (kiln needs libgccjit 12 or later)";     \
        dlclose(lib);                                                             \
        return s;                                                                 \
    }
    KILN_GCCJIT_FUNCTIONS(KILN_GCCJIT_LOOKUP)
#undef KILN_GCCJIT_LOOKUP
    gccjit = table;
    s.ok = true;
    s.why.clear();
    return s; // never closed: compiled code may hold results it made
}

} // namespace

bool load_gccjit(std::string* why) {
    if (g_fresh) return true;
    static std::once_flag once;
    static LoadState state;
    std::call_once(once, [] {
        state = load(false);
        g_loaded.store(state.ok);
    });
    if (!state.ok && why) *why = "libgccjit could not be loaded: " + state.why;
    return state.ok;
}

bool gccjit_loaded() { return g_loaded.load(); }

bool load_fresh_gccjit(std::string* why) {
    LoadState s = load(true);
    if (!s.ok) {
        if (why) *why = "libgccjit could not be loaded: " + s.why;
        return false;
    }
    g_fresh = true;
    return true;
}

} // namespace kiln::jit

namespace kiln {

std::string gccjit_version() {
    if (!jit::load_gccjit(nullptr)) return "not loaded";
    const jit::GccJit& g = jit::gccjit;
    return std::to_string(g.gcc_jit_version_major()) + "." + std::to_string(g.gcc_jit_version_minor()) + "." +
           std::to_string(g.gcc_jit_version_patchlevel());
}

} // namespace kiln
