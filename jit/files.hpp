// The JIT's files: what GCC and the assembler write, read back whole, and
// the private directories they write in (jit/compile.cpp, jit/assembler.cpp).
#pragma once

#include <cstdio>
#include <cstdlib>
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

// A new directory `name`-XXXXXX (mkdtemp's template) in $TMPDIR, or /tmp
// when that is not an absolute path; "" when it cannot be made (errno says
// why).
inline std::string make_private_dir(const char* name) {
    const char* t = std::getenv("TMPDIR");
    std::string tmpl = std::string(t && t[0] == '/' ? t : "/tmp") + "/" + name + "-XXXXXX";
    return mkdtemp(tmpl.data()) ? tmpl : std::string();
}

} // namespace kiln::jit
