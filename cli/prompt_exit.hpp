// How the kiln command ends its process: as soon as the script is done,
// even while GCC is still compiling a trace in the background.
#pragma once
#include "kiln/kiln.hpp"

// The JIT's temporary files, kiln's and GCC's (libgccjit's directory and
// the assembler's files), go in one directory per process: made here and
// named in $TMPDIR before any thread starts. Call once, before the
// Interpreter is made; nothing happens with the JIT off.
void make_jit_temp_dir(const kiln::Config& config);

// After the script: if GCC is still compiling, ends the process at once
// (print() output flushed; exit `status`, or death by SIGINT when
// `by_sigint`), leaving the temporary directory to a detached `rm` once
// the assembler GCC may have started is done. Otherwise returns, and the
// caller destroys the Interpreter and then calls remove_jit_temp_dir().
void end_if_compiling(kiln::Interpreter& interp, int status, bool by_sigint);

// Removes the directory (empty by then), after the Interpreter is gone.
void remove_jit_temp_dir();
