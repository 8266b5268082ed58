// Python regular expression syntax to RE2 syntax.
// Rules:
//  1. Parse as CPython 3.11's re/_parser.py does: the same tokens, the same
//     error messages at the same positions (code point indices).
//  2. Emit nothing whose meaning depends on RE2's defaults: `.`, `^`, `$`,
//     \d \w \s and case folding are written out explicitly for the flags in
//     force at that point, so scoped flags (?i:...) need no RE2 flag state.
//  3. What RE2 cannot run (it has no backtracking, which is what makes it
//     linear-time) is refused with a re.error saying so; Python semantics
//     RE2 can express only on some texts are flagged in the Translation and
//     checked against the text at match time (stdlib/re_module.cpp).
#include "re_translate.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <utility>

namespace kiln::re {

namespace {

constexpr uint32_t kMaxCodePoint = 0x10FFFF;
constexpr int64_t kMaxRepeat = 4294967295LL; // CPython's MAXREPEAT
constexpr int64_t kRe2MaxRepeat = 1000;      // RE2's limit on {n,m}
constexpr int kMaxGroups = 1073741823;       // CPython's MAXGROUPS on 64-bit

using Ranges = std::vector<std::pair<uint32_t, uint32_t>>;

// str.isspace() in Python 3.11 (Unicode 14): what \s matches in a str pattern.
const Ranges kUnicodeSpace = {{0x09, 0x0D}, {0x1C, 0x20}, {0x85, 0x85}, {0xA0, 0xA0}, {0x1680, 0x1680},
                              {0x2000, 0x200A}, {0x2028, 0x2029}, {0x202F, 0x202F}, {0x205F, 0x205F},
                              {0x3000, 0x3000}};
const Ranges kAsciiSpace = {{0x09, 0x0D}, {0x20, 0x20}};
const Ranges kAsciiDigit = {{'0', '9'}};
const Ranges kAsciiWord = {{'0', '9'}, {'A', 'Z'}, {'_', '_'}, {'a', 'z'}};

Ranges complement(const Ranges& sorted) {
    Ranges out;
    uint32_t next = 0;
    for (auto [lo, hi] : sorted) {
        if (lo > next) out.push_back({next, lo - 1});
        next = hi + 1;
    }
    if (next <= kMaxCodePoint) out.push_back({next, kMaxCodePoint});
    return out;
}

std::string utf8(uint32_t cp) {
    std::string out;
    if (cp < 0x80) out += char(cp);
    else if (cp < 0x800) { out += char(0xC0 | (cp >> 6)); out += char(0x80 | (cp & 0x3F)); }
    else if (cp < 0x10000) {
        out += char(0xE0 | (cp >> 12)); out += char(0x80 | ((cp >> 6) & 0x3F)); out += char(0x80 | (cp & 0x3F));
    } else {
        out += char(0xF0 | (cp >> 18)); out += char(0x80 | ((cp >> 12) & 0x3F));
        out += char(0x80 | ((cp >> 6) & 0x3F)); out += char(0x80 | (cp & 0x3F));
    }
    return out;
}

std::string hex_char(uint32_t cp) { return fmt::format("\\x{{{:x}}}", cp); }

bool is_ascii_letter(uint32_t c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool is_digit(uint32_t c) { return c >= '0' && c <= '9'; }
bool is_octal(uint32_t c) { return c >= '0' && c <= '7'; }
bool is_hex(uint32_t c) { return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }
bool is_py_whitespace(uint32_t c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'; }

int flag_of(uint32_t c) {
    switch (c) {
    case 'i': return kIgnoreCase;
    case 'L': return kLocale;
    case 'm': return kMultiline;
    case 's': return kDotAll;
    case 'x': return kVerbose;
    case 'a': return kAscii;
    case 't': return kTemplate;
    case 'u': return kUnicode;
    default: return 0;
    }
}

constexpr int kTypeFlags = kAscii | kLocale | kUnicode;
constexpr int kGlobalFlags = kDebug | kTemplate;

// A character class being built: code point ranges plus the shorthand
// categories, which are only known to RE2 as Unicode properties.
struct ClassSet {
    Ranges ranges;
    bool digit = false, not_digit = false, word = false, not_word = false;
};

struct Error {
    TranslateError e;
};

enum class Last { None, At, Repeat, Atom };

class Translator {
public:
    Translator(const std::u32string& p, int flags, Translation& out) : p_(p), out_(out), flags_(flags) {
        out_.re2_group.push_back(0);
        out_.close_order.push_back(0);
    }

    void run() {
        std::string body = parse_sub(0);
        if (pos_ < p_.size()) fail("unbalanced parenthesis", pos_);
        global_flags_ = flags_;
        if ((global_flags_ & kAscii) && (global_flags_ & kUnicode))
            fail_value("ASCII and UNICODE flags are incompatible");
        out_.flags = global_flags_ | (global_flags_ & kAscii ? 0 : kUnicode);
        out_.re2 = body;
        if (!out_.end_groups.empty()) {
            // Same groups, but a final `$` may only match at the very end.
            std::string full;
            for (size_t i = 0; i < body.size(); i++) {
                if (body.compare(i, kEndDollar.size(), kEndDollar) == 0) {
                    full += kEndDollarFull;
                    i += kEndDollar.size() - 1;
                } else {
                    full += body[i];
                }
            }
            out_.re2_full = full;
        }
    }

private:
    static constexpr std::string_view kEndDollar = "(\\n?)\\z";
    static constexpr std::string_view kEndDollarFull = "()\\z";

    const std::u32string& p_;
    Translation& out_;
    size_t pos_ = 0;
    int flags_;             // in force at this point (scoped flags included)
    int global_flags_ = -1; // set once the leading global flags are known
    int re2_groups_ = 0;
    int closes_ = 0;
    std::vector<int> open_groups_;

    bool verbose() const { return flags_ & kVerbose; }
    bool ascii() const { return flags_ & kAscii; }
    bool icase() const { return flags_ & kIgnoreCase; }

    [[noreturn]] void fail(std::string msg, int64_t pos) { throw Error{{std::move(msg), pos, false}}; }
    [[noreturn]] void fail_value(std::string msg) { throw Error{{std::move(msg), -2, false}}; }
    [[noreturn]] void unsupported(std::string what, int64_t pos) {
        fail(what + " is not supported: kiln matches in linear time (RE2), which rules out backtracking", pos);
    }

    bool at_end() const { return pos_ >= p_.size(); }
    uint32_t peek() const { return pos_ < p_.size() ? p_[pos_] : 0; }
    bool match(uint32_t c) {
        if (!at_end() && p_[pos_] == c) {
            pos_++;
            return true;
        }
        return false;
    }

    std::string text(size_t from, size_t to) const {
        std::string s;
        for (size_t i = from; i < to && i < p_.size(); i++) s += utf8(p_[i]);
        return s;
    }

    // ------------------------------------------------------------ literals

    // One code point as an RE2 atom, folded as Python folds it under the flags in force.
    std::string literal(uint32_t c) {
        if (icase() && is_ascii_letter(c)) {
            if (ascii()) return fmt::format("[{}{}]", char(c | 0x20), char(c & ~0x20));
            return fmt::format("(?i:{})", char(c));
        }
        if (icase() && !ascii() && c >= 0x80) return "(?i:" + utf8(c) + ")";
        if ((c < 0x80 && std::isalnum((int)c)) || c >= 0x80) return utf8(c);
        return hex_char(c);
    }

    // ------------------------------------------------------------ classes

    void add_category(ClassSet& set, uint32_t c) {
        switch (c) {
        case 'd':
            if (ascii()) set.ranges.insert(set.ranges.end(), kAsciiDigit.begin(), kAsciiDigit.end());
            else set.digit = true;
            break;
        case 'D':
            if (ascii()) { auto r = complement(kAsciiDigit); set.ranges.insert(set.ranges.end(), r.begin(), r.end()); }
            else set.not_digit = true;
            break;
        case 's': {
            const Ranges& r = ascii() ? kAsciiSpace : kUnicodeSpace;
            set.ranges.insert(set.ranges.end(), r.begin(), r.end());
            break;
        }
        case 'S': {
            auto r = complement(ascii() ? kAsciiSpace : kUnicodeSpace);
            set.ranges.insert(set.ranges.end(), r.begin(), r.end());
            break;
        }
        case 'w':
            if (ascii()) set.ranges.insert(set.ranges.end(), kAsciiWord.begin(), kAsciiWord.end());
            else set.word = true;
            break;
        case 'W':
            if (ascii()) { auto r = complement(kAsciiWord); set.ranges.insert(set.ranges.end(), r.begin(), r.end()); }
            else set.not_word = true;
            break;
        }
    }

    // Adds the other case of ASCII letters in the ranges (ASCII + IGNORECASE:
    // Python folds ASCII letters only; RE2's (?i) would fold all of Unicode).
    static void fold_ascii(Ranges& r) {
        Ranges extra;
        for (auto [lo, hi] : r) {
            for (auto [a, b, delta] : {std::tuple<uint32_t, uint32_t, int>{'A', 'Z', 32}, {'a', 'z', -32}}) {
                uint32_t l = std::max(lo, a), h = std::min(hi, b);
                if (l <= h) extra.push_back({l + delta, h + delta});
            }
        }
        r.insert(r.end(), extra.begin(), extra.end());
    }

    static std::string ranges_text(Ranges r) {
        std::sort(r.begin(), r.end());
        r.erase(std::unique(r.begin(), r.end()), r.end());
        std::string s;
        for (auto [lo, hi] : r) s += lo == hi ? hex_char(lo) : hex_char(lo) + "-" + hex_char(hi);
        return s;
    }

    std::string class_text(ClassSet set, bool negate, size_t at) {
        bool fold_unicode = icase() && !ascii();
        if (icase() && ascii()) fold_ascii(set.ranges);
        auto wrap = [&](std::string s) { return fold_unicode ? "(?i:" + s + ")" : s; };
        std::string cats;
        if (set.digit) cats += "\\p{Nd}";
        if (set.not_digit) cats += "\\P{Nd}";
        if (set.word) cats += "\\p{L}\\p{N}_";
        std::string items = ranges_text(set.ranges) + cats;
        if (!set.not_word) return wrap(std::string(negate ? "[^" : "[") + items + "]");
        // \W is the complement of a union, which RE2's classes cannot hold
        // next to other items: spell the class another way.
        const std::string non_word = "[^\\p{L}\\p{N}_]";
        if (!negate) return items.empty() ? non_word : wrap("(?:" + non_word + "|[" + items + "])");
        if (items.empty()) return "[\\p{L}\\p{N}_]";
        // [^\W...]: word characters minus the rest; possible when the rest is \d and _.
        bool underscore = false;
        for (auto [lo, hi] : set.ranges) {
            if (lo == '_' && hi == '_') underscore = true;
            else fail("a negated character class with \\W and other items is not supported by kiln", at);
        }
        if (set.not_digit || set.word) fail("a negated character class with \\W and other items is not supported by kiln", at);
        std::string s = set.digit ? "\\p{L}\\p{Nl}\\p{No}" : "\\p{L}\\p{N}";
        if (!underscore) s += "_";
        return "[" + s + "]";
    }

    // An escape inside a class: a code point, or a category (*category set).
    uint32_t class_escape(size_t start, uint32_t* category) {
        *category = 0;
        uint32_t c = p_[pos_++];
        switch (c) {
        case 'a': return 7;
        case 'b': return 8;
        case 'f': return 12;
        case 'n': return 10;
        case 'r': return 13;
        case 't': return 9;
        case 'v': return 11;
        case '\\': return '\\';
        case 'd': case 'D': case 's': case 'S': case 'w': case 'W': *category = c; return 0;
        default: break;
        }
        if (c == 'x' || c == 'u' || c == 'U' || c == 'N') return hex_escape(start, c);
        if (is_octal(c)) {
            uint32_t v = c - '0';
            for (int i = 0; i < 2 && is_octal(peek()); i++) v = v * 8 + (p_[pos_++] - '0');
            if (v > 0377)
                fail(fmt::format("octal escape value {} outside of range 0-0o377", text(start, pos_)), start);
            return v;
        }
        if (is_digit(c) || is_ascii_letter(c)) fail(fmt::format("bad escape {}", text(start, pos_)), start);
        return c;
    }

    // \xhh \uhhhh \Uhhhhhhhh (and \N{...}, which kiln does not have).
    uint32_t hex_escape(size_t start, uint32_t c) {
        if (c == 'N') {
            fail("\\N{...} named characters are not supported by kiln", start);
        }
        size_t n = c == 'x' ? 2 : c == 'u' ? 4 : 8;
        uint32_t v = 0;
        size_t got = 0;
        while (got < n && is_hex(peek())) {
            uint32_t d = p_[pos_++];
            v = v * 16 + (is_digit(d) ? d - '0' : (d | 0x20) - 'a' + 10);
            got++;
        }
        if (got != n) fail(fmt::format("incomplete escape {}", text(start, pos_)), start);
        if (c == 'U' && (v > kMaxCodePoint)) fail(fmt::format("bad escape {}", text(start, pos_)), start);
        return v;
    }

    std::string parse_class() {
        size_t here = pos_ - 1;
        ClassSet set;
        bool negate = match('^');
        size_t items = 0;
        while (true) {
            if (at_end()) fail("unterminated character set", here);
            size_t this_start = pos_;
            uint32_t c = p_[pos_++];
            if (c == ']' && items) break;
            uint32_t code1 = 0, cat1 = 0;
            if (c == '\\') {
                if (at_end()) fail("bad escape (end of pattern)", (int64_t)p_.size() - 1);
                code1 = class_escape(this_start, &cat1);
            } else {
                code1 = c;
            }
            size_t this_end = pos_;
            if (match('-')) {
                if (at_end()) fail("unterminated character set", here);
                size_t that_start = pos_;
                uint32_t d = p_[pos_++];
                if (d == ']') {
                    if (cat1) add_category(set, cat1);
                    else set.ranges.push_back({code1, code1});
                    set.ranges.push_back({'-', '-'});
                    break;
                }
                uint32_t code2 = d, cat2 = 0;
                if (d == '\\') {
                    if (at_end()) fail("bad escape (end of pattern)", (int64_t)p_.size() - 1);
                    code2 = class_escape(that_start, &cat2);
                }
                if (cat1 || cat2 || code2 < code1)
                    fail(fmt::format("bad character range {}-{}", text(this_start, this_end), text(that_start, pos_)),
                         this_start);
                set.ranges.push_back({code1, code2});
            } else if (cat1) {
                add_category(set, cat1);
            } else {
                set.ranges.push_back({code1, code1});
            }
            items++;
        }
        return class_text(std::move(set), negate, here);
    }

    // ------------------------------------------------------------ escapes outside classes

    // Appends the escape's translation; returns what kind of item it is.
    Last escape(std::string& out, size_t start) {
        if (at_end()) fail("bad escape (end of pattern)", (int64_t)p_.size() - 1);
        uint32_t c = p_[pos_++];
        switch (c) {
        case 'A': out += "\\A"; return Last::At;
        case 'Z': out += "\\z"; return Last::At;
        case 'b': case 'B':
            if (!ascii()) out_.unicode_word_boundary = true;
            out += c == 'b' ? "\\b" : "\\B";
            return Last::At;
        case 'd': case 'D': case 's': case 'S': case 'w': case 'W': {
            ClassSet set;
            add_category(set, c);
            out += class_text(std::move(set), false, start);
            return Last::Atom;
        }
        case 'a': out += literal(7); return Last::Atom;
        case 'f': out += literal(12); return Last::Atom;
        case 'n': out += literal(10); return Last::Atom;
        case 'r': out += literal(13); return Last::Atom;
        case 't': out += literal(9); return Last::Atom;
        case 'v': out += literal(11); return Last::Atom;
        case '\\': out += literal('\\'); return Last::Atom;
        default: break;
        }
        if (c == 'x' || c == 'u' || c == 'U' || c == 'N') {
            out += literal(hex_escape(start, c));
            return Last::Atom;
        }
        if (c == '0') {
            uint32_t v = 0;
            for (int i = 0; i < 2 && is_octal(peek()); i++) v = v * 8 + (p_[pos_++] - '0');
            out += literal(v);
            return Last::Atom;
        }
        if (is_digit(c)) {
            // An octal escape or a group reference (a backreference).
            if (is_digit(peek())) {
                pos_++;
                if (is_octal(c) && is_octal(p_[pos_ - 1]) && is_octal(peek())) {
                    pos_++;
                    uint32_t v = (c - '0') * 64 + (p_[pos_ - 2] - '0') * 8 + (p_[pos_ - 1] - '0');
                    if (v > 0377)
                        fail(fmt::format("octal escape value {} outside of range 0-0o377", text(start, pos_)),
                             start);
                    out += literal(v);
                    return Last::Atom;
                }
            }
            int64_t group = 0;
            for (size_t i = start + 1; i < pos_; i++) group = group * 10 + (p_[i] - '0');
            if (group <= out_.groups) {
                if (std::find(open_groups_.begin(), open_groups_.end(), group) != open_groups_.end())
                    fail("cannot refer to an open group", start);
                unsupported(fmt::format("a backreference ({})", text(start, pos_)), start);
            }
            fail(fmt::format("invalid group reference {}", group), start + 1);
        }
        if (is_ascii_letter(c)) fail(fmt::format("bad escape {}", text(start, pos_)), start);
        out += literal(c);
        return Last::Atom;
    }

    // ------------------------------------------------------------ groups and flags

    std::string group_name(uint32_t terminator, size_t* name_start) {
        *name_start = pos_;
        std::u32string name;
        while (true) {
            if (at_end()) {
                if (name.empty()) fail("missing group name", pos_);
                fail(fmt::format("missing {}, unterminated name", char(terminator)), *name_start);
            }
            uint32_t c = p_[pos_++];
            if (c == terminator) {
                if (name.empty()) fail("missing group name", pos_ - 1);
                break;
            }
            name += c;
        }
        if (!is_identifier(name)) {
            std::string n;
            for (uint32_t c : name) n += utf8(c);
            fail(fmt::format("bad character in group name '{}'", n), *name_start);
        }
        std::string n;
        for (uint32_t c : name) n += utf8(c);
        return n;
    }

    // After `(?` and the first flag letter (or `-`). Returns true for global
    // flags `(?i)`; otherwise fills *add / *del for a scoped `(?i-m:`.
    bool parse_flags(uint32_t c, int* add, int* del) {
        *add = *del = 0;
        if (c != '-') {
            while (true) {
                int flag = flag_of(c);
                if (c == 'L') fail("bad inline flags: cannot use 'L' flag with a str pattern", pos_);
                *add |= flag;
                if ((flag & kTypeFlags) && (*add & kTypeFlags) != flag)
                    fail("bad inline flags: flags 'a', 'u' and 'L' are incompatible", pos_);
                if (at_end()) fail("missing -, : or )", pos_);
                c = p_[pos_++];
                if (c == ')' || c == '-' || c == ':') break;
                if (!flag_of(c)) fail(c < 0x80 && std::isalpha((int)c) ? "unknown flag" : "missing -, : or )", pos_ - 1);
            }
        }
        if (c == ')') return true;
        if (*add & kGlobalFlags) fail("bad inline flags: cannot turn on global flag", pos_ - 1);
        if (c == '-') {
            if (at_end()) fail("missing flag", pos_);
            c = p_[pos_++];
            if (!flag_of(c)) fail(c < 0x80 && std::isalpha((int)c) ? "unknown flag" : "missing flag", pos_ - 1);
            while (true) {
                int flag = flag_of(c);
                if (flag & kTypeFlags) fail("bad inline flags: cannot turn off flags 'a', 'u' and 'L'", pos_);
                *del |= flag;
                if (at_end()) fail("missing :", pos_);
                c = p_[pos_++];
                if (c == ':') break;
                if (!flag_of(c)) fail(c < 0x80 && std::isalpha((int)c) ? "unknown flag" : "missing :", pos_ - 1);
            }
        }
        if (*del & kGlobalFlags) fail("bad inline flags: cannot turn off global flag", pos_ - 1);
        if (*add & *del) fail("bad inline flags: flag turned on and off", pos_ - 1);
        return false;
    }

    // After `(`. Appends the group; returns false for global flags (nothing appended).
    bool parse_group(std::string& out, size_t start, bool first_in_pattern, int depth) {
        bool capture = true;
        std::string name;
        int add = 0, del = 0;
        if (match('?')) {
            if (at_end()) fail("unexpected end of pattern", pos_);
            uint32_t c = p_[pos_++];
            if (c == 'P') {
                if (match('<')) {
                    size_t ns;
                    name = group_name('>', &ns);
                } else if (match('=')) {
                    size_t ns;
                    std::string ref = group_name(')', &ns);
                    auto it = std::find_if(out_.names.begin(), out_.names.end(),
                                           [&](auto& e) { return e.first == ref; });
                    if (it == out_.names.end()) fail(fmt::format("unknown group name '{}'", ref), ns);
                    if (std::find(open_groups_.begin(), open_groups_.end(), it->second) != open_groups_.end())
                        fail("cannot refer to an open group", ns);
                    unsupported(fmt::format("a backreference ((?P={}))", ref), start);
                } else {
                    if (at_end()) fail("unexpected end of pattern", pos_);
                    fail(fmt::format("unknown extension ?P{}", utf8(p_[pos_])), pos_ - 2);
                }
            } else if (c == ':') {
                capture = false;
            } else if (c == '#') {
                while (true) {
                    if (at_end()) fail("missing ), unterminated comment", start);
                    if (p_[pos_++] == ')') break;
                }
                return false;
            } else if (c == '=' || c == '!') {
                unsupported(c == '=' ? "a lookahead assertion (?=...)" : "a negative lookahead assertion (?!...)",
                            start);
            } else if (c == '<') {
                if (at_end()) fail("unexpected end of pattern", pos_);
                uint32_t d = p_[pos_++];
                if (d == '=') unsupported("a lookbehind assertion (?<=...)", start);
                if (d == '!') unsupported("a negative lookbehind assertion (?<!...)", start);
                fail(fmt::format("unknown extension ?<{}", utf8(d)), pos_ - 3);
            } else if (c == '(') {
                unsupported("a conditional group (?(...)...)", start);
            } else if (c == '>') {
                unsupported("an atomic group (?>...)", start);
            } else if (flag_of(c) || c == '-') {
                if (parse_flags(c, &add, &del)) {
                    if (!first_in_pattern) fail("global flags not at the start of the expression", start);
                    flags_ |= add;
                    return false;
                }
                capture = false;
            } else {
                fail(fmt::format("unknown extension ?{}", utf8(c)), pos_ - 2);
            }
        }
        int py_group = 0;
        if (capture) {
            py_group = ++out_.groups;
            if (py_group >= kMaxGroups) fail("too many groups", start);
            if (!name.empty()) {
                for (auto& [n, g] : out_.names)
                    if (n == name)
                        fail(fmt::format("redefinition of group name '{}' as group {}; was group {}", name, py_group, g),
                             start + 4);
                out_.names.push_back({name, py_group});
            }
            out_.re2_group.push_back(++re2_groups_);
            out_.close_order.push_back(0);
            open_groups_.push_back(py_group);
            out += "(";
        } else {
            out += "(?:";
        }
        int saved = flags_;
        flags_ = (flags_ | add) & ~del;
        out += parse_sub(depth + 1);
        flags_ = saved;
        if (!match(')')) fail("missing ), unterminated subpattern", start);
        out += ")";
        if (capture) {
            open_groups_.pop_back();
            out_.close_order[py_group] = ++closes_;
        }
        return true;
    }

    // ------------------------------------------------------------ sequences

    // Whether only verbose space, comments and the end of a branch follow.
    bool at_branch_end() {
        size_t i = pos_;
        while (i < p_.size()) {
            uint32_t c = p_[i];
            if (verbose() && is_py_whitespace(c)) { i++; continue; }
            if (verbose() && c == '#') {
                while (i < p_.size() && p_[i] != '\n') i++;
                continue;
            }
            if (c == '(' && i + 2 < p_.size() && p_[i + 1] == '?' && p_[i + 2] == '#') {
                while (i < p_.size() && p_[i] != ')') i++;
                i++;
                continue;
            }
            return c == '|';
        }
        return true;
    }

    // CPython's _parse_sub: branches separated by |.
    std::string parse_sub(int depth) {
        std::string out;
        bool first = true;
        while (true) {
            out += parse_seq(depth, depth == 0 && first);
            if (!match('|')) break;
            out += "|";
            first = false;
        }
        return out;
    }

    // CPython's _parse: one branch.
    std::string parse_seq(int depth, bool first_branch) {
        std::string out;
        Last last = Last::None;
        bool any = false; // items appended (global flags must come before any)
        while (!at_end()) {
            uint32_t c = p_[pos_];
            if (c == '|' || c == ')') break;
            size_t start = pos_++;
            if (verbose()) {
                if (is_py_whitespace(c)) continue;
                if (c == '#') {
                    while (!at_end() && p_[pos_++] != '\n') {}
                    continue;
                }
            }
            switch (c) {
            case '\\': last = escape(out, start); break;
            case '[': out += parse_class(); last = Last::Atom; break;
            case '.': out += flags_ & kDotAll ? "(?s:.)" : "[^\\n]"; last = Last::Atom; break;
            case '^': out += flags_ & kMultiline ? "(?m:^)" : "\\A"; last = Last::At; break;
            case '$':
                if (flags_ & kMultiline) {
                    out += "(?m:$)";
                } else if (depth == 0 && at_branch_end()) {
                    // Python's $ also matches before a final \n: consume it in a
                    // group of its own and end the match where that group starts.
                    out += kEndDollar;
                    out_.end_groups.push_back(++re2_groups_);
                } else {
                    out += "\\z";
                    out_.inner_dollar = true;
                }
                last = Last::At;
                break;
            case '(':
                if (!parse_group(out, start, first_branch && !any, depth)) continue; // flags or a comment
                last = Last::Atom;
                break;
            case '*': case '+': case '?': case '{':
                if (!repeat(out, c, start, last)) {
                    out += literal('{');
                    last = Last::Atom;
                } else {
                    last = Last::Repeat;
                }
                break;
            default: out += literal(c); last = Last::Atom; break;
            }
            any = true;
        }
        return out;
    }

    // A quantifier after the last item; false when `{` is a literal.
    bool repeat(std::string& out, uint32_t c, size_t start, Last last) {
        std::string q;
        bool too_big = false;
        if (c == '{') {
            if (peek() == '}') return false;
            size_t here = pos_;
            std::string lo, hi;
            while (is_digit(peek())) lo += char(p_[pos_++]);
            bool comma = match(',');
            if (comma)
                while (is_digit(peek())) hi += char(p_[pos_++]);
            else
                hi = lo;
            if (!match('}')) {
                pos_ = here;
                return false;
            }
            int64_t min = 0, max = kMaxRepeat;
            auto number = [&](const std::string& s) {
                if (s.size() > 10 || std::stoll(s) >= kMaxRepeat)
                    throw Error{{"the repetition number is too large", -1, true}};
                return std::stoll(s);
            };
            if (!lo.empty()) min = number(lo);
            if (!hi.empty()) {
                max = number(hi);
                if (max < min) fail("min repeat greater than max repeat", here);
            }
            if (min > kRe2MaxRepeat || (max != kMaxRepeat && max > kRe2MaxRepeat)) too_big = true;
            q = max == kMaxRepeat ? fmt::format("{{{},}}", min)
                : max == min      ? fmt::format("{{{}}}", min)
                                  : fmt::format("{{{},{}}}", min, max);
        } else {
            q = std::string(1, char(c));
        }
        if (last == Last::None || last == Last::At) fail("nothing to repeat", start);
        if (last == Last::Repeat) fail("multiple repeat", start);
        if (too_big) fail(fmt::format("a repeat count above {} is not supported by kiln (RE2)", kRe2MaxRepeat), start);
        if (match('?')) q += "?";
        else if (peek() == '+') unsupported("a possessive quantifier", start);
        out += q;
        return true;
    }
};

} // namespace

bool is_identifier(const std::u32string& s) {
    if (s.empty()) return false;
    for (size_t i = 0; i < s.size(); i++) {
        uint32_t c = s[i];
        bool ok = c == '_' || c >= 0x80 || is_ascii_letter(c) || (i > 0 && is_digit(c));
        if (!ok) return false;
    }
    return true;
}

bool translate(const std::u32string& pattern, int flags, Translation& out, TranslateError& err) {
    out = Translation{};
    try {
        if (flags & kLocale) {
            err = {"cannot use LOCALE flag with a str pattern", -2, false};
            return false;
        }
        Translator t(pattern, flags, out);
        t.run();
        return true;
    } catch (const Error& e) {
        err = e.e;
        return false;
    }
}

} // namespace kiln::re
