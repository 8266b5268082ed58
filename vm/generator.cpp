// Generators. A suspended generator keeps its frame (slots and operand stack)
// in its own vectors; resuming copies them back onto the value stack, pushes
// an entry frame and runs the interpreter loop until YIELD_VALUE (which saves
// the frame again and leaves the loop) or a return or an exception.
#include "generator.hpp"

#include "../lang/bytecode.hpp"
#include "call.hpp"
#include "class.hpp"
#include "dict.hpp"
#include "dunder.hpp"
#include "ops.hpp"

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
    if (!check_nesting_room(vm)) return Value::empty(); // resuming nests the interpreter on the C stack
    vm.sp[0] = Value::object(g);
    for (size_t i = 0; i < g->slots.size(); i++) base[i] = g->slots[i];
    Value* sp = base + g->slots.size();
    if (g->state == GeneratorObj::Suspended && !throwing && !g->resume_at_pc) *sp++ = sent;
    g->resume_at_pc = false;
    g->slots.clear();
    g->nstack = 0;
    uint32_t hbase = (uint32_t)vm.handling.size();
    vm.handling.insert(vm.handling.end(), g->handling.begin(), g->handling.end());
    g->handling.clear();
    Frame fr{g->func, code, code->proto->code.data() + g->pc, base, sp, g->func->globals, true, false, hbase};
    fr.owner = g;
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

Value gen_next_through(VM& vm, GeneratorObj* g, GenSink* sink) {
    if (g->state == GeneratorObj::Running) return gen_next(vm, g); // "generator already executing"
    // Cleared however the run ends (a C++ exception too): the sink lives
    // in the caller's frame.
    struct Lend {
        GeneratorObj* g;
        ~Lend() { g->sink = nullptr; }
    } lend{g};
    g->sink = sink;
    return gen_next(vm, g);
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

// The value a StopIteration carries (its first argument, or None).
Value stop_value(ExceptionObj* stop) {
    return stop->args && stop->args->size ? stop->args->items[0] : Value::none();
}

// obj.name, or Empty without an exception when there is no such attribute.
Value optional_attr(VM& vm, Value obj, const char* name) {
    Value m = getattr(vm, obj, vm.intern(name));
    if (m.is_empty() && vm.isinstance(Value::object(vm.exc), vm.e_AttributeError)) vm.exc = nullptr;
    return m;
}

// Does `what` (a class or an instance, as given to throw()) match `t`?
bool given_matches(VM& vm, Value what, TypeObj* t) {
    if (is_kind(what, Kind::Type)) return vm.is_subtype(static_cast<TypeObj*>(what.o), t);
    return vm.isinstance(what, t);
}

// Closes a `yield from` subiterator: close() for generators, else its close
// method if it has one. False with the exception set on error.
bool close_delegate(VM& vm, Value sub) {
    if (is_kind(sub, Kind::Generator)) return !gen_close(vm, static_cast<GeneratorObj*>(sub.o)).is_empty();
    Value m = optional_attr(vm, sub, "close");
    if (m.is_empty()) return !vm.exc;
    Rooted keep(vm, m);
    return !vm.call(m, nullptr, 0).is_empty();
}

// Takes the finished subiterator off a generator suspended in `yield from`
// and moves it to the instruction after the loop, where a resume with a value
// makes that value the result of the `yield from` (CPython does the same).
void drop_delegate(GeneratorObj* g) {
    const auto& code = g->func->code->proto->code;
    g->slots.pop_back();
    g->nstack--;
    g->pc = arg_of(code[arg_of(code[g->pc])]);
}

// Runs `g` with the subiterator's own outcome: the value it returned
// (a StopIteration) or the exception it raised, thrown in at the `yield from`.
Value resume_after_delegate(VM& vm, GeneratorObj* g) {
    drop_delegate(g);
    bool returned;
    Value r;
    if (vm.exc->type == vm.e_StopIteration || vm.isinstance(Value::object(vm.exc), vm.e_StopIteration)) {
        Value v = stop_value(vm.exc);
        vm.exc = nullptr;
        r = gen_resume(vm, g, v, false, &returned);
    } else {
        r = gen_resume(vm, g, Value::none(), true, &returned);
    }
    if (r.is_empty()) return r;
    if (returned) return stop_iteration(vm, r);
    return r;
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
    bool closed = true;
    if (!sub.is_empty()) {
        // PEP 380: close the subiterator first; an error from that is thrown
        // in instead of GeneratorExit.
        Rooted keep(vm, sub);
        g->state = GeneratorObj::Running;
        closed = close_delegate(vm, sub);
        g->state = GeneratorObj::Suspended;
    }
    if (closed) vm.raise_value(vm.new_exception(vm.e_GeneratorExit, nullptr));
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

Value delegate_send(VM& vm, Value sub, Value v, bool* done) {
    *done = false;
    if (is_kind(sub, Kind::Generator)) return gen_resume(vm, static_cast<GeneratorObj*>(sub.o), v, false, done);
    Value r;
    if (v.is_none() && !is_py_instance(vm, sub)) {
        r = iter_next(vm, sub); // a builtin iterator: its StopIteration carries no value
        if (r.is_empty() && !vm.exc) {
            *done = true;
            return Value::none();
        }
        return r;
    }
    if (v.is_none()) {
        r = call_dunder(vm, sub, Dunder::next_, nullptr, 0);
    } else {
        Value m = getattr(vm, sub, vm.intern("send"));
        if (m.is_empty()) return m;
        Rooted keep(vm, m);
        r = vm.call(m, &v, 1);
    }
    if (r.is_empty() && vm.isinstance(Value::object(vm.exc), vm.e_StopIteration)) {
        *done = true;
        r = stop_value(vm.exc);
        vm.exc = nullptr;
    }
    return r;
}

namespace {

Value g_close(VM& vm, Value* args, int nargs, KwArgs) {
    GeneratorObj* g = self_gen(vm, args, nargs, "close", 0);
    if (!g) return Value::empty();
    return gen_close(vm, g);
}

Value g_throw(VM& vm, Value* args, int nargs, KwArgs) {
    if (nargs < 2 || nargs > 4 || !is_kind(args[0], Kind::Generator)) {
        if (nargs > 4 && is_kind(args[0], Kind::Generator))
            return vm.raisef(vm.e_TypeError, "throw expected at most 3 arguments, got {}", nargs - 1);
        if (nargs >= 1 && is_kind(args[0], Kind::Generator))
            return vm.raisef(vm.e_TypeError, "throw expected at least 1 argument, got {}", nargs - 1);
        return vm.raise(vm.e_TypeError, "descriptor 'throw' requires a 'generator' object");
    }
    auto* g = static_cast<GeneratorObj*>(args[0].o);
    Value sub = delegate_of(g);
    if (!sub.is_empty()) {
        // PEP 380, as CPython 3.11 does it: GeneratorExit closes the
        // subiterator; anything else goes to its throw() (when it has one)
        // with the arguments given here.
        Rooted keep(vm, sub);
        if (given_matches(vm, args[1], vm.e_GeneratorExit)) {
            g->state = GeneratorObj::Running;
            bool closed = close_delegate(vm, sub);
            g->state = GeneratorObj::Suspended;
            if (!closed) {
                bool returned;
                Value r = gen_resume(vm, g, Value::none(), true, &returned);
                if (r.is_empty()) return r;
                return returned ? stop_iteration(vm, r) : r;
            }
        } else {
            Value r;
            Value meth = Value::empty();
            if (!is_kind(sub, Kind::Generator)) {
                meth = optional_attr(vm, sub, "throw");
                if (meth.is_empty() && vm.exc) return meth;
            }
            Rooted keep_meth(vm, meth);
            if (is_kind(sub, Kind::Generator) || !meth.is_empty()) {
                g->state = GeneratorObj::Running;
                if (is_kind(sub, Kind::Generator)) {
                    Value a[4] = {sub, args[1], nargs > 2 ? args[2] : Value::none(),
                                  nargs > 3 ? args[3] : Value::none()};
                    r = g_throw(vm, a, nargs, {});
                } else {
                    r = vm.call(meth, args + 1, nargs - 1);
                }
                g->state = GeneratorObj::Suspended;
                if (!r.is_empty()) return r; // the subiterator yielded: so does this generator
                return resume_after_delegate(vm, g);
            }
        }
    }
    Value what = args[1];
    if (nargs >= 3 && !args[2].is_none()) {
        if (!is_kind(what, Kind::Type)) return vm.raise(vm.e_TypeError, "instance exception may not have a separate value");
        Value v = args[2];
        what = vm.call(what, &v, 1);
        if (what.is_empty()) return what;
    }
    ExceptionObj* e = make_raisable(vm, what, false);
    if (!e) return Value::empty();
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
