#include "perf_map.hpp"

#include <fmt/format.h>
#include <unistd.h>

#include "object_loader.hpp"

namespace kiln::jit {

PerfMap::~PerfMap() {
    if (out_) std::fclose(out_);
}

bool PerfMap::add(const LoadedObject& obj, const void* fn, const std::string& label) {
    if (!out_ && !failed_) {
        path_ = fmt::format("/tmp/perf-{}.map", (long)getpid());
        out_ = std::fopen(path_.c_str(), "a");
        failed_ = !out_;
    }
    if (!out_) return false;
    std::string main;
    for (const auto& f : obj.functions())
        if (f.at == fn) main = f.name;
    if (main.empty()) return false;
    for (const auto& f : obj.functions()) {
        bool own = f.name == main;
        // GCC names a static function's variants NAME.constprop.0 and so on.
        bool helper = !own && f.name.size() > main.size() && f.name.compare(0, main.size(), main) == 0 &&
                      (f.name[main.size()] == '_' || f.name[main.size()] == '.');
        if (!own && !helper) continue;
        std::string name = own ? label : fmt::format("{} [{}]", label, f.name.substr(main.size() + 1));
        fmt::print(out_, "{:x} {:x} {}\n", (uintptr_t)f.at, f.size, name);
    }
    std::fflush(out_);
    return true;
}

} // namespace kiln::jit
