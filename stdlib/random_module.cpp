// The `random` module: CPython 3.11's, stream for stream. Invariants:
//  1. Every method draws from the generator exactly as CPython's
//     Lib/random.py and Modules/_randommodule.c do (same number of draws, same
//     arithmetic, same order), so a seeded script prints what python3 prints.
//  2. Where a user's argument meets arithmetic, the generic operators do the
//     work (binary_op, compare), so ints, big ints and floats mix exactly as
//     in CPython and the error messages are CPython's. Internal values stay
//     doubles, and the math functions are libm's, as in CPython.
//  3. Random and SystemRandom are native types whose instances are host
//     objects owning a RandomState; the module-level functions are bound
//     methods of a hidden instance (`_inst`), as in CPython. random() on
//     either path allocates nothing.
//  4. The state holds no heap values: gauss_next is None or a number, so the
//     collector needs nothing from it (setstate refuses anything else).
#include <sys/random.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstring>
#include <memory>
#include <typeinfo>
#include <unordered_set>
#include <vector>

#include "../vm/dict.hpp"
#include "../vm/ops.hpp"
#include "args.hpp"
#include "mersenne_twister.hpp"
#include "modules.hpp"
#include "sha512.hpp"

namespace kiln {

namespace {

// ---------------------------------------------------------------- the generator

constexpr double kTwoPi = 6.283185307179586;  // math.tau
constexpr double kPi = 3.141592653589793;
constexpr double kE = 2.718281828459045;

// Fills `out` from the OS; false if it cannot.
bool os_entropy(void* out, size_t n) {
    auto* p = static_cast<uint8_t*>(out);
    while (n) {
        ssize_t got = getrandom(p, n, 0);
        if (got < 0) {
            if (errno == EINTR) continue;
            return false;
        }
        p += got;
        n -= (size_t)got;
    }
    return true;
}

struct RandomState {
    MersenneTwister mt;
    bool system = false; // SystemRandom: every draw comes from the OS
    Value gauss_next = Value::none();

    uint32_t next() {
        if (system) [[unlikely]] {
            uint32_t r = 0;
            os_entropy(&r, sizeof r);
            return r;
        }
        return mt.next();
    }
    double random() {
        if (system) [[unlikely]] {
            // SystemRandom.random(): 56 bits from the OS, the top 53 kept.
            uint8_t b[7] = {};
            os_entropy(b, sizeof b);
            uint64_t x = 0;
            for (uint8_t c : b) x = (x << 8) | c;
            return (double)(x >> 3) * (1.0 / 9007199254740992.0);
        }
        return mt.random();
    }
    // getrandbits(k) for 0 < k <= 64: the low word first, as CPython fills
    // the words of a long from the least significant.
    uint64_t bits64(int k) {
        if (k <= 32) return next() >> (32 - k);
        uint64_t lo = next();
        uint64_t hi = next() >> (64 - k);
        return lo | hi << 32;
    }
    void bits_mpz(mpz_ptr z, uint64_t k) {
        size_t words = (size_t)((k - 1) / 32 + 1);
        std::vector<uint32_t> w(words);
        uint64_t left = k;
        for (size_t i = 0; i < words; i++, left -= 32) {
            uint32_t r = next();
            if (left < 32) r >>= 32 - left;
            w[i] = r;
        }
        mpz_import(z, words, -1, sizeof(uint32_t), 0, 0, w.data());
    }
    // CPython's random_seed for a non-negative int: its 32-bit words, least
    // significant first (at least one).
    void seed_mpz(mpz_srcptr n) {
        size_t bits = mpz_sizeinbase(n, 2);
        size_t used = mpz_sgn(n) == 0 ? 1 : (bits - 1) / 32 + 1;
        std::vector<uint32_t> key(used, 0);
        size_t count = 0;
        mpz_export(key.data(), &count, -1, sizeof(uint32_t), 0, 0, n);
        mt.init_by_array(key.data(), used);
    }
    void seed_u64(uint64_t n) {
        uint32_t key[2] = {(uint32_t)n, (uint32_t)(n >> 32)};
        mt.init_by_array(key, key[1] ? 2 : 1);
    }
    void seed_from_os() {
        uint32_t key[MersenneTwister::N];
        if (os_entropy(key, sizeof key)) {
            mt.init_by_array(key, MersenneTwister::N);
            return;
        }
        // As CPython: the worst entropy, time and process id.
        auto wall = std::chrono::system_clock::now().time_since_epoch().count();
        auto mono = std::chrono::steady_clock::now().time_since_epoch().count();
        uint32_t k[5] = {(uint32_t)wall, (uint32_t)((uint64_t)wall >> 32), (uint32_t)getpid(), (uint32_t)mono,
                         (uint32_t)((uint64_t)mono >> 32)};
        mt.init_by_array(k, 5);
    }
};

// ---------------------------------------------------------------- arguments

[[gnu::noinline]] void wrong_self(VM& vm, Value* args, int nargs, const char* method) {
    if (nargs == 0)
        vm.raisef(vm.e_TypeError, "unbound method Random.{}() needs an argument", method);
    else
        vm.raisef(vm.e_TypeError, "descriptor '{}' for '_random.Random' objects doesn't apply to a '{}' object",
                  method, vm.type_name(args[0]));
}

// The RandomState of `self`, or null with TypeError set.
[[gnu::always_inline]] inline RandomState* state_of(VM& vm, Value* args, int nargs, const char* method) {
    if (nargs >= 1 && is_kind(args[0], Kind::HostObject)) {
        auto* h = static_cast<HostObjectObj*>(args[0].o);
        if (h->type->host_type == &typeid(RandomState)) return static_cast<RandomState*>(h->object);
    }
    wrong_self(vm, args, nargs, method);
    return nullptr;
}

// A method written in Python in CPython: its parameters after self, how many
// positional-or-keyword ones are required, then the keyword-only ones.
struct Signature {
    const char* qualname;
    std::initializer_list<const char*> params;
    int required;
    std::initializer_list<const char*> kwonly = {};
};

std::string quoted_list(const std::vector<const char*>& names) {
    std::string out;
    for (size_t i = 0; i < names.size(); i++) {
        if (i) out += names.size() == 2 ? " and " : (i + 1 == names.size() ? ", and " : ", ");
        out += fmt::format("'{}'", names[i]);
    }
    return out;
}

// Binds args[1..nargs) and the keywords to `out` (params, then kwonly; Empty
// where not given), with the messages CPython gives for a Python method.
bool bind(VM& vm, const Signature& s, Value* args, int nargs, KwArgs kw, Value* out) {
    int npos = (int)s.params.size(), nkwonly = (int)s.kwonly.size();
    for (int i = 0; i < npos + nkwonly; i++) out[i] = Value::empty();
    int given = nargs - 1;
    if (given > npos) {
        int kwonly_given = 0;
        for (int k = 0; k < kw.n; k++)
            for (const char* n : s.kwonly) kwonly_given += as_str(kw.names[k])->view() == n;
        bool defaults = s.required < npos;
        std::string takes = defaults ? fmt::format("from {} to {}", s.required + 1, npos + 1) : std::to_string(npos + 1);
        std::string kwpart;
        if (kwonly_given)
            kwpart = fmt::format(" positional argument{} (and {} keyword-only argument{})", nargs == 1 ? "" : "s",
                                 kwonly_given, kwonly_given == 1 ? "" : "s");
        vm.raisef(vm.e_TypeError, "{}() takes {} positional argument{} but {}{} {} given", s.qualname, takes,
                  (npos == 0 && !defaults) ? "" : "s", nargs, kwpart, (nargs == 1 && !kwonly_given) ? "was" : "were");
        return false;
    }
    for (int i = 0; i < given; i++) out[i] = args[1 + i];
    for (int k = 0; k < kw.n; k++) {
        std::string_view name = as_str(kw.names[k])->view();
        int slot = -1, i = 0;
        for (const char* p : s.params) {
            if (name == p) slot = i;
            i++;
        }
        for (const char* p : s.kwonly) {
            if (name == p) slot = i;
            i++;
        }
        if (slot < 0) {
            vm.raisef(vm.e_TypeError, "{}() got an unexpected keyword argument '{}'", s.qualname, name);
            return false;
        }
        if (!out[slot].is_empty()) {
            vm.raisef(vm.e_TypeError, "{}() got multiple values for argument '{}'", s.qualname, name);
            return false;
        }
        out[slot] = kw.values[k];
    }
    std::vector<const char*> missing;
    int i = 0;
    for (const char* p : s.params) {
        if (i < s.required && out[i].is_empty()) missing.push_back(p);
        i++;
    }
    if (!missing.empty()) {
        vm.raisef(vm.e_TypeError, "{}() missing {} required positional argument{}: {}", s.qualname, missing.size(),
                  missing.size() == 1 ? "" : "s", quoted_list(missing));
        return false;
    }
    return true;
}

Value or_default(Value v, Value d) { return v.is_empty() ? d : v; }

// ---------------------------------------------------------------- generic helpers

Value op(VM& vm, Op o, Value a, Value b) {
    if (a.is_float() && b.is_float()) {
        switch (o) {
        case Op::Add: return Value::number(a.f + b.f);
        case Op::Sub: return Value::number(a.f - b.f);
        case Op::Mul: return Value::number(a.f * b.f);
        default: break;
        }
    }
    return binary_op(vm, o, a, b);
}

// 1 / 0 for `a <op> b`, -1 on error.
int test(VM& vm, CmpOp o, Value a, Value b) {
    if (a.is_float() && b.is_float()) {
        switch (o) {
        case CmpOp::Lt: return a.f < b.f;
        case CmpOp::Le: return a.f <= b.f;
        case CmpOp::Gt: return a.f > b.f;
        case CmpOp::Ge: return a.f >= b.f;
        case CmpOp::Eq: return a.f == b.f;
        case CmpOp::Ne: return a.f != b.f;
        }
    }
    Value r = compare(vm, o, a, b);
    if (r.is_empty()) return -1;
    return truthy(vm, r);
}

Value num(double d) { return Value::number(d); }

// The double a math function sees (math.sqrt(x) and friends).
bool real_arg(VM& vm, Value v, double* out) {
    if (is_numeric(v)) return number_to_double(vm, v, out);
    vm.raisef(vm.e_TypeError, "must be real number, not {}", vm.type_name(v));
    return false;
}

bool exc_is(VM& vm, TypeObj* t) { return vm.exc && vm.is_subtype(vm.exc->type, t); }

Value builtin(VM& vm, const char* name) { return dict_get_str(vm.builtins, vm.intern(name)); }

// len(v), as a 64-bit count; false on error.
bool length(VM& vm, Value v, int64_t* out) {
    if (is_list(v)) {
        *out = (int64_t)as_list(v)->size();
        return true;
    }
    if (is_tuple(v)) {
        *out = (int64_t)as_tuple(v)->size;
        return true;
    }
    Value n = vm.call(builtin(vm, "len"), &v, 1);
    if (n.is_empty()) return false;
    *out = n.as_int();
    return true;
}

Value item(VM& vm, Value seq, int64_t i) {
    if (is_list(seq)) {
        const ListObj* l = as_list(seq);
        if (i >= 0 && (size_t)i < l->size()) return l->item(i);
    } else if (is_tuple(seq) && i >= 0 && (size_t)i < as_tuple(seq)->size) {
        return as_tuple(seq)->items[i];
    }
    return getitem(vm, seq, Value::integer(i));
}

Value math_range_check(VM& vm, double x, double r) {
    if (std::isinf(r) && std::isfinite(x)) return vm.raise(vm.e_OverflowError, "math range error");
    return num(r);
}

// ---------------------------------------------------------------- integers

// A random int in [0, n) for an int n > 0: getrandbits(n.bit_length())
// until it is below n (CPython's _randbelow_with_getrandbits).
Value randbelow(VM& vm, RandomState& s, Value n) {
    if (n.is_intlike()) {
        uint64_t limit = (uint64_t)n.as_int();
        int k = 64 - __builtin_clzll(limit);
        uint64_t r = s.bits64(k);
        while (r >= limit) r = s.bits64(k);
        return Value::integer((int64_t)r);
    }
    Mpz limit(n), r;
    uint64_t k = mpz_sizeinbase(limit, 2);
    s.bits_mpz(r, k);
    while (mpz_cmp(r, limit) >= 0) s.bits_mpz(r, k);
    return int_from_mpz(vm, r);
}

bool int_positive(Value v) { return v.is_intlike() ? v.as_int() > 0 : mpz_sgn(as_bigint(v)->z) > 0; }

// randrange's conversion of an argument: operator.index, else int() with a
// ValueError when that changed the value ("non-integer arg 1 for randrange()").
Value randrange_int(VM& vm, Value v, const char* what) {
    if (is_integer(v)) return v.is_bool() ? Value::integer(v.as_int()) : v;
    Value i = vm.call(builtin(vm, "int"), &v, 1);
    if (i.is_empty()) return i;
    Rooted keep(vm, i);
    int same = equals(vm, i, v);
    if (same < 0) return Value::empty();
    if (!same) return vm.raisef(vm.e_ValueError, "non-integer {} for randrange()", what);
    return i;
}

std::string decimal(VM& vm, Value v) {
    std::string s;
    int_to_decimal(vm, v, s);
    return s;
}

Value randrange(VM& vm, RandomState& s, Value start, Value stop, Value step) {
    Value istart = randrange_int(vm, start, "arg 1");
    if (istart.is_empty()) return istart;
    Rooted keep_start(vm, istart);
    if (stop.is_empty() || stop.is_none()) {
        // CPython tests `step is not _ONE`: only the int 1 (or no step) passes.
        if (!step.is_empty() && !(step.is_int() && step.i == 1))
            return vm.raise(vm.e_TypeError, "Missing a non-None stop argument");
        if (int_positive(istart)) return randbelow(vm, s, istart);
        return vm.raise(vm.e_ValueError, "empty range for randrange()");
    }
    Value istop = randrange_int(vm, stop, "stop");
    if (istop.is_empty()) return istop;
    Rooted keep_stop(vm, istop);
    Value width = op(vm, Op::Sub, istop, istart);
    Rooted keep_width(vm, width);
    Value istep = step.is_empty() ? Value::integer(1) : randrange_int(vm, step, "step");
    if (istep.is_empty()) return istep;
    Rooted keep_step(vm, istep);
    if (istep.is_int() && istep.i == 1) {
        if (int_positive(width)) return op(vm, Op::Add, istart, randbelow(vm, s, width));
        return vm.raisef(vm.e_ValueError, "empty range for randrange() ({}, {}, {})", decimal(vm, istart),
                         decimal(vm, istop), decimal(vm, width));
    }
    int sign = istep.is_int() ? (istep.i > 0) - (istep.i < 0) : mpz_sgn(as_bigint(istep)->z);
    if (sign == 0) return vm.raise(vm.e_ValueError, "zero step for randrange()");
    Value adjust = op(vm, Op::Add, width, op(vm, Op::Add, istep, Value::integer(sign > 0 ? -1 : 1)));
    Value n = op(vm, Op::FloorDiv, adjust, istep);
    if (!int_positive(n)) return vm.raise(vm.e_ValueError, "empty range for randrange()");
    return op(vm, Op::Add, istart, op(vm, Op::Mul, istep, randbelow(vm, s, n)));
}

// ---------------------------------------------------------------- methods

#define SELF(name)                                           \
    RandomState* st = state_of(vm, args, nargs, name);       \
    if (!st) return Value::empty();                          \
    [[maybe_unused]] RandomState& s = *st

Value r_random(VM& vm, Value* args, int nargs, KwArgs) {
    SELF("random");
    if (nargs != 1) [[unlikely]]
        return vm.raisef(vm.e_TypeError, "Random.random() takes no arguments ({} given)", nargs - 1);
    return num(s.random());
}

Value r_getrandbits(VM& vm, Value* args, int nargs, KwArgs) {
    SELF("getrandbits");
    if (nargs != 2)
        return vm.raisef(vm.e_TypeError, "Random.getrandbits() takes exactly one argument ({} given)", nargs - 1);
    int64_t k;
    if (!index_arg(vm, args[1], &k, kCIntOverflow)) return Value::empty();
    if (k > INT32_MAX || k < INT32_MIN) return vm.raise(vm.e_OverflowError, kCIntOverflow);
    if (k < 0) return vm.raise(vm.e_ValueError, "number of bits must be non-negative");
    if (k == 0) return Value::integer(0);
    if (k <= 63) return Value::integer((int64_t)s.bits64((int)k));
    if (!vm.check_reserve((size_t)k / 8)) return Value::empty();
    Mpz r;
    s.bits_mpz(r, (uint64_t)k);
    return int_from_mpz(vm, r);
}

// CPython's random_seed: an int by its absolute value, None from the OS,
// anything else (a float) by its hash as an unsigned 64-bit number.
bool seed_value(VM& vm, RandomState& s, Value a) {
    if (a.is_none()) {
        s.seed_from_os();
    } else if (a.is_intlike()) {
        int64_t v = a.as_int();
        s.seed_u64(v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v);
    } else if (is_bigint(a)) {
        Mpz n(a);
        mpz_abs(n, n);
        s.seed_mpz(n);
    } else {
        int64_t h;
        if (!hash_value(vm, a, &h)) return false;
        s.seed_u64((uint64_t)h);
    }
    return true;
}

Value r_seed(VM& vm, Value* args, int nargs, KwArgs kw) {
    SELF("seed");
    Value p[2];
    if (!bind(vm, {"Random.seed", {"a", "version"}, 0}, args, nargs, kw, p)) return Value::empty();
    Value a = or_default(p[0], Value::none()), version = or_default(p[1], Value::integer(2));
    int v1 = equals(vm, version, Value::integer(1));
    if (v1 < 0) return Value::empty();
    if (v1 && is_str(a)) {
        // Version 1: a 64-bit hash of the code points, from Python 2.
        StrObj* str = as_str(a);
        std::string_view b = str->view();
        uint64_t x = 0;
        bool first = true;
        for (size_t i = 0; i < b.size();) {
            unsigned char c0 = (unsigned char)b[i];
            uint32_t cp;
            int len = c0 < 0x80 ? 1 : c0 < 0xE0 ? 2 : c0 < 0xF0 ? 3 : 4;
            cp = len == 1 ? c0 : c0 & (0x7F >> len);
            for (int j = 1; j < len; j++) cp = (cp << 6) | ((unsigned char)b[i + j] & 0x3F);
            i += len;
            if (first) x = (uint64_t)cp << 7;
            first = false;
            x = (1000003 * x) ^ cp;
        }
        x ^= (uint64_t)str->nchars;
        s.seed_u64(x);
    } else {
        int v2 = v1 ? 0 : equals(vm, version, Value::integer(2));
        if (v2 < 0) return Value::empty();
        if (v2 && is_str(a)) {
            // Version 2: int.from_bytes(utf8 + sha512(utf8), 'big').
            std::string_view b = as_str(a)->view();
            auto digest = sha512(b.data(), b.size());
            std::string bytes(b);
            bytes.append((const char*)digest.data(), digest.size());
            Mpz n;
            mpz_import(n, bytes.size(), 1, 1, 1, 0, bytes.data());
            s.seed_mpz(n);
        } else if (a.is_none() || is_integer(a) || a.is_float() || is_str(a)) {
            if (!seed_value(vm, s, a)) return Value::empty();
        } else {
            return vm.raise(vm.e_TypeError,
                            "The only supported seed types are: None,\nint, float, str, bytes, and bytearray.");
        }
    }
    s.gauss_next = Value::none();
    return Value::none();
}

Value r_getstate(VM& vm, Value* args, int nargs, KwArgs kw) {
    SELF("getstate");
    Value unused[1];
    if (!bind(vm, {"Random.getstate", {}, 0}, args, nargs, kw, unused)) return Value::empty();
    TupleObj* words = vm.new_tuple(MersenneTwister::N + 1);
    for (int i = 0; i < MersenneTwister::N; i++) words->items[i] = Value::integer(s.mt.mt[i]);
    words->items[MersenneTwister::N] = Value::integer(s.mt.index);
    return vm.tuple({Value::integer(3), Value::object(words), s.gauss_next});
}

bool set_gauss_next(VM& vm, RandomState& s, Value v) {
    if (v.tag == Tag::Obj) {
        vm.raise(vm.e_NotImplementedError,
                 "a Random's gauss_next other than None, an int or a float is not supported by kiln yet");
        return false;
    }
    s.gauss_next = v;
    return true;
}

// The C half of setstate: a tuple of 624 words and the index.
bool set_internal_state(VM& vm, RandomState& s, Value state) {
    if (!is_tuple(state)) {
        vm.raise(vm.e_TypeError, "state vector must be a tuple");
        return false;
    }
    TupleObj* t = as_tuple(state);
    if (t->size != MersenneTwister::N + 1) {
        vm.raise(vm.e_ValueError, "state vector is the wrong size");
        return false;
    }
    uint32_t words[MersenneTwister::N];
    for (int i = 0; i < MersenneTwister::N; i++) {
        Value w = t->items[i];
        if (!is_integer(w)) {
            vm.raise(vm.e_TypeError, "an integer is required");
            return false;
        }
        Mpz z(w);
        if (mpz_sgn(z) < 0) {
            vm.raise(vm.e_OverflowError, "can't convert negative value to unsigned int");
            return false;
        }
        if (mpz_sizeinbase(z, 2) > 64) {
            vm.raise(vm.e_OverflowError, "Python int too large to convert to C unsigned long");
            return false;
        }
        words[i] = (uint32_t)mpz_getlimbn(z, 0);
    }
    int64_t index;
    if (!index_arg(vm, t->items[MersenneTwister::N], &index, "Python int too large to convert to C long")) return false;
    if (index < 0 || index > MersenneTwister::N) {
        vm.raise(vm.e_ValueError, "invalid state");
        return false;
    }
    std::memcpy(s.mt.mt, words, sizeof words);
    s.mt.index = (int)index;
    return true;
}

Value r_setstate(VM& vm, Value* args, int nargs, KwArgs kw) {
    SELF("setstate");
    Value p[1];
    if (!bind(vm, {"Random.setstate", {"state"}, 1}, args, nargs, kw, p)) return Value::empty();
    Value state = p[0];
    Value version = getitem(vm, state, Value::integer(0));
    if (version.is_empty()) return version;
    Rooted keep_version(vm, version);
    int v3 = equals(vm, version, Value::integer(3)), v2 = 0;
    if (v3 < 0) return Value::empty();
    if (!v3 && (v2 = equals(vm, version, Value::integer(2))) < 0) return Value::empty();
    if (!v3 && !v2) {
        std::string v;
        if (!str_into(vm, version, v)) return Value::empty();
        return vm.raisef(vm.e_ValueError, "state with version {} passed to Random.setstate() of version 3", v);
    }
    // version, internalstate, self.gauss_next = state
    TempList parts(vm);
    if (!collect_iterable(vm, state, parts.items())) return Value::empty();
    size_t got = parts.items().size();
    if (got > 3) return vm.raise(vm.e_ValueError, "too many values to unpack (expected 3)");
    if (got < 3) return vm.raisef(vm.e_ValueError, "not enough values to unpack (expected 3, got {})", got);
    if (!set_gauss_next(vm, s, parts.items()[2])) return Value::empty();
    Value internal = parts.items()[1];
    if (v2) {
        // Version 2 saved signed words: tuple(x % 2**32 for x in internalstate).
        TempList words(vm);
        if (!collect_iterable(vm, internal, words.items())) return Value::empty();
        TupleObj* t = vm.new_tuple(words.items().size());
        for (size_t i = 0; i < t->size; i++) {
            Value w = op(vm, Op::Mod, words.items()[i], Value::integer((int64_t)1 << 32));
            if (w.is_empty()) {
                if (exc_is(vm, vm.e_ValueError)) vm.raise(vm.e_TypeError, "");
                return Value::empty();
            }
            t->items[i] = w;
        }
        internal = Value::object(t);
    }
    if (!set_internal_state(vm, s, internal)) return Value::empty();
    return Value::none();
}

Value r_gauss_next_get(VM& vm, Value* args, int nargs, KwArgs) {
    SELF("gauss_next");
    return s.gauss_next;
}

Value r_gauss_next_set(VM& vm, Value* args, int nargs, KwArgs) {
    SELF("gauss_next");
    if (nargs != 2) return vm.raise(vm.e_TypeError, "gauss_next: one value expected");
    if (!set_gauss_next(vm, s, args[1])) return Value::empty();
    return Value::none();
}

Value r_randbytes(VM& vm, Value* args, int nargs, KwArgs kw) {
    SELF("randbytes");
    return vm.raise(vm.e_NotImplementedError, "random.randbytes() returns bytes, which kiln does not support yet");
}

Value r_randrange(VM& vm, Value* args, int nargs, KwArgs kw) {
    SELF("randrange");
    Value p[3];
    if (!bind(vm, {"Random.randrange", {"start", "stop", "step"}, 1}, args, nargs, kw, p)) return Value::empty();
    return randrange(vm, s, p[0], p[1], p[2]);
}

Value r_randint(VM& vm, Value* args, int nargs, KwArgs kw) {
    SELF("randint");
    Value p[2];
    if (!bind(vm, {"Random.randint", {"a", "b"}, 2}, args, nargs, kw, p)) return Value::empty();
    Value stop = op(vm, Op::Add, p[1], Value::integer(1));
    if (stop.is_empty()) return stop;
    Rooted keep(vm, stop);
    return randrange(vm, s, p[0], stop, Value::empty());
}

Value r_choice(VM& vm, Value* args, int nargs, KwArgs kw) {
    SELF("choice");
    Value p[1];
    if (!bind(vm, {"Random.choice", {"seq"}, 1}, args, nargs, kw, p)) return Value::empty();
    int64_t n;
    if (!length(vm, p[0], &n)) return Value::empty();
    if (n == 0) return vm.raise(vm.e_IndexError, "Cannot choose from an empty sequence");
    Value i = randbelow(vm, s, Value::integer(n));
    return item(vm, p[0], i.i);
}

Value r_shuffle(VM& vm, Value* args, int nargs, KwArgs kw) {
    SELF("shuffle");
    Value p[1];
    if (!bind(vm, {"Random.shuffle", {"x"}, 1}, args, nargs, kw, p)) return Value::empty();
    Value x = p[0];
    int64_t n;
    if (!length(vm, x, &n)) return Value::empty();
    for (int64_t i = n - 1; i >= 1; i--) {
        if ((i & 1023) == 0 && !vm.poll()) return Value::empty();
        int64_t j = randbelow(vm, s, Value::integer(i + 1)).i;
        if (is_list(x) && (size_t)i < as_list(x)->size()) {
            ListObj* l = as_list(x);
            const Value xi = l->item(i);
            l->set_item(i, l->item(j)); // a list of bools stays one
            l->set_item(j, xi);
            continue;
        }
        // x[i], x[j] = x[j], x[i]
        Value xj = getitem(vm, x, Value::integer(j));
        if (xj.is_empty()) return xj;
        Rooted keep_j(vm, xj);
        Value xi = getitem(vm, x, Value::integer(i));
        if (xi.is_empty()) return xi;
        Rooted keep_i(vm, xi);
        if (!setitem(vm, x, Value::integer(i), xj)) return Value::empty();
        if (!setitem(vm, x, Value::integer(j), xi)) return Value::empty();
    }
    return Value::none();
}

// bisect.bisect_right(a, x, lo, hi) over a sequence: x < a[mid] decides.
bool bisect_right(VM& vm, Value a, Value x, int64_t lo, int64_t hi, int64_t* out) {
    while (lo < hi) {
        int64_t mid = (int64_t)(((uint64_t)lo + (uint64_t)hi) / 2);
        Value m = item(vm, a, mid);
        if (m.is_empty()) return false;
        int lt = test(vm, CmpOp::Lt, x, m);
        if (lt < 0) return false;
        if (lt) hi = mid;
        else lo = mid + 1;
    }
    *out = lo;
    return true;
}

// The indices sample(range(n), k) picks, in order: a pool of the unpicked
// when that is smaller than a set of the picked, else redraws on repeats.
bool sample_indices(VM& vm, RandomState& s, int64_t n, int64_t k, HeapVec<int64_t>& out) {
    out.resize((size_t)k);
    int64_t setsize = 21;
    if (k > 5) {
        // 4 ** ceil(log(k * 3, 4)), with math.log's doubles.
        double e = std::ceil(std::log((double)((__int128)k * 3)) / std::log(4.0));
        setsize = e >= 31 ? INT64_MAX : setsize + ((int64_t)1 << (2 * (int)e));
    }
    if (n <= setsize) {
        if (!vm.check_reserve((size_t)n * sizeof(int64_t))) return false;
        HeapVec<int64_t> pool((size_t)n);
        for (int64_t i = 0; i < n; i++) pool[i] = i;
        for (int64_t i = 0; i < k; i++) {
            if ((i & 1023) == 0 && !vm.poll()) return false;
            int64_t j = randbelow(vm, s, Value::integer(n - i)).i;
            out[i] = pool[j];
            pool[j] = pool[n - i - 1];
        }
    } else {
        std::unordered_set<int64_t> selected;
        for (int64_t i = 0; i < k; i++) {
            if ((i & 1023) == 0 && !vm.poll()) return false;
            int64_t j = randbelow(vm, s, Value::integer(n)).i;
            while (selected.count(j)) j = randbelow(vm, s, Value::integer(n)).i;
            selected.insert(j);
            out[i] = j;
        }
    }
    return true;
}

// k for sample(): `if not 0 <= k <= n: raise ValueError(...)`, then `[None] * k`.
bool sample_size(VM& vm, Value k, int64_t n, int64_t* out) {
    int lo = test(vm, CmpOp::Le, Value::integer(0), k);
    if (lo < 0) return false;
    int hi = lo ? test(vm, CmpOp::Le, k, Value::integer(n)) : 0;
    if (hi < 0) return false;
    if (!lo || !hi) {
        vm.raise(vm.e_ValueError, "Sample larger than population or is negative");
        return false;
    }
    if (!k.is_intlike()) {
        vm.raisef(vm.e_TypeError, "can't multiply sequence by non-int of type '{}'", vm.type_name(k));
        return false;
    }
    *out = k.as_int();
    return vm.check_reserve((size_t)*out * sizeof(Value));
}

Value r_sample(VM& vm, Value* args, int nargs, KwArgs kw) {
    SELF("sample");
    Value p[3];
    if (!bind(vm, {"Random.sample", {"population", "k"}, 2, {"counts"}}, args, nargs, kw, p)) return Value::empty();
    Value population = p[0], k = p[1], counts = or_default(p[2], Value::none());
    if (!(is_list(population) || is_tuple(population) || is_str(population) || is_kind(population, Kind::Range)))
        return vm.raise(vm.e_TypeError, "Population must be a sequence.  For dicts or sets, use sorted(d).");
    int64_t n;
    if (!length(vm, population, &n)) return Value::empty();
    HeapVec<int64_t> picks;
    if (!counts.is_none()) {
        // cum_counts = list(accumulate(counts))
        TempList items(vm), cum(vm);
        if (!collect_iterable(vm, counts, items.items())) return Value::empty();
        for (size_t i = 0; i < items.items().size(); i++) {
            Value v = i == 0 ? items.items()[0] : op(vm, Op::Add, cum.items().back(), items.items()[i]);
            if (v.is_empty()) return v;
            cum.items().push_back(v);
        }
        if ((int64_t)cum.items().size() != n)
            return vm.raise(vm.e_ValueError, "The number of counts does not match the population");
        if (cum.items().empty()) return vm.raise(vm.e_IndexError, "pop from empty list");
        Value total = cum.items().back();
        cum.items().pop_back();
        if (!is_integer(total)) return vm.raise(vm.e_TypeError, "Counts must be integers");
        if (!int_positive(total)) return vm.raise(vm.e_ValueError, "Total of counts must be greater than zero");
        if (!total.is_intlike()) return vm.overflow_64("sample() counts");
        int64_t kk;
        if (!sample_size(vm, k, total.as_int(), &kk)) return Value::empty();
        if (!sample_indices(vm, s, total.as_int(), kk, picks)) return Value::empty();
        ListObj* out = vm.new_list(picks.size());
        Rooted keep(vm, Value::object(out));
        Value cumv = Value::object(cum.list);
        for (int64_t pick : picks) {
            int64_t at;
            if (!bisect_right(vm, cumv, Value::integer(pick), 0, (int64_t)cum.items().size(), &at))
                return Value::empty();
            Value v = item(vm, population, at);
            if (v.is_empty()) return v;
            out->values().push_back(v);
        }
        return Value::object(out);
    }
    int64_t kk;
    if (!sample_size(vm, k, n, &kk)) return Value::empty();
    if (!sample_indices(vm, s, n, kk, picks)) return Value::empty();
    ListObj* out = vm.new_list(picks.size());
    Rooted keep(vm, Value::object(out));
    for (int64_t pick : picks) {
        Value v = item(vm, population, pick);
        if (v.is_empty()) return v;
        out->values().push_back(v);
    }
    return Value::object(out);
}

Value r_choices(VM& vm, Value* args, int nargs, KwArgs kw) {
    SELF("choices");
    Value p[4];
    if (!bind(vm, {"Random.choices", {"population", "weights"}, 1, {"cum_weights", "k"}}, args, nargs, kw, p))
        return Value::empty();
    Value population = p[0], weights = or_default(p[1], Value::none()), cum_weights = or_default(p[2], Value::none()),
          kv = or_default(p[3], Value::integer(1));
    int64_t n;
    if (!length(vm, population, &n)) return Value::empty();
    if (cum_weights.is_none() && weights.is_none()) {
        int64_t k;
        if (!int_arg(vm, kv, &k)) return Value::empty();
        double dn = (double)n;
        if (k > 0 && !vm.check_reserve((size_t)k * sizeof(Value))) return Value::empty();
        ListObj* out = vm.new_list(k > 0 ? (size_t)std::min<int64_t>(k, 1 << 20) : 0);
        Rooted keep(vm, Value::object(out));
        for (int64_t i = 0; i < k; i++) {
            if ((i & 1023) == 0 && !vm.poll()) return Value::empty();
            Value v = item(vm, population, (int64_t)std::floor(s.random() * dn));
            if (v.is_empty()) return v;
            out->values().push_back(v);
        }
        return Value::object(out);
    }
    TempList cum(vm);
    Value cumv = cum_weights;
    if (cum_weights.is_none()) {
        // cum_weights = list(accumulate(weights)); a bare int there was meant as k.
        TempList items(vm);
        if (!collect_iterable(vm, weights, items.items())) {
            if (exc_is(vm, vm.e_TypeError) && is_integer(weights)) {
                vm.exc = nullptr;
                std::string r;
                repr_into(vm, weights, r);
                return vm.raisef(vm.e_TypeError, "The number of choices must be a keyword argument: k={}", r);
            }
            return Value::empty();
        }
        for (size_t i = 0; i < items.items().size(); i++) {
            Value v = i == 0 ? items.items()[0] : op(vm, Op::Add, cum.items().back(), items.items()[i]);
            if (v.is_empty()) return v;
            cum.items().push_back(v);
        }
        cumv = Value::object(cum.list);
    } else if (!weights.is_none()) {
        return vm.raise(vm.e_TypeError, "Cannot specify both weights and cumulative weights");
    }
    int64_t ncum;
    if (!length(vm, cumv, &ncum)) return Value::empty();
    if (ncum != n) return vm.raise(vm.e_ValueError, "The number of weights does not match the population");
    Value last = getitem(vm, cumv, Value::integer(-1));
    if (last.is_empty()) return last;
    Value total = op(vm, Op::Add, last, num(0.0));
    if (total.is_empty()) return total;
    Rooted keep_total(vm, total);
    int nonpositive = test(vm, CmpOp::Le, total, num(0.0));
    if (nonpositive < 0) return Value::empty();
    if (nonpositive) return vm.raise(vm.e_ValueError, "Total of weights must be greater than zero");
    double t;
    if (!real_arg(vm, total, &t)) return Value::empty();
    if (!std::isfinite(t)) return vm.raise(vm.e_ValueError, "Total of weights must be finite");
    int64_t k;
    if (!int_arg(vm, kv, &k)) return Value::empty();
    if (k > 0 && !vm.check_reserve((size_t)k * sizeof(Value))) return Value::empty();
    ListObj* out = vm.new_list(k > 0 ? (size_t)std::min<int64_t>(k, 1 << 20) : 0);
    Rooted keep(vm, Value::object(out));
    for (int64_t i = 0; i < k; i++) {
        if ((i & 1023) == 0 && !vm.poll()) return Value::empty();
        Value x = op(vm, Op::Mul, num(s.random()), total);
        if (x.is_empty()) return x;
        int64_t at;
        if (!bisect_right(vm, cumv, x, 0, n - 1, &at)) return Value::empty();
        Value v = item(vm, population, at);
        if (v.is_empty()) return v;
        out->values().push_back(v);
    }
    return Value::object(out);
}

// ---------------------------------------------------------------- real-valued distributions

Value r_uniform(VM& vm, Value* args, int nargs, KwArgs kw) {
    SELF("uniform");
    Value p[2];
    if (!bind(vm, {"Random.uniform", {"a", "b"}, 2}, args, nargs, kw, p)) return Value::empty();
    // a + (b - a) * self.random()
    Value d = op(vm, Op::Sub, p[1], p[0]);
    if (d.is_empty()) return d;
    Rooted keep(vm, d);
    Value m = op(vm, Op::Mul, d, num(s.random()));
    if (m.is_empty()) return m;
    Rooted keep_m(vm, m);
    return op(vm, Op::Add, p[0], m);
}

Value r_triangular(VM& vm, Value* args, int nargs, KwArgs kw) {
    SELF("triangular");
    Value p[3];
    if (!bind(vm, {"Random.triangular", {"low", "high", "mode"}, 0}, args, nargs, kw, p)) return Value::empty();
    Value low = or_default(p[0], num(0.0)), high = or_default(p[1], num(1.0)), mode = or_default(p[2], Value::none());
    Value u = num(s.random());
    Value c = num(0.5);
    if (!mode.is_none()) {
        Value a = op(vm, Op::Sub, mode, low);
        if (a.is_empty()) return a;
        Rooted keep_a(vm, a);
        Value b = op(vm, Op::Sub, high, low);
        if (b.is_empty()) return b;
        Rooted keep_b(vm, b);
        c = op(vm, Op::TrueDiv, a, b);
        if (c.is_empty()) {
            if (!exc_is(vm, vm.e_ZeroDivisionError)) return c;
            vm.exc = nullptr;
            return low;
        }
    }
    Rooted keep_c(vm, c);
    int above = test(vm, CmpOp::Gt, u, c);
    if (above < 0) return Value::empty();
    if (above) {
        u = num(1.0 - u.f);
        c = op(vm, Op::Sub, num(1.0), c);
        if (c.is_empty()) return c;
        keep_c.set(c);
        std::swap(low, high);
    }
    Rooted keep_low(vm, low), keep_high(vm, high);
    // low + (high - low) * _sqrt(u * c)
    Value span = op(vm, Op::Sub, high, low);
    if (span.is_empty()) return span;
    Rooted keep_span(vm, span);
    Value uc = op(vm, Op::Mul, u, c);
    if (uc.is_empty()) return uc;
    double x;
    if (!real_arg(vm, uc, &x)) return Value::empty();
    if (x < 0) return vm.raise(vm.e_ValueError, "math domain error");
    Value m = op(vm, Op::Mul, span, num(std::sqrt(x)));
    if (m.is_empty()) return m;
    Rooted keep_m(vm, m);
    return op(vm, Op::Add, low, m);
}

// mu + z * sigma
Value shift_scale(VM& vm, Value mu, double z, Value sigma) {
    Value m = op(vm, Op::Mul, num(z), sigma);
    if (m.is_empty()) return m;
    Rooted keep(vm, m);
    return op(vm, Op::Add, mu, m);
}

double normal_z(RandomState& s) {
    const double nv_magic = 4 * std::exp(-0.5) / std::sqrt(2.0);
    while (true) {
        double u1 = s.random();
        double u2 = 1.0 - s.random();
        double z = nv_magic * (u1 - 0.5) / u2;
        double zz = z * z / 4.0;
        if (zz <= -std::log(u2)) return z;
    }
}

Value r_normalvariate(VM& vm, Value* args, int nargs, KwArgs kw) {
    SELF("normalvariate");
    Value p[2];
    if (!bind(vm, {"Random.normalvariate", {"mu", "sigma"}, 0}, args, nargs, kw, p)) return Value::empty();
    double z = normal_z(s);
    return shift_scale(vm, or_default(p[0], num(0.0)), z, or_default(p[1], num(1.0)));
}

Value r_gauss(VM& vm, Value* args, int nargs, KwArgs kw) {
    SELF("gauss");
    Value p[2];
    if (!bind(vm, {"Random.gauss", {"mu", "sigma"}, 0}, args, nargs, kw, p)) return Value::empty();
    Value zv = s.gauss_next;
    s.gauss_next = Value::none();
    if (zv.is_none()) {
        double x2pi = s.random() * kTwoPi;
        double g2rad = std::sqrt(-2.0 * std::log(1.0 - s.random()));
        zv = num(std::cos(x2pi) * g2rad);
        s.gauss_next = num(std::sin(x2pi) * g2rad);
    }
    Value mu = or_default(p[0], num(0.0)), sigma = or_default(p[1], num(1.0));
    if (zv.is_float()) return shift_scale(vm, mu, zv.f, sigma);
    Value m = op(vm, Op::Mul, zv, sigma); // a gauss_next set to an int by setstate
    if (m.is_empty()) return m;
    Rooted keep(vm, m);
    return op(vm, Op::Add, mu, m);
}

Value r_lognormvariate(VM& vm, Value* args, int nargs, KwArgs kw) {
    SELF("lognormvariate");
    Value p[2];
    if (!bind(vm, {"Random.lognormvariate", {"mu", "sigma"}, 2}, args, nargs, kw, p)) return Value::empty();
    double z = normal_z(s);
    Value v = shift_scale(vm, p[0], z, p[1]);
    if (v.is_empty()) return v;
    double x;
    if (!real_arg(vm, v, &x)) return Value::empty();
    return math_range_check(vm, x, std::exp(x));
}

Value r_expovariate(VM& vm, Value* args, int nargs, KwArgs kw) {
    SELF("expovariate");
    Value p[1];
    if (!bind(vm, {"Random.expovariate", {"lambd"}, 1}, args, nargs, kw, p)) return Value::empty();
    return op(vm, Op::TrueDiv, num(-std::log(1.0 - s.random())), p[0]);
}

Value r_vonmisesvariate(VM& vm, Value* args, int nargs, KwArgs kw) {
    SELF("vonmisesvariate");
    Value p[2];
    if (!bind(vm, {"Random.vonmisesvariate", {"mu", "kappa"}, 2}, args, nargs, kw, p)) return Value::empty();
    Value mu = p[0], kappa = p[1];
    int tiny = test(vm, CmpOp::Le, kappa, num(1e-6));
    if (tiny < 0) return Value::empty();
    if (tiny) return num(kTwoPi * s.random());
    Value sv = op(vm, Op::TrueDiv, num(0.5), kappa);
    double sd;
    if (sv.is_empty() || !real_arg(vm, sv, &sd)) return Value::empty();
    double r = sd + std::sqrt(1.0 + sd * sd);
    double z;
    while (true) {
        double u1 = s.random();
        z = std::cos(kPi * u1);
        double d = z / (r + z);
        double u2 = s.random();
        if (u2 < 1.0 - d * d || u2 <= (1.0 - d) * std::exp(d)) break;
    }
    double q = 1.0 / r;
    double f = (q + z) / (1.0 + q * z);
    double u3 = s.random();
    if (f < -1.0 || f > 1.0) return vm.raise(vm.e_ValueError, "math domain error");
    Value theta = op(vm, u3 > 0.5 ? Op::Add : Op::Sub, mu, num(std::acos(f)));
    if (theta.is_empty()) return theta;
    Rooted keep(vm, theta);
    return op(vm, Op::Mod, theta, num(kTwoPi));
}

// gammavariate(alpha, beta) as a Value (x * beta).
Value gamma(VM& vm, RandomState& s, Value alpha, Value beta) {
    int bad = test(vm, CmpOp::Le, alpha, num(0.0));
    if (bad < 0) return Value::empty();
    if (!bad && (bad = test(vm, CmpOp::Le, beta, num(0.0))) < 0) return Value::empty();
    if (bad) return vm.raise(vm.e_ValueError, "gammavariate: alpha and beta must be > 0.0");
    double a;
    if (!real_arg(vm, alpha, &a)) return Value::empty();
    double x;
    if (a > 1.0) {
        // R.C.H. Cheng, "The generation of Gamma variables with non-integral shape parameters" (1977).
        const double log4 = std::log(4.0), sg_magic = 1.0 + std::log(4.5);
        double ainv = std::sqrt(2.0 * a - 1.0);
        double bbb = a - log4, ccc = a + ainv;
        while (true) {
            double u1 = s.random();
            if (!(1e-7 < u1 && u1 < 0.9999999)) continue;
            double u2 = 1.0 - s.random();
            double v = std::log(u1 / (1.0 - u1)) / ainv;
            x = a * std::exp(v);
            double z = u1 * u1 * u2;
            double r = bbb + ccc * v - x;
            if (r + sg_magic - 4.5 * z >= 0.0 || r >= std::log(z)) break;
        }
    } else if (a == 1.0) {
        x = -std::log(1.0 - s.random());
    } else {
        // Algorithm GS of Kennedy and Gentle, Statistical Computing.
        while (true) {
            double u = s.random();
            double b = (kE + a) / kE;
            double pp = b * u;
            if (pp <= 1.0) {
                Value xv = float_pow(vm, pp, 1.0 / a);
                if (xv.is_empty()) return xv;
                x = xv.f;
            } else {
                x = -std::log((b - pp) / a);
            }
            double u1 = s.random();
            if (pp > 1.0) {
                Value lim = float_pow(vm, x, a - 1.0);
                if (lim.is_empty()) return lim;
                if (u1 <= lim.f) break;
            } else if (u1 <= std::exp(-x)) {
                break;
            }
        }
    }
    return op(vm, Op::Mul, num(x), beta);
}

Value r_gammavariate(VM& vm, Value* args, int nargs, KwArgs kw) {
    SELF("gammavariate");
    Value p[2];
    if (!bind(vm, {"Random.gammavariate", {"alpha", "beta"}, 2}, args, nargs, kw, p)) return Value::empty();
    return gamma(vm, s, p[0], p[1]);
}

Value r_betavariate(VM& vm, Value* args, int nargs, KwArgs kw) {
    SELF("betavariate");
    Value p[2];
    if (!bind(vm, {"Random.betavariate", {"alpha", "beta"}, 2}, args, nargs, kw, p)) return Value::empty();
    Value y = gamma(vm, s, p[0], num(1.0));
    if (y.is_empty()) return y;
    Rooted keep(vm, y);
    int nonzero = truthy(vm, y);
    if (nonzero < 0) return Value::empty();
    if (!nonzero) return num(0.0);
    Value y2 = gamma(vm, s, p[1], num(1.0));
    if (y2.is_empty()) return y2;
    Value sum = op(vm, Op::Add, y, y2);
    if (sum.is_empty()) return sum;
    return op(vm, Op::TrueDiv, y, sum);
}

Value r_paretovariate(VM& vm, Value* args, int nargs, KwArgs kw) {
    SELF("paretovariate");
    Value p[1];
    if (!bind(vm, {"Random.paretovariate", {"alpha"}, 1}, args, nargs, kw, p)) return Value::empty();
    double u = 1.0 - s.random();
    Value e = op(vm, Op::TrueDiv, num(-1.0), p[0]);
    if (e.is_empty()) return e;
    return op(vm, Op::Pow, num(u), e);
}

Value r_weibullvariate(VM& vm, Value* args, int nargs, KwArgs kw) {
    SELF("weibullvariate");
    Value p[2];
    if (!bind(vm, {"Random.weibullvariate", {"alpha", "beta"}, 2}, args, nargs, kw, p)) return Value::empty();
    double u = 1.0 - s.random();
    Value e = op(vm, Op::TrueDiv, num(1.0), p[1]);
    if (e.is_empty()) return e;
    Value pw = op(vm, Op::Pow, num(-std::log(u)), e);
    if (pw.is_empty()) return pw;
    Rooted keep(vm, pw);
    return op(vm, Op::Mul, p[0], pw);
}

Value r_repr(VM& vm, Value* args, int nargs, KwArgs) {
    SELF("__repr__");
    auto* h = static_cast<HostObjectObj*>(args[0].o);
    return vm.str(fmt::format("<random.{} object at 0x{:x}>", h->type->name->data, (uintptr_t)h));
}

// ---------------------------------------------------------------- SystemRandom

Value sr_seed(VM& vm, Value* args, int nargs, KwArgs) {
    SELF("seed");
    return Value::none(); // a stub, as in CPython: the OS source has no seed
}

Value sr_no_state(VM& vm, Value* args, int nargs, KwArgs) {
    SELF("getstate");
    return vm.raise(vm.e_NotImplementedError, "System entropy source does not have state.");
}

// ---------------------------------------------------------------- types and the module

// A new instance of Random or SystemRandom, not seeded yet.
Value new_instance(VM& vm, TypeObj* t, bool system) {
    auto st = std::allocate_shared<RandomState>(HeapAllocator<RandomState>());
    st->system = system;
    auto* h = vm.alloc<HostObjectObj>(Kind::HostObject);
    h->type = t;
    h->object = st.get();
    h->keep = std::move(st);
    return Value::object(h);
}

// Random(x=None): seeded as Random.seed(x) would.
Value random_ctor(VM& vm, Value* args, int nargs, KwArgs kw) {
    auto* t = static_cast<TypeObj*>(args[0].o);
    Value p[1];
    if (!bind(vm, {"Random.__init__", {"x"}, 0}, args, nargs, kw, p)) return Value::empty();
    Value inst = new_instance(vm, t, false);
    Rooted keep(vm, inst);
    Value seed_args[2] = {inst, or_default(p[0], Value::none())};
    if (r_seed(vm, seed_args, 2, {}).is_empty()) return Value::empty();
    return inst;
}

Value system_random_ctor(VM& vm, Value* args, int nargs, KwArgs kw) {
    auto* t = static_cast<TypeObj*>(args[0].o);
    Value p[1];
    if (!bind(vm, {"Random.__init__", {"x"}, 0}, args, nargs, kw, p)) return Value::empty();
    return new_instance(vm, t, true);
}

struct Method {
    const char* name;
    NativeFn fn;
    bool takes_kw;
};

// The methods, in the order of CPython's module-level exports.
const Method kMethods[] = {
    {"seed", r_seed, true},
    {"random", r_random, false},
    {"uniform", r_uniform, true},
    {"triangular", r_triangular, true},
    {"randint", r_randint, true},
    {"choice", r_choice, true},
    {"randrange", r_randrange, true},
    {"sample", r_sample, true},
    {"shuffle", r_shuffle, true},
    {"choices", r_choices, true},
    {"normalvariate", r_normalvariate, true},
    {"lognormvariate", r_lognormvariate, true},
    {"expovariate", r_expovariate, true},
    {"vonmisesvariate", r_vonmisesvariate, true},
    {"gammavariate", r_gammavariate, true},
    {"gauss", r_gauss, true},
    {"betavariate", r_betavariate, true},
    {"paretovariate", r_paretovariate, true},
    {"weibullvariate", r_weibullvariate, true},
    {"getstate", r_getstate, true},
    {"setstate", r_setstate, true},
    {"getrandbits", r_getrandbits, false},
    {"randbytes", r_randbytes, true},
};

void set_in(VM& vm, TypeObj* t, const char* name, Value v) { dict_set_str(vm, t->dict, vm.intern(name), v); }

} // namespace

bool init_random_module(VM& vm, DictObj* dict) {
    TypeObj* random_t = vm.new_type("Random", vm.t_object, random_ctor);
    random_t->host_type = &typeid(RandomState);
    random_t->plain_methods = true; // given ints, floats, bools, None or strs, no method runs script code
    random_t->module = vm.intern("random");
    module_set(vm, dict, "Random", Value::object(random_t));
    Value inst = new_instance(vm, random_t, false);
    static_cast<RandomState*>(static_cast<HostObjectObj*>(inst.o)->object)->seed_from_os();
    module_set(vm, dict, "_inst", inst);
    for (const Method& m : kMethods) {
        NativeObj* n = vm.new_native(m.name, m.fn, m.takes_kw, random_t);
        set_in(vm, random_t, m.name, Value::object(n));
        module_set(vm, dict, m.name, vm.bound_method(inst, Value::object(n)));
    }
    set_in(vm, random_t, "__repr__", Value::object(vm.new_native("__repr__", r_repr, false, random_t)));
    set_in(vm, random_t, "VERSION", Value::integer(3));
    auto* gauss_next = vm.alloc<HostPropertyObj>(Kind::HostProperty);
    gauss_next->name = vm.intern("gauss_next");
    gauss_next->owner = random_t;
    gauss_next->getter = Value::object(vm.new_native("gauss_next", r_gauss_next_get, false, random_t));
    gauss_next->setter = Value::object(vm.new_native("gauss_next", r_gauss_next_set, false, random_t));
    set_in(vm, random_t, "gauss_next", Value::object(gauss_next));

    TypeObj* system_t = vm.new_type("SystemRandom", random_t, system_random_ctor);
    system_t->host_type = &typeid(RandomState);
    system_t->plain_methods = true;
    system_t->module = vm.intern("random");
    set_in(vm, system_t, "seed", Value::object(vm.new_native("seed", sr_seed, true, system_t)));
    set_in(vm, system_t, "getstate", Value::object(vm.new_native("getstate", sr_no_state, true, system_t)));
    set_in(vm, system_t, "setstate", Value::object(vm.new_native("setstate", sr_no_state, true, system_t)));
    module_set(vm, dict, "SystemRandom", Value::object(system_t));

    // The module's constants, computed as random.py computes them.
    module_set(vm, dict, "NV_MAGICCONST", Value::number(4 * std::exp(-0.5) / std::sqrt(2.0)));
    module_set(vm, dict, "LOG4", Value::number(std::log(4.0)));
    module_set(vm, dict, "SG_MAGICCONST", Value::number(1.0 + std::log(4.5)));
    module_set(vm, dict, "BPF", Value::integer(53));
    module_set(vm, dict, "RECIP_BPF", Value::number(std::ldexp(1.0, -53)));
    module_set(vm, dict, "TWOPI", Value::number(kTwoPi));
    return true;
}

} // namespace kiln
