// The tracing JIT of one interpreter: hot loop counters, the recorder, the
// compiled trace trees of every loop (one per set of entry types), guard
// exits and side traces, the log and the statistics.
//
// The interpreter talks to it at two places only: the loop back-edge
// (JUMP_BACK, when the loop's counter runs out) and, while recording, before
// every instruction. See "Rules that keep it honest" in DESIGN.md: a trace
// only does what the interpreter would have done, every assumption is a
// guard whose exit rebuilds the frame exactly, and back-edges poll the
// host's attention flag.
#pragma once
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdlib>
#include <cstdio>
#include <deque>
#include <mutex>
#include <thread>
#include <functional>
#include <map>
#include <unordered_map>
#include <memory>
#include <string>
#include <vector>

#include "assembler.hpp"
#include "code_cache.hpp"
#include "perf_map.hpp"
#include "codegen.hpp"
#include "ir.hpp"
#include "recorder.hpp"

namespace kiln {
struct VM;
struct Frame;
} // namespace kiln

namespace kiln::jit {

class Recorder;

// The JIT's default loop threshold (docs/jit.md says how it was chosen).
constexpr int kDefaultThreshold = 1000;

class Jit {
public:
    explicit Jit(VM& vm);
    ~Jit();

    enum class Next {
        Interpret, // go on at f->pc (a trace may have run and left there)
        Record,    // go on at f->pc, recording
        Raise,     // a trace's helper raised vm.exc at f->pc - 1
        Return,    // a function's trace returned: the value is in f->base[-1]
    };
    // A loop back-edge whose counter ran out; f is synced, at the loop header.
    Next back_edge(Frame* f, uint32_t header, int32_t* counter);
    // The interpreter reached a loop's header from above (LOOP_ENTRY): run
    // its compiled code if it has some for these types.
    Next loop_entry(Frame* f, uint32_t header);
    // A script function's new frame f, before its first instruction, when
    // its call counter (code->jit_counter[0]: no loop's header is there)
    // ran out. A function without loops that calls itself gets a trace of
    // its own, from entry to return, whose recursive calls are native
    // calls of that same code (CallSelf); this runs it, or records it.
    Next function_entry(Frame* f, int32_t* counter);

    // Recording, or watching a loop just recorded (see Watch): the
    // interpreter calls record_step before every instruction either way.
    bool recording() const { return rec_ != nullptr || watch_.loop != nullptr; }
    // Watching the tree of a function's own trace (not recording).
    bool watching_calls_of(const CodeObj* c) const;
    // Before each instruction while recording; false when recording ended.
    bool record_step(Frame* f, const uint32_t* pc, Value* sp);
    // retry_soon: the iteration went where the loop seldom goes (it
    // raised): record again at the next back-edge, a few times.
    void abort_recording(const std::string& why, bool retry_soon = false);
    // Recording a side trace from an exit that raised: the interpreter's
    // unwinding tells where the handler is (record_catch; false: the
    // recording ended) or that the exception left the frame (abort).
    bool catching() const;
    // While catching: frame f is a call the trace inlined that the
    // exception leaves on its way to the handler the recording expects.
    bool catch_leaves(const Frame* f) const;
    bool record_catch(Frame* f, uint32_t raise_idx, uint32_t handler, uint32_t depth);

    void for_each_root(const std::function<void(Obj*)>& mark) const;
    // For a process about to end: no more compiles start (those waiting
    // are dropped). True while GCC is still busy with one, which the
    // process may then end without (the destructor would wait for it).
    bool stop_compiling();
    // The top-level code returned: a watch still waiting for its loop to
    // be entered again ends (its trace goes to the compiler).
    void end_of_run();
    // After stop_compiling, for a process about to end: starts a detached
    // process that compiles what GCC was busy with and what waited for it,
    // stores the code in the on-disk cache (so that the next run loads it)
    // and then execs then_argv (null: exits). Its pid; 0 when there was
    // nothing to finish (cache off, dumps asked for, libgccjit still being
    // loaded) or fork failed. jit/finish_detached.cpp.
    int finish_detached(const char* const* then_argv);
    // Trees waiting for the compiler thread, with it, or compiled and not
    // yet installed (kiln.jit_stats()'s compiles_pending).
    int compiles_pending();
    // The run_inner helper: runs the traces of loop `id` from an outer
    // trace; 1 if it left the loop at resume_pc with the stack at depth.
    int run_nested(JitRuntime* rt, int64_t id_and_writes, int64_t resume_pc, int64_t depth);
    // The inner_left helper: an inner loop's tree that outer code called
    // directly (DirectInner) left through exit `snap`, not where the outer
    // trace goes on: sets rt->nested_* as run_nested would have.
    void inner_left(JitRuntime* rt, void* tree, int snap);
    // A loop that outer code ran directly (DirectLoopCall) left through
    // exit `snap` of `tree`; f is the call's frame, just made: the frame as
    // the exit leaves it, and what the interpreter does next.
    Next loop_call_left(Frame* f, void* tree, int snap);
    // --stats: the summary printed at exit.
    void print_stats(std::FILE* out) const;

private:
    struct ExitInfo {
        uint32_t count = 0;
        int side_failures = 0;
        bool has_side = false;
        bool side_pending = false; // recorded, being compiled
        // An earlier run grew a side trace here from this code (its cache
        // entry's side hints): recorded at the first exit, not the 40th.
        bool hinted = false;
        // Exits while its side trace is compiled (Jit::sibling_exit), and
        // how many more to let pass after a look that found nothing.
        uint32_t pending_exits = 0;
        uint32_t sibling_skip = 0;
        uint8_t sibling_misses = 0;
    };
    struct TreeRec {
        Tree ir;
        Compiled code;
        size_t code_snaps = 0; // the snapshots of the IR its code was compiled from
        std::vector<ExitInfo> exits;
        std::vector<uint8_t> exit_kind;
        // Its facts (note_facts): made when a root tree is submitted (an
        // outer loop may be recorded against it, and compile it into its
        // code, while it is being compiled) and when a tree's new code is
        // installed (a side tree's old code goes on with the old ones until
        // then). For entering it cheaply: the entry values to check, and
        // for each exit where the interpreter would go on (past
        // unconditional jumps) if it left plainly there (in the loop's
        // frame, no error, not from an inner loop), else -1, and the depth
        // of its stack there (a `break` out of a for loop pops the
        // iterator first: see Jit::resume_point).
        struct EntryCheck {
            int32_t pos;
            Tag tag;
            JitKind kind; // for Tag::Obj (jit_kind)
        };
        std::vector<EntryCheck> checks;
        std::vector<uint32_t> plain_resume, plain_depth;
        // For each CallSelf's snapshot: the function it calls and where the
        // callee's frame starts (rebuild_calls).
        struct SelfCall {
            FunctionObj* fn = nullptr;
            uint32_t base = 0;
        };
        std::vector<SelfCall> self_calls;
        // The most positions a call to itself puts the callee's frame above
        // its caller's (the largest SelfCall::base): Jit::enter bounds the
        // native calls' depth by the value stack's room with it.
        uint32_t self_advance = 0;
        // Inner loops' trees compiled into its code, any version of it
        // (InlinedTree::ref is an index here, reported back through
        // JitRuntime::nested_inline): only grows, so code that is still
        // running after newer code replaced it finds its own entries.
        // Installed or pending, or failed to compile on their own: their
        // TreeRecs are never freed (Loop::failed keeps those).
        std::vector<TreeRec*> inlined;
        // Another loop's tree has this one compiled into its code: its own
        // compile is needed only where the interpreter enters this loop.
        bool compiled_in = false;
        int id = 0;
        int loop_id = -1;
        // Its exits as its loop's InnerCell gives them (refresh_cell): made
        // again only when they change, and never freed while the JIT lives
        // (outer code read the old table before a call that changed it).
        std::vector<std::unique_ptr<uint64_t[]>> cell_exits;
        size_t cell_nexits = 0;
        uint32_t jump_back = 0; // the JUMP_BACK instruction that closes the loop
        int last_write = -1;    // the highest index in its loop's `writes` it writes
        bool no_more_sides = false; // a side trace failed to compile
        // An inner loop it calls now has code that changes more than the
        // trace was recorded for: after a few such exits the tree is
        // dropped (and the loop recorded again).
        int stale = 0;
        bool dropped = false;
        // Entries into its code, and the iterations they ran natively
        // (Jit::after_exit drops a tree that mostly leaves for good).
        uint64_t entries = 0, entry_iterations = 0;
    };
    // Compiling happens on a background thread (DESIGN.md: the interpreter
    // goes on meanwhile); the result is installed on the interpreter's
    // thread, at a back-edge.
    struct Job {
        int loop_id;
        TreeRec* tree;
        bool side;
        int side_snap;
        Tree ir; // a copy: the interpreter's thread keeps growing the original
        CompileOptions opts;
        // Side traces of earlier jobs of this tree this one took the place
        // of, still waiting (Jit::submit): its code has them too.
        std::vector<int> also_sides;
    };
    struct Result {
        int loop_id;
        TreeRec* tree;
        bool side;
        int side_snap;
        size_t ir_size;
        Compiled code;
        std::string error;
        std::vector<int> also_sides; // Job::also_sides
        size_t snaps = 0;            // the compiled IR's snapshots
    };
    struct Loop {
        CodeObj* code = nullptr;
        uint32_t header = 0;
        int line = 0;
        std::vector<std::unique_ptr<TreeRec>> trees;
        int aborts = 0;
        int misses = 0;  // entries whose types matched no tree
        // Misses before the next recording for new types (0: the threshold),
        // and how many such recordings aborted: those back off on their own,
        // while back-edges with the types a tree has go on entering it.
        int64_t misses_needed = 0;
        int type_aborts = 0;
        int quick_retries = 0; // recordings that left the loop, retried at once
        // Waiting for an inner loop's code: its retries are logged once
        // (fannkuch's middle loop retried 4,000 times in 200 ms).
        bool waiting = false;
        // The inner loop whose code it waits for: no recording starts
        // while that is being compiled (each would stop at the inner loop
        // again; game of life's loops recorded 6,839 times in 80 ms).
        const Loop* waiting_for = nullptr;
        int leaf_skips = 0; // a recursive function's leaf calls recorded and not compiled (Jit::leaf_call)
        int id = -1;           // index in loop_table_
        std::vector<std::unique_ptr<TreeRec>> pending; // root traces being compiled
        // Root traces whose compile failed: kept, an outer loop's code may
        // have them compiled in (TreeRec::inlined).
        std::vector<std::unique_ptr<TreeRec>> failed;
        std::vector<int> writes; // positions its trees change (only grows)
        bool gave_up_types = false;
        bool function = false;   // a recursive function's trees (header 0), see function_entry
        // A function's whose calls come from native code (a builtin's, the
        // host's), and one whose trace did too little to pay for its entry.
        bool native_called = false, too_short = false;
        // Entries into its native code and the iterations they ran (how
        // short the loop is, for inline_inner_loops).
        uint64_t entries = 0, entry_iterations = 0;
        // The interpreter's sample at its first recording (start_root):
        // `sample_iterations` back-edges in `sample_entries` entries. Used
        // while entries == 0 (it has not run natively yet).
        uint64_t sample_entries = 0, sample_iterations = 0;
        bool peel_decided = false, peel = true; // Tree::peel for its trees
        // A tree not dropped: its code runs (or will) when the types fit.
        bool has_live_tree() const {
            for (const auto& t : trees)
                if (!t->dropped) return true;
            return false;
        }
    };

    Loop& loop_for(CodeObj* code, uint32_t header);
    void blacklist(Loop& l, int32_t* counter, const std::string& why);
    Next leave(Frame* f, TreeRec& t, int snap);
    void note_stale(Loop& l, TreeRec& t);
    bool find_inner(CodeObj* code, uint32_t header, InnerLoop* out);
    std::string where(const Loop& l) const;
    std::string where(CodeObj* code, uint32_t pc) const;
    static bool types_match(const TreeRec& t, const Value* base);
    bool match_making_bool_lists(const TreeRec& t, Value* base);
    std::string type_change(const Loop& l, const Value* base) const;
    bool enter(Loop& l, Frame* f, int32_t* counter, Next* next);
    void count_run(Loop& l, TreeRec& t, int64_t iterations);
    Next after_exit(Loop& l, TreeRec& t, Frame* f, const JitRuntime& rt, int snap);
    bool drop_if_hopeless(Loop& l, TreeRec& t, Frame* f, int snap);
    static bool side_due(const TreeRec& t, const ExitInfo& e);
    bool catchable(const Loop& l, const TreeRec& t, int snap) const;
    std::string where_exit(const TreeRec& t, int snap, const Frame* f) const;
    void direct_loop_calls(const TreeRec& t, std::vector<DirectLoopCall>* out);
    static bool is_leaf(const Tree& t);
    Next hot(Loop& l, Frame* f, int32_t* counter);
    Frame* rebuild_calls(Frame* f, TreeRec& t, const JitRuntime& rt);
    bool inlinable(const Loop& il, const TreeRec& it, size_t budget) const;
    bool inline_inner_loops(TreeRec& t, std::vector<InlinedTree>* out, std::vector<DirectInner>* direct);
    static uint64_t direct_key(const TreeRec& t);
    void refresh_cell(Loop& l);
    void undo_side(TreeRec& t);
    static bool early_for_hint(const ExitInfo& e);
    void start_root(Loop& l, Frame* f, int32_t* counter);
    void start_side(Loop& l, TreeRec& t, int snap, Frame* f);
    bool finish();
    void submit(Loop& l, TreeRec& t, bool side, int side_snap);
    void install(Result r);
    void poll();
    void work();
    bool queued(const TreeRec* t); // a job of t waits for the compiler thread or is with it
    void log(const std::string& line) const;
    void classify_exits(const Loop& l, TreeRec& t);
    void note_facts(Loop& l, TreeRec& t);

    VM& vm_;
    JitRuntime rt_;
    struct LoopKeyHash {
        size_t operator()(const std::pair<CodeObj*, uint32_t>& k) const {
            return std::hash<const void*>()(k.first) * 31 + k.second;
        }
    };
    // Node-based: a Loop stays where it is (loop_table_ points at them).
    std::unordered_map<std::pair<CodeObj*, uint32_t>, Loop, LoopKeyHash> loops_;
    Loop* last_entered_ = nullptr; // loop_entry's last loop
    CodeCache cache_; // compiled traces on disk (off: an empty directory)
    PerfMap perf_map_; // --jit-perf-map
    Assembler assembler_; // the `as` GCC's assembly goes to, started ahead
    std::vector<Loop*> loop_table_;
    // One InnerCell per loop id below kMaxCells (JitRuntime::cells).
    // calloc'd: zero pages until a loop's cell is first written.
    struct FreeCells {
        void operator()(InnerCell* p) const { std::free(p); }
    };
    std::unique_ptr<InnerCell[], FreeCells> cells_;
    int next_id_ = 1;
    // Recording.
    std::unique_ptr<Recorder> rec_;
    std::unique_ptr<TreeRec> rec_tree_; // a new root
    TreeRec* rec_parent_ = nullptr;     // or the tree a side trace grows from
    int rec_snap_ = -1;
    Loop* rec_loop_ = nullptr;
    int32_t* rec_counter_ = nullptr;
    // What a side trace being recorded may change in its tree, as it was
    // before (Jit::undo_side): the sizes of what it appends to, and the
    // entry types and room a recording may widen or mark.
    struct Saved {
        size_t ins, snaps, segs, ends, consts;
        std::vector<EntryType> entry;
        uint32_t max_positions, max_inline_depth;
    } saved_{};
    // A root trace just recorded is not compiled at once: the interpreter
    // runs a few more iterations while the JIT watches its branches, and
    // an iteration going the other way of one records that way as a side
    // trace there and then. The first compile then has the loop's common
    // paths (one compile, not one per path: GCC's fixed cost is 15-30 ms).
    struct Watch {
        Loop* loop = nullptr;
        TreeRec* tree = nullptr;
        Frame* frame = nullptr;     // the loop's
        // The way the tree's code would go in this iteration (or call):
        // the exits with side traces it left by, and the segments it left.
        struct Way {
            std::vector<int> left_by;
            std::vector<size_t> left_segs;
        } way;
        // A recursive function's: the calls of it below `frame` that were
        // watched when they made the next (each watched again on return).
        struct Call {
            Frame* frame;
            Way way;
        };
        std::vector<Call> callers;
        uint32_t end = 0;           // the loop's last instruction
        const Frame* prev_frame = nullptr; // the instruction before, and its frame
        uint32_t prev = UINT32_MAX;
        int iterations_left = 0;
        int steps_left = 0;
        int sides = 0;
        // The tree's branch exits (Snapshot::from set), looked at for
        // every instruction: not all of its snapshots (nbody's has 300).
        std::vector<int> branch_exits;
        // Its guards on what an exit's snapshot holds (a value's type, an
        // instance's class; Jit::watched_guard_exit), as
        // (the snapshot's pc, the guard), sorted.
        std::vector<std::pair<uint32_t, Ref>> guard_exits;
    } watch_;
    bool watch_step(Frame* f, const uint32_t* pc, Value* sp);
    static bool entry_fits(const TreeRec& t, const Frame* f);
    bool leaf_call(Loop& l, TreeRec& t);
    static uint32_t resume_point(const Loop& l, const Snapshot& s, uint32_t* depth);
    bool too_short(Loop& l, TreeRec& t, uint32_t steps);
    bool begin_watch(Loop& l, TreeRec& t, Frame* f);
    void end_watch();
    void note_branch_exits();
    int guard_verdict(const TreeRec& t, const Ins& g, const Snapshot& s, const Value* base) const;
    int watched_guard_exit(const TreeRec& t, uint32_t idx, uint32_t depth, size_t calls);
    bool same_calls(const TreeRec& t, const Snapshot& s, size_t calls) const;
    bool side_fits_exit(const TreeRec& t, const Snapshot& s, const Value* base) const;
    int sibling_exit(const TreeRec& t, int snap, const Value* base) const;
    size_t exit_position(const TreeRec& t, int snap) const;
    std::chrono::steady_clock::time_point rec_start_;
    std::chrono::steady_clock::time_point born_;
    uint64_t exits_by_kind_[11] = {}; // by ExitKind (jit_internal.hpp: kExitKinds)
    std::vector<Compiled> retired_; // replaced code, released with the JIT
    // JitRuntime::chain for a function's trace (one runs at a time: it
    // calls no helper that could enter another).
    std::vector<int32_t> chain_;
    bool chain_busy_ = false;
    std::mutex mu_;
    std::condition_variable cv_;
    std::deque<Job> jobs_;
    std::vector<Result> results_;
    std::atomic<bool> results_ready_{false};
    bool stopping_ = false;
    // The jobs the compiler thread has taken and not yet handed back: it
    // reads them without the lock, nothing writes them until it hands them
    // back (under the lock).
    std::vector<Job> compiling_;
    std::vector<Job> leftovers_; // stop_compiling's: for finish_detached
    std::thread worker_;
};

} // namespace kiln::jit
