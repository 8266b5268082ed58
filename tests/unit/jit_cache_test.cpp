// The object loader (real GCC objects, and broken ones) and the on-disk
// cache of compiled traces.
#include <doctest/doctest.h>

#include <fmt/format.h>

#include "jit/gccjit_api.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <elf.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "jit/code_cache.hpp"
#include "jit/codegen.hpp"
#include "jit/object_loader.hpp"
#include "vm/dict.hpp"
#include "vm/vm.hpp"

using namespace kiln;
using namespace kiln::jit;

namespace {

// A directory for one test, removed (with its files) at the end.
struct ScratchDir {
    std::string path;
    ScratchDir() {
        std::string t = "/tmp/kiln-test-XXXXXX";
        REQUIRE(mkdtemp(t.data()) != nullptr);
        path = t;
    }
    ~ScratchDir() {
        for (const std::string& f : files()) unlink((path + "/" + f).c_str());
        rmdir(path.c_str());
    }
    std::vector<std::string> files() const {
        std::vector<std::string> out;
        if (DIR* d = opendir(path.c_str())) {
            while (dirent* e = readdir(d))
                if (e->d_name[0] != '.') out.push_back(e->d_name);
            closedir(d);
        }
        return out;
    }
};

std::vector<uint8_t> read_bytes(const std::string& path) {
    std::ifstream f(path, std::ios::binary);
    return std::vector<uint8_t>(std::istreambuf_iterator<char>(f), std::istreambuf_iterator<char>());
}

void write_bytes(const std::string& path, const std::vector<uint8_t>& b) {
    std::ofstream f(path, std::ios::binary | std::ios::trunc);
    f.write((const char*)b.data(), (std::streamsize)b.size());
}

// GCC's object for:
//   int scale[1] = {2};            (.data, exported: through the GOT)
//   long counter;                  (a common symbol, exported)
//   static long calls;             (.bss, internal: PC-relative)
//   double wave(double x) { counter++; calls++; return cos(x) * scale[0] + 0.125; }
//   long call_back(void (*cb)(void)) { cb(); return calls; }
std::vector<uint8_t> test_object(const ScratchDir& dir) {
    std::string why;
    REQUIRE_MESSAGE(load_gccjit(&why), why);
    gcc_jit_context* ctx = gcc_jit_context_acquire();
    gcc_jit_context_set_int_option(ctx, GCC_JIT_INT_OPTION_OPTIMIZATION_LEVEL, 1);
    gcc_jit_type* dbl = gcc_jit_context_get_type(ctx, GCC_JIT_TYPE_DOUBLE);
    gcc_jit_type* lng = gcc_jit_context_get_type(ctx, GCC_JIT_TYPE_LONG);
    gcc_jit_type* vd = gcc_jit_context_get_type(ctx, GCC_JIT_TYPE_VOID);
    // libgccjit initialises only arrays of integers (and takes any array
    // for 4 bytes): one-element int arrays.
    gcc_jit_type* int1 = gcc_jit_context_new_array_type(ctx, nullptr, gcc_jit_context_get_type(ctx, GCC_JIT_TYPE_INT), 1);
    gcc_jit_lvalue* scale_arr = gcc_jit_context_new_global(ctx, nullptr, GCC_JIT_GLOBAL_EXPORTED, int1, "scale");
    int two = 2;
    gcc_jit_global_set_initializer(scale_arr, &two, sizeof two);
    gcc_jit_lvalue* counter = gcc_jit_context_new_global(ctx, nullptr, GCC_JIT_GLOBAL_EXPORTED, lng, "counter");
    gcc_jit_lvalue* calls = gcc_jit_context_new_global(ctx, nullptr, GCC_JIT_GLOBAL_INTERNAL, lng, "calls");
    gcc_jit_rvalue* zero = gcc_jit_context_zero(ctx, gcc_jit_context_get_type(ctx, GCC_JIT_TYPE_INT));
    gcc_jit_rvalue* scale = gcc_jit_context_new_cast(
        ctx, nullptr, gcc_jit_lvalue_as_rvalue(gcc_jit_context_new_array_access(ctx, nullptr, gcc_jit_lvalue_as_rvalue(scale_arr), zero)), dbl);
    gcc_jit_param* cx = gcc_jit_context_new_param(ctx, nullptr, dbl, "x");
    gcc_jit_function* cosf = gcc_jit_context_new_function(ctx, nullptr, GCC_JIT_FUNCTION_IMPORTED, dbl, "cos", 1, &cx, 0);
    gcc_jit_param* x = gcc_jit_context_new_param(ctx, nullptr, dbl, "x");
    gcc_jit_function* wave = gcc_jit_context_new_function(ctx, nullptr, GCC_JIT_FUNCTION_EXPORTED, dbl, "wave", 1, &x, 0);
    gcc_jit_block* b = gcc_jit_function_new_block(wave, "entry");
    gcc_jit_block_add_assignment_op(b, nullptr, counter, GCC_JIT_BINARY_OP_PLUS, gcc_jit_context_one(ctx, lng));
    gcc_jit_block_add_assignment_op(b, nullptr, calls, GCC_JIT_BINARY_OP_PLUS, gcc_jit_context_one(ctx, lng));
    gcc_jit_rvalue* arg = gcc_jit_param_as_rvalue(x);
    gcc_jit_rvalue* c = gcc_jit_context_new_call(ctx, nullptr, cosf, 1, &arg);
    gcc_jit_rvalue* r = gcc_jit_context_new_binary_op(ctx, nullptr, GCC_JIT_BINARY_OP_MULT, dbl, c, scale);
    r = gcc_jit_context_new_binary_op(ctx, nullptr, GCC_JIT_BINARY_OP_PLUS, dbl, r,
                                      gcc_jit_context_new_rvalue_from_double(ctx, dbl, 0.125));
    gcc_jit_block_end_with_return(b, nullptr, r);
    gcc_jit_type* cb_t = gcc_jit_context_new_function_ptr_type(ctx, nullptr, vd, 0, nullptr, 0);
    gcc_jit_param* cb = gcc_jit_context_new_param(ctx, nullptr, cb_t, "cb");
    gcc_jit_function* call = gcc_jit_context_new_function(ctx, nullptr, GCC_JIT_FUNCTION_EXPORTED, lng, "call_back", 1, &cb, 0);
    gcc_jit_block* b2 = gcc_jit_function_new_block(call, "entry");
    gcc_jit_block_add_eval(b2, nullptr,
                           gcc_jit_context_new_call_through_ptr(ctx, nullptr, gcc_jit_param_as_rvalue(cb), 0, nullptr));
    gcc_jit_block_end_with_return(b2, nullptr, gcc_jit_lvalue_as_rvalue(calls));
    std::string path = dir.path + "/t.o";
    gcc_jit_context_compile_to_file(ctx, GCC_JIT_OUTPUT_KIND_OBJECT_FILE, path.c_str());
    const char* err = gcc_jit_context_get_first_error(ctx);
    INFO((err ? err : ""));
    REQUIRE(err == nullptr);
    gcc_jit_context_release(ctx);
    auto bytes = read_bytes(path);
    unlink(path.c_str());
    return bytes;
}

// The size of a section, -1 if there is none.
long section_size(const std::vector<uint8_t>& b, const char* name) {
    auto* eh = (const Elf64_Ehdr*)b.data();
    auto* sh = (const Elf64_Shdr*)(b.data() + eh->e_shoff);
    const char* names = (const char*)b.data() + sh[eh->e_shstrndx].sh_offset;
    for (int i = 0; i < eh->e_shnum; i++)
        if (std::strcmp(names + sh[i].sh_name, name) == 0) return (long)sh[i].sh_size;
    return -1;
}

bool has(const std::vector<uint8_t>& b, const char* s) {
    return std::search(b.begin(), b.end(), s, s + std::strlen(s) + 1) != b.end();
}

void throws_from_callback() { throw std::runtime_error("through loaded code"); }

// The first relocation of the section that relocates .text.
Elf64_Rela* first_text_rela(std::vector<uint8_t>& b) {
    auto* eh = (Elf64_Ehdr*)b.data();
    auto* sh = (Elf64_Shdr*)(b.data() + eh->e_shoff);
    const char* names = (const char*)b.data() + sh[eh->e_shstrndx].sh_offset;
    for (int i = 0; i < eh->e_shnum; i++)
        if (sh[i].sh_type == SHT_RELA && std::strcmp(names + sh[i].sh_name, ".rela.text") == 0)
            return (Elf64_Rela*)(b.data() + sh[i].sh_offset);
    return nullptr;
}

} // namespace

TEST_CASE("object loader: GCC's object with constants, globals and a call into libm runs") {
    ScratchDir dir;
    std::vector<uint8_t> bytes = test_object(dir);
    // What the object is meant to exercise is really in it.
    CHECK(section_size(bytes, ".rodata.cst8") == 8); // 0.125
    CHECK(section_size(bytes, ".data") == 4);
    CHECK(section_size(bytes, ".bss") == 8);
    CHECK(has(bytes, "cos"));
    std::string error;
    auto obj = LoadedObject::load(bytes.data(), bytes.size(), &error);
    INFO(error);
    REQUIRE(obj);
    auto wave = (double (*)(double))obj->symbol("wave");
    auto counter = (long*)obj->symbol("counter");
    auto scale = (int*)obj->symbol("scale");
    REQUIRE(bool(wave));
    REQUIRE(counter);
    REQUIRE(scale);
    CHECK(obj->symbol("calls") == nullptr); // internal
    CHECK(obj->symbol("nothing") == nullptr);
    CHECK(*counter == 0);
    CHECK(wave(0.0) == 2.125);
    CHECK(wave(1.0) == std::cos(1.0) * 2 + 0.125);
    CHECK(*counter == 2);
    *scale = 4; // .data stays writable, and the code reads it through the GOT
    CHECK(wave(0.0) == 4.125);
    CHECK(*counter == 3);
}

TEST_CASE("object loader: a C++ exception passes through loaded code") {
    ScratchDir dir;
    std::vector<uint8_t> bytes = test_object(dir);
    std::string error;
    auto obj = LoadedObject::load(bytes.data(), bytes.size(), &error);
    REQUIRE(obj);
    auto call_back = (long (*)(void (*)()))obj->symbol("call_back");
    REQUIRE(bool(call_back));
    std::string caught;
    try {
        call_back(throws_from_callback);
        FAIL("no exception");
    } catch (const std::runtime_error& e) {
        caught = e.what();
    }
    CHECK(caught == "through loaded code");
}

TEST_CASE("object loader: malformed objects are errors, not crashes") {
    ScratchDir dir;
    const std::vector<uint8_t> good = test_object(dir);
    std::string error;
    auto load = [&](std::vector<uint8_t> b) {
        error.clear();
        auto obj = LoadedObject::load(b.data(), b.size(), &error);
        return obj != nullptr;
    };
    CHECK(!load({}));
    CHECK(error == "not an ELF object: too short");
    std::vector<uint8_t> b = good;
    b[1] = 'X';
    CHECK(!load(b));
    CHECK(error == "not an ELF object: bad magic");
    b = good;
    b.resize(good.size() / 2);
    CHECK(!load(b));
    CHECK(error.find("outside the file") != std::string::npos);
    b = good;
    ((Elf64_Ehdr*)b.data())->e_machine = EM_AARCH64;
    CHECK(!load(b));
    CHECK(error.find("is not x86-64") != std::string::npos);
    b = good;
    Elf64_Rela* r = first_text_rela(b);
    REQUIRE(r);
    r->r_info = ELF64_R_INFO(ELF64_R_SYM(r->r_info), 200);
    CHECK(!load(b));
    CHECK(error == "relocation 200 (an unknown type) in .rela.text is not supported");
    b = good;
    r = first_text_rela(b);
    r->r_info = ELF64_R_INFO(100000, ELF64_R_TYPE(r->r_info));
    CHECK(!load(b));
    CHECK(error.find("names symbol 100000") != std::string::npos);
    b = good;
    r = first_text_rela(b);
    r->r_offset = 1u << 30;
    CHECK(!load(b));
    CHECK(error.find("lies outside .text") != std::string::npos);
    CHECK(load(good));
    // Random damage to the headers and tables: loaded or refused, never a crash.
    std::mt19937 rng(12345);
    auto* eh = (const Elf64_Ehdr*)good.data();
    size_t tables = eh->e_shoff; // the section table is at the end; symbols and relocations before it
    int refused = 0;
    for (int k = 0; k < 3000; k++) {
        b = good;
        int flips = 1 + (int)(rng() % 3);
        for (int f = 0; f < flips; f++) {
            size_t at = k % 2 ? tables + rng() % (good.size() - tables) : rng() % good.size();
            b[at] = (uint8_t)rng();
        }
        bool loaded = load(b);
        if (!loaded && error.empty()) FAIL("refused without a message");
        refused += !loaded;
    }
    CHECK(refused > 100);
}

TEST_CASE("code cache: where it lives") {
    const char* saved = std::getenv("KILN_JIT_CACHE");
    std::string keep = saved ? saved : "";
    setenv("KILN_JIT_CACHE", "/tmp/somewhere", 1);
    CHECK(CodeCache::resolve_dir("") == "/tmp/somewhere");
    CHECK(CodeCache::resolve_dir("/x/y") == "/x/y");
    CHECK(CodeCache::resolve_dir("off") == "");
    setenv("KILN_JIT_CACHE", "off", 1);
    CHECK(CodeCache::resolve_dir("") == "");
    CHECK(CodeCache::resolve_dir("/x/y") == "/x/y");
    unsetenv("KILN_JIT_CACHE");
    const char* xdg = std::getenv("XDG_CACHE_HOME");
    std::string keep_xdg = xdg ? xdg : "";
    setenv("XDG_CACHE_HOME", "/xdg", 1);
    CHECK(CodeCache::resolve_dir("") == "/xdg/kiln/jit");
    setenv("XDG_CACHE_HOME", "relative", 1); // invalid by the spec
    const char* home = std::getenv("HOME");
    if (home && home[0] == '/') CHECK(CodeCache::resolve_dir("") == std::string(home) + "/.cache/kiln/jit");
    if (xdg) setenv("XDG_CACHE_HOME", keep_xdg.c_str(), 1);
    else unsetenv("XDG_CACHE_HOME");
    if (saved) setenv("KILN_JIT_CACHE", keep.c_str(), 1);
}

TEST_CASE("code cache: keys ignore the addresses of unnamed blocks, nothing else") {
    std::string a = "goto <UNNAMED BLOCK 0x55d3a0>;\n<UNNAMED BLOCK 0x55d3a0>:\n  goto <UNNAMED BLOCK 0x55d3f8>;\n";
    std::string b = "goto <UNNAMED BLOCK 0x7f0010>;\n<UNNAMED BLOCK 0x7f0010>:\n  goto <UNNAMED BLOCK 0x7f0aa0>;\n";
    std::string c = "goto <UNNAMED BLOCK 0x7f0010>;\n<UNNAMED BLOCK 0x7f0aa0>:\n  goto <UNNAMED BLOCK 0x7f0010>;\n";
    CHECK(CodeCache::key("-O1", a) == CodeCache::key("-O1", b));
    CHECK(CodeCache::key("-O1", a) != CodeCache::key("-O1", c)); // another control flow
    CHECK(CodeCache::key("-O1", a) != CodeCache::key("-O2", a));
    CHECK(CodeCache::key("-O1", "x = (void *)0x1234;") != CodeCache::key("-O1", "x = (void *)0x5678;"));
    CHECK(CodeCache::key("", "").size() == 128);
}

TEST_CASE("code cache: IR keys name the build, the options and every byte of the IR") {
    // meson links with --build-id: traces are keyed by the build that made them.
    const std::string& id = CodeCache::build_id();
    CHECK(id.size() >= 32);
    CHECK(id.find_first_not_of("0123456789abcdef") == std::string::npos);
    std::string ir(200, '\0');
    for (size_t k = 0; k < ir.size(); k++) ir[k] = (char)(k * 13);
    std::string key = CodeCache::ir_key("-O1", id, ir);
    CHECK(key.size() == 128);
    CHECK(CodeCache::ir_key("-O1", id, ir) == key);
    CHECK(CodeCache::ir_key("-O2", id, ir) != key);
    CHECK(CodeCache::ir_key("-O1", id + "0", ir) != key);
    CHECK(CodeCache::ir_key("-O1", id, ir.substr(1)) != key);
    for (size_t k : {0, 57, 199}) {
        std::string other = ir;
        other[k] ^= 1;
        CHECK(CodeCache::ir_key("-O1", id, other) != key);
    }
}

TEST_CASE("code cache: entries are checked, bad ones ignored; the directory is kept under its cap") {
    ScratchDir dir;
    CodeCache cache(dir.path + "/sub/dir", 10000);
    std::vector<uint8_t> obj(1000);
    for (size_t i = 0; i < obj.size(); i++) obj[i] = (uint8_t)(i * 7);
    std::string why;
    CodeCache::Entry e;
    CHECK(!cache.lookup("k0", &e, &why));
    CHECK(why.empty()); // a plain miss
    REQUIRE(cache.store("k0", obj, 12.5, &why));
    REQUIRE(cache.lookup("k0", &e, &why));
    CHECK(e.object == obj);
    CHECK(e.compile_ms == 12.5);
    std::string file = dir.path + "/sub/dir/k0.kjit";
    std::vector<uint8_t> stored = read_bytes(file);
    stored.back() ^= 1;
    write_bytes(file, stored);
    CHECK(!cache.lookup("k0", &e, &why));
    CHECK(why == "entry fails its checksum");
    stored.pop_back();
    write_bytes(file, stored);
    CHECK(!cache.lookup("k0", &e, &why));
    CHECK(why == "entry is truncated");
    write_bytes(file, {1, 2, 3});
    CHECK(!cache.lookup("k0", &e, &why));
    CHECK(why == "entry has a bad size");
    REQUIRE(cache.store("k0", obj, 1.0, &why)); // replaced
    CHECK(cache.lookup("k0", &e, &why));

    // Eviction: the least recently used go first, down to 3/4 of the cap.
    auto key = [](int k) { return fmt::format("k{}", k); };
    for (int k = 1; k < 20; k++) REQUIRE(cache.store(key(k), obj, 1.0, &why));
    std::string stale = dir.path + "/sub/dir/k1.kjit.tmp.1.2.3";
    write_bytes(stale, obj);
    for (int k = 0; k < 20; k++) {
        struct timespec t[2] = {{1000000 + k, 0}, {1000000 + k, 0}};
        utimensat(AT_FDCWD, (dir.path + "/sub/dir/" + key(k) + ".kjit").c_str(), t, 0);
        utimensat(AT_FDCWD, stale.c_str(), t, 0);
    }
    REQUIRE(cache.lookup("k3", &e, &why)); // used now: kept
    cache.trim();
    std::vector<std::string> left;
    if (DIR* dd = opendir((dir.path + "/sub/dir").c_str())) {
        while (dirent* x = readdir(dd))
            if (x->d_name[0] != '.') left.push_back(x->d_name);
        closedir(dd);
    }
    std::sort(left.begin(), left.end());
    // 20 entries of 1040 bytes, cap 10000: seven are left (7280 <= 7500), and the stale temporary file is gone.
    CHECK(left ==
          std::vector<std::string>{"k14.kjit", "k15.kjit", "k16.kjit", "k17.kjit", "k18.kjit", "k19.kjit", "k3.kjit"});
    for (auto& f : left) unlink((dir.path + "/sub/dir/" + f).c_str());
    rmdir((dir.path + "/sub/dir").c_str());
    rmdir((dir.path + "/sub").c_str());
}

TEST_CASE("code cache: a directory that cannot be written means no caching, quietly") {
    ScratchDir dir;
    std::string file = dir.path + "/plain";
    write_bytes(file, {1});
    CodeCache cache(file + "/jit"); // under a regular file
    std::string why;
    CHECK(!cache.store("k", {1, 2, 3}, 1.0, &why));
    CHECK(why.find("cannot create") != std::string::npos);
    CHECK(!cache.enabled());
    why.clear();
    CHECK(!cache.store("k", {1, 2, 3}, 1.0, &why));
    CHECK(why.empty()); // said once
}

TEST_CASE("code cache: the lock of processes finishing compiles is shared, and made with the directory") {
    ScratchDir dir;
    const std::string sub = dir.path + "/jit";
    CodeCache cache(sub); // not there yet
    int a = cache.hold_finishing_lock();
    int b = cache.hold_finishing_lock();
    REQUIRE(a >= 0);
    REQUIRE(b >= 0); // shared: two finishing processes at once
    CHECK((fcntl(a, F_GETFD) & FD_CLOEXEC) != 0); // released when the holder execs
    int waiter = open((sub + "/finishing.lock").c_str(), O_RDONLY);
    REQUIRE(waiter >= 0);
    CHECK(flock(waiter, LOCK_EX | LOCK_NB) != 0); // `flock -x` would wait
    close(a);
    CHECK(flock(waiter, LOCK_EX | LOCK_NB) != 0);
    close(b);
    CHECK(flock(waiter, LOCK_EX | LOCK_NB) == 0); // all done
    close(waiter);
    CHECK(CodeCache("").hold_finishing_lock() == -1); // caching off
    unlink((sub + "/finishing.lock").c_str());
    rmdir(sub.c_str());
}

namespace {

struct Run {
    int64_t result;
    JitStats stats;
    int64_t script_hits, script_misses; // what kiln.jit_stats() said
};

Run run_with_cache(const std::string& cache_dir) {
    VMOptions opts;
    opts.jit_threshold = 10;
    opts.jit_background = false;
    opts.jit_cache = cache_dir;
    VM vm(opts);
    DictObj* g = vm.new_globals("__main__");
    REQUIRE(!vm.run_source("import kiln\n"
                           "def f(n):\n"
                           "    t = 0\n"
                           "    for i in range(n):\n"
                           "        if i % 3:\n"
                           "            t += i * 2.5\n"
                           "    return int(t)\n"
                           "r = f(20000)\n"
                           "s = kiln.jit_stats()\n"
                           "hits, misses = s['cache_hits'], s['cache_misses']\n",
                           "cached.py", g)
                 .is_empty());
    return {dict_get_str(g, vm.intern("r")).i, vm.jit_stats, dict_get_str(g, vm.intern("hits")).i,
            dict_get_str(g, vm.intern("misses")).i};
}

} // namespace

TEST_CASE("code cache: the second process loads what the first compiled; bad entries are recompiled") {
    ScratchDir dir;
    const int64_t expect = 333316667; // 2.5 * (sum of i < 20000 not divisible by 3)
    Run first = run_with_cache(dir.path);
    CHECK(first.result == expect);
    CHECK(first.stats.cache_hits == 0);
    CHECK(first.stats.cache_misses >= 1); // the loop (its side trace, seen while watching, goes with it)
    CHECK(first.stats.traces_compiled == first.stats.cache_misses);
    CHECK(dir.files().size() == first.stats.cache_misses);
    Run second = run_with_cache(dir.path);
    CHECK(second.result == expect);
    CHECK(second.stats.cache_hits == first.stats.cache_misses);
    CHECK(second.stats.cache_misses == 0);
    CHECK(second.stats.cache_saved_ms > 0.0);
    CHECK(second.script_hits == (int64_t)second.stats.cache_hits);
    CHECK(first.script_misses == (int64_t)first.stats.cache_misses);
    CHECK(second.stats.native_iterations > 15000);
    // Damage every entry: each is ignored, compiled again and replaced.
    for (const std::string& f : dir.files()) {
        std::vector<uint8_t> b = read_bytes(dir.path + "/" + f);
        b[b.size() / 2] ^= 0x40;
        write_bytes(dir.path + "/" + f, b);
    }
    Run third = run_with_cache(dir.path);
    CHECK(third.result == expect);
    CHECK(third.stats.cache_hits == 0);
    CHECK(third.stats.cache_misses == first.stats.cache_misses);
    Run fourth = run_with_cache(dir.path);
    CHECK(fourth.result == expect);
    CHECK(fourth.stats.cache_hits == first.stats.cache_misses);
    Run off = run_with_cache("off");
    CHECK(off.result == expect);
    CHECK(off.stats.cache_hits + off.stats.cache_misses == 0);
}

namespace {

// `while i < n: i += step` (i at position 1, n at 0) as the recorder makes it.
Tree counting_loop(int64_t step) {
    Tree t;
    auto op = [&](IrOp o, Ty ty, Ref a, Ref b, int64_t imm, int snap = -1) {
        Ins i;
        i.op = o;
        i.ty = ty;
        i.a = a;
        i.b = b;
        i.imm = imm;
        i.snap = snap;
        return t.emit(i);
    };
    t.entry = {EntryType{1, Ty::Int, kNoJitKind}, EntryType{0, Ty::Int, kNoJitKind}};
    Ref i = op(IrOp::Entry, Ty::Int, kNone, kNone, 1);
    Ref n = op(IrOp::Entry, Ty::Int, kNone, kNone, 0);
    Ref lt = op(IrOp::Cmp, Ty::Bool, i, n, 0);
    t.snaps.push_back(Snapshot{12, 2, {}, {}, false});
    op(IrOp::Guard, Ty::Void, lt, kNone, 1, 0);
    Ref k = op(IrOp::KInt, Ty::Int, kNone, kNone, step);
    t.snaps.push_back(Snapshot{9, 4, {}, {{2, i}, {3, k}}, false});
    Ref sum = op(IrOp::AddOv, Ty::Int, i, k, 0, 1);
    t.snaps.push_back(Snapshot{11, 2, {}, {{1, sum}}, false});
    t.ends.push_back({{1, sum}});
    op(IrOp::TreeEnd, Ty::Void, kNone, kNone, 0, 2);
    t.segs.push_back(TraceSeg{0, (Ref)t.ins.size(), -1, 0});
    t.nslots = 2;
    t.max_positions = 8;
    return t;
}

// Runs a compiled counting_loop from i = 0 to n; the final i.
int64_t run_counting(TraceFn fn, int64_t n) {
    Value frame[8] = {};
    frame[0] = Value::integer(n);
    frame[1] = Value::integer(0);
    std::atomic<bool> attention{false};
    JitRuntime rt{};
    rt.attention = &attention;
    rt.base = frame;
    std::vector<Obj*> consts;
    int exit = fn(frame, consts.data(), &rt);
    CHECK(exit == 0); // the loop's condition
    CHECK(frame[1].tag == Tag::Int);
    return frame[1].i;
}

} // namespace

namespace {

// Runs `source` (which sets r) with the JIT at threshold 50 and the cache
// in dir; checks r; what the JIT did.
JitStats run_cached(const std::string& dir, bool background, const char* source, int64_t r) {
    VMOptions opts;
    opts.jit_threshold = 50;
    opts.jit_background = background;
    opts.jit_cache = dir;
    VM vm(opts);
    DictObj* g = vm.new_globals("__main__");
    REQUIRE(!vm.run_source(source, "cached.py", g).is_empty());
    CHECK(dict_get_str(g, vm.intern("r")).i == r);
    return vm.jit_stats;
}

} // namespace

TEST_CASE("code cache: with compiles in the background, a later run's hit goes live at once") {
    ScratchDir dir;
    const char* src = "def f(n):\n"
                      "    t = 0\n"
                      "    i = 0\n"
                      "    while i < n:\n"
                      "        t += i\n"
                      "        i += 1\n"
                      "    return t\n"
                      "r = f(3000)\n";
    JitStats first = run_cached(dir.path, false, src, 4498500); // compiled in place, and stored
    REQUIRE(first.cache_misses == 1);
    JitStats second = run_cached(dir.path, true, src, 4498500);
    CHECK(second.cache_hits == 1);
    CHECK(second.cache_misses == 0);
    // Native from the back-edge after the recorded iteration and the watch
    // (32 iterations), not after the compiler thread's look-up and a poll
    // (the pending loop's counter: 64 back-edges at least).
    CHECK(second.native_iterations >= 3000 - 50 - 32 - 8);
}

TEST_CASE("code cache: side hints are kept per entry, and go with it") {
    ScratchDir dir;
    CodeCache cache(dir.path, 1000);
    CHECK(cache.side_hints("k1").empty());
    cache.add_side_hint("k1", 15);
    cache.add_side_hint("k1", 33);
    cache.add_side_hint("k1", 15); // once
    CHECK(cache.side_hints("k1") == std::vector<int>{15, 33});
    CHECK(cache.side_hints("k2").empty());
    CHECK(CodeCache("").side_hints("k1").empty()); // caching off
    // Evicted with its entry.
    std::string why;
    REQUIRE(cache.store("k1", std::vector<uint8_t>(600, 1), 1.0, &why));
    REQUIRE(cache.store("k3", std::vector<uint8_t>(600, 2), 1.0, &why)); // over the cap: k1 goes
    cache.trim();
    CHECK(cache.side_hints("k1").empty());
}

TEST_CASE("code cache: a side trace grown after the first compile is recorded at once by a later run") {
    ScratchDir dir;
    const char* src = "def f(n):\n"
                      "    t = 0\n"
                      "    i = 0\n"
                      "    while i < n:\n"
                      "        if i < 2000:\n"
                      "            t += 1\n"
                      "        else:\n"
                      "            t += 2\n"
                      "        i += 1\n"
                      "    return t\n"
                      "r = f(6000)\n";
    JitStats first = run_cached(dir.path, false, src, 10000);
    REQUIRE(first.side_traces == 1); // grown at i == 2000, after 40 exits
    REQUIRE(first.cache_misses == 2);
    JitStats second = run_cached(dir.path, false, src, 10000);
    CHECK(second.cache_hits == 2);
    CHECK(second.cache_misses == 0);
    CHECK(second.side_traces == 1);
    // Its first exit there records the side trace (the entry's hint), not
    // its 40th.
    CHECK(second.guard_exits + 30 < first.guard_exits);
}

TEST_CASE("compile_batch: trees compiled in one GCC run share an object; the cache finds each later") {
    ScratchDir dir;
    CodeCache cache(dir.path);
    CompileOptions opts;
    opts.cache = &cache;
    Tree a = counting_loop(3), b = counting_loop(5);
    std::vector<BatchItem> items{{&a, &opts, {}, {}}, {&b, &opts, {}, {}}};
    compile_batch(items);
    REQUIRE_FALSE(!items[0].out.fn);
    REQUIRE_FALSE(!items[1].out.fn);
    CHECK(items[0].out.object != nullptr);
    CHECK(items[0].out.object == items[1].out.object);
    CHECK(items[0].out.note.find("one GCC run for 2 trees") != std::string::npos);
    CHECK(items[0].out.cache_miss);
    CHECK(dir.files().size() == 2);
    CHECK(run_counting(items[0].out.fn, 100) == 102);
    CHECK(run_counting(items[1].out.fn, 100) == 100);
    // A later run: each is a hit, found in the object by its own name.
    std::vector<BatchItem> again{{&a, &opts, {}, {}}, {&b, &opts, {}, {}}};
    compile_batch(again);
    REQUIRE_FALSE(!again[0].out.fn);
    REQUIRE_FALSE(!again[1].out.fn);
    CHECK(again[0].out.cache_hit);
    CHECK(again[1].out.cache_hit);
    CHECK(run_counting(again[0].out.fn, 10) == 12);
    CHECK(run_counting(again[1].out.fn, 10) == 10);
    for (auto* set : {&items, &again})
        for (BatchItem& it : *set) release(it.out);
    // Without a cache, and one tree alone: compiled as compile_tree does.
    CompileOptions plain;
    std::vector<BatchItem> one{{&a, &plain, {}, {}}};
    compile_batch(one);
    REQUIRE_FALSE(!one[0].out.fn);
    CHECK(one[0].out.note.find("one GCC run") == std::string::npos);
    CHECK(run_counting(one[0].out.fn, 7) == 9);
    release(one[0].out);
}
