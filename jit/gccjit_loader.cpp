// Loading libgccjit (jit/gccjit_api.hpp), and the version `kiln --version`
// reports.
#define KILN_GCCJIT_LOADER
#include "gccjit_api.hpp"

#include <dlfcn.h>

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

LoadState load() {
    LoadState s;
    // $KILN_LIBGCCJIT names the library to use; else the name the Debian
    // package (libgccjit0) and GCC's own install give it, and the
    // development symlink as a last resort.
    void* lib = nullptr;
    const char* chosen = std::getenv("KILN_LIBGCCJIT");
    for (const char* name : {"libgccjit.so.0", "libgccjit.so"}) {
        if (chosen && chosen[0]) name = chosen;
        if ((lib = dlopen(name, RTLD_LAZY | RTLD_LOCAL))) break;
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
    static std::once_flag once;
    static LoadState state;
    std::call_once(once, [] { state = load(); });
    if (!state.ok && why) *why = "libgccjit could not be loaded: " + state.why;
    return state.ok;
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
