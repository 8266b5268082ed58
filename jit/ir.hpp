// The trace IR: typed SSA recorded from one loop iteration.
//
// A trace tree is one loop: the root trace (recorded from the loop header
// to its back-edge) and the side traces grown from its hot guard exits, all
// in one instruction vector. Instructions refer to earlier ones by index
// (Ref); a side trace may refer to anything its parent had computed before
// the guard it starts from.
//
// A recursive function's tree is the same, from the function's entry to
// its return (Return instead of TreeEnd): its calls to itself (CallSelf)
// call its own compiled code, with no interpreter frame unless an exit
// needs one (see Jit::enter).
//
// Frame positions ("pos") number the interpreter frame's slots: locals,
// cells and frees, then the operand stack (pos >= nslots). A value that
// lives across iterations is a loop-carried position: it is read with
// Entry(pos) (its value at the start of the iteration) and written back by
// the loop end (TreeEnd) and by every exit (Snapshot).
#pragma once
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "../vm/object.hpp"

namespace kiln::jit {

enum class Ty : uint8_t {
    Void,
    Int,   // int64_t
    Float, // double
    Bool,
    None,
    Obj,   // Obj*, of a kind the trace knows
    Value, // a boxed Value of any type (a heap load, a helper's result)
};

const char* ty_name(Ty t);

// The tag of a boxed Value of type t (an unboxed type: not Value or Void).
inline Tag tag_of_ty(Ty t) {
    return t == Ty::Int ? Tag::Int : t == Ty::Float ? Tag::Float : t == Ty::Bool ? Tag::Bool
         : t == Ty::None ? Tag::None : Tag::Obj;
}

// OP(name, has_snapshot): every op with a snapshot may leave the trace.
#define KILN_JIT_OPS(OP)                                                       \
    OP(Nop, 0)        /* removed by the optimiser */                           \
    OP(Entry, 0)      /* imm pos: the position's value at iteration start */   \
    OP(SlotLoad, 0)   /* imm pos: base[pos] as a Value (not loop-carried) */   \
    OP(KInt, 0)       /* imm */                                                \
    OP(KFloat, 0)     /* imm: the double's bits */                             \
    OP(KBool, 0)      /* imm */                                                \
    OP(KNone, 0)                                                               \
    OP(KObj, 0)       /* imm: index in the tree's constant table */           \
    OP(Unbox, 1)      /* a Value -> ty; guard on its tag (and kind: imm) */    \
    OP(Box, 0)        /* a typed -> Value */                                   \
    OP(AddOv, 1)      /* int a + b; exit on overflow */                       \
    OP(SubOv, 1)                                                               \
    OP(MulOv, 1)                                                               \
    OP(NegOv, 1)                                                               \
    OP(FloorDiv, 1)   /* int a // b; imm 0: exit unless b > 0; 1: unless b < 0 */ \
    OP(Mod, 1)        /* int a % b (floored); exits as FloorDiv's */          \
    OP(BitAnd, 0)                                                              \
    OP(BitOr, 0)                                                               \
    OP(BitXor, 0)                                                              \
    OP(Shl, 1)        /* exit unless 0 <= b < 64 and no bits are lost */      \
    OP(Shr, 1)        /* exit unless b >= 0 */                                \
    OP(Cmp, 0)        /* imm CmpOp; a, b both Int or both Float -> Bool */    \
    OP(FAdd, 0)                                                                \
    OP(FSub, 0)                                                                \
    OP(FMul, 0)                                                                \
    OP(FDiv, 1)       /* exit if b == 0 */                                    \
    OP(FNeg, 0)                                                                \
    OP(FAbs, 0)                                                                \
    OP(Select, 0)     /* Bool a ? b : c (b and c of the result's type) */      \
    OP(FSqrt, 1)      /* exit if a < 0 (math domain error) */                 \
    OP(FPow, 1)       /* pow(a, b); exit unless a > 0 and it is finite */     \
    OP(IntToFloat, 0)                                                          \
    OP(BoolToInt, 0)                                                           \
    OP(Not, 0)        /* Bool -> Bool */                                       \
    OP(Truthy, 0)     /* Int/Float -> Bool */                                  \
    OP(Guard, 1)      /* exit unless Bool a == imm */                         \
    OP(GuardEqI, 1)   /* exit unless Int a == b */                            \
    OP(GuardEqP, 1)   /* exit unless Obj a == Obj b */                        \
    OP(GuardLtU, 1)   /* exit unless 0 <= a < b (unsigned compare) */        \
    OP(GuardKLtU, 1)  /* exit unless imm < a (unsigned): bounds guards on */  \
                      /* constant indexes, merged by optimize */            \
    OP(LoadI64, 0)    /* *(int64_t*)(a + imm) */                               \
    OP(LoadU32, 0)    /* *(uint32_t*)(a + imm) (kind, tag bytes widened) */   \
    OP(LoadU8, 0)     /* *(uint8_t*)(a + imm) */                               \
    OP(LoadPtr, 0)    /* *(Obj**)(a + imm) */                                  \
    OP(LoadVal, 0)    /* *(Value*)(a + imm) */                                 \
    OP(LoadValIdx, 0) /* ((Value*)(a + imm))[b] */                            \
    OP(StoreI64, 0)   /* *(int64_t*)(a + imm) = b */                           \
    OP(StoreVal, 0)   /* *(Value*)(a + imm) = b */                             \
    OP(StoreValIdx, 0) /* ((Value*)a)[b] = c */                               \
    OP(StoreU8, 0)    /* *(uint8_t*)(a + imm) = Bool b (a list of bools' item) */ \
    OP(ListAppend, 1) /* list a gets Value b: in place while it has room, */  \
                      /* else the list_append helper grows it (exits only */ \
                      /* when that raises MemoryError); imm 1: a list of */   \
                      /* bools, b a bool, its byte stored */                  \
    OP(PtrDiff, 0)    /* (b - a) / imm: elements between two pointers */     \
    OP(ElemPtr, 0)    /* Obj a + Int b * imm: an array element's address */   \
    OP(IAdd, 0)       /* wrapping int add (counters the trace owns) */        \
    OP(GuardNonNull, 1) /* exit if Obj a is null */                           \
    OP(GuardNotEmpty, 1) /* exit if Value a is Empty */                        \
    OP(KEmpty, 0)     /* the Empty Value (a NULL stack slot) */                \
    OP(Call, 1)       /* imm helper id; args a, b, c; exit if it fails */      \
    OP(Sync, 1)       /* write the snapshot to the frame (before a call */     \
                      /* that may run Python code or collect) */               \
    OP(TreeEnd, 0)    /* end of a trace: loop back (state in ends[]) */     \
    OP(CallSelf, 1)   /* a function's trace calls itself, natively: imm */   \
                      /* the callee's base position | argument count << 32 */ \
                      /* (the arguments are the snapshot's values there); */ \
                      /* the returned Value; exits (before the call) when */  \
                      /* out of native depth or stack, or on attention */     \
    OP(Return, 0)     /* end of a function's trace: Value a is returned */ \
    OP(Leave, 1)      /* end of a side trace that leaves the loop (a break, */ \
                      /* the loop's condition): an exit, always, there */

enum class IrOp : uint8_t {
#define OP(name, snap) name,
    KILN_JIT_OPS(OP)
#undef OP
};

const char* op_name(IrOp op);
bool op_has_snapshot(IrOp op);

using Ref = int32_t;
constexpr Ref kNone = -1;

// What a function's trace returns when it returned (its value is in
// base[-1], where the interpreter's RETURN_VALUE puts it): no snapshot.
constexpr int32_t kReturned = -2;

struct Ins {
    IrOp op;
    Ty ty = Ty::Void;
    Ref a = kNone, b = kNone, c = kNone;
    int64_t imm = 0;
    int32_t snap = -1; // exits: index in Tree::snaps
    // The same in every iteration (set by optimize): the code runs the root
    // trace's first iteration in full, then a loop that skips these.
    bool invariant = false;
};

// Where an exit resumes the interpreter, and what the frame holds then.
// A call the trace inlined: at an exit inside it, the interpreter gets a
// frame for it back.
struct InlineFrame {
    int fn_const;       // the function (in the tree's constant table)
    uint32_t base;      // the position of its first slot
    uint32_t caller_pc; // where its caller resumes (after the CALL)
    uint32_t fpos;      // the caller's stack top once the call returns (the callee's position)
    bool constructs = false; // an __init__ a class's call runs: it gives the instance at fpos
    bool discards = false;   // a property's setter STORE_ATTR runs: its return is dropped
};

struct Snapshot {
    uint32_t pc;                            // instruction index to resume at (in the innermost frame)
    uint32_t depth;                         // positions live: the innermost frame's stack top
    std::vector<InlineFrame> frames;        // inlined calls live at this point, outermost first
    std::vector<std::pair<int, Ref>> vals;  // positions changed (or pushed) by the trace so far
    bool pending_error = false;             // Call exits: the helper raised; the interpreter
                                            // raises it as if at instruction pc
    bool nested = false;                    // an inner loop's trace left the frame as it is
                                            // (JitRuntime::nested_*): nothing to write
    bool no_side = false;                   // no side trace starts here: the trace's types
                                            // no longer hold (an append packed a list's bools)
    // Locals of the loop's frame that are dead where it goes on (see
    // jit/liveness.hpp): not written, even where the loop carries them.
    std::vector<int> dead;
    // An exit inside the body of a generator a FOR_ITER of the loop's frame
    // resumed (Recorder, "generators"): pc and depth are that FOR_ITER's,
    // where the loop's frame goes on, the generator on its stack top
    // (position gen_base - 2); the generator's frame is positions gen_base
    // to gen_depth, to go on at gen_pc; gen_size of them (from gen_base)
    // are what the trace read from its slots. 0: not one.
    uint32_t gen_base = 0, gen_pc = 0, gen_depth = 0, gen_size = 0;
    // Generators whose bodies pull from that one (a pipeline:
    // `for v in evens(doubled(xs))`), outermost first: each left at the
    // FOR_ITER resuming the next, its frame positions base to depth (the
    // next generator on its stack top), size of them read from its slots.
    struct GenOuter {
        uint32_t base, pc, depth, size;
    };
    std::vector<GenOuter> gen_outer;
    uint32_t from = UINT32_MAX;             // a branch guard's exit: the conditional jump
                                            // (in the innermost frame) it goes the other way of;
                                            // only Jit's watch reads it, not the code
};

// The runtime helpers a trace may call, through the table it is given.
// HELPER(name, result type, arity, may_run_python)
#define KILN_JIT_HELPERS(H)                                                    \
    H(list_append, Ty::Value, 2, false) /* (list, x) -> None */               \
    H(getattr, Ty::Value, 2, true)      /* (obj, name) */                     \
    H(setattr, Ty::Value, 3, true)      /* (obj, name, value) -> None */      \
    H(getitem, Ty::Value, 2, true)      /* (obj, key) */                      \
    H(setitem, Ty::Value, 3, true)      /* (obj, key, value) -> None */       \
    H(call0, Ty::Value, 1, true)        /* (fn) */                            \
    H(call1, Ty::Value, 2, true)        /* (fn, x) */                         \
    H(call2, Ty::Value, 3, true)        /* (fn, x, y) */                      \
    H(binary_op, Ty::Value, 3, true)    /* (a, b, int Op) */                  \
    H(compare, Ty::Value, 3, true)      /* (a, b, int CmpOp) */                \
    H(truthy, Ty::Value, 1, true)       /* (x) -> bool(x) */                  \
    H(iter_next, Ty::Value, 1, true)    /* (it) -> next item, or Empty at end */ \
    H(load_method, Ty::Value, 2, true)  /* (obj, name): leaves (method, self) */ \
                                        /* or (NULL, attr) in the frame */    \
    H(run_inner, Ty::Value, 3, true)    /* (loop id, resume pc, depth): runs an */ \
                                        /* inner loop's trace; True if it left */ \
                                        /* the loop at the resume pc */           \
    H(call_native, Ty::Value, 1, true)  /* (int n): calls the builtin at the */ \
                                        /* synced stack's top - n - 1 with the */ \
                                        /* n values above it (a method and self) */ \
    H(enter_loop, Ty::Value, 3, true)   /* (fn, int base | top << 32, int call pc | loop */ \
                                        /* entry pc << 32): runs the rest of an */ \
                                        /* inlined call from its first loop, in */ \
                                        /* a frame of its own; what it returns */ \
    H(stack_op, Ty::Value, 1, true)     /* (int instruction): runs it on the */ \
                                        /* synced frame stack; its result */  \
    H(dict_set_str, Ty::Value, 3, false) /* (dict, str key, value) -> None */  \
    H(new_instance, Ty::Value, 1, false) /* (class) -> an instance of it, */   \
                                        /* before its __init__ runs */          \
    H(int_to_str, Ty::Value, 1, false)  /* (int) -> str(int) */               \
    /* A side trace from an exit that raised, through the loop's handler */ \
    /* (Recorder::record_catch): */                                        \
    H(catch_exc, Ty::Value, 2, false)   /* (int instruction index, the inlined */ \
                                        /* call's function or nothing) -> vm.exc, */ \
                                        /* taken, its traceback entry added; */ \
                                        /* declines with none (it declined) */  \
    H(push_handling, Ty::Value, 1, false) /* (exception) -> None: PUSH_EXC_INFO */ \
    H(pop_handling, Ty::Value, 0, false) /* () -> None: POP_EXCEPT */           \
    H(exc_match, Ty::Value, 2, false)   /* (exception, class or tuple) -> bool: */ \
                                        /* CHECK_EXC_MATCH */                   \
    H(new_exception, Ty::Value, 3, false) /* (exception class, x, int n): the */ \
                                        /* class called with x (n = 1) or */     \
                                        /* nothing, where that runs no script */ \
                                        /* code (exception_call_is_plain) */     \
    H(raise_cause, Ty::Value, 2, false) /* (exception, None or exception) -> */ \
                                        /* the exception, its __cause__ set as */ \
                                        /* `raise e from c` sets it; declines */ \
                                        /* for a class or what is no exception */ \
    H(exc_leaves, Ty::Value, 3, false)  /* (exception, int instruction index, */ \
                                        /* the inlined caller's function or */  \
                                        /* nothing): a call the exception */     \
                                        /* leaves, its line in the traceback */ \
    H(raise_caught, Ty::Value, 3, false) /* (exception, int instruction index, */ \
                                        /* the inlined call's function or */   \
                                        /* nothing): RAISE where a handler of */ \
                                        /* the frame catches it; the exception */ \
                                        /* for the handler, nothing pending; */ \
                                        /* declines for what is no exception */ \
    H(construct, Ty::Value, 3, false)   /* (int, float, str or bool type, x, */ \
                                        /* int base or nothing): the type called */ \
                                        /* with an int, float, bool or str x (its */ \
                                        /* ctor), int(s, base) with a base */      \
    H(seq_iter, Ty::Value, 1, false)    /* (list or range) -> its iterator */ \
    H(make_range, Ty::Value, 3, false)  /* (int start, stop, step) -> range */ \
    H(build_list, Ty::Value, 3, false)  /* (x, y, int n) -> [x, y][:n], n <= 2 */ \
    H(build_tuple, Ty::Value, 3, false) /* (x, y, int n) -> (x, y)[:n], n <= 2 */ \
    H(str_append, Ty::Value, 3, true)   /* (a, b, int binary) -> STR_APPEND */ \
    H(str_disown, Ty::Value, 1, false)  /* (x) -> None: STR_DISOWN */         \
    H(inner_left, Ty::Value, 2, false)  /* (tree, exit): an inner loop's code */ \
                                        /* called directly (DirectInner) left */ \
                                        /* elsewhere: sets rt->nested_*; False. */ \
                                        /* Only the code generator calls it */ \
    /* A dict and a key kiln hashes and compares itself (int, float, bool, */ \
    /* None or str): no script code runs; where a script's __eq__ would, */ \
    /* they decline (fail with no exception: the interpreter does it). */ \
    H(dict_getitem, Ty::Value, 2, false) /* (dict, key) -> dict[key] */       \
    H(dict_setitem, Ty::Value, 3, false) /* (dict, key, value) -> None */     \
    H(dict_delitem, Ty::Value, 2, false) /* (dict, key) -> None: del d[key]; */ \
                                        /* declines for a missing key too */   \
    H(dict_contains, Ty::Value, 3, false) /* (dict, key, int negate) -> bool */ \
    H(dict_get, Ty::Value, 3, false)    /* (dict, key, default) -> dict.get */ \
    H(set_contains, Ty::Value, 3, false) /* (set, key, int negate) -> bool, */  \
                                        /* declining as the dict helpers */    \
    H(set_add, Ty::Value, 2, false)     /* (set, key) -> None: set.add */      \
    H(str_method, Ty::Value, 3, false)  /* (method, self, arg or nothing): a str */ \
                                        /* method (or a plain_methods type's, */ \
                                        /* random.Random's) with no or one argument, an */ \
                                        /* int, float, bool, None or str: no */ \
                                        /* script code runs; or a deque's */  \
                                        /* append, pop, popleft, ... (any arg) */ \
    H(str_char, Ty::Value, 2, false)    /* (str, int i) -> s[i]; declines out of */ \
                                        /* range */                            \
    H(str_iter_next, Ty::Value, 2, false) /* (iterator, its str) -> the next */ \
                                        /* character, or Empty at the end */    \
    H(build_slice, Ty::Value, 3, false) /* (start, stop, step) -> a slice */ \
    H(concat_strs, Ty::Value, 3, false) /* (str, str or None, str or None): */ \
                                        /* BUILD_STRING's pieces joined */      \
    H(format_plain, Ty::Value, 3, false) /* (int, float, bool, None or str; */  \
                                        /* str spec or None; int conversion): */ \
                                        /* FORMAT_VALUE */                       \
    H(str_compare, Ty::Value, 3, false) /* (str, str, int CmpOp) -> bool */    \
    H(str_contains, Ty::Value, 3, false) /* (str hay, str needle, int negate) */ \
                                        /* -> bool */                          \
    H(gen_take, Ty::Value, 1, false)    /* (x) -> None: YIELD_VALUE of the loop's */ \
                                        /* generator, x taken by the builtin */ \
                                        /* driving it (GenSink); declines where */ \
                                        /* the sink does not take x */ \
    H(new_dict, Ty::Value, 0, false)    /* () -> {}: an inlined call's **kwargs */ \
    H(dict_merge_strs, Ty::Value, 3, false) /* (dict, dict of strs, int merge) */ \
                                        /* -> None: **m, in a call (merge) into */ \
                                        /* a dict with none of its keys; */ \
                                        /* declines otherwise */ \
    H(list_extend_seq, Ty::Value, 2, false) /* (list, tuple or list) -> None: */ \
                                        /* LIST_EXTEND of a sequence (f(a, *rest)) */ \
    H(list_to_tuple, Ty::Value, 1, false) /* (list) -> tuple: LIST_TO_TUPLE */

enum class Helper : uint8_t {
#define H(name, ty, n, py) name,
    KILN_JIT_HELPERS(H)
#undef H
    COUNT_
};

struct HelperInfo {
    const char* name;
    Ty result;
    int arity;
    bool may_run_python;
};
const HelperInfo& helper_info(Helper h);

// What types a loop's entry must have for the tree to run.
struct EntryType {
    int pos;
    Ty ty;
    JitKind kind; // for Ty::Obj (jit_kind: the kind and the flavour)
    // No instruction reads the entry value (the loop writes it first; set
    // by optimize): entering needs no check of its type, so a loop entered
    // from above with it unbound runs natively from the first iteration.
    // Exits write it back only once a loop end has set it.
    bool write_first = false;
    // Some recording read it. Kept once set: a later optimize of the tree
    // (a side trace added) no longer sees the Entry an earlier one folded
    // away (`t is None` on a None entry), and the check must stay.
    bool read = false;
};

struct TraceSeg {
    Ref begin, end;       // instructions [begin, end)
    int parent_snap = -1; // side traces: the exit they replace
    int end_index = -1;   // index in Tree::ends (a trace ends at the loop back-edge)
};

struct Tree {
    std::vector<Ins> ins;
    std::vector<Snapshot> snaps;
    std::vector<TraceSeg> segs;
    std::vector<std::vector<std::pair<int, Ref>>> ends; // loop-carried values at each TreeEnd
    std::vector<EntryType> entry;  // types of the loop-carried positions
    std::vector<Obj*> consts;      // objects the trace refers to (GC roots)
    uint32_t nslots = 0;
    uint32_t max_positions = 0;    // positions the trace may touch (stack room at entry)
    uint32_t max_inline_depth = 0; // frames the exits may rebuild
    // A function's trace (from its entry to a return in its own frame, with
    // its recursive calls native: CallSelf) rather than a loop's.
    bool function = false;
    // Run the first iteration apart so the loop after it skips the
    // invariant instructions (the code generator's "peel"). Not for loops
    // of a few iterations per entry: it doubles the code GCC compiles.
    bool peel = true;

    Ref emit(const Ins& i) {
        ins.push_back(i);
        return (Ref)ins.size() - 1;
    }
    const EntryType* entry_of(int pos) const {
        for (auto& e : entry)
            if (e.pos == pos) return &e;
        return nullptr;
    }
    int add_const(Obj* o) {
        for (size_t i = 0; i < consts.size(); i++)
            if (consts[i] == o) return (int)i;
        consts.push_back(o);
        return (int)consts.size() - 1;
    }
};

// Text of the IR, one instruction per line (what --jit-dump=ir prints).
std::string dump_ir(const Tree& t, const std::vector<std::string>& pos_names);

// Checks that every instruction's operands have the types it needs; on a
// mismatch (a recorder bug) returns false with a description, so the loop
// stays interpreted instead of libgccjit being handed a wrong program.
bool validate(const Tree& t, std::string* error);

// The optimiser: constant folding, redundant guard removal (bounds guards
// on constant indexes into the same length merge into one), dead code
// removal. Keeps every Ref valid (removed instructions become no-ops).
void optimize(Tree& t);

} // namespace kiln::jit
