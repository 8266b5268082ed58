// Trees on their way to native code: compiled in place or queued for the
// compiler thread (Jit::submit), small queued trees sent to GCC together
// (Jit::work), the results installed on the interpreter's thread
// (Jit::poll, Jit::install), and what is left when the program ends
// (Jit::stop_compiling; jit/finish_detached.cpp finishes it).
#include <fmt/format.h>

#include <algorithm>
#include <mutex>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "../lang/bytecode.hpp"
#include "../vm/vm.hpp"
#include "jit.hpp"
#include "jit_internal.hpp"
#include "recorder.hpp"

namespace kiln::jit {

// Optimises the tree and hands it to the compiler thread (or compiles it
// here with background compilation off).
void Jit::submit(Loop& l, TreeRec& t, bool side, int side_snap) {
    optimize(t.ir);
    // A root tree's facts are known now: an outer loop may be recorded
    // against it, and compile it in, before its own code is there.
    if (!side) note_facts(l, t);
    std::vector<std::string> names;
    for (auto* n : l.code->varnames) names.push_back(n->data);
    while ((int)names.size() < l.code->nslots) names.push_back(fmt::format("slot{}", names.size()));
    if (vm_.options.jit_dump == "ir")
        vm_.log_stderr(fmt::format("--- trace {} IR ({}, optimised) ---\n{}", t.id, where(l), dump_ir(t.ir, names)));
    // Inner loops it calls are compiled into its code (see InlinedTree).
    std::vector<InlinedTree> inner;
    std::vector<DirectInner> direct;
    const bool independent = inline_inner_loops(t, &inner, &direct);
    // Its constants may have moved (a side trace's, and the inner trees'
    // just added), while its old code goes on.
    refresh_cell(l);
    // After the cell (its old code goes on), before the job is built.
    if (stopping_) return; // the process is ending (stop_compiling): it runs on interpreted
    bool ahead = false; // of the pending code of an inner loop it has compiled in
    for (const InlinedTree& in : inner)
        ahead |= !t.inlined[(size_t)in.ref]->code.fn;
    Job job{l.id, &t, side, side_snap, t.ir, {}};
    job.opts.inner = std::move(inner);
    job.opts.direct = std::move(direct);
    direct_loop_calls(t, &job.opts.calls);
    job.opts.opt_level = vm_.options.jit_opt_level;
    job.opts.cache = &cache_;
    job.opts.assembler = &assembler_;
    if (vm_.options.jit_dump == "c") job.opts.dump_c_path = fmt::format("kiln-trace-{}.c", t.id);
    if (vm_.options.jit_dump == "reproducer")
        job.opts.dump_reproducer_path = fmt::format("kiln-trace-{}-reproducer.c", t.id);
    // A side trace grows on a loop already running natively: compiled in
    // place, the loop stays native at once (in the background it would
    // leave at that exit until the code arrived, about half of the Monte
    // Carlo sample's iterations for the length of a compile). But not a big
    // tree, whose compile would stop the program for a few hundred
    // milliseconds (fannkuch's outer loop, with its inner loops compiled
    // in, twice): its old code goes on, leaving at that exit meanwhile.
    size_t size = job.ir.ins.size();
    for (const InlinedTree& in : job.opts.inner) size += in.ir.ins.size();
    // A side trace recorded at its exit's first exit for a cache hint: an
    // earlier run recorded one there after 40 exits, and the tree it made
    // is in the cache. The first exit may go another way than the 40th
    // (a generator's first item, a rarer branch): then this tree is not
    // in the cache, and compiling it would leave every later tree of the
    // loop out of the cache too, run after run. It is dropped instead, and
    // recorded again at the 40th exit, as the earlier run did.
    if (side && early_for_hint(t.exits[(size_t)side_snap])) {
        ExitInfo& e = t.exits[(size_t)side_snap];
        e.hinted = false;
        if (independent && cache_.enabled() && !job.opts.dumps() && !queued(&t)) {
            Result r{job.loop_id, job.tree, side, side_snap, job.ir.ins.size(), {}, {}, {}, job.ir.snaps.size()};
            if (load_cached(job.ir, job.opts, &r.code, &job.opts.cache_key)) {
                install(std::move(r));
                return;
            }
            undo_side(t);
            e.side_pending = false;
            refresh_cell(l);
            log(fmt::format("side trace from exit {} of trace {}, recorded early for a cache hint, is not in the "
                            "cache: dropped, recorded again at its {}th exit",
                            side_snap, t.id, kSideThreshold));
            return;
        }
    }
    // Not when it calls an inner loop whose code is still being compiled
    // (not compiled in after all): that code must be installed first.
    if (!vm_.options.jit_background || (side && independent && size <= kMaxInPlaceSideTreeIns)) {
        Result r{job.loop_id, job.tree, side, side_snap, job.ir.ins.size(), {}, {}, {}, job.ir.snaps.size()};
        r.code = compile_tree(job.ir, job.opts, &r.error);
        install(std::move(r));
        return;
    }
    // Its code in the on-disk cache goes live now, on this thread, rather
    // than after the compiler thread's look-up and the next poll: a later
    // run's trees run natively sooner (a look-up and load take about
    // 0.1 ms). Not before the code of inner loops it calls (their jobs may
    // be queued), nor past an earlier job of the same tree still queued
    // (its result, installed later, would replace this code).
    if (independent && cache_.enabled() && !job.opts.dumps() && !queued(&t)) {
        Result r{job.loop_id, job.tree, side, side_snap, job.ir.ins.size(), {}, {}, {}, job.ir.snaps.size()};
        if (load_cached(job.ir, job.opts, &r.code, &job.opts.cache_key)) {
            install(std::move(r));
            return;
        }
    }
    std::lock_guard<std::mutex> lock(mu_);
    // A side trace's tree whose earlier job (another side trace) still
    // waits: this job, whose IR has that side trace too, takes its place
    // (one GCC run, not two; side traces recorded while a compile runs,
    // Jit::sibling_exit, come in such runs).
    if (side) {
        for (Job& queued_job : jobs_) {
            if (queued_job.tree != &t || !queued_job.side) continue;
            job.also_sides = std::move(queued_job.also_sides);
            job.also_sides.push_back(queued_job.side_snap);
            queued_job = std::move(job);
            cv_.notify_one();
            return;
        }
    }
    // Its code does not need the inner loops' code (it has it compiled in,
    // or they have theirs): compiled first, the outer loop runs natively
    // one compile earlier (nested_loop's outer loop used to wait for its
    // inner one's compile, then be recorded, then compiled). Otherwise
    // first in, first out: results are installed in the order they finish,
    // so a loop's code is there before that of an outer loop calling it.
    if (ahead && independent) {
        jobs_.push_front(std::move(job));
    } else {
        // Before the compiles of inner loops that an outer loop's code has
        // compiled in (they are needed only where the interpreter enters
        // that inner loop itself): a side trace of a loop running natively,
        // a new loop (dijkstra's outer loop's side trace waited 22 ms for
        // its inner loop's own compile).
        auto at = jobs_.end();
        if (independent && !t.compiled_in)
            at = std::find_if(jobs_.begin(), jobs_.end(),
                              [](const Job& j) { return j.tree->compiled_in && !j.side; });
        jobs_.insert(at, std::move(job));
    }
    if (!worker_.joinable()) worker_ = std::thread([this] { work(); });
    cv_.notify_one();
}

// The compiler thread: libgccjit only, never the VM.
void Jit::work() {
    std::unique_lock<std::mutex> lock(mu_);
    while (true) {
        cv_.wait(lock, [this] { return stopping_ || !jobs_.empty(); });
        if (stopping_) return;
        // Small trees waiting together go to GCC together (its fixed cost
        // dominates theirs); a big one alone, so that a small one is not
        // held up behind it.
        std::vector<Job>& batch = compiling_;
        size_t size = 0;
        while (!jobs_.empty() && batch.size() < kMaxBatch) {
            size_t s = jobs_.front().ir.ins.size();
            for (const InlinedTree& in : jobs_.front().opts.inner) s += in.ir.ins.size();
            if (!batch.empty() && size + s > kMaxBatchIns) break;
            size += s;
            batch.push_back(std::move(jobs_.front()));
            jobs_.pop_front();
        }
        lock.unlock();
        std::vector<BatchItem> items;
        for (const Job& job : batch) items.push_back(BatchItem{&job.ir, &job.opts, {}, {}});
        compile_batch(items);
        lock.lock();
        for (size_t k = 0; k < batch.size(); k++) {
            const Job& job = batch[k];
            results_.push_back(Result{job.loop_id, job.tree, job.side, job.side_snap, job.ir.ins.size(),
                                      std::move(items[k].out), std::move(items[k].error), job.also_sides,
                                      job.ir.snaps.size()});
        }
        batch.clear();
        results_ready_.store(true, std::memory_order_release);
        // The next compile's assembler, started now that this compile's
        // code is handed over: loaded by the time GCC has the next one done.
        bool compiled = std::any_of(items.begin(), items.end(), [](const BatchItem& it) { return !it.out.cache_hit; });
        if (compiled) {
            lock.unlock();
            assembler_.prepare();
            lock.lock();
        }
    }
}

bool Jit::queued(const TreeRec* t) {
    std::lock_guard<std::mutex> lock(mu_);
    auto of_t = [t](const Job& j) { return j.tree == t; };
    return std::any_of(jobs_.begin(), jobs_.end(), of_t) || std::any_of(compiling_.begin(), compiling_.end(), of_t);
}

int Jit::compiles_pending() {
    std::lock_guard<std::mutex> lock(mu_);
    return (int)(jobs_.size() + results_.size() + compiling_.size());
}

bool Jit::stop_compiling() {
    std::lock_guard<std::mutex> lock(mu_);
    stopping_ = true;
    // Copies: the compiler thread still reads the ones it has.
    leftovers_ = compiling_;
    for (Job& j : jobs_) leftovers_.push_back(std::move(j));
    jobs_.clear();
    const size_t busy = compiling_.size();
    if (busy > 0) log(fmt::format("the program ended while GCC compiled {} tree{}", busy, busy == 1 ? "" : "s"));
    return busy > 0;
}

void Jit::poll() {
    if (!results_ready_.load(std::memory_order_acquire)) return;
    std::vector<Result> done;
    {
        std::lock_guard<std::mutex> lock(mu_);
        done.swap(results_);
        results_ready_.store(false, std::memory_order_relaxed);
    }
    for (auto& r : done) install(std::move(r));
}

// A compiled tree goes live (on the interpreter's thread).
void Jit::install(Result r) {
    Loop& l = *loop_table_[r.loop_id];
    TreeRec& t = *r.tree;
    vm_.jit_stats.compile_ms += r.code.ms;
    vm_.jit_stats.cache_hits += r.code.cache_hit;
    vm_.jit_stats.cache_misses += r.code.cache_miss;
    vm_.jit_stats.cache_saved_ms += r.code.saved_ms;
    if (!r.code.fn) {
        log(fmt::format("trace {} failed to compile: {}{}", t.id, r.error, r.code.note.empty() ? "" : " (" + r.code.note + ")"));
        if (r.side) {
            t.no_more_sides = true;
            t.exits[r.side_snap].side_pending = false;
            for (int k : r.also_sides) t.exits[(size_t)k].side_pending = false;
        } else {
            // Kept: an outer loop's code may have it compiled in.
            for (size_t k = 0; k < l.pending.size(); k++)
                if (l.pending[k].get() == &t) {
                    l.failed.push_back(std::move(l.pending[k]));
                    l.pending.erase(l.pending.begin() + (long)k);
                    break;
                }
            // Blacklisted as after aborts (never retried at once: libgccjit
            // missing failed every compile, and 2,900 recordings of
            // mandelbrot's two loops took 43 ms).
            l.aborts = std::max(l.aborts + 1, kMaxAborts);
            if (l.header < l.code->jit_counter.size())
                blacklist(l, &l.code->jit_counter[l.header], "after its compile failed");
        }
        return;
    }
    const std::string& dump = vm_.options.jit_dump;
    if (dump == "c") log(fmt::format("trace {}: C dump written to kiln-trace-{}.c", t.id, t.id));
    if (dump == "reproducer")
        log(fmt::format("trace {}: libgccjit reproducer written to kiln-trace-{}-reproducer.c", t.id, t.id));
    // The old code may still be running further up the C stack (a helper's
    // Python code can grow a side trace on its own caller's loop): it is
    // kept until the JIT goes.
    if (t.code.fn) retired_.push_back(t.code);
    // A side trace grown on code that has a cache key: a later run loading
    // that code records it at once (CodeCache::side_hints).
    // (Only for exits that code has: a side trace recorded where another,
    // compiled in with it, would leave is not.)
    const std::string grown_from = r.side ? t.code.key : std::string();
    if (!grown_from.empty()) {
        if ((size_t)r.side_snap < t.code_snaps) cache_.add_side_hint(grown_from, r.side_snap);
        for (int k : r.also_sides)
            if ((size_t)k < t.code_snaps) cache_.add_side_hint(grown_from, k);
    }
    t.code = r.code;
    t.code_snaps = r.snaps;
    if (vm_.options.jit_perf_map && r.code.object &&
        !perf_map_.add(*r.code.object, (const void*)r.code.fn, fmt::format("kiln trace {} ({})", t.id, where(l))))
        log(fmt::format("trace {}: not in the perf map{}", t.id, perf_map_.path().empty() ? "" : " " + perf_map_.path()));
    if (r.code.cache_hit) {
        if (t.exits.size() < t.ir.snaps.size()) t.exits.resize(t.ir.snaps.size());
        for (int e : cache_.side_hints(r.code.key))
            if ((size_t)e < t.exits.size()) t.exits[(size_t)e].hinted = true;
    }
    note_facts(l, t);
    vm_.jit_stats.traces_compiled++;
    for (size_t k = 1; k < t.ir.segs.size(); k++) t.exits[t.ir.segs[k].parent_snap].has_side = true;
    std::string how = r.code.cache_hit ? "loaded from cache"
                                       : fmt::format("compiled at -O{}", vm_.options.jit_opt_level);
    log(fmt::format("{} {} {} in {:.1f} ms ({} IR instructions{}{})", r.side ? "tree of trace" : "trace", t.id, how,
                    r.code.ms, r.ir_size, r.code.note.empty() ? "" : "; ", r.code.note));
    if (r.side) {
        for (int k : r.also_sides) {
            t.exits[(size_t)k].has_side = true;
            t.exits[(size_t)k].side_pending = false;
            vm_.jit_stats.side_traces++;
            log(fmt::format("side trace attached to trace {} at exit {}", t.id, k));
        }
        t.exits[r.side_snap].has_side = true;
        t.exits[r.side_snap].side_pending = false;
        vm_.jit_stats.side_traces++;
        log(fmt::format("side trace attached to trace {} at exit {}", t.id, r.side_snap));
    } else {
        for (size_t k = 0; k < l.pending.size(); k++) {
            if (l.pending[k].get() != &t) continue;
            if (!l.trees.empty()) vm_.jit_stats.specialisations++;
            l.trees.push_back(std::move(l.pending[k]));
            l.pending.erase(l.pending.begin() + (long)k);
            break;
        }
    }
    refresh_cell(l);
}

} // namespace kiln::jit
