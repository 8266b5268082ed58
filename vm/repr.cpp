// repr() and str() of builtin values, byte for byte as CPython prints them.
#include <charconv>
#include <cmath>

#include "../lang/bytecode.hpp"
#include "../lang/lexer.hpp"
#include "list_items.hpp"
#include "class.hpp"
#include "collections.hpp"
#include "bigint.hpp"
#include "dict.hpp"
#include "dunder.hpp"
#include "ops.hpp"
#include "range.hpp"
#include "type_hints.hpp"

namespace kiln {

std::string float_repr(double d) {
    if (std::isnan(d)) return "nan";
    if (std::isinf(d)) return d > 0 ? "inf" : "-inf";
    if (d == 0) return std::signbit(d) ? "-0.0" : "0.0";
    // Shortest digits that round-trip, then Python's layout: positional for
    // exponents -4..15, scientific otherwise.
    char buf[64];
    auto res = std::to_chars(buf, buf + sizeof buf, d, std::chars_format::scientific);
    std::string s(buf, res.ptr);
    std::string out;
    size_t i = 0;
    if (s[0] == '-') { out += '-'; i = 1; }
    size_t e = s.find('e');
    std::string digits;
    for (size_t k = i; k < e; k++)
        if (s[k] != '.') digits += s[k];
    int exp = std::stoi(s.substr(e + 1));
    int decpt = exp + 1;
    if (exp < -4 || exp >= 16) {
        out += digits[0];
        if (digits.size() > 1) {
            out += '.';
            out += digits.substr(1);
        }
        out += 'e';
        out += exp < 0 ? '-' : '+';
        int ae = std::abs(exp);
        if (ae < 10) out += '0';
        out += std::to_string(ae);
        return out;
    }
    if (decpt <= 0) {
        out += "0.";
        out += std::string(-decpt, '0');
        out += digits;
    } else if ((size_t)decpt >= digits.size()) {
        out += digits;
        out += std::string(decpt - digits.size(), '0');
        out += ".0";
    } else {
        out += digits.substr(0, decpt);
        out += '.';
        out += digits.substr(decpt);
    }
    return out;
}

namespace {

// str.isprintable(): not a control (Cc), format (Cf), surrogate (Cs),
// private-use (Co) character or a separator other than the ASCII space (Zs,
// Zl, Zp). Unassigned code points (Cn) are treated as printable.
bool printable(uint32_t cp) {
    if (cp < 0x20 || (cp >= 0x7F && cp <= 0xA0)) return false;
    static const uint32_t ranges[][2] = {
        {0x00AD, 0x00AD}, {0x0600, 0x0605}, {0x061C, 0x061C}, {0x06DD, 0x06DD}, {0x070F, 0x070F},
        {0x0890, 0x0891}, {0x08E2, 0x08E2}, {0x1680, 0x1680}, {0x180E, 0x180E}, {0x2000, 0x200F},
        {0x2028, 0x202F}, {0x205F, 0x2064}, {0x2066, 0x206F}, {0x3000, 0x3000}, {0xD800, 0xF8FF},
        {0xFEFF, 0xFEFF}, {0xFFF9, 0xFFFB}, {0x110BD, 0x110BD}, {0x110CD, 0x110CD}, {0x13430, 0x13438},
        {0x1BCA0, 0x1BCA3}, {0x1D173, 0x1D17A}, {0xE0001, 0xE0001}, {0xE0020, 0xE007F}, {0xF0000, 0x10FFFF},
    };
    for (auto& r : ranges)
        if (cp >= r[0] && cp <= r[1]) return false;
    return true;
}

} // namespace

std::string str_repr(std::string_view s) {
    bool has_single = s.find('\'') != std::string_view::npos;
    bool has_double = s.find('"') != std::string_view::npos;
    char q = has_single && !has_double ? '"' : '\'';
    std::string out(1, q);
    for (size_t i = 0; i < s.size();) {
        uint32_t cp = utf8_decode(s, i);
        switch (cp) {
        case '\\': out += "\\\\"; continue;
        case '\n': out += "\\n"; continue;
        case '\r': out += "\\r"; continue;
        case '\t': out += "\\t"; continue;
        default: break;
        }
        if (cp == (uint32_t)q) {
            out += '\\';
            out += q;
        } else if (printable(cp)) {
            utf8_append(out, cp);
        } else if (cp < 0x100) {
            out += fmt::format("\\x{:02x}", cp);
        } else if (cp < 0x10000) {
            out += fmt::format("\\u{:04x}", cp);
        } else {
            out += fmt::format("\\U{:08x}", cp);
        }
    }
    out += q;
    return out;
}

namespace {

// Guards against infinite recursion on self-containing containers.
struct ReprGuard {
    std::vector<Obj*>& active;
    Obj* o;
    bool entered = true;
    ReprGuard(VM& vm, Obj* o_) : active(vm.repr_active), o(o_) {
        for (Obj* a : active)
            if (a == o) { entered = false; return; }
        active.push_back(o);
    }
    ~ReprGuard() {
        if (entered) active.pop_back();
    }
};

bool items_into(VM& vm, const Value* items, size_t n, std::string& out) {
    for (size_t i = 0; i < n; i++) {
        if (i) out += ", ";
        if (!repr_into(vm, items[i], out)) return false;
    }
    return true;
}

std::string address(Obj* o) { return fmt::format("0x{:x}", (uintptr_t)o); }

// __repr__ / __str__ of an instance: Empty without exception when not defined.
bool special_str(VM& vm, Value v, Dunder d, std::string& out, bool* done) {
    *done = false;
    Value fn = find_special(vm, v, d);
    if (fn.is_empty()) return true;
    *done = true;
    Value r = call_special(vm, fn, v, nullptr, 0);
    if (r.is_empty()) return false;
    if (!is_str(r)) {
        vm.raisef(vm.e_TypeError, "__{}__ returned non-string (type {})", d == Dunder::repr_ ? "repr" : "str",
                  vm.type_name(r));
        return false;
    }
    out.append(as_str(r)->view());
    return true;
}

} // namespace

bool dict_repr_into(VM& vm, DictObj* d, std::string& out) {
    ReprGuard g(vm, d);
    if (!g.entered) {
        out += "{...}";
        return true;
    }
    out += '{';
    bool first = true;
    for (size_t i = 0; i < d->entries.size(); i++) {
        DictEntry e = d->entries[i];
        if (!dict_entry_live(e)) continue;
        if (!first) out += ", ";
        first = false;
        if (!repr_into(vm, e.key, out)) return false;
        out += ": ";
        if (!repr_into(vm, e.value, out)) return false;
    }
    out += '}';
    return true;
}

bool repr_into(VM& vm, Value v, std::string& out) {
    switch (v.tag) {
    case Tag::None: out += "None"; return true;
    case Tag::Bool: out += v.b ? "True" : "False"; return true;
    case Tag::Int: out += std::to_string(v.i); return true;
    case Tag::Float: out += float_repr(v.f); return true;
    case Tag::Empty: out += "<NULL>"; return true;
    case Tag::Obj: break;
    }
    DepthGuard guard(vm, " while getting the repr of an object");
    if (!guard.ok) return false;
    Obj* o = v.o;
    switch (o->kind) {
    case Kind::Str: out += str_repr(as_str(v)->view()); return true;
    case Kind::BigInt: return int_to_decimal(vm, v, out);
    case Kind::List: {
        ReprGuard g(vm, o);
        if (!g.entered) { out += "[...]"; return true; }
        out += '[';
        // Copy: repr of an element cannot change the list today, but keep it
        // safe (a list of bools stays one).
        ValueVec items;
        append_list_items(as_list(v), &items);
        if (!items_into(vm, items.data(), items.size(), out)) return false;
        out += ']';
        return true;
    }
    case Kind::Tuple: {
        TupleObj* t = as_tuple(v);
        if (t->flavour == kNamedTuple) return namedtuple_repr(vm, t, out);
        ReprGuard g(vm, o);
        if (!g.entered) { out += "(...)"; return true; }
        out += '(';
        if (!items_into(vm, t->items, t->size, out)) return false;
        if (t->size == 1) out += ',';
        out += ')';
        return true;
    }
    case Kind::Set: case Kind::FrozenSet: {
        auto* s = static_cast<SetObj*>(o);
        bool frozen = o->kind == Kind::FrozenSet;
        if (s->used == 0) { out += frozen ? "frozenset()" : "set()"; return true; }
        ReprGuard g(vm, o);
        if (!g.entered) { out += frozen ? "frozenset(...)" : "set(...)"; return true; }
        out += frozen ? "frozenset({" : "{";
        std::vector<Value> keys;
        for (auto& e : s->table)
            if (!e.key.is_empty()) keys.push_back(e.key);
        TempList hold(vm);
        hold.items().assign(keys.begin(), keys.end());
        for (size_t i = 0; i < keys.size(); i++) {
            if (i) out += ", ";
            if (!repr_into(vm, keys[i], out)) return false;
        }
        out += frozen ? "})" : "}";
        return true;
    }
    case Kind::Generator: {
        auto* g = static_cast<GeneratorObj*>(o);
        out += fmt::format("<generator object {} at {}>", g->func->code->proto->qualname, (const void*)o);
        return true;
    }
    case Kind::Dict:
        if (o->flavour) return flavoured_dict_repr(vm, as_dict(v), out);
        return dict_repr_into(vm, as_dict(v), out);
    case Kind::Deque: return deque_repr(vm, static_cast<DequeObj*>(o), out);
    case Kind::Range: return range_repr(vm, static_cast<RangeObj*>(o), out);
    case Kind::Slice: {
        auto* s = static_cast<SliceObj*>(o);
        out += "slice(";
        if (!repr_into(vm, s->start, out)) return false;
        out += ", ";
        if (!repr_into(vm, s->stop, out)) return false;
        out += ", ";
        if (!repr_into(vm, s->step, out)) return false;
        out += ')';
        return true;
    }
    case Kind::Function:
        if (StrObj* q = static_cast<FunctionObj*>(o)->qualname)
            out += fmt::format("<function {} at {}>", q->view(), address(o));
        else
            out += fmt::format("<function {} at {}>", static_cast<FunctionObj*>(o)->code->proto->qualname, address(o));
        return true;
    case Kind::Instance: {
        if (v.o == vm.not_implemented.o || v.o == vm.ellipsis.o) {
            out += v.o == vm.ellipsis.o ? "Ellipsis" : "NotImplemented";
            return true;
        }
        bool done;
        if (is_py_instance(vm, v)) {
            if (!special_str(vm, v, Dunder::repr_, out, &done)) return false;
            if (done) return true;
        }
        out += fmt::format("<{} object at {}>", class_repr_name(vm, vm.type_of(v)), address(o));
        return true;
    }
    case Kind::Native: {
        auto* n = static_cast<NativeObj*>(o);
        if (n->owner) out += fmt::format("<method '{}' of '{}' objects>", n->name, n->owner->name->data);
        else out += fmt::format("<built-in function {}>", n->name);
        return true;
    }
    case Kind::HostFunction: {
        auto* h = static_cast<HostFunctionObj*>(o);
        if (h->owner) out += fmt::format("<method '{}' of '{}' objects>", h->name->data, h->owner->name->data);
        else out += fmt::format("<built-in function {}>", h->name->data);
        return true;
    }
    case Kind::HostObject: return host_repr(vm, v, out, false);
    case Kind::BoundMethod: {
        auto* m = static_cast<BoundMethodObj*>(o);
        if (is_kind(m->func, Kind::Native) || is_kind(m->func, Kind::HostFunction)) {
            const char* name = is_kind(m->func, Kind::Native) ? static_cast<NativeObj*>(m->func.o)->name
                                                               : static_cast<HostFunctionObj*>(m->func.o)->name->data;
            out += fmt::format("<built-in method {} of {} object at {}>", name, vm.type_name(m->self),
                               address(m->self.tag == Tag::Obj ? m->self.o : nullptr));
        } else {
            out += "<bound method ";
            if (is_kind(m->func, Kind::Function)) out += static_cast<FunctionObj*>(m->func.o)->code->proto->qualname;
            out += " of ";
            if (!repr_into(vm, m->self, out)) return false;
            out += ">";
        }
        return true;
    }
    case Kind::GetSetDescriptor: {
        auto* g = static_cast<GetSetDescriptorObj*>(o);
        out += fmt::format("<attribute '{}' of '{}' objects>", g->name->view(), g->owner->name->view());
        return true;
    }
    case Kind::Type:
        out += fmt::format("<class '{}'>", class_repr_name(vm, static_cast<TypeObj*>(o)));
        return true;
    case Kind::Exception: {
        auto* e = static_cast<ExceptionObj*>(o);
        if (is_py_instance(vm, v)) {
            bool done;
            if (!special_str(vm, v, Dunder::repr_, out, &done)) return false;
            if (done) return true;
        }
        out += e->type->name->data;
        if (e->args->size == 1) {
            out += '(';
            if (!repr_into(vm, e->args->items[0], out)) return false;
            out += ')';
        } else {
            if (!repr_into(vm, Value::object(e->args), out)) return false;
        }
        return true;
    }
    case Kind::Module:
        out += fmt::format("<module '{}'>", static_cast<ModuleObj*>(o)->name->data);
        return true;
    case Kind::GenericAlias: case Kind::Union: return type_hint_repr(vm, v, out);
    case Kind::NativeIter: {
        auto* it = static_cast<NativeIterObj*>(o);
        if (it->cls->repr) return it->cls->repr(vm, it, out);
        out += fmt::format("<{} object at {}>", vm.type_name(v), address(o));
        return true;
    }
    case Kind::DictView: {
        auto* dv = static_cast<DictViewObj*>(o);
        out += vm.type_name(v);
        out += "([";
        bool first = true;
        DictObj* d = dv->dict;
        for (size_t i = 0; i < d->entries.size(); i++) {
            DictEntry e = d->entries[i];
            if (!dict_entry_live(e)) continue;
            if (!first) out += ", ";
            first = false;
            if (dv->part == DictPart::Items) {
                out += '(';
                if (!repr_into(vm, e.key, out)) return false;
                out += ", ";
                if (!repr_into(vm, e.value, out)) return false;
                out += ')';
            } else if (!repr_into(vm, dv->part == DictPart::Keys ? e.key : e.value, out)) {
                return false;
            }
        }
        out += "])";
        return true;
    }
    default:
        out += fmt::format("<{} object at {}>", vm.type_name(v), address(o));
        return true;
    }
}

bool str_into(VM& vm, Value v, std::string& out) {
    if (is_str(v)) {
        out.append(as_str(v)->view());
        return true;
    }
    if (is_py_instance(vm, v)) {
        bool done;
        if (!special_str(vm, v, Dunder::str_, out, &done)) return false;
        if (done) return true;
    }
    if (is_kind(v, Kind::Exception)) {
        out += vm.exception_message(static_cast<ExceptionObj*>(v.o));
        return true;
    }
    if (is_kind(v, Kind::HostObject)) return host_repr(vm, v, out, true);
    return repr_into(vm, v, out);
}

Value repr(VM& vm, Value v) {
    std::string out;
    if (!repr_into(vm, v, out)) return Value::empty();
    return vm.str(out);
}

Value to_str(VM& vm, Value v) {
    if (is_str(v)) return v;
    if (v.tag == Tag::Int) {
        // The common str(i): its digits straight into the new string.
        char buf[24];
        auto r = std::to_chars(buf, buf + sizeof buf, v.i);
        return vm.ascii_str(std::string_view(buf, (size_t)(r.ptr - buf)));
    }
    std::string out;
    if (!str_into(vm, v, out)) return Value::empty();
    return vm.str(out);
}

} // namespace kiln
