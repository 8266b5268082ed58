// The runtime helpers traces call through JitRuntime::helpers. Each one does
// exactly what the interpreter's instruction does (it calls the same code),
// and either sets *out or leaves vm.exc set and returns 0 having changed
// nothing the trace's exit could not account for.
#include <algorithm>
#include <cmath>
#include <iterator>
#include <new>
#include <stdexcept>

#include "../lang/bytecode.hpp"
#include "../vm/call.hpp"
#include "../vm/class.hpp"
#include "../vm/collections.hpp"
#include "../vm/list_items.hpp"
#include "../vm/dict.hpp"
#include "../vm/float_pow.hpp"
#include "../vm/generator.hpp"
#include "../vm/ops.hpp"
#include "../vm/range.hpp"
#include "../vm/set.hpp"
#include "../vm/value_buffer.hpp"
#include "../vm/vm.hpp"
#include "codegen.hpp"
#include "helpers.hpp"
#include "jit.hpp"

namespace kiln::jit {

namespace {

// Before code that may run Python functions or collect: the frame is
// synced by the trace (Sync); make the VM see where its stack ends.
// (Inside calls the trace inlined, sync_pc's pc is the outermost one's
// CALL, and its high half their number: VM::frame_depth counts them.)
void enter_python(JitRuntime* rt) {
    VM& vm = *rt->vm;
    vm.sp = rt->base + rt->sync_depth;
    rt->frame->sp = vm.sp;
    rt->frame->pc = rt->frame->code->proto->code.data() + (uint32_t)rt->sync_pc + 1;
}

int done(VM& vm, Value* out, Value v) {
    (void)vm;
    if (v.is_empty()) return 0;
    *out = v;
    return 1;
}

#define ALLOC_GUARD(body)                                                      \
    try {                                                                      \
        body                                                                   \
    } catch (const std::bad_alloc&) {                                          \
        rt->vm->raise_value(rt->vm->new_exception(rt->vm->e_MemoryError, nullptr)); \
        return 0;                                                              \
    } catch (const std::length_error&) {                                       \
        rt->vm->raise_value(rt->vm->new_exception(rt->vm->e_MemoryError, nullptr)); \
        return 0;                                                              \
    }

// A full list of bools may become a list of bytes here when this trace is
// the only native code running (vm/list_items.cpp): no outer trace or
// native function holds the list as it was, and ListAppend's code leaves
// after the append if it did (Recorder::check_still_values).
int h_list_append(JitRuntime* rt, Value* out, const Value* a, const Value* b, const Value*) {
    ALLOC_GUARD(list_append_item(as_list(*a), *b, rt->vm->native_depth == 0 && rt->outer == nullptr);)
    *out = Value::none();
    return 1;
}

int h_new_instance(JitRuntime* rt, Value* out, const Value* a, const Value*, const Value*) {
    ALLOC_GUARD(*out = Value::object(new_instance(*rt->vm, static_cast<TypeObj*>(a->o)));)
    return 1;
}

// A list's or a range's iterator (`for x in lst` inside the loop): an
// allocation, no Python code, so the frame needs no sync (collections run
// at safe points).
int h_seq_iter(JitRuntime* rt, Value* out, const Value* a, const Value*, const Value*) {
    ALLOC_GUARD(*out = get_iter(*rt->vm, *a);)
    return out->is_empty() ? 0 : 1;
}

// range(start, stop, step) of ints, as the builtin makes it (and its
// error for a zero step).
int h_make_range(JitRuntime* rt, Value* out, const Value* a, const Value* b, const Value* c) {
    VM& vm = *rt->vm;
    if (c->i == 0) {
        vm.raise(vm.e_ValueError, "range() arg 3 must not be zero");
        return 0;
    }
    ALLOC_GUARD(*out = make_range(vm, *a, *b, *c);)
    return out->is_empty() ? 0 : 1;
}

// `[]`, `[x]`, `[x, y]` and the tuples of as many (`return a, b`) in a
// loop: an allocation, no Python code, no sync.
int h_build_list(JitRuntime* rt, Value* out, const Value* a, const Value* b, const Value* c) {
    ALLOC_GUARD({
        ListObj* l = rt->vm->new_list((size_t)c->i);
        if (c->i >= 1) l->values().push_back(*a);
        if (c->i >= 2) l->values().push_back(*b);
        *out = Value::object(l);
    })
    return 1;
}

int h_build_tuple(JitRuntime* rt, Value* out, const Value* a, const Value* b, const Value* c) {
    ALLOC_GUARD({
        TupleObj* t = rt->vm->new_tuple((size_t)c->i);
        if (c->i >= 1) t->items[0] = *a;
        if (c->i >= 2) t->items[1] = *b;
        *out = Value::object(t);
    })
    return 1;
}

int h_new_dict(JitRuntime* rt, Value* out, const Value*, const Value*, const Value*) {
    ALLOC_GUARD(*out = Value::object(rt->vm->new_dict());)
    return 1;
}

// `f(a, *rest)`'s and `[*xs, *ys]`'s items of a tuple or a list: copied,
// no Python code (extend_list reads them as they are).
int h_list_extend_seq(JitRuntime* rt, Value* out, const Value* a, const Value* b, const Value*) {
    ALLOC_GUARD({
        Value dst = *a;
        if (!extend_list(*rt->vm, &dst, *b)) return 0;
    })
    *out = Value::none();
    return 1;
}

int h_list_to_tuple(JitRuntime* rt, Value* out, const Value* a, const Value*, const Value*) {
    ALLOC_GUARD(*out = list_to_tuple(*rt->vm, *a);)
    return 1;
}

int h_int_to_str(JitRuntime* rt, Value* out, const Value* a, const Value*, const Value*) {
    ALLOC_GUARD(*out = to_str(*rt->vm, *a);) // an int: its digits, no Python code
    return 1;
}

// The line of instruction `at` in the inlined call's function (fn), or in
// the loop's code.
int line_at(JitRuntime* rt, const Value* at, const Value* fn, CodeObj** code) {
    *code = fn ? static_cast<FunctionObj*>(fn->o)->code : rt->frame->code;
    const CodeProto* p = (*code)->proto;
    const size_t idx = (size_t)at->i;
    return idx < p->lines.size() ? (int)p->lines[idx] : p->first_line;
}

// What the interpreter does for an exception raised at instruction `at`
// of the loop's own frame and caught by a handler there (see `error:` and
// the unwinding in vm/interp.cpp): the pending exception, taken, with the
// frame's line added to its traceback. None pending: the helper that
// failed declined, and this declines too (the interpreter does the
// instruction itself).
int h_catch_exc(JitRuntime* rt, Value* out, const Value* at, const Value* fn, const Value*) {
    VM& vm = *rt->vm;
    ExceptionObj* exc = vm.exc;
    if (!exc) return 0;
    CodeObj* code;
    const int line = line_at(rt, at, fn, &code);
    ALLOC_GUARD(exc->traceback.push_back({code, line});)
    vm.exc = nullptr;
    *out = Value::object(exc);
    return 1;
}

int h_new_exception(JitRuntime* rt, Value* out, const Value* cls, const Value* x, const Value* n) {
    VM& vm = *rt->vm;
    ALLOC_GUARD({
        TupleObj* args = vm.new_tuple((size_t)n->i);
        if (n->i == 1) args->items[0] = *x;
        *out = vm.new_exception(static_cast<TypeObj*>(cls->o), args);
    })
    return 1;
}

int h_raise_cause(JitRuntime*, Value* out, const Value* exc, const Value* cause, const Value*) {
    if (!exc->is_obj() || exc->o->kind != Kind::Exception) return 0;
    if (!cause->is_none() && (!cause->is_obj() || cause->o->kind != Kind::Exception)) return 0;
    auto* e = static_cast<ExceptionObj*>(exc->o);
    e->cause = cause->is_none() ? nullptr : static_cast<ExceptionObj*>(cause->o);
    e->suppress_context = true;
    *out = *exc;
    return 1;
}

int h_exc_leaves(JitRuntime* rt, Value* out, const Value* exc, const Value* at, const Value* fn) {
    CodeObj* code;
    const int line = line_at(rt, at, fn, &code);
    ALLOC_GUARD(static_cast<ExceptionObj*>(exc->o)->traceback.push_back({code, line});)
    *out = *exc;
    return 1;
}

// `raise e` of an exception instance inside a try whose handler is in the
// same frame: what the interpreter does before its unwinding finds that
// handler (the exception handled now becomes its __context__, the frame's
// line goes into its traceback), and the exception for the handler, as
// catch_exc gives it, without ever being pending. Declines for anything
// else (a class to call, a value that is no exception): the interpreter
// raises it.
int h_raise_caught(JitRuntime* rt, Value* out, const Value* exc, const Value* at, const Value* fn) {
    if (!exc->is_obj() || exc->o->kind != Kind::Exception) return 0;
    VM& vm = *rt->vm;
    auto* e = static_cast<ExceptionObj*>(exc->o);
    vm.chain_context(e);
    CodeObj* code;
    const int line = line_at(rt, at, fn, &code);
    ALLOC_GUARD(e->traceback.push_back({code, line});)
    *out = *exc;
    return 1;
}

int h_push_handling(JitRuntime* rt, Value* out, const Value* exc, const Value*, const Value*) {
    ALLOC_GUARD(rt->vm->handling.push_back(static_cast<ExceptionObj*>(exc->o));)
    *out = Value::none();
    return 1;
}

int h_pop_handling(JitRuntime* rt, Value* out, const Value*, const Value*, const Value*) {
    VM& vm = *rt->vm;
    if (vm.handling.size() > rt->frame->handling_base) vm.handling.pop_back();
    *out = Value::none();
    return 1;
}

int h_exc_match(JitRuntime* rt, Value* out, const Value* exc, const Value* type, const Value*) {
    const int m = exception_matches(*rt->vm, *exc, *type);
    if (m < 0) return 0;
    *out = Value::boolean(m != 0);
    return 1;
}

int h_construct(JitRuntime* rt, Value* out, const Value* type, const Value* x, const Value* base) {
    // As the interpreter's CALL of a type calls its ctor (vm/call.cpp);
    // these ctors, of these values, call nothing back.
    Value args[3] = {*type, *x, base ? *base : Value::none()};
    ALLOC_GUARD(return done(*rt->vm, out,
                            static_cast<TypeObj*>(type->o)->ctor(*rt->vm, args, base ? 3 : 2, KwArgs{}));)
}

int h_str_append(JitRuntime* rt, Value* out, const Value* a, const Value* b, const Value* binary) {
    enter_python(rt);
    ALLOC_GUARD(return done(*rt->vm, out, str_append(*rt->vm, *a, *b, binary->i != 0));)
}

int h_str_disown(JitRuntime*, Value* out, const Value* a, const Value*, const Value*) {
    str_disown(*a);
    *out = Value::none();
    return 1;
}

int h_dict_set_str(JitRuntime* rt, Value* out, const Value* a, const Value* b, const Value* c) {
    ALLOC_GUARD(dict_set_str(*rt->vm, static_cast<DictObj*>(a->o), as_str(*b), *c);)
    *out = Value::none();
    return 1;
}

// `**m` (DICT_MERGE in a call, c true; DICT_UPDATE in a display) of a
// dict whose keys are all strs and, in a call, none of them in the dict
// being filled: added with no Python code run and nothing to raise (a
// display's later value wins, as dict_set does). Otherwise it declines
// before changing anything, and the interpreter merges (and raises).
int h_dict_merge_strs(JitRuntime* rt, Value* out, const Value* a, const Value* b, const Value* c) {
    auto* dst = static_cast<DictObj*>(a->o);
    const DictObj* src = static_cast<const DictObj*>(b->o);
    for (const DictEntry& e : src->entries)
        if (dict_entry_live(e) && (!is_str(e.key) || (c->i && dict_find(*rt->vm, dst, e.key, e.hash) >= 0))) return 0;
    ALLOC_GUARD({
        for (const DictEntry& e : src->entries)
            if (dict_entry_live(e)) dict_set_str(*rt->vm, dst, as_str(e.key), e.value);
    })
    *out = Value::none();
    return 1;
}

int h_getattr(JitRuntime* rt, Value* out, const Value* a, const Value* b, const Value*) {
    enter_python(rt);
    ALLOC_GUARD(return done(*rt->vm, out, getattr(*rt->vm, *a, as_str(*b)));)
}

int h_setattr(JitRuntime* rt, Value* out, const Value* a, const Value* b, const Value* c) {
    enter_python(rt);
    ALLOC_GUARD(if (!setattr(*rt->vm, *a, as_str(*b), *c)) return 0;)
    *out = Value::none();
    return 1;
}

int h_getitem(JitRuntime* rt, Value* out, const Value* a, const Value* b, const Value*) {
    enter_python(rt);
    ALLOC_GUARD(return done(*rt->vm, out, getitem(*rt->vm, *a, *b));)
}

int h_setitem(JitRuntime* rt, Value* out, const Value* a, const Value* b, const Value* c) {
    enter_python(rt);
    ALLOC_GUARD(if (!setitem(*rt->vm, *a, *b, *c)) return 0;)
    *out = Value::none();
    return 1;
}

int h_call0(JitRuntime* rt, Value* out, const Value* f, const Value*, const Value*) {
    enter_python(rt);
    ALLOC_GUARD(return done(*rt->vm, out, rt->vm->call(*f, nullptr, 0));)
}

int h_call1(JitRuntime* rt, Value* out, const Value* f, const Value* a, const Value*) {
    enter_python(rt);
    Value args[1] = {*a};
    ALLOC_GUARD(return done(*rt->vm, out, rt->vm->call(*f, args, 1));)
}

int h_call2(JitRuntime* rt, Value* out, const Value* f, const Value* a, const Value* b) {
    enter_python(rt);
    Value args[2] = {*a, *b};
    ALLOC_GUARD(return done(*rt->vm, out, rt->vm->call(*f, args, 2));)
}

int h_binary_op(JitRuntime* rt, Value* out, const Value* a, const Value* b, const Value* op) {
    enter_python(rt);
    ALLOC_GUARD(return done(*rt->vm, out, binary_op(*rt->vm, (kiln::Op)op->i, *a, *b));)
}

int h_compare(JitRuntime* rt, Value* out, const Value* a, const Value* b, const Value* op) {
    enter_python(rt);
    ALLOC_GUARD(return done(*rt->vm, out, compare(*rt->vm, (CmpOp)op->i, *a, *b));)
}

int h_truthy(JitRuntime* rt, Value* out, const Value* a, const Value*, const Value*) {
    enter_python(rt);
    int t;
    ALLOC_GUARD(t = truthy(*rt->vm, *a);)
    if (t < 0) return 0;
    *out = Value::boolean(t != 0);
    return 1;
}

int h_iter_next(JitRuntime* rt, Value* out, const Value* a, const Value*, const Value*) {
    enter_python(rt);
    Value v;
    ALLOC_GUARD(v = iter_next(*rt->vm, *a);)
    if (v.is_empty() && rt->vm->exc) return 0;
    *out = v; // Empty: the iterator is exhausted
    return 1;
}

int h_load_method(JitRuntime* rt, Value* out, const Value* a, const Value* b, const Value*) {
    enter_python(rt);
    Value method, self;
    bool ok;
    ALLOC_GUARD(ok = load_method(*rt->vm, *a, as_str(*b), &method, &self);)
    if (!ok) return 0;
    Value* top = rt->base + rt->sync_depth;
    top[-1] = method;
    top[0] = self;
    *out = Value::none();
    return 1;
}

int h_run_inner(JitRuntime* rt, Value* out, const Value* a, const Value* b, const Value* c) {
    int r;
    ALLOC_GUARD(r = rt->vm->jit_engine->run_nested(rt, a->i, b->i, c->i);)
    *out = Value::boolean(r != 0);
    return 1;
}

int h_inner_left(JitRuntime* rt, Value* out, const Value* a, const Value* b, const Value*) {
    rt->vm->jit_engine->inner_left(rt, reinterpret_cast<void*>(a->i), (int)b->i);
    *out = Value::boolean(false);
    return 1;
}

// A builtin method called on a builtin object: the native function the
// method slot holds, with self and the arguments where they are on the
// frame's stack, as the interpreter's CALL_METHOD does it (setup_call),
// without VM::call's copy and dispatch. Or a builtin function, or a
// builtin bound to its object (random.randint: a method of the module's
// Random), with the arguments above it, self first.
int h_call_native(JitRuntime* rt, Value* out, const Value* a, const Value*, const Value*) {
    enter_python(rt);
    VM& vm = *rt->vm;
    const int npos = (int)a->i;
    Value* top = rt->base + rt->sync_depth;
    Value* fpos = top - npos - 1;
    Value r;
    if (fpos->o->kind == Kind::BoundMethod) {
        auto* bm = static_cast<BoundMethodObj*>(fpos->o);
        // self, then the arguments: each also in the frame (self through
        // the bound method), so alive; on the stack for the usual few (a
        // random module function's call allocated a vector at each call).
        ValueBuffer<8> room((size_t)npos + 1);
        room.set(0, bm->self);
        room.fill(1, fpos + 1, top);
        Value* args = room.data();
        auto* n = static_cast<NativeObj*>(bm->func.o);
        ALLOC_GUARD({
            vm.native_depth++;
            r = n->fn(vm, args, npos + 1, KwArgs{nullptr, top, 0});
            vm.native_depth--;
        })
        return done(vm, out, r);
    }
    auto* n = static_cast<NativeObj*>(fpos->o);
    ALLOC_GUARD({
        vm.native_depth++;
        r = n->fn(vm, fpos + 1, npos, KwArgs{nullptr, top, 0});
        vm.native_depth--;
    })
    return done(vm, out, r);
}

// The rest of a call the trace inlined up to its first loop: a frame for
// it (its slots, written by the trace's Sync, are where the interpreter's
// call would have put them), entered at the loop as the interpreter's
// LOOP_ENTRY would (the loop's code runs, if it has some), then run by the
// interpreter to its return, unless the loop's code returned.
int h_enter_loop(JitRuntime* rt, Value* out, const Value* a, const Value* b, const Value* c) {
    VM& vm = *rt->vm;
    auto* fn = static_cast<FunctionObj*>(a->o);
    CodeObj* code = fn->code;
    Value* base = rt->base + (uint32_t)b->i;
    Value* top = rt->base + ((uint64_t)b->i >> 32);
    const uint32_t call_idx = (uint32_t)c->i, entry_idx = (uint32_t)((uint64_t)c->i >> 32);
    // The caller waits in its CALL (a traceback shows that line); the
    // stack is live up to the synced top, the call's frame included.
    rt->frame->pc = rt->frame->code->proto->code.data() + call_idx + 1;
    rt->frame->sp = base - 1;
    vm.sp = top;
    const uint32_t header = entry_idx + 1; // LOOP_ENTRY comes just before the loop's header
    // The trace may have run the loop's code itself (DirectLoopCall),
    // which left: then the call gets the frame that exit needs. The trace
    // checked the room for it; the nested interpret() below is this
    // helper's, not the call's, so that is not refused either.
    void* left = rt->left_tree;
    rt->left_tree = nullptr;
    if (!left && (!check_nesting_room(vm) || !check_frame_room(vm, base, code))) return 0;
    vm.frames.push_back(Frame{fn, code, code->proto->code.data() + header, base, vm.sp, fn->globals, true,
                              false, (uint32_t)vm.handling.size()});
    Jit& jit = *vm.jit_engine;
    code->jit_entries[header]++;
    Frame* f = &vm.frames.back();
    Jit::Next next = Jit::Next::Interpret;
    if (left)
        next = jit.loop_call_left(f, left, (int)rt->left_snap);
    else if (code->jit_counter[header] == 1 && !jit.recording())
        next = jit.loop_entry(f, header);
    switch (next) {
    case Jit::Next::Return: // as RETURN_VALUE: the value where the frame's function was
        *out = f->base[-1];
        vm.frames.pop_back();
        vm.sp = base - 1;
        return 1;
    case Jit::Next::Raise: vm.resume_throw = true; break;
    case Jit::Next::Record: vm.resume_record = true; break;
    case Jit::Next::Interpret: break;
    }
    vm.native_depth++;
    Value r = vm.interpret();
    vm.native_depth--;
    vm.sp = base - 1;
    if (r.is_empty()) return 0;
    *out = r;
    return 1;
}

// One instruction with its operands on the (synced) frame stack and one
// result (None for one that fills a collection lower on the stack), done
// as the interpreter does it.
int h_stack_op(JitRuntime* rt, Value* out, const Value* a, const Value* b, const Value*) {
    enter_python(rt);
    VM& vm = *rt->vm;
    uint32_t ins = (uint32_t)a->i;
    auto op = (Opcode)(ins & 0xFF);
    uint32_t arg = ins >> 8;
    Value* sp = rt->base + rt->sync_depth;
    Value r;
    try {
        switch (op) {
        case Opcode::BUILD_TUPLE: {
            TupleObj* t = vm.new_tuple(arg);
            for (uint32_t i = 0; i < arg; i++) t->items[i] = sp[(int)i - (int)arg];
            r = Value::object(t);
            break;
        }
        case Opcode::BUILD_LIST: {
            ListObj* l = vm.new_list(arg);
            l->values().assign(sp - arg, sp);
            r = Value::object(l);
            break;
        }
        case Opcode::BUILD_SLICE: {
            auto* s = vm.alloc<SliceObj>(Kind::Slice);
            s->step = arg == 3 ? sp[-1] : Value::none();
            s->stop = sp[arg == 3 ? -2 : -1];
            s->start = sp[arg == 3 ? -3 : -2];
            r = Value::object(s);
            break;
        }
        case Opcode::BUILD_STRING: {
            std::string s;
            for (uint32_t i = 0; i < arg; i++) s.append(as_str(sp[(int)i - (int)arg])->view());
            r = vm.str(s);
            break;
        }
        case Opcode::FORMAT_VALUE: {
            bool has_spec = arg & kFormatHasSpec;
            static const int conversions[] = {0, 's', 'r', 'a'};
            r = format_field(vm, sp[has_spec ? -2 : -1], conversions[arg & kFormatConversionMask],
                             has_spec ? as_str(sp[-1]) : nullptr);
            break;
        }
        case Opcode::CONTAINS_OP: {
            int c = contains(vm, sp[-1], sp[-2]);
            if (c < 0) return 0;
            r = Value::boolean(arg ? !c : c);
            break;
        }
        case Opcode::UNARY_INVERT: r = unary_op(vm, kiln::Op::Invert, sp[-1]); break;
        case Opcode::UNARY_NEG: r = unary_op(vm, kiln::Op::Neg, sp[-1]); break;
        case Opcode::UNARY_POS: r = unary_op(vm, kiln::Op::Pos, sp[-1]); break;
        case Opcode::INPLACE_OP: r = inplace_op(vm, (kiln::Op)arg, sp[-2], sp[-1]); break;
        case Opcode::GET_ITER: r = get_iter(vm, sp[-1]); break;
        // Instructions that fill a collection lower on the stack give None
        // (the recorder pushes nothing for them).
        case Opcode::SET_ADD:
            if (!set_add(vm, as_set(sp[-1 - (int)arg]), sp[-1])) return 0;
            r = Value::none();
            break;
        case Opcode::SET_UPDATE:
            if (!set_update(vm, as_set(sp[-1 - (int)arg]), sp[-1])) return 0;
            r = Value::none();
            break;
        case Opcode::MAP_ADD:
            if (!dict_set(vm, as_dict(sp[-2 - (int)arg]), sp[-2], sp[-1])) return 0;
            r = Value::none();
            break;
        case Opcode::LIST_EXTEND: {
            if (!extend_list(vm, sp - 1 - arg, sp[-1])) return 0;
            r = Value::none();
            break;
        }
        case Opcode::DICT_UPDATE:
        case Opcode::DICT_MERGE:
            if (!merge_mapping(vm, sp - 1 - (int)arg, sp[-1], op == Opcode::DICT_MERGE ? sp - 3 - (int)arg : nullptr))
                return 0;
            r = Value::none();
            break;
        case Opcode::DELETE_SUBSCR:
            if (!delitem(vm, sp[-2], sp[-1])) return 0;
            r = Value::none();
            break;
        case Opcode::BUILD_DICT: r = build_dict(vm, sp - 2 * (int)arg, arg); break;
        case Opcode::BUILD_SET: {
            const uint32_t n = arg & ~kBuildSetFolded;
            r = build_set(vm, sp - n, n, arg & kBuildSetFolded);
            break;
        }
        case Opcode::CALL_EX: {
            // [callee, args tuple, kwargs dict?]: the call the interpreter would make.
            const bool has_kw = arg & 1;
            Value* at = sp - (has_kw ? 2 : 1);
            if (arg & kCallArgsAsGiven) {
                Value t = call_args_tuple(vm, *at, at - 1);
                if (t.is_empty()) return 0;
                *at = t;
            }
            DictObj* kwd = has_kw ? as_dict(sp[-1]) : nullptr;
            TupleObj* args = as_tuple(*at);
            Value callee = at[-1];
            std::vector<Value> names, values;
            if (kwd)
                for (const DictEntry& e : kwd->entries)
                    if (dict_entry_live(e)) names.push_back(e.key), values.push_back(e.value);
            r = vm.call(callee, args->items, (int)args->size, KwArgs{names.data(), values.data(), (int)names.size()});
            break;
        }
        case Opcode::LIST_TO_TUPLE: r = list_to_tuple(vm, sp[-1]); break;
        case Opcode::MAKE_FUNCTION: {
            // The code object on top, what the flags say below it; b: the frame's globals.
            Value* below = sp - 1;
            r = make_function(vm, static_cast<CodeObj*>(sp[-1].o), static_cast<DictObj*>(b->o), arg, below);
            break;
        }
        case Opcode::CALL: r = vm.call(sp[-(int)arg - 1], sp - arg, (int)arg); break;
        case Opcode::CALL_METHOD: {
            int n = (int)arg;
            Value* fpos = sp - n - 2;
            if (fpos->is_empty()) r = vm.call(fpos[1], fpos + 2, n);
            else r = vm.call(fpos[0], fpos + 1, n + 1);
            break;
        }
        case Opcode::CALL_KW:
        case Opcode::CALL_METHOD_KW: {
            // [callee, args..., values..., names]; a method's: [method,
            // self, ...] (self its first argument) or [NULL, callee, ...].
            TupleObj* names = as_tuple(sp[-1]);
            const int nkw = (int)names->size;
            Value* args = sp - 1 - (int)arg;
            int npos = (int)arg - nkw;
            Value callee = args[-1];
            if (op == Opcode::CALL_METHOD_KW && !args[-2].is_empty()) callee = args[-2], args--, npos++;
            r = vm.call(callee, args, npos, KwArgs{names->items, sp - 1 - nkw, nkw});
            break;
        }
        default:
            vm.raise(vm.e_RuntimeError, "internal error: the JIT cannot run this instruction");
            return 0;
        }
    } catch (const std::bad_alloc&) {
        vm.raise_value(vm.new_exception(vm.e_MemoryError, nullptr));
        return 0;
    } catch (const std::length_error&) {
        vm.raise_value(vm.new_exception(vm.e_MemoryError, nullptr));
        return 0;
    }
    if (r.is_empty()) return 0;
    *out = r;
    return 1;
}

// The dict helpers (see KILN_JIT_HELPERS): what BINARY_SUBSCR,
// STORE_SUBSCR, CONTAINS_OP and dict.get do on a dict, without the
// generic paths' dispatch and without the frame's sync, which a lookup
// that runs no script code does not need. Returning 0 with no exception
// set declines: the trace leaves before the instruction.
int h_dict_getitem(JitRuntime* rt, Value* out, const Value* a, const Value* b, const Value*) {
    VM& vm = *rt->vm;
    auto* d = static_cast<DictObj*>(a->o);
    int64_t ix = dict_index_no_script(vm, d, *b);
    if (ix >= 0) {
        *out = d->entries[ix].value;
        return 1;
    }
    if (ix < -1) return 0; // declined (-3), or an error (-2)
    if (d->flavour) {
        // A Counter's 0, a defaultdict's factory() (declining when the
        // factory may be script code: the interpreter calls it), or the
        // KeyError (an OrderedDict). Never getitem's __missing__, which
        // would call the factory with the frame not synced.
        Value v;
        ALLOC_GUARD(v = dict_missing_no_script(vm, d, *b);)
        if (v.is_empty()) return 0;
        *out = v;
        return 1;
    }
    ALLOC_GUARD(getitem(vm, *a, *b);) // the KeyError, as the interpreter raises it
    return 0;
}

int h_dict_setitem(JitRuntime* rt, Value* out, const Value* a, const Value* b, const Value* c) {
    int r;
    ALLOC_GUARD(r = dict_set_no_script(*rt->vm, static_cast<DictObj*>(a->o), *b, *c);)
    if (r != 1) return 0;
    *out = Value::none();
    return 1;
}

int h_dict_delitem(JitRuntime* rt, Value* out, const Value* a, const Value* b, const Value*) {
    if (dict_del_no_script(*rt->vm, static_cast<DictObj*>(a->o), *b) != 1) return 0; // the interpreter raises
    *out = Value::none();
    return 1;
}

int h_dict_contains(JitRuntime* rt, Value* out, const Value* a, const Value* b, const Value* negate) {
    int64_t ix = dict_index_no_script(*rt->vm, static_cast<DictObj*>(a->o), *b);
    if (ix < -1) return 0;
    *out = Value::boolean((ix >= 0) != (negate->i != 0));
    return 1;
}

int h_dict_get(JitRuntime* rt, Value* out, const Value* a, const Value* b, const Value* dflt) {
    auto* d = static_cast<DictObj*>(a->o);
    int64_t ix = dict_index_no_script(*rt->vm, d, *b);
    if (ix < -1) return 0;
    *out = ix >= 0 ? d->entries[ix].value : *dflt;
    return 1;
}

// `key in s`, `key not in s` and s.add(key) with a plain key, as the dict
// helpers: no sync, declining where a script's __eq__ would run.
int h_set_contains(JitRuntime* rt, Value* out, const Value* a, const Value* b, const Value* negate) {
    int r = set_contains_no_script(*rt->vm, static_cast<SetObj*>(a->o), *b);
    if (r < 0) return 0; // declined (-2), or an error (-1)
    *out = Value::boolean((r == 1) != (negate->i != 0));
    return 1;
}

int h_set_add(JitRuntime* rt, Value* out, const Value* a, const Value* b, const Value*) {
    int r;
    ALLOC_GUARD(r = set_add_no_script(*rt->vm, static_cast<SetObj*>(a->o), *b);)
    if (r != 1) return 0;
    *out = Value::none();
    return 1;
}

// A str method called with its arguments where the trace has them, not
// through the frame's stack (call_native): no sync, no frame to point at.
int h_str_method(JitRuntime* rt, Value* out, const Value* m, const Value* self, const Value* arg) {
    VM& vm = *rt->vm;
    Value args[2] = {*self, arg ? *arg : Value::none()};
    Value r;
    ALLOC_GUARD({
        vm.native_depth++;
        r = static_cast<NativeObj*>(m->o)->fn(vm, args, arg ? 2 : 1, KwArgs{});
        vm.native_depth--;
    })
    return done(vm, out, r);
}

// s[i], `a < b` and `x in s` on strs (their kinds guarded by the trace),
// without getitem's and compare's dispatch: no script code runs. s[i]
// declines where it would raise (out of range): the interpreter raises.
int h_str_char(JitRuntime* rt, Value* out, const Value* s, const Value* index, const Value*) {
    StrObj* str = as_str(*s);
    int64_t i = index->i;
    if (i < 0) i += (int64_t)str->nchars;
    if (i < 0 || i >= (int64_t)str->nchars) return 0;
    ALLOC_GUARD(*out = str_char_at(*rt->vm, str, i);)
    return 1;
}

int h_str_iter_next(JitRuntime* rt, Value* out, const Value* it, const Value*, const Value*) {
    ALLOC_GUARD(*out = str_iter_next(*rt->vm, static_cast<SeqIterObj*>(it->o));) // Empty at the end
    return 1;
}

int h_build_slice(JitRuntime* rt, Value* out, const Value* start, const Value* stop, const Value* step) {
    ALLOC_GUARD({
        auto* s = rt->vm->alloc<SliceObj>(Kind::Slice);
        s->start = *start;
        s->stop = *stop;
        s->step = *step;
        *out = Value::object(s);
    })
    return 1;
}

int h_concat_strs(JitRuntime* rt, Value* out, const Value* a, const Value* b, const Value* c) {
    std::string joined;
    ALLOC_GUARD({
        for (const Value* v : {a, b, c})
            if (!v->is_none()) joined.append(as_str(*v)->view());
        *out = rt->vm->str(joined);
    })
    return 1;
}

int h_format_plain(JitRuntime* rt, Value* out, const Value* v, const Value* spec, const Value* conversion) {
    static const int conversions[] = {0, 's', 'r', 'a'};
    ALLOC_GUARD(return done(*rt->vm, out, format_field(*rt->vm, *v, conversions[conversion->i],
                                                       spec->is_none() ? nullptr : as_str(*spec)));)
}

int h_str_compare(JitRuntime*, Value* out, const Value* a, const Value* b, const Value* op) {
    StrObj *x = as_str(*a), *y = as_str(*b);
    switch ((CmpOp)op->i) {
    case CmpOp::Eq: *out = Value::boolean(str_eq(x, y)); break;
    case CmpOp::Ne: *out = Value::boolean(!str_eq(x, y)); break;
    default: *out = Value::boolean(apply_cmp((CmpOp)op->i, compare_str(x, y))); break;
    }
    return 1;
}

int h_str_contains(JitRuntime*, Value* out, const Value* hay, const Value* needle, const Value* negate) {
    bool found = as_str(*hay)->view().find(as_str(*needle)->view()) != std::string_view::npos;
    *out = Value::boolean(found != (negate->i != 0));
    return 1;
}

// YIELD_VALUE in the loop's frame, a generator: the builtin whose loop
// drives it takes the value (GenSink; no script code runs), and the frame
// goes on with None sent back. Declined (no exception) when no builtin
// drives it or its sink does not take this value: the interpreter yields
// it the usual way.
int h_gen_take(JitRuntime* rt, Value* out, const Value* a, const Value*, const Value*) {
    GeneratorObj* g = rt->frame->gen();
    if (!g || !g->sink || !g->sink->accepts(*a)) return 0;
    ALLOC_GUARD(g->sink->take(*a);)
    *out = Value::none();
    return 1;
}

} // namespace

void install_helpers(JitRuntime& rt) {
    static const HelperFn table[] = {
#define H(name, ty, n, py) h_##name,
        KILN_JIT_HELPERS(H)
#undef H
    };
    static_assert(sizeof table / sizeof table[0] == (size_t)Helper::COUNT_);
    rt.helpers = table;
    rt.pow = [](double a, double b) { return float_pow_value(a, b); };
}

} // namespace kiln::jit
