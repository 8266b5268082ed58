// The interactive prompt (kiln with no arguments, on a terminal).
#pragma once
#include "kiln/kiln.hpp"

// Reads, runs and echoes statements until Ctrl-D; returns the exit status.
int run_repl(kiln::Interpreter& interp);
