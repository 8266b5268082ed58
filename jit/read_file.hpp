// A whole file into a string: what GCC and the assembler write, read back
// by the JIT (jit/compile.cpp, jit/assembler.cpp).
#pragma once

#include <cstdio>
#include <string>

namespace kiln::jit {

// False when the file cannot be opened or read.
inline bool read_file(const std::string& path, std::string* out) {
    std::FILE* f = std::fopen(path.c_str(), "rb");
    if (!f) return false;
    out->clear();
    char buf[65536];
    size_t n;
    while ((n = std::fread(buf, 1, sizeof buf, f)) > 0) out->append(buf, n);
    bool ok = !std::ferror(f);
    std::fclose(f);
    return ok;
}

} // namespace kiln::jit
