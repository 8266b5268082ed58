// Generators. A suspended generator keeps its frame (slots and operand stack)
// in its own vectors; resuming copies them back onto the value stack, pushes
// an entry frame and runs the interpreter loop until YIELD_VALUE (which saves
// the frame again and leaves the loop) or a return or an exception.
#include "generator.hpp"

#include "../lang/bytecode.hpp"
#include "call.hpp"
#include "class.hpp"
#include "dict.hpp"

namespace kiln {

Value make_generator(VM& vm, FunctionObj* fn, Value* base) {
    auto* g = vm.alloc<GeneratorObj>(Kind::Generator);
    g->func = fn;
    g->slots.assign(base, base + fn->code->nslots);
    g->pc = 0;
    g->state = GeneratorObj::Created;
    return Value::object(g);
}

Value gen_resume(VM& vm, GeneratorObj* g, Value sent, bool throwing, bool* returned) {
    *returned = false;
    if (g->state == GeneratorObj::Running) {
        if (throwing) vm.exc = nullptr;
        return vm.raise(vm.e_ValueError, "generator already executing");
    }
    if (g->state == GeneratorObj::Finished) {
        if (throwing) return Value::empty();
        *returned = true;
        return Value::none();
    }
    if (g->state == GeneratorObj::Created) {
        if (throwing) {
            g->state = GeneratorObj::Finished;
            g->slots.clear();
            return Value::empty();
        }
        if (!sent.is_none())
            return vm.raise(vm.e_TypeError, "can't send non-None value to a just-started generator");
    }
    CodeObj* code = g->func->code;
    Value* saved_sp = vm.sp;
    Value* base = vm.sp + 1;
    if (!check_frame_room(vm, base + g->nstack + 1, code)) return Value::empty();
    if (vm.native_depth > vm.options.c_limit()) // resuming nests the interpreter on the C stack
        return vm.raise(vm.e_RecursionError, "maximum recursion depth exceeded");
    vm.sp[0] = Value::object(g);
    for (size_t i = 0; i < g->slots.size(); i++) base[i] = g->slots[i];
    Value* sp = base + g->slots.size();
    if (g->state == GeneratorObj::Suspended && !throwing) *sp++ = sent;
    g->slots.clear();
    g->nstack = 0;
    uint32_t hbase = (uint32_t)vm.handling.size();
    vm.handling.insert(vm.handling.end(), g->handling.begin(), g->handling.end());
    g->handling.clear();
    Frame fr{g->func, code, code->proto->code.data() + g->pc, base, sp, g->func->globals, true, hbase};
    fr.gen = g;
    vm.frames.push_back(fr);
    g->state = GeneratorObj::Running;
    vm.sp = sp;
    vm.native_depth++;
    vm.resume_throw = throwing;
    Value r = vm.interpret();
    vm.native_depth--;
    vm.sp = saved_sp;
    if (r.is_empty()) {
        g->state = GeneratorObj::Finished;
        g->slots.clear();
        if (vm.exc && vm.exc->type == vm.e_StopIteration) {
            ExceptionObj* stop = vm.exc;
            vm.exc = nullptr;
            vm.raise(vm.e_RuntimeError, "generator raised StopIteration");
            vm.exc->cause = stop;
            vm.exc->context = stop;
        }
        return r;
    }
    if (g->state == GeneratorObj::Suspended) return r;
    g->state = GeneratorObj::Finished;
    g->slots.clear();
    *returned = true;
    return r;
}

Value gen_next(VM& vm, GeneratorObj* g) {
    bool returned;
    Value r = gen_resume(vm, g, Value::none(), false, &returned);
    if (returned) return Value::empty();
    return r;
}

namespace {

// The subiterator of a `yield from` the generator is suspended in, or Empty.
Value delegate_of(GeneratorObj* g) {
    if (g->state != GeneratorObj::Suspended || g->nstack == 0) return Value::empty();
    const auto& code = g->func->code->proto->code;
    if (g->pc >= code.size()) return Value::empty();
    uint32_t ins = code[g->pc];
    if (op_of(ins) != Opcode::JUMP_BACK || op_of(code[arg_of(ins)]) != Opcode::SEND) return Value::empty();
    return g->slots.back();
}

Value stop_iteration(VM& vm, Value value) {
    TupleObj* args = nullptr;
    if (!value.is_none()) {
        args = vm.new_tuple(1);
        args->items[0] = value;
    }
    return vm.raise_value(vm.new_exception(vm.e_StopIteration, args));
}

GeneratorObj* self_gen(VM& vm, Value* args, int nargs, const char* name, int n) {
    if (nargs < 1 || !is_kind(args[0], Kind::Generator)) {
        vm.raisef(vm.e_TypeError, "descriptor '{}' requires a 'generator' object", name);
        return nullptr;
    }
    if (nargs - 1 != n) {
        if (n == 0) vm.raisef(vm.e_TypeError, "generator.{}() takes no arguments ({} given)", name, nargs - 1);
        else vm.raisef(vm.e_TypeError, "generator.{}() takes exactly one argument ({} given)", name, nargs - 1);
        return nullptr;
    }
    return static_cast<GeneratorObj*>(args[0].o);
}

Value g_send(VM& vm, Value* args, int nargs, KwArgs) {
    GeneratorObj* g = self_gen(vm, args, nargs, "send", 1);
    if (!g) return Value::empty();
    bool returned;
    Value r = gen_resume(vm, g, args[1], false, &returned);
    if (r.is_empty()) return r;
    if (returned) return stop_iteration(vm, r);
    return r;
}

Value g_next(VM& vm, Value* args, int nargs, KwArgs) {
    GeneratorObj* g = self_gen(vm, args, nargs, "__next__", 0);
    if (!g) return Value::empty();
    bool returned;
    Value r = gen_resume(vm, g, Value::none(), false, &returned);
    if (r.is_empty()) return r;
    if (returned) return stop_iteration(vm, r);
    return r;
}

} // namespace

Value gen_close(VM& vm, GeneratorObj* g) {
    if (g->state == GeneratorObj::Running) return vm.raise(vm.e_ValueError, "generator already executing");
    if (g->state != GeneratorObj::Suspended) {
        g->state = GeneratorObj::Finished;
        g->slots.clear();
        return Value::none();
    }
    Value sub = delegate_of(g);
    if (is_kind(sub, Kind::Generator)) {
        Value r = gen_close(vm, static_cast<GeneratorObj*>(sub.o));
        if (r.is_empty()) return r;
    }
    vm.raise_value(vm.new_exception(vm.e_GeneratorExit, nullptr));
    bool returned;
    Value r = gen_resume(vm, g, Value::none(), true, &returned);
    if (r.is_empty()) {
        if (vm.exc && (vm.isinstance(Value::object(vm.exc), vm.e_GeneratorExit) ||
                       vm.isinstance(Value::object(vm.exc), vm.e_StopIteration))) {
            vm.exc = nullptr;
            return Value::none();
        }
        return r;
    }
    if (!returned) return vm.raise(vm.e_RuntimeError, "generator ignored GeneratorExit");
    return Value::none();
}

namespace {

Value g_close(VM& vm, Value* args, int nargs, KwArgs) {
    GeneratorObj* g = self_gen(vm, args, nargs, "close", 0);
    if (!g) return Value::empty();
    return gen_close(vm, g);
}

Value g_throw(VM& vm, Value* args, int nargs, KwArgs) {
    if (nargs < 2 || nargs > 4 || !is_kind(args[0], Kind::Generator)) {
        if (nargs >= 1 && is_kind(args[0], Kind::Generator))
            return vm.raisef(vm.e_TypeError, "throw expected at least 1 argument, got {}", nargs - 1);
        return vm.raise(vm.e_TypeError, "descriptor 'throw' requires a 'generator' object");
    }
    auto* g = static_cast<GeneratorObj*>(args[0].o);
    Value what = args[1];
    if (nargs >= 3 && !args[2].is_none()) {
        if (!is_kind(what, Kind::Type)) return vm.raise(vm.e_TypeError, "instance exception may not have a separate value");
        Value v = args[2];
        what = vm.call(what, &v, 1);
        if (what.is_empty()) return what;
    }
    ExceptionObj* e = make_raisable(vm, what, false);
    if (!e) return Value::empty();
    Value sub = delegate_of(g);
    if (is_kind(sub, Kind::Generator)) {
        // Throw into the innermost delegate first.
        auto* sg = static_cast<GeneratorObj*>(sub.o);
        Value a[2] = {sub, Value::object(e)};
        Value r = g_throw(vm, a, 2, {});
        if (!r.is_empty()) return r; // the delegate yielded: so does this generator
        if (vm.exc && vm.exc->type == vm.e_StopIteration && sg->state == GeneratorObj::Finished) {
            // The delegate returned: resume this generator with the value.
            ExceptionObj* stop = vm.exc;
            vm.exc = nullptr;
            Value rv = stop->args && stop->args->size ? stop->args->items[0] : Value::none();
            (void)rv;
            return vm.raise(vm.e_NotImplementedError, "throw() into a finished 'yield from' is not supported by kiln yet");
        }
        e = vm.exc;
        if (!e) return Value::empty();
    }
    vm.raise_value(Value::object(e));
    bool returned;
    Value r = gen_resume(vm, g, Value::none(), true, &returned);
    if (r.is_empty()) return r;
    if (returned) return stop_iteration(vm, r);
    return r;
}

} // namespace

void install_generator_methods(VM& vm) {
    TypeObj* t = vm.kind_types[(int)Kind::Generator];
    struct {
        const char* name;
        NativeFn fn;
    } defs[] = {{"send", g_send}, {"close", g_close}, {"throw", g_throw}, {"__next__", g_next}};
    for (auto& d : defs)
        dict_set_str(vm, t->dict, vm.intern(d.name), Value::object(vm.new_native(d.name, d.fn, false, t)));
}

} // namespace kiln
