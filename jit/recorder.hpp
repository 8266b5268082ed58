// The recorder: turns the bytecode the interpreter executes, one loop
// iteration long, into trace IR, using the types of the values it sees.
// The interpreter calls step() before each instruction while recording.
#pragma once
#include <functional>
#include <string>
#include <unordered_map>
#include <vector>

#include "../lang/ast.hpp"
#include "../vm/vm.hpp"
#include "ir.hpp"
#include "liveness.hpp"

namespace kiln::jit {

// A loop with compiled traces that a trace of an outer loop may call.
struct InnerLoop {
    int64_t id;               // for run_inner: the loop and how many writes it had
    uint32_t jump_back;       // its back-edge: the loop is [header, jump_back]
    std::vector<int> writes;  // positions its traces may change
};
using FindInner = std::function<bool(CodeObj* code, uint32_t header, InnerLoop* out)>;

class Recorder {
public:
    // A root trace for the loop whose header is instruction `header` of f's
    // code; or (parent_snap >= 0) a side trace of `tree` starting at that
    // exit, with the frame as the exit left it.
    // `f` is the loop's frame; a side trace may start inside calls the
    // trace inlined (the interpreter has their frames back, above f). For a
    // function's tree (tree.function), header is 0 and f the function's
    // frame.
    Recorder(VM& vm, Tree& tree, Frame* f, uint32_t header, int parent_snap, FindInner find_inner = {});

    // The index of the last JUMP_BACK to `header` (the loop's body is the
    // instructions from header to there: the compiler lays loops out so).
    static uint32_t loop_end(const CodeObj* code, uint32_t header);

    enum class Step { Go, Done, Abort };
    // Before the instruction at pc runs; sp is the interpreter's stack top.
    Step step(Frame* f, const uint32_t* pc, Value* sp);

    const std::string& abort_reason() const { return reason_; }
    // Instructions recorded (not those of calls it left to the
    // interpreter).
    uint32_t steps() const { return steps_; }
    // The recorded iteration happened to leave the loop: worth trying again
    // at the next back-edge rather than backing off.
    bool retry_soon() const { return retry_soon_; }
    // A side trace from an exit that raised (Jit::after_exit): it starts
    // where the interpreter's unwinding finds the handler (catch_at).
    void expect_catch() { expect_catch_ = true; }
    bool expecting_catch() const { return expect_catch_; }
    // A frame deeper than the one the recording goes on in (raise_caught
    // left the inlined calls between them).
    bool leaves(const Frame* f) const { return f > frame_; }
    // The exception raised at instruction raise_idx of the loop's frame is
    // caught by the handler at `handler`, the stack `depth` values above
    // the locals: the exception taken (a helper), the stack cut there, the
    // exception pushed, as the interpreter does before the handler runs.
    Step catch_at(Frame* f, uint32_t raise_idx, uint32_t handler, uint32_t depth);
    // For an "inner loop" abort: the inner loop's header (in code()), else -1.
    int64_t inner_header() const { return inner_header_; }
    CodeObj* code() const { return code_; }
    Frame* root_frame() const { return root_frame_; }
    // Loop-carried positions whose type changed (for the log), as "name: a -> b".
    std::string unstable_;

private:
    Step abort(std::string why);
    Ref get(int pos);
    void push(Ref r) { pos_[rsp_++] = r; }
    Ref pop() {
        Ref r = get((int)rsp_ - 1);
        rsp_--;
        return r;
    }
    Ref top(int i = 1) { return get((int)rsp_ - i); }
    Ty ty(Ref r) const { return tree_.ins[r].ty; }
    Ref emit(IrOp op, Ty t, Ref a = kNone, Ref b = kNone, Ref c = kNone, int64_t imm = 0, int snap = -1);
    Ref kint(int64_t v);
    Ref kfloat(double v);
    Ref kobj(Obj* o);
    Ref guarded(IrOp op, Ty t, Ref a, Ref b, int64_t imm, uint32_t pc, bool pending_error = false) {
        return emit(op, t, a, b, kNone, imm, snapshot(pc, pending_error));
    }
    int snapshot(uint32_t pc, bool pending_error = false);
    Ref unbox(Ref boxed, Value seen, uint32_t pc);
    Ref box(Ref r);
    Ref to_float(Ref r);
    bool numeric(Ref r) const { return ty(r) == Ty::Int || ty(r) == Ty::Float || ty(r) == Ty::Bool; }
    Ref as_int(Ref r); // bools as ints
    void sync(uint32_t pc);
    Ref call_helper(Helper h, Ref a, Ref b, Ref c, uint32_t pc, bool may_run_python);
    void guard_class(Ref obj, TypeObj* cls, uint32_t pc);
    void guard_mro_layouts(TypeObj* cls, uint32_t pc);
    FunctionObj* class_function(TypeObj* cls, StrObj* name, uint32_t pc);
    bool dict_with_builtin_key(Ref d, Value dict, Ref k, Value key) const;
    bool plain_operand(Ref r, Value seen) const;
    bool key_operand(Ref r, Value seen) const;
    Ref constant_ref(Value v);
    TypeObj* static_type(Ref r, Value seen) const;
    void guard_callee(Ref callee, FunctionObj* fn, uint32_t idx);
    struct ListStep {
        Ref iter, pos, item;
    };
    void list_iter_step(Ref iter_value, const ListObj* list, uint32_t idx, int at_end, ListStep* out);
    void mark_ended_at(Ref iter, int64_t pos_offset, Ref pos, Ref n);
    bool unpacks_pair_next(uint32_t idx) const;
    bool for_pairs(Value it, Ref r, uint32_t idx, uint32_t arg);
    bool for_dict(Value it, Ref r, uint32_t idx, uint32_t arg);
    Step for_iter(uint32_t idx, uint32_t arg, Value* sp);
    // A generator's body in the trace (jit/record_generators.cpp).
    bool gen_begin(Value it, Ref r, uint32_t idx);
    Step gen_enter(Frame* f);
    void gen_side_start(const Snapshot& s);
    Ref gen_slot(int p);
    Step gen_yield(uint32_t idx);

    Ref list_items(Ref list, Ref* n);
    Ref bool_items(Ref list, Ref* n);
    Ref list_length(Ref list);
    bool known_value_list(Ref list) const;
    void guard_list_flavour(Ref list, Value seen, uint32_t pc);
    Ref bool_item(Ref data, Ref k);
    bool list_append(Ref list, Value seen, Ref v, uint32_t pc);
    bool extend_by_sequence(uint32_t arg, uint32_t idx, const Value* sp);
    Step list_to_tuple(uint32_t idx, const Value* sp);
    void check_still_values(Ref list, uint32_t next_pc);
    Ref instance_entry(Ref o, Value obj, StrObj* name, uint32_t pc, Ref* entries, int64_t* index);
    Ref instance_dict(Ref o, InstanceObj* inst, uint32_t pc);
    bool append_attr(Ref d, DictObj* seen, StrObj* name, Ref v, uint32_t pc);
    FunctionObj* instance_method(Ref o, Value obj, StrObj* name, uint32_t pc);
    Ref list_index(Ref list, bool bools, Ref k, int64_t seen, uint32_t pc, Ref* data);
    Ref dict_entry_load(Ref dict, DictObj* seen, StrObj* name, uint32_t pc, Ref* entries_out, int64_t* index,
                        bool layout_guarded = false);
    void guard_dict_layout(Ref dict, DictObj* seen, uint32_t pc);
    bool branch(Ref cond, Value seen, bool jump_if, uint32_t pc, uint32_t target, bool pops);
    Step record(uint32_t op, uint32_t arg, uint32_t idx, Value* sp);
    Step binary(kiln::Op op, uint32_t idx, Value a, Value b);
    Step compare(CmpOp op, uint32_t idx, Value a, Value b);
    Step build_string(uint32_t arg, uint32_t idx);
    Step build_slice(uint32_t arg, uint32_t idx);
    Step format_value(uint32_t arg, uint32_t idx, const Value* sp);
    // A helper's result in place of the `popped` operands, unboxed at the
    // next instruction (where its type is seen).
    Step helper_result(int popped, Ref r) {
        rsp_ -= popped;
        push(r);
        pending_unbox_ = true;
        return Step::Go;
    }
    Step call_native(NativeObj* fn, int n, uint32_t idx, Value* sp, int below = 0);
    Step native_on_frame(int npos, int operands, uint32_t idx);
    Ref module_attr(Ref module, ModuleObj* m, StrObj* name, uint32_t idx);
    // An instruction the trace leaves to the interpreter's own code: the
    // frame is synced and a helper runs it on the frame's stack.
    // `pushes`: false for one that fills a collection lower on the stack;
    // `extra`: the helper's second operand (MAKE_FUNCTION's globals).
    Step generic(uint32_t ins, int inputs, uint32_t idx, bool pushes = true, Ref extra = kNone);

    // The position of the current frame's slot i.
    int local(uint32_t i) const { return (int)(frame_->base - root_base_) + (int)i; }
    Step enter_inline(Frame* f);
    struct CallPlan {
        bool inlines = false; // else the interpreter makes the call (generic)
        bool by_identity = false, binds = false, packs = false, loop_call = false;
        int npos = 0, extra = 0;
    };
    CallPlan plan_call(FunctionObj* fn, int n, const TupleObj* kwnames, bool made_here, bool self_inlined);
    Step call_function(FunctionObj* fn, int n, uint32_t idx, const TupleObj* kwnames = nullptr);
    Step call_bound(const BoundMethodObj* m, int n, uint32_t idx, const TupleObj* kwnames);
    Step call_method_kw(uint32_t arg, uint32_t idx, const Value* sp);
    Step call_ex(uint32_t arg, uint32_t idx, Value* sp);
    static bool merges_strs(DictObj* dst, const DictObj* src, bool merge);
    static bool binds_by_name(const FunctionObj* fn, int npos, const TupleObj* kwnames);
    bool callee_guarded_ = false; // call_ex or call_bound guarded the callee before the stack became the call's
    Step construct(TypeObj* cls, int n, uint32_t idx, const Value* sp);
    Ref made_exception(Ref callee, TypeObj* cls, Ref x, int n, uint32_t idx);
    Step handler_op(uint32_t op, uint32_t arg, uint32_t idx); // (jit/caught_exceptions.cpp)
    Step raise_caught(uint32_t arg, uint32_t idx, const Value* sp); // (jit/caught_exceptions.cpp)
    Step reraise_caught(uint32_t idx, const Value* sp);
    int handler_levels(uint32_t idx) const;
    Ref leave_calls(int levels, Ref exc, uint32_t idx);
    bool inline_getter(Ref o, Value obj, StrObj* name, uint32_t idx);
    bool inline_setter(Ref o, Ref v, Value obj, StrObj* name, uint32_t idx);
    bool guard_property(Ref o, TypeObj* cls, StrObj* name, PropertyObj* prop, FunctionObj* fn, uint32_t idx);
    void expect_accessor(FunctionObj* fn, uint32_t fpos, uint32_t idx, bool discards);
    static bool straight_line(const CodeProto* p, bool* loops = nullptr);
    static bool plain_try(const CodeProto* p);
    bool inlined_already(const CodeObj* c) const;
    Step return_inline();

    VM& vm_;
    Tree& tree_;
    Frame* root_frame_;
    Value* root_base_;
    Frame* frame_;   // the frame being recorded (the loop's, or an inlined call's)
    CodeObj* code_;
    struct Inlined {
        InlineFrame desc;
        Frame* frame;
        CodeObj* code;
        // A call of a function with a loop (see call_function): its CALL's
        // snapshot (an error in the call leaves there) and index, or -1.
        int call_snap = -1;
        uint32_t call_idx = 0;
    };
    std::vector<Inlined> inl_;
    FindInner find_inner_;
    // Skipping an inner loop the interpreter runs while we record; the call
    // to its trace is in the IR.
    bool skipping_ = false;
    uint32_t skip_lo_ = 0, skip_hi_ = 0;
    Ref skip_resume_ = kNone, skip_depth_ = kNone;
    InnerLoop skip_loop_;
    bool expect_inline_ = false;
    InlineFrame pending_inline_{};
    int pending_call_snap_ = -1; // for the Inlined of pending_inline_
    uint32_t pending_call_idx_ = 0;
    std::vector<std::pair<int, Ref>> pending_fill_; // (slot, value) enter_inline sets: defaults, cells
    // Skipping the rest of an inlined call that enter_loop runs (the
    // interpreter runs it while we record): its result once it returns.
    bool skip_call_ = false;
    Ref call_result_ = kNone;
    CodeObj* expect_code_ = nullptr;
    // An UNPACK_SEQUENCE recorded with the FOR_ITER before it (for_pairs):
    // the interpreter runs it, the recorder does not.
    uint32_t skip_unpack_ = UINT32_MAX;
    uint32_t header_;
    uint32_t loop_end_; // the loop's last JUMP_BACK: the body is [header_, loop_end_]
    uint32_t nslots_;
    std::vector<Ref> pos_;
    // The loop's own frame: which of its locals are live where, and those
    // an inner loop may have changed that are dead where it left (not read
    // back: nothing may read them before writing them).
    const Liveness& root_live_;
    std::vector<bool> dead_;
    bool liveness_failed_ = false;
    // Whether position p, a local of the loop's frame, is dead when the
    // interpreter goes on at pc in that frame (`in_call`: pc is where a
    // call it made returns to, and the call may raise too).
    bool root_dead(int p, uint32_t pc, bool in_call = false) const;
    uint32_t rsp_;            // abstract stack top, as a position
    uint32_t cur_idx_ = 0;    // the instruction being recorded
    uint32_t cur_ins_ = 0;
    bool pending_unbox_ = false;
    struct PendingBranch {
        Ref cond = kNone;
        int snap = -1;
        uint32_t target = 0, fallthrough = 0;
        bool jump_if = false;
    } pending_branch_;
    TraceSeg seg_;
    std::vector<Ty> start_ty_; // root: types of every position when recording began
    std::vector<JitKind> start_kind_;
    std::unordered_map<Ref, TypeObj*> class_known_;
    std::string reason_;
    bool retry_soon_ = false;
    bool expect_catch_ = false;
    Ref raised_ = kNone; // the exception a recorded RAISE hands to its handler (catch_at)
    // The exceptions handlers the recording saw begin are handling, with
    // the depth of inlined calls of each handler's frame (a bare `raise`).
    std::vector<std::pair<Ref, size_t>> handled_;
    int64_t inner_header_ = -1;
    // A function's trace (Tree::function): from its entry to a return in
    // its own frame. It calls no helper: its native calls to itself run
    // with no interpreter frames, where neither a collection nor Python
    // code may look (the reason, if one was needed, is kept here).
    const bool function_;
    bool enclosed_ = false; // another loop of the same code encloses this one
    const char* no_helpers_ = nullptr;
    uint32_t steps_ = 0;
    // A side trace recording on past its JUMP_BACK (side_end_unstable):
    // the instructions since, at most kMaxPeekSteps.
    bool peeking_ = false;
    uint32_t peek_steps_ = 0;
    static constexpr uint32_t kMaxPeekSteps = 16;
    bool side_end_unstable();
    bool constant_number(Ref r, double* out) const;
    bool tree_calls_itself() const;
    bool tree_runs_python() const;
    // The generator a FOR_ITER of the loop's frame resumed, whose body is
    // being recorded (see jit/record_generators.cpp).
    struct GenInline {
        bool expect = false;   // its frame comes next
        bool active = false;   // recording its body
        bool side = false;     // a side trace starting in its body: it goes on where the exit left it
        CodeObj* code = nullptr;
        Ref gen = kNone;       // the generator
        Ref data = kNone;      // its slots' storage
        uint32_t base = 0;     // the position of its frame's first slot
        uint32_t size = 0;     // slots and stack saved at its yield
        uint32_t depth = 0;    // a side trace's: its stack top where it starts
        uint32_t for_iter = 0; // the FOR_ITER resuming it
        std::vector<Ref> loads; // each saved slot's load, once read
        Frame* frame = nullptr;
        // A call its body makes, inlined (a function that changes nothing:
        // an exit inside it leaves the generator at the CALL, to make the
        // call again): the CALL, the stack there and what it held.
        uint32_t call_pc = 0, call_fpos = 0, call_depth = 0;
        bool call_checked = false; // the call about to be entered is such a one
        std::vector<Ref> call_stack;
    } gen_;
    // The generators whose bodies pull from gen_'s (outermost first), each
    // recording paused at its FOR_ITER until gen_ yields.
    std::vector<GenInline> gen_outer_;
    // A side trace from an exit inside a generator others pull from: the
    // generators below the one entered next, each resumed in turn by the
    // one above at its FOR_ITER (gen_side_start).
    std::vector<GenInline> gen_pending_;
    // The generator whose saved slots hold position p (the one whose body
    // is being recorded, or one pulling from it), or null.
    GenInline* gen_slots_of(int p);
    static constexpr size_t kMaxGenNesting = 4;
    static bool changes_nothing(const CodeProto* p);
    bool self_calls_match();
    bool self_args_match(int n) const;
    static bool native_truth_kind(Value v);
    // The pair BUILD_TUPLE made last (unpack_built_tuple), the items, and
    // how many snapshots there were then.
    struct BuiltTuple {
        Ref made = kNone, x = kNone, y = kNone;
        size_t snaps = 0;
    } built_;
    bool unpack_built_tuple(uint32_t n);
    Ref native_truth_of(Ref obj, Value seen);
    static bool native_truth(Value v);
};

// The type a value has in the IR, and its kind if it is an object.
Ty ty_of(Value v);

} // namespace kiln::jit
