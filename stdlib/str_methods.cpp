// The methods of str, as CPython 3.11 has them (results and error messages).
//
// Strings are UTF-8 (StrObj: nbytes, nchars, ascii). Every index a method
// takes or returns counts code points, never bytes. ASCII strings take byte
// fast paths; other strings are searched as bytes where UTF-8 allows it
// (find, count, split on a separator, replace) and decoded to code points
// where it does not (whitespace, strip sets, case mapping, padding). The
// Unicode character tables are in stdlib/unicode_tables.hpp.
#include <algorithm>
#include <climits>
#include <cstring>
#include <string>
#include <vector>

#include "../lang/lexer.hpp"
#include "../vm/bigint.hpp"
#include "../vm/dict.hpp"
#include "../vm/generator.hpp"
#include "../vm/ops.hpp"
#include "stdlib.hpp"
#include "unicode_tables.hpp"

namespace kiln {

namespace {

using namespace unicode;

// ====================================================================== arguments

// How a method takes its arguments; each style has CPython's own messages.
enum class Args {
    None,     // METH_NOARGS:  "str.upper() takes no arguments (1 given)"
    One,      // METH_O:       "str.join() takes exactly one argument (0 given)"
    Clinic,   // positional-only clinic: "strip expected at most 1 argument, got 2"
    Tuple,    // PyArg_ParseTuple: "find() takes at least 1 argument (0 given)"
    Keywords, // clinic with keywords: parsed by parse_keywords()
};

// Checks self and the argument count. `nargs` counts self.
bool begin(VM& vm, const Value* args, int nargs, KwArgs kw, const char* name, Args style, int min = 0,
           int max = 0) {
    if (nargs < 1) {
        vm.raisef(vm.e_TypeError, "unbound method str.{}() needs an argument", name);
        return false;
    }
    if (!is_str(args[0])) {
        vm.raisef(vm.e_TypeError, "descriptor '{}' for 'str' objects doesn't apply to a '{}' object", name,
                  vm.type_name(args[0]));
        return false;
    }
    if (kw.n && style != Args::Keywords) {
        vm.raisef(vm.e_TypeError, "str.{}() takes no keyword arguments", name);
        return false;
    }
    int n = nargs - 1;
    switch (style) {
    case Args::None:
        if (n != 0) {
            vm.raisef(vm.e_TypeError, "str.{}() takes no arguments ({} given)", name, n);
            return false;
        }
        break;
    case Args::One:
        if (n != 1) {
            vm.raisef(vm.e_TypeError, "str.{}() takes exactly one argument ({} given)", name, n);
            return false;
        }
        break;
    case Args::Clinic:
        if (n < min || n > max) {
            int lim = n < min ? min : max;
            vm.raisef(vm.e_TypeError, "{} expected {}{} argument{}, got {}", name,
                      min == max ? "" : n < min ? "at least " : "at most ", lim, lim == 1 ? "" : "s", n);
            return false;
        }
        break;
    case Args::Tuple:
        if (n < min || n > max) {
            int lim = n < min ? min : max;
            vm.raisef(vm.e_TypeError, "{}() takes {} {} argument{} ({} given)", name,
                      min == max ? "exactly" : n < min ? "at least" : "at most", lim, lim == 1 ? "" : "s", n);
            return false;
        }
        break;
    case Args::Keywords: break;
    }
    return true;
}

// CPython's _PyArg_UnpackKeywords for a signature whose parameters `names`
// may all be passed by keyword (none is required). `pos` excludes self; out[i]
// stays Empty for a parameter not given.
bool parse_keywords(VM& vm, const char* fname, const Value* pos, int npos, KwArgs kw,
                    std::initializer_list<const char*> names, int maxpos, Value* out) {
    int maxargs = (int)names.size();
    const char* const* nm = names.begin();
    if (npos + kw.n > maxargs) {
        vm.raisef(vm.e_TypeError, "{}() takes at most {} {}argument{} ({} given)", fname, maxargs,
                  npos == 0 ? "keyword " : "", maxargs == 1 ? "" : "s", npos + kw.n);
        return false;
    }
    if (npos > maxpos) {
        if (maxpos == 0) vm.raisef(vm.e_TypeError, "{}() takes no positional arguments", fname);
        else
            vm.raisef(vm.e_TypeError, "{}() takes at most {} positional argument{} ({} given)", fname, maxpos,
                      maxpos == 1 ? "" : "s", npos);
        return false;
    }
    for (int i = 0; i < maxargs; i++) out[i] = i < npos ? pos[i] : Value::empty();
    int matched = 0;
    for (int k = 0; k < kw.n; k++) {
        std::string_view key = as_str(kw.names[k])->view();
        for (int i = npos; i < maxargs; i++)
            if (key == nm[i]) {
                out[i] = kw.values[k];
                matched++;
                break;
            }
    }
    if (matched == kw.n) return true;
    for (int i = 0; i < npos; i++)
        for (int k = 0; k < kw.n; k++)
            if (as_str(kw.names[k])->view() == nm[i]) {
                vm.raisef(vm.e_TypeError, "argument for {}() given by name ('{}') and position ({})", fname, nm[i],
                          i + 1);
                return false;
            }
    for (int k = 0; k < kw.n; k++) {
        std::string_view key = as_str(kw.names[k])->view();
        bool known = false;
        for (int i = 0; i < maxargs; i++) known |= key == nm[i];
        if (!known) {
            vm.raisef(vm.e_TypeError, "'{}' is an invalid keyword argument for {}()", key, fname);
            return false;
        }
    }
    return true;
}

// An integer argument (int or bool), as PyNumber_AsSsize_t sees it.
bool int_arg(VM& vm, Value v, int64_t* out, const char* overflow_message = kSsizeOverflow) {
    return index_arg(vm, v, out, overflow_message);
}

// A start/end argument of find() and friends: None keeps the default.
bool slice_arg(VM& vm, Value v, int64_t* out) {
    if (v.is_none()) return true;
    if (is_integer(v)) {
        *out = int_clamp(v); // big ints clamp, as CPython's do to ssize_t
        return true;
    }
    vm.raise(vm.e_TypeError, "slice indices must be integers or None or have an __index__ method");
    return false;
}

// ====================================================================== string helpers

StrObj* self_str(const Value* args) { return as_str(args[0]); }

void decode(StrObj* s, std::vector<uint32_t>& cps) {
    cps.clear();
    cps.reserve(s->nchars);
    std::string_view v = s->view();
    for (size_t i = 0; i < v.size();) cps.push_back(utf8_decode(v, i));
}

// Code points and their byte offsets (offs has one extra entry: nbytes).
struct Decoded {
    std::vector<uint32_t> cps;
    std::vector<size_t> offs;
    explicit Decoded(StrObj* s) {
        cps.reserve(s->nchars);
        offs.reserve(s->nchars + 1);
        std::string_view v = s->view();
        for (size_t i = 0; i < v.size();) {
            offs.push_back(i);
            cps.push_back(utf8_decode(v, i));
        }
        offs.push_back(v.size());
    }
};

// Uniform access to a string's code points: bytes for ASCII strings.
struct AsciiText {
    const char* p;
    size_t n;
    size_t size() const { return n; }
    uint32_t at(size_t i) const { return (unsigned char)p[i]; }
    size_t off(size_t i) const { return i; }
};
struct WideText {
    const Decoded* d;
    size_t size() const { return d->cps.size(); }
    uint32_t at(size_t i) const { return d->cps[i]; }
    size_t off(size_t i) const { return d->offs[i]; }
};

template <class F>
decltype(auto) with_text(StrObj* s, F&& f) {
    if (s->ascii) return f(AsciiText{s->data, s->nbytes});
    Decoded d(s);
    return f(WideText{&d});
}

// Number of code points in UTF-8 bytes.
size_t count_chars(const char* p, size_t n) {
    size_t c = 0;
    for (size_t i = 0; i < n; i++) c += ((unsigned char)p[i] & 0xC0) != 0x80;
    return c;
}

size_t char_offset(StrObj* s, int64_t ci) { return utf8_offset(s, ci); }

// The bytes [b0, b1) of s as a str (s itself when that is all of it).
Value piece(VM& vm, StrObj* s, size_t b0, size_t b1) {
    if (b0 == 0 && b1 == s->nbytes) return Value::object(s);
    std::string_view v(s->data + b0, b1 - b0);
    return s->ascii ? vm.ascii_str(v) : vm.str(v);
}

// A new str of nbytes bytes, to be filled by the caller (who also sets
// nchars and ascii). For at most one byte use vm.str(), which shares them.
StrObj* raw_str(VM& vm, size_t nbytes) {
    StrObj* o = vm.alloc<StrObj>(Kind::Str, nbytes);
    o->hash = -1;
    o->nbytes = nbytes;
    o->data[nbytes] = 0;
    o->nchars = 0;
    o->ascii = false;
    o->interned = false;
    return o;
}

// CPython's ADJUST_INDICES.
void adjust_indices(int64_t& start, int64_t& end, int64_t len) {
    if (end > len) end = len;
    else if (end < 0) {
        end += len;
        if (end < 0) end = 0;
    }
    if (start < 0) {
        start += len;
        if (start < 0) start = 0;
    }
}

// ====================================================================== split / join

template <class Text>
void split_ws(VM& vm, ListObj* out, StrObj* s, const Text& t, int64_t maxcount) {
    size_t n = t.size(), i = 0;
    while (maxcount-- > 0) {
        while (i < n && is_space(t.at(i))) i++;
        if (i == n) break;
        size_t j = i;
        i++;
        while (i < n && !is_space(t.at(i))) i++;
        out->values().push_back(piece(vm, s, t.off(j), t.off(i)));
    }
    if (i < n) {
        while (i < n && is_space(t.at(i))) i++;
        if (i != n) out->values().push_back(piece(vm, s, t.off(i), s->nbytes));
    }
}

template <class Text>
void rsplit_ws(VM& vm, ListObj* out, StrObj* s, const Text& t, int64_t maxcount) {
    int64_t i = (int64_t)t.size() - 1;
    while (maxcount-- > 0) {
        while (i >= 0 && is_space(t.at(i))) i--;
        if (i < 0) break;
        int64_t j = i;
        i--;
        while (i >= 0 && !is_space(t.at(i))) i--;
        out->values().push_back(piece(vm, s, t.off(i + 1), t.off(j + 1)));
    }
    if (i >= 0) {
        while (i >= 0 && is_space(t.at(i))) i--;
        if (i >= 0) out->values().push_back(piece(vm, s, 0, t.off(i + 1)));
    }
    std::reverse(out->values().begin(), out->values().end());
}

Value split_common(VM& vm, Value* args, int nargs, KwArgs kw, bool right) {
    const char* name = right ? "rsplit" : "split";
    if (!begin(vm, args, nargs, kw, name, Args::Keywords)) return Value::empty();
    Value a[2];
    if (!parse_keywords(vm, name, args + 1, nargs - 1, kw, {"sep", "maxsplit"}, 2, a)) return Value::empty();
    int64_t maxsplit = -1;
    if (!a[1].is_empty() && !int_arg(vm, a[1], &maxsplit)) return Value::empty();
    Value sepv = a[0].is_empty() ? Value::none() : a[0];
    if (!sepv.is_none() && !is_str(sepv))
        return vm.raisef(vm.e_TypeError, "must be str or None, not {}", vm.type_name(sepv));
    StrObj* s = self_str(args);
    int64_t maxcount = maxsplit < 0 ? INT64_MAX : maxsplit;
    ListObj* out = vm.new_list();
    if (sepv.is_none()) {
        with_text(s, [&](const auto& t) {
            if (right) rsplit_ws(vm, out, s, t, maxcount);
            else split_ws(vm, out, s, t, maxcount);
        });
        return Value::object(out);
    }
    StrObj* sep = as_str(sepv);
    if (sep->nbytes == 0) return vm.raise(vm.e_ValueError, "empty separator");
    std::string_view hay = s->view(), needle = sep->view();
    if (!right) {
        size_t i = 0;
        while (maxcount-- > 0) {
            size_t p = needle.size() == 1 ? hay.find(needle[0], i) : hay.find(needle, i);
            if (p == std::string_view::npos) break;
            out->values().push_back(piece(vm, s, i, p));
            i = p + needle.size();
        }
        out->values().push_back(piece(vm, s, i, hay.size()));
    } else {
        size_t j = hay.size();
        while (maxcount-- > 0) {
            if (j < needle.size()) break;
            size_t p = hay.substr(0, j).rfind(needle);
            if (p == std::string_view::npos) break;
            out->values().push_back(piece(vm, s, p + needle.size(), j));
            j = p;
        }
        out->values().push_back(piece(vm, s, 0, j));
        std::reverse(out->values().begin(), out->values().end());
    }
    return Value::object(out);
}

Value str_split(VM& vm, Value* args, int nargs, KwArgs kw) { return split_common(vm, args, nargs, kw, false); }
Value str_rsplit(VM& vm, Value* args, int nargs, KwArgs kw) { return split_common(vm, args, nargs, kw, true); }

// sep.join(items), the items known.
Value join_items(VM& vm, StrObj* sep, const Value* items, size_t n) {
    if (n == 0) return vm.str("");
    size_t nbytes = 0, nchars = 0;
    bool ascii = sep->ascii;
    for (size_t i = 0; i < n; i++) {
        if (!is_str(items[i]))
            return vm.raisef(vm.e_TypeError, "sequence item {}: expected str instance, {} found", i,
                             vm.type_name(items[i]));
        StrObj* p = as_str(items[i]);
        nbytes += p->nbytes;
        nchars += p->nchars;
        ascii = ascii && p->ascii;
    }
    if (n == 1) return items[0];
    nbytes += sep->nbytes * (n - 1);
    nchars += sep->nchars * (n - 1);
    if (nbytes <= 1) {
        std::string out;
        for (size_t i = 0; i < n; i++) {
            if (i) out.append(sep->view());
            out.append(as_str(items[i])->view());
        }
        return vm.str(out);
    }
    StrObj* r = raw_str(vm, nbytes);
    char* w = r->data;
    for (size_t i = 0; i < n; i++) {
        if (i && sep->nbytes) {
            std::memcpy(w, sep->data, sep->nbytes);
            w += sep->nbytes;
        }
        StrObj* p = as_str(items[i]);
        std::memcpy(w, p->data, p->nbytes);
        w += p->nbytes;
    }
    r->nchars = nchars;
    r->ascii = ascii;
    return Value::object(r);
}

Value str_join(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!begin(vm, args, nargs, kw, "join", Args::One)) return Value::empty();
    StrObj* sep = self_str(args);
    Value seq = args[1];
    const Value* items;
    size_t n;
    if (is_list(seq)) {
        items = as_list(seq)->values().data();
        n = as_list(seq)->values().size();
    } else if (is_tuple(seq)) {
        items = as_tuple(seq)->items;
        n = as_tuple(seq)->size;
    } else {
        // Collect the items first (into a rooted list: iterating may run code).
        Value it = get_iter(vm, seq);
        if (it.is_empty()) {
            vm.exc = nullptr;
            return vm.raise(vm.e_TypeError, "can only join an iterable");
        }
        Rooted it_root(vm, it);
        ListObj* collected = vm.new_list();
        Rooted collected_root(vm, Value::object(collected));
        AppendSink sink(collected->values()); // a generator's values, as it yields them
        while (true) {
            Value v = iter_next_through(vm, it, &sink);
            if (v.is_empty()) {
                if (vm.exc) return Value::empty();
                break;
            }
            collected->values().push_back(v);
        }
        return join_items(vm, sep, collected->values().data(), collected->values().size());
    }
    return join_items(vm, sep, items, n);
}

// ====================================================================== strip

enum Side { Left = 1, Right = 2, Both = 3 };

Value strip_common(VM& vm, Value* args, int nargs, KwArgs kw, int side, const char* name) {
    if (!begin(vm, args, nargs, kw, name, Args::Clinic, 0, 1)) return Value::empty();
    Value chars = nargs > 1 ? args[1] : Value::none();
    if (!chars.is_none() && !is_str(chars)) return vm.raisef(vm.e_TypeError, "{} arg must be None or str", name);
    StrObj* s = self_str(args);
    std::vector<uint32_t> set;
    if (!chars.is_none()) decode(as_str(chars), set);
    auto strip_it = [&](uint32_t c) {
        if (chars.is_none()) return is_space(c);
        for (uint32_t x : set)
            if (x == c) return true;
        return false;
    };
    return with_text(s, [&](const auto& t) {
        size_t i = 0, j = t.size();
        if (side & Left)
            while (i < j && strip_it(t.at(i))) i++;
        if (side & Right)
            while (j > i && strip_it(t.at(j - 1))) j--;
        return piece(vm, s, t.off(i), t.off(j));
    });
}

Value str_strip(VM& vm, Value* args, int nargs, KwArgs kw) { return strip_common(vm, args, nargs, kw, Both, "strip"); }
Value str_lstrip(VM& vm, Value* args, int nargs, KwArgs kw) {
    return strip_common(vm, args, nargs, kw, Left, "lstrip");
}
Value str_rstrip(VM& vm, Value* args, int nargs, KwArgs kw) {
    return strip_common(vm, args, nargs, kw, Right, "rstrip");
}

// ====================================================================== replace

Value str_replace(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!begin(vm, args, nargs, kw, "replace", Args::Clinic, 2, 3)) return Value::empty();
    for (int i = 1; i <= 2; i++)
        if (!is_str(args[i]))
            return vm.raisef(vm.e_TypeError, "replace() argument {} must be str, not {}", i,
                             args[i].is_none() ? "None" : vm.type_name(args[i])); // as CPython's clinic names it
    int64_t count = -1;
    if (nargs > 3 && !int_arg(vm, args[3], &count)) return Value::empty();
    StrObj* s = self_str(args);
    StrObj* old = as_str(args[1]);
    StrObj* rep = as_str(args[2]);
    if (count < 0) count = INT64_MAX;
    if (count == 0) return args[0];
    std::string out;
    if (old->nbytes == 0) {
        // Insert before every character and at the end, up to count times.
        std::string_view v = s->view();
        size_t i = 0;
        int64_t done = 0;
        while (done < count) {
            out.append(rep->view());
            done++;
            if (i >= v.size()) break;
            size_t j = i + 1;
            while (j < v.size() && ((unsigned char)v[j] & 0xC0) == 0x80) j++;
            out.append(v.substr(i, j - i));
            i = j;
        }
        if (i < v.size()) out.append(v.substr(i));
        return vm.str(out);
    }
    std::string_view v = s->view(), needle = old->view();
    size_t i = 0;
    int64_t done = 0;
    while (done < count) {
        size_t p = v.find(needle, i);
        if (p == std::string_view::npos) break;
        out.append(v.substr(i, p - i));
        out.append(rep->view());
        i = p + needle.size();
        done++;
    }
    if (done == 0) return args[0];
    out.append(v.substr(i));
    return vm.str(out);
}

// ====================================================================== find / count / startswith

// (sub[, start[, end]]): start and end are converted first, as CPython does.
bool find_args(VM& vm, Value* args, int nargs, KwArgs kw, const char* name, int64_t* start, int64_t* end) {
    if (!begin(vm, args, nargs, kw, name, Args::Tuple, 1, 3)) return false;
    *start = 0;
    *end = INT64_MAX;
    if (nargs > 2 && !slice_arg(vm, args[2], start)) return false;
    if (nargs > 3 && !slice_arg(vm, args[3], end)) return false;
    return true;
}

int64_t find_in(StrObj* s, StrObj* sub, int64_t start, int64_t end, bool reverse) {
    adjust_indices(start, end, (int64_t)s->nchars);
    if (end - start < (int64_t)sub->nchars) return -1;
    if (sub->nchars == 0) return reverse ? end : start;
    size_t b0 = char_offset(s, start), b1 = s->ascii ? (size_t)end : char_offset(s, end);
    std::string_view hay(s->data + b0, b1 - b0);
    size_t p = reverse ? hay.rfind(sub->view()) : hay.find(sub->view());
    if (p == std::string_view::npos) return -1;
    return start + (int64_t)(s->ascii ? p : count_chars(hay.data(), p));
}

Value find_common(VM& vm, Value* args, int nargs, KwArgs kw, const char* name, bool reverse, bool raise) {
    int64_t start = 0, end = 0;
    if (!find_args(vm, args, nargs, kw, name, &start, &end)) return Value::empty();
    if (!is_str(args[1])) return vm.raisef(vm.e_TypeError, "must be str, not {}", vm.type_name(args[1]));
    int64_t r = find_in(self_str(args), as_str(args[1]), start, end, reverse);
    if (r < 0 && raise) return vm.raise(vm.e_ValueError, "substring not found");
    return Value::integer(r);
}

Value str_find(VM& vm, Value* args, int nargs, KwArgs kw) {
    return find_common(vm, args, nargs, kw, "find", false, false);
}
Value str_rfind(VM& vm, Value* args, int nargs, KwArgs kw) {
    return find_common(vm, args, nargs, kw, "rfind", true, false);
}
Value str_index(VM& vm, Value* args, int nargs, KwArgs kw) {
    return find_common(vm, args, nargs, kw, "index", false, true);
}
Value str_rindex(VM& vm, Value* args, int nargs, KwArgs kw) {
    return find_common(vm, args, nargs, kw, "rindex", true, true);
}

Value str_count(VM& vm, Value* args, int nargs, KwArgs kw) {
    int64_t start = 0, end = 0;
    if (!find_args(vm, args, nargs, kw, "count", &start, &end)) return Value::empty();
    if (!is_str(args[1])) return vm.raisef(vm.e_TypeError, "must be str, not {}", vm.type_name(args[1]));
    StrObj* s = self_str(args);
    StrObj* sub = as_str(args[1]);
    adjust_indices(start, end, (int64_t)s->nchars);
    if (end - start < (int64_t)sub->nchars) return Value::integer(0);
    if (sub->nchars == 0) return Value::integer(end - start + 1);
    size_t b0 = char_offset(s, start), b1 = s->ascii ? (size_t)end : char_offset(s, end);
    std::string_view hay(s->data + b0, b1 - b0), needle = sub->view();
    int64_t n = 0;
    for (size_t i = 0;;) {
        size_t p = needle.size() == 1 ? hay.find(needle[0], i) : hay.find(needle, i);
        if (p == std::string_view::npos) break;
        n++;
        i = p + needle.size();
    }
    return Value::integer(n);
}

// 1 if sub matches s at the start (or end) of s[start:end], as CPython's tailmatch.
bool tailmatch(StrObj* s, StrObj* sub, int64_t start, int64_t end, bool suffix) {
    adjust_indices(start, end, (int64_t)s->nchars);
    end -= (int64_t)sub->nchars;
    if (end < start) return false;
    if (sub->nchars == 0) return true;
    size_t b = char_offset(s, suffix ? end : start);
    if (b + sub->nbytes > s->nbytes) return false;
    return std::memcmp(s->data + b, sub->data, sub->nbytes) == 0;
}

Value affix_common(VM& vm, Value* args, int nargs, KwArgs kw, const char* name, bool suffix) {
    int64_t start = 0, end = 0;
    if (!find_args(vm, args, nargs, kw, name, &start, &end)) return Value::empty();
    StrObj* s = self_str(args);
    Value what = args[1];
    if (is_tuple(what)) {
        TupleObj* t = as_tuple(what);
        for (size_t i = 0; i < t->size; i++) {
            if (!is_str(t->items[i]))
                return vm.raisef(vm.e_TypeError, "tuple for {} must only contain str, not {}", name,
                                 vm.type_name(t->items[i]));
            if (tailmatch(s, as_str(t->items[i]), start, end, suffix)) return Value::boolean(true);
        }
        return Value::boolean(false);
    }
    if (!is_str(what))
        return vm.raisef(vm.e_TypeError, "{} first arg must be str or a tuple of str, not {}", name,
                         vm.type_name(what));
    return Value::boolean(tailmatch(s, as_str(what), start, end, suffix));
}

Value str_startswith(VM& vm, Value* args, int nargs, KwArgs kw) {
    return affix_common(vm, args, nargs, kw, "startswith", false);
}
Value str_endswith(VM& vm, Value* args, int nargs, KwArgs kw) {
    return affix_common(vm, args, nargs, kw, "endswith", true);
}

// ====================================================================== case mapping

enum class CaseOp { Upper, Lower, Swap, Title, Capitalize, Casefold };

Value case_common(VM& vm, Value* args, int nargs, KwArgs kw, const char* name, CaseOp op) {
    if (!begin(vm, args, nargs, kw, name, Args::None)) return Value::empty();
    StrObj* s = self_str(args);
    if (s->ascii) {
        std::string out(s->view());
        bool prev_cased = false;
        for (size_t i = 0; i < out.size(); i++) {
            char c = out[i];
            bool up = c >= 'A' && c <= 'Z', lo = c >= 'a' && c <= 'z';
            switch (op) {
            case CaseOp::Upper: if (lo) c -= 32; break;
            case CaseOp::Lower: case CaseOp::Casefold: if (up) c += 32; break;
            case CaseOp::Swap: if (up) c += 32; else if (lo) c -= 32; break;
            case CaseOp::Title:
                if (prev_cased) { if (up) c += 32; }
                else if (lo) c -= 32;
                prev_cased = up || lo;
                break;
            case CaseOp::Capitalize:
                if (i == 0) { if (lo) c -= 32; }
                else if (up) c += 32;
                break;
            }
            out[i] = c;
        }
        if (out == s->view()) return args[0];
        return vm.str(out);
    }
    std::vector<uint32_t> cps;
    decode(s, cps);
    std::string out;
    out.reserve(s->nbytes + 8);
    bool prev_cased = false;
    for (size_t i = 0; i < cps.size(); i++) {
        uint32_t c = cps[i];
        switch (op) {
        case CaseOp::Upper: append_upper(out, c); break;
        case CaseOp::Lower: append_lower(out, cps, i); break;
        case CaseOp::Casefold: append_casefold(out, c); break;
        case CaseOp::Swap:
            if (is_upper_char(c)) append_lower(out, cps, i);
            else if (is_lower_char(c)) append_upper(out, c);
            else utf8_append(out, c);
            break;
        case CaseOp::Title:
            if (prev_cased) append_lower(out, cps, i);
            else append_title(out, c);
            prev_cased = is_cased(c);
            break;
        case CaseOp::Capitalize:
            if (i == 0) append_title(out, c);
            else append_lower(out, cps, i);
            break;
        }
    }
    return vm.str(out);
}

Value str_upper(VM& vm, Value* a, int n, KwArgs kw) { return case_common(vm, a, n, kw, "upper", CaseOp::Upper); }
Value str_lower(VM& vm, Value* a, int n, KwArgs kw) { return case_common(vm, a, n, kw, "lower", CaseOp::Lower); }
Value str_swapcase(VM& vm, Value* a, int n, KwArgs kw) {
    return case_common(vm, a, n, kw, "swapcase", CaseOp::Swap);
}
Value str_title(VM& vm, Value* a, int n, KwArgs kw) { return case_common(vm, a, n, kw, "title", CaseOp::Title); }
Value str_capitalize(VM& vm, Value* a, int n, KwArgs kw) {
    return case_common(vm, a, n, kw, "capitalize", CaseOp::Capitalize);
}
Value str_casefold(VM& vm, Value* a, int n, KwArgs kw) {
    return case_common(vm, a, n, kw, "casefold", CaseOp::Casefold);
}

// ====================================================================== predicates

// True when the string is non-empty and every code point satisfies pred.
template <class Pred>
Value all_chars(VM& vm, Value* args, int nargs, KwArgs kw, const char* name, Pred pred) {
    if (!begin(vm, args, nargs, kw, name, Args::None)) return Value::empty();
    StrObj* s = self_str(args);
    if (s->nbytes == 0) return Value::boolean(false);
    std::string_view v = s->view();
    for (size_t i = 0; i < v.size();)
        if (!pred(utf8_decode(v, i))) return Value::boolean(false);
    return Value::boolean(true);
}

Value str_isdigit(VM& vm, Value* a, int n, KwArgs kw) { return all_chars(vm, a, n, kw, "isdigit", unicode::is_digit); }
Value str_isdecimal(VM& vm, Value* a, int n, KwArgs kw) {
    return all_chars(vm, a, n, kw, "isdecimal", unicode::is_decimal);
}
Value str_isnumeric(VM& vm, Value* a, int n, KwArgs kw) {
    return all_chars(vm, a, n, kw, "isnumeric", unicode::is_numeric);
}
Value str_isalpha(VM& vm, Value* a, int n, KwArgs kw) { return all_chars(vm, a, n, kw, "isalpha", unicode::is_alpha); }
Value str_isalnum(VM& vm, Value* a, int n, KwArgs kw) { return all_chars(vm, a, n, kw, "isalnum", unicode::is_alnum); }
Value str_isspace(VM& vm, Value* a, int n, KwArgs kw) { return all_chars(vm, a, n, kw, "isspace", unicode::is_space); }

Value str_isascii(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!begin(vm, args, nargs, kw, "isascii", Args::None)) return Value::empty();
    return Value::boolean(self_str(args)->ascii);
}

Value str_isupper(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!begin(vm, args, nargs, kw, "isupper", Args::None)) return Value::empty();
    std::string_view v = self_str(args)->view();
    bool cased = false;
    for (size_t i = 0; i < v.size();) {
        uint32_t c = utf8_decode(v, i);
        if (is_lower_char(c) || is_title_char(c)) return Value::boolean(false);
        if (!cased && is_upper_char(c)) cased = true;
    }
    return Value::boolean(cased);
}

Value str_islower(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!begin(vm, args, nargs, kw, "islower", Args::None)) return Value::empty();
    std::string_view v = self_str(args)->view();
    bool cased = false;
    for (size_t i = 0; i < v.size();) {
        uint32_t c = utf8_decode(v, i);
        if (is_upper_char(c) || is_title_char(c)) return Value::boolean(false);
        if (!cased && is_lower_char(c)) cased = true;
    }
    return Value::boolean(cased);
}

Value str_istitle(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!begin(vm, args, nargs, kw, "istitle", Args::None)) return Value::empty();
    std::string_view v = self_str(args)->view();
    bool cased = false, prev_cased = false;
    for (size_t i = 0; i < v.size();) {
        uint32_t c = utf8_decode(v, i);
        if (is_upper_char(c) || is_title_char(c)) {
            if (prev_cased) return Value::boolean(false);
            prev_cased = cased = true;
        } else if (is_lower_char(c)) {
            if (!prev_cased) return Value::boolean(false);
            prev_cased = cased = true;
        } else {
            prev_cased = false;
        }
    }
    return Value::boolean(cased);
}

// ====================================================================== padding

Value pad(VM& vm, StrObj* s, int64_t left, int64_t right, std::string_view fill) {
    if (!vm.check_reserve((size_t)(left + right) * fill.size())) return Value::empty();
    std::string out;
    out.reserve(s->nbytes + (size_t)(left + right) * fill.size());
    for (int64_t i = 0; i < left; i++) out.append(fill);
    out.append(s->view());
    for (int64_t i = 0; i < right; i++) out.append(fill);
    return vm.str(out);
}

Value just_common(VM& vm, Value* args, int nargs, KwArgs kw, const char* name, int how) {
    if (!begin(vm, args, nargs, kw, name, Args::Clinic, 1, 2)) return Value::empty();
    int64_t width = 0;
    if (!int_arg(vm, args[1], &width)) return Value::empty();
    std::string_view fill = " ";
    if (nargs > 2) {
        if (!is_str(args[2]))
            return vm.raisef(vm.e_TypeError, "The fill character must be a unicode character, not {}",
                             vm.type_name(args[2]));
        if (as_str(args[2])->nchars != 1)
            return vm.raise(vm.e_TypeError, "The fill character must be exactly one character long");
        fill = as_str(args[2])->view();
    }
    StrObj* s = self_str(args);
    int64_t len = (int64_t)s->nchars;
    if (len >= width) return args[0];
    int64_t marg = width - len;
    if (how < 0) return pad(vm, s, 0, marg, fill);
    if (how > 0) return pad(vm, s, marg, 0, fill);
    int64_t left = marg / 2 + (marg & width & 1);
    return pad(vm, s, left, marg - left, fill);
}

Value str_center(VM& vm, Value* a, int n, KwArgs kw) { return just_common(vm, a, n, kw, "center", 0); }
Value str_ljust(VM& vm, Value* a, int n, KwArgs kw) { return just_common(vm, a, n, kw, "ljust", -1); }
Value str_rjust(VM& vm, Value* a, int n, KwArgs kw) { return just_common(vm, a, n, kw, "rjust", 1); }

Value str_zfill(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!begin(vm, args, nargs, kw, "zfill", Args::One)) return Value::empty();
    int64_t width = 0;
    if (!int_arg(vm, args[1], &width)) return Value::empty();
    StrObj* s = self_str(args);
    int64_t len = (int64_t)s->nchars;
    if (len >= width) return args[0];
    int64_t fill = width - len;
    std::string out((size_t)fill, '0');
    out.append(s->view());
    if (out[fill] == '+' || out[fill] == '-') {
        out[0] = out[fill];
        out[fill] = '0';
    }
    return vm.str(out);
}

// ====================================================================== lines and tabs

Value str_splitlines(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!begin(vm, args, nargs, kw, "splitlines", Args::Keywords)) return Value::empty();
    Value a[1];
    if (!parse_keywords(vm, "splitlines", args + 1, nargs - 1, kw, {"keepends"}, 1, a)) return Value::empty();
    int64_t keepends = 0;
    if (!a[0].is_empty() && !int_arg(vm, a[0], &keepends, kCIntOverflow)) return Value::empty();
    StrObj* s = self_str(args);
    ListObj* out = vm.new_list();
    with_text(s, [&](const auto& t) {
        size_t n = t.size(), i = 0, j = 0;
        while (i < n) {
            while (i < n && !is_linebreak(t.at(i))) i++;
            size_t eol = i;
            if (i < n) {
                if (t.at(i) == '\r' && i + 1 < n && t.at(i + 1) == '\n') i += 2;
                else i++;
                if (keepends) eol = i;
            }
            out->values().push_back(piece(vm, s, t.off(j), t.off(eol)));
            j = i;
        }
    });
    return Value::object(out);
}

Value str_expandtabs(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!begin(vm, args, nargs, kw, "expandtabs", Args::Keywords)) return Value::empty();
    Value a[1];
    if (!parse_keywords(vm, "expandtabs", args + 1, nargs - 1, kw, {"tabsize"}, 1, a)) return Value::empty();
    int64_t tabsize = 8;
    if (!a[0].is_empty() && !int_arg(vm, a[0], &tabsize, kCIntOverflow)) return Value::empty();
    if (tabsize > INT_MAX || tabsize < INT_MIN)
        return vm.raise(vm.e_OverflowError, "Python int too large to convert to C int");
    StrObj* s = self_str(args);
    std::string_view v = s->view();
    if (v.find('\t') == std::string_view::npos) return args[0];
    std::string out;
    int64_t col = 0;
    for (size_t i = 0; i < v.size();) {
        size_t start = i;
        uint32_t c = utf8_decode(v, i);
        if (c == '\t') {
            if (tabsize > 0) {
                int64_t incr = tabsize - (col % tabsize);
                col += incr;
                out.append((size_t)incr, ' ');
            }
        } else {
            col++;
            out.append(v.substr(start, i - start));
            if (c == '\n' || c == '\r') col = 0;
        }
    }
    return vm.str(out);
}

// ====================================================================== partition, prefixes

Value partition_common(VM& vm, Value* args, int nargs, KwArgs kw, const char* name, bool right) {
    if (!begin(vm, args, nargs, kw, name, Args::One)) return Value::empty();
    if (!is_str(args[1])) return vm.raisef(vm.e_TypeError, "must be str, not {}", vm.type_name(args[1]));
    StrObj* s = self_str(args);
    StrObj* sep = as_str(args[1]);
    if (sep->nbytes == 0) return vm.raise(vm.e_ValueError, "empty separator");
    std::string_view v = s->view();
    size_t p = right ? v.rfind(sep->view()) : v.find(sep->view());
    Value empty = vm.str("");
    if (p == std::string_view::npos)
        return right ? vm.tuple({empty, empty, args[0]}) : vm.tuple({args[0], empty, empty});
    Value a = piece(vm, s, 0, p);
    Value b = piece(vm, s, p + sep->nbytes, s->nbytes);
    return vm.tuple({a, args[1], b});
}

Value str_partition(VM& vm, Value* a, int n, KwArgs kw) {
    return partition_common(vm, a, n, kw, "partition", false);
}
Value str_rpartition(VM& vm, Value* a, int n, KwArgs kw) {
    return partition_common(vm, a, n, kw, "rpartition", true);
}

Value remove_affix(VM& vm, Value* args, int nargs, KwArgs kw, const char* name, bool suffix) {
    if (!begin(vm, args, nargs, kw, name, Args::One)) return Value::empty();
    if (!is_str(args[1]))
        return vm.raisef(vm.e_TypeError, "{}() argument must be str, not {}", name, vm.type_name(args[1]));
    StrObj* s = self_str(args);
    std::string_view v = s->view(), a = as_str(args[1])->view();
    if (a.empty() || a.size() > v.size()) return args[0];
    if (suffix) {
        if (v.substr(v.size() - a.size()) != a) return args[0];
        return piece(vm, s, 0, v.size() - a.size());
    }
    if (v.substr(0, a.size()) != a) return args[0];
    return piece(vm, s, a.size(), v.size());
}

Value str_removeprefix(VM& vm, Value* a, int n, KwArgs kw) {
    return remove_affix(vm, a, n, kw, "removeprefix", false);
}
Value str_removesuffix(VM& vm, Value* a, int n, KwArgs kw) {
    return remove_affix(vm, a, n, kw, "removesuffix", true);
}

// ====================================================================== registration

struct MethodDef {
    const char* name;
    NativeFn fn;
    bool takes_kw;
};

// Every method takes keywords as far as the VM is concerned: each checks
// them itself, so that the message names the type ("str.upper() takes no
// keyword arguments") as CPython's does.
const MethodDef kMethods[] = {
    {"split", str_split, true},            {"rsplit", str_rsplit, true},          {"join", str_join, true},
    {"strip", str_strip, true},            {"lstrip", str_lstrip, true},          {"rstrip", str_rstrip, true},
    {"replace", str_replace, true},        {"find", str_find, true},              {"rfind", str_rfind, true},
    {"index", str_index, true},            {"rindex", str_rindex, true},          {"count", str_count, true},
    {"startswith", str_startswith, true},  {"endswith", str_endswith, true},      {"upper", str_upper, true},
    {"lower", str_lower, true},            {"title", str_title, true},            {"capitalize", str_capitalize, true},
    {"swapcase", str_swapcase, true},      {"casefold", str_casefold, true},      {"isdigit", str_isdigit, true},
    {"isalpha", str_isalpha, true},        {"isalnum", str_isalnum, true},        {"isspace", str_isspace, true},
    {"isupper", str_isupper, true},        {"islower", str_islower, true},        {"isdecimal", str_isdecimal, true},
    {"isnumeric", str_isnumeric, true},    {"istitle", str_istitle, true},        {"isascii", str_isascii, true},
    {"zfill", str_zfill, true},            {"center", str_center, true},          {"ljust", str_ljust, true},
    {"rjust", str_rjust, true},            {"splitlines", str_splitlines, true},  {"partition", str_partition, true},
    {"rpartition", str_rpartition, true},  {"expandtabs", str_expandtabs, true},  {"removeprefix", str_removeprefix, true},
    {"removesuffix", str_removesuffix, true},
};

} // namespace


void install_str_methods(VM& vm) {
    for (const MethodDef& m : kMethods)
        dict_set_str(vm, vm.t_str->dict, vm.intern(m.name),
                     Value::object(vm.new_native(m.name, m.fn, m.takes_kw, vm.t_str)));
}

} // namespace kiln
