// The libgccjit backend: one C function per trace tree.
//
//   int32_t trace(Value* base, Obj** consts, JitRuntime* rt)
//
// `base` is the interpreter frame's slots, `consts` the tree's constant
// table, `rt` the runtime table (helpers, the attention flag). Nothing else
// is reached: no address is baked into the code (DESIGN.md, rule 3). The
// result is the index of the snapshot the trace left through; the trace has
// written that snapshot's values into the frame before returning. A
// function's trace returns kReturned when the function returned.
#pragma once
#include <atomic>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "ir.hpp"

struct gcc_jit_result;
struct gcc_jit_context;

namespace kiln {
struct VM;
struct Frame;
} // namespace kiln

namespace kiln::jit {

using TraceFn = int32_t (*)(Value* base, Obj** consts, struct JitRuntime* rt);

// A loop's tree as outer loops' code calls it directly (DirectInner): the
// JIT keeps one cell per loop (JitRuntime::cells, indexed by the loop's
// id) holding the tree run_nested would try first, and rewrites it
// whenever that tree's code or facts change (Jit::refresh_cell). Outer
// code compares the cell's key with the one it was compiled for (the
// tree's entry checks, the room it needs, what it writes); any other key,
// 0 included (no tree), and it calls the run_inner helper instead.
struct InnerCell {
    uint64_t key;
    TraceFn fn;
    Obj** consts;
    // Per exit: the plain resume pc | stack depth << 32 (what run_nested
    // compares with the outer trace's), or ~0 for an exit that is not plain.
    const uint64_t* exits;
    int64_t nexits;
    void* tree; // its Jit::TreeRec, for the inner_left helper
};
constexpr size_t kMaxCells = 4096; // loops with a higher id are called through run_inner

// Every helper: (rt, out, a, b, c) -> 1 with *out set, or 0 with vm.exc set.
using HelperFn = int (*)(struct JitRuntime* rt, Value* out, const Value* a, const Value* b, const Value* c);

struct JitRuntime {
    VM* vm;
    const std::atomic<bool>* attention;
    Value* base;          // the running frame's slots
    Frame* frame;
    int64_t sync_depth;   // set by a Sync before helpers that may run Python code
    int64_t sync_pc;      // its pc; inside inlined calls, the outermost CALL's pc | their number << 32
    int64_t iterations;   // loop iterations run natively (traces add at exit)
    // An inner loop's trace that left somewhere else than the outer trace
    // expected: which exit (or, with no tree, the inner loop's header).
    void* nested_tree;
    int32_t nested_snap;
    int64_t nested_pc, nested_depth;
    const HelperFn* helpers; // [Helper::COUNT_]: a table of its own, so that a runtime is cheap to copy
    double (*pow)(double, double); // the C library's, as the interpreter's float ** calls it
    // A recursive function's trace calling itself (CallSelf): how many more
    // native calls deep it may go (the recursion limit, the C stack), the
    // end of the interpreter's value stack, and, when a call deep down
    // left, the CallSelf snapshot of each caller, innermost first: the
    // frames the interpreter gets back (Jit::enter).
    int64_t native_budget;
    Value* stack_end;
    int32_t* chain;
    int64_t chain_len;
    // An inner loop's tree compiled into this code (InlinedTree) left
    // somewhere the outer trace does not go on from: its InlinedTree::ref
    // plus one (0: none), with nested_snap its exit.
    int64_t nested_inline;
    InnerCell* cells; // [kMaxCells]
    // How many more interpreter frames the recursion limit allows above the
    // entered frame (set at entry; DirectLoopCall checks it), and, when a
    // loop called directly left through an exit, its tree and that exit
    // (the enter_loop helper then rebuilds the call's frame from them).
    int64_t frames_room;
    void* left_tree;
    int64_t left_snap;
    // The runtime of the trace whose helper ran the code that entered this
    // one (VM::running_trace is the innermost): VM::frame_depth adds up the
    // inlined calls each is inside (sync_pc's high half).
    JitRuntime* outer;
};

class Assembler;
class CodeCache;
class LoadedObject;

// An inner loop's compiled tree, copied into the code of an outer loop
// that calls it: where the outer trace would call the run_inner helper,
// the inner loop runs right there (after a check of its entry types; the
// helper is called when they differ). What the inner code leaves in the
// frame is what run_nested would have left.
struct InlinedTree {
    int64_t id_and_writes = 0; // run_inner's first argument, which it replaces
    // Which tree it is, for JitRuntime::nested_inline: an index into the
    // outer tree's list of the trees compiled into it (Jit::TreeRec::inlined;
    // that tree may still be being compiled on its own). A number, never an
    // address: it is part of the cache key.
    int64_t ref = 0;
    Tree ir;
    size_t const_base = 0;     // its constants are the outer tree's from there on
    struct Check {
        int32_t pos;
        uint8_t tag;  // a Tag
        int32_t kind; // a Kind, for Tag::Obj; else -1
    };
    std::vector<Check> checks;
    // Per exit: where the interpreter would go on after it, if it left
    // plainly (the outer trace goes on when that is its resume point),
    // and its stack's depth there.
    std::vector<uint32_t> plain_resume, plain_depth;
};

// An inner loop's tree called straight from an outer loop's code, through
// the loop's InnerCell, where the outer trace would call run_inner: not
// compiled in (it is too big, or runs too long per entry), but without the
// helper's search and runtime copy (nbody's pair loop: 2.5 iterations per
// entry, the helper took 15% of the program's instructions).
struct DirectInner {
    int64_t id_and_writes = 0; // run_inner's first argument, which it replaces
    uint64_t key = 0;          // the cell's key the code expects
    std::vector<InlinedTree::Check> checks; // the tree's entry types, checked in the frame
};

// A call to a function with a loop (mandelbrot's per-pixel function),
// where the outer trace would call the enter_loop helper: when the loop's
// cell holds a leaf tree (no helpers: it needs no interpreter frame of its
// own) of the key the code expects, the outer code runs it directly on the
// call's slots. A return is the call's result; any other exit, and a cell
// or entry types that differ, go to the helper (which, after an exit, only
// rebuilds the frame: the loop has run).
struct DirectLoopCall {
    int64_t fn_const = 0;   // the enter_loop call's function (its index in the tree's constants)
    int64_t where = 0;      // and its third operand (the call's and the LOOP_ENTRY's pcs)
    int64_t cell = 0;       // the loop's id: its InnerCell
    uint64_t key = 0;       // the cell's key the code expects
    std::vector<InlinedTree::Check> checks; // the tree's entry types, positions from the call's base
    int64_t room = 0;       // stack positions above the call's base it may use
    int64_t depth = 0;      // interpreter frames its exits may need, the call's own included
    // Exits that leave the loop where the function only returns a local
    // (`return s` after it) or a number or None constant: what the call
    // gives is then read from the frame, or is that constant, without the
    // helper. local >= 0: the callee's local; else the Value (tag, bits).
    struct Return {
        int32_t exit;
        int32_t local;
        uint64_t tag, bits;
    };
    std::vector<Return> returns;
};

struct CompileOptions {
    int opt_level = 1;
    std::string dump_c_path; // non-empty: write libgccjit's C-like dump there
    // Non-empty: write a C program that makes the same libgccjit calls there
    // (gcc_jit_context_dump_reproducer_to_file), for measuring GCC on it.
    std::string dump_reproducer_path;
    bool dumps() const { return !dump_c_path.empty() || !dump_reproducer_path.empty(); }
    CodeCache* cache = nullptr; // the on-disk cache, or null
    std::string cache_key;      // the tree's key there, when a look-up made it already (else computed)
    Assembler* assembler = nullptr; // the waiting `as` (jit/assembler.hpp), or null: GCC's driver assembles
    std::vector<InlinedTree> inner; // inner loops' trees to compile in place of run_inner calls
    std::vector<DirectInner> direct; // inner loops' trees to call directly in place of run_inner calls
    std::vector<DirectLoopCall> calls; // called functions' loops to run directly in place of enter_loop calls
    // A recursive function's calls to itself call the internal function,
    // not an inlined copy of it (jit/codegen.cpp, kMaxSelfCopyIns): set
    // when GCC refused to inline that copy.
    bool no_self_copy = false;
};

// The code is an object file kiln loaded (from the cache or fresh from
// GCC), or, when that failed, libgccjit's own in-memory result.
struct Compiled {
    gcc_jit_result* result = nullptr;
    std::shared_ptr<LoadedObject> object; // trees compiled in one GCC run share theirs
    TraceFn fn = nullptr;
    double ms = 0;         // in compile_tree, cache lookups included
    bool cache_hit = false;
    bool cache_miss = false;   // looked up, not found (or not usable): compiled and stored
    double saved_ms = 0;       // a hit: what compiling took when it was stored, less ms
    std::string note;          // for the log: a fallback taken and why
    std::string key;           // its key in the on-disk cache ("" when not cached)
};

// The tree as one function of ctx named `name` (jit/codegen.cpp); false
// for a trace without an end.
bool emit_function(gcc_jit_context* ctx, const Tree& t, const CompileOptions* opts, const char* name);

// Compiles the tree (jit/compile.cpp: GCC, the code cache, loading the
// object); on failure returns fn == nullptr and sets *error.
Compiled compile_tree(const Tree& t, const CompileOptions& opts, std::string* error);
// The tree's code from the on-disk cache, without GCC: true with *out set
// when it is there (opts.cache, no dumps, a build id to key it by). *key
// gets the key it looked up (for CompileOptions::cache_key).
bool load_cached(const Tree& t, const CompileOptions& opts, Compiled* out, std::string* key);

// Several trees in one GCC run (each a function of one object file): GCC's
// fixed cost, 15-30 ms, is paid once. Those found in the cache are loaded
// from it; anything that fails together is compiled alone.
struct BatchItem {
    const Tree* tree;
    const CompileOptions* opts;
    Compiled out;
    std::string error;
};
void compile_batch(std::vector<BatchItem>& items);
// For a process forked from one whose compiler thread may have held the
// lock that keeps two threads' compiles apart (frozen so by the fork): its
// compiles from now on take no lock (jit/finish_detached.cpp).
void compiles_alone();
void release(Compiled& c);

} // namespace kiln::jit
