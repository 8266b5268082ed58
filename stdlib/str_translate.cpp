// str.maketrans and str.translate, as CPython 3.11 has them.
//
// translate() asks the table for each character's code point (any object
// with __getitem__; a LookupError keeps the character) and calls the table
// exactly as often as CPython does, which a table with side effects can
// see: for ASCII text each distinct character is looked up once, until a
// replacement that is not one ASCII character sends the rest down the
// general path, which looks up every character, and after a deleted one
// also its successor twice (CPython's _PyUnicode_TranslateCharmap).
#include <cstring>
#include <string>

#include "../lang/lexer.hpp"
#include "../vm/dict.hpp"
#include "../vm/ops.hpp"
#include "args.hpp"
#include "stdlib.hpp"

namespace kiln {

namespace {

constexpr uint32_t kMaxCodePoint = 0x10FFFF;

// What the table says of one character.
enum class Mapped { Keep, Delete, Char, Text, Error };

struct Mapping {
    Mapped kind;
    uint32_t cp = 0;         // Char
    StrObj* text = nullptr;  // Text
};

// CPython's charmaptranslate_lookup: table[c] checked for its type and range.
Mapping look_up(VM& vm, Value table, uint32_t c) {
    Value key = Value::integer(c);
    Value r;
    if (is_dict(table)) {
        r = dict_get(vm, as_dict(table), key); // a missing key is the KeyError CPython would clear
        if (r.is_empty()) return {vm.exc ? Mapped::Error : Mapped::Keep};
    } else {
        r = getitem(vm, table, key);
        if (r.is_empty()) {
            if (!vm.isinstance(Value::object(vm.exc), vm.e_LookupError)) return {Mapped::Error};
            vm.exc = nullptr;
            return {Mapped::Keep};
        }
    }
    if (r.is_none()) return {Mapped::Delete};
    if (is_integer(r)) {
        if (!r.is_intlike() || r.as_int() < 0 || r.as_int() > (int64_t)kMaxCodePoint) {
            vm.raise(vm.e_ValueError, "character mapping must be in range(0x110000)");
            return {Mapped::Error};
        }
        return {Mapped::Char, (uint32_t)r.as_int()};
    }
    if (is_str(r)) return {Mapped::Text, 0, as_str(r)};
    vm.raise(vm.e_TypeError, "character mapping must return integer, None or str");
    return {Mapped::Error};
}

void append(std::string& out, const Mapping& m) {
    if (m.kind == Mapped::Char) utf8_append(out, m.cp);
    else if (m.kind == Mapped::Text) out.append(m.text->data, m.text->nbytes);
}

// CPython's unicode_fast_translate: ASCII text whose characters map to at
// most one ASCII character, each looked up once. Returns the byte offset
// where the general path must take over (s's length if none), or -1 on error.
int64_t translate_ascii(VM& vm, StrObj* s, Value table, std::string& out) {
    constexpr uint8_t kUnknown = 0xff, kDeleted = 0xfe;
    uint8_t cache[128];
    std::memset(cache, kUnknown, sizeof cache);
    for (size_t i = 0; i < s->nbytes; i++) {
        uint8_t ch = (uint8_t)s->data[i];
        if (cache[ch] == kUnknown) {
            Mapping m = look_up(vm, table, ch);
            switch (m.kind) {
            case Mapped::Error: return -1;
            case Mapped::Keep: cache[ch] = ch; break;
            case Mapped::Delete: cache[ch] = kDeleted; break;
            case Mapped::Char:
                if (m.cp > 127) return (int64_t)i;
                cache[ch] = (uint8_t)m.cp;
                break;
            case Mapped::Text:
                if (m.text->nchars != 1 || !m.text->ascii) return (int64_t)i;
                cache[ch] = (uint8_t)m.text->data[0];
                break;
            }
        }
        if (cache[ch] != kDeleted) out += (char)cache[ch];
    }
    return (int64_t)s->nbytes;
}

Value translate(VM& vm, StrObj* s, Value self, Value table) {
    if (s->nchars == 0) return self;
    std::string out;
    out.reserve(s->nbytes);
    size_t start = 0;
    if (s->ascii) {
        int64_t stop = translate_ascii(vm, s, table, out);
        if (stop < 0) return Value::empty();
        if ((size_t)stop == s->nbytes) return vm.str(out);
        start = (size_t)stop;
    }
    std::vector<uint32_t> cps;
    std::string_view v = s->view();
    for (size_t i = start; i < v.size();) cps.push_back(utf8_decode(v, i));
    for (size_t i = 0; i < cps.size();) {
        Mapping m = look_up(vm, table, cps[i]);
        if (m.kind == Mapped::Error) return Value::empty();
        if (m.kind == Mapped::Keep) utf8_append(out, cps[i]);
        append(out, m);
        if (m.kind != Mapped::Delete) {
            i++;
            continue;
        }
        // Skip the run of deleted characters, looking up the one after it
        // (which the loop looks up again).
        size_t end = i + 1;
        for (; end < cps.size(); end++) {
            Mapping next = look_up(vm, table, cps[end]);
            if (next.kind == Mapped::Error) return Value::empty();
            if (next.kind != Mapped::Delete) break;
        }
        i = end;
    }
    return vm.str(out);
}

Value str_translate(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (nargs < 1) return vm.raise(vm.e_TypeError, "unbound method str.translate() needs an argument");
    if (!is_str(args[0]))
        return vm.raisef(vm.e_TypeError, "descriptor 'translate' for 'str' objects doesn't apply to a '{}' object",
                         vm.type_name(args[0]));
    if (kw.n) return vm.raise(vm.e_TypeError, "str.translate() takes no keyword arguments");
    if (nargs != 2)
        return vm.raisef(vm.e_TypeError, "str.translate() takes exactly one argument ({} given)", nargs - 1);
    return translate(vm, as_str(args[0]), args[0], args[1]);
}

// str.maketrans(x[, y[, z]]): bound to the type (args[0] is `str`), so that
// 'abc'.maketrans(...) gets the same arguments as str.maketrans(...).
Value str_maketrans(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (kw.n) return vm.raise(vm.e_TypeError, "str.maketrans() takes no keyword arguments");
    int n = nargs - 1;
    if (n < 1) return vm.raisef(vm.e_TypeError, "maketrans expected at least 1 argument, got {}", n);
    if (n > 3) return vm.raisef(vm.e_TypeError, "maketrans expected at most 3 arguments, got {}", n);
    Value x = args[1];
    for (int i = 2; i <= n; i++)
        if (!is_str(args[i]))
            return vm.raisef(vm.e_TypeError, "maketrans() argument {} must be str, not {}", i,
                             bad_arg_type_name(vm, args[i]));
    DictObj* d = vm.new_dict();
    Rooted keep(vm, Value::object(d));
    if (n >= 2) {
        if (!is_str(x))
            return vm.raise(vm.e_TypeError,
                            "first maketrans argument must be a string if there is a second argument");
        StrObj* from = as_str(x);
        StrObj* to = as_str(args[2]);
        if (from->nchars != to->nchars)
            return vm.raise(vm.e_ValueError, "the first two maketrans arguments must have equal length");
        std::string_view f = from->view(), t = to->view();
        for (size_t i = 0, j = 0; i < f.size();) {
            uint32_t a = utf8_decode(f, i), b = utf8_decode(t, j);
            dict_set(vm, d, Value::integer(a), Value::integer(b));
        }
        if (n == 3) {
            std::string_view z = as_str(args[3])->view();
            for (size_t i = 0; i < z.size();) dict_set(vm, d, Value::integer(utf8_decode(z, i)), Value::none());
        }
        return Value::object(d);
    }
    if (!is_dict(x)) return vm.raise(vm.e_TypeError, "if you give only one argument to maketrans it must be a dict");
    DictObj* src = as_dict(x);
    for (size_t i = 0; i < src->entries.size(); i++) {
        DictEntry e = src->entries[i];
        if (!dict_entry_live(e)) continue;
        Value key = e.key;
        if (is_str(key)) {
            StrObj* k = as_str(key);
            if (k->nchars != 1) return vm.raise(vm.e_ValueError, "string keys in translate table must be of length 1");
            size_t at = 0;
            key = Value::integer(utf8_decode(k->view(), at));
        } else if (!is_integer(key)) {
            return vm.raise(vm.e_TypeError, "keys in translate table must be strings or integers");
        }
        if (!dict_set(vm, d, key, e.value)) return Value::empty();
    }
    return Value::object(d);
}

} // namespace

void install_str_translate(VM& vm) {
    dict_set_str(vm, vm.t_str->dict, vm.intern("translate"),
                 Value::object(vm.new_native("translate", str_translate, true, vm.t_str)));
    NativeObj* maketrans = vm.new_native("maketrans", str_maketrans, true, vm.t_str);
    dict_set_str(vm, vm.t_str->dict, vm.intern("maketrans"),
                 vm.bound_method(Value::object(vm.t_str), Value::object(maketrans)));
}

} // namespace kiln
