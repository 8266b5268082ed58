#include "code_cache.hpp"

#include <fmt/format.h>

#include <dirent.h>
#include <elf.h>
#include <link.h>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <map>
#include <thread>

#include "../stdlib/sha512.hpp"

namespace kiln::jit {

namespace {

// Bump when what an entry holds, or how the key is made, changes, and when
// the code generator starts using a libgccjit feature its C-like dump does
// not show (the key would then not cover it).
constexpr uint32_t kFormatVersion = 2;

// An entry: this header, then the object file's bytes.
struct Header {
    char magic[8];      // "KILNJIT\0"
    uint32_t version;   // kFormatVersion
    uint32_t header_size;
    double compile_ms;
    uint64_t object_size;
    uint64_t object_checksum; // object_checksum() of the object's bytes
};
constexpr char kMagic[8] = {'K', 'I', 'L', 'N', 'J', 'I', 'T', 0};
constexpr uint64_t kMaxEntry = 64ull << 20;
constexpr time_t kStaleTempSeconds = 3600; // a writer that died left it

// A check that an entry's bytes are the ones written (a truncated or
// damaged file), not a defence: whoever can write the cache directory can
// write any code into it. Eight bytes a step, multiplied and folded: a
// big tree's object checked in microseconds where SHA-512 took
// milliseconds at every load (6% of a heapq Dijkstra's cached run).
uint64_t object_checksum(const uint8_t* p, size_t n) {
    uint64_t h = 0x9E3779B97F4A7C15ull ^ n;
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        uint64_t w;
        std::memcpy(&w, p + i, 8);
        h = (h ^ w) * 0xFF51AFD7ED558CCDull;
        h ^= h >> 29;
    }
    for (; i < n; i++) h = (h ^ p[i]) * 0xC4CEB9FE1A85EC53ull;
    return h ^ (h >> 32);
}

std::string hex(const uint8_t* d, size_t n) {
    static const char digits[] = "0123456789abcdef";
    std::string s;
    for (size_t k = 0; k < n; k++) {
        s += digits[d[k] >> 4];
        s += digits[d[k] & 15];
    }
    return s;
}

std::string hex(const std::array<uint8_t, 64>& d) { return hex(d.data(), d.size()); }

bool write_all(int fd, const void* p, size_t n) {
    const char* c = (const char*)p;
    while (n) {
        ssize_t w = ::write(fd, c, n);
        if (w < 0 && errno == EINTR) continue;
        if (w <= 0) return false;
        c += w;
        n -= (size_t)w;
    }
    return true;
}

bool read_all(int fd, void* p, size_t n) {
    char* c = (char*)p;
    while (n) {
        ssize_t r = ::read(fd, c, n);
        if (r < 0 && errno == EINTR) continue;
        if (r <= 0) return false;
        c += r;
        n -= (size_t)r;
    }
    return true;
}

// mkdir -p, private to the user.
bool make_dirs(const std::string& dir, std::string* why) {
    for (size_t i = 1; i <= dir.size(); i++) {
        if (i < dir.size() && dir[i] != '/') continue;
        std::string part = dir.substr(0, i);
        if (mkdir(part.c_str(), 0700) != 0 && errno != EEXIST) {
            *why = fmt::format("cannot create {}: {}", part, std::strerror(errno));
            return false;
        }
    }
    return true;
}

// libgccjit's dump names a block the code generator left unnamed by its
// address ("<UNNAMED BLOCK 0x55d3...>"), which differs from process to
// process: such names become "#1", "#2"... in order of first appearance,
// which keeps distinct blocks distinct. Any other address stays (and would
// make the key miss, as it should: it would be baked into the code).
std::string canonical_dump(std::string_view dump) {
    static constexpr std::string_view kUnnamed = "<UNNAMED ";
    std::string out;
    out.reserve(dump.size());
    std::map<std::string_view, int> names;
    size_t pos = 0;
    while (true) {
        size_t at = dump.find(kUnnamed, pos);
        size_t end = at == std::string_view::npos ? at : dump.find('>', at);
        if (end == std::string_view::npos) break;
        size_t hex = dump.rfind(" 0x", end);
        if (hex == std::string_view::npos || hex < at) {
            out.append(dump.substr(pos, end + 1 - pos));
            pos = end + 1;
            continue;
        }
        std::string_view addr = dump.substr(hex + 1, end - hex - 1);
        auto [it, fresh] = names.emplace(addr, (int)names.size() + 1);
        out.append(dump.substr(pos, hex + 1 - pos));
        out += fmt::format("#{}>", it->second);
        pos = end + 1;
    }
    out.append(dump.substr(pos));
    return out;
}

} // namespace

std::string CodeCache::resolve_dir(const std::string& configured) {
    std::string c = configured;
    if (c.empty()) {
        const char* e = std::getenv("KILN_JIT_CACHE");
        if (e) c = e;
    }
    if (c == "off") return "";
    if (!c.empty()) return c;
    // The XDG base directory spec: a relative XDG_CACHE_HOME is invalid.
    const char* xdg = std::getenv("XDG_CACHE_HOME");
    if (xdg && xdg[0] == '/') return std::string(xdg) + "/kiln/jit";
    const char* home = std::getenv("HOME");
    if (home && home[0] == '/') return std::string(home) + "/.cache/kiln/jit";
    return "";
}

std::string CodeCache::key(std::string_view settings, std::string_view c_dump) {
    std::string input = fmt::format("kiln jit cache {}\nlibgccjit {}\ntarget x86_64-linux\n{}\n", kFormatVersion,
                                    KILN_GCCJIT_BUILD_VERSION, settings);
    input += canonical_dump(c_dump);
    return hex(sha512(input.data(), input.size()));
}

std::string CodeCache::ir_key(std::string_view settings, std::string_view build_id, std::string_view ir) {
    std::string input = fmt::format("kiln jit cache {}\nlibgccjit {}\ntarget x86_64-linux\n{}\nbuild {}\nir\n",
                                    kFormatVersion, KILN_GCCJIT_BUILD_VERSION, settings, build_id);
    input += ir;
    return hex(sha512(input.data(), input.size()));
}

namespace {

// dl_iterate_phdr's callback: the build id note of the loaded object that
// contains data->where.
struct BuildIdSearch {
    uintptr_t where;
    std::string id;
};

int find_build_id(dl_phdr_info* info, size_t, void* p) {
    auto* search = static_cast<BuildIdSearch*>(p);
    bool contains = false;
    for (int k = 0; k < info->dlpi_phnum; k++) {
        const auto& ph = info->dlpi_phdr[k];
        uintptr_t lo = info->dlpi_addr + ph.p_vaddr;
        if (ph.p_type == PT_LOAD && search->where >= lo && search->where < lo + ph.p_memsz) contains = true;
    }
    if (!contains) return 0;
    for (int k = 0; k < info->dlpi_phnum; k++) {
        const auto& ph = info->dlpi_phdr[k];
        if (ph.p_type != PT_NOTE) continue;
        const char* at = reinterpret_cast<const char*>(info->dlpi_addr + ph.p_vaddr);
        const char* end = at + ph.p_memsz;
        while (at + sizeof(ElfW(Nhdr)) <= end) {
            const auto* n = reinterpret_cast<const ElfW(Nhdr)*>(at);
            const char* name = at + sizeof *n;
            const char* desc = name + ((n->n_namesz + 3) & ~3u);
            if (desc + n->n_descsz > end) break;
            if (n->n_type == NT_GNU_BUILD_ID && n->n_namesz == 4 && std::memcmp(name, "GNU", 4) == 0) {
                search->id = hex(reinterpret_cast<const uint8_t*>(desc), n->n_descsz);
                return 1;
            }
            at = desc + ((n->n_descsz + 3) & ~3u);
        }
    }
    return 1;
}

} // namespace

const std::string& CodeCache::build_id() {
    static const std::string id = [] {
        BuildIdSearch s{reinterpret_cast<uintptr_t>(&CodeCache::ir_key), {}};
        dl_iterate_phdr(find_build_id, &s);
        return s.id;
    }();
    return id;
}

bool CodeCache::lookup(const std::string& key, Entry* out, std::string* why) const {
    if (!enabled()) return false;
    std::string path = path_of(key);
    int fd = open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        if (errno != ENOENT) *why = fmt::format("cannot open {}: {}", path, std::strerror(errno));
        return false;
    }
    struct stat st;
    Header h;
    bool ok = false;
    if (fstat(fd, &st) != 0 || st.st_size < (off_t)sizeof h || (uint64_t)st.st_size > kMaxEntry + sizeof h)
        *why = "entry has a bad size";
    else if (!read_all(fd, &h, sizeof h) || std::memcmp(h.magic, kMagic, 8) != 0 || h.version != kFormatVersion ||
             h.header_size != sizeof h)
        *why = "entry has a bad header";
    else if (h.object_size != (uint64_t)st.st_size - sizeof h)
        *why = "entry is truncated";
    else {
        out->object.resize(h.object_size);
        if (!read_all(fd, out->object.data(), out->object.size())) *why = "entry cannot be read";
        else if (object_checksum((const uint8_t*)out->object.data(), out->object.size()) != h.object_checksum)
            *why = "entry fails its checksum";
        else ok = true;
    }
    close(fd);
    if (!ok) return false;
    out->compile_ms = h.compile_ms;
    // Used now: eviction goes by modification time, oldest first.
    utimensat(AT_FDCWD, path.c_str(), nullptr, 0);
    return true;
}

bool CodeCache::store(const std::string& key, const std::vector<uint8_t>& object, double compile_ms,
                      std::string* why) {
    if (!enabled() || object.size() > kMaxEntry) return false;
    std::string fail;
    if (!make_dirs(dir_, &fail)) {
        if (!broken_.exchange(true)) *why = fail + " (JIT cache off)";
        return false;
    }
    std::string path = path_of(key);
    static std::atomic<unsigned> serial{0};
    std::string tmp = fmt::format("{}.tmp.{}.{}.{}", path, getpid(), std::hash<std::thread::id>()(std::this_thread::get_id()),
                                  serial++);
    Header h;
    std::memcpy(h.magic, kMagic, 8);
    h.version = kFormatVersion;
    h.header_size = sizeof h;
    h.compile_ms = compile_ms;
    h.object_size = object.size();
    h.object_checksum = object_checksum((const uint8_t*)object.data(), object.size());
    int fd = open(tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    if (fd < 0) {
        if (!broken_.exchange(true)) *why = fmt::format("cannot write in {}: {} (JIT cache off)", dir_, std::strerror(errno));
        return false;
    }
    bool ok = write_all(fd, &h, sizeof h) && write_all(fd, object.data(), object.size());
    ok = close(fd) == 0 && ok;
    if (!ok || rename(tmp.c_str(), path.c_str()) != 0) {
        // A full disk, say: this entry is lost, the cache stays on.
        *why = fmt::format("cannot write {}: {}", path, std::strerror(errno));
        unlink(tmp.c_str());
        return false;
    }
    if (stores_++ % 32 == 0) trim();
    return true;
}

std::vector<int> CodeCache::side_hints(const std::string& key) const {
    std::vector<int> out;
    if (!enabled() || key.empty()) return out;
    std::FILE* f = std::fopen((dir_ + "/" + key + ".sides").c_str(), "r");
    if (!f) return out;
    int exit;
    while (out.size() < 64 && std::fscanf(f, "%d", &exit) == 1)
        if (exit >= 0) out.push_back(exit);
    std::fclose(f);
    return out;
}

void CodeCache::add_side_hint(const std::string& key, int exit) const {
    if (!enabled() || key.empty()) return;
    std::vector<int> have = side_hints(key);
    if (std::find(have.begin(), have.end(), exit) != have.end()) return;
    have.push_back(exit);
    std::string text;
    for (int e : have) text += fmt::format("{}\n", e);
    // Written whole and renamed, as entries are: a reader never sees half.
    const std::string path = dir_ + "/" + key + ".sides";
    const std::string tmp = fmt::format("{}.tmp.{}", path, getpid());
    int fd = open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (fd < 0) return;
    bool ok = write_all(fd, text.data(), text.size());
    ok = close(fd) == 0 && ok;
    if (!ok || rename(tmp.c_str(), path.c_str()) != 0) unlink(tmp.c_str());
}

int CodeCache::hold_finishing_lock() const {
    std::string why;
    if (!enabled() || !make_dirs(dir_, &why)) return -1;
    int fd = open((dir_ + "/finishing.lock").c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (fd >= 0 && flock(fd, LOCK_SH | LOCK_NB) != 0) {
        close(fd);
        return -1;
    }
    return fd;
}

// A store runs it at a process's first store and every 32nd after, not at
// every one: it reads the whole directory.
void CodeCache::trim() {
    std::unique_lock<std::mutex> lock(evict_mu_, std::try_to_lock);
    if (!lock.owns_lock()) return;
    DIR* d = opendir(dir_.c_str());
    if (!d) return;
    struct Item {
        std::string path;
        uint64_t bytes;
        struct timespec used;
    };
    std::vector<Item> items;
    uint64_t total = 0;
    time_t now = time(nullptr);
    while (dirent* e = readdir(d)) {
        std::string name = e->d_name;
        bool entry = name.size() > 5 && name.compare(name.size() - 5, 5, ".kjit") == 0;
        bool temp = name.find(".kjit.tmp.") != std::string::npos || name.find(".sides.tmp.") != std::string::npos;
        if (!entry && !temp) continue;
        std::string path = dir_ + "/" + name;
        struct stat st;
        if (stat(path.c_str(), &st) != 0) continue;
        if (temp) {
            if (now - st.st_mtime > kStaleTempSeconds) unlink(path.c_str());
            continue;
        }
        items.push_back({path, (uint64_t)st.st_size, st.st_mtim});
        total += (uint64_t)st.st_size;
    }
    closedir(d);
    if (total <= max_bytes_) return;
    std::sort(items.begin(), items.end(), [](const Item& a, const Item& b) {
        return a.used.tv_sec != b.used.tv_sec ? a.used.tv_sec < b.used.tv_sec : a.used.tv_nsec < b.used.tv_nsec;
    });
    for (const Item& it : items) {
        if (total <= max_bytes_ / 4 * 3) break;
        if (unlink(it.path.c_str()) == 0 || errno == ENOENT) total -= it.bytes;
        unlink((it.path.substr(0, it.path.size() - 5) + ".sides").c_str()); // its side hints, if any
    }
}

} // namespace kiln::jit
