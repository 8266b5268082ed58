// The `re` module on RE2: CPython 3.11's API and results, matching in linear
// time. Patterns are translated by stdlib/re_translate.cpp.
// Rules:
//  1. Positions are code points at the API and bytes inside RE2; Offsets
//     converts (identity on ASCII strings, a forward scan otherwise).
//  2. Pattern and Match are classes defined in Python (re_prelude below) so
//     that dunders, repr and attributes behave like any class; their data is
//     a tuple stored under the key None in the instance dict, and the RE2
//     objects live in a HostObject that frees them when it is collected or
//     the VM is destroyed. Nothing is global: the compile cache is a dict
//     reached through the module functions, which are bound methods of the
//     module's state tuple.
//  3. A search never collects garbage (allocation does not collect); only
//     calls back into Python (a replacement function, raising re.error) do,
//     and the values held across them are rooted.
//  4. After an empty match the next search may not return the same empty
//     match (CPython 3.7+); RE2 reports only the first match in priority
//     order, so when another, non-empty match starts at the same place kiln
//     cannot tell which one CPython would choose and raises instead.
#include <re2/re2.h>

#include <memory>

#include "../lang/lexer.hpp"
#include "../vm/call.hpp"
#include "../vm/dict.hpp"
#include "../vm/ops.hpp"
#include "../vm/vm.hpp"
#include "args.hpp"
#include "modules.hpp"
#include "re_translate.hpp"

namespace kiln {

namespace {

using re2::RE2;
using re2::StringPiece;
namespace rx = kiln::re;

constexpr int64_t kMaxSize = INT64_MAX; // sys.maxsize
constexpr size_t kMaxCache = 512;       // CPython's _MAXCACHE

// The module's classes; all pinned by the VM, shared by its patterns.
struct ReTypes {
    TypeObj* pattern = nullptr;
    TypeObj* match = nullptr;
    TypeObj* error = nullptr;
    TypeObj* flag = nullptr;
    TypeObj* payload = nullptr; // HostObjects holding a Compiled
};

struct Compiled {
    std::shared_ptr<ReTypes> types;
    rx::Translation tr;
    std::unique_ptr<RE2> re;
    std::unique_ptr<RE2> full;    // fullmatch when tr.end_groups is not empty
    std::unique_ptr<RE2> longest; // leftmost-longest, made on first need (rule 4)
    int nsub = 1;                 // RE2 groups + 1
};

RE2::Options re2_options(bool longest) {
    RE2::Options o;
    o.set_log_errors(false);
    o.set_max_mem(64 << 20);
    o.set_longest_match(longest);
    return o;
}

// ------------------------------------------------------------------ errors

Value raise_re_error(VM& vm, const ReTypes& t, std::string_view msg, Value pattern, int64_t pos) {
    Value args[3] = {vm.str(msg), pattern, Value::integer(pos)};
    Rooted keep(vm, args[0]);
    Value e = vm.call(Value::object(t.error), args, pos >= 0 ? 3 : 1);
    if (e.is_empty()) return e;
    return vm.raise_value(e);
}

Value refuse(VM& vm, std::string_view what) {
    return vm.raisef(vm.e_NotImplementedError, "re: {} (kiln matches with RE2, in linear time)", what);
}

// ------------------------------------------------------------------ data of instances

Value new_instance(VM& vm, TypeObj* type, TupleObj* data) {
    auto* inst = vm.alloc<InstanceObj>(Kind::Instance);
    inst->type = type;
    inst->dict = nullptr;
    Value v = Value::object(inst);
    DictObj* d = vm.new_dict();
    inst->dict = d;
    dict_set(vm, d, Value::none(), Value::object(data));
    return v;
}

// Pattern data: (pattern str, flags int, groupindex dict, payload HostObject).
enum { kPatStr, kPatFlags, kPatIndex, kPatPayload, kPatSize };
// Match data: (string, pattern, pos, endpos, lastindex, spans...).
enum { kMStr, kMPattern, kMPos, kMEndpos, kMLast, kMSpans };

Compiled* compiled_of(TupleObj* pat) {
    auto* h = static_cast<HostObjectObj*>(pat->items[kPatPayload].o);
    return static_cast<Compiled*>(h->object);
}

// Any Pattern instance: the payload's host type proves it is ours.
TupleObj* pattern_data(Value v) {
    if (!is_kind(v, Kind::Instance)) return nullptr;
    auto* inst = static_cast<InstanceObj*>(v.o);
    if (!inst->dict || inst->dict->entries.empty()) return nullptr;
    const DictEntry& e = inst->dict->entries[0];
    if (!e.key.is_none() || !is_tuple(e.value) || as_tuple(e.value)->size != kPatSize) return nullptr;
    TupleObj* t = as_tuple(e.value);
    Value p = t->items[kPatPayload];
    if (!is_kind(p, Kind::HostObject)) return nullptr;
    auto* h = static_cast<HostObjectObj*>(p.o);
    if (!h->type->host_type || *h->type->host_type != typeid(Compiled)) return nullptr;
    if (inst->type != compiled_of(t)->types->pattern) return nullptr;
    return t;
}

TupleObj* match_data(Value v) {
    if (!is_kind(v, Kind::Instance)) return nullptr;
    auto* inst = static_cast<InstanceObj*>(v.o);
    if (!inst->dict || inst->dict->entries.empty()) return nullptr;
    const DictEntry& e = inst->dict->entries[0];
    if (!e.key.is_none() || !is_tuple(e.value) || as_tuple(e.value)->size < kMSpans + 2) return nullptr;
    TupleObj* t = as_tuple(e.value);
    TupleObj* pat = pattern_data(t->items[kMPattern]);
    if (!pat || !is_str(t->items[kMStr]) || inst->type != compiled_of(pat)->types->match) return nullptr;
    return t;
}

// ------------------------------------------------------------------ arguments

// Binds positional and keyword arguments to `names` (CPython's messages,
// roughly); missing optional ones stay Empty.
bool bind_args(VM& vm, const char* fname, Value* args, int nargs, KwArgs kw,
               std::initializer_list<const char*> names, size_t required, Value* out) {
    size_t n = names.size();
    if ((size_t)nargs > n) {
        vm.raisef(vm.e_TypeError, "{}() takes at most {} arguments ({} given)", fname, n, nargs + kw.n);
        return false;
    }
    for (size_t i = 0; i < n; i++) out[i] = i < (size_t)nargs ? args[i] : Value::empty();
    for (int k = 0; k < kw.n; k++) {
        std::string_view key = as_str(kw.names[k])->view();
        size_t i = 0;
        for (const char* name : names) {
            if (key == name) break;
            i++;
        }
        if (i == n) {
            vm.raisef(vm.e_TypeError, "{}() got an unexpected keyword argument '{}'", fname, key);
            return false;
        }
        if (!out[i].is_empty()) {
            vm.raisef(vm.e_TypeError, "{}() got multiple values for argument '{}'", fname, key);
            return false;
        }
        out[i] = kw.values[k];
    }
    size_t i = 0;
    for (const char* name : names) {
        if (i < required && out[i].is_empty()) {
            vm.raisef(vm.e_TypeError, "{}() missing required argument '{}' (pos {})", fname, name, i + 1);
            return false;
        }
        i++;
    }
    return true;
}

// A flags argument: an int or a RegexFlag.
bool flags_arg(VM& vm, const ReTypes& t, Value v, int64_t* out) {
    if (v.is_empty()) {
        *out = 0;
        return true;
    }
    if (v.is_intlike()) {
        *out = v.as_int();
        return true;
    }
    if (is_kind(v, Kind::Instance) && static_cast<InstanceObj*>(v.o)->type == t.flag) {
        Value x = getattr(vm, v, vm.intern("_value_"));
        if (x.is_empty()) return false;
        if (x.is_intlike()) {
            *out = x.as_int();
            return true;
        }
    }
    vm.raisef(vm.e_TypeError, "unsupported operand type(s) for &: '{}' and 'RegexFlag'", vm.type_name(v));
    return false;
}

bool int_or_default(VM& vm, Value v, int64_t dflt, int64_t* out) {
    if (v.is_empty()) {
        *out = dflt;
        return true;
    }
    if (is_bigint(v)) {
        *out = mpz_sgn(as_bigint(v)->z) < 0 ? INT64_MIN : INT64_MAX;
        return true;
    }
    return int_arg(vm, v, out);
}

StrObj* string_arg(VM& vm, Value v) {
    if (is_str(v)) return as_str(v);
    vm.raisef(vm.e_TypeError, "expected string or bytes-like object, got '{}'", vm.type_name(v));
    return nullptr;
}

// ------------------------------------------------------------------ compiling

std::u32string code_points(std::string_view s) {
    std::u32string out;
    out.reserve(s.size());
    for (size_t i = 0; i < s.size();) out += (char32_t)utf8_decode(s, i);
    return out;
}

Value make_pattern(VM& vm, const std::shared_ptr<ReTypes>& types, StrObj* pattern, int64_t flags) {
    if (flags & rx::kDebug) return refuse(vm, "the DEBUG flag is not supported");
    if (flags & rx::kTemplate) return refuse(vm, "the TEMPLATE flag is not supported");
    auto c = std::make_shared<Compiled>();
    c->types = types;
    rx::TranslateError err;
    if (!rx::translate(code_points(pattern->view()), (int)flags, c->tr, err)) {
        if (err.overflow) return vm.raise(vm.e_OverflowError, err.msg);
        if (err.pos == -2) return vm.raise(vm.e_ValueError, err.msg);
        return raise_re_error(vm, *types, err.msg, Value::object(pattern), err.pos);
    }
    c->re = std::make_unique<RE2>(c->tr.re2, re2_options(false));
    if (!c->re->ok())
        return raise_re_error(vm, *types, "kiln cannot compile this pattern with RE2: " + c->re->error(),
                              Value::object(pattern), -1);
    if (!c->tr.re2_full.empty()) {
        c->full = std::make_unique<RE2>(c->tr.re2_full, re2_options(false));
        if (!c->full->ok())
            return raise_re_error(vm, *types, "kiln cannot compile this pattern with RE2: " + c->full->error(),
                                  Value::object(pattern), -1);
    }
    c->nsub = c->re->NumberOfCapturingGroups() + 1;

    DictObj* index = vm.new_dict();
    Value iv = Value::object(index);
    for (auto& [name, g] : c->tr.names) dict_set(vm, index, vm.str(name), Value::integer(g));
    auto* h = vm.alloc<HostObjectObj>(Kind::HostObject);
    h->type = types->payload;
    h->object = c.get();
    h->keep = c;
    TupleObj* data = vm.new_tuple(kPatSize);
    data->items[kPatStr] = Value::object(pattern);
    data->items[kPatFlags] = Value::integer(c->tr.flags);
    data->items[kPatIndex] = iv;
    data->items[kPatPayload] = Value::object(h);
    return new_instance(vm, types->pattern, data);
}

// The module's state: (cache dict, payload HostObject holding the ReTypes).
enum { kStCache, kStTypes, kStSize };

std::shared_ptr<ReTypes>& state_types(Value state) {
    auto* h = static_cast<HostObjectObj*>(as_tuple(state)->items[kStTypes].o);
    return *static_cast<std::shared_ptr<ReTypes>*>(h->object);
}

// re.compile's _compile: cached per (pattern, flags) as CPython does.
Value compile_cached(VM& vm, Value state, Value pattern, Value flags_v) {
    auto& types = state_types(state);
    int64_t flags;
    if (!flags_arg(vm, *types, flags_v, &flags)) return Value::empty();
    if (pattern_data(pattern)) {
        if (flags)
            return vm.raise(vm.e_ValueError, "cannot process flags argument with a compiled pattern");
        return pattern;
    }
    if (!is_str(pattern)) return vm.raise(vm.e_TypeError, "first argument must be string or compiled pattern");
    DictObj* cache = as_dict(as_tuple(state)->items[kStCache]);
    Value key = flags ? vm.tuple({pattern, Value::integer(flags)}) : pattern;
    Value hit = dict_get(vm, cache, key);
    if (!hit.is_empty()) return hit;
    if (vm.exc) return Value::empty();
    Value p = make_pattern(vm, types, as_str(pattern), flags);
    if (p.is_empty()) return p;
    if (cache->used >= kMaxCache) {
        for (auto& e : cache->entries)
            if (dict_entry_live(e)) {
                Value oldest = e.key;
                dict_del(vm, cache, oldest);
                break;
            }
    }
    dict_set(vm, cache, key, p);
    return p;
}

// ------------------------------------------------------------------ offsets

// Byte offsets to code point offsets in one string, cheaply for offsets
// that move forward (rule 1).
struct Offsets {
    StrObj* s;
    size_t byte = 0;
    int64_t chr = 0;
    int64_t to_char(size_t b) {
        if (s->ascii) return (int64_t)b;
        const unsigned char* d = (const unsigned char*)s->data;
        if (b >= byte) {
            for (size_t i = byte; i < b; i++) chr += (d[i] & 0xC0) != 0x80;
        } else {
            for (size_t i = b; i < byte; i++) chr -= (d[i] & 0xC0) != 0x80;
        }
        byte = b;
        return chr;
    }
    size_t to_byte(int64_t c) {
        if (s->ascii) return (size_t)c;
        return utf8_offset(s, c);
    }
};

size_t next_char(StrObj* s, size_t b) {
    b++;
    while (b < s->nbytes && ((unsigned char)s->data[b] & 0xC0) == 0x80) b++;
    return b;
}

// ------------------------------------------------------------------ searching

enum class Mode { Search, Match, Full };

// One search over string[0:end) from `start`, with Python's meaning; the
// spans are byte offsets (group 0 already cut at a final `$`).
struct Searcher {
    Compiled& c;
    StrObj* s;
    size_t end;
    std::vector<StringPiece> sub;
    size_t m_start = 0, m_end = 0;

    Searcher(Compiled& c_, StrObj* s_, size_t end_) : c(c_), s(s_), end(end_), sub(c_.nsub) {}

    // Refuses texts on which the translation is not exact. False with an exception set.
    bool check_text(VM& vm) {
        if (c.tr.unicode_word_boundary && !s->ascii) {
            refuse(vm, "\\b and \\B on non-ASCII text are not supported (RE2's word boundary is ASCII-only); "
                       "use the ASCII flag");
            return false;
        }
        if (c.tr.inner_dollar && end > 0 && s->data[end - 1] == '\n') {
            refuse(vm, "a '$' that is not at the end of the pattern cannot match before a final newline");
            return false;
        }
        return true;
    }

    bool run(RE2& re, size_t start, RE2::Anchor anchor) {
        StringPiece text(s->data, end);
        if (!re.Match(text, start, end, anchor, sub.data(), c.nsub)) return false;
        m_start = sub[0].data() - s->data;
        m_end = m_start + sub[0].size();
        for (int g : c.tr.end_groups)
            if (sub[g].data() && sub[g].size()) m_end = sub[g].data() - s->data;
        return true;
    }

    // 1 found, 0 none, -1 error.
    int find(VM& vm, size_t start, Mode mode, bool must_advance) {
        if (start > end) return 0;
        if (mode == Mode::Full) return run(c.full ? *c.full : *c.re, start, RE2::ANCHOR_BOTH) ? 1 : 0;
        RE2::Anchor anchor = mode == Mode::Match ? RE2::ANCHOR_START : RE2::UNANCHORED;
        if (!run(*c.re, start, anchor)) return 0;
        if (!must_advance || m_start != start || m_end != start) return 1;
        // The empty match at `start` is taken: is there a non-empty one there?
        if (!c.longest) {
            c.longest = std::make_unique<RE2>(c.tr.re2, re2_options(true));
            if (!c.longest->ok()) {
                vm.raisef(vm.e_RuntimeError, "re: RE2 cannot compile {}", c.longest->error());
                return -1;
            }
        }
        std::vector<StringPiece> saved = sub;
        if (run(*c.longest, start, RE2::ANCHOR_START) && m_end > start) {
            refuse(vm, "after an empty match, the pattern can match a non-empty string at the same position, "
                       "and RE2 cannot tell which one CPython would choose");
            return -1;
        }
        sub = saved;
        if (mode == Mode::Match || start >= end) return 0;
        return run(*c.re, next_char(s, start), anchor) ? 1 : 0;
    }
};

// A Match instance for the searcher's current match.
Value new_match(VM& vm, Compiled& c, Searcher& sr, Offsets& off, Value string, Value pattern, int64_t pos,
                int64_t endpos) {
    int groups = c.tr.groups;
    TupleObj* t = vm.new_tuple(kMSpans + 2 * (groups + 1));
    t->items[kMStr] = string;
    t->items[kMPattern] = pattern;
    t->items[kMPos] = Value::integer(pos);
    t->items[kMEndpos] = Value::integer(endpos);
    int64_t s0 = off.to_char(sr.m_start);
    int64_t e0 = off.to_char(sr.m_end);
    t->items[kMSpans] = Value::integer(s0);
    t->items[kMSpans + 1] = Value::integer(e0);
    int last = 0;
    int64_t last_end = -1;
    for (int g = 1; g <= groups; g++) {
        const StringPiece& p = sr.sub[c.tr.re2_group[g]];
        int64_t a = -1, b = -1;
        if (p.data()) {
            a = off.to_char(p.data() - sr.s->data);
            b = off.to_char(p.data() - sr.s->data + p.size());
            // The group that closed last: the furthest end, then the later `)`.
            if (b > last_end || (b == last_end && c.tr.close_order[g] > c.tr.close_order[last])) {
                last = g;
                last_end = b;
            }
        }
        t->items[kMSpans + 2 * g] = Value::integer(a);
        t->items[kMSpans + 2 * g + 1] = Value::integer(b);
    }
    t->items[kMLast] = last ? Value::integer(last) : Value::none();
    off.to_char(sr.m_end); // leave the cursor at the match's end for the next one
    return new_instance(vm, c.types->match, t);
}

// pos/endpos clamped as CPython's state_init does; false when pos > endpos.
void clamp(int64_t len, int64_t* pos, int64_t* endpos) {
    if (*pos < 0) *pos = 0;
    if (*pos > len) *pos = len;
    if (*endpos < 0) *endpos = 0;
    if (*endpos > len) *endpos = len;
}

struct Scan {
    VM& vm;
    Value pattern;
    Compiled& c;
    StrObj* s;
    Offsets off;
    int64_t pos, endpos; // chars
    size_t byte;         // where the next search starts
    Searcher sr;
    bool must_advance = false;
    bool done = false;

    Scan(VM& vm_, Value pattern_, Compiled& c_, StrObj* s_, int64_t pos_, int64_t endpos_)
        : vm(vm_), pattern(pattern_), c(c_), s(s_), off{s_}, pos(pos_), endpos(endpos_), byte(0),
          sr(c_, s_, 0) {
        clamp((int64_t)s->nchars, &pos, &endpos);
        sr.end = off.to_byte(endpos);
        byte = off.to_byte(pos);
        if (pos > endpos) done = true;
    }

    // 1 found (sr holds it), 0 done, -1 error.
    int next() {
        if (done) return 0;
        int r = sr.find(vm, byte, Mode::Search, must_advance);
        if (r <= 0) {
            done = true;
            return r;
        }
        must_advance = sr.m_end == sr.m_start;
        byte = sr.m_end;
        return 1;
    }
};

// ------------------------------------------------------------------ Pattern methods

#define PATTERN_SELF(fname)                                                                                    \
    TupleObj* pat = nargs ? pattern_data(args[0]) : nullptr;                                                   \
    if (!pat)                                                                                                  \
        return vm.raisef(vm.e_TypeError, "descriptor '" fname "' for 're.Pattern' objects doesn't apply to a " \
                                         "'{}' object",                                                        \
                         nargs ? vm.type_name(args[0]) : "nothing");                                           \
    Compiled& c = *compiled_of(pat);                                                                           \
    Value self = args[0];                                                                                      \
    (void)c;                                                                                                   \
    (void)self;                                                                                                \
    args++;                                                                                                    \
    nargs--;

Value do_match(VM& vm, Value self, Compiled& c, Value string_v, Value pos_v, Value endpos_v, Mode mode) {
    StrObj* s = string_arg(vm, string_v);
    if (!s) return Value::empty();
    int64_t pos, endpos;
    if (!int_or_default(vm, pos_v, 0, &pos) || !int_or_default(vm, endpos_v, kMaxSize, &endpos))
        return Value::empty();
    clamp((int64_t)s->nchars, &pos, &endpos);
    if (pos > endpos) return Value::none();
    Offsets off{s};
    Searcher sr(c, s, off.to_byte(endpos));
    if (!sr.check_text(vm)) return Value::empty();
    int r = sr.find(vm, off.to_byte(pos), mode, false);
    if (r < 0) return Value::empty();
    if (r == 0) return Value::none();
    if (mode == Mode::Full && sr.m_end != sr.end) return Value::none();
    return new_match(vm, c, sr, off, string_v, self, pos, endpos);
}

Value pattern_search_mode(VM& vm, Value* args, int nargs, KwArgs kw, Mode mode, const char* name) {
    Value self = args[0];
    Compiled& c = *compiled_of(pattern_data(self));
    Value a[3];
    if (!bind_args(vm, name, args + 1, nargs - 1, kw, {"string", "pos", "endpos"}, 1, a)) return Value::empty();
    return do_match(vm, self, c, a[0], a[1], a[2], mode);
}

Value p_search(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!nargs || !pattern_data(args[0])) return vm.raise(vm.e_TypeError, "descriptor 'search' requires a 're.Pattern' object");
    return pattern_search_mode(vm, args, nargs, kw, Mode::Search, "search");
}
Value p_match(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!nargs || !pattern_data(args[0])) return vm.raise(vm.e_TypeError, "descriptor 'match' requires a 're.Pattern' object");
    return pattern_search_mode(vm, args, nargs, kw, Mode::Match, "match");
}
Value p_fullmatch(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!nargs || !pattern_data(args[0])) return vm.raise(vm.e_TypeError, "descriptor 'fullmatch' requires a 're.Pattern' object");
    return pattern_search_mode(vm, args, nargs, kw, Mode::Full, "fullmatch");
}

// A group's text, or `dflt` when it did not take part.
Value group_text(VM& vm, StrObj* s, Offsets& off, int64_t a, int64_t b, Value dflt) {
    if (a < 0) return dflt;
    size_t ba = off.to_byte(a), bb = ba;
    if (s->ascii) bb = (size_t)b;
    else {
        for (int64_t k = a; k < b; k++) bb = next_char(s, bb);
    }
    return vm.str(std::string_view(s->data + ba, bb - ba));
}

Value do_findall(VM& vm, Value self, Compiled& c, Value string_v, Value pos_v, Value endpos_v) {
    StrObj* s = string_arg(vm, string_v);
    if (!s) return Value::empty();
    int64_t pos, endpos;
    if (!int_or_default(vm, pos_v, 0, &pos) || !int_or_default(vm, endpos_v, kMaxSize, &endpos))
        return Value::empty();
    Scan scan(vm, self, c, s, pos, endpos);
    if (!scan.sr.check_text(vm)) return Value::empty();
    ListObj* out = vm.new_list();
    Value outv = Value::object(out);
    Value empty = vm.str("");
    int groups = c.tr.groups;
    while (true) {
        int r = scan.next();
        if (r < 0) return Value::empty();
        if (r == 0) break;
        auto piece = [&](const StringPiece& p) {
            if (!p.data()) return empty;
            return vm.str(std::string_view(p.data(), p.size()));
        };
        Value item;
        if (groups == 0) {
            item = vm.str(std::string_view(s->data + scan.sr.m_start, scan.sr.m_end - scan.sr.m_start));
        } else if (groups == 1) {
            item = piece(scan.sr.sub[c.tr.re2_group[1]]);
        } else {
            TupleObj* t = vm.new_tuple(groups);
            for (int g = 1; g <= groups; g++) t->items[g - 1] = piece(scan.sr.sub[c.tr.re2_group[g]]);
            item = Value::object(t);
        }
        out->values().push_back(item);
        if (!vm.poll()) return Value::empty();
    }
    return outv;
}

Value p_findall(VM& vm, Value* args, int nargs, KwArgs kw) {
    PATTERN_SELF("findall")
    Value a[3];
    if (!bind_args(vm, "findall", args, nargs, kw, {"string", "pos", "endpos"}, 1, a)) return Value::empty();
    return do_findall(vm, self, c, a[0], a[1], a[2]);
}

// finditer's state, a list the prelude's generator hands back to _scan:
// [pattern, string, pos, endpos, next byte, must_advance, done, offsets byte, offsets char].
Value make_scanner(VM& vm, Value self, Value string_v, Value pos_v, Value endpos_v) {
    StrObj* s = string_arg(vm, string_v);
    if (!s) return Value::empty();
    int64_t pos, endpos;
    if (!int_or_default(vm, pos_v, 0, &pos) || !int_or_default(vm, endpos_v, kMaxSize, &endpos))
        return Value::empty();
    Compiled& c = *compiled_of(pattern_data(self));
    Scan scan(vm, self, c, s, pos, endpos);
    if (!scan.sr.check_text(vm)) return Value::empty();
    ListObj* l = vm.new_list();
    for (Value v : {self, string_v, Value::integer(scan.pos), Value::integer(scan.endpos),
                    Value::integer((int64_t)scan.byte), Value::boolean(false), Value::boolean(scan.done),
                    Value::integer(0), Value::integer(0)})
        l->values().push_back(v);
    return Value::object(l);
}

Value p_scanner(VM& vm, Value* args, int nargs, KwArgs kw) {
    PATTERN_SELF("_scanner")
    Value a[3];
    if (!bind_args(vm, "finditer", args, nargs, kw, {"string", "pos", "endpos"}, 1, a)) return Value::empty();
    return make_scanner(vm, self, a[0], a[1], a[2]);
}

// _scan(state): the next Match of a finditer, or None.
Value m_scan(VM& vm, Value* args, int nargs, KwArgs) {
    if (nargs != 1 || !is_list(args[0]) || as_list(args[0])->values().size() != 9)
        return vm.raise(vm.e_TypeError, "_scan expects a scanner");
    auto& st = as_list(args[0])->values();
    TupleObj* pat = pattern_data(st[0]);
    if (!pat || !is_str(st[1])) return vm.raise(vm.e_TypeError, "_scan expects a scanner");
    if (st[6].b) return Value::none();
    Compiled& c = *compiled_of(pat);
    StrObj* s = as_str(st[1]);
    Scan scan(vm, st[0], c, s, st[2].i, st[3].i);
    scan.byte = (size_t)st[4].i;
    scan.must_advance = st[5].b;
    scan.off.byte = (size_t)st[7].i;
    scan.off.chr = st[8].i;
    int r = scan.next();
    if (r < 0) return Value::empty();
    if (r == 0) {
        st[6] = Value::boolean(true);
        return Value::none();
    }
    Value m = new_match(vm, c, scan.sr, scan.off, st[1], st[0], scan.pos, scan.endpos);
    st[4] = Value::integer((int64_t)scan.byte);
    st[5] = Value::boolean(scan.must_advance);
    st[7] = Value::integer((int64_t)scan.off.byte);
    st[8] = Value::integer(scan.off.chr);
    return m;
}

// ------------------------------------------------------------------ sub

// A replacement template: literal text and group numbers, in order.
struct Template {
    std::vector<std::pair<std::string, int>> items; // (text, -1) or ("", group)
    bool literal = true;
};

// CPython's parse_template. False with an exception set.
bool parse_template(VM& vm, Compiled& c, StrObj* repl, Template& out) {
    std::u32string t = code_points(repl->view());
    std::string lit;
    auto error = [&](const std::string& msg, int64_t pos) {
        raise_re_error(vm, *c.types, msg, Value::object(repl), pos);
        return false;
    };
    auto add_group = [&](int64_t g, int64_t pos) {
        if (g > c.tr.groups) return error(fmt::format("invalid group reference {}", g), pos);
        if (!lit.empty()) out.items.push_back({std::move(lit), -1});
        lit.clear();
        out.items.push_back({"", (int)g});
        out.literal = false;
        return true;
    };
    auto digit = [](char32_t ch) { return ch >= '0' && ch <= '9'; };
    auto octal = [](char32_t ch) { return ch >= '0' && ch <= '7'; };
    for (size_t i = 0; i < t.size();) {
        char32_t ch = t[i];
        if (ch != '\\') {
            utf8_append(lit, ch);
            i++;
            continue;
        }
        size_t start = i;
        if (i + 1 >= t.size()) return error("bad escape (end of pattern)", (int64_t)t.size() - 1);
        char32_t e = t[i + 1];
        i += 2;
        if (e == 'g') {
            if (i >= t.size() || t[i] != '<') return error("missing <", i);
            i++;
            size_t ns = i;
            std::u32string name;
            while (true) {
                if (i >= t.size()) {
                    if (name.empty()) return error("missing group name", i);
                    return error("missing >, unterminated name", ns);
                }
                char32_t d = t[i++];
                if (d == '>') {
                    if (name.empty()) return error("missing group name", i - 1);
                    break;
                }
                name += d;
            }
            std::string n;
            for (char32_t d : name) utf8_append(n, d);
            int64_t index = -1;
            if (rx::is_identifier(name)) {
                for (auto& [gn, g] : c.tr.names)
                    if (gn == n) index = g;
                if (index < 0) {
                    vm.raisef(vm.e_IndexError, "unknown group name '{}'", n);
                    return false;
                }
            } else {
                bool all_digits = !name.empty() && name.size() < 12;
                for (char32_t d : name) all_digits &= digit(d);
                if (!all_digits) return error(fmt::format("bad character in group name '{}'", n), ns);
                index = std::stoll(n);
            }
            if (!add_group(index, ns)) return false;
        } else if (e == '0') {
            int v = 0;
            for (int k = 0; k < 2 && i < t.size() && octal(t[i]); k++) v = v * 8 + (t[i++] - '0');
            utf8_append(lit, (uint32_t)(v & 0xFF));
        } else if (digit(e)) {
            if (i < t.size() && digit(t[i])) {
                char32_t d2 = t[i++];
                if (octal(e) && octal(d2) && i < t.size() && octal(t[i])) {
                    int v = (e - '0') * 64 + (d2 - '0') * 8 + (t[i++] - '0');
                    if (v > 0377) {
                        std::string esc;
                        for (size_t k = start; k < i; k++) utf8_append(esc, t[k]);
                        return error(fmt::format("octal escape value {} outside of range 0-0o377", esc), start);
                    }
                    utf8_append(lit, (uint32_t)v);
                    continue;
                }
                if (!add_group((e - '0') * 10 + (d2 - '0'), start + 1)) return false;
            } else if (!add_group(e - '0', start + 1)) {
                return false;
            }
        } else {
            uint32_t v = 0;
            switch (e) {
            case 'a': v = 7; break;
            case 'b': v = 8; break;
            case 'f': v = 12; break;
            case 'n': v = 10; break;
            case 'r': v = 13; break;
            case 't': v = 9; break;
            case 'v': v = 11; break;
            case '\\': v = '\\'; break;
            default:
                if (e < 0x80 && std::isalpha((int)e)) {
                    std::string esc = "\\";
                    utf8_append(esc, e);
                    return error("bad escape " + esc, start);
                }
                lit += '\\';
                utf8_append(lit, e);
                continue;
            }
            utf8_append(lit, v);
        }
    }
    if (!lit.empty()) out.items.push_back({std::move(lit), -1});
    return true;
}

Value do_sub(VM& vm, Value self, Compiled& c, Value repl, Value string_v, Value count_v, bool with_count) {
    StrObj* s = string_arg(vm, string_v);
    if (!s) return Value::empty();
    int64_t count;
    if (!int_or_default(vm, count_v, 0, &count)) return Value::empty();
    Template tmpl;
    bool callable = !is_str(repl);
    if (!callable && !parse_template(vm, c, as_str(repl), tmpl)) return Value::empty();
    Rooted keep_repl(vm, repl), keep_string(vm, string_v), keep_self(vm, self);
    Scan scan(vm, self, c, s, 0, kMaxSize);
    if (!scan.sr.check_text(vm)) return Value::empty();
    std::string out;
    size_t last = 0;
    int64_t n = 0, pieces = 0;
    while (count <= 0 || n < count) {
        int r = scan.next();
        if (r < 0) return Value::empty();
        if (r == 0) break;
        size_t b = scan.sr.m_start, e = scan.sr.m_end;
        if (last < b) {
            out.append(s->data + last, b - last);
            pieces++;
        }
        if (callable) {
            Value m = new_match(vm, c, scan.sr, scan.off, string_v, self, scan.pos, scan.endpos);
            Value res = vm.call(repl, &m, 1);
            if (res.is_empty()) return res;
            if (!is_str(res))
                return vm.raisef(vm.e_TypeError, "sequence item {}: expected str instance, {} found", pieces,
                                 vm.type_name(res));
            out.append(as_str(res)->view());
            pieces++;
        } else {
            for (auto& [text, g] : tmpl.items) {
                if (g < 0) out += text;
                else {
                    const StringPiece& p = g == 0 ? StringPiece(s->data + b, e - b) : scan.sr.sub[c.tr.re2_group[g]];
                    if (p.data()) out.append(p.data(), p.size());
                }
            }
            if (!tmpl.items.empty()) pieces++;
        }
        last = e;
        n++;
        if (!vm.poll()) return Value::empty();
    }
    if (last < s->nbytes) out.append(s->data + last, s->nbytes - last);
    Value result = n ? vm.str(out) : string_v;
    if (!with_count) return result;
    return vm.tuple({result, Value::integer(n)});
}

Value p_sub_common(VM& vm, Value* args, int nargs, KwArgs kw, bool with_count, const char* name) {
    PATTERN_SELF("sub")
    Value a[3];
    if (!bind_args(vm, name, args, nargs, kw, {"repl", "string", "count"}, 2, a)) return Value::empty();
    return do_sub(vm, self, c, a[0], a[1], a[2], with_count);
}
Value p_sub(VM& vm, Value* args, int nargs, KwArgs kw) { return p_sub_common(vm, args, nargs, kw, false, "sub"); }
Value p_subn(VM& vm, Value* args, int nargs, KwArgs kw) { return p_sub_common(vm, args, nargs, kw, true, "subn"); }

Value do_split(VM& vm, Value self, Compiled& c, Value string_v, Value maxsplit_v) {
    StrObj* s = string_arg(vm, string_v);
    if (!s) return Value::empty();
    int64_t maxsplit;
    if (!int_or_default(vm, maxsplit_v, 0, &maxsplit)) return Value::empty();
    Scan scan(vm, self, c, s, 0, kMaxSize);
    if (!scan.sr.check_text(vm)) return Value::empty();
    ListObj* out = vm.new_list();
    Value outv = Value::object(out);
    size_t last = 0;
    int64_t n = 0;
    while (maxsplit <= 0 || n < maxsplit) {
        int r = scan.next();
        if (r < 0) return Value::empty();
        if (r == 0) break;
        out->values().push_back(vm.str(std::string_view(s->data + last, scan.sr.m_start - last)));
        for (int g = 1; g <= c.tr.groups; g++) {
            const StringPiece& p = scan.sr.sub[c.tr.re2_group[g]];
            out->values().push_back(p.data() ? vm.str(std::string_view(p.data(), p.size())) : Value::none());
        }
        last = scan.sr.m_end;
        n++;
        if (!vm.poll()) return Value::empty();
    }
    out->values().push_back(vm.str(std::string_view(s->data + last, s->nbytes - last)));
    return outv;
}

Value p_split(VM& vm, Value* args, int nargs, KwArgs kw) {
    PATTERN_SELF("split")
    Value a[2];
    if (!bind_args(vm, "split", args, nargs, kw, {"string", "maxsplit"}, 1, a)) return Value::empty();
    return do_split(vm, self, c, a[0], a[1]);
}

// Pattern attributes (read-only properties).
Value p_pattern(VM& vm, Value* args, int nargs, KwArgs) {
    PATTERN_SELF("pattern")
    return pat->items[kPatStr];
}
Value p_flags(VM& vm, Value* args, int nargs, KwArgs) {
    PATTERN_SELF("flags")
    return pat->items[kPatFlags];
}
Value p_groups(VM& vm, Value* args, int nargs, KwArgs) {
    PATTERN_SELF("groups")
    return Value::integer(c.tr.groups);
}
Value p_groupindex(VM& vm, Value* args, int nargs, KwArgs) {
    PATTERN_SELF("groupindex")
    DictObj* d = vm.new_dict();
    for (auto& [name, g] : c.tr.names) dict_set(vm, d, vm.str(name), Value::integer(g));
    return Value::object(d);
}

// ------------------------------------------------------------------ Match methods

#define MATCH_SELF(fname)                                                                                      \
    TupleObj* md = nargs ? match_data(args[0]) : nullptr;                                                      \
    if (!md)                                                                                                   \
        return vm.raisef(vm.e_TypeError, "descriptor '" fname "' for 're.Match' objects doesn't apply to a "   \
                                         "'{}' object",                                                        \
                         nargs ? vm.type_name(args[0]) : "nothing");                                           \
    Compiled& c = *compiled_of(pattern_data(md->items[kMPattern]));                                           \
    (void)c;                                                                                                   \
    args++;                                                                                                    \
    nargs--;

// A group argument (index or name) to its number; -1 with IndexError set.
int64_t group_index(VM& vm, Compiled& c, Value g) {
    if (g.is_intlike()) {
        int64_t i = g.as_int();
        if (i >= 0 && i <= c.tr.groups) return i;
    } else if (is_str(g)) {
        for (auto& [name, i] : c.tr.names)
            if (as_str(g)->view() == name) return i;
    }
    vm.raise(vm.e_IndexError, "no such group");
    return -1;
}

Value match_group(VM& vm, TupleObj* md, int64_t g, Value dflt) {
    int64_t a = md->items[kMSpans + 2 * g].i, b = md->items[kMSpans + 2 * g + 1].i;
    Offsets off{as_str(md->items[kMStr])};
    return group_text(vm, off.s, off, a, b, dflt);
}

Value m_group(VM& vm, Value* args, int nargs, KwArgs kw) {
    MATCH_SELF("group")
    if (kw.n) return vm.raise(vm.e_TypeError, "group() takes no keyword arguments");
    if (nargs == 0) return match_group(vm, md, 0, Value::none());
    if (nargs == 1) {
        int64_t g = group_index(vm, c, args[0]);
        return g < 0 ? Value::empty() : match_group(vm, md, g, Value::none());
    }
    TupleObj* t = vm.new_tuple(nargs);
    Value tv = Value::object(t);
    for (int i = 0; i < nargs; i++) t->items[i] = Value::none();
    for (int i = 0; i < nargs; i++) {
        int64_t g = group_index(vm, c, args[i]);
        if (g < 0) return Value::empty();
        t->items[i] = match_group(vm, md, g, Value::none());
    }
    return tv;
}

Value m_groups(VM& vm, Value* args, int nargs, KwArgs kw) {
    MATCH_SELF("groups")
    Value a[1];
    if (!bind_args(vm, "groups", args, nargs, kw, {"default"}, 0, a)) return Value::empty();
    Value dflt = a[0].is_empty() ? Value::none() : a[0];
    TupleObj* t = vm.new_tuple(c.tr.groups);
    for (int g = 1; g <= c.tr.groups; g++) t->items[g - 1] = match_group(vm, md, g, dflt);
    return Value::object(t);
}

Value m_groupdict(VM& vm, Value* args, int nargs, KwArgs kw) {
    MATCH_SELF("groupdict")
    Value a[1];
    if (!bind_args(vm, "groupdict", args, nargs, kw, {"default"}, 0, a)) return Value::empty();
    Value dflt = a[0].is_empty() ? Value::none() : a[0];
    DictObj* d = vm.new_dict();
    for (auto& [name, g] : c.tr.names) dict_set(vm, d, vm.str(name), match_group(vm, md, g, dflt));
    return Value::object(d);
}

Value span_part(VM& vm, Value* args, int nargs, KwArgs kw, int part, const char* name) {
    MATCH_SELF("span")
    if (kw.n) return vm.raisef(vm.e_TypeError, "{}() takes no keyword arguments", name);
    if (nargs > 1) return vm.raisef(vm.e_TypeError, "{} expected at most 1 argument, got {}", name, nargs);
    int64_t g = nargs ? group_index(vm, c, args[0]) : 0;
    if (g < 0) return Value::empty();
    Value a = md->items[kMSpans + 2 * g], b = md->items[kMSpans + 2 * g + 1];
    if (part == 0) return a;
    if (part == 1) return b;
    return vm.tuple({a, b});
}
Value m_start(VM& vm, Value* args, int nargs, KwArgs kw) { return span_part(vm, args, nargs, kw, 0, "start"); }
Value m_end(VM& vm, Value* args, int nargs, KwArgs kw) { return span_part(vm, args, nargs, kw, 1, "end"); }
Value m_span(VM& vm, Value* args, int nargs, KwArgs kw) { return span_part(vm, args, nargs, kw, 2, "span"); }

Value m_expand(VM& vm, Value* args, int nargs, KwArgs kw) {
    MATCH_SELF("expand")
    if (nargs != 1 || kw.n) return vm.raise(vm.e_TypeError, "expand() takes exactly one argument");
    if (!is_str(args[0])) return vm.raisef(vm.e_TypeError, "expected str instance, {} found", vm.type_name(args[0]));
    Template t;
    if (!parse_template(vm, c, as_str(args[0]), t)) return Value::empty();
    std::string out;
    for (auto& [text, g] : t.items) {
        if (g < 0) out += text;
        else {
            Value v = match_group(vm, md, g, Value::none());
            if (is_str(v)) out += as_str(v)->view();
        }
    }
    return vm.str(out);
}

Value m_string(VM& vm, Value* args, int nargs, KwArgs) {
    MATCH_SELF("string")
    return md->items[kMStr];
}
Value m_re(VM& vm, Value* args, int nargs, KwArgs) {
    MATCH_SELF("re")
    return md->items[kMPattern];
}
Value m_pos(VM& vm, Value* args, int nargs, KwArgs) {
    MATCH_SELF("pos")
    return md->items[kMPos];
}
Value m_endpos(VM& vm, Value* args, int nargs, KwArgs) {
    MATCH_SELF("endpos")
    return md->items[kMEndpos];
}
Value m_lastindex(VM& vm, Value* args, int nargs, KwArgs) {
    MATCH_SELF("lastindex")
    return md->items[kMLast];
}
Value m_lastgroup(VM& vm, Value* args, int nargs, KwArgs) {
    MATCH_SELF("lastgroup")
    Value li = md->items[kMLast];
    if (li.is_none()) return li;
    for (auto& [name, g] : c.tr.names)
        if (g == li.i) return vm.str(name);
    return Value::none();
}
Value m_regs(VM& vm, Value* args, int nargs, KwArgs) {
    MATCH_SELF("regs")
    TupleObj* t = vm.new_tuple(c.tr.groups + 1);
    Value tv = Value::object(t);
    for (int g = 0; g <= c.tr.groups; g++) t->items[g] = Value::none();
    for (int g = 0; g <= c.tr.groups; g++)
        t->items[g] = vm.tuple({md->items[kMSpans + 2 * g], md->items[kMSpans + 2 * g + 1]});
    return tv;
}

// ------------------------------------------------------------------ module functions

// args[0] is the state tuple (the functions are bound methods of it).
Value f_compile(VM& vm, Value* args, int nargs, KwArgs kw) {
    Value a[2];
    if (!bind_args(vm, "compile", args + 1, nargs - 1, kw, {"pattern", "flags"}, 1, a)) return Value::empty();
    return compile_cached(vm, args[0], a[0], a[1]);
}

Value f_match_mode(VM& vm, Value* args, int nargs, KwArgs kw, Mode mode, const char* name) {
    Value a[3];
    if (!bind_args(vm, name, args + 1, nargs - 1, kw, {"pattern", "string", "flags"}, 2, a)) return Value::empty();
    Value p = compile_cached(vm, args[0], a[0], a[2]);
    if (p.is_empty()) return p;
    return do_match(vm, p, *compiled_of(pattern_data(p)), a[1], Value::empty(), Value::empty(), mode);
}
Value f_search(VM& vm, Value* args, int nargs, KwArgs kw) { return f_match_mode(vm, args, nargs, kw, Mode::Search, "search"); }
Value f_match(VM& vm, Value* args, int nargs, KwArgs kw) { return f_match_mode(vm, args, nargs, kw, Mode::Match, "match"); }
Value f_fullmatch(VM& vm, Value* args, int nargs, KwArgs kw) { return f_match_mode(vm, args, nargs, kw, Mode::Full, "fullmatch"); }

Value f_findall(VM& vm, Value* args, int nargs, KwArgs kw) {
    Value a[3];
    if (!bind_args(vm, "findall", args + 1, nargs - 1, kw, {"pattern", "string", "flags"}, 2, a)) return Value::empty();
    Value p = compile_cached(vm, args[0], a[0], a[2]);
    if (p.is_empty()) return p;
    return do_findall(vm, p, *compiled_of(pattern_data(p)), a[1], Value::empty(), Value::empty());
}

Value f_scanner(VM& vm, Value* args, int nargs, KwArgs kw) {
    Value a[3];
    if (!bind_args(vm, "finditer", args + 1, nargs - 1, kw, {"pattern", "string", "flags"}, 2, a)) return Value::empty();
    Value p = compile_cached(vm, args[0], a[0], a[2]);
    if (p.is_empty()) return p;
    return make_scanner(vm, p, a[1], Value::empty(), Value::empty());
}

Value f_sub_common(VM& vm, Value* args, int nargs, KwArgs kw, bool with_count, const char* name) {
    Value a[5];
    if (!bind_args(vm, name, args + 1, nargs - 1, kw, {"pattern", "repl", "string", "count", "flags"}, 3, a))
        return Value::empty();
    Value p = compile_cached(vm, args[0], a[0], a[4]);
    if (p.is_empty()) return p;
    return do_sub(vm, p, *compiled_of(pattern_data(p)), a[1], a[2], a[3], with_count);
}
Value f_sub(VM& vm, Value* args, int nargs, KwArgs kw) { return f_sub_common(vm, args, nargs, kw, false, "sub"); }
Value f_subn(VM& vm, Value* args, int nargs, KwArgs kw) { return f_sub_common(vm, args, nargs, kw, true, "subn"); }

Value f_split(VM& vm, Value* args, int nargs, KwArgs kw) {
    Value a[4];
    if (!bind_args(vm, "split", args + 1, nargs - 1, kw, {"pattern", "string", "maxsplit", "flags"}, 2, a))
        return Value::empty();
    Value p = compile_cached(vm, args[0], a[0], a[3]);
    if (p.is_empty()) return p;
    return do_split(vm, p, *compiled_of(pattern_data(p)), a[1], a[2]);
}

Value f_purge(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (nargs != 1 || kw.n) return vm.raise(vm.e_TypeError, "purge() takes no arguments");
    dict_clear(as_dict(as_tuple(args[0])->items[kStCache]));
    return Value::none();
}

// re.escape: CPython 3.7+ escapes only the characters special in patterns.
Value f_escape(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (nargs != 1 || kw.n) return vm.raise(vm.e_TypeError, "escape() takes exactly one argument");
    if (!is_str(args[0])) return vm.raisef(vm.e_TypeError, "escape() argument must be str, not {}", vm.type_name(args[0]));
    std::string_view s = as_str(args[0])->view();
    static constexpr std::string_view special = "()[]{}?*+-|^$\\.&~# \t\n\r\v\f";
    std::string out;
    out.reserve(s.size());
    for (char ch : s) {
        if (special.find(ch) != std::string_view::npos) out += '\\';
        out += ch;
    }
    return vm.str(out);
}

// The parts written in Python: the error class, the flag type, Pattern and
// Match (their dunders), finditer's generator.
constexpr std::string_view kPrelude = R"PY(
class error(Exception):
    def __init__(self, msg, pattern=None, pos=None):
        self.msg = msg
        self.pattern = pattern
        self.pos = pos
        if pattern is not None and pos is not None:
            msg = '%s at position %d' % (msg, pos)
            self.lineno = pattern.count('\n', 0, pos) + 1
            self.colno = pos - pattern.rfind('\n', 0, pos)
            if '\n' in pattern:
                msg = '%s (line %d, column %d)' % (msg, self.lineno, self.colno)
        else:
            self.lineno = self.colno = None
        super().__init__(msg)

_FLAG_ORDER = (('ASCII', 256), ('IGNORECASE', 2), ('LOCALE', 4), ('UNICODE', 32), ('MULTILINE', 8),
               ('DOTALL', 16), ('VERBOSE', 64), ('TEMPLATE', 1), ('DEBUG', 128))

def _flag_value(x):
    if isinstance(x, RegexFlag):
        return x._value_
    return x

class RegexFlag:
    __slots__ = ('_value_',)
    def __init__(self, value):
        self._value_ = value
    @property
    def value(self):
        return self._value_
    @property
    def name(self):
        v = self._value_
        names = []
        for n, bit in _FLAG_ORDER:
            if v & bit:
                names.append(n)
                v &= ~bit
        if v or not names:
            return None if names or self._value_ else 'NOFLAG'
        return '|'.join(names)
    def __repr__(self):
        v = self._value_
        if v == 0:
            return 're.NOFLAG'
        parts = []
        for n, bit in _FLAG_ORDER:
            if v & bit:
                parts.append('re.' + n)
                v &= ~bit
        if v:
            parts.append(hex(v))
        return '|'.join(parts)
    def __str__(self):
        return self.__repr__()
    def __format__(self, spec):
        return format(self.__repr__(), spec)
    def __or__(self, other):
        if not isinstance(other, (int, RegexFlag)) or isinstance(other, bool):
            return NotImplemented
        return RegexFlag(self._value_ | _flag_value(other))
    def __ror__(self, other):
        return self.__or__(other)
    def __and__(self, other):
        if not isinstance(other, (int, RegexFlag)) or isinstance(other, bool):
            return NotImplemented
        return RegexFlag(self._value_ & _flag_value(other))
    def __rand__(self, other):
        return self.__and__(other)
    def __xor__(self, other):
        if not isinstance(other, (int, RegexFlag)) or isinstance(other, bool):
            return NotImplemented
        return RegexFlag(self._value_ ^ _flag_value(other))
    def __rxor__(self, other):
        return self.__xor__(other)
    def __eq__(self, other):
        if isinstance(other, (int, RegexFlag)):
            return self._value_ == _flag_value(other)
        return NotImplemented
    def __ne__(self, other):
        if isinstance(other, (int, RegexFlag)):
            return self._value_ != _flag_value(other)
        return NotImplemented
    def __hash__(self):
        return hash(self._value_)
    def __bool__(self):
        return self._value_ != 0
    def __add__(self, other):
        return self._value_ + other
    def __radd__(self, other):
        return other + self._value_

NOFLAG = RegexFlag(0)
A = ASCII = RegexFlag(256)
I = IGNORECASE = RegexFlag(2)
L = LOCALE = RegexFlag(4)
U = UNICODE = RegexFlag(32)
M = MULTILINE = RegexFlag(8)
S = DOTALL = RegexFlag(16)
X = VERBOSE = RegexFlag(64)
T = TEMPLATE = RegexFlag(1)
DEBUG = RegexFlag(128)

_PATTERN_FLAG_NAMES = (('TEMPLATE', 1), ('IGNORECASE', 2), ('LOCALE', 4), ('MULTILINE', 8), ('DOTALL', 16),
                       ('UNICODE', 32), ('VERBOSE', 64), ('DEBUG', 128), ('ASCII', 256))

def _finditer(scan, state):
    while True:
        m = scan(state)
        if m is None:
            return
        yield m

class Pattern:
    __slots__ = ()
    def finditer(self, string, pos=0, endpos=9223372036854775807):
        return _finditer(_scan, self._scanner(string, pos, endpos))
    def scanner(self, string, pos=0, endpos=9223372036854775807):
        raise NotImplementedError('re: Pattern.scanner() is not supported by kiln')
    def __repr__(self):
        r = repr(self.pattern)[:200]
        flags = self.flags
        if flags & (4 | 32 | 256) == 32:
            flags &= ~32
        if not flags:
            return 're.compile(%s)' % r
        names = []
        for n, bit in _PATTERN_FLAG_NAMES:
            if flags & bit:
                names.append('re.' + n)
                flags &= ~bit
        if flags:
            names.append(hex(flags))
        return 're.compile(%s, %s)' % (r, '|'.join(names))
    def __eq__(self, other):
        if not isinstance(other, Pattern):
            return NotImplemented
        return self.pattern == other.pattern and self.flags == other.flags
    def __ne__(self, other):
        if not isinstance(other, Pattern):
            return NotImplemented
        return not (self.pattern == other.pattern and self.flags == other.flags)
    def __hash__(self):
        return hash((self.pattern, self.flags))
    def __copy__(self):
        return self
    def __deepcopy__(self, memo):
        return self

class Match:
    __slots__ = ()
    def __getitem__(self, g):
        return self.group(g)
    def __repr__(self):
        return '<re.Match object; span=%r, match=%s>' % (self.span(), repr(self.group())[:50])
    def __bool__(self):
        return True
    def __copy__(self):
        return self
    def __deepcopy__(self, memo):
        return self

def finditer(pattern, string, flags=0):
    return _finditer(_scan, _scanner(pattern, string, flags))

def template(pattern, flags=0):
    raise NotImplementedError('re: re.template() is not supported by kiln')
)PY";

void def_method(VM& vm, TypeObj* t, const char* name, NativeFn fn) {
    dict_set_str(vm, t->dict, vm.intern(name), Value::object(vm.new_native(name, fn, true, t)));
}

void def_property(VM& vm, TypeObj* t, const char* name, NativeFn fn) {
    auto* p = vm.alloc<PropertyObj>(Kind::Property);
    p->fget = Value::object(vm.new_native(name, fn, false, t));
    p->fset = Value::none();
    p->fdel = Value::none();
    dict_set_str(vm, t->dict, vm.intern(name), Value::object(p));
}

TypeObj* class_in(DictObj* dict, VM& vm, const char* name) {
    Value v = dict_get_str(dict, vm.intern(name));
    return is_kind(v, Kind::Type) ? static_cast<TypeObj*>(v.o) : nullptr;
}

} // namespace

bool init_re_module(VM& vm, DictObj* dict) {
    if (vm.run_source(kPrelude, "<re>", dict).is_empty()) return false;
    auto types = std::make_shared<ReTypes>();
    types->pattern = class_in(dict, vm, "Pattern");
    types->match = class_in(dict, vm, "Match");
    types->error = class_in(dict, vm, "error");
    types->flag = class_in(dict, vm, "RegexFlag");
    if (!types->pattern || !types->match || !types->error || !types->flag)
    {
        vm.raise(vm.e_RuntimeError, "re: the prelude did not define its classes");
        return false;
    }
    types->payload = vm.new_type("_re_payload", vm.t_object, nullptr);
    types->payload->host_type = &typeid(Compiled);
    // The state's own payload type: a HostObject holding the shared ReTypes.
    TypeObj* state_t = vm.new_type("_re_state", vm.t_object, nullptr);
    state_t->host_type = &typeid(std::shared_ptr<ReTypes>);

    TypeObj* P = types->pattern;
    def_method(vm, P, "search", p_search);
    def_method(vm, P, "match", p_match);
    def_method(vm, P, "fullmatch", p_fullmatch);
    def_method(vm, P, "findall", p_findall);
    def_method(vm, P, "_scanner", p_scanner);
    def_method(vm, P, "sub", p_sub);
    def_method(vm, P, "subn", p_subn);
    def_method(vm, P, "split", p_split);
    def_property(vm, P, "pattern", p_pattern);
    def_property(vm, P, "flags", p_flags);
    def_property(vm, P, "groups", p_groups);
    def_property(vm, P, "groupindex", p_groupindex);

    TypeObj* M = types->match;
    def_method(vm, M, "group", m_group);
    def_method(vm, M, "groups", m_groups);
    def_method(vm, M, "groupdict", m_groupdict);
    def_method(vm, M, "start", m_start);
    def_method(vm, M, "end", m_end);
    def_method(vm, M, "span", m_span);
    def_method(vm, M, "expand", m_expand);
    def_property(vm, M, "string", m_string);
    def_property(vm, M, "re", m_re);
    def_property(vm, M, "pos", m_pos);
    def_property(vm, M, "endpos", m_endpos);
    def_property(vm, M, "lastindex", m_lastindex);
    def_property(vm, M, "lastgroup", m_lastgroup);
    def_property(vm, M, "regs", m_regs);

    auto* holder = vm.alloc<HostObjectObj>(Kind::HostObject);
    holder->type = state_t;
    auto keep = std::make_shared<std::shared_ptr<ReTypes>>(types);
    holder->object = keep.get();
    holder->keep = keep;
    TupleObj* state = vm.new_tuple(kStSize);
    state->items[kStCache] = Value::object(vm.new_dict());
    state->items[kStTypes] = Value::object(holder);
    Value sv = Value::object(state);
    Rooted root(vm, sv);
    auto bound = [&](const char* name, NativeFn fn) {
        module_set(vm, dict, name, vm.bound_method(sv, Value::object(vm.new_native(name, fn, true))));
    };
    bound("compile", f_compile);
    bound("search", f_search);
    bound("match", f_match);
    bound("fullmatch", f_fullmatch);
    bound("findall", f_findall);
    bound("_scanner", f_scanner);
    bound("sub", f_sub);
    bound("subn", f_subn);
    bound("split", f_split);
    bound("purge", f_purge);
    module_def(vm, dict, "escape", f_escape);
    module_def(vm, dict, "_scan", m_scan);
    return true;
}

} // namespace kiln
