// The runtime helper table traces call through (jit/helpers.cpp).
#pragma once
#include "codegen.hpp"

namespace kiln::jit {

void install_helpers(JitRuntime& rt);

} // namespace kiln::jit
