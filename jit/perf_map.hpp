// Names for compiled code that profilers can read: Linux perf's convention,
// one line per function ("START SIZE NAME", hex) in /tmp/perf-PID.map,
// which `perf report` reads for addresses outside any mapped file. Turned
// on by --jit-perf-map (Config::jit_perf_map).
#pragma once
#include <cstdio>
#include <string>

namespace kiln::jit {

class LoadedObject;

class PerfMap {
public:
    PerfMap() = default;
    ~PerfMap();
    PerfMap(const PerfMap&) = delete;
    PerfMap& operator=(const PerfMap&) = delete;

    // Writes fn's function in obj, and the static functions made for it
    // (named after it: a recursive tree's own copy), under label. The file
    // is opened at the first call; false when it cannot be.
    bool add(const LoadedObject& obj, const void* fn, const std::string& label);
    const std::string& path() const { return path_; }

private:
    std::FILE* out_ = nullptr;
    bool failed_ = false;
    std::string path_;
};

} // namespace kiln::jit
