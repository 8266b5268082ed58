// Calls. Argument binding follows CPython's rules and messages; the stack
// layout is [callee, positional..., keyword values...] with the callee's
// frame slots starting where the first argument was.
#include "call.hpp"

#include <new>

#include "../jit/jit.hpp"
#include "../lang/bytecode.hpp"
#include "class.hpp"
#include "dict.hpp"
#include "dunder.hpp"
#include "generator.hpp"
#include "ops.hpp"
#include "value_buffer.hpp"

namespace kiln {

namespace {

const char* qualname(FunctionObj* fn) { return fn->code->proto->qualname.c_str(); }

std::string join_names(const std::vector<std::string>& names) {
    std::string out;
    for (size_t i = 0; i < names.size(); i++) {
        if (i) out += names.size() == 2 ? " and " : (i + 1 == names.size() ? ", and " : ", ");
        out += "'" + names[i] + "'";
    }
    return out;
}

Value missing(VM& vm, FunctionObj* fn, const std::vector<std::string>& names, const char* kind) {
    return vm.raisef(vm.e_TypeError, "{}() missing {} required {} argument{}: {}", qualname(fn), names.size(), kind,
                     names.size() == 1 ? "" : "s", join_names(names));
}

} // namespace

bool check_nesting_room(VM& vm) {
    if (vm.native_depth <= vm.options.c_limit() && c_stack_room()) return true;
    vm.raise(vm.e_RecursionError, "maximum recursion depth exceeded");
    return false;
}

bool check_frame_room(VM& vm, Value* base, CodeObj* code) {
    if (vm.frame_depth() >= vm.options.recursion_limit) {
        vm.raise(vm.e_RecursionError, "maximum recursion depth exceeded");
        return false;
    }
    if (base + code->nslots + code->proto->max_stack + 2 >= vm.stack_end) {
        vm.raise(vm.e_RecursionError, "maximum recursion depth exceeded (kiln's value stack is full)");
        return false;
    }
    return true;
}

void init_frame_slots(VM& vm, FunctionObj* fn, Value* slots, int nbound) {
    CodeObj* code = fn->code;
    for (int i = nbound; i < code->nlocals; i++) slots[i] = Value::empty();
    if (code->ncells | code->nfrees) {
        const CodeProto* p = code->proto;
        for (int i = 0; i < code->ncells; i++) {
            CellObj* cell = vm.alloc<CellObj>(Kind::Cell);
            int from = p->cell_from_param[i];
            cell->value = from >= 0 ? slots[from] : Value::empty();
            slots[code->nlocals + i] = Value::object(cell);
        }
        for (int i = 0; i < code->nfrees; i++) slots[code->nlocals + code->ncells + i] = fn->closure->items[i];
    }
}

bool bind_arguments(VM& vm, FunctionObj* fn, Value* slots, const Value* args, int nargs, KwArgs kw) {
    const CodeProto* p = fn->code->proto;
    int argcount = p->argcount;
    int nparams = argcount + p->kwonly + (p->has_varargs ? 1 : 0) + (p->has_varkw ? 1 : 0);
    // Copy inputs first: they may overlap the slots being written (in
    // place: a call with *args or **kwargs made two heap vectors).
    ValueBuffer<16> copies((size_t)(nargs + kw.n));
    copies.fill(0, args, args + nargs);
    copies.fill((size_t)nargs, kw.values, kw.values + kw.n);
    const Value* pos = copies.data();
    const Value* kwv = pos + nargs;
    for (int i = 0; i < nparams; i++) slots[i] = Value::empty();
    int vararg_slot = p->has_varargs ? argcount : -1;
    int kwonly_start = argcount + (p->has_varargs ? 1 : 0);
    int varkw_slot = p->has_varkw ? kwonly_start + p->kwonly : -1;

    int ndefaults = fn->defaults ? (int)fn->defaults->size : 0;
    int take = std::min(nargs, argcount);
    for (int i = 0; i < take; i++) slots[i] = pos[i];
    // Too many positional arguments is found after the keywords, as
    // CPython does: `g(1, 2, 3, k=3)` of `def g(x, k=1)` is "multiple
    // values for argument 'k'".
    const bool too_many = nargs > argcount && vararg_slot < 0;
    if (vararg_slot >= 0) {
        TupleObj* extra = vm.new_tuple((size_t)std::max(nargs - argcount, 0));
        for (int i = argcount; i < nargs; i++) extra->items[i - argcount] = pos[i];
        slots[vararg_slot] = Value::object(extra);
    }
    DictObj* varkw = nullptr;
    if (varkw_slot >= 0) {
        varkw = vm.new_dict();
        slots[varkw_slot] = Value::object(varkw);
    }
    std::vector<std::string> posonly_as_kw;
    for (int k = 0; k < kw.n; k++) {
        StrObj* name = as_str(kw.names[k]);
        int found = -1;
        for (int j = p->posonly; j < argcount; j++)
            if (p->varnames[j] == name->view()) { found = j; break; }
        if (found < 0)
            for (int j = 0; j < p->kwonly; j++)
                if (p->varnames[kwonly_start + j] == name->view()) { found = kwonly_start + j; break; }
        if (found >= 0) {
            if (!slots[found].is_empty()) {
                vm.raisef(vm.e_TypeError, "{}() got multiple values for argument '{}'", qualname(fn), name->data);
                return false;
            }
            slots[found] = kwv[k];
            continue;
        }
        if (varkw) {
            dict_set_str(vm, varkw, name, kwv[k]);
            continue;
        }
        bool is_posonly = false;
        for (int j = 0; j < p->posonly; j++) is_posonly |= p->varnames[j] == name->view();
        if (is_posonly) {
            posonly_as_kw.push_back(std::string(name->view()));
            continue;
        }
        vm.raisef(vm.e_TypeError, "{}() got an unexpected keyword argument '{}'", qualname(fn), name->data);
        return false;
    }
    if (!posonly_as_kw.empty()) {
        std::string names;
        for (size_t i = 0; i < posonly_as_kw.size(); i++) names += (i ? ", " : "") + posonly_as_kw[i];
        vm.raisef(vm.e_TypeError, "{}() got some positional-only arguments passed as keyword arguments: '{}'",
                  qualname(fn), names);
        return false;
    }
    if (too_many) {
        int kwonly_given = 0;
        for (int k = 0; k < kw.n; k++)
            for (int j = 0; j < p->kwonly; j++)
                if (as_str(kw.names[k])->view() == p->varnames[kwonly_start + j]) kwonly_given++;
        std::string takes;
        if (ndefaults) takes = fmt::format("from {} to {}", argcount - ndefaults, argcount);
        else takes = std::to_string(argcount);
        std::string kwpart;
        if (kwonly_given)
            kwpart = fmt::format(" positional argument{} (and {} keyword-only argument{})", nargs == 1 ? "" : "s",
                                 kwonly_given, kwonly_given == 1 ? "" : "s");
        vm.raisef(vm.e_TypeError, "{}() takes {} positional argument{} but {}{} {} given", qualname(fn), takes,
                  (argcount == 1 && !ndefaults) ? "" : "s", nargs, kwpart, (nargs == 1 && kwonly_given == 0) ? "was" : "were");
        return false;
    }
    // Defaults for the positional parameters not given.
    std::vector<std::string> missing_names;
    for (int i = nargs; i < argcount; i++) {
        if (!slots[i].is_empty()) continue;
        int d = i - (argcount - ndefaults);
        if (d >= 0) slots[i] = fn->defaults->items[d];
        else missing_names.push_back(p->varnames[i]);
    }
    if (!missing_names.empty()) {
        missing(vm, fn, missing_names, "positional");
        return false;
    }
    for (int j = 0; j < p->kwonly; j++) {
        int s = kwonly_start + j;
        if (!slots[s].is_empty()) continue;
        Value d = fn->kwdefaults ? dict_get_str(fn->kwdefaults, vm.intern(p->varnames[s])) : Value::empty();
        if (!d.is_empty()) slots[s] = d;
        else missing_names.push_back(p->varnames[s]);
    }
    if (!missing_names.empty()) {
        missing(vm, fn, missing_names, "keyword-only");
        return false;
    }
    init_frame_slots(vm, fn, slots, nparams);
    return true;
}

CallSetup setup_call(VM& vm, Value* fpos, int npos, TupleObj* kwnames, Value* result) {
    int nkw = kwnames ? (int)kwnames->size : 0;
    Value callee = fpos[0];
    while (true) {
        if (callee.tag != Tag::Obj) break;
        switch (callee.o->kind) {
        case Kind::Function: {
            auto* fn = static_cast<FunctionObj*>(callee.o);
            Value* base = fpos + 1;
            if (!check_frame_room(vm, base, fn->code)) return CallSetup::Error;
            const CodeProto* p = fn->code->proto;
            if (nkw == 0 && npos == p->argcount && !p->has_varargs && !p->has_varkw && p->kwonly == 0) {
                init_frame_slots(vm, fn, base, npos);
            } else {
                KwArgs kw{kwnames ? kwnames->items : nullptr, base + npos, nkw};
                if (!bind_arguments(vm, fn, base, base, npos, kw)) return CallSetup::Error;
            }
            if (p->is_generator) {
                *result = make_generator(vm, fn, base);
                return CallSetup::Done;
            }
            vm.frames.push_back(Frame{fn, fn->code, p->code.data(), base, base + fn->code->nslots, fn->globals,
                                      false, false, (uint32_t)vm.handling.size()});
            return CallSetup::FramePushed;
        }
        case Kind::Native: {
            auto* n = static_cast<NativeObj*>(callee.o);
            if (nkw && !n->takes_kw) {
                if (n->owner)
                    vm.raisef(vm.e_TypeError, "{}.{}() takes no keyword arguments", n->owner->name->data, n->name);
                else
                    vm.raisef(vm.e_TypeError, "{}() takes no keyword arguments", n->name);
                return CallSetup::Error;
            }
            Value* top = fpos + 1 + npos + nkw;
            Value* saved = vm.sp;
            vm.sp = top;
            vm.native_depth++;
            *result = n->fn(vm, fpos + 1, npos, KwArgs{kwnames ? kwnames->items : nullptr, fpos + 1 + npos, nkw});
            vm.native_depth--;
            vm.sp = saved;
            return result->is_empty() ? CallSetup::Error : CallSetup::Done;
        }
        case Kind::HostFunction: {
            auto* h = static_cast<HostFunctionObj*>(callee.o);
            if (nkw) {
                vm.raisef(vm.e_TypeError, "{}() takes no keyword arguments", h->name->data);
                return CallSetup::Error;
            }
            Value* saved = vm.sp;
            vm.sp = fpos + 1 + npos;
            *result = call_host_function(vm, h, fpos + 1, npos);
            vm.sp = saved;
            return result->is_empty() ? CallSetup::Error : CallSetup::Done;
        }
        case Kind::BoundMethod: {
            auto* m = static_cast<BoundMethodObj*>(callee.o);
            if (fpos + npos + nkw + 2 >= vm.stack_end) {
                vm.raise(vm.e_RecursionError, "maximum recursion depth exceeded");
                return CallSetup::Error;
            }
            std::memmove(fpos + 2, fpos + 1, sizeof(Value) * (npos + nkw));
            fpos[1] = m->self;
            fpos[0] = m->func;
            callee = m->func;
            npos++;
            continue;
        }
        case Kind::StaticMethod:
            callee = fpos[0] = static_cast<WrapperObj*>(callee.o)->func;
            continue;
        case Kind::GenericAlias:
            // list[int](...) calls list: CPython then tries to set
            // __orig_class__ on the result, which a builtin type's refuses.
            callee = fpos[0] = static_cast<GenericAliasObj*>(callee.o)->origin;
            continue;
        case Kind::Instance: case Kind::Exception: {
            Value fn = find_special(vm, callee, Dunder::call_);
            if (fn.is_empty()) break;
            if (fpos + npos + nkw + 2 >= vm.stack_end) {
                vm.raise(vm.e_RecursionError, "maximum recursion depth exceeded");
                return CallSetup::Error;
            }
            if (!is_kind(fn, Kind::Function)) {
                // staticmethod/classmethod __call__: bind it the slow way.
                std::vector<Value> args(fpos + 1, fpos + 1 + npos);
                *result = call_special(vm, fn, callee, args.data(), npos);
                return result->is_empty() ? CallSetup::Error : CallSetup::Done;
            }
            std::memmove(fpos + 2, fpos + 1, sizeof(Value) * (npos + nkw));
            fpos[1] = callee;
            fpos[0] = fn;
            callee = fn;
            npos++;
            continue;
        }
        case Kind::Type: {
            auto* t = static_cast<TypeObj*>(callee.o);
            if (!t->ctor) {
                vm.raisef(vm.e_TypeError, "cannot create '{}' instances", t->name->data);
                return CallSetup::Error;
            }
            Value* top = fpos + 1 + npos + nkw;
            Value* saved = vm.sp;
            vm.sp = top;
            vm.native_depth++;
            *result = t->ctor(vm, fpos, npos + 1, KwArgs{kwnames ? kwnames->items : nullptr, fpos + 1 + npos, nkw});
            vm.native_depth--;
            vm.sp = saved;
            return result->is_empty() ? CallSetup::Error : CallSetup::Done;
        }
        default: break;
        }
        break;
    }
    vm.raisef(vm.e_TypeError, "'{}' object is not callable", vm.type_name(callee));
    return CallSetup::Error;
}

Value VM::call(Value callee, const Value* args, int nargs, KwArgs kw) {
    // Lay the call out on the value stack above everything live, as CALL_KW would.
    Value* fpos = sp;
    if (fpos + nargs + kw.n + 8 >= stack_end) return raise(e_RecursionError, "maximum recursion depth exceeded");
    if (!check_nesting_room(*this)) return Value::empty();
    fpos[0] = callee;
    for (int i = 0; i < nargs; i++) fpos[1 + i] = args[i];
    for (int i = 0; i < kw.n; i++) fpos[1 + nargs + i] = kw.values[i];
    TupleObj* names = nullptr;
    if (kw.n) {
        names = new_tuple(kw.n);
        for (int i = 0; i < kw.n; i++) names->items[i] = kw.names[i];
    }
    sp = fpos + 1 + nargs + kw.n;
    Value result;
    CallSetup s = setup_call(*this, fpos, nargs, names, &result);
    if (s == CallSetup::FramePushed) {
        frames.back().is_entry = true;
        native_depth++;
        const CodeObj* c = frames.back().code;
        const size_t entry = frames.size(); // an exit of its code may rebuild frames above it
        if (!c->jit_function || c->jit_counter[0] > 1 || !call_compiled(&result)) result = interpret(entry);
        native_depth--;
    }
    sp = fpos;
    return s == CallSetup::Error ? Value::empty() : result;
}

// A script function native code calls (VM::call), whose own trees the JIT
// has (see Jit::function_entry) and whose call counter ran out (VM::call
// checked both; a call the JIT would not look at yet goes to the
// interpreter's call_entered, and is counted there): its code runs from
// here, without an activation of the interpreter's loop for a call that
// returns natively (a map()'s or a host's callback: that activation's
// start was a tenth of such a call). True with *result set when it
// returned; false when the interpreter is to run the frame (from its
// start, or where an exit left it, recording, or raising).
bool VM::call_compiled(Value* result) {
    Frame* f = &frames.back();
    CodeObj* code = f->code;
    jit::Jit* jit = jit_engine.get();
    if (f->constructs || attention.load(std::memory_order_relaxed) || jit->recording()) return false;
    code->jit_counter[0]--;
    jit::Jit::Next next;
    try {
        next = jit->function_entry(f, &code->jit_counter[0]);
    } catch (const std::bad_alloc&) {
        next = jit::Jit::Next::Interpret; // the interpreter's loop turns its own into MemoryError
    }
    switch (next) {
    case jit::Jit::Next::Return:
        *result = f->base[-1];
        sp = f->base - 1;
        frames.pop_back();
        return true;
    case jit::Jit::Next::Record: resume_record = true; return false;
    case jit::Jit::Next::Raise: resume_throw = true; return false;
    case jit::Jit::Next::Interpret: return false;
    }
    return false;
}

Value VM::run_code(CodeObj* code, DictObj* globals) {
    Value* base = sp;
    if (!check_frame_room(*this, base, code)) return Value::empty();
    for (int i = 0; i < code->nslots; i++) base[i] = Value::empty();
    frames.push_back(Frame{nullptr, code, code->proto->code.data(), base, base + code->nslots, globals, true,
                           false, (uint32_t)handling.size()});
    Value* saved = sp;
    Value r = interpret();
    sp = saved;
    // A program's (or a host's script's) end: a loop watched across its
    // function's calls goes to the compiler now, not never.
    if (jit_engine && frames.empty()) jit_engine->end_of_run();
    return r;
}

std::string callable_str(VM& vm, Value callee) {
    if (is_kind(callee, Kind::BoundMethod)) callee = static_cast<BoundMethodObj*>(callee.o)->func;
    if (is_kind(callee, Kind::Native)) {
        auto* n = static_cast<NativeObj*>(callee.o);
        return n->owner ? fmt::format("{}.{}()", n->owner->name->data, n->name) : fmt::format("{}()", n->name);
    }
    std::string qualname, module;
    if (is_kind(callee, Kind::Function)) {
        auto* f = static_cast<FunctionObj*>(callee.o);
        qualname = f->code->proto->qualname;
        Value m = f->globals ? dict_get_str(f->globals, vm.intern("__name__")) : Value::empty();
        if (is_str(m)) module = as_str(m)->view();
    } else if (is_kind(callee, Kind::Type)) {
        auto* t = static_cast<TypeObj*>(callee.o);
        qualname = (t->qualname ? t->qualname : t->name)->view();
        // Its __module__ as str() gives it (CPython's _PyObject_FunctionStr), unless None.
        Value m = type_module(vm, t);
        if (is_str(m)) {
            module = as_str(m)->view();
        } else if (!m.is_none()) {
            ExceptionObj* saved = vm.exc;
            vm.exc = nullptr;
            if (!str_into(vm, m, module)) module.clear();
            vm.exc = saved;
        }
    } else {
        std::string out;
        ExceptionObj* saved = vm.exc;
        vm.exc = nullptr;
        if (!str_into(vm, callee, out)) out = vm.type_name(callee);
        vm.exc = saved;
        return out;
    }
    if (module.empty() || module == "builtins") return qualname + "()";
    return module + "." + qualname + "()";
}

} // namespace kiln
