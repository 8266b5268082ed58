// The libgccjit kiln was built against, as `kiln --version` reports it (the
// JIT itself: jit/jit.hpp).
#include <libgccjit.h>

#include <string>

#include "../include/kiln/kiln.hpp"

namespace kiln {

std::string gccjit_version() {
    return std::to_string(gcc_jit_version_major()) + "." + std::to_string(gcc_jit_version_minor()) + "." +
           std::to_string(gcc_jit_version_patchlevel());
}

} // namespace kiln
