// Running GCC on a tree's function (jit/codegen.cpp builds it): the
// options every context gets, the code cache's key, the compile itself
// (signals and a private temporary directory), the object file loaded by
// kiln, or libgccjit's in-memory result when that fails; several trees in
// one GCC run.
#include "codegen.hpp"

#include <fmt/format.h>

#include "gccjit_api.hpp"

#include <dirent.h>
#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "assembler.hpp"
#include "code_cache.hpp"
#include "object_loader.hpp"
#include "files.hpp"

namespace kiln::jit {

namespace {

// What GCC is told besides the function: applied to every context, and the
// same text goes into the cache key. -fira-region=one: register allocation
// is a third of a big trace's compile (many values live to its exits);
// one region instead of per-loop regions took nbody's 310-instruction
// trace from 458 to 435 million instructions in GCC (callgrind), for 1%
// more instructions in its steady state. Dead store elimination and
// points-to analysis found nothing to improve in any kernel (the same
// steady-state instruction counts, within 0.03%) and cost 6 to 9% of the
// compile time of fannkuch, mandelbrot, nbody, spectral_norm and
// particles together. (Without -ftree-dominator-opts compiles took 8%
// less time, but monte_carlo_pi ran 15% more instructions.) GCC's tree
// loop optimiser, bit-level constant propagation and mod/ref analysis
// cost 4.3%, 2.5% and 0.8% of three traces' compiles (each of -O1's 76
// passes turned off in turn, callgrind); without them the kernels' first
// runs took 1.5 to 8.7% fewer instructions (fib the same), and their code
// cached ran the same but for monte_carlo_pi, 12.6% fewer (the loop
// optimiser's induction variables cost it), and spectral_norm, 2.1% more.
const char* const kGccOptions[] = {"--param=ggc-min-heapsize=8192", "-fno-math-errno", "-fira-region=one",
                                   "-fno-tree-dse", "-fno-dse", "-fno-tree-pta", "-fno-tree-loop-optimize",
                                   "-fno-tree-bit-ccp", "-fno-ipa-modref",
                                   "--param=max-inline-insns-single=100000"};

// The options as text, for the cache key.
std::string gcc_settings(int opt_level) {
    std::string out = fmt::format("-O{}", opt_level);
    for (const char* o : kGccOptions) out += fmt::format(" {}", o);
    return out + " allow_unreachable_blocks";
}

gcc_jit_context* new_context(int opt_level) {
    gcc_jit_context* ctx = gcc_jit_context_acquire();
    gcc_jit_context_set_int_option(ctx, GCC_JIT_INT_OPTION_OPTIMIZATION_LEVEL, opt_level);
    for (const char* o : kGccOptions) gcc_jit_context_add_command_line_option(ctx, o);
    gcc_jit_context_set_bool_allow_unreachable_blocks(ctx, 1);
    gcc_jit_context_set_bool_print_errors_to_stderr(ctx, 0);
    return ctx;
}

// Everything of a tree the code generator reads, as bytes (the cache key's
// input; constants by their index only: the code reaches them through the
// table it is given).
void fingerprint_into(std::string& o, const Tree& t, const std::vector<InlinedTree>& inner,
                      const std::vector<DirectInner>& direct, const std::vector<DirectLoopCall>& calls) {
    auto put = [&](int64_t v) { o.append(reinterpret_cast<const char*>(&v), sizeof v); };
    put((int64_t)t.ins.size());
    for (const Ins& i : t.ins) {
        put((int64_t)i.op | (int64_t)i.ty << 8 | (int64_t)i.invariant << 16);
        put(i.a), put(i.b), put(i.c), put(i.imm), put(i.snap);
    }
    put((int64_t)t.snaps.size());
    for (const Snapshot& s : t.snaps) {
        put(s.pc), put(s.depth), put(s.pending_error), put(s.nested);
        put((int64_t)s.frames.size());
        for (const InlineFrame& f : s.frames) put(f.fn_const), put(f.base), put(f.caller_pc), put(f.fpos);
        put((int64_t)s.vals.size());
        for (auto& [p, r] : s.vals) put(p), put(r);
        put((int64_t)s.dead.size());
        for (int p : s.dead) put(p);
    }
    put((int64_t)t.segs.size());
    for (const TraceSeg& s : t.segs) put(s.begin), put(s.end), put(s.parent_snap), put(s.end_index);
    put((int64_t)t.ends.size());
    for (auto& end : t.ends) {
        put((int64_t)end.size());
        for (auto& [p, r] : end) put(p), put(r);
    }
    put((int64_t)t.entry.size());
    for (const EntryType& e : t.entry) put(e.pos), put((int64_t)e.ty), put((int64_t)e.kind), put(e.write_first);
    put((int64_t)t.consts.size()), put(t.nslots), put(t.max_positions), put(t.max_inline_depth), put(t.function);
    put(t.peel);
    put((int64_t)inner.size());
    for (const InlinedTree& in : inner) {
        put(in.id_and_writes), put(in.ref), put((int64_t)in.const_base);
        put((int64_t)in.checks.size());
        for (const auto& c : in.checks) put(c.pos), put(c.tag), put(c.kind);
        put((int64_t)in.plain_resume.size());
        for (uint32_t r : in.plain_resume) put(r);
        for (uint32_t d : in.plain_depth) put(d);
        fingerprint_into(o, in.ir, {}, {}, {});
    }
    put((int64_t)direct.size());
    for (const DirectInner& d : direct) {
        put(d.id_and_writes), put((int64_t)d.key);
        put((int64_t)d.checks.size());
        for (const auto& c : d.checks) put(c.pos), put(c.tag), put(c.kind);
    }
    put((int64_t)calls.size());
    for (const DirectLoopCall& d : calls) {
        put(d.fn_const), put(d.where), put(d.cell), put((int64_t)d.key), put(d.room), put(d.depth);
        put((int64_t)d.returns.size());
        for (const auto& ret : d.returns) put(ret.exit), put(ret.local), put((int64_t)ret.tag), put((int64_t)ret.bits);
        put((int64_t)d.checks.size());
        for (const auto& c : d.checks) put(c.pos), put(c.tag), put(c.kind);
    }
}

std::string ir_fingerprint(const Tree& t, const CompileOptions& opts) {
    std::string o;
    fingerprint_into(o, t, opts.inner, opts.direct, opts.calls);
    return o;
}

// The tree's key in the cache (this build's, from its IR): the one a
// look-up on the interpreter's thread made, else computed.
std::string ir_cache_key(const Tree& t, const CompileOptions& opts, const std::string& settings) {
    if (!opts.cache_key.empty()) return opts.cache_key;
    return CodeCache::ir_key(settings, CodeCache::build_id(), ir_fingerprint(t, opts));
}

// Runs GCC. libgccjit runs GCC's driver in-process, and the driver installs
// its own handlers for these signals (to delete its temporary files, then
// die) unless a signal is ignored. A host's Ctrl-C handler (the kiln
// command's) must survive: SIGINT is ignored while GCC runs when the host
// handles it (a Ctrl-C in that window, at most one compile long, is lost
// rather than killing the process), and every handler is put back after.
// This thread blocks them, so they go to the interpreter's. One compile at
// a time in the process (libgccjit serialises them anyway), so that two
// threads never save each other's handlers.
bool g_sole_thread = false; // compiles_alone(): no lock

template <class F> void run_gcc(F&& compile) {
    static std::mutex compile_mutex;
    std::unique_lock<std::mutex> lock(compile_mutex, std::defer_lock);
    if (!g_sole_thread) lock.lock();
    static const int kSignals[] = {SIGINT, SIGTERM, SIGHUP, SIGPIPE};
    struct sigaction saved[4];
    sigset_t block, old_mask;
    sigemptyset(&block);
    for (int k = 0; k < 4; k++) {
        sigaction(kSignals[k], nullptr, &saved[k]);
        sigaddset(&block, kSignals[k]);
    }
    pthread_sigmask(SIG_BLOCK, &block, &old_mask);
    if (saved[0].sa_handler != SIG_DFL && saved[0].sa_handler != SIG_IGN) signal(SIGINT, SIG_IGN);
    compile();
    for (int k = 0; k < 4; k++) sigaction(kSignals[k], &saved[k], nullptr);
    pthread_sigmask(SIG_SETMASK, &old_mask, nullptr);
}

// A private directory for one compile's files, removed with them.
struct TempDir {
    std::string path;
    TempDir() : path(make_private_dir("kiln-jit")) {}
    ~TempDir() {
        if (path.empty()) return;
        if (DIR* d = opendir(path.c_str())) {
            while (dirent* e = readdir(d))
                if (std::strcmp(e->d_name, ".") != 0 && std::strcmp(e->d_name, "..") != 0)
                    unlink((path + "/" + e->d_name).c_str());
            closedir(d);
        }
        rmdir(path.c_str());
    }
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;
};

double ms_since(std::chrono::steady_clock::time_point t) {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t).count();
}

// GCC's object file for ctx, compiled in dir: GCC writes assembly text and
// the waiting `as` assembles it (jit/assembler.hpp), or, without one or
// when that fails, GCC's driver runs `as` itself. False when GCC failed
// (its error is on ctx) or the object cannot be read (*why). *note gets
// why the assembler was not used, for the log.
bool gcc_object(gcc_jit_context* ctx, const std::string& dir, Assembler* assembler, std::string* object,
                std::string* why, std::string* note) {
    if (assembler && assembler->usable()) {
        const std::string s_path = dir + "/trace.s";
        assembler->prepare();
        run_gcc([&] { gcc_jit_context_compile_to_file(ctx, GCC_JIT_OUTPUT_KIND_ASSEMBLER, s_path.c_str()); });
        if (gcc_jit_context_get_first_error(ctx)) return false;
        std::string text, failed;
        if (!read_file(s_path, &text)) failed = "cannot read GCC's assembly";
        else if (assembler->assemble(text, object, &failed)) return true;
        *note += fmt::format("{}assembler: {}; GCC's driver assembled", note->empty() ? "" : "; ", failed);
    }
    const std::string obj_path = dir + "/trace.o";
    run_gcc([&] { gcc_jit_context_compile_to_file(ctx, GCC_JIT_OUTPUT_KIND_OBJECT_FILE, obj_path.c_str()); });
    if (gcc_jit_context_get_first_error(ctx)) return false;
    if (!read_file(obj_path, object)) {
        *why = "cannot read GCC's object file";
        return false;
    }
    return true;
}

// A tree's function in an object compiled with others: named after its
// cache key, so that a later hit on that key finds it.
std::string batch_name(const std::string& key) { return "trace_" + key.substr(0, 24); }

// The code stored under key, loaded; else false, with out->cache_miss set
// (and a note when an entry was there but unusable).
bool from_cache(CodeCache& cache, const std::string& key, std::chrono::steady_clock::time_point start, Compiled* out) {
    CodeCache::Entry e;
    std::string why;
    if (cache.lookup(key, &e, &why)) {
        auto obj = LoadedObject::load(e.object.data(), e.object.size(), &why);
        void* fn = obj ? obj->symbol("trace") : nullptr;
        if (obj && !fn) fn = obj->symbol(batch_name(key)); // compiled with others
        if (fn) {
            out->fn = (TraceFn)fn;
            out->object = std::move(obj);
            out->cache_hit = true;
            out->key = key;
            out->ms = ms_since(start);
            out->saved_ms = std::max(0.0, e.compile_ms - out->ms);
            return true;
        }
        if (obj) why = "no function named trace";
    }
    if (!why.empty()) out->note = "cache entry ignored: " + why;
    out->cache_miss = true;
    return false;
}

} // namespace

// Builds the function, then: the cached object if there is one; else GCC
// writes an object file that kiln loads itself (no linker, no dlopen) and
// stores in the cache; if that fails, libgccjit's in-memory compile.
Compiled compile_tree(const Tree& t, const CompileOptions& opts, std::string* error) {
    auto start = std::chrono::steady_clock::now();
    Compiled out;
    if (!validate(t, error)) return out;
    const std::string settings = gcc_settings(opts.opt_level);
    const bool caching = opts.cache && opts.cache->enabled();
    // The key: what the code generator is given (the IR, with the inner
    // trees compiled into it) and which build of it runs, so a hit costs
    // neither building GCC's input nor dumping it. Without a build id to
    // name this build, the C-like dump (exactly the function GCC compiles)
    // is the key instead.
    std::string key;
    if (caching && !CodeCache::build_id().empty())
        key = ir_cache_key(t, opts, settings);
    auto try_cache = [&](gcc_jit_context* ctx) {
        if (!from_cache(*opts.cache, key, start, &out)) return false;
        if (ctx) gcc_jit_context_release(ctx);
        return true;
    };
    if (!key.empty() && !opts.dumps() && try_cache(nullptr)) return out;
    if (!load_gccjit(error)) return out;
    gcc_jit_context* ctx = new_context(opts.opt_level);
    if (!emit_function(ctx, t, &opts, "trace")) {
        *error = "trace without an end";
        gcc_jit_context_release(ctx);
        return out;
    }
    if (!opts.dump_reproducer_path.empty())
        gcc_jit_context_dump_reproducer_to_file(ctx, opts.dump_reproducer_path.c_str());
    TempDir tmp;
    const bool dump_key = caching && key.empty();
    std::string dump_path = !opts.dump_c_path.empty() ? opts.dump_c_path
                            : dump_key && !tmp.path.empty() ? tmp.path + "/trace.c"
                                                            : "";
    if (!dump_path.empty()) {
        gcc_jit_context_dump_to_file(ctx, dump_path.c_str(), 0);
        std::string text;
        if (dump_key && read_file(dump_path, &text) && !text.empty()) key = CodeCache::key(settings, text);
    }
    if (!key.empty() && !out.cache_miss && try_cache(ctx)) return out;
    // GCC writes an object file; kiln loads it.
    std::string object;
    std::string load_error = "no temporary directory";
    if (!tmp.path.empty()) {
        bool have = gcc_object(ctx, tmp.path, opts.assembler, &object, &load_error, &out.note);
        if (const char* e = gcc_jit_context_get_first_error(ctx)) {
            *error = e; // the in-memory compile would fail the same way
            gcc_jit_context_release(ctx);
            // A recursive function's inlined copy of itself that GCC would
            // not inline after all: the code without it.
            if (!opts.no_self_copy && error->find("always_inline") != std::string::npos) {
                CompileOptions plain = opts;
                plain.no_self_copy = true;
                return compile_tree(t, plain, error);
            }
            out.ms = ms_since(start);
            return out;
        }
        auto obj = have ? LoadedObject::load((const uint8_t*)object.data(), object.size(), &load_error) : nullptr;
        if (void* fn = obj ? obj->symbol("trace") : nullptr) {
            out.fn = (TraceFn)fn;
            out.object = std::move(obj);
        } else if (obj) {
            load_error = "no function named trace";
        }
    }
    if (!out.fn) {
        // Never worse than before: libgccjit links a library and dlopens it.
        out.note += fmt::format("{}object not loaded ({}): compiled in memory", out.note.empty() ? "" : "; ", load_error);
        run_gcc([&] { out.result = gcc_jit_context_compile(ctx); });
        if (!out.result) {
            const char* e = gcc_jit_context_get_first_error(ctx);
            *error = e ? e : "libgccjit failed";
        } else {
            out.fn = (TraceFn)gcc_jit_result_get_code(out.result, "trace");
        }
    }
    gcc_jit_context_release(ctx);
    out.ms = ms_since(start);
    if (out.object && !key.empty()) {
        std::string why;
        std::vector<uint8_t> bytes(object.begin(), object.end());
        if (!opts.cache->store(key, bytes, out.ms, &why) && !why.empty())
            out.note += fmt::format("{}not cached: {}", out.note.empty() ? "" : "; ", why);
        else
            out.key = key;
    }
    return out;
}

bool load_cached(const Tree& t, const CompileOptions& opts, Compiled* out, std::string* key_out) {
    if (!opts.cache || !opts.cache->enabled() || opts.dumps() || CodeCache::build_id().empty()) return false;
    std::string error;
    if (!validate(t, &error)) return false;
    const auto start = std::chrono::steady_clock::now();
    const std::string key = ir_cache_key(t, opts, gcc_settings(opts.opt_level));
    *key_out = key;
    Compiled c;
    if (!from_cache(*opts.cache, key, start, &c)) return false; // the compile will look again, and count the miss
    *out = std::move(c);
    return true;
}

void compile_batch(std::vector<BatchItem>& items) {
    auto alone = [](BatchItem& it) { it.out = compile_tree(*it.tree, *it.opts, &it.error); };
    // Which go to GCC together: not those in the cache, nor a dump.
    std::vector<BatchItem*> gcc;
    std::vector<std::string> keys;
    for (BatchItem& it : items) {
        const CompileOptions& o = *it.opts;
        const bool caching = o.cache && o.cache->enabled();
        if (o.dumps() || (caching && CodeCache::build_id().empty()) || o.opt_level != items[0].opts->opt_level ||
            !validate(*it.tree, &it.error)) {
            alone(it);
            continue;
        }
        std::string key;
        if (caching) {
            key = ir_cache_key(*it.tree, o, gcc_settings(o.opt_level));
            if (from_cache(*o.cache, key, std::chrono::steady_clock::now(), &it.out)) continue;
        }
        gcc.push_back(&it);
        keys.push_back(key);
    }
    if (gcc.size() < 2 || !load_gccjit(nullptr)) {
        for (BatchItem* it : gcc) alone(*it);
        return;
    }
    auto start = std::chrono::steady_clock::now();
    auto name = [&](size_t k) { return keys[k].empty() ? fmt::format("trace_{}", k) : batch_name(keys[k]); };
    gcc_jit_context* ctx = new_context(items[0].opts->opt_level);
    bool built = true;
    for (size_t k = 0; k < gcc.size() && built; k++) built = emit_function(ctx, *gcc[k]->tree, gcc[k]->opts, name(k).c_str());
    TempDir tmp;
    std::string object;
    std::shared_ptr<LoadedObject> obj;
    std::string note;
    if (built && !tmp.path.empty()) {
        std::string why;
        if (gcc_object(ctx, tmp.path, items[0].opts->assembler, &object, &why, &note))
            obj = LoadedObject::load((const uint8_t*)object.data(), object.size(), &why);
    }
    gcc_jit_context_release(ctx);
    std::vector<TraceFn> fns;
    for (size_t k = 0; k < gcc.size() && obj; k++) fns.push_back((TraceFn)obj->symbol(name(k)));
    if (!obj || std::count(fns.begin(), fns.end(), nullptr) > 0) {
        // Something failed: each alone, so that only its own tree fails.
        for (BatchItem* it : gcc) alone(*it);
        return;
    }
    const double ms = ms_since(start);
    std::vector<uint8_t> bytes(object.begin(), object.end());
    for (size_t k = 0; k < gcc.size(); k++) {
        Compiled& out = gcc[k]->out;
        out.fn = fns[k];
        out.object = obj;
        out.ms = ms / (double)gcc.size(); // its share (the stats add them up)
        if (!note.empty()) out.note += fmt::format("{}{}", out.note.empty() ? "" : "; ", note);
        out.note += fmt::format("{}one GCC run for {} trees, {:.1f} ms", out.note.empty() ? "" : "; ", gcc.size(), ms);
        if (!keys[k].empty()) {
            std::string why;
            if (!gcc[k]->opts->cache->store(keys[k], bytes, out.ms, &why) && !why.empty())
                out.note += fmt::format("; not cached: {}", why);
            else
                out.key = keys[k];
        }
    }
}

void compiles_alone() { g_sole_thread = true; }

void release(Compiled& c) {
    if (c.result) gcc_jit_result_release(c.result);
    c.result = nullptr;
    c.object.reset();
    c.fn = nullptr;
}

} // namespace kiln::jit
