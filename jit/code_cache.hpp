// The on-disk cache of compiled traces: object files keyed by the SHA-512
// of everything that makes the code: the trace IR the code generator is
// given, the build of kiln that generates it (its GNU build id), the GCC
// options, the libgccjit version kiln was built against and this cache's
// format version; or, in
// a binary without a build id, the function's C-like dump (GCC's whole
// input) in place of the IR and the build. An entry found is the object GCC
// would write again; anything process-specific in the code would only make
// the key miss.
//
// Nothing here is an error the user sees: a directory that cannot be
// created or written means no caching, and an entry that cannot be read or
// fails its checks is ignored (and replaced by the next compile). Writes are
// a temporary file renamed into place, so a reader never sees half an entry.
// docs/jit.md ("The on-disk code cache") has the layout and the numbers.
#pragma once
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

namespace kiln::jit {

class CodeCache {
public:
    // The directory from a configured value: "off" turns caching off, a
    // path is used as it is, "" means KILN_JIT_CACHE (a directory or "off"),
    // then $XDG_CACHE_HOME/kiln/jit, then $HOME/.cache/kiln/jit. "" = off.
    static std::string resolve_dir(const std::string& configured);
    // The key (hex) for a compile of `c_dump` with the options in `settings`.
    static std::string key(std::string_view settings, std::string_view c_dump);
    // The key (hex) for the code this build of kiln (`build_id`) generates
    // from `ir` (the code generator's whole input, as bytes) with `settings`.
    static std::string ir_key(std::string_view settings, std::string_view build_id, std::string_view ir);
    // The GNU build id of the binary this code is in (hex), "" if it has none.
    static const std::string& build_id();

    // Entries beyond this many bytes are evicted, least recently used first
    // (max_bytes: a test makes it small).
    static constexpr uint64_t kMaxBytes = 64ull << 20;
    explicit CodeCache(std::string dir, uint64_t max_bytes = kMaxBytes) : dir_(std::move(dir)), max_bytes_(max_bytes) {}
    bool enabled() const { return !dir_.empty() && !broken_.load(); }
    const std::string& dir() const { return dir_; }

    struct Entry {
        std::vector<uint8_t> object;
        double compile_ms = 0; // what compiling it took when it was stored
    };
    // False when there is no usable entry; *why is set when there was one
    // but it failed a check (short, wrong version, checksum).
    bool lookup(const std::string& key, Entry* out, std::string* why) const;
    // Stores an object; false when it did not, with *why set when an
    // attempt failed (only the first time, when the directory turns out
    // unusable: caching then stops for this cache).
    bool store(const std::string& key, const std::vector<uint8_t>& object, double compile_ms, std::string* why);

    // Where the tree stored under `key` grew side traces in a run after it
    // was compiled: its exits, one line each, in DIR/<key>.sides. A later
    // run that loads that code records side traces there at once, instead
    // of after kSideThreshold exits (Jit::install), and finds the grown
    // tree in the cache. Best effort: nothing is reported.
    void add_side_hint(const std::string& key, int exit) const;
    std::vector<int> side_hints(const std::string& key) const;

    // A process that stores code for one that has ended holds a shared lock
    // on DIR/finishing.lock (jit/finish_detached.cpp), so that
    // `flock -x DIR/finishing.lock true` waits for every such process. The
    // descriptor holding it (close-on-exec; the directory made if need be),
    // or -1.
    int hold_finishing_lock() const;

    // Evicts now (a store does it at times): least recently used entries
    // down to 3/4 of the cap, and temporary files whose writer died.
    void trim();

private:
    std::string path_of(const std::string& key) const { return dir_ + "/" + key + ".kjit"; }

    std::string dir_;
    uint64_t max_bytes_;
    std::atomic<bool> broken_{false};
    std::atomic<unsigned> stores_{0};
    std::mutex evict_mu_;
};

} // namespace kiln::jit
