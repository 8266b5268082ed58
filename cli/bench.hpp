// `kiln bench`: the interpreter against the JIT (first run and cached) on
// one script. argv holds what follows the word `bench`.
#pragma once

int run_bench(int argc, char** argv);
