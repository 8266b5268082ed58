// The interpreter loop: the reference semantics of kiln.
// Invariants:
//  1. `pc`, `sp` and `base` are registers for the top frame; the Frame keeps
//     them only while another frame runs or something may inspect the stack.
//  2. Before anything that may run Python code or collect garbage, vm.sp is
//     set to the live top of the stack, so nested calls lay out above it and
//     the collector scans exactly the live values.
//  3. Script-to-script calls do not recurse in C: a call pushes a Frame and
//     the loop continues; `is_entry` marks the frame whose return leaves the
//     loop (one per interpret() activation).
//  4. On error, each frame the exception passes through adds a traceback
//     entry (innermost first), except that a re-raise (bare `raise`, the end
//     of a finally or with) adds none for the frame it happens in.
//  5. Exceptions are zero-cost: the error path looks the failing instruction
//     up in the code's exception table; a row resets the operand stack to its
//     depth, pushes the exception and jumps to the handler. Frames unwound
//     without a handler restore vm.handling to what it was at their start.
//  6. While frames are live, the safe points are the loop back-edge
//     (JUMP_BACK) and function entry (call_entered), and nowhere else: only
//     there may the collector run.
//     Each polls one flag, vm.attention, with one relaxed load; when it is
//     set, service_attention() runs the collector and enforces interrupt(),
//     the step and time budgets and the heap limit (vm/limits.cpp). JIT code
//     must poll the same flag at every loop back-edge and call the same
//     service with the frame synced, or host limits stop working.
//  7. A failed C++ allocation (std::bad_alloc) may be thrown from any native;
//     interpret() turns it into MemoryError and unwinds the frames of its own
//     activation. JIT code calling helpers that allocate must let the C++
//     exception pass through its frames (unwind tables) or catch it at its
//     boundary and do the same.
#include <cmath>
#include <new>
#include <stdexcept>

#include "../jit/jit.hpp"
#include "../lang/bytecode.hpp"
#include "call.hpp"
#include "list_items.hpp"
#include "class.hpp"
#include "cpython_names.hpp"
#include "dict.hpp"
#include "dunder.hpp"
#include "generator.hpp"
#include "set.hpp"
#include "ops.hpp"

namespace kiln {

namespace {

Value unpack_error(VM& vm, Value v) {
    return vm.raisef(vm.e_TypeError, "cannot unpack non-iterable {} object", vm.type_name(v));
}

// Items of a sequence for unpacking, or false with the error set.
bool unpack_items(VM& vm, Value v, ValueVec& out) {
    if (is_tuple(v)) {
        out.assign(as_tuple(v)->items, as_tuple(v)->items + as_tuple(v)->size);
        return true;
    }
    if (is_list(v)) {
        out.clear();
        append_list_items(as_list(v), &out);
        return true;
    }
    Value it = get_iter(vm, v);
    if (it.is_empty()) {
        vm.exc = nullptr;
        unpack_error(vm, v);
        return false;
    }
    while (true) {
        Value x = iter_next(vm, it);
        if (x.is_empty()) return vm.exc == nullptr;
        out.push_back(x);
    }
}

int line_of(const Frame& f, const uint32_t* pc) {
    const CodeProto* p = f.code->proto;
    size_t idx = (size_t)(pc - p->code.data());
    if (idx > 0) idx--;
    if (idx >= p->lines.size()) return p->first_line;
    return p->lines[idx];
}

} // namespace

Value VM::interpret() { return interpret(frames.size()); }

Value VM::interpret(size_t entry) {
    // A failed C++ allocation (std::bad_alloc, or a vector past max_size)
    // becomes a MemoryError: the frames this activation ran are unwound with
    // their saved positions, and the bookkeeping natives keep is restored.
    // (entry: the frames above entry - 1 are this activation's; a JIT exit
    // may have rebuilt some above the one it was started for.)
    int saved_native_depth = native_depth, saved_c_depth = c_depth;
    size_t saved_repr = repr_active.size(), saved_roots = temp_roots.size();
    try {
        return interpret_frames();
    } catch (const std::bad_alloc&) {
    } catch (const std::length_error&) {
    }
    native_depth = saved_native_depth;
    c_depth = saved_c_depth;
    repr_active.resize(saved_repr);
    temp_roots.resize(saved_roots);
    raise_value(new_exception(e_MemoryError, nullptr));
    while (frames.size() >= entry) {
        Frame& f = frames.back();
        exc->traceback.push_back({f.code, line_of(f, f.pc)});
        sp = f.base - 1;
        frames.pop_back();
    }
    return Value::empty();
}

// CALL of a class whose __init__ is a plain script function: the instance
// is made here and __init__ runs as a frame of the interpreter's loop (no
// native call in between), its arguments moved up one for self: [cls,
// args] -> [instance, self, args]. Its return gives the instance
// (RETURN_VALUE). False, with nothing done, when the call takes the
// general way. Kept out of interpret_frames, which is big enough already.
[[gnu::noinline]] bool VM::push_init_frame(TypeObj* t, Value* fpos, int n) {
    FunctionObj* init = script_init(*this, t, n + 1);
    if (!init) return false;
    CodeObj* c = init->code;
    const CodeProto* p = c->proto;
    if (frame_depth() >= options.recursion_limit || fpos + 2 + c->nslots + p->max_stack + 2 >= stack_end)
        return false;
    InstanceObj* inst = new_instance(*this, t);
    std::memmove(fpos + 2, fpos + 1, sizeof(Value) * n);
    fpos[0] = fpos[1] = Value::object(inst);
    frames.back().sp = fpos;
    Value* nb = fpos + 1;
    const int from_defaults = p->argcount - (init->defaults ? (int)init->defaults->size : 0);
    for (int i = n + 1; i < p->argcount; i++) nb[i] = init->defaults->items[i - from_defaults];
    for (int i = std::max(n + 1, p->argcount); i < c->nlocals; i++) nb[i] = Value::empty();
    // Not push_back(Frame{...}): a second call of that instantiation in
    // this file and GCC stops inlining the one in CALL's fast path.
    frames.emplace_back() = Frame{init, c, p->code.data(), nb, nb + c->nslots, init->globals, false, true,
                                  (uint32_t)handling.size(), inst};
    return true;
}

// A property's accessor (plain_getter, plain_setter) on an instance of a
// class runs as a frame of the interpreter's loop: no native call in
// between, and the JIT inlines it like a method's call. False, with
// nothing done, when the access takes the general way.
//
// LOAD_ATTR, the getter: self copied up one, [obj] -> [obj, self]. Its
// return replaces obj (RETURN_VALUE writes below the frame's base).
//
// STORE_ATTR, the setter: [value, obj] -> [value, obj, value], its frame
// starting at obj (self, value). Its return, which CPython drops, is
// dropped (Frame::constructs with no owner) where value was, which leaves the stack as
// the store would.
[[gnu::noinline]] bool VM::push_accessor_frame(Value* top, StrObj* name, bool setter) {
    TypeObj* t = static_cast<InstanceObj*>(top->o)->type;
    FunctionObj* fn = setter ? plain_setter(t, name) : plain_getter(t, name);
    if (!fn) return false;
    CodeObj* c = fn->code;
    const CodeProto* p = c->proto;
    if (frame_depth() >= options.recursion_limit || top + 2 + c->nslots + p->max_stack + 2 >= stack_end)
        return false;
    top[1] = setter ? top[-1] : *top;
    frames.back().sp = setter ? top - 1 : top; // where the access leaves it
    Value* nb = setter ? top : top + 1;
    for (int i = setter ? 2 : 1; i < c->nlocals; i++) nb[i] = Value::empty();
    // A setter's frame returns nothing: `constructs` with no instance.
    frames.emplace_back() = Frame{fn, c, p->code.data(), nb, nb + c->nslots, fn->globals, false, setter,
                                  (uint32_t)handling.size()};
    return true;
}

Value VM::interpret_frames() {
    static const void* const labels[] = {
#define OPCODE(name, effect, jump) &&op_##name,
#include "../lang/opcodes.def"
#undef OPCODE
    };

    // While the JIT records, every instruction first goes through
    // record_hook (the dispatch table is switched, not the handlers).
    static const void* const record_labels[] = {
#define OPCODE(name, effect, jump) &&record_hook,
#include "../lang/opcodes.def"
#undef OPCODE
    };
    const void* const* table = labels;
    jit::Jit* const jit = jit_engine.get();

    Frame* f = &frames.back();
    const uint32_t* pc = f->pc;
    Value* sp = f->sp;
    Value* base = f->base;
    CodeObj* code = f->code;
    const Value* consts = code->consts.data();
    uint32_t ins;
    Value returned; // RETURN_VALUE's value

#define LOAD_FRAME()                    \
    do {                                \
        f = &frames.back();             \
        pc = f->pc;                     \
        sp = f->sp;                     \
        base = f->base;                 \
        code = f->code;                 \
        consts = code->consts.data();   \
    } while (0)
#define ARG (ins >> 8)
#define DISPATCH()                      \
    do {                                \
        ins = *pc++;                    \
        goto* table[ins & 0xFF];        \
    } while (0)
#define CASE(name) op_##name:
#define CHECK(v)                        \
    do {                                \
        if ((v).is_empty()) goto error; \
    } while (0)
#define SYNC() (this->sp = sp, f->pc = pc)

    if (resume_throw) {
        resume_throw = false;
        goto error;
    }
    if (jit && jit->recording() && frames.back().gen()) table = record_labels; // a generator resumed while
                                                                                // recording: its body may be
                                                                                // recorded (jit/record_generators.cpp)
    if (resume_record) {
        resume_record = false;
        if (jit && jit->recording()) table = record_labels;
    }
    // A script function called from native code (a builtin's key=, map(),
    // a dunder the runtime calls, the embedding API) starts here: its
    // entry counts towards a trace of its own, as a call's does.
    if (jit && f->is_entry && f->func && pc == code->proto->code.data()) {
        if (!jit->recording()) goto call_entered;
        // Calls of a function whose tree is watched (for its side traces
        // before its first compile) are watched in every activation.
        if (jit->watching_calls_of(code)) table = record_labels;
    }
    DISPATCH();

record_hook:
    if (!jit || !jit->recording() || !jit->record_step(f, pc - 1, sp)) table = labels;
    goto* labels[ins & 0xFF];

    CASE(NOP) DISPATCH();

    CASE(LOAD_CONST) {
        *sp++ = consts[ARG];
        DISPATCH();
    }
    CASE(LOAD_FAST) {
        Value v = base[ARG];
        if (v.is_empty()) {
            raisef(e_UnboundLocalError, "cannot access local variable '{}' where it is not associated with a value",
                   code->varnames[ARG]->data);
            goto error;
        }
        *sp++ = v;
        DISPATCH();
    }
    CASE(STORE_FAST) {
        base[ARG] = *--sp;
        DISPATCH();
    }
    CASE(DELETE_FAST) {
        if (base[ARG].is_empty()) {
            raisef(e_UnboundLocalError, "cannot access local variable '{}' where it is not associated with a value",
                   code->varnames[ARG]->data);
            goto error;
        }
        base[ARG] = Value::empty();
        DISPATCH();
    }
    CASE(LOAD_GLOBAL) {
        GlobalCache& c = code->global_cache[pc - 1 - code->proto->code.data()];
        DictObj* g = f->globals;
        if (c.globals_layout == g->layout && c.builtins_layout == builtins->layout) {
            *sp++ = c.in_builtins ? builtins->entries[c.index].value : g->entries[c.index].value;
            DISPATCH();
        }
        StrObj* name = code->names[ARG];
        int64_t ix = dict_find_str(g, name);
        if (ix >= 0) {
            c.in_builtins = false;
        } else {
            ix = dict_find_str(builtins, name);
            if (ix < 0) {
                if (!refuse_missing_builtin(*this, name->view()))
                    raisef(e_NameError, "name '{}' is not defined", name->data);
                goto error;
            }
            c.in_builtins = true;
        }
        c.index = (int32_t)ix;
        c.globals_layout = g->layout;
        c.builtins_layout = builtins->layout;
        *sp++ = c.in_builtins ? builtins->entries[ix].value : g->entries[ix].value;
        DISPATCH();
    }
    CASE(STORE_GLOBAL) {
        // The same cache as LOAD_GLOBAL's, for the globals alone: a key
        // the layout still has in the same place takes the value there (a
        // module's loop stores its variables every iteration).
        GlobalCache& c = code->global_cache[pc - 1 - code->proto->code.data()];
        DictObj* g = f->globals;
        Value v = *--sp;
        if (c.globals_layout == g->layout) {
            g->entries[c.index].value = v;
            note_type_dict_change(g);
            DISPATCH();
        }
        StrObj* name = code->names[ARG];
        dict_set_str(*this, g, name, v);
        if (int64_t ix = dict_find_str(g, name); ix >= 0) {
            c.index = (int32_t)ix;
            c.globals_layout = g->layout;
        }
        DISPATCH();
    }
    CASE(DELETE_GLOBAL) {
        StrObj* name = code->names[ARG];
        if (dict_del(*this, f->globals, Value::object(name)) != 1) {
            raisef(e_NameError, "name '{}' is not defined", name->data);
            goto error;
        }
        DISPATCH();
    }
    CASE(LOAD_DEREF) {
        auto* cell = static_cast<CellObj*>(base[code->nlocals + ARG].o);
        if (cell->value.is_empty()) {
            const CodeProto* p = code->proto;
            if (ARG < p->cellvars.size())
                raisef(e_UnboundLocalError,
                       "cannot access local variable '{}' where it is not associated with a value",
                       p->cellvars[ARG]);
            else
                raisef(e_NameError,
                       "cannot access free variable '{}' where it is not associated with a value in enclosing "
                       "scope",
                       p->freevars[ARG - p->cellvars.size()]);
            goto error;
        }
        *sp++ = cell->value;
        DISPATCH();
    }
    CASE(STORE_DEREF) {
        static_cast<CellObj*>(base[code->nlocals + ARG].o)->value = *--sp;
        DISPATCH();
    }
    CASE(DELETE_DEREF) {
        auto* cell = static_cast<CellObj*>(base[code->nlocals + ARG].o);
        if (cell->value.is_empty()) {
            raisef(e_NameError, "cannot access free variable where it is not associated with a value");
            goto error;
        }
        cell->value = Value::empty();
        DISPATCH();
    }
    CASE(LOAD_CLOSURE) {
        *sp++ = base[code->nlocals + ARG];
        DISPATCH();
    }
    CASE(POP_TOP) {
        sp--;
        DISPATCH();
    }
    CASE(DUP_TOP) {
        sp[0] = sp[-1];
        sp++;
        DISPATCH();
    }
    CASE(DUP_TOP_TWO) {
        sp[0] = sp[-2];
        sp[1] = sp[-1];
        sp += 2;
        DISPATCH();
    }
    CASE(ROT_TWO) {
        std::swap(sp[-1], sp[-2]);
        DISPATCH();
    }
    CASE(ROT_THREE) {
        Value top = sp[-1];
        sp[-1] = sp[-2];
        sp[-2] = sp[-3];
        sp[-3] = top;
        DISPATCH();
    }
    CASE(ROT_FOUR) {
        Value top = sp[-1];
        sp[-1] = sp[-2];
        sp[-2] = sp[-3];
        sp[-3] = sp[-4];
        sp[-4] = top;
        DISPATCH();
    }

#define BINARY_INT_FLOAT(NAME, OPENUM, INT_EXPR, FLOAT_EXPR)                     \
    CASE(NAME) {                                                                 \
        Value b = sp[-1], a = sp[-2];                                            \
        if (a.tag == Tag::Int && b.tag == Tag::Int) {                            \
            int64_t r;                                                           \
            if (!(INT_EXPR)) {                                                   \
                sp[-2] = Value::integer(r);                                      \
                sp--;                                                            \
                DISPATCH();                                                      \
            }                                                                    \
        } else if (a.tag == Tag::Float && b.tag == Tag::Float) {                 \
            sp[-2] = Value::number(FLOAT_EXPR);                                  \
            sp--;                                                                \
            DISPATCH();                                                          \
        }                                                                        \
        SYNC();                                                                  \
        Value r = binary_op(*this, OPENUM, a, b);                                \
        CHECK(r);                                                                \
        sp[-2] = r;                                                              \
        sp--;                                                                    \
        DISPATCH();                                                              \
    }
    BINARY_INT_FLOAT(BINARY_ADD, Op::Add, __builtin_add_overflow(a.i, b.i, &r), a.f + b.f)
    BINARY_INT_FLOAT(BINARY_SUB, Op::Sub, __builtin_sub_overflow(a.i, b.i, &r), a.f - b.f)
    BINARY_INT_FLOAT(BINARY_MUL, Op::Mul, __builtin_mul_overflow(a.i, b.i, &r), a.f * b.f)
#undef BINARY_INT_FLOAT

#define BINARY_SLOW(NAME, OPENUM)                                                \
    CASE(NAME) {                                                                 \
        SYNC();                                                                  \
        Value r = binary_op(*this, OPENUM, sp[-2], sp[-1]);                      \
        CHECK(r);                                                                \
        sp[-2] = r;                                                              \
        sp--;                                                                    \
        DISPATCH();                                                              \
    }
    CASE(BINARY_TRUEDIV) {
        Value b = sp[-1], a = sp[-2];
        if (a.tag == Tag::Float && b.tag == Tag::Float && b.f != 0) {
            sp[-2] = Value::number(a.f / b.f);
            sp--;
            DISPATCH();
        }
        SYNC();
        Value r = binary_op(*this, Op::TrueDiv, a, b);
        CHECK(r);
        sp[-2] = r;
        sp--;
        DISPATCH();
    }
    CASE(BINARY_FLOORDIV) {
        Value b = sp[-1], a = sp[-2];
        if (a.tag == Tag::Int && b.tag == Tag::Int && b.i > 0) {
            int64_t q = a.i / b.i;
            if ((a.i % b.i) < 0) q--;
            sp[-2] = Value::integer(q);
            sp--;
            DISPATCH();
        }
        SYNC();
        Value r = binary_op(*this, Op::FloorDiv, a, b);
        CHECK(r);
        sp[-2] = r;
        sp--;
        DISPATCH();
    }
    CASE(BINARY_MOD) {
        Value b = sp[-1], a = sp[-2];
        if (a.tag == Tag::Int && b.tag == Tag::Int && b.i > 0) {
            int64_t m = a.i % b.i;
            if (m < 0) m += b.i;
            sp[-2] = Value::integer(m);
            sp--;
            DISPATCH();
        }
        SYNC();
        Value r = binary_op(*this, Op::Mod, a, b);
        CHECK(r);
        sp[-2] = r;
        sp--;
        DISPATCH();
    }
    BINARY_SLOW(BINARY_POW, Op::Pow)
    BINARY_SLOW(BINARY_LSHIFT, Op::LShift)
    BINARY_SLOW(BINARY_RSHIFT, Op::RShift)
    BINARY_SLOW(BINARY_AND, Op::BitAnd)
    BINARY_SLOW(BINARY_OR, Op::BitOr)
    BINARY_SLOW(BINARY_XOR, Op::BitXor)
    BINARY_SLOW(BINARY_MATMUL, Op::MatMul)
#undef BINARY_SLOW

    CASE(STR_DISOWN) {
        str_disown(base[ARG]);
        DISPATCH();
    }
    CASE(STR_APPEND) {
        // Mostly a number added up (the compiler does not know the types).
        Value a = sp[-2], b = sp[-1];
        if (a.tag == Tag::Int && b.tag == Tag::Int) {
            int64_t r;
            if (!__builtin_add_overflow(a.i, b.i, &r)) {
                sp[-2] = Value::integer(r);
                sp--;
                DISPATCH();
            }
        } else if (a.tag == Tag::Float && b.tag == Tag::Float) {
            sp[-2] = Value::number(a.f + b.f);
            sp--;
            DISPATCH();
        }
        SYNC();
        Value r = str_append(*this, sp[-2], sp[-1], ARG != 0);
        CHECK(r);
        sp[-2] = r;
        sp--;
        DISPATCH();
    }
    CASE(INPLACE_OP) {
        Value b = sp[-1], a = sp[-2];
        Op op = (Op)ARG;
        if (a.tag == Tag::Int && b.tag == Tag::Int) {
            int64_t r;
            if (op == Op::Add && !__builtin_add_overflow(a.i, b.i, &r)) {
                sp[-2] = Value::integer(r);
                sp--;
                DISPATCH();
            }
            if (op == Op::Sub && !__builtin_sub_overflow(a.i, b.i, &r)) {
                sp[-2] = Value::integer(r);
                sp--;
                DISPATCH();
            }
        } else if (a.tag == Tag::Float && b.tag == Tag::Float) {
            if (op == Op::Add) { sp[-2] = Value::number(a.f + b.f); sp--; DISPATCH(); }
            if (op == Op::Sub) { sp[-2] = Value::number(a.f - b.f); sp--; DISPATCH(); }
            if (op == Op::Mul) { sp[-2] = Value::number(a.f * b.f); sp--; DISPATCH(); }
        }
        SYNC();
        Value r = inplace_op(*this, op, a, b);
        CHECK(r);
        sp[-2] = r;
        sp--;
        DISPATCH();
    }

    CASE(UNARY_NEG) {
        Value a = sp[-1];
        if (a.tag == Tag::Float) {
            sp[-1] = Value::number(-a.f);
            DISPATCH();
        }
        SYNC(); // an instance's __neg__ runs above this frame's stack
        Value r = unary_op(*this, Op::Neg, a);
        CHECK(r);
        sp[-1] = r;
        DISPATCH();
    }
    CASE(UNARY_POS) {
        SYNC();
        Value r = unary_op(*this, Op::Pos, sp[-1]);
        CHECK(r);
        sp[-1] = r;
        DISPATCH();
    }
    CASE(UNARY_NOT) {
        SYNC(); // __bool__, __len__
        int t = truthy(*this, sp[-1]);
        if (t < 0) goto error;
        sp[-1] = Value::boolean(!t);
        DISPATCH();
    }
    CASE(UNARY_INVERT) {
        SYNC();
        Value r = unary_op(*this, Op::Invert, sp[-1]);
        CHECK(r);
        sp[-1] = r;
        DISPATCH();
    }

#define COMPARE(NAME, CMP, OPER)                                                 \
    CASE(NAME) {                                                                 \
        Value b = sp[-1], a = sp[-2];                                            \
        if (a.tag == Tag::Int && b.tag == Tag::Int) {                            \
            sp[-2] = Value::boolean(a.i OPER b.i);                               \
            sp--;                                                                \
            DISPATCH();                                                          \
        }                                                                        \
        if (a.tag == Tag::Float && b.tag == Tag::Float) {                        \
            sp[-2] = Value::boolean(a.f OPER b.f);                               \
            sp--;                                                                \
            DISPATCH();                                                          \
        }                                                                        \
        SYNC();                                                                  \
        Value r = compare(*this, CMP, a, b);                                     \
        CHECK(r);                                                                \
        sp[-2] = r;                                                              \
        sp--;                                                                    \
        DISPATCH();                                                              \
    }
    COMPARE(COMPARE_LT, CmpOp::Lt, <)
    COMPARE(COMPARE_LE, CmpOp::Le, <=)
    COMPARE(COMPARE_EQ, CmpOp::Eq, ==)
    COMPARE(COMPARE_NE, CmpOp::Ne, !=)
    COMPARE(COMPARE_GT, CmpOp::Gt, >)
    COMPARE(COMPARE_GE, CmpOp::Ge, >=)
#undef COMPARE

    CASE(CONTAINS_OP) {
        SYNC();
        int r = contains(*this, sp[-1], sp[-2]);
        if (r < 0) goto error;
        sp[-2] = Value::boolean(ARG ? !r : r);
        sp--;
        DISPATCH();
    }
    CASE(IS_OP) {
        bool same = same_value(sp[-2], sp[-1]);
        sp[-2] = Value::boolean(ARG ? !same : same);
        sp--;
        DISPATCH();
    }

    CASE(JUMP) {
        pc = code->proto->code.data() + ARG;
        DISPATCH();
    }
    CASE(JUMP_BACK) {
        // Loop back-edge: a safe point (and, later, the JIT's hot counter).
        if (attention.load(std::memory_order_relaxed)) [[unlikely]] {
            SYNC();
            f->pc = pc; // errors point at this instruction's line
            if (!service_attention()) goto error;
        }
        pc = code->proto->code.data() + ARG;
        if (jit) {
            // The hot-loop counter: when it runs out the JIT may run a
            // compiled trace (which leaves the frame somewhere else) or
            // start recording this iteration.
            jit_stats.loop_iterations++;
            int32_t& count = code->jit_counter[ARG];
            if (--count <= 0 && !jit->recording()) {
                SYNC();
                f->sp = sp;
                jit::Jit::Next next = jit->back_edge(f, ARG, &count);
                if (next == jit::Jit::Next::Return) { // the loop's code returned from the function
                    returned = f->base[-1];
                    goto frame_returns;
                }
                LOAD_FRAME();
                if (next == jit::Jit::Next::Record) table = record_labels;
                else if (next == jit::Jit::Next::Raise) goto error;
            }
        }
        DISPATCH();
    }
    CASE(LOOP_ENTRY) {
        // The loop below is entered from above. A loop with compiled code
        // keeps its counter at 1 (see back_edge): run the code from the
        // first iteration rather than interpreting that one.
        if (jit) {
            const uint32_t header = (uint32_t)(pc - code->proto->code.data());
            code->jit_entries[header]++; // how short the loop is (Jit::start_root)
            if (code->jit_counter[header] == 1 && !jit->recording()) {
                SYNC();
                f->sp = sp;
                jit::Jit::Next next = jit->loop_entry(f, header);
                if (next == jit::Jit::Next::Return) { // the loop's code returned from the function
                    returned = f->base[-1];
                    goto frame_returns;
                }
                LOAD_FRAME();
                if (next == jit::Jit::Next::Record) table = record_labels;
                else if (next == jit::Jit::Next::Raise) goto error;
            }
        }
        DISPATCH();
    }
    CASE(POP_JUMP_IF_FALSE) {
        Value v = *--sp;
        if (v.tag == Tag::Bool) {
            if (!v.b) pc = code->proto->code.data() + ARG;
            DISPATCH();
        }
        SYNC(); // __bool__, __len__
        int t = truthy(*this, v);
        if (t < 0) goto error;
        if (!t) pc = code->proto->code.data() + ARG;
        DISPATCH();
    }
    CASE(POP_JUMP_IF_TRUE) {
        Value v = *--sp;
        if (v.tag == Tag::Bool) {
            if (v.b) pc = code->proto->code.data() + ARG;
            DISPATCH();
        }
        SYNC();
        int t = truthy(*this, v);
        if (t < 0) goto error;
        if (t) pc = code->proto->code.data() + ARG;
        DISPATCH();
    }
    CASE(JUMP_IF_FALSE_OR_POP) {
        SYNC();
        int t = truthy(*this, sp[-1]);
        if (t < 0) goto error;
        if (!t) pc = code->proto->code.data() + ARG;
        else sp--;
        DISPATCH();
    }
    CASE(JUMP_IF_TRUE_OR_POP) {
        SYNC();
        int t = truthy(*this, sp[-1]);
        if (t < 0) goto error;
        if (t) pc = code->proto->code.data() + ARG;
        else sp--;
        DISPATCH();
    }

    CASE(GET_ITER) {
        SYNC();
        Value it = get_iter(*this, sp[-1]);
        CHECK(it);
        sp[-1] = it;
        DISPATCH();
    }
    CASE(FOR_ITER) {
        Value it = sp[-1];
        Obj* o = it.o;
        if (o->kind == Kind::RangeIter) {
            auto* r = static_cast<RangeIterObj*>(o);
            if (r->remaining > 0) {
                r->remaining--;
                *sp++ = Value::integer(r->next);
                r->next += r->step;
                DISPATCH();
            }
        } else if (o->kind == Kind::SeqIter && is_list(static_cast<SeqIterObj*>(o)->seq)) {
            auto* s = static_cast<SeqIterObj*>(o);
            const ListObj* l = as_list(s->seq);
            if (s->pos < l->size()) {
                *sp++ = l->item(s->pos++);
                DISPATCH();
            }
            s->pos = kIterEnded; // ended for good, as iter_next leaves it
        } else if (o->kind == Kind::SeqIter && is_tuple(static_cast<SeqIterObj*>(o)->seq)) {
            auto* s = static_cast<SeqIterObj*>(o);
            TupleObj* t = as_tuple(s->seq);
            if (s->pos < t->size) {
                *sp++ = t->items[s->pos++];
                DISPATCH();
            }
        } else {
            SYNC();
            Value v = iter_next(*this, it);
            if (!v.is_empty()) {
                *sp++ = v;
                DISPATCH();
            }
            if (exc) goto error;
        }
        sp--;
        pc = code->proto->code.data() + ARG;
        DISPATCH();
    }

    CASE(BUILD_TUPLE) {
        uint32_t n = ARG;
        TupleObj* t = new_tuple(n);
        for (uint32_t i = 0; i < n; i++) t->items[i] = sp[(int)i - (int)n];
        sp -= n;
        *sp++ = Value::object(t);
        DISPATCH();
    }
    CASE(BUILD_LIST) {
        uint32_t n = ARG;
        ListObj* l = new_list(n);
        l->values().assign(sp - n, sp);
        sp -= n;
        *sp++ = Value::object(l);
        DISPATCH();
    }
    CASE(BUILD_DICT) {
        uint32_t n = ARG;
        SYNC(); // keys' __hash__ and __eq__ run above this frame's stack
        Value d = build_dict(*this, sp - 2 * n, n);
        if (d.is_empty()) goto error;
        sp -= 2 * n;
        *sp++ = d;
        DISPATCH();
    }
    CASE(BUILD_SET) {
        uint32_t n = ARG & ~kBuildSetFolded;
        SYNC();
        Value s = build_set(*this, sp - n, n, ARG & kBuildSetFolded);
        if (s.is_empty()) goto error;
        sp -= n;
        *sp++ = s;
        DISPATCH();
    }
    CASE(BUILD_SLICE) {
        auto* s = alloc<SliceObj>(Kind::Slice);
        if (ARG == 3) {
            s->step = *--sp;
        } else {
            s->step = Value::none();
        }
        s->stop = *--sp;
        s->start = *--sp;
        *sp++ = Value::object(s);
        DISPATCH();
    }
    CASE(LIST_APPEND) {
        Value v = *--sp;
        list_append_item(as_list(sp[-(int)ARG]), v, may_pack_list(*this, 0));
        DISPATCH();
    }
    CASE(LIST_EXTEND) {
        Value v = *--sp;
        SYNC();
        if (!extend_list(*this, sp - ARG, v)) goto error;
        DISPATCH();
    }
    CASE(LIST_TO_TUPLE) {
        sp[-1] = list_to_tuple(*this, sp[-1]);
        DISPATCH();
    }
    CASE(DICT_UPDATE) CASE(DICT_MERGE) {
        // `**v` in a dict display (UPDATE) or a call (MERGE: duplicate keys
        // are an error). v stays on the stack while a mapping's keys() and
        // __getitem__ run.
        bool merge = op_of(ins) == Opcode::DICT_MERGE;
        SYNC();
        if (!merge_mapping(*this, sp - 1 - (int)ARG, sp[-1], merge ? sp - 3 - (int)ARG : nullptr)) goto error;
        sp--;
        DISPATCH();
    }

    CASE(BINARY_SUBSCR) {
        Value key = sp[-1], obj = sp[-2];
        if (key.tag == Tag::Int && obj.tag == Tag::Obj && obj.o->kind == Kind::List) {
            const ListObj* l = as_list(obj);
            const size_t n = l->size();
            int64_t i = key.i;
            if (i < 0) i += (int64_t)n;
            if ((uint64_t)i < n) {
                sp[-2] = l->item(i);
                sp--;
                DISPATCH();
            }
        }
        SYNC();
        Value r = getitem(*this, obj, key);
        CHECK(r);
        sp[-2] = r;
        sp--;
        DISPATCH();
    }
    CASE(STORE_SUBSCR) {
        Value key = sp[-1], obj = sp[-2], value = sp[-3];
        if (key.tag == Tag::Int && obj.tag == Tag::Obj && obj.o->kind == Kind::List) {
            ListObj* l = as_list(obj);
            const size_t n = l->size();
            int64_t i = key.i;
            if (i < 0) i += (int64_t)n;
            if ((uint64_t)i < n) {
                l->set_item(i, value);
                sp -= 3;
                DISPATCH();
            }
        }
        SYNC();
        if (!setitem(*this, obj, key, value)) goto error;
        sp -= 3;
        DISPATCH();
    }
    CASE(DELETE_SUBSCR) {
        SYNC();
        if (!delitem(*this, sp[-2], sp[-1])) goto error;
        sp -= 2;
        DISPATCH();
    }
    CASE(LOAD_ATTR) {
        if (is_kind(sp[-1], Kind::Instance)) {
            Value r = load_instance_attr(static_cast<InstanceObj*>(sp[-1].o), code->names[ARG],
                                         code->attr_cache[pc - 1 - code->proto->code.data()]);
            if (!r.is_empty()) {
                sp[-1] = r;
                DISPATCH();
            }
            f->pc = pc;
            if (push_accessor_frame(sp - 1, code->names[ARG], false)) {
                LOAD_FRAME();
                goto call_entered;
            }
        }
        SYNC();
        Value r = getattr(*this, sp[-1], code->names[ARG]);
        CHECK(r);
        sp[-1] = r;
        DISPATCH();
    }
    CASE(STORE_ATTR) {
        SYNC(); // adding a key to a dict with an index may compare keys: __eq__
        if (is_kind(sp[-1], Kind::Instance) &&
            store_instance_attr(*this, static_cast<InstanceObj*>(sp[-1].o), code->names[ARG], sp[-2],
                                code->attr_cache[pc - 1 - code->proto->code.data()])) {
            sp -= 2;
            DISPATCH();
        }
        if (is_kind(sp[-1], Kind::Instance) && push_accessor_frame(sp - 1, code->names[ARG], true)) {
            LOAD_FRAME();
            goto call_entered;
        }
        if (!setattr(*this, sp[-1], code->names[ARG], sp[-2])) goto error;
        sp -= 2;
        DISPATCH();
    }
    CASE(DELETE_ATTR) {
        SYNC();
        if (!delattr(*this, sp[-1], code->names[ARG])) goto error;
        sp--;
        DISPATCH();
    }
    CASE(LOAD_METHOD) {
        // A script method of an instance whose dict has the shared layout
        // this instruction last found without the name (attr_cache): the
        // class's function, with no look into the dict.
        int32_t& hint = code->attr_cache[pc - 1 - code->proto->code.data()];
        if (is_kind(sp[-1], Kind::Instance)) {
            auto* inst = static_cast<InstanceObj*>(sp[-1].o);
            if (inst->dict && inst->dict->layout == (uint64_t)(int64_t)hint) {
                Value cv = lookup_mro(inst->type, code->names[ARG]);
                if (is_kind(cv, Kind::Function)) {
                    *sp = sp[-1];
                    sp[-1] = cv;
                    sp++;
                    DISPATCH();
                }
            }
        }
        SYNC();
        Value method, self;
        if (!load_method(*this, sp[-1], code->names[ARG], &method, &self)) goto error;
        if (!method.is_empty() && is_kind(self, Kind::Instance)) {
            // A method (so the instance's dict has no such key): remember
            // its layout when other dicts share it.
            DictObj* d = static_cast<InstanceObj*>(self.o)->dict;
            if (d && DictLayouts::shared(d->layout) && d->layout <= (uint64_t)INT32_MAX) hint = (int32_t)d->layout;
        }
        sp[-1] = method;
        *sp++ = self;
        DISPATCH();
    }
    CASE(CALL_METHOD) {
        int n = (int)ARG;
        Value* fpos = sp - n - 2;
        int npos = n + (method_self(fpos, (size_t)n, sp) ? 1 : 0);
        f->pc = pc;
        SYNC();
        Value result;
        switch (setup_call(*this, fpos, npos, nullptr, &result)) {
        case CallSetup::Done:
            sp = fpos;
            *sp++ = result;
            DISPATCH();
        case CallSetup::FramePushed:
            f->sp = fpos;
            LOAD_FRAME();
            goto call_entered;
        case CallSetup::Error: goto error;
        }
    }
    CASE(CALL) {
        int n = (int)ARG;
        Value* fpos = sp - n - 1;
        Value callee = *fpos;
        if (callee.tag == Tag::Obj && callee.o->kind == Kind::Function) {
            // Fast path: plain positional call of a script function.
            auto* fn = static_cast<FunctionObj*>(callee.o);
            CodeObj* c = fn->code;
            const CodeProto* p = c->proto;
            if (n == p->argcount && !p->has_varargs && !p->has_varkw && p->kwonly == 0 && (c->ncells | c->nfrees) == 0 && !p->is_generator &&
                frame_depth() < options.recursion_limit &&
                fpos + 1 + c->nslots + p->max_stack + 2 < stack_end) {
                f->pc = pc;
                f->sp = fpos;
                Value* nb = fpos + 1;
                for (int i = n; i < c->nlocals; i++) nb[i] = Value::empty();
                frames.push_back(Frame{fn, c, p->code.data(), nb, nb + c->nslots, fn->globals, false, false,
                                       (uint32_t)handling.size()});
                LOAD_FRAME();
                goto call_entered;
            }
        } else if (callee.tag == Tag::Obj && callee.o->kind == Kind::Type) {
            f->pc = pc;
            if (push_init_frame(static_cast<TypeObj*>(callee.o), fpos, n)) {
                LOAD_FRAME();
                goto call_entered;
            }
        }
        f->pc = pc;
        SYNC();
        Value result;
        switch (setup_call(*this, fpos, n, nullptr, &result)) {
        case CallSetup::Done:
            sp = fpos;
            *sp++ = result;
            DISPATCH();
        case CallSetup::FramePushed:
            f->sp = fpos;
            LOAD_FRAME();
            goto call_entered;
        case CallSetup::Error: goto error;
        }
    }
    CASE(CALL_KW) CASE(CALL_METHOD_KW) {
        TupleObj* names = as_tuple(*--sp);
        int total = (int)ARG;
        Value* fpos = sp - total - 1;
        int npos = total - (int)names->size;
        if (op_of(ins) == Opcode::CALL_METHOD_KW) // a method's, as CALL_METHOD's
            npos += method_self(--fpos, (size_t)total, sp) ? 1 : 0;
        f->pc = pc;
        SYNC();
        Value result;
        switch (setup_call(*this, fpos, npos, names, &result)) {
        case CallSetup::Done:
            sp = fpos;
            *sp++ = result;
            DISPATCH();
        case CallSetup::FramePushed:
            f->sp = fpos;
            LOAD_FRAME();
            goto call_entered;
        case CallSetup::Error: goto error;
        }
    }
    CASE(CALL_EX) {
        // [callee, args tuple, kwargs dict?] -> [callee, args..., kw values...] + names.
        if (ARG & kCallArgsAsGiven) {
            Value* at = sp - 1 - (ARG & 1);
            SYNC();
            Value t = call_args_tuple(*this, *at, at - 1);
            if (t.is_empty()) goto error;
            *at = t;
        }
        DictObj* kwd = (ARG & 1) ? as_dict(*--sp) : nullptr;
        TupleObj* args = as_tuple(*--sp);
        Value* fpos = sp - 1;
        size_t nkw = kwd ? kwd->used : 0;
        if (fpos + 1 + args->size + nkw + 8 >= stack_end) {
            raise(e_RecursionError, "maximum recursion depth exceeded");
            goto error;
        }
        TupleObj* names = nkw ? new_tuple(nkw) : nullptr;
        Value* w = fpos + 1;
        for (size_t i = 0; i < args->size; i++) *w++ = args->items[i];
        if (kwd) {
            size_t k = 0;
            for (auto& e : kwd->entries) {
                if (!dict_entry_live(e)) continue;
                names->items[k++] = e.key;
                *w++ = e.value;
            }
        }
        sp = w;
        f->pc = pc;
        SYNC();
        Value result;
        switch (setup_call(*this, fpos, (int)args->size, names, &result)) {
        case CallSetup::Done:
            sp = fpos;
            *sp++ = result;
            DISPATCH();
        case CallSetup::FramePushed:
            f->sp = fpos;
            LOAD_FRAME();
            goto call_entered;
        case CallSetup::Error: goto error;
        }
    }
call_entered:
    // A new script frame: a safe point.
    if (attention.load(std::memory_order_relaxed)) [[unlikely]] {
        SYNC();
        if (!service_attention()) goto error;
    }
    // A recursive function's own trace (its call counter is kept at
    // instruction 0, where no loop's header is): run it, or record it.
    if (jit && --code->jit_counter[0] <= 0 && !jit->recording()) {
        SYNC();
        f->sp = sp;
        jit::Jit::Next next = jit->function_entry(f, &code->jit_counter[0]);
        if (next == jit::Jit::Next::Return) {
            returned = f->base[-1];
            goto frame_returns;
        }
        LOAD_FRAME();
        if (next == jit::Jit::Next::Record) table = record_labels;
        else if (next == jit::Jit::Next::Raise) goto error;
    }
    DISPATCH();

    CASE(MAKE_FUNCTION) {
        auto* c = static_cast<CodeObj*>((*--sp).o);
        Value fn = make_function(*this, c, f->globals, ARG, sp);
        *sp++ = fn;
        DISPATCH();
    }
    CASE(RETURN_VALUE) {
        returned = *--sp;
    frame_returns: // (a function's trace returned `returned` for frame f)
        bool entry = f->is_entry;
        Value* ret_slot = f->base - 1;
        const bool constructs = f->constructs;
        InstanceObj* made = f->made();
        frames.pop_back();
        if (entry) {
            this->sp = ret_slot;
            return returned;
        }
        LOAD_FRAME();
        sp = ret_slot;
        if (constructs) {
            if (!made) DISPATCH(); // a property's setter (push_accessor_frame): nothing
            // An __init__ (see CALL): the call gives the instance.
            if (!returned.is_none()) {
                raisef(e_TypeError, "__init__() should return None, not '{}'", type_name(returned));
                goto error;
            }
            note_instance_attrs(made);
            returned = Value::object(made);
        }
        *sp++ = returned;
        DISPATCH();
    }
    CASE(UNPACK_SEQUENCE) {
        Value v = sp[-1];
        uint32_t n = ARG;
        if (is_tuple(v) && as_tuple(v)->size == n) {
            TupleObj* t = as_tuple(v);
            sp--;
            for (uint32_t i = 0; i < n; i++) *sp++ = t->items[n - 1 - i];
            DISPATCH();
        }
        SYNC();
        ValueVec items;
        if (!unpack_items(*this, v, items)) goto error;
        if (items.size() != n) {
            if (items.size() > n) raisef(e_ValueError, "too many values to unpack (expected {})", n);
            else raisef(e_ValueError, "not enough values to unpack (expected {}, got {})", n, items.size());
            goto error;
        }
        sp--;
        for (uint32_t i = 0; i < n; i++) *sp++ = items[n - 1 - i];
        DISPATCH();
    }
    CASE(UNPACK_EX) {
        Value v = sp[-1];
        uint32_t before = ARG & 0xFF, after = ARG >> 8;
        SYNC();
        ValueVec items;
        if (!unpack_items(*this, v, items)) goto error;
        if (items.size() < before + after) {
            raisef(e_ValueError, "not enough values to unpack (expected at least {}, got {})", before + after,
                   items.size());
            goto error;
        }
        sp--;
        size_t mid = items.size() - before - after;
        for (uint32_t i = 0; i < after; i++) *sp++ = items[items.size() - 1 - i];
        ListObj* star = new_list(mid);
        star->values().assign(items.begin() + before, items.begin() + before + mid);
        *sp++ = Value::object(star);
        for (uint32_t i = 0; i < before; i++) *sp++ = items[before - 1 - i];
        DISPATCH();
    }
    CASE(RAISE_ASSERT) {
        TupleObj* args = new_tuple(ARG);
        if (ARG) args->items[0] = *--sp;
        raise_value(new_exception(e_AssertionError, args));
        goto error;
    }
    CASE(SET_ADD) {
        SYNC();
        if (!set_add(*this, as_set(sp[-1 - (int)ARG]), sp[-1])) goto error;
        sp--;
        DISPATCH();
    }
    CASE(SET_UPDATE) {
        SYNC();
        if (!set_update(*this, as_set(sp[-1 - (int)ARG]), sp[-1])) goto error;
        sp--;
        DISPATCH();
    }
    CASE(MAP_ADD) {
        Value v = sp[-1], k = sp[-2];
        SYNC();
        if (!dict_set(*this, as_dict(sp[-2 - (int)ARG]), k, v)) goto error;
        sp -= 2;
        DISPATCH();
    }
    CASE(YIELD_VALUE) {
        GeneratorObj* g = f->gen();
        // A builtin's loop driving the generator takes the value where it
        // stands (GenSink): the frame goes on, None sent back.
        if (g->sink && g->sink->accepts(sp[-1])) {
            g->sink->take(sp[-1]);
            sp[-1] = Value::none();
            DISPATCH();
        }
        // Save the frame into its generator and leave the loop (a generator
        // frame is always an entry frame: see gen_resume).
        Value v = *--sp;
        g->slots.assign(base, sp);
        g->nstack = (size_t)(sp - base) - (size_t)code->nslots;
        g->pc = (size_t)(pc - code->proto->code.data());
        g->handling.assign(handling.begin() + f->handling_base, handling.end());
        handling.resize(f->handling_base);
        g->state = GeneratorObj::Suspended;
        Value* ret_slot = base - 1;
        frames.pop_back();
        this->sp = ret_slot;
        return v;
    }
    CASE(SEND) {
        Value v = sp[-1], sub = sp[-2];
        SYNC();
        Value r;
        bool done = false;
        r = delegate_send(*this, sub, v, &done);
        CHECK(r);
        if (done) {
            sp -= 2;
            *sp++ = r;
            pc = code->proto->code.data() + ARG;
            DISPATCH();
        }
        sp[-1] = r;
        DISPATCH();
    }
    CASE(RAISE) {
        if (ARG == 0) {
            if (handling.empty()) {
                raise(e_RuntimeError, "No active exception to reraise");
                goto error;
            }
            exc = handling.back();
            goto reraise;
        }
        SYNC();
        ExceptionObj* cause = nullptr;
        bool has_cause = ARG == 2;
        if (has_cause && !sp[-1].is_none()) {
            cause = make_raisable(*this, sp[-1], true);
            if (!cause) goto error;
            sp[-1] = Value::object(cause);
        }
        ExceptionObj* e = make_raisable(*this, sp[-1 - (int)has_cause], false);
        if (!e) goto error;
        sp -= ARG;
        if (has_cause) {
            e->cause = cause;
            e->suppress_context = true;
        }
        raise_value(Value::object(e));
        goto error;
    }
    CASE(RERAISE) {
        exc = static_cast<ExceptionObj*>((*--sp).o);
        goto reraise;
    }
    CASE(PUSH_EXC_INFO) {
        handling.push_back(static_cast<ExceptionObj*>(sp[-1].o));
        DISPATCH();
    }
    CASE(POP_EXCEPT) {
        if (handling.size() > f->handling_base) handling.pop_back();
        DISPATCH();
    }
    CASE(CHECK_EXC_MATCH) {
        SYNC();
        int m = exception_matches(*this, sp[-2], sp[-1]);
        if (m < 0) goto error;
        sp[-1] = Value::boolean(m);
        DISPATCH();
    }
    CASE(SETUP_WITH) {
        Value mgr = sp[-1];
        SYNC();
        Value enter = find_special(*this, mgr, Dunder::enter_);
        if (enter.is_empty()) {
            raisef(e_TypeError, "'{}' object does not support the context manager protocol", type_name(mgr));
            goto error;
        }
        Value exitfn = find_special(*this, mgr, Dunder::exit_);
        if (exitfn.is_empty()) {
            raisef(e_TypeError, "'{}' object does not support the context manager protocol (missed __exit__ method)",
                   type_name(mgr));
            goto error;
        }
        sp[-1] = bound_method(mgr, exitfn);
        *sp++ = mgr; // keep it alive during __enter__
        SYNC();
        Value r = call_special(*this, enter, mgr, nullptr, 0);
        CHECK(r);
        sp[-1] = r;
        DISPATCH();
    }
    CASE(WITH_EXIT) {
        SYNC();
        Value args[3] = {Value::none(), Value::none(), Value::none()};
        Value r = call(sp[-1], args, 3);
        CHECK(r);
        sp--;
        DISPATCH();
    }
    CASE(WITH_EXCEPT) {
        SYNC();
        Value e = sp[-1];
        Value args[3] = {Value::object(type_of(e)), e, Value::none()};
        Value r = call(sp[-2], args, 3);
        CHECK(r);
        *sp++ = r;
        DISPATCH();
    }
    CASE(BUILD_CLASS) {
        int n = (int)ARG;
        SYNC();
        Value cls = build_class(*this, sp[-n - 1], sp - n, n, f->globals);
        CHECK(cls);
        sp -= n + 1;
        *sp++ = cls;
        DISPATCH();
    }
    CASE(LOAD_NAME) {
        StrObj* name = code->names[ARG];
        Value v = dict_get_str(as_dict(base[0]), name);
        if (v.is_empty()) v = dict_get_str(f->globals, name);
        if (v.is_empty()) v = dict_get_str(builtins, name);
        if (v.is_empty()) {
            if (!refuse_missing_builtin(*this, name->view()))
                raisef(e_NameError, "name '{}' is not defined", name->data);
            goto error;
        }
        *sp++ = v;
        DISPATCH();
    }
    CASE(STORE_NAME) {
        dict_set_str(*this, as_dict(base[0]), code->names[ARG], *--sp);
        DISPATCH();
    }
    CASE(SETUP_ANNOTATIONS) {
        // A class body's namespace is slot 0; a module's is its globals.
        DictObj* ns = code->proto->is_class_body ? as_dict(base[0]) : f->globals;
        StrObj* key = intern("__annotations__");
        if (dict_get_str(ns, key).is_empty()) dict_set_str(*this, ns, key, Value::object(new_dict()));
        DISPATCH();
    }
    CASE(DELETE_NAME) {
        StrObj* name = code->names[ARG];
        if (dict_del(*this, as_dict(base[0]), Value::object(name)) != 1) {
            raisef(e_NameError, "name '{}' is not defined", name->data);
            goto error;
        }
        DISPATCH();
    }
    CASE(PRINT_EXPR) {
        Value v = sp[-1];
        if (!v.is_none()) {
            SYNC();
            std::string out;
            if (!repr_into(*this, v, out)) goto error;
            out += '\n';
            if (!write(out) || (line_buffered && !flush())) goto error;
            dict_set_str(*this, builtins, intern("_"), v); // as sys.displayhook does
        }
        sp--;
        DISPATCH();
    }
    CASE(IMPORT_NAME) {
        f->pc = pc;
        SYNC();
        Value m = import_module(code->names[ARG]);
        CHECK(m);
        *sp++ = m;
        DISPATCH();
    }
    CASE(IMPORT_FROM) {
        SYNC();
        Value v = import_from(sp[-1], code->names[ARG]);
        CHECK(v);
        *sp++ = v;
        DISPATCH();
    }
    CASE(IMPORT_STAR) {
        SYNC();
        if (!import_star(sp[-1], f->globals)) goto error; // the module stays on the stack (rooted) meanwhile
        sp--;
        DISPATCH();
    }

    CASE(FORMAT_VALUE) {
        // [value, spec?] -> [str]; both stay on the stack (rooted) while formatting.
        uint32_t flags = ARG;
        bool has_spec = flags & kFormatHasSpec;
        Value v = sp[has_spec ? -2 : -1];
        uint32_t conv = flags & kFormatConversionMask;
        if (!has_spec && conv == 0 && is_str(v)) DISPATCH();
        SYNC();
        static const int conversions[] = {0, 's', 'r', 'a'};
        Value r = format_field(*this, v, conversions[conv], has_spec ? as_str(sp[-1]) : nullptr);
        CHECK(r);
        if (has_spec) sp--;
        sp[-1] = r;
        DISPATCH();
    }
    CASE(BUILD_STRING) {
        uint32_t n = ARG;
        size_t total = 0;
        for (uint32_t i = 0; i < n; i++) total += as_str(sp[(int)i - (int)n])->nbytes;
        std::string out;
        out.reserve(total);
        for (uint32_t i = 0; i < n; i++) out.append(as_str(sp[(int)i - (int)n])->view());
        SYNC();
        Value r = str(out);
        sp -= n;
        *sp++ = r;
        DISPATCH();
    }

error:
    if (jit && jit->recording() && !jit->catching()) {
        // An iteration that raised is seldom the loop's usual one (a parse
        // loop's `int(t)` failing for one token in five): the next is
        // recorded (backing off instead kept the same phase: 2**k times
        // the threshold later, a multiple of five iterations).
        jit->abort_recording("an exception was raised", true);
        table = labels;
    }
    if (!exc) raise(e_RuntimeError, "internal error: an operation failed without setting an exception");
    exc->traceback.push_back({f->code, line_of(*f, pc)});
reraise:
    // Unwind: find a handler in this frame, else pop it and try the caller.
    while (true) {
        const CodeProto* p = code->proto;
        if (!p->exc_table.empty()) {
            uint32_t at = (uint32_t)(pc - p->code.data()) - 1;
            for (const ExcEntry& e : p->exc_table) {
                if (at >= e.start && at < e.end) {
                    sp = base + code->nslots + e.depth;
                    *sp++ = Value::object(exc);
                    // A side trace from an exit that raised goes on through
                    // the handler (it takes the exception as vm.exc).
                    if (jit && jit->catching())
                        table = jit->record_catch(f, at, e.handler, e.depth) ? record_labels : labels;
                    exc = nullptr;
                    pc = p->code.data() + e.handler;
                    DISPATCH();
                }
            }
        }
        if (jit && jit->catching() && !jit->catch_leaves(f)) {
            jit->abort_recording("an exception left the loop's frame");
            table = labels;
        }
        if (handling.size() > f->handling_base) handling.resize(f->handling_base);
        bool entry = f->is_entry;
        Value* ret_slot = f->base - 1;
        frames.pop_back();
        if (entry) {
            this->sp = ret_slot;
            return Value::empty();
        }
        LOAD_FRAME();
        exc->traceback.push_back({f->code, line_of(*f, pc)});
    }

#undef LOAD_FRAME
#undef ARG
#undef DISPATCH
#undef CASE
#undef CHECK
#undef SYNC
}

} // namespace kiln
