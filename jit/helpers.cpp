// The runtime helpers traces call through JitRuntime::helpers. Each one does
// exactly what the interpreter's instruction does (it calls the same code),
// and either sets *out or leaves vm.exc set and returns 0 having changed
// nothing the trace's exit could not account for.
#include <new>

#include "../lang/bytecode.hpp"
#include "../vm/ops.hpp"
#include "../vm/vm.hpp"
#include "codegen.hpp"
#include "helpers.hpp"

namespace kiln::jit {

namespace {

// Before code that may run Python functions or collect: the frame is
// synced by the trace (Sync); make the VM see where its stack ends.
void enter_python(JitRuntime* rt) {
    VM& vm = *rt->vm;
    vm.sp = rt->base + rt->sync_depth;
    rt->frame->sp = vm.sp;
    rt->frame->pc = rt->frame->code->proto->code.data() + rt->sync_pc + 1;
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
    }

int h_list_append(JitRuntime* rt, Value* out, const Value* a, const Value* b, const Value*) {
    ALLOC_GUARD(as_list(*a)->items.push_back(*b);)
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

} // namespace

void install_helpers(JitRuntime& rt) {
#define H(name, ty, n, py) rt.helpers[(int)Helper::name] = h_##name;
    KILN_JIT_HELPERS(H)
#undef H
}

} // namespace kiln::jit
