// What the JIT backend links against. The tracing JIT itself lands with the
// JIT issue; until then kiln only reports the libgccjit it was built with.
#include <libgccjit.h>

#include <string>

#include "../include/kiln/kiln.hpp"

namespace kiln {

std::string gccjit_version() {
    return std::to_string(gcc_jit_version_major()) + "." + std::to_string(gcc_jit_version_minor()) + "." +
           std::to_string(gcc_jit_version_patchlevel());
}

} // namespace kiln
