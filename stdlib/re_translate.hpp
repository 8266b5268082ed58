// Python regular expression syntax to RE2 syntax (stdlib/re_translate.cpp).
// A Python pattern is parsed as CPython's re/_parser.py parses it (same
// errors, same positions) and written out in RE2 syntax with the meaning
// Python gives it; what RE2 cannot run in linear time is refused.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace kiln::re {

// CPython's flag values (re.RegexFlag).
enum : int {
    kTemplate = 1,
    kIgnoreCase = 2,
    kLocale = 4,
    kMultiline = 8,
    kDotAll = 16,
    kUnicode = 32,
    kVerbose = 64,
    kDebug = 128,
    kAscii = 256,
};

struct Translation {
    std::string re2;           // the pattern in RE2 syntax
    std::string re2_full;      // for fullmatch when end_groups is not empty (`$` as \z), else empty
    int flags = 0;             // the pattern's flags, inline ones included (UNICODE unless ASCII)
    int groups = 0;            // Python's capturing groups
    std::vector<int> re2_group;           // Python group i (1-based, [0] unused) -> RE2 group
    std::vector<int> close_order;         // Python group i -> rank of its `)` in the pattern
    std::vector<std::pair<std::string, int>> names; // named groups in the order defined
    std::vector<int> end_groups; // RE2 groups `(\n?)` that stand for a final `$` (see translate())
    bool unicode_word_boundary = false;   // \b or \B outside ASCII mode: exact on ASCII text only
    bool inner_dollar = false;            // a `$` not at the end: exact unless the text ends with \n
};

struct TranslateError {
    std::string msg;
    int64_t pos = -1;        // code point index in the pattern, -1 when none
    bool overflow = false;   // CPython raises OverflowError, not re.error
};

// Translates `pattern` (code points) compiled with `flags`. False with *err
// filled on a syntax error or a construct RE2 cannot run.
bool translate(const std::u32string& pattern, int flags, Translation& out, TranslateError& err);

// Python's str.isidentifier() for group names (ASCII rules; any non-ASCII
// letter or digit is accepted as CPython's XID tables would mostly do).
bool is_identifier(const std::u32string& s);

} // namespace kiln::re
