// What the JIT backend links against. The tracing JIT itself lands with the
// JIT issue; until then kiln only reports the libgccjit it was built with.
#include <libgccjit.h>

#include <string>

namespace kiln {

std::string gccjit_version() {
    return std::to_string(gcc_jit_version_major()) + "." + std::to_string(gcc_jit_version_minor()) + "." +
           std::to_string(gcc_jit_version_patchlevel());
}

} // namespace kiln
