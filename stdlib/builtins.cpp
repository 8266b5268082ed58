// Builtin functions: print, len, the type constructors, sorted, min/max, ...
// Each follows CPython 3.11's behaviour and error messages.
#include <cfenv>
#include <cmath>
#include <cstdio>

#include "../vm/generator.hpp"
#include "../lang/lexer.hpp"
#include "../vm/call.hpp"
#include "../vm/class.hpp"
#include "../vm/collections.hpp"
#include "../vm/dict.hpp"
#include "../vm/dunder.hpp"
#include "../vm/ops.hpp"
#include "../vm/range.hpp"
#include "../vm/type_hints.hpp"
#include "args.hpp"
#include "modules.hpp"
#include "number_parse.hpp"
#include "stdlib.hpp"

namespace kiln {

namespace {

// ---------------------------------------------------------------- output and input

Value b_print(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!check_kwargs(vm, "print", kw, {"sep", "end", "file", "flush"})) return Value::empty();
    std::string sep = " ", end = "\n";
    Value s = kwarg(kw, "sep"), e = kwarg(kw, "end"), file = kwarg(kw, "file");
    if (!s.is_empty() && !s.is_none()) {
        if (!is_str(s)) return vm.raisef(vm.e_TypeError, "sep must be None or a string, not {}", vm.type_name(s));
        sep = as_str(s)->view();
    }
    if (!e.is_empty() && !e.is_none()) {
        if (!is_str(e)) return vm.raisef(vm.e_TypeError, "end must be None or a string, not {}", vm.type_name(e));
        end = as_str(e)->view();
    }
    Value flush = kwarg(kw, "flush");
    if (!file.is_empty() && !file.is_none()) {
        // Any object with write(), called for each piece as CPython does
        // (sys.stdout, sys.stderr, a class of the script's).
        Rooted method(vm, getattr(vm, file, vm.intern("write")));
        if (method.get().is_empty()) return Value::empty();
        auto write = [&](std::string_view piece) {
            Value text = vm.str(piece);
            Rooted keep(vm, text);
            return !vm.call(method.get(), &text, 1).is_empty();
        };
        for (int i = 0; i < nargs; i++) {
            std::string piece;
            if ((i && !write(sep)) || !str_into(vm, args[i], piece) || !write(piece)) return Value::empty();
        }
        if (!write(end)) return Value::empty();
        int t = flush.is_empty() ? 0 : truthy(vm, flush);
        if (t < 0) return Value::empty();
        if (t) {
            method.set(getattr(vm, file, vm.intern("flush")));
            if (method.get().is_empty() || vm.call(method.get(), nullptr, 0).is_empty()) return Value::empty();
        }
        return Value::none();
    }
    std::string out;
    for (int i = 0; i < nargs; i++) {
        if (i) out += sep;
        if (!str_into(vm, args[i], out)) return Value::empty();
    }
    out += end;
    if (!vm.write(out)) return Value::empty();
    int t = vm.line_buffered && out.find('\n') != std::string::npos;
    if (!t && !flush.is_empty() && (t = truthy(vm, flush)) < 0) return Value::empty();
    if (t && !vm.flush()) return Value::empty();
    return Value::none();
}

Value b_input(VM& vm, Value* args, int nargs, KwArgs) {
    if (!check_nargs(vm, "input", nargs, 0, 1)) return Value::empty();
    if (nargs == 1) {
        std::string prompt;
        if (!str_into(vm, args[0], prompt)) return Value::empty();
        if (!vm.write(prompt)) return Value::empty();
    }
    // CPython's input() ignores a failed flush (the text stays); what the
    // host's output callback threw is raised, as print() would.
    if (vm.flush_quietly() == VM::kOutputThrew) {
        vm.raise_output_error(VM::kOutputThrew);
        return Value::empty();
    }
    // The host decides where input comes from; by default there is none.
    std::optional<std::string> line;
    try {
        if (vm.read_line) line = vm.read_line();
    } catch (...) {
        return raise_host_exception(vm, std::current_exception(), "Config::input");
    }
    if (!line) return vm.raise(vm.e_EOFError, "EOF when reading a line");
    if (!line->empty() && line->back() == '\r') line->pop_back();
    return vm.str(*line);
}

// ---------------------------------------------------------------- basic queries

Value b_len(VM& vm, Value* args, int nargs, KwArgs) {
    if (!check_nargs(vm, "len", nargs, 1, 1)) return Value::empty();
    Value v = args[0];
    if (v.tag == Tag::Obj) {
        switch (v.o->kind) {
        case Kind::Str: return Value::integer((int64_t)as_str(v)->nchars);
        case Kind::List: return Value::integer((int64_t)as_list(v)->size());
        case Kind::Tuple: return Value::integer((int64_t)as_tuple(v)->size);
        case Kind::Dict: return Value::integer((int64_t)as_dict(v)->used);
        case Kind::Set: case Kind::FrozenSet: return Value::integer((int64_t) static_cast<SetObj*>(v.o)->used);
        case Kind::Range: {
            int64_t n;
            if (!range_len(vm, static_cast<RangeObj*>(v.o), &n)) return Value::empty();
            return Value::integer(n);
        }
        case Kind::DictView: return Value::integer((int64_t) static_cast<DictViewObj*>(v.o)->dict->used);
        case Kind::Deque: return Value::integer((int64_t) static_cast<DequeObj*>(v.o)->len);
        default: break;
        }
    }
    if (is_py_instance(vm, v)) {
        bool missing = false;
        int64_t n = dunder_len(vm, v, &missing);
        if (!missing) return n < 0 ? Value::empty() : Value::integer(n);
    }
    return vm.raisef(vm.e_TypeError, "object of type '{}' has no len()", vm.type_name(v));
}

Value b_repr(VM& vm, Value* args, int nargs, KwArgs) {
    if (!check_nargs(vm, "repr", nargs, 1, 1)) return Value::empty();
    return repr(vm, args[0]);
}

Value b_hash(VM& vm, Value* args, int nargs, KwArgs) {
    if (!check_nargs(vm, "hash", nargs, 1, 1)) return Value::empty();
    int64_t h;
    if (!hash_value(vm, args[0], &h)) return Value::empty();
    return Value::integer(h);
}

Value b_id(VM& vm, Value* args, int nargs, KwArgs) {
    if (!check_nargs(vm, "id", nargs, 1, 1)) return Value::empty();
    Value v = args[0];
    if (v.tag == Tag::Obj) return Value::integer((int64_t)(uintptr_t)v.o);
    int64_t h;
    hash_value(vm, v, &h);
    return Value::integer(h);
}

bool is_callable(VM& vm, Value v) {
    bool c = v.tag == Tag::Obj && (v.o->kind == Kind::Function || v.o->kind == Kind::Native ||
                                   v.o->kind == Kind::BoundMethod || v.o->kind == Kind::Type ||
                                   v.o->kind == Kind::StaticMethod || v.o->kind == Kind::GenericAlias);
    if (!c && is_py_instance(vm, v)) c = !find_special(vm, v, Dunder::call_).is_empty();
    return c;
}

Value b_callable(VM& vm, Value* args, int nargs, KwArgs) {
    if (!check_nargs(vm, "callable", nargs, 1, 1)) return Value::empty();
    return Value::boolean(is_callable(vm, args[0]));
}

Value b_isinstance(VM& vm, Value* args, int nargs, KwArgs) {
    if (!check_nargs(vm, "isinstance", nargs, 2, 2)) return Value::empty();
    int r = type_hint_isinstance(vm, args[0], args[1]);
    return r < 0 ? Value::empty() : Value::boolean(r);
}

Value b_issubclass(VM& vm, Value* args, int nargs, KwArgs) {
    if (!check_nargs(vm, "issubclass", nargs, 2, 2)) return Value::empty();
    int r = type_hint_issubclass(vm, args[0], args[1]);
    return r < 0 ? Value::empty() : Value::boolean(r);
}

Value b_getattr(VM& vm, Value* args, int nargs, KwArgs) {
    if (!check_nargs(vm, "getattr", nargs, 2, 3)) return Value::empty();
    if (!is_str(args[1]))
        return vm.raisef(vm.e_TypeError, "attribute name must be string, not '{}'", vm.type_name(args[1]));
    Value r = getattr(vm, args[0], vm.intern(as_str(args[1])->view()));
    if (r.is_empty() && nargs == 3 && vm.isinstance(Value::object(vm.exc), vm.e_AttributeError)) {
        vm.exc = nullptr;
        return args[2];
    }
    return r;
}

// globals(): the dict of the calling frame's module (the frame a builtin
// runs in is the interpreter's top one; traces do not record this call).
Value b_globals(VM& vm, Value*, int nargs, KwArgs) {
    if (!check_nargs(vm, "globals", nargs, 0, 0)) return Value::empty();
    if (vm.frames.empty()) return vm.raise(vm.e_RuntimeError, "globals(): no frame");
    return Value::object(vm.frames.back().globals);
}

// vars(obj): obj.__dict__ (vars() with no argument is locals(): refused).
Value b_vars(VM& vm, Value* args, int nargs, KwArgs) {
    if (nargs == 0) return vm.raise(vm.e_NotImplementedError, "vars() without an argument is not supported by kiln yet");
    if (!check_nargs(vm, "vars", nargs, 1, 1)) return Value::empty();
    Value d = getattr(vm, args[0], vm.intern("__dict__"));
    if (d.is_empty() && vm.isinstance(Value::object(vm.exc), vm.e_AttributeError)) {
        vm.exc = nullptr;
        return vm.raise(vm.e_TypeError, "vars() argument must have __dict__ attribute");
    }
    return d;
}

// CPython builtins kiln does not have: a clear refusal naming them rather
// than a NameError.
#define KILN_REFUSED_BUILTIN(name)                                                                  \
    Value b_refused_##name(VM& vm, Value*, int, KwArgs) {                                            \
        return vm.raise(vm.e_NotImplementedError, "the builtin " #name "() is not supported by kiln yet"); \
    }
KILN_REFUSED_BUILTIN(locals)
KILN_REFUSED_BUILTIN(dir)
KILN_REFUSED_BUILTIN(eval)
KILN_REFUSED_BUILTIN(exec)
KILN_REFUSED_BUILTIN(compile)
KILN_REFUSED_BUILTIN(open)
KILN_REFUSED_BUILTIN(breakpoint)
KILN_REFUSED_BUILTIN(help)
KILN_REFUSED_BUILTIN(aiter)
KILN_REFUSED_BUILTIN(anext)
KILN_REFUSED_BUILTIN(slice)
KILN_REFUSED_BUILTIN(copyright)
KILN_REFUSED_BUILTIN(credits)
KILN_REFUSED_BUILTIN(license)
#undef KILN_REFUSED_BUILTIN

Value b_setattr(VM& vm, Value* args, int nargs, KwArgs) {
    if (!check_nargs(vm, "setattr", nargs, 3, 3)) return Value::empty();
    if (!is_str(args[1]))
        return vm.raisef(vm.e_TypeError, "attribute name must be string, not '{}'", vm.type_name(args[1]));
    if (!setattr(vm, args[0], vm.intern(as_str(args[1])->view()), args[2])) return Value::empty();
    return Value::none();
}

Value b_delattr(VM& vm, Value* args, int nargs, KwArgs) {
    if (!check_nargs(vm, "delattr", nargs, 2, 2)) return Value::empty();
    if (!is_str(args[1]))
        return vm.raisef(vm.e_TypeError, "attribute name must be string, not '{}'", vm.type_name(args[1]));
    if (!delattr(vm, args[0], vm.intern(as_str(args[1])->view()))) return Value::empty();
    return Value::none();
}

Value b_hasattr(VM& vm, Value* args, int nargs, KwArgs) {
    if (!check_nargs(vm, "hasattr", nargs, 2, 2)) return Value::empty();
    if (!is_str(args[1]))
        return vm.raisef(vm.e_TypeError, "attribute name must be string, not '{}'", vm.type_name(args[1]));
    Value r = getattr(vm, args[0], vm.intern(as_str(args[1])->view()));
    if (r.is_empty()) {
        if (!vm.isinstance(Value::object(vm.exc), vm.e_AttributeError)) return Value::empty();
        vm.exc = nullptr;
        return Value::boolean(false);
    }
    return Value::boolean(true);
}

// ---------------------------------------------------------------- numbers

Value b_abs(VM& vm, Value* args, int nargs, KwArgs) {
    if (!check_nargs(vm, "abs", nargs, 1, 1)) return Value::empty();
    Value v = args[0];
    if (is_integer(v)) return int_abs(vm, v);
    if (v.is_float()) return Value::number(std::fabs(v.f));
    if (is_py_instance(vm, v)) {
        Value r = call_dunder(vm, v, Dunder::abs_, nullptr, 0);
        if (!r.is_empty() || vm.exc) return r;
    }
    return vm.raisef(vm.e_TypeError, "bad operand type for abs(): '{}'", vm.type_name(v));
}

Value b_divmod(VM& vm, Value* args, int nargs, KwArgs) {
    if (!check_nargs(vm, "divmod", nargs, 2, 2)) return Value::empty();
    Value a = args[0], b = args[1];
    if (a.is_intlike() && b.is_intlike()) {
        if (b.as_int() == 0) return vm.raise(vm.e_ZeroDivisionError, "integer division or modulo by zero");
        Value q = int_floordiv(vm, a.as_int(), b.as_int());
        if (q.is_empty()) return q;
        Value m = int_mod(vm, a.as_int(), b.as_int());
        return vm.tuple({q, m});
    }
    if (is_integer(a) && is_integer(b)) return int_divmod(vm, a, b);
    if (is_numeric(a) && is_numeric(b)) {
        double x, y;
        if (!number_to_double(vm, a, &x) || !number_to_double(vm, b, &y)) return Value::empty();
        if (y == 0) return vm.raise(vm.e_ZeroDivisionError, "float divmod()");
        return vm.tuple({Value::number(float_floordiv(x, y)), Value::number(float_mod(x, y))});
    }
    return vm.raisef(vm.e_TypeError, "unsupported operand type(s) for divmod(): '{}' and '{}'", vm.type_name(a),
                     vm.type_name(b));
}

int64_t mulmod(int64_t a, int64_t b, int64_t m) { return (int64_t)((__int128)a * b % m); }

Value b_pow(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!check_kwargs(vm, "pow", kw, {"base", "exp", "mod"})) return Value::empty();
    Value base = nargs > 0 ? args[0] : kwarg(kw, "base");
    Value exp = nargs > 1 ? args[1] : kwarg(kw, "exp");
    Value mod = nargs > 2 ? args[2] : kwarg(kw, "mod");
    if (base.is_empty() || exp.is_empty() || nargs > 3)
        return vm.raisef(vm.e_TypeError, "pow() takes from 2 to 3 positional arguments but {} were given", nargs);
    if (mod.is_empty() || mod.is_none()) return binary_op(vm, Op::Pow, base, exp);
    if (!is_integer(base) || !is_integer(exp) || !is_integer(mod))
        return vm.raise(vm.e_TypeError, "pow() 3rd argument not allowed unless all arguments are integers");
    if (!base.is_intlike() || !exp.is_intlike() || !mod.is_intlike() || mod.as_int() == INT64_MIN ||
        exp.as_int() == INT64_MIN)
        return int_pow_mod(vm, base, exp, mod);
    int64_t b = base.as_int(), e = exp.as_int(), m = mod.as_int();
    if (m == 0) return vm.raise(vm.e_ValueError, "pow() 3rd argument cannot be 0");
    bool neg_mod = m < 0;
    int64_t am = neg_mod ? -m : m;
    int64_t r = 1 % am;
    int64_t x = b % am;
    if (x < 0) x += am;
    if (e < 0) {
        // Modular inverse by the extended Euclidean algorithm.
        int64_t g = am, a = x, s0 = 0, s1 = 1;
        while (a) {
            int64_t q = g / a;
            std::tie(g, a) = std::make_pair(a, g - q * a);
            std::tie(s0, s1) = std::make_pair(s1, s0 - q * s1);
        }
        if (g != 1) return vm.raise(vm.e_ValueError, "base is not invertible for the given modulus");
        x = s0 % am;
        if (x < 0) x += am;
        e = -e;
    }
    while (e > 0) {
        if (e & 1) r = mulmod(r, x, am);
        x = mulmod(x, x, am);
        e >>= 1;
    }
    if (neg_mod && r != 0) r -= am;
    return Value::integer(r);
}

Value round_half_even(VM& vm, double x) {
    if (std::isnan(x)) return vm.raise(vm.e_ValueError, "cannot convert float NaN to integer");
    if (std::isinf(x)) return vm.raise(vm.e_OverflowError, "cannot convert float infinity to integer");
    double r = std::nearbyint(x); // the default rounding mode rounds half to even
    return int_from_double(vm, r);
}

Value b_round(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!check_kwargs(vm, "round", kw, {"number", "ndigits"})) return Value::empty();
    Value x = nargs > 0 ? args[0] : kwarg(kw, "number");
    Value nd = nargs > 1 ? args[1] : kwarg(kw, "ndigits");
    if (x.is_empty() || nargs > 2) return vm.raise(vm.e_TypeError, "round() missing required argument 'number' (pos 1)");
    bool has_nd = !nd.is_empty() && !nd.is_none();
    int64_t n = 0;
    if (has_nd && !is_integer(nd))
        return vm.raisef(vm.e_TypeError, "'{}' object cannot be interpreted as an integer", vm.type_name(nd));
    // A big ndigits clamps (as CPython's float rounding does; an int only cares about its sign).
    if (has_nd) n = int_clamp(nd);
    if (is_integer(x)) {
        if (!has_nd || n >= 0) return is_bigint(x) ? x : Value::integer(x.as_int());
        return int_round_negative(vm, x, nd); // half to even
    }
    if (!x.is_float()) return vm.raisef(vm.e_TypeError, "type {} doesn't define __round__ method", vm.type_name(x));
    double d = x.f;
    if (!has_nd) return round_half_even(vm, d);
    if (!std::isfinite(d) || d == 0) return Value::number(d);
    if (n > 323) return Value::number(d);
    if (n < -308) return Value::number(std::copysign(0.0, d));
    if (n >= 0) {
        // Correctly rounded: print with n decimals (glibc rounds the exact binary value
        // half-to-even), then read back.
        char buf[512];
        std::snprintf(buf, sizeof buf, "%.*f", (int)n, d);
        return Value::number(std::strtod(buf, nullptr));
    }
    double p = std::pow(10.0, (double)-n);
    double y = d / p;
    double z = std::nearbyint(y);
    double r = z * p;
    if (std::isinf(r)) return vm.raise(vm.e_OverflowError, "rounded value too large to represent");
    return Value::number(r);
}

Value int_to_base(VM& vm, Value v, int base, const char* prefix) {
    if (is_bigint(v)) return vm.str(int_to_base(v, base, prefix));
    int64_t i;
    if (!int_arg(vm, v, &i)) return Value::empty();
    uint64_t mag = i < 0 ? (uint64_t)0 - (uint64_t)i : (uint64_t)i;
    std::string digits;
    do {
        int d = (int)(mag % base);
        digits += (char)(d < 10 ? '0' + d : 'a' + d - 10);
        mag /= base;
    } while (mag);
    std::string out = i < 0 ? "-" : "";
    out += prefix;
    out.append(digits.rbegin(), digits.rend());
    return vm.str(out);
}

Value b_hex(VM& vm, Value* args, int nargs, KwArgs) {
    if (!check_nargs(vm, "hex", nargs, 1, 1)) return Value::empty();
    return int_to_base(vm, args[0], 16, "0x");
}
Value b_oct(VM& vm, Value* args, int nargs, KwArgs) {
    if (!check_nargs(vm, "oct", nargs, 1, 1)) return Value::empty();
    return int_to_base(vm, args[0], 8, "0o");
}
Value b_bin(VM& vm, Value* args, int nargs, KwArgs) {
    if (!check_nargs(vm, "bin", nargs, 1, 1)) return Value::empty();
    return int_to_base(vm, args[0], 2, "0b");
}

Value b_ord(VM& vm, Value* args, int nargs, KwArgs) {
    if (!check_nargs(vm, "ord", nargs, 1, 1)) return Value::empty();
    if (!is_str(args[0]))
        return vm.raisef(vm.e_TypeError, "ord() expected string of length 1, but {} found", vm.type_name(args[0]));
    StrObj* s = as_str(args[0]);
    if (s->nchars != 1)
        return vm.raisef(vm.e_TypeError, "ord() expected a character, but string of length {} found", s->nchars);
    size_t i = 0;
    return Value::integer(utf8_decode(s->view(), i));
}

Value b_chr(VM& vm, Value* args, int nargs, KwArgs) {
    if (!check_nargs(vm, "chr", nargs, 1, 1)) return Value::empty();
    int64_t i;
    if (!index_arg(vm, args[0], &i, kCIntOverflow)) return Value::empty();
    if (i < 0 || i > 0x10FFFF) return vm.raise(vm.e_ValueError, "chr() arg not in range(0x110000)");
    std::string out;
    utf8_append(out, (uint32_t)i);
    return vm.str(out);
}

// ---------------------------------------------------------------- iteration

// iter(callable, sentinel): CPython's callable_iterator. Each next() calls
// the callable; a result equal to the sentinel (or a StopIteration from
// the call) ends it, and it stays ended (v[0], v[1]: the callable and the
// sentinel, Empty once ended).
Value callable_iter_next(VM& vm, NativeIterObj* it) {
    if (it->v[0].is_empty()) return Value::empty();
    Rooted keep(vm, Value::object(it));
    Value r = vm.call(it->v[0], nullptr, 0);
    if (r.is_empty()) {
        if (vm.exc && vm.is_subtype(vm.exc->type, vm.e_StopIteration)) {
            vm.exc = nullptr;
            it->v[0] = it->v[1] = Value::empty();
        }
        return Value::empty();
    }
    Rooted result(vm, r);
    int eq = same_value(r, it->v[1]) ? 1 : equals(vm, r, it->v[1]);
    if (eq < 0) return Value::empty();
    if (eq) {
        it->v[0] = it->v[1] = Value::empty();
        return Value::empty();
    }
    return result.get();
}

const NativeIterClass kCallableIter{"callable_iterator", callable_iter_next, nullptr, false};

Value b_iter(VM& vm, Value* args, int nargs, KwArgs) {
    if (!check_nargs(vm, "iter", nargs, 1, 2)) return Value::empty();
    if (nargs == 1) return get_iter(vm, args[0]);
    if (!is_callable(vm, args[0])) return vm.raise(vm.e_TypeError, "iter(v, w): v must be callable");
    NativeIterObj* it = vm.new_native_iter(&kCallableIter);
    it->v[0] = args[0];
    it->v[1] = args[1];
    return Value::object(it);
}

Value b_next(VM& vm, Value* args, int nargs, KwArgs) {
    if (!check_nargs(vm, "next", nargs, 1, 2)) return Value::empty();
    Value it = args[0];
    if (!is_iterator(vm, it))
        return vm.raisef(vm.e_TypeError, "'{}' object is not an iterator", vm.type_name(it));
    TupleObj* stop_args = nullptr;
    Value v;
    if (it.o->kind == Kind::Generator) {
        bool returned;
        v = gen_resume(vm, static_cast<GeneratorObj*>(it.o), Value::none(), false, &returned);
        if (v.is_empty()) return v;
        if (!returned) return v;
        if (!v.is_none()) {
            stop_args = vm.new_tuple(1);
            stop_args->items[0] = v;
        }
    } else {
        v = iter_next(vm, it);
        if (!v.is_empty() || vm.exc) return v;
    }
    if (nargs == 2) return args[1];
    return vm.raise_value(vm.new_exception(vm.e_StopIteration, stop_args));
}

Value b_map(VM& vm, Value* args, int nargs, KwArgs) {
    if (nargs < 2) return vm.raise(vm.e_TypeError, "map() must have at least two arguments.");
    auto* m = vm.alloc<MapObj>(Kind::Map);
    Rooted keep(vm, Value::object(m));
    m->func = args[0];
    for (int i = 1; i < nargs; i++) {
        Value it = get_iter(vm, args[i]);
        if (it.is_empty()) return it;
        m->iters.push_back(it);
    }
    return Value::object(m);
}

Value b_filter(VM& vm, Value* args, int nargs, KwArgs) {
    if (nargs != 2) return vm.raisef(vm.e_TypeError, "filter expected 2 arguments, got {}", nargs);
    auto* m = vm.alloc<MapObj>(Kind::Filter);
    Rooted keep(vm, Value::object(m));
    m->func = args[0];
    Value it = get_iter(vm, args[1]);
    if (it.is_empty()) return it;
    m->iters.push_back(it);
    return Value::object(m);
}

Value b_enumerate(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!check_kwargs(vm, "enumerate", kw, {"iterable", "start"})) return Value::empty();
    Value iterable = nargs > 0 ? args[0] : kwarg(kw, "iterable");
    Value start = nargs > 1 ? args[1] : kwarg(kw, "start");
    if (iterable.is_empty()) return vm.raise(vm.e_TypeError, "enumerate() missing required argument 'iterable' (pos 1)");
    Value s = Value::integer(0);
    if (!start.is_empty()) {
        if (!is_integer(start))
            return vm.raisef(vm.e_TypeError, "'{}' object cannot be interpreted as an integer", vm.type_name(start));
        s = start.is_bool() ? Value::integer(start.as_int()) : start;
    }
    Value it = get_iter(vm, iterable);
    if (it.is_empty()) return it;
    auto* e = vm.alloc<EnumerateObj>(Kind::Enumerate);
    e->iter = it;
    e->count = s;
    return Value::object(e);
}

Value b_zip(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (kw.n > 1) return vm.raisef(vm.e_TypeError, "zip() takes at most 1 keyword argument ({} given)", kw.n);
    if (!check_kwargs(vm, "zip", kw, {"strict"})) return Value::empty();
    Value strict = kwarg(kw, "strict");
    int is_strict = 0;
    if (!strict.is_empty() && (is_strict = truthy(vm, strict)) < 0) return Value::empty();
    auto* z = vm.alloc<ZipObj>(Kind::Zip);
    z->strict = is_strict != 0;
    Rooted keep(vm, Value::object(z));
    for (int i = 0; i < nargs; i++) {
        Value it = get_iter(vm, args[i]);
        if (it.is_empty()) {
            if (vm.exc->type == vm.e_TypeError) {
                vm.exc = nullptr;
                return vm.raisef(vm.e_TypeError, "zip argument #{} must support iteration", i + 1);
            }
            return it;
        }
        z->iters.push_back(it);
    }
    return Value::object(z);
}

Value b_reversed(VM& vm, Value* args, int nargs, KwArgs) {
    if (!check_nargs(vm, "reversed", nargs, 1, 1)) return Value::empty();
    Value s = args[0];
    int64_t len;
    if (is_list(s)) len = (int64_t)as_list(s)->size();
    else if (is_tuple(s)) len = (int64_t)as_tuple(s)->size;
    else if (is_str(s)) len = (int64_t)as_str(s)->nchars;
    else if (is_kind(s, Kind::Range)) return range_reversed(vm, static_cast<RangeObj*>(s.o));
    else if (is_kind(s, Kind::Deque)) return deque_iter(vm, static_cast<DequeObj*>(s.o), true);
    else if (is_dict(s)) return dict_iter(vm, as_dict(s), DictPart::Keys, true);
    else if (is_kind(s, Kind::DictView))
        return dict_iter(vm, static_cast<DictViewObj*>(s.o)->dict, static_cast<DictViewObj*>(s.o)->part, true);
    else return vm.raisef(vm.e_TypeError, "'{}' object is not reversible", vm.type_name(s));
    auto* r = vm.alloc<ReversedObj>(Kind::Reversed);
    r->seq = s;
    r->pos = len - 1;
    return Value::object(r);
}

// The items of an iterable one at a time, as CPython's builtins take them:
// any() and all() stop at the first that decides, and an item's own code
// (its __bool__, __add__, __lt__) runs before the next one is made.
// A list or a tuple is read by index, as its iterator would read it (a
// list's length again at each item), without making the iterator.
struct LazyItems {
    VM& vm;
    Rooted iter;
    Value seq; // a list or a tuple (the caller's argument: alive), else Empty
    size_t pos = 0;
    // Takes what it can of a generator's values as they are yielded
    // (GenSink): next() gives only the others.
    GenSink* sink = nullptr;
    explicit LazyItems(VM& vm_) : vm(vm_), iter(vm_, Value::empty()) {}
    bool open(Value iterable) {
        if (is_list(iterable) || is_tuple(iterable)) {
            seq = iterable;
            return true;
        }
        Value it = get_iter(vm, iterable);
        iter.set(it);
        return !it.is_empty();
    }
    // The next item, or Empty at the end (vm.exc set on an error).
    Value next() {
        if (seq.is_empty()) {
            Value it = iter.get();
            if (sink && it.o->kind == Kind::Generator) {
                if (!vm.poll()) return Value::empty();
                return gen_next_through(vm, static_cast<GeneratorObj*>(it.o), sink);
            }
            return iter_next(vm, it);
        }
        if (is_list(seq)) {
            const ListObj* l = as_list(seq);
            return pos < l->size() ? l->item(pos++) : Value::empty();
        }
        const TupleObj* t = as_tuple(seq);
        return pos < t->size ? t->items[pos++] : Value::empty();
    }
};

// min() and max() share everything but the direction. As CPython's: a
// later item replaces the best so far when `item > best` (max) or
// `item < best` (min) is true, the item's comparison method first.
Value min_max(VM& vm, Value* args, int nargs, KwArgs kw, bool is_max) {
    const char* name = is_max ? "max" : "min";
    if (!check_kwargs(vm, name, kw, {"key", "default"})) return Value::empty();
    Value key = kwarg(kw, "key");
    Value def = kwarg(kw, "default");
    if (key.is_none()) key = Value::empty();
    if (nargs == 0) return vm.raisef(vm.e_TypeError, "{} expected at least 1 argument, got 0", name);
    if (nargs > 1 && !def.is_empty())
        return vm.raisef(vm.e_TypeError, "Cannot specify a default for {}() with multiple positional arguments", name);
    LazyItems items(vm);
    if (nargs == 1 && !items.open(args[0])) return Value::empty();
    int pos = 0; // several arguments: the next one's index (they are the caller's, alive)
    auto next = [&]() { return nargs == 1 ? items.next() : pos < nargs ? args[pos++] : Value::empty(); };
    // Kept alive: the key function and the comparisons may run Python code (and collect).
    Rooted best(vm, Value::empty());
    Rooted best_key(vm, Value::empty());
    // Without a key, a generator's ints (or floats) compared with a best
    // of the same type are taken as it yields them; the first one too, so
    // that a generator's body runs with its sink from its first value (a
    // trace recorded there compiles its yield as the sink's).
    struct Sink final : GenSink {
        Rooted& best;
        Rooted& best_key;
        bool is_max;
        Sink(Rooted& b, Rooted& k, bool m) : best(b), best_key(k), is_max(m) {}
        bool accepts(Value v) const override {
            Value b = best.get();
            if (b.is_empty()) return v.is_int() || v.is_float();
            return (v.is_int() && b.is_int()) || (v.is_float() && b.is_float());
        }
        void take(Value v) override {
            Value b = best.get();
            bool better = b.is_empty() ||
                          (v.is_int() ? (is_max ? v.i > b.i : v.i < b.i) : (is_max ? v.f > b.f : v.f < b.f));
            if (better) best.set(v), best_key.set(v);
        }
    } sink(best, best_key, is_max);
    if (nargs == 1 && key.is_empty()) items.sink = &sink;
    Value first = next();
    if (first.is_empty()) {
        if (vm.exc) return first;
        if (!best.get().is_empty()) return best.get(); // the sink took every item
        if (!def.is_empty()) return def;
        return vm.raisef(vm.e_ValueError, "{}() arg is an empty sequence", name);
    }
    // A first item the sink did not take is compared with those it took.
    bool pending = !best.get().is_empty();
    if (!pending) {
        best.set(first);
        best_key.set(first);
    }
    if (!key.is_empty()) {
        Value k = vm.call(key, &first, 1);
        if (k.is_empty()) return k;
        best_key.set(k);
    }
    Rooted held(vm, first);
    while (true) {
        Value v = pending ? held.get() : next();
        pending = false;
        if (v.is_empty()) {
            if (vm.exc) return v;
            return best.get();
        }
        Rooted item(vm, v);
        Rooted item_key(vm, v);
        if (!key.is_empty()) {
            Value k = vm.call(key, &v, 1);
            if (k.is_empty()) return k;
            item_key.set(k);
        }
        Value c = compare(vm, is_max ? CmpOp::Gt : CmpOp::Lt, item_key.get(), best_key.get());
        if (c.is_empty()) return c;
        int better = truthy(vm, c);
        if (better < 0) return Value::empty();
        if (better) {
            best.set(v);
            best_key.set(item_key.get());
        }
    }
}

Value b_max(VM& vm, Value* args, int nargs, KwArgs kw) { return min_max(vm, args, nargs, kw, true); }
Value b_min(VM& vm, Value* args, int nargs, KwArgs kw) { return min_max(vm, args, nargs, kw, false); }

Value b_sum(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!check_kwargs(vm, "sum", kw, {"start"})) return Value::empty();
    if (nargs < 1 || nargs > 2)
        return vm.raisef(vm.e_TypeError, "sum() takes at most 2 arguments ({} given)", nargs);
    Value acc = nargs > 1 ? args[1] : kwarg(kw, "start");
    if (acc.is_empty()) acc = Value::integer(0);
    if (is_str(acc)) return vm.raise(vm.e_TypeError, "sum() can't sum strings [use ''.join(seq) instead]");
    Rooted keep(vm, acc);
    LazyItems items(vm);
    if (!items.open(args[0])) return Value::empty();
    // A generator's ints and floats added where the loop below adds them
    // without Python code (and without a big int).
    struct Sink final : GenSink {
        Value& acc;
        explicit Sink(Value& a) : acc(a) {}
        bool accepts(Value v) const override {
            int64_t r;
            return (acc.is_int() && v.is_int() && !__builtin_add_overflow(acc.i, v.i, &r)) ||
                   (acc.is_float() && v.is_float());
        }
        void take(Value v) override { acc = acc.is_int() ? Value::integer(acc.i + v.i) : Value::number(acc.f + v.f); }
    } sink(acc);
    items.sink = &sink;
    while (true) {
        Value v = items.next();
        if (v.is_empty()) return vm.exc ? v : acc;
        if (acc.is_int() && v.is_int()) {
            int64_t r;
            if (!__builtin_add_overflow(acc.i, v.i, &r)) {
                acc = Value::integer(r);
                continue;
            }
        }
        if (acc.is_float() && v.is_float()) {
            acc = Value::number(acc.f + v.f);
            continue;
        }
        acc = binary_op(vm, Op::Add, acc, v);
        if (acc.is_empty()) return acc;
        keep.set(acc);
    }
}

// any() and all() over a generator: the values whose truth needs no Python
// code and does not end the loop are taken as it yields them.
struct TruthSink final : GenSink {
    bool ends_on; // any(): a true value ends it; all(): a false one
    explicit TruthSink(bool e) : ends_on(e) {}
    bool accepts(Value v) const override {
        int t;
        if (v.is_bool() || v.is_int()) t = v.i != 0;
        else if (v.is_float()) t = v.f != 0.0;
        else if (v.is_none()) t = 0;
        else if (is_str(v)) t = as_str(v)->nbytes != 0;
        else return false;
        return (t != 0) != ends_on;
    }
    void take(Value) override {}
};

Value b_any(VM& vm, Value* args, int nargs, KwArgs) {
    if (!check_nargs(vm, "any", nargs, 1, 1)) return Value::empty();
    LazyItems items(vm);
    if (!items.open(args[0])) return Value::empty();
    TruthSink sink(true);
    items.sink = &sink;
    while (true) {
        Value v = items.next();
        if (v.is_empty()) return vm.exc ? v : Value::boolean(false);
        int t = truthy(vm, v);
        if (t < 0) return Value::empty();
        if (t) return Value::boolean(true);
    }
}

Value b_all(VM& vm, Value* args, int nargs, KwArgs) {
    if (!check_nargs(vm, "all", nargs, 1, 1)) return Value::empty();
    LazyItems items(vm);
    if (!items.open(args[0])) return Value::empty();
    TruthSink sink(false);
    items.sink = &sink;
    while (true) {
        Value v = items.next();
        if (v.is_empty()) return vm.exc ? v : Value::boolean(true);
        int t = truthy(vm, v);
        if (t < 0) return Value::empty();
        if (!t) return Value::boolean(false);
    }
}

Value b_sorted(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (nargs != 1) {
        if (nargs == 0) return vm.raise(vm.e_TypeError, "sorted expected 1 argument, got 0");
        return vm.raisef(vm.e_TypeError, "sorted expected 1 argument, got {}", nargs);
    }
    ListObj* l = vm.new_list();
    Rooted keep(vm, Value::object(l));
    if (!collect_iterable(vm, args[0], l->values())) return Value::empty();
    Value sort = dict_get_str(vm.t_list->dict, vm.intern("sort"));
    Value self = Value::object(l);
    Value r = vm.call(sort, &self, 1, kw);
    if (r.is_empty()) return r;
    return self;
}

// ---------------------------------------------------------------- type constructors
// args[0] is the type being called.

Value t_int_ctor(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!check_kwargs(vm, "int", kw, {"base"})) return Value::empty();
    Value x = nargs > 1 ? args[1] : Value::empty();
    Value base = nargs > 2 ? args[2] : kwarg(kw, "base");
    if (nargs > 3) return vm.raisef(vm.e_TypeError, "int() takes at most 2 arguments ({} given)", nargs - 1);
    if (x.is_empty()) {
        if (!base.is_empty()) return vm.raise(vm.e_TypeError, "int() missing string argument");
        return Value::integer(0);
    }
    if (!base.is_empty()) {
        if (!is_integer(base))
            return vm.raisef(vm.e_TypeError, "'{}' object cannot be interpreted as an integer", vm.type_name(base));
        int64_t b = int_clamp(base);
        if (!is_str(x)) return vm.raise(vm.e_TypeError, "int() can't convert non-string with explicit base");
        if (b != 0 && (b < 2 || b > 36)) return vm.raise(vm.e_ValueError, "int() base must be >= 2 and <= 36, or 0");
        return parse_int(vm, as_str(x), (int)b);
    }
    if (x.is_intlike()) return Value::integer(x.as_int());
    if (is_bigint(x)) return x;
    if (x.is_float()) {
        double d = x.f;
        if (std::isnan(d)) return vm.raise(vm.e_ValueError, "cannot convert float NaN to integer");
        if (std::isinf(d)) return vm.raise(vm.e_OverflowError, "cannot convert float infinity to integer");
        return int_from_double(vm, std::trunc(d));
    }
    if (is_str(x)) return parse_int(vm, as_str(x), 10);
    return vm.raisef(vm.e_TypeError, "int() argument must be a string, a bytes-like object or a real number, not '{}'",
                     vm.type_name(x));
}

Value t_float_ctor(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (kw.n) return vm.raise(vm.e_TypeError, "float() takes no keyword arguments");
    if (nargs > 2) return vm.raisef(vm.e_TypeError, "float expected at most 1 argument, got {}", nargs - 1);
    if (nargs == 1) return Value::number(0.0);
    Value x = args[1];
    if (x.is_number()) return Value::number(x.as_double());
    if (is_bigint(x)) {
        double d;
        if (!int_to_double(vm, x, &d)) return Value::empty();
        return Value::number(d);
    }
    if (is_str(x)) return parse_float(vm, as_str(x));
    return vm.raisef(vm.e_TypeError, "float() argument must be a string or a real number, not '{}'", vm.type_name(x));
}

Value t_str_ctor(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (kw.n) return vm.raise(vm.e_NotImplementedError, "str() with encoding arguments is not supported by kiln yet");
    if (nargs > 2) return vm.raisef(vm.e_TypeError, "str expected at most 1 argument, got {}", nargs - 1);
    if (nargs == 1) return vm.str("");
    return to_str(vm, args[1]);
}

Value t_bool_ctor(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (kw.n) return vm.raise(vm.e_TypeError, "bool() takes no keyword arguments");
    if (nargs > 2) return vm.raisef(vm.e_TypeError, "bool expected at most 1 argument, got {}", nargs - 1);
    if (nargs == 1) return Value::boolean(false);
    int t = truthy(vm, args[1]);
    if (t < 0) return Value::empty();
    return Value::boolean(t);
}

Value t_list_ctor(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (kw.n) return vm.raise(vm.e_TypeError, "list() takes no keyword arguments");
    if (nargs > 2) return vm.raisef(vm.e_TypeError, "list expected at most 1 argument, got {}", nargs - 1);
    ListObj* l = vm.new_list();
    if (nargs == 2) {
        Rooted keep(vm, Value::object(l));
        if (!collect_iterable(vm, args[1], l->values())) return Value::empty();
    }
    return Value::object(l);
}

Value t_tuple_ctor(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (kw.n) return vm.raise(vm.e_TypeError, "tuple() takes no keyword arguments");
    if (nargs > 2) return vm.raisef(vm.e_TypeError, "tuple expected at most 1 argument, got {}", nargs - 1);
    if (nargs == 1) return Value::object(vm.new_tuple(0));
    if (is_tuple(args[1]) && !args[1].o->flavour) return args[1]; // a namedtuple's items make a tuple
    ValueVec items;
    if (!collect_iterable(vm, args[1], items)) return Value::empty();
    TupleObj* t = vm.new_tuple(items.size());
    for (size_t i = 0; i < items.size(); i++) t->items[i] = items[i];
    return Value::object(t);
}

Value t_dict_ctor(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (nargs > 2) return vm.raisef(vm.e_TypeError, "dict expected at most 1 argument, got {}", nargs - 1);
    DictObj* d = vm.new_dict();
    Rooted keep(vm, Value::object(d));
    if (nargs == 2) {
        if (!update_dict(vm, d, args[1])) return Value::empty();
    }
    for (int i = 0; i < kw.n; i++)
        if (!dict_set(vm, d, kw.names[i], kw.values[i])) return Value::empty();
    return Value::object(d);
}

Value t_range_ctor(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (kw.n) return vm.raise(vm.e_TypeError, "range() takes no keyword arguments");
    int n = nargs - 1;
    if (n < 1 || n > 3) {
        if (n < 1) return vm.raise(vm.e_TypeError, "range expected at least 1 argument, got 0");
        return vm.raisef(vm.e_TypeError, "range expected at most 3 arguments, got {}", n);
    }
    Value v[3];
    for (int i = 0; i < n; i++) {
        Value a = args[1 + i];
        if (!is_integer(a))
            return vm.raisef(vm.e_TypeError, "'{}' object cannot be interpreted as an integer", vm.type_name(a));
        v[i] = a.is_bool() ? Value::integer(a.as_int()) : a;
    }
    Value start = n == 1 ? Value::integer(0) : v[0], stop = n == 1 ? v[0] : v[1];
    Value step = n == 3 ? v[2] : Value::integer(1);
    if (step.is_int() && step.i == 0) return vm.raise(vm.e_ValueError, "range() arg 3 must not be zero");
    return make_range(vm, start, stop, step);
}

Value t_type_ctor(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (nargs == 2 && kw.n == 0) return Value::object(vm.type_of(args[1]));
    if (nargs == 4) return vm.raise(vm.e_NotImplementedError, "type() with three arguments is not supported by kiln yet");
    return vm.raise(vm.e_TypeError, "type() takes 1 or 3 arguments");
}


} // namespace

// The builtin types kiln does not have: they exist (so isinstance(x, bytes)
// is False, as it is for every kiln value) but cannot be made.
Value t_refused_ctor(VM& vm, Value* args, int, KwArgs) {
    return vm.raisef(vm.e_NotImplementedError, "the '{}' type is not supported by kiln yet",
                     static_cast<TypeObj*>(args[0].o)->name->data);
}

void install_builtins(VM& vm) {
    struct Entry {
        const char* name;
        NativeFn fn;
        bool kw;
    };
    static const Entry functions[] = {
        {"print", b_print, true},         {"input", b_input, false},       {"len", b_len, false},
        {"repr", b_repr, false},          {"hash", b_hash, false},         {"id", b_id, false},
        {"callable", b_callable, false},  {"isinstance", b_isinstance, false}, {"issubclass", b_issubclass, false},
        {"getattr", b_getattr, false},    {"hasattr", b_hasattr, false},   {"abs", b_abs, false},
        {"divmod", b_divmod, false},      {"pow", b_pow, true},            {"round", b_round, true},
        {"hex", b_hex, false},            {"oct", b_oct, false},           {"bin", b_bin, false},
        {"ord", b_ord, false},            {"chr", b_chr, false},           {"iter", b_iter, false},
        {"next", b_next, false},          {"enumerate", b_enumerate, true}, {"zip", b_zip, true},
        {"reversed", b_reversed, false},  {"max", b_max, true},            {"min", b_min, true},
        {"sum", b_sum, true},             {"any", b_any, false},           {"all", b_all, false},
        {"sorted", b_sorted, true},       {"setattr", b_setattr, false},   {"delattr", b_delattr, false},
        {"map", b_map, false},            {"filter", b_filter, false},
        {"globals", b_globals, false},    {"vars", b_vars, false},         {"exit", sys_exit, false},
        {"quit", sys_exit, false},
        {"locals", b_refused_locals, true}, {"dir", b_refused_dir, true}, {"eval", b_refused_eval, true},
        {"exec", b_refused_exec, true},   {"compile", b_refused_compile, true}, {"open", b_refused_open, true},
        {"breakpoint", b_refused_breakpoint, true}, {"help", b_refused_help, true},
        {"aiter", b_refused_aiter, true}, {"anext", b_refused_anext, true}, {"slice", b_refused_slice, true},
        {"copyright", b_refused_copyright, true}, {"credits", b_refused_credits, true},
        {"license", b_refused_license, true},
    };
    for (auto& e : functions)
        dict_set_str(vm, vm.builtins, vm.intern(e.name), Value::object(vm.new_native(e.name, e.fn, e.kw)));

    struct TypeEntry {
        TypeObj* type;
        NativeFn ctor;
    };
    TypeEntry types[] = {
        {vm.t_int, t_int_ctor},     {vm.t_float, t_float_ctor}, {vm.t_str, t_str_ctor},
        {vm.t_bool, t_bool_ctor},   {vm.t_list, t_list_ctor},   {vm.t_tuple, t_tuple_ctor},
        {vm.t_dict, t_dict_ctor},   {vm.t_range, t_range_ctor}, {vm.t_type, t_type_ctor},
    };
    for (auto& t : types) {
        t.type->ctor = t.ctor;
        dict_set_str(vm, vm.builtins, t.type->name, Value::object(t.type));
    }
    dict_set_str(vm, vm.builtins, vm.t_object->name, Value::object(vm.t_object)); // ctor: vm/class.cpp
    dict_set_str(vm, vm.builtins, vm.intern("Ellipsis"), vm.ellipsis);
    dict_set_str(vm, vm.builtins, vm.intern("__debug__"), Value::boolean(true)); // kiln has no -O
    for (const char* name : {"bytes", "bytearray", "memoryview", "complex"}) {
        TypeObj* t = vm.new_type(name, vm.t_object, t_refused_ctor);
        dict_set_str(vm, vm.builtins, t->name, Value::object(t));
    }
}

} // namespace kiln
