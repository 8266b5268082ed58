// Recording calls: builtins the trace does itself or calls directly
// (call_native), script functions and classes inlined into the trace
// (call_function, construct, enter_inline, return_inline), and a
// recursive function's calls of itself (CallSelf).
#include <cmath>
#include <cstdlib>

#include "../lang/bytecode.hpp"
#include "../vm/class.hpp"
#include "../vm/dict.hpp"
#include "../vm/dict_layout.hpp"
#include "../vm/dunder.hpp"
#include "../vm/ops.hpp"
#include "layout.hpp"
#include "recorder.hpp"
#include "recorder_internal.hpp"

namespace kiln::jit {

// A call of a builtin function with n positional arguments, the function
// on the stack below them; `below` more positions under it go too (the
// empty method slot of a CALL_METHOD: `math.sqrt(x)`, `heapq.heappush(h,
// x)`). Those the trace can compute are computed; any other is called
// directly (h_call_native), with a sync: it may run Python code.
Recorder::Step Recorder::call_native(NativeObj* fn, int n, uint32_t idx, Value* sp, int below) {
    Ref callee = top(n + 1);
    if (ty(callee) != Ty::Obj) return abort("untyped callee");
    std::string_view name = fn->name;
    // globals() reads the interpreter's top frame, which is not an inlined
    // call's own (it has none while the trace runs).
    if (!fn->owner && name == "globals") return abort("globals() in a trace");
    // namedtuple() names its class's module from the calling frame's
    // globals, which an inlined call has not made.
    if (!fn->owner && name == "namedtuple" && !inl_.empty()) return abort("namedtuple() in an inlined call");
    guarded(IrOp::GuardEqP, Ty::Void, callee, kobj(fn), 0, idx);
    const Layout& L = layout();
    Ref result = kNone;
    if (n == 1 && name == "len" && !fn->owner) {
        Value x = sp[-1];
        Ref rx = top();
        if (is_list(x)) {
            result = list_length(rx);
        } else if (is_tuple(x)) {
            result = emit(IrOp::LoadI64, Ty::Int, rx, kNone, kNone, (int64_t)L.tuple_size);
        } else if (is_str(x)) {
            result = emit(IrOp::LoadI64, Ty::Int, rx, kNone, kNone, (int64_t)L.str_nchars);
        } else if (is_kind(x, Kind::Deque) && ty(rx) == Ty::Obj) {
            result = emit(IrOp::LoadI64, Ty::Int, rx, kNone, kNone, (int64_t)L.deque_len);
        } else if (is_dict(x) && ty(rx) == Ty::Obj) {
            result = emit(IrOp::LoadI64, Ty::Int, rx, kNone, kNone, (int64_t)L.dict_used);
        } else if ((is_kind(x, Kind::Set) || is_kind(x, Kind::FrozenSet)) && ty(rx) == Ty::Obj) {
            result = emit(IrOp::LoadI64, Ty::Int, rx, kNone, kNone, (int64_t)L.set_used);
        }
    }
    if (n == 1 && name == "sqrt" && sp[-1].is_number()) {
        // math.sqrt: the identity guard above pins it to the math module's.
        Value mod = dict_get_str(vm_.modules, vm_.intern("math"));
        if (is_kind(mod, Kind::Module) &&
            same_value(dict_get_str(static_cast<ModuleObj*>(mod.o)->dict, vm_.intern("sqrt")), Value::object(fn))) {
            Ref x = top();
            if (sp[-1].is_intlike() && std::llabs(sp[-1].as_int()) >= (1LL << 53))
                return abort("sqrt of a big int");
            if (!sp[-1].is_float()) {
                Ref off = emit(IrOp::IAdd, Ty::Int, as_int(x), kint(1LL << 53));
                guarded(IrOp::GuardLtU, Ty::Void, off, kint(1LL << 54), 0, idx);
            }
            result = guarded(IrOp::FSqrt, Ty::Float, to_float(x), kNone, 0, idx);
        }
    }
    if (n == 2 && name == "isinstance" && !fn->owner) {
        // Of a value whose type the trace has fixed, and a type or a tuple
        // of types (guarded to be this one): a constant.
        TypeObj* xt = static_type(top(2), sp[-2]);
        Value tv = sp[-1];
        auto is_type = [](Value v) { return is_kind(v, Kind::Type); };
        bool types = is_type(tv);
        if (is_tuple(tv)) {
            types = as_tuple(tv)->size > 0;
            for (size_t i = 0; i < as_tuple(tv)->size; i++) types &= is_type(as_tuple(tv)->items[i]);
        }
        if (xt && types && ty(top(1)) == Ty::Obj) {
            bool r = false;
            if (is_tuple(tv))
                for (size_t i = 0; i < as_tuple(tv)->size; i++)
                    r |= vm_.is_subtype(xt, static_cast<TypeObj*>(as_tuple(tv)->items[i].o));
            else
                r = vm_.is_subtype(xt, static_cast<TypeObj*>(tv.o));
            guarded(IrOp::GuardEqP, Ty::Void, top(1), kobj(tv.o), 0, idx);
            result = emit(IrOp::KBool, Ty::Bool, kNone, kNone, kNone, r ? 1 : 0);
        }
    }
    if (n == 2 && name == "divmod" && !fn->owner && ty(top(2)) == Ty::Int && ty(top(1)) == Ty::Int &&
        sp[-1].as_int() > 0) {
        // Of ints by a positive int, unpacked at once (`q, r = divmod(a, b)`):
        // the quotient and remainder, no tuple (FloorDiv and Mod leave the
        // trace for any other divisor, before either is done).
        if (unpacks_pair_next(idx)) {
            Ref a = top(2), b = top(1);
            Ref q = guarded(IrOp::FloorDiv, Ty::Int, a, b, 0, idx);
            Ref r = guarded(IrOp::Mod, Ty::Int, a, b, 0, idx);
            rsp_ -= n + 1 + below;
            push(r);
            push(q);
            skip_unpack_ = idx + 1;
            return Step::Go;
        }
    }
    if (n == 1 && name == "abs" && !fn->owner) {
        Ref x = top();
        if (ty(x) == Ty::Float) {
            result = emit(IrOp::FAbs, Ty::Float, x);
        } else if (ty(x) == Ty::Int) {
            // -x leaves the trace where it overflows (abs(-2**63) is a big
            // int), as the interpreter's abs() would make one.
            Ref neg = guarded(IrOp::NegOv, Ty::Int, x, kNone, 0, idx);
            Ref below = emit(IrOp::Cmp, Ty::Bool, x, kint(0), kNone, (int64_t)CmpOp::Lt);
            result = emit(IrOp::Select, Ty::Int, below, neg, x);
        }
    }
    if (n >= 2 && (name == "max" || name == "min") && !fn->owner) {
        // Of ints, or of floats: the builtin's loop, which keeps the first
        // item and takes a later one only when it is greater (min: less).
        // So the first of equal items wins, and a NaN that comes later
        // never does (it compares false).
        Ty t = ty(top(n));
        bool same = t == Ty::Int || t == Ty::Float;
        for (int k = 1; k < n; k++) same &= ty(top(k)) == t;
        if (same) {
            const CmpOp better = name == "max" ? CmpOp::Gt : CmpOp::Lt;
            result = top(n);
            for (int k = n - 1; k >= 1; k--) {
                Ref x = top(k);
                Ref takes = emit(IrOp::Cmp, Ty::Bool, x, result, kNone, (int64_t)better);
                result = emit(IrOp::Select, t, takes, x, result);
            }
        }
    }
    if (result != kNone) {
        rsp_ -= n + 1 + below;
        push(result);
        return Step::Go;
    }
    return native_on_frame(n, n + 1 + below, idx);
}

// A builtin called directly on the synced frame (h_call_native): the
// callable with npos arguments above it on the stack's top; `operands`
// positions (those and any under them the call consumes) give way to the
// result.
Recorder::Step Recorder::native_on_frame(int npos, int operands, uint32_t idx) {
    for (int i = 1; i <= operands; i++) top(i); // every operand in the frame
    Ref r = call_helper(Helper::call_native, kint(npos), kNone, kNone, idx, true);
    rsp_ -= operands;
    push(r);
    pending_unbox_ = true;
    return Step::Go;
}

// A module's attribute: the module guarded to be this one, its dict's
// layout and entry guarded; the entry's value (kNone: the dict has no such entry).
Ref Recorder::module_attr(Ref module, ModuleObj* m, StrObj* name, uint32_t idx) {
    guarded(IrOp::GuardEqP, Ty::Void, module, kobj(m), 0, idx);
    Ref d = kobj(m->dict);
    guard_dict_layout(d, m->dict, idx);
    Ref entries;
    int64_t ix;
    return dict_entry_load(d, m->dict, name, idx, &entries, &ix, true);
}

// The function a call the trace inlines calls: this very one when it is
// a constant, or the same code and globals (a function made again at each
// iteration, as a comprehension's is: a guard on its identity would fail
// every time). A call inlined this way takes no defaults (it passes all
// the arguments: a call that does not is guarded on the identity), reads
// a closure's cells from the function it calls, and its exits rebuild its
// frame with the function seen while recording, which has the same code
// and globals (the frame's cells are in its slots).
void Recorder::guard_callee(Ref callee, FunctionObj* fn, uint32_t idx) {
    if (tree_.ins[callee].op == IrOp::KObj) {
        guarded(IrOp::GuardEqP, Ty::Void, callee, kobj(fn), 0, idx);
        return;
    }
    const Layout& L = layout();
    Ref code = emit(IrOp::LoadPtr, Ty::Obj, callee, kNone, kNone, (int64_t)L.function_code);
    guarded(IrOp::GuardEqP, Ty::Void, code, kobj(fn->code), 0, idx);
    Ref globals = emit(IrOp::LoadPtr, Ty::Obj, callee, kNone, kNone, (int64_t)L.function_globals);
    guarded(IrOp::GuardEqP, Ty::Void, globals, kobj(fn->globals), 0, idx);
}

// A callee body the trace can inline whole: no loop, no yield, no
// re-raise (*loops says whether it has a loop). A `raise` may be there: on
// the path recorded it aborts the recording (the recorder has no RAISE),
// and off it the guard of its branch leaves, and the interpreter raises
// in the frames the exit rebuilds, as for any error.
bool Recorder::straight_line(const CodeProto* p, bool* loops) {
    bool simple = true;
    for (uint32_t w : p->code) {
        uint32_t o = w & 0xFF;
        // (RERAISE only runs where a handler did not match: never on the
        // way a trace records, which leaves at any raise.)
        if (o == OPC_JUMP_BACK || o == OPC_YIELD_VALUE || (o == OPC_RERAISE && p->exc_table.empty())) simple = false;
        if (loops && o == OPC_JUMP_BACK) *loops = true;
    }
    return simple;
}

// A function whose try statements the trace may inline: its handlers only
// run where the trace left at a raise (the interpreter gets the call's
// frame back and unwinds to them), and no `with` (its __enter__ and
// __exit__ are calls the recorder does not make).
bool Recorder::plain_try(const CodeProto* p) {
    for (uint32_t w : p->code) {
        uint32_t o = w & 0xFF;
        if (o == OPC_SETUP_WITH || o == OPC_WITH_EXCEPT) return false;
    }
    return true;
}

// Whether a function's code only computes: it reads locals, globals,
// attributes and items, does arithmetic and comparisons, builds tuples and
// strs, and returns, with no loop and no call, and stores nothing but its
// own locals. Making such a call twice is making it once (a defaultdict's
// item read may add the key: the second read finds it), so an exit inside
// it, in a generator's body, can leave the generator at the CALL.
bool Recorder::changes_nothing(const CodeProto* p) {
    for (uint32_t w : p->code) {
        switch (w & 0xFF) {
        case OPC_NOP: case OPC_LOAD_CONST: case OPC_LOAD_FAST: case OPC_STORE_FAST: case OPC_LOAD_GLOBAL:
        case OPC_LOAD_DEREF: case OPC_POP_TOP: case OPC_DUP_TOP: case OPC_DUP_TOP_TWO: case OPC_ROT_TWO:
        case OPC_ROT_THREE: case OPC_ROT_FOUR: case OPC_BINARY_ADD: case OPC_BINARY_SUB: case OPC_BINARY_MUL:
        case OPC_BINARY_TRUEDIV: case OPC_BINARY_FLOORDIV: case OPC_BINARY_MOD: case OPC_BINARY_POW:
        case OPC_BINARY_LSHIFT: case OPC_BINARY_RSHIFT: case OPC_BINARY_AND: case OPC_BINARY_OR:
        case OPC_BINARY_XOR: case OPC_INPLACE_OP: case OPC_UNARY_NEG: case OPC_UNARY_POS: case OPC_UNARY_NOT:
        case OPC_UNARY_INVERT: case OPC_COMPARE_LT: case OPC_COMPARE_LE: case OPC_COMPARE_EQ: case OPC_COMPARE_NE:
        case OPC_COMPARE_GT: case OPC_COMPARE_GE: case OPC_CONTAINS_OP: case OPC_IS_OP: case OPC_JUMP:
        case OPC_POP_JUMP_IF_FALSE: case OPC_POP_JUMP_IF_TRUE: case OPC_JUMP_IF_FALSE_OR_POP:
        case OPC_JUMP_IF_TRUE_OR_POP: case OPC_BUILD_TUPLE: case OPC_BUILD_SLICE: case OPC_BINARY_SUBSCR:
        case OPC_LOAD_ATTR: case OPC_RETURN_VALUE: case OPC_UNPACK_SEQUENCE: case OPC_FORMAT_VALUE:
        case OPC_BUILD_STRING:
            break;
        default: return false;
        }
    }
    return true;
}

// Whether `c` is the code being recorded or one of the calls inlined
// around this point (a call of it would recurse).
bool Recorder::inlined_already(const CodeObj* c) const {
    if (c == code_) return true;
    for (auto& in : inl_)
        if (in.code == c) return true;
    return false;
}

// Whether npos positional arguments and keywords named `kwnames` (or
// none) bind to fn's positional parameters: each keyword names one the
// positional arguments left, once, and each one left unnamed has a
// default. Anything else (an unknown or repeated name, a missing
// argument) is the interpreter's error.
bool Recorder::binds_by_name(const FunctionObj* fn, int npos, const TupleObj* kwnames) {
    const CodeProto* p = fn->code->proto;
    const int nkw = kwnames ? (int)kwnames->size : 0;
    const int ndefaults = fn->defaults ? (int)fn->defaults->size : 0;
    if (npos + nkw > p->argcount) return false;
    for (int k = 0; k < nkw; k++) {
        bool found = false;
        for (int j = std::max(p->posonly, npos); j < p->argcount; j++)
            found |= as_str(kwnames->items[k])->view() == p->varnames[j];
        for (int k2 = 0; found && k2 < k; k2++) found = !str_eq(as_str(kwnames->items[k]), as_str(kwnames->items[k2]));
        if (!found) return false;
    }
    for (int i = npos; i < p->argcount - ndefaults; i++) {
        bool named = false;
        for (int k = 0; k < nkw; k++) named |= as_str(kwnames->items[k])->view() == p->varnames[i];
        if (!named) return false;
    }
    return true;
}

// How call_function records a call of fn with n arguments (kwnames: the
// keywords' names, the last of them): inlined or not, and how. made_here:
// the callee is what a helper made in this trace (a nested def, a lambda:
// another object at each iteration); self_inlined: the function's tree
// calling itself with other types, inlined once.
Recorder::CallPlan Recorder::plan_call(FunctionObj* fn, int n, const TupleObj* kwnames, bool made_here,
                                       bool self_inlined) {
    CodeObj* c = fn->code;
    const CodeProto* p = c->proto;
    const int nkw = kwnames ? (int)kwnames->size : 0;
    CallPlan plan;
    const bool fast = !kwnames && n == p->argcount && !p->has_varargs && !p->has_varkw && p->kwonly == 0 &&
                      (c->ncells | c->nfrees) == 0 && !p->is_generator;
    bool loops = false;
    const bool simple = straight_line(p, &loops);
    const bool recursive = inlined_already(c) && !self_inlined;
    // Inlined too: a call with keyword arguments or that leaves parameters
    // to their defaults (guarded on the function's identity then, so its
    // defaults are known: a function's defaults cannot be changed), and a
    // closure (its cells read from the function called, whichever it is:
    // functions with the same code have as many), but not one with cells
    // of its own.
    plan.npos = n - nkw;
    plan.by_identity = plan.npos != p->argcount;
    plan.binds = plan.npos <= p->argcount && !p->has_varargs && !p->has_varkw && p->kwonly == 0 && c->ncells == 0 &&
                 !p->is_generator && !(plan.by_identity && made_here);
    // A function taking *args or **kwargs (a decorator's wrapper) called
    // with positional arguments only, at most two past its parameters: the
    // trace makes the tuple and the empty dict the call binds (helpers that
    // only allocate) and inlines the call.
    // Keywords all go to **kw then (none may name a parameter: that is
    // the interpreter's "multiple values" error).
    plan.extra = plan.npos - p->argcount;
    bool kw_to_dict = nkw == 0 || p->has_varkw;
    for (int k = 0; k < nkw && kw_to_dict; k++)
        for (int j = 0; j < p->argcount; j++) kw_to_dict &= as_str(kwnames->items[k])->view() != p->varnames[j];
    plan.packs = kw_to_dict && plan.extra >= 0 && plan.extra <= 2 && (p->has_varargs || plan.extra == 0) &&
                 (p->has_varargs || p->has_varkw) && p->kwonly == 0 && c->ncells == 0 && !p->is_generator &&
                 !(plan.by_identity && made_here);
    plan.binds = plan.binds && binds_by_name(fn, plan.npos, kwnames);
    // A function with a loop of its own, called from the loop's frame
    // (mandelbrot's per-pixel function): its code up to its first loop is
    // inlined, and there the trace calls enter_loop, which runs the rest
    // of the call in a frame of its own (the loop's compiled code from its
    // LOOP_ENTRY, the interpreter after it) and gives back what the call
    // returns. An error in the call leaves the trace at this CALL, as the
    // call through the interpreter would.
    plan.loop_call = fast && loops && !recursive && inl_.empty() && !function_ && p->exc_table.empty();
    plan.inlines = (fast || ((plan.binds || plan.packs) && simple)) && (simple || plan.loop_call) && !recursive &&
                   inl_.size() < kMaxInlineDepth && (p->exc_table.empty() || (!plan.loop_call && plain_try(p)));
    return plan;
}

// A call of a script function (CALL, CALL_METHOD, or CALL_KW and
// CALL_METHOD_KW with `kwnames`): inlined when it has no loop of its own
// (or one, in a function called from the loop's frame: see plan_call), no
// cells of its own, is not a generator and binds its arguments simply
// (positional ones, keywords naming them, defaults for the rest, or a
// wrapper's *args and **kwargs); else left to the interpreter.
Recorder::Step Recorder::call_function(FunctionObj* fn, int n, uint32_t idx, const TupleObj* kwnames) {
    CodeObj* c = fn->code;
    const CodeProto* p = c->proto;
    const int nkw = kwnames ? (int)kwnames->size : 0;
    const int inputs = n + 1 + (kwnames ? 1 : 0); // callee, arguments, names
    const bool fast = !kwnames && n == p->argcount && !p->has_varargs && !p->has_varkw && p->kwonly == 0 &&
                      (c->ncells | c->nfrees) == 0 && !p->is_generator;
    // In a generator's body: one level of call, to a function that changes
    // nothing (an exit inside it makes the call again from the CALL).
    if (gen_.active && (!inl_.empty() || !changes_nothing(p)))
        return abort("a call in a generator's body");
    // The function calling itself with arguments of other types than its
    // tree's entry (a tree walk's None child) is inlined once, as any call
    // (a call of itself in there is left to the interpreter, which aborts).
    bool self_inlined = false;
    if (function_ && inl_.empty() && c == root_frame_->code && fast && !self_args_match(n)) self_inlined = true;
    else if (function_ && inl_.empty() && c == root_frame_->code && fast) {
        // The function calls itself: its own code, natively (CallSelf).
        // The interpreter runs this call while we record; what it returns
        // gets its type where it is used. Not in a tree that runs Python
        // code (see call_helper).
        if (tree_runs_python()) return abort("a helper call in a recursive function's trace");
        // A native call of itself puts its arguments where the new frame's
        // locals would be, and no cells.
        if (c->ncells | c->nfrees) return abort("a closure calling itself");
        Ref callee = top(n + 1);
        for (int i = 1; i <= n; i++) top(i);
        guarded(IrOp::GuardEqP, Ty::Void, callee, kobj(fn), 0, idx);
        uint32_t fpos = rsp_ - (uint32_t)n - 1;
        int snap = snapshot(idx);
        Ref r = emit(IrOp::CallSelf, Ty::Value, kobj(fn), kNone, kNone, (int64_t)(fpos + 1) | ((int64_t)n << 32), snap);
        rsp_ = fpos;
        push(r);
        pending_unbox_ = true;
        return Step::Go;
    }
    // A function a helper just made (a nested def, a lambda) is another
    // object at each iteration: its identity guard would always fail.
    const Ins& callee_ins = tree_.ins[top(inputs)];
    const bool made_here = callee_ins.op == IrOp::Unbox && tree_.ins[callee_ins.a].op == IrOp::Call;
    const CallPlan plan = plan_call(fn, n, kwnames, made_here, self_inlined);
    const int npos = plan.npos, extra = plan.extra;
    const bool by_identity = plan.by_identity, packs = plan.packs, loop_call = plan.loop_call;
    // Each parameter past the positional arguments: a keyword's value (its
    // stack position) or its default.
    std::vector<Ref> params;
    const int ndefaults = fn->defaults ? (int)fn->defaults->size : 0;
    for (int i = npos; plan.binds && i < p->argcount; i++) {
        Ref r = kNone;
        for (int k = 0; k < nkw; k++)
            if (as_str(kwnames->items[k])->view() == p->varnames[i]) r = top(nkw + 1 - k);
        if (r == kNone) r = constant_ref(fn->defaults->items[i - (p->argcount - ndefaults)]);
        params.push_back(r);
    }
    if (!plan.inlines) return generic(cur_ins_, inputs, idx);
    Ref callee = top(inputs);
    for (int i = 1; i < inputs; i++) top(i);
    if (callee_guarded_) callee_guarded_ = false; // by call_ex, with the stack of its CALL_EX
    else if (by_identity) guarded(IrOp::GuardEqP, Ty::Void, callee, kobj(fn), 0, idx);
    else guard_callee(callee, fn, idx);
    uint32_t fpos = rsp_ - (uint32_t)inputs;
    // The frame's slots the call fills besides the positional arguments
    // (enter_inline): keyword arguments, defaults, closure cells.
    pending_fill_.clear();
    for (int i = npos; i < p->argcount; i++) pending_fill_.emplace_back(i, params[(size_t)(i - npos)]);
    if (packs) {
        // Made here, where an exit (they cannot fail but for memory) runs
        // the CALL again.
        if (p->has_varargs) {
            const int above = kwnames ? nkw + 1 : 0; // the keywords' values and names
            Ref x = extra >= 1 ? top(extra + above) : kint(0), y = extra >= 2 ? top(1 + above) : kint(0);
            Ref t = call_helper(Helper::build_tuple, x, y, kint(extra), idx, false);
            t = emit(IrOp::Unbox, Ty::Obj, t, kNone, kNone, (int64_t)jit_kind(Kind::Tuple), snapshot(idx));
            pending_fill_.emplace_back(p->argcount, t);
        }
        if (p->has_varkw) {
            Ref d = call_helper(Helper::new_dict, kNone, kNone, kNone, idx, false);
            d = emit(IrOp::Unbox, Ty::Obj, d, kNone, kNone, (int64_t)jit_kind(Kind::Dict), snapshot(idx));
            for (int k = 0; k < nkw; k++)
                call_helper(Helper::dict_set_str, d, kobj(kwnames->items[k].o), top(nkw + 1 - k), idx, false);
            pending_fill_.emplace_back(p->argcount + (p->has_varargs ? 1 : 0), d);
        }
    }
    if (c->nfrees) {
        const Layout& L = layout();
        Ref closure = emit(IrOp::LoadPtr, Ty::Obj, callee, kNone, kNone, (int64_t)L.function_closure);
        for (int i = 0; i < c->nfrees; i++) {
            // The cell object (a closure holds cells only): the Value's pointer.
            Ref cell = emit(IrOp::LoadPtr, Ty::Obj, closure, kNone, kNone,
                            (int64_t)(L.tuple_items + sizeof(Value) * (size_t)i + L.value_bits));
            pending_fill_.emplace_back(c->nlocals + c->ncells + i, cell);
        }
    }
    pending_call_snap_ = loop_call ? snapshot(idx, true) : -1;
    pending_call_idx_ = idx;
    pending_inline_ = InlineFrame{tree_.add_const(fn), fpos + 1, idx + 1, fpos};
    if (gen_.active) {
        gen_.call_pc = idx;
        gen_.call_fpos = fpos;
        gen_.call_depth = rsp_;
        gen_.call_stack.assign(pos_.begin() + fpos, pos_.begin() + rsp_);
        gen_.call_checked = true;
    }
    expect_inline_ = true;
    expect_code_ = c;
    return Step::Go;
}

// CALL_METHOD_KW: [method, self, positional arguments, keyword values,
// names]. A script method is inlined as CALL_KW of the function with self
// first (the interpreter's call is that one); anything else, and the
// [NULL, callable, ...] of an attribute that is no method, goes to the
// interpreter's instruction.
Recorder::Step Recorder::call_method_kw(uint32_t arg, uint32_t idx, const Value* sp) {
    const Value m = sp[-(int)arg - 3];
    if (!is_kind(m, Kind::Function) || !is_tuple(sp[-1])) return generic(cur_ins_, (int)arg + 3, idx);
    if (ty(top((int)arg + 3)) == Ty::Value)
        pos_[rsp_ - arg - 3] = emit(IrOp::Unbox, Ty::Obj, top((int)arg + 3), kNone, kNone, (int64_t)Kind::Function,
                                    snapshot(idx));
    return call_function(static_cast<FunctionObj*>(m.o), (int)arg + 1, idx, as_tuple(sp[-1]));
}

// A bound method called by CALL or CALL_KW (a method kept in a variable,
// `m = a.add; m(i, k=2)`; `obj.m(...)` itself is LOAD_METHOD and
// CALL_METHOD or CALL_METHOD_KW), of a script function call_function
// inlines: the function and self are
// read from the bound method, and checked (its kind is guarded: a Ty::Obj
// comes from an unboxing), with the stack as the interpreter has it at
// the CALL (an exit runs it again). Then the stack becomes the one the
// interpreter's call makes (setup_call in vm/call.cpp), [function, self,
// arguments..., names], and the call is inlined as that one with one
// argument more. Not a call of a function with a loop (loop_call: its
// exit needs this CALL's stack as the interpreter has it) nor the tree's
// own function. The packing helpers call_function may call after (a
// wrapper's *args tuple, its **kw dict) fail only for memory: their
// exit raises, and the handler, if any, drops the stack.
Recorder::Step Recorder::call_bound(const BoundMethodObj* m, int n, uint32_t idx, const TupleObj* kwnames) {
    const int inputs = n + 1 + (kwnames ? 1 : 0);
    Ref bound = top(inputs);
    auto interpreted = [&] { return generic(cur_ins_, inputs, idx); };
    if (!is_kind(m->func, Kind::Function) || ty(bound) != Ty::Obj || gen_.active) return interpreted();
    auto* fn = static_cast<FunctionObj*>(m->func.o);
    if (function_ && fn->code == root_frame_->code) return interpreted();
    const CallPlan plan = plan_call(fn, n + 1, kwnames, false, false);
    if (!plan.inlines || plan.loop_call) return interpreted();
    const Layout& L = layout();
    Ref func = unbox(emit(IrOp::LoadVal, Ty::Value, bound, kNone, kNone, (int64_t)L.bound_func), m->func, idx);
    if (plan.by_identity) guarded(IrOp::GuardEqP, Ty::Void, func, kobj(fn), 0, idx);
    else guard_callee(func, fn, idx);
    Ref self = unbox(emit(IrOp::LoadVal, Ty::Value, bound, kNone, kNone, (int64_t)L.bound_self), m->self, idx);
    std::vector<Ref> above((size_t)(inputs - 1)); // the arguments (and names), bottom first
    for (int i = 0; i < inputs - 1; i++) above[(size_t)i] = top(inputs - 1 - i);
    rsp_ -= (uint32_t)inputs;
    push(func);
    push(self);
    for (Ref r : above) push(r);
    callee_guarded_ = true;
    const Step step = call_function(fn, n + 1, idx, kwnames);
    callee_guarded_ = false;
    return step;
}

// Whether `src`'s keys are all strs and, for a call's `**` (merge), none
// is in `dst` already: dict_merge_strs then adds them as they are now.
bool Recorder::merges_strs(DictObj* dst, const DictObj* src, bool merge) {
    for (const DictEntry& e : src->entries) {
        if (!dict_entry_live(e)) continue;
        if (!is_str(e.key)) return false;
        if (merge && dict_find_str(dst, as_str(e.key)) >= 0) return false;
    }
    return true;
}

// f(*args) and f(*args, **kwargs) (CALL_EX) of a script function the
// trace inlines whole, with no *args, **kwargs or keyword-only parameters
// of its own: the tuple's items are the call's positional arguments (its
// size guarded), and the kwargs dict's entries its keywords (its layout
// guarded: the same str keys in the same places; an empty one, its size).
// Guards and the values' types are checked with the stack as the
// interpreter has it at CALL_EX (an exit runs it again); then the stack
// becomes the one CALL_EX makes for the frame it pushes, [callee, items...,
// values...] (and the names, where a CALL_KW has them), and the call is
// inlined as that CALL. Anything else goes to the interpreter's CALL_EX
// (generic).
Recorder::Step Recorder::call_ex(uint32_t arg, uint32_t idx, Value* sp) {
    const bool has_kw = arg & 1;
    const int inputs = 2 + (int)has_kw;
    const Value callee_v = sp[-inputs], args_v = sp[has_kw ? -2 : -1];
    const Ref callee = top(inputs), args = top(has_kw ? 2 : 1), kw = has_kw ? top(1) : kNone;
    auto interpreted = [&] { return generic(cur_ins_, inputs, idx); };
    if (!callee_v.is_obj() || callee_v.o->kind != Kind::Function || ty(args) != Ty::Obj || !is_tuple(args_v))
        return interpreted();
    if (has_kw && (ty(kw) != Ty::Obj || !sp[-1].is_obj() || sp[-1].o->kind != Kind::Dict)) return interpreted();
    const DictObj* kwd = has_kw ? as_dict(sp[-1]) : nullptr;
    const int nkw = kwd ? (int)kwd->used : 0;
    // Keywords: a dict whose layout other dicts share (str keys, in order,
    // no holes), each naming a parameter the positional arguments left.
    if (nkw && (kwd->layout == DictLayouts::kEmpty || kwd->layout >= DictLayouts::kOwn)) return interpreted();
    auto* fn = static_cast<FunctionObj*>(callee_v.o);
    const CodeObj* c = fn->code;
    const CodeProto* p = c->proto;
    const int n = (int)as_tuple(args_v)->size;
    // The keywords' names, in the dict's order (the call's kwnames).
    TupleObj* names = nullptr;
    if (nkw) {
        names = vm_.new_tuple((size_t)nkw);
        for (int k = 0; k < nkw; k++) names->items[k] = kwd->entries[(size_t)k].key;
    }
    bool loops = false;
    const bool whole = binds_by_name(fn, n, names) && !p->has_varargs && !p->has_varkw && p->kwonly == 0 &&
                       (c->ncells | c->nfrees) == 0 && !p->is_generator && straight_line(p, &loops) && !loops &&
                       !inlined_already(c) && inl_.size() < kMaxInlineDepth && !gen_.active &&
                       (p->exc_table.empty() || plain_try(p)) && !(function_ && c == root_frame_->code);
    if (!whole || n + nkw > (int)kMaxCallExArgs) return interpreted();
    // Defaults or keywords: this very function (its defaults are known).
    if (n != p->argcount) guarded(IrOp::GuardEqP, Ty::Void, callee, kobj(fn), 0, idx);
    else guard_callee(callee, fn, idx);
    const Layout& L = layout();
    std::vector<Ref> values;
    if (has_kw && nkw == 0) {
        Ref used = emit(IrOp::LoadI64, Ty::Int, kw, kNone, kNone, (int64_t)L.dict_used);
        guarded(IrOp::GuardEqI, Ty::Void, used, kint(0), 0, idx);
    } else if (nkw) {
        Ref shape = emit(IrOp::LoadI64, Ty::Int, kw, kNone, kNone, (int64_t)L.dict_layout);
        guarded(IrOp::GuardEqI, Ty::Void, shape, kint((int64_t)kwd->layout), 0, idx);
        Ref entries = emit(IrOp::LoadPtr, Ty::Obj, kw, kNone, kNone, (int64_t)L.dict_entries_begin);
        for (int k = 0; k < nkw; k++) {
            const DictEntry& e = kwd->entries[(size_t)k];
            Ref v = emit(IrOp::LoadVal, Ty::Value, entries, kNone, kNone,
                         (int64_t)((size_t)k * L.entry_size + L.entry_value));
            values.push_back(unbox(v, e.value, idx));
        }
    }
    Ref len = emit(IrOp::LoadI64, Ty::Int, args, kNone, kNone, (int64_t)L.tuple_size);
    guarded(IrOp::GuardEqI, Ty::Void, len, kint(n), 0, idx);
    std::vector<Ref> items((size_t)n);
    for (int i = 0; i < n; i++) {
        Ref v = emit(IrOp::LoadValIdx, Ty::Value, args, kint(i), kNone, (int64_t)L.tuple_items);
        items[(size_t)i] = unbox(v, as_tuple(args_v)->items[i], idx);
    }
    rsp_ -= (uint32_t)(inputs - 1); // the callee stays
    for (Ref v : items) push(v);
    for (Ref v : values) push(v);
    if (names) push(kobj(names)); // where CALL_KW has its names (the interpreter's CALL_EX passes them aside)
    callee_guarded_ = true;
    const Step step = call_function(fn, n + nkw, idx, names);
    callee_guarded_ = false;
    return step;
}

// A class called with n arguments whose __init__ the interpreter runs as a
// frame of its own (script_init; see CALL in vm/interp.cpp): the instance
// is made by a helper (no Python code runs), and __init__ is inlined as a
// call with the arguments moved up one for self, [cls, args] -> [instance,
// self, args], as the interpreter has them; its return gives the instance
// (return_inline). Guarded: the class, its classes' layouts and __init__
// still being the function. Else the whole call is left to a helper.
Recorder::Step Recorder::construct(TypeObj* cls, int n, uint32_t idx, const Value* sp) {
    if (cls == vm_.t_str && n == 1 && ty(top()) == Ty::Int) {
        // str(i): the int's digits, without str's generic call (its
        // argument parsing, the interpreter's call sequence).
        Ref x = top();
        guarded(IrOp::GuardEqP, Ty::Void, top(2), kobj(cls), 0, idx);
        Ref r = call_helper(Helper::int_to_str, x, kNone, kNone, idx, false);
        rsp_ -= 2;
        push(r);
        pending_unbox_ = true;
        return Step::Go;
    }
    const bool with_base = n == 2 && cls == vm_.t_int && is_str(sp[-2]) && ty(top(2)) == Ty::Obj &&
                           (ty(top()) == Ty::Int || ty(top()) == Ty::Bool);
    if ((cls == vm_.t_int || cls == vm_.t_float || cls == vm_.t_str || cls == vm_.t_bool) &&
        ((n == 1 && ty(top()) != Ty::None && plain_operand(top(), sp[-1])) || with_base)) {
        // int(s), float(s), str(x), bool(x) of a number or a str, and
        // int(s, base) (a token parsed, a value converted): the type's
        // constructor, called by a helper (no Python code runs; a str that
        // does not parse raises there, and the interpreter raises it at the
        // CALL), without the generic call's sync and the interpreter's call
        // sequence. A parse loop's `int(t)`: 54 -> 30 ns an iteration.
        guarded(IrOp::GuardEqP, Ty::Void, top(n + 1), kobj(cls), 0, idx);
        Ref r = call_helper(Helper::construct, kobj(cls), top(n), n == 2 ? top() : kNone, idx, false);
        rsp_ -= n + 1;
        push(r);
        pending_unbox_ = true;
        return Step::Go;
    }
    if (cls == vm_.t_range && n >= 1 && n <= 3) {
        bool ints = true;
        for (int i = 1; i <= n; i++) ints &= ty(top(i)) == Ty::Int;
        if (ints) {
            // range() of ints (`for j in range(n)` entered from an outer
            // loop): an allocation, no Python code, no sync.
            Ref start = n == 1 ? kint(0) : top(n), stop = n == 1 ? top(1) : top(n - 1);
            Ref step = n == 3 ? top(1) : kint(1);
            guarded(IrOp::GuardEqP, Ty::Void, top(n + 1), kobj(cls), 0, idx);
            Ref r = call_helper(Helper::make_range, start, stop, step, idx, false);
            rsp_ -= n + 1;
            push(r);
            pending_unbox_ = true;
            return Step::Go;
        }
    }
    if (n <= 1 && exception_call_is_plain(vm_, cls)) {
        // ValueError(msg), a script's `class Invalid(Exception): pass`
        // called with a value: without the generic call's sync and the
        // interpreter's call sequence.
        Ref r = made_exception(top(n + 1), cls, n == 1 ? box(top()) : kNone, n, idx);
        rsp_ -= n + 1;
        push(r);
        pending_unbox_ = true;
        return Step::Go;
    }
    FunctionObj* init = script_init(vm_, cls, n + 1);
    if (!init || !cls->is_class) return generic(cur_ins_, n + 1, idx);
    CodeObj* c = init->code;
    if (!straight_line(c->proto) || inlined_already(c) || inl_.size() >= kMaxInlineDepth ||
        !c->proto->exc_table.empty())
        return generic(cur_ins_, n + 1, idx);
    Ref callee = top(n + 1);
    for (int i = 1; i <= n; i++) top(i);
    guarded(IrOp::GuardEqP, Ty::Void, callee, kobj(cls), 0, idx);
    guard_mro_layouts(cls, idx);
    if (class_function(cls, dunder(vm_, Dunder::init_), idx) != init) return abort("__init__ not found");
    Ref made = call_helper(Helper::new_instance, kobj(cls), kNone, kNone, idx, false);
    Ref obj = emit(IrOp::Unbox, Ty::Obj, made, kNone, kNone, (int64_t)Kind::Instance, snapshot(idx));
    uint32_t fpos = rsp_ - (uint32_t)n - 1;
    if (pos_.size() < fpos + (size_t)n + 3) pos_.resize(fpos + (size_t)n + 3, kNone);
    for (int i = n; i >= 1; i--) pos_[fpos + 1 + i] = pos_[fpos + i];
    pos_[fpos] = pos_[fpos + 1] = obj;
    class_known_[obj] = cls;
    rsp_++;
    // Parameters left to their defaults (script_init: they cover the rest;
    // the class and its __init__ are guarded, so they are these).
    pending_fill_.clear();
    const int from_defaults = c->proto->argcount - (init->defaults ? (int)init->defaults->size : 0);
    for (int i = n + 1; i < c->proto->argcount; i++) {
        Ref k = constant_ref(init->defaults->items[i - from_defaults]);
        if (k == kNone) return abort("unexpected default value");
        pending_fill_.emplace_back(i, k);
    }
    pending_call_snap_ = -1;
    pending_call_idx_ = idx;
    pending_inline_ = InlineFrame{tree_.add_const(init), fpos + 1, idx + 1, fpos, true};
    expect_inline_ = true;
    expect_code_ = c;
    return Step::Go;
}

// obj.name where `name` is a property of the instance's class whose getter
// is a plain script function of one parameter: the interpreter runs the
// getter as a frame of its own loop (VM::push_accessor_frame), [obj] ->
// [obj, self], and its return replaces obj; inlined here the same way, as
// a call whose callee slot is obj's. Guarded: the class (and its classes'
// layouts) and the class's entry still being that property (its getter
// cannot change). False, with nothing recorded, when it is not such a
// load.
bool Recorder::inline_getter(Ref o, Value obj, StrObj* name, uint32_t idx) {
    if (ty(o) != Ty::Obj || obj.o->kind != Kind::Instance) return false;
    TypeObj* cls = static_cast<InstanceObj*>(obj.o)->type;
    PropertyObj* prop = nullptr;
    FunctionObj* fn = plain_getter(cls, name, &prop);
    if (!fn || !guard_property(o, cls, name, prop, fn, idx)) return false;
    const uint32_t fpos = rsp_ - 1;
    push(o); // self
    expect_accessor(fn, fpos, idx, false);
    return true;
}

// obj.name = v where `name` is a property of the instance's class whose
// setter is a plain script function of (self, value): the interpreter runs
// it as a frame of its loop (VM::push_accessor_frame), [v, obj] -> [v, obj,
// v], the frame starting at obj, and drops its return where v was;
// inlined here the same way, guarded as a getter is. False, with nothing
// recorded, when it is not such a store.
bool Recorder::inline_setter(Ref o, Ref v, Value obj, StrObj* name, uint32_t idx) {
    if (ty(o) != Ty::Obj || obj.o->kind != Kind::Instance) return false;
    TypeObj* cls = static_cast<InstanceObj*>(obj.o)->type;
    PropertyObj* prop = nullptr;
    FunctionObj* fn = plain_setter(cls, name, &prop);
    if (!fn || !guard_property(o, cls, name, prop, fn, idx)) return false;
    const uint32_t fpos = rsp_ - 2; // v's: self is obj where it stands
    push(v);
    expect_accessor(fn, fpos, idx, true);
    return true;
}

// A property accessor fn the interpreter will run as a frame: the guards
// that it still is the one it runs (obj's class, the layouts of its
// classes' dicts, the class's entry still being prop). False, with nothing
// recorded, when fn cannot be inlined.
bool Recorder::guard_property(Ref o, TypeObj* cls, StrObj* name, PropertyObj* prop, FunctionObj* fn,
                              uint32_t idx) {
    CodeObj* c = fn->code;
    const CodeProto* p = c->proto;
    if (!straight_line(p) || !p->exc_table.empty() || inlined_already(c) || inl_.size() >= kMaxInlineDepth)
        return false;
    guard_class(o, cls, idx);
    for (TypeObj* k : cls->mro) {
        Value m = dict_get_str(k->dict, name);
        if (m.is_empty()) continue;
        Ref entries;
        int64_t ix;
        Ref v = dict_entry_load(kobj(k->dict), k->dict, name, idx, &entries, &ix, true);
        Ref pr = emit(IrOp::Unbox, Ty::Obj, v, kNone, kNone, (int64_t)Kind::Property, snapshot(idx));
        guarded(IrOp::GuardEqP, Ty::Void, pr, kobj(prop), 0, idx);
        break;
    }
    return true;
}

// The recording goes on in fn's frame, which starts above fpos, where the
// caller's stack top is once it returns.
void Recorder::expect_accessor(FunctionObj* fn, uint32_t fpos, uint32_t idx, bool discards) {
    pending_fill_.clear();
    pending_call_snap_ = -1;
    pending_call_idx_ = idx;
    pending_inline_ = InlineFrame{tree_.add_const(fn), fpos + 1, idx + 1, fpos};
    pending_inline_.discards = discards;
    expect_inline_ = true;
    expect_code_ = fn->code;
}

// Every native call to itself passes what each entry value of the tree
// must be (the callee's code checks no types): the arguments' IR types.
// Whether the n arguments of a call of the function whose tree this is
// (on the stack's top, as the interpreter has them) have the types and
// kinds the tree's entry has for its parameters.
bool Recorder::self_args_match(int n) const {
    const Value* args = root_base_ + rsp_ - n;
    for (int k = 0; k < n; k++) {
        const EntryType* e = tree_.entry_of(k);
        if (!e || e->write_first) continue;
        if (ty_of(args[k]) != e->ty || (e->ty == Ty::Obj && jit_kind(args[k].o) != e->kind)) return false;
    }
    return true;
}

bool Recorder::self_calls_match() {
    for (const Ins& i : tree_.ins) {
        if (i.op != IrOp::CallSelf) continue;
        const int cb = (int)(i.imm & 0xFFFFFFFF), nargs = (int)(i.imm >> 32);
        const Snapshot& s = tree_.snaps[i.snap];
        for (const EntryType& e : tree_.entry) {
            if (e.pos >= nargs) return false;
            Ref r = kNone;
            for (auto& [p, v] : s.vals)
                if (p == cb + e.pos) r = v;
            if (r == kNone || ty(r) != e.ty) return false;
            if (e.ty != Ty::Obj) continue;
            const Ins& d = tree_.ins[r];
            JitKind k = d.op == IrOp::Unbox ? (JitKind)d.imm : d.op == IrOp::KObj ? jit_kind(tree_.consts[d.imm]) : kNoJitKind;
            if (d.op == IrOp::Entry) // an argument passed on as it came in: its entry type says its kind
                for (const EntryType& x : tree_.entry)
                    if (x.pos == d.imm && x.ty == Ty::Obj) k = x.kind;
            if (k != e.kind) return false;
        }
    }
    return true;
}

Recorder::Step Recorder::enter_inline(Frame* f) {
    CodeObj* c = f->code;
    // In a generator's body, only a call call_function found to change
    // nothing (not an __init__, a property's getter or setter).
    if (gen_.active && !gen_.call_checked) return abort("a call in a generator's body");
    gen_.call_checked = false;
    const InlineFrame& d = pending_inline_;
    if (f->base != root_base_ + d.base) return abort("inlined frame not where expected");
    size_t need = d.base + (size_t)c->nslots + c->proto->max_stack + 8;
    if (pos_.size() < need) pos_.resize(need, kNone);
    Ref empty = kNone;
    int nargs = c->proto->argcount;
    for (int i = nargs; i < c->nslots; i++) {
        if (empty == kNone) empty = emit(IrOp::KEmpty, Ty::Value);
        pos_[d.base + i] = empty;
    }
    for (auto& [slot, r] : pending_fill_) pos_[d.base + (uint32_t)slot] = r; // defaults, closure cells
    pending_fill_.clear();
    inl_.push_back(Inlined{d, f, c, pending_call_snap_, pending_call_idx_});
    pending_call_snap_ = -1;
    frame_ = f;
    code_ = c;
    rsp_ = d.base + (uint32_t)c->nslots;
    expect_inline_ = false;
    return Step::Go;
}

// Exception class cls (what `callee` holds, guarded) called with x (n = 1)
// or nothing, where that runs no script code (exception_call_is_plain):
// made by the new_exception helper. The classes' layouts are guarded: an
// __init__ defined later leaves there.
Ref Recorder::made_exception(Ref callee, TypeObj* cls, Ref x, int n, uint32_t idx) {
    guarded(IrOp::GuardEqP, Ty::Void, callee, kobj(cls), 0, idx);
    guard_mro_layouts(cls, idx);
    return call_helper(Helper::new_exception, kobj(cls), x, kint(n), idx, false);
}

Recorder::Step Recorder::return_inline() {
    Ref result = top();
    if (inl_.back().desc.constructs) {
        // An __init__: the call gives the instance (anything but None is
        // the interpreter's TypeError).
        if (ty(result) != Ty::None) return abort("__init__ returns a value");
        result = pos_[inl_.back().desc.fpos];
    }
    Inlined in = inl_.back();
    inl_.pop_back();
    while (!handled_.empty() && handled_.back().second > inl_.size()) handled_.pop_back();
    rsp_ = in.desc.fpos;
    Frame* outer = gen_.active ? gen_.frame : root_frame_; // a generator's body calls only from its frame
    frame_ = inl_.empty() ? outer : inl_.back().frame;
    code_ = inl_.empty() ? outer->code : inl_.back().code;
    if (!in.desc.discards) push(result); // a setter's return is dropped
    return Step::Go;
}

} // namespace kiln::jit
