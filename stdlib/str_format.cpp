// format(), ascii(), str.format, str.format_map and the f-string field,
// as CPython 3.11 has them (Objects/stringlib/unicode_format.h).
//
// format_into() is the one place a value meets a format spec: format(),
// str.format, f-strings and %-formatting's conversions all come through it
// (and through str_into/repr_into/ascii_into for the conversions), so a
// class's __format__, __str__ and __repr__ plug in there and nowhere else.
#include "../lang/lexer.hpp"
#include "../vm/bigint.hpp"
#include "../vm/dict.hpp"
#include "../vm/dunder.hpp"
#include "../vm/ops.hpp"
#include "args.hpp"
#include "format_spec.hpp"
#include "stdlib.hpp"

namespace kiln {

namespace {

bool raise_format_error(VM& vm, const FormatError& err) {
    std::string_view k = err.kind ? err.kind : "ValueError";
    if (k == "pending") return false; // raised in the VM already
    TypeObj* t = k == "TypeError"       ? vm.e_TypeError
                 : k == "OverflowError" ? vm.e_OverflowError
                 : k == "MemoryError"   ? vm.e_MemoryError
                                        : vm.e_ValueError;
    vm.raise(t, err.message);
    return false;
}

Value raise_key_error(VM& vm, Value key) {
    TupleObj* args = vm.new_tuple(1);
    args->items[0] = key;
    return vm.raise_value(vm.new_exception(vm.e_KeyError, args));
}

// int.__format__ of an int beyond 64 bits.
bool format_bigint(VM& vm, Value v, std::string_view spec, std::string& out) {
    if (spec.empty()) return int_to_decimal(vm, v, out);
    IntDigits d;
    d.negative = mpz_sgn(as_bigint(v)->z) < 0;
    d.fits_64 = false;
    d.abs_digits = [&vm, v](int base, std::string& digits, FormatError& err) {
        std::string s;
        if (base == 10) {
            // Decimal digits keep CPython's limit on their number.
            if (!int_to_decimal(vm, v, s)) {
                err.kind = "pending";
                return false;
            }
        } else {
            s = int_to_base(v, base, "");
        }
        digits = s[0] == '-' ? s.substr(1) : s;
        return true;
    };
    auto to_double = [&vm, v](double& out_d, FormatError& err) {
        if (int_to_double(vm, v, &out_d)) return true;
        err.kind = "pending";
        return false;
    };
    FormatError err;
    return format_integer(d, spec, "int", to_double, out, err) || raise_format_error(vm, err);
}

// object.__format__: str() for an empty spec, else an error.
bool object_format(VM& vm, Value v, std::string_view spec, std::string& out) {
    if (!spec.empty()) {
        vm.raisef(vm.e_TypeError, "unsupported format string passed to {}.__format__", vm.type_name(v));
        return false;
    }
    return str_into(vm, v, out);
}

// The builtin formatting of int, bool, float, str and big int; false with
// *handled false for other values.
bool builtin_format(VM& vm, Value v, std::string_view spec, std::string& out, bool* handled) {
    FormatError err;
    *handled = true;
    switch (v.tag) {
    case Tag::Int:
        if (spec.empty()) {
            out += std::to_string(v.i);
            return true;
        }
        return format_int(v.i, spec, "int", out, err) || raise_format_error(vm, err);
    case Tag::Bool:
        // bool.__format__ is int.__format__, but an empty spec means str().
        if (spec.empty()) {
            out += v.b ? "True" : "False";
            return true;
        }
        return format_int(v.b ? 1 : 0, spec, "bool", out, err) || raise_format_error(vm, err);
    case Tag::Float:
        if (spec.empty()) {
            out += float_repr(v.f);
            return true;
        }
        return format_float(v.f, spec, "float", out, err) || raise_format_error(vm, err);
    default: break;
    }
    if (is_str(v)) {
        if (spec.empty()) {
            out.append(as_str(v)->view());
            return true;
        }
        return format_str(as_str(v)->view(), spec, out, err) || raise_format_error(vm, err);
    }
    if (is_bigint(v)) return format_bigint(vm, v, spec, out);
    *handled = false;
    return false;
}

} // namespace

bool format_into(VM& vm, Value v, std::string_view spec, std::string& out) {
    // A class's own __format__ first.
    if (is_py_instance(vm, v)) {
        Value fn = find_special(vm, v, Dunder::format_);
        if (!fn.is_empty()) {
            Value spec_str = vm.str(spec);
            Rooted keep(vm, spec_str);
            Value r = call_special(vm, fn, v, &spec_str, 1);
            if (r.is_empty()) return false;
            if (!is_str(r)) {
                vm.raisef(vm.e_TypeError, "__format__ must return a str, not {}", vm.type_name(r));
                return false;
            }
            out.append(as_str(r)->view());
            return true;
        }
    }
    bool handled;
    bool ok = builtin_format(vm, v, spec, out, &handled);
    if (handled) return ok;
    return object_format(vm, v, spec, out);
}

bool ascii_into(VM& vm, Value v, std::string& out) {
    std::string r;
    if (!repr_into(vm, v, r)) return false;
    for (size_t i = 0; i < r.size();) {
        uint32_t cp = utf8_decode(r, i);
        if (cp < 0x80) out += (char)cp;
        else if (cp < 0x100) out += fmt::format("\\x{:02x}", cp);
        else if (cp < 0x10000) out += fmt::format("\\u{:04x}", cp);
        else out += fmt::format("\\U{:08x}", cp);
    }
    return true;
}

namespace {

// !s, !r, !a: the converted string appended to `out`.
bool convert_into(VM& vm, Value v, uint32_t conversion, std::string& out) {
    switch (conversion) {
    case 's': return str_into(vm, v, out);
    case 'r': return repr_into(vm, v, out);
    case 'a': return ascii_into(vm, v, out);
    default: break;
    }
    if (conversion > 32 && conversion < 127)
        vm.raisef(vm.e_ValueError, "Unknown conversion specifier {}", (char)conversion);
    else
        vm.raisef(vm.e_ValueError, "Unknown conversion specifier \\x{:x}", conversion);
    return false;
}

} // namespace

Value format_field(VM& vm, Value v, int conversion, StrObj* spec) {
    std::string_view sv = spec ? spec->view() : std::string_view();
    std::string out;
    if (conversion) {
        std::string converted;
        if (!convert_into(vm, v, (uint32_t)conversion, converted)) return Value::empty();
        if (sv.empty()) return vm.str(converted);
        Value s = vm.str(converted);
        Rooted keep(vm, s);
        if (!format_into(vm, s, sv, out)) return Value::empty();
        return vm.str(out);
    }
    if (sv.empty() && is_str(v)) return v;
    if (!format_into(vm, v, sv, out)) return Value::empty();
    return vm.str(out);
}

namespace {

// ---------------------------------------------------------------- str.format

// Where the replacement fields' values come from: positional arguments and
// keyword arguments (str.format), or one mapping (str.format_map).
struct FieldSource {
    const Value* args = nullptr;
    int64_t nargs = 0;
    bool has_args = false;
    KwArgs kw;
    Value mapping; // Empty for str.format
};

enum class AutoState { Init, Auto, Manual };

struct AutoNumber {
    AutoState state = AutoState::Init;
    int64_t next = 0;
};

// The field-name integer: -1 when `s` is empty or not all decimal digits;
// false with ValueError on overflow.
bool field_integer(VM& vm, std::string_view s, int64_t& out) {
    out = -1;
    if (s.empty()) return true;
    int64_t acc = 0;
    for (size_t i = 0; i < s.size();) {
        int d = decimal_digit_value(utf8_decode(s, i));
        if (d < 0) return true;
        if (acc > (INT64_MAX - d) / 10) {
            vm.raise(vm.e_ValueError, "Too many decimal digits in format string");
            return false;
        }
        acc = acc * 10 + d;
    }
    out = acc;
    return true;
}

// get_field_object: the value a field name such as "0", "name", "0[1].x" names.
Value get_field(VM& vm, std::string_view field, const FieldSource& src, AutoNumber& an) {
    size_t i = 0;
    while (i < field.size() && field[i] != '.' && field[i] != '[') i++;
    std::string_view first = field.substr(0, i), rest = field.substr(i);
    int64_t index;
    if (!field_integer(vm, first, index)) return Value::empty();
    bool empty = first.empty();
    if (empty || index != -1) {
        if (an.state == AutoState::Init) an.state = empty ? AutoState::Auto : AutoState::Manual;
        if (an.state == AutoState::Manual && empty)
            return vm.raise(vm.e_ValueError,
                            "cannot switch from manual field specification to automatic field numbering");
        if (an.state != AutoState::Manual && !empty)
            return vm.raise(vm.e_ValueError,
                            "cannot switch from automatic field numbering to manual field specification");
        if (empty) index = an.next++;
    }
    Value obj;
    if (index == -1) {
        Value key = vm.str(first);
        Rooted keep_key(vm, key);
        if (!src.mapping.is_empty()) {
            obj = getitem(vm, src.mapping, key);
            if (obj.is_empty()) return obj;
        } else {
            for (int k = 0; k < src.kw.n; k++)
                if (as_str(src.kw.names[k])->view() == first) obj = src.kw.values[k];
            if (obj.is_empty()) return raise_key_error(vm, key);
        }
    } else {
        if (!src.has_args) return vm.raise(vm.e_ValueError, "Format string contains positional fields");
        if (index >= src.nargs)
            return vm.raisef(vm.e_IndexError, "Replacement index {} out of range for positional args tuple", index);
        obj = src.args[index];
    }
    Rooted cur(vm, obj);
    size_t p = 0;
    while (p < rest.size()) {
        char c = rest[p++];
        std::string_view name;
        int64_t idx = -1;
        bool attr = c == '.';
        if (c == '.') {
            size_t s = p;
            while (p < rest.size() && rest[p] != '.' && rest[p] != '[') p++;
            name = rest.substr(s, p - s);
        } else if (c == '[') {
            size_t s = p;
            while (p < rest.size() && rest[p] != ']') p++;
            if (p >= rest.size()) return vm.raise(vm.e_ValueError, "Missing ']' in format string");
            name = rest.substr(s, p - s);
            p++;
            if (!field_integer(vm, name, idx)) return Value::empty();
        } else {
            return vm.raise(vm.e_ValueError, "Only '.' or '[' may follow ']' in format field specifier");
        }
        if (name.empty()) return vm.raise(vm.e_ValueError, "Empty attribute in format string");
        Value next;
        if (attr) {
            next = getattr(vm, cur.get(), vm.intern(name));
        } else if (idx == -1) {
            Value key = vm.str(name);
            Rooted keep_key(vm, key);
            next = getitem(vm, cur.get(), key);
        } else {
            next = getitem(vm, cur.get(), Value::integer(idx));
        }
        if (next.is_empty()) return next;
        cur.set(next);
    }
    return cur.get();
}

bool build_string(VM& vm, std::string_view in, const FieldSource& src, int depth, AutoNumber& an,
                  std::string& out);

// parse_field: after the '{', the field name, conversion and spec up to
// the matching '}'.
bool parse_field(VM& vm, std::string_view s, size_t& i, std::string_view& name, std::string_view& spec,
                 bool& expand, uint32_t& conversion) {
    size_t n = s.size();
    conversion = 0;
    spec = {};
    expand = false;
    size_t start = i;
    char c = 0;
    while (i < n) {
        c = s[i++];
        if (c == '{') {
            vm.raise(vm.e_ValueError, "unexpected '{' in field name");
            return false;
        }
        if (c == '[') {
            while (i < n && s[i] != ']') i++;
            continue;
        }
        if (c == '}' || c == ':' || c == '!') break;
    }
    name = s.substr(start, i - 1 - start);
    if (c == '!' || c == ':') {
        if (c == '!') {
            if (i >= n) {
                vm.raise(vm.e_ValueError, "end of string while looking for conversion specifier");
                return false;
            }
            conversion = utf8_decode(s, i);
            if (i < n) {
                c = s[i++];
                if (c == '}') return true;
                if (c != ':') {
                    vm.raise(vm.e_ValueError, "expected ':' after conversion specifier");
                    return false;
                }
            }
        }
        size_t spec_start = i;
        int count = 1;
        while (i < n) {
            c = s[i++];
            if (c == '{') {
                expand = true;
                count++;
            } else if (c == '}') {
                if (--count == 0) {
                    spec = s.substr(spec_start, i - 1 - spec_start);
                    return true;
                }
            }
        }
        vm.raise(vm.e_ValueError, "unmatched '{' in format spec");
        return false;
    }
    if (c != '}') {
        vm.raise(vm.e_ValueError, "expected '}' before end of string");
        return false;
    }
    return true;
}

bool build_string(VM& vm, std::string_view s, const FieldSource& src, int depth, AutoNumber& an,
                  std::string& out) {
    if (depth <= 0) {
        vm.raise(vm.e_ValueError, "Max string recursion exceeded");
        return false;
    }
    size_t i = 0, n = s.size();
    while (i < n) {
        // Literal text up to the first '{' or '}'.
        size_t start = i;
        char c = 0;
        bool markup = false;
        while (i < n) {
            c = s[i++];
            if (c == '{' || c == '}') {
                markup = true;
                break;
            }
        }
        bool at_end = i >= n;
        size_t len = i - start;
        if (c == '}' && markup && (at_end || s[i] != '}')) {
            vm.raise(vm.e_ValueError, "Single '}' encountered in format string");
            return false;
        }
        if (at_end && c == '{' && markup) {
            vm.raise(vm.e_ValueError, "Single '{' encountered in format string");
            return false;
        }
        if (markup) {
            if (s[i] == c) { // a doubled brace is literal text
                i++;
                markup = false;
            } else {
                len--;
            }
        }
        out.append(s.substr(start, len));
        if (!markup) continue;

        std::string_view name, spec;
        bool expand;
        uint32_t conversion;
        if (!parse_field(vm, s, i, name, spec, expand, conversion)) return false;
        Value obj = get_field(vm, name, src, an);
        if (obj.is_empty()) return false;
        Rooted keep(vm, obj);
        if (conversion) {
            std::string converted;
            if (!convert_into(vm, obj, conversion, converted)) return false;
            keep.set(vm.str(converted));
        }
        std::string expanded;
        if (expand) {
            if (!build_string(vm, spec, src, depth - 1, an, expanded)) return false;
            spec = expanded;
        }
        if (!format_into(vm, keep.get(), spec, out)) return false;
    }
    return true;
}

bool check_self(VM& vm, Value* args, int nargs, const char* name) {
    if (nargs < 1) {
        vm.raisef(vm.e_TypeError, "unbound method str.{}() needs an argument", name);
        return false;
    }
    if (!is_str(args[0])) {
        vm.raisef(vm.e_TypeError, "descriptor '{}' for 'str' objects doesn't apply to a '{}' object", name,
                  vm.type_name(args[0]));
        return false;
    }
    return true;
}

Value str_format(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!check_self(vm, args, nargs, "format")) return Value::empty();
    FieldSource src;
    src.args = args + 1;
    src.nargs = nargs - 1;
    src.has_args = true;
    src.kw = kw;
    AutoNumber an;
    std::string out;
    if (!build_string(vm, as_str(args[0])->view(), src, 2, an, out)) return Value::empty();
    return vm.str(out);
}

Value str_format_map(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!check_self(vm, args, nargs, "format_map")) return Value::empty();
    if (kw.n) return vm.raise(vm.e_TypeError, "str.format_map() takes no keyword arguments");
    if (nargs != 2)
        return vm.raisef(vm.e_TypeError, "str.format_map() takes exactly one argument ({} given)", nargs - 1);
    FieldSource src;
    src.mapping = args[1];
    AutoNumber an;
    std::string out;
    if (!build_string(vm, as_str(args[0])->view(), src, 2, an, out)) return Value::empty();
    return vm.str(out);
}

// ---------------------------------------------------------------- builtins

Value b_format(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (kw.n) return vm.raise(vm.e_TypeError, "format() takes no keyword arguments");
    if (!check_nargs(vm, "format", nargs, 1, 2)) return Value::empty();
    std::string_view spec;
    if (nargs == 2) {
        if (!is_str(args[1]))
            return vm.raisef(vm.e_TypeError, "format() argument 2 must be str, not {}",
                             bad_arg_type_name(vm, args[1]));
        spec = as_str(args[1])->view();
    }
    if (spec.empty() && is_str(args[0])) return args[0];
    std::string out;
    if (!format_into(vm, args[0], spec, out)) return Value::empty();
    return vm.str(out);
}

Value b_ascii(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (kw.n) return vm.raise(vm.e_TypeError, "ascii() takes no keyword arguments");
    if (!check_nargs(vm, "ascii", nargs, 1, 1)) return Value::empty();
    std::string out;
    if (!ascii_into(vm, args[0], out)) return Value::empty();
    return vm.str(out);
}

// object.__format__, int.__format__, float.__format__, str.__format__ (so that
// a class's __format__ can call super().__format__(spec)).
Value format_method(VM& vm, Value* args, int nargs, KwArgs kw, TypeObj* type) {
    const char* tname = type->name->data;
    if (kw.n) return vm.raisef(vm.e_TypeError, "{}.__format__() takes no keyword arguments", tname);
    if (nargs < 1) return vm.raisef(vm.e_TypeError, "unbound method {}.__format__() needs an argument", tname);
    if (!vm.isinstance(args[0], type))
        return vm.raisef(vm.e_TypeError, "descriptor '__format__' for '{}' objects doesn't apply to a '{}' object",
                         tname, vm.type_name(args[0]));
    if (nargs != 2)
        return vm.raisef(vm.e_TypeError, "{}.__format__() takes exactly one argument ({} given)", tname, nargs - 1);
    if (!is_str(args[1]))
        return vm.raisef(vm.e_TypeError, "__format__() argument must be str, not {}", vm.type_name(args[1]));
    std::string_view spec = as_str(args[1])->view();
    std::string out;
    bool handled = false, ok = false;
    if (type != vm.t_object) ok = builtin_format(vm, args[0], spec, out, &handled);
    if (!handled) ok = object_format(vm, args[0], spec, out);
    if (!ok) return Value::empty();
    return vm.str(out);
}

Value object_format_method(VM& vm, Value* a, int n, KwArgs kw) { return format_method(vm, a, n, kw, vm.t_object); }
Value int_format_method(VM& vm, Value* a, int n, KwArgs kw) { return format_method(vm, a, n, kw, vm.t_int); }
Value float_format_method(VM& vm, Value* a, int n, KwArgs kw) { return format_method(vm, a, n, kw, vm.t_float); }
Value str_format_method(VM& vm, Value* a, int n, KwArgs kw) { return format_method(vm, a, n, kw, vm.t_str); }

} // namespace

void install_format(VM& vm) {
    dict_set_str(vm, vm.builtins, vm.intern("format"), Value::object(vm.new_native("format", b_format, true)));
    dict_set_str(vm, vm.builtins, vm.intern("ascii"), Value::object(vm.new_native("ascii", b_ascii, true)));
    dict_set_str(vm, vm.t_str->dict, vm.intern("format"),
                 Value::object(vm.new_native("format", str_format, true, vm.t_str)));
    dict_set_str(vm, vm.t_str->dict, vm.intern("format_map"),
                 Value::object(vm.new_native("format_map", str_format_map, true, vm.t_str)));
    struct {
        TypeObj* type;
        NativeFn fn;
    } methods[] = {{vm.t_object, object_format_method},
                   {vm.t_int, int_format_method},
                   {vm.t_float, float_format_method},
                   {vm.t_str, str_format_method}};
    for (auto& m : methods)
        dict_set_str(vm, m.type->dict, vm.intern("__format__"),
                     Value::object(vm.new_native("__format__", m.fn, true, m.type)));
}

} // namespace kiln
