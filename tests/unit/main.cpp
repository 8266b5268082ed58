// The unit tests' main: compiled traces go to a cache directory of this
// run's own (never the user's ~/.cache), removed at the end.
#define DOCTEST_CONFIG_IMPLEMENT
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <string>

int main(int argc, char** argv) {
    std::string dir;
    if (!std::getenv("KILN_JIT_CACHE")) {
        std::string t = (std::filesystem::temp_directory_path() / "kiln-unit-jit-XXXXXX").string();
        if (mkdtemp(t.data())) {
            dir = t;
            setenv("KILN_JIT_CACHE", dir.c_str(), 1);
        }
    }
    doctest::Context context(argc, argv);
    int rc = context.run();
    if (!dir.empty()) {
        std::error_code ec;
        std::filesystem::remove_all(dir, ec);
    }
    return rc;
}
