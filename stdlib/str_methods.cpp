// The methods of str, as CPython 3.11 has them (results and error messages).
//
// Strings are UTF-8 (StrObj: nbytes, nchars, ascii). Every index a method
// takes or returns counts code points, never bytes. ASCII strings take byte
// fast paths; other strings are searched as bytes where UTF-8 allows it
// (find, count, split on a separator, replace) and decoded to code points
// where it does not (whitespace, strip sets, case mapping, padding).
//
// Unicode: the character tables (letters, digits, numerics, case mappings
// including the one-to-many ones such as ß -> SS and ﬁ -> FI, titlecase
// letters, case-ignorable characters) are generated from CPython 3.11
// itself (Unicode 14.0.0), so the predicates and case mappings are exact
// for every code point; the Greek final-sigma rule of lower() is applied as
// CPython does. Whitespace and line boundaries are Python's sets.
#include <algorithm>
#include <climits>
#include <cstring>
#include <string>
#include <vector>

#include "../lang/lexer.hpp"
#include "../vm/bigint.hpp"
#include "../vm/dict.hpp"
#include "../vm/ops.hpp"
#include "stdlib.hpp"

namespace kiln {

namespace {

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

// ====================================================================== unicode tables

struct Range {
    uint32_t lo, hi;
};

template <size_t N>
bool in_ranges(const Range (&r)[N], uint32_t c) {
    size_t a = 0, b = N;
    while (a < b) {
        size_t m = (a + b) / 2;
        if (c < r[m].lo) b = m;
        else if (c > r[m].hi) a = m + 1;
        else return true;
    }
    return false;
}

bool is_space(uint32_t c) {
    if (c < 128) return (c >= 9 && c <= 13) || (c >= 0x1c && c <= 0x20);
    return c == 0x85 || c == 0xa0 || c == 0x1680 || (c >= 0x2000 && c <= 0x200a) || c == 0x2028 || c == 0x2029 ||
           c == 0x202f || c == 0x205f || c == 0x3000;
}

bool is_linebreak(uint32_t c) {
    return c == '\n' || c == '\r' || c == 0x0b || c == 0x0c || c == 0x1c || c == 0x1d || c == 0x1e || c == 0x85 ||
           c == 0x2028 || c == 0x2029;
}

// ---------------------------------------------------------------------- generated tables
// Generated from CPython 3.11's own str methods and unicodedata (Unicode
// 14.0.0) by the script at the end of this file; do not edit by hand.
//
// Simple case mappings: kCaseIrregular if the code point is there, else a
// block (upper case letters lo..hi whose lower case letters are at +delta),
// else a run of alternating pairs (upper case at lo, lo+2, ...), else none.
// The full mappings that differ from the simple ones are in kSpecialCase.

struct CaseBlock {
    uint32_t lo, hi;
    int32_t delta;
};
struct CaseEntry {
    uint32_t cp, lower, upper, title;
};
struct SpecialCase {
    uint32_t cp;
    const char *lower, *upper, *title, *fold; // null: the simple mapping (fold: the full lower case)
};

// Letters (categories Lu, Ll, Lt, Lm, Lo) beyond ASCII.
const Range kAlpha[] = {
    {0xaa, 0xaa}, {0xb5, 0xb5}, {0xba, 0xba}, {0xc0, 0xd6}, {0xd8, 0xf6}, {0xf8, 0x2c1}, {0x2c6, 0x2d1}, {0x2e0,
    0x2e4}, {0x2ec, 0x2ec}, {0x2ee, 0x2ee}, {0x370, 0x374}, {0x376, 0x377}, {0x37a, 0x37d}, {0x37f, 0x37f},
    {0x386, 0x386}, {0x388, 0x38a}, {0x38c, 0x38c}, {0x38e, 0x3a1}, {0x3a3, 0x3f5}, {0x3f7, 0x481}, {0x48a,
    0x52f}, {0x531, 0x556}, {0x559, 0x559}, {0x560, 0x588}, {0x5d0, 0x5ea}, {0x5ef, 0x5f2}, {0x620, 0x64a},
    {0x66e, 0x66f}, {0x671, 0x6d3}, {0x6d5, 0x6d5}, {0x6e5, 0x6e6}, {0x6ee, 0x6ef}, {0x6fa, 0x6fc}, {0x6ff,
    0x6ff}, {0x710, 0x710}, {0x712, 0x72f}, {0x74d, 0x7a5}, {0x7b1, 0x7b1}, {0x7ca, 0x7ea}, {0x7f4, 0x7f5},
    {0x7fa, 0x7fa}, {0x800, 0x815}, {0x81a, 0x81a}, {0x824, 0x824}, {0x828, 0x828}, {0x840, 0x858}, {0x860,
    0x86a}, {0x870, 0x887}, {0x889, 0x88e}, {0x8a0, 0x8c9}, {0x904, 0x939}, {0x93d, 0x93d}, {0x950, 0x950},
    {0x958, 0x961}, {0x971, 0x980}, {0x985, 0x98c}, {0x98f, 0x990}, {0x993, 0x9a8}, {0x9aa, 0x9b0}, {0x9b2,
    0x9b2}, {0x9b6, 0x9b9}, {0x9bd, 0x9bd}, {0x9ce, 0x9ce}, {0x9dc, 0x9dd}, {0x9df, 0x9e1}, {0x9f0, 0x9f1},
    {0x9fc, 0x9fc}, {0xa05, 0xa0a}, {0xa0f, 0xa10}, {0xa13, 0xa28}, {0xa2a, 0xa30}, {0xa32, 0xa33}, {0xa35,
    0xa36}, {0xa38, 0xa39}, {0xa59, 0xa5c}, {0xa5e, 0xa5e}, {0xa72, 0xa74}, {0xa85, 0xa8d}, {0xa8f, 0xa91},
    {0xa93, 0xaa8}, {0xaaa, 0xab0}, {0xab2, 0xab3}, {0xab5, 0xab9}, {0xabd, 0xabd}, {0xad0, 0xad0}, {0xae0,
    0xae1}, {0xaf9, 0xaf9}, {0xb05, 0xb0c}, {0xb0f, 0xb10}, {0xb13, 0xb28}, {0xb2a, 0xb30}, {0xb32, 0xb33},
    {0xb35, 0xb39}, {0xb3d, 0xb3d}, {0xb5c, 0xb5d}, {0xb5f, 0xb61}, {0xb71, 0xb71}, {0xb83, 0xb83}, {0xb85,
    0xb8a}, {0xb8e, 0xb90}, {0xb92, 0xb95}, {0xb99, 0xb9a}, {0xb9c, 0xb9c}, {0xb9e, 0xb9f}, {0xba3, 0xba4},
    {0xba8, 0xbaa}, {0xbae, 0xbb9}, {0xbd0, 0xbd0}, {0xc05, 0xc0c}, {0xc0e, 0xc10}, {0xc12, 0xc28}, {0xc2a,
    0xc39}, {0xc3d, 0xc3d}, {0xc58, 0xc5a}, {0xc5d, 0xc5d}, {0xc60, 0xc61}, {0xc80, 0xc80}, {0xc85, 0xc8c},
    {0xc8e, 0xc90}, {0xc92, 0xca8}, {0xcaa, 0xcb3}, {0xcb5, 0xcb9}, {0xcbd, 0xcbd}, {0xcdd, 0xcde}, {0xce0,
    0xce1}, {0xcf1, 0xcf2}, {0xd04, 0xd0c}, {0xd0e, 0xd10}, {0xd12, 0xd3a}, {0xd3d, 0xd3d}, {0xd4e, 0xd4e},
    {0xd54, 0xd56}, {0xd5f, 0xd61}, {0xd7a, 0xd7f}, {0xd85, 0xd96}, {0xd9a, 0xdb1}, {0xdb3, 0xdbb}, {0xdbd,
    0xdbd}, {0xdc0, 0xdc6}, {0xe01, 0xe30}, {0xe32, 0xe33}, {0xe40, 0xe46}, {0xe81, 0xe82}, {0xe84, 0xe84},
    {0xe86, 0xe8a}, {0xe8c, 0xea3}, {0xea5, 0xea5}, {0xea7, 0xeb0}, {0xeb2, 0xeb3}, {0xebd, 0xebd}, {0xec0,
    0xec4}, {0xec6, 0xec6}, {0xedc, 0xedf}, {0xf00, 0xf00}, {0xf40, 0xf47}, {0xf49, 0xf6c}, {0xf88, 0xf8c},
    {0x1000, 0x102a}, {0x103f, 0x103f}, {0x1050, 0x1055}, {0x105a, 0x105d}, {0x1061, 0x1061}, {0x1065, 0x1066},
    {0x106e, 0x1070}, {0x1075, 0x1081}, {0x108e, 0x108e}, {0x10a0, 0x10c5}, {0x10c7, 0x10c7}, {0x10cd, 0x10cd},
    {0x10d0, 0x10fa}, {0x10fc, 0x1248}, {0x124a, 0x124d}, {0x1250, 0x1256}, {0x1258, 0x1258}, {0x125a, 0x125d},
    {0x1260, 0x1288}, {0x128a, 0x128d}, {0x1290, 0x12b0}, {0x12b2, 0x12b5}, {0x12b8, 0x12be}, {0x12c0, 0x12c0},
    {0x12c2, 0x12c5}, {0x12c8, 0x12d6}, {0x12d8, 0x1310}, {0x1312, 0x1315}, {0x1318, 0x135a}, {0x1380, 0x138f},
    {0x13a0, 0x13f5}, {0x13f8, 0x13fd}, {0x1401, 0x166c}, {0x166f, 0x167f}, {0x1681, 0x169a}, {0x16a0, 0x16ea},
    {0x16f1, 0x16f8}, {0x1700, 0x1711}, {0x171f, 0x1731}, {0x1740, 0x1751}, {0x1760, 0x176c}, {0x176e, 0x1770},
    {0x1780, 0x17b3}, {0x17d7, 0x17d7}, {0x17dc, 0x17dc}, {0x1820, 0x1878}, {0x1880, 0x1884}, {0x1887, 0x18a8},
    {0x18aa, 0x18aa}, {0x18b0, 0x18f5}, {0x1900, 0x191e}, {0x1950, 0x196d}, {0x1970, 0x1974}, {0x1980, 0x19ab},
    {0x19b0, 0x19c9}, {0x1a00, 0x1a16}, {0x1a20, 0x1a54}, {0x1aa7, 0x1aa7}, {0x1b05, 0x1b33}, {0x1b45, 0x1b4c},
    {0x1b83, 0x1ba0}, {0x1bae, 0x1baf}, {0x1bba, 0x1be5}, {0x1c00, 0x1c23}, {0x1c4d, 0x1c4f}, {0x1c5a, 0x1c7d},
    {0x1c80, 0x1c88}, {0x1c90, 0x1cba}, {0x1cbd, 0x1cbf}, {0x1ce9, 0x1cec}, {0x1cee, 0x1cf3}, {0x1cf5, 0x1cf6},
    {0x1cfa, 0x1cfa}, {0x1d00, 0x1dbf}, {0x1e00, 0x1f15}, {0x1f18, 0x1f1d}, {0x1f20, 0x1f45}, {0x1f48, 0x1f4d},
    {0x1f50, 0x1f57}, {0x1f59, 0x1f59}, {0x1f5b, 0x1f5b}, {0x1f5d, 0x1f5d}, {0x1f5f, 0x1f7d}, {0x1f80, 0x1fb4},
    {0x1fb6, 0x1fbc}, {0x1fbe, 0x1fbe}, {0x1fc2, 0x1fc4}, {0x1fc6, 0x1fcc}, {0x1fd0, 0x1fd3}, {0x1fd6, 0x1fdb},
    {0x1fe0, 0x1fec}, {0x1ff2, 0x1ff4}, {0x1ff6, 0x1ffc}, {0x2071, 0x2071}, {0x207f, 0x207f}, {0x2090, 0x209c},
    {0x2102, 0x2102}, {0x2107, 0x2107}, {0x210a, 0x2113}, {0x2115, 0x2115}, {0x2119, 0x211d}, {0x2124, 0x2124},
    {0x2126, 0x2126}, {0x2128, 0x2128}, {0x212a, 0x212d}, {0x212f, 0x2139}, {0x213c, 0x213f}, {0x2145, 0x2149},
    {0x214e, 0x214e}, {0x2183, 0x2184}, {0x2c00, 0x2ce4}, {0x2ceb, 0x2cee}, {0x2cf2, 0x2cf3}, {0x2d00, 0x2d25},
    {0x2d27, 0x2d27}, {0x2d2d, 0x2d2d}, {0x2d30, 0x2d67}, {0x2d6f, 0x2d6f}, {0x2d80, 0x2d96}, {0x2da0, 0x2da6},
    {0x2da8, 0x2dae}, {0x2db0, 0x2db6}, {0x2db8, 0x2dbe}, {0x2dc0, 0x2dc6}, {0x2dc8, 0x2dce}, {0x2dd0, 0x2dd6},
    {0x2dd8, 0x2dde}, {0x2e2f, 0x2e2f}, {0x3005, 0x3006}, {0x3031, 0x3035}, {0x303b, 0x303c}, {0x3041, 0x3096},
    {0x309d, 0x309f}, {0x30a1, 0x30fa}, {0x30fc, 0x30ff}, {0x3105, 0x312f}, {0x3131, 0x318e}, {0x31a0, 0x31bf},
    {0x31f0, 0x31ff}, {0x3400, 0x4dbf}, {0x4e00, 0xa48c}, {0xa4d0, 0xa4fd}, {0xa500, 0xa60c}, {0xa610, 0xa61f},
    {0xa62a, 0xa62b}, {0xa640, 0xa66e}, {0xa67f, 0xa69d}, {0xa6a0, 0xa6e5}, {0xa717, 0xa71f}, {0xa722, 0xa788},
    {0xa78b, 0xa7ca}, {0xa7d0, 0xa7d1}, {0xa7d3, 0xa7d3}, {0xa7d5, 0xa7d9}, {0xa7f2, 0xa801}, {0xa803, 0xa805},
    {0xa807, 0xa80a}, {0xa80c, 0xa822}, {0xa840, 0xa873}, {0xa882, 0xa8b3}, {0xa8f2, 0xa8f7}, {0xa8fb, 0xa8fb},
    {0xa8fd, 0xa8fe}, {0xa90a, 0xa925}, {0xa930, 0xa946}, {0xa960, 0xa97c}, {0xa984, 0xa9b2}, {0xa9cf, 0xa9cf},
    {0xa9e0, 0xa9e4}, {0xa9e6, 0xa9ef}, {0xa9fa, 0xa9fe}, {0xaa00, 0xaa28}, {0xaa40, 0xaa42}, {0xaa44, 0xaa4b},
    {0xaa60, 0xaa76}, {0xaa7a, 0xaa7a}, {0xaa7e, 0xaaaf}, {0xaab1, 0xaab1}, {0xaab5, 0xaab6}, {0xaab9, 0xaabd},
    {0xaac0, 0xaac0}, {0xaac2, 0xaac2}, {0xaadb, 0xaadd}, {0xaae0, 0xaaea}, {0xaaf2, 0xaaf4}, {0xab01, 0xab06},
    {0xab09, 0xab0e}, {0xab11, 0xab16}, {0xab20, 0xab26}, {0xab28, 0xab2e}, {0xab30, 0xab5a}, {0xab5c, 0xab69},
    {0xab70, 0xabe2}, {0xac00, 0xd7a3}, {0xd7b0, 0xd7c6}, {0xd7cb, 0xd7fb}, {0xf900, 0xfa6d}, {0xfa70, 0xfad9},
    {0xfb00, 0xfb06}, {0xfb13, 0xfb17}, {0xfb1d, 0xfb1d}, {0xfb1f, 0xfb28}, {0xfb2a, 0xfb36}, {0xfb38, 0xfb3c},
    {0xfb3e, 0xfb3e}, {0xfb40, 0xfb41}, {0xfb43, 0xfb44}, {0xfb46, 0xfbb1}, {0xfbd3, 0xfd3d}, {0xfd50, 0xfd8f},
    {0xfd92, 0xfdc7}, {0xfdf0, 0xfdfb}, {0xfe70, 0xfe74}, {0xfe76, 0xfefc}, {0xff21, 0xff3a}, {0xff41, 0xff5a},
    {0xff66, 0xffbe}, {0xffc2, 0xffc7}, {0xffca, 0xffcf}, {0xffd2, 0xffd7}, {0xffda, 0xffdc}, {0x10000,
    0x1000b}, {0x1000d, 0x10026}, {0x10028, 0x1003a}, {0x1003c, 0x1003d}, {0x1003f, 0x1004d}, {0x10050,
    0x1005d}, {0x10080, 0x100fa}, {0x10280, 0x1029c}, {0x102a0, 0x102d0}, {0x10300, 0x1031f}, {0x1032d,
    0x10340}, {0x10342, 0x10349}, {0x10350, 0x10375}, {0x10380, 0x1039d}, {0x103a0, 0x103c3}, {0x103c8,
    0x103cf}, {0x10400, 0x1049d}, {0x104b0, 0x104d3}, {0x104d8, 0x104fb}, {0x10500, 0x10527}, {0x10530,
    0x10563}, {0x10570, 0x1057a}, {0x1057c, 0x1058a}, {0x1058c, 0x10592}, {0x10594, 0x10595}, {0x10597,
    0x105a1}, {0x105a3, 0x105b1}, {0x105b3, 0x105b9}, {0x105bb, 0x105bc}, {0x10600, 0x10736}, {0x10740,
    0x10755}, {0x10760, 0x10767}, {0x10780, 0x10785}, {0x10787, 0x107b0}, {0x107b2, 0x107ba}, {0x10800,
    0x10805}, {0x10808, 0x10808}, {0x1080a, 0x10835}, {0x10837, 0x10838}, {0x1083c, 0x1083c}, {0x1083f,
    0x10855}, {0x10860, 0x10876}, {0x10880, 0x1089e}, {0x108e0, 0x108f2}, {0x108f4, 0x108f5}, {0x10900,
    0x10915}, {0x10920, 0x10939}, {0x10980, 0x109b7}, {0x109be, 0x109bf}, {0x10a00, 0x10a00}, {0x10a10,
    0x10a13}, {0x10a15, 0x10a17}, {0x10a19, 0x10a35}, {0x10a60, 0x10a7c}, {0x10a80, 0x10a9c}, {0x10ac0,
    0x10ac7}, {0x10ac9, 0x10ae4}, {0x10b00, 0x10b35}, {0x10b40, 0x10b55}, {0x10b60, 0x10b72}, {0x10b80,
    0x10b91}, {0x10c00, 0x10c48}, {0x10c80, 0x10cb2}, {0x10cc0, 0x10cf2}, {0x10d00, 0x10d23}, {0x10e80,
    0x10ea9}, {0x10eb0, 0x10eb1}, {0x10f00, 0x10f1c}, {0x10f27, 0x10f27}, {0x10f30, 0x10f45}, {0x10f70,
    0x10f81}, {0x10fb0, 0x10fc4}, {0x10fe0, 0x10ff6}, {0x11003, 0x11037}, {0x11071, 0x11072}, {0x11075,
    0x11075}, {0x11083, 0x110af}, {0x110d0, 0x110e8}, {0x11103, 0x11126}, {0x11144, 0x11144}, {0x11147,
    0x11147}, {0x11150, 0x11172}, {0x11176, 0x11176}, {0x11183, 0x111b2}, {0x111c1, 0x111c4}, {0x111da,
    0x111da}, {0x111dc, 0x111dc}, {0x11200, 0x11211}, {0x11213, 0x1122b}, {0x11280, 0x11286}, {0x11288,
    0x11288}, {0x1128a, 0x1128d}, {0x1128f, 0x1129d}, {0x1129f, 0x112a8}, {0x112b0, 0x112de}, {0x11305,
    0x1130c}, {0x1130f, 0x11310}, {0x11313, 0x11328}, {0x1132a, 0x11330}, {0x11332, 0x11333}, {0x11335,
    0x11339}, {0x1133d, 0x1133d}, {0x11350, 0x11350}, {0x1135d, 0x11361}, {0x11400, 0x11434}, {0x11447,
    0x1144a}, {0x1145f, 0x11461}, {0x11480, 0x114af}, {0x114c4, 0x114c5}, {0x114c7, 0x114c7}, {0x11580,
    0x115ae}, {0x115d8, 0x115db}, {0x11600, 0x1162f}, {0x11644, 0x11644}, {0x11680, 0x116aa}, {0x116b8,
    0x116b8}, {0x11700, 0x1171a}, {0x11740, 0x11746}, {0x11800, 0x1182b}, {0x118a0, 0x118df}, {0x118ff,
    0x11906}, {0x11909, 0x11909}, {0x1190c, 0x11913}, {0x11915, 0x11916}, {0x11918, 0x1192f}, {0x1193f,
    0x1193f}, {0x11941, 0x11941}, {0x119a0, 0x119a7}, {0x119aa, 0x119d0}, {0x119e1, 0x119e1}, {0x119e3,
    0x119e3}, {0x11a00, 0x11a00}, {0x11a0b, 0x11a32}, {0x11a3a, 0x11a3a}, {0x11a50, 0x11a50}, {0x11a5c,
    0x11a89}, {0x11a9d, 0x11a9d}, {0x11ab0, 0x11af8}, {0x11c00, 0x11c08}, {0x11c0a, 0x11c2e}, {0x11c40,
    0x11c40}, {0x11c72, 0x11c8f}, {0x11d00, 0x11d06}, {0x11d08, 0x11d09}, {0x11d0b, 0x11d30}, {0x11d46,
    0x11d46}, {0x11d60, 0x11d65}, {0x11d67, 0x11d68}, {0x11d6a, 0x11d89}, {0x11d98, 0x11d98}, {0x11ee0,
    0x11ef2}, {0x11fb0, 0x11fb0}, {0x12000, 0x12399}, {0x12480, 0x12543}, {0x12f90, 0x12ff0}, {0x13000,
    0x1342e}, {0x14400, 0x14646}, {0x16800, 0x16a38}, {0x16a40, 0x16a5e}, {0x16a70, 0x16abe}, {0x16ad0,
    0x16aed}, {0x16b00, 0x16b2f}, {0x16b40, 0x16b43}, {0x16b63, 0x16b77}, {0x16b7d, 0x16b8f}, {0x16e40,
    0x16e7f}, {0x16f00, 0x16f4a}, {0x16f50, 0x16f50}, {0x16f93, 0x16f9f}, {0x16fe0, 0x16fe1}, {0x16fe3,
    0x16fe3}, {0x17000, 0x187f7}, {0x18800, 0x18cd5}, {0x18d00, 0x18d08}, {0x1aff0, 0x1aff3}, {0x1aff5,
    0x1affb}, {0x1affd, 0x1affe}, {0x1b000, 0x1b122}, {0x1b150, 0x1b152}, {0x1b164, 0x1b167}, {0x1b170,
    0x1b2fb}, {0x1bc00, 0x1bc6a}, {0x1bc70, 0x1bc7c}, {0x1bc80, 0x1bc88}, {0x1bc90, 0x1bc99}, {0x1d400,
    0x1d454}, {0x1d456, 0x1d49c}, {0x1d49e, 0x1d49f}, {0x1d4a2, 0x1d4a2}, {0x1d4a5, 0x1d4a6}, {0x1d4a9,
    0x1d4ac}, {0x1d4ae, 0x1d4b9}, {0x1d4bb, 0x1d4bb}, {0x1d4bd, 0x1d4c3}, {0x1d4c5, 0x1d505}, {0x1d507,
    0x1d50a}, {0x1d50d, 0x1d514}, {0x1d516, 0x1d51c}, {0x1d51e, 0x1d539}, {0x1d53b, 0x1d53e}, {0x1d540,
    0x1d544}, {0x1d546, 0x1d546}, {0x1d54a, 0x1d550}, {0x1d552, 0x1d6a5}, {0x1d6a8, 0x1d6c0}, {0x1d6c2,
    0x1d6da}, {0x1d6dc, 0x1d6fa}, {0x1d6fc, 0x1d714}, {0x1d716, 0x1d734}, {0x1d736, 0x1d74e}, {0x1d750,
    0x1d76e}, {0x1d770, 0x1d788}, {0x1d78a, 0x1d7a8}, {0x1d7aa, 0x1d7c2}, {0x1d7c4, 0x1d7cb}, {0x1df00,
    0x1df1e}, {0x1e100, 0x1e12c}, {0x1e137, 0x1e13d}, {0x1e14e, 0x1e14e}, {0x1e290, 0x1e2ad}, {0x1e2c0,
    0x1e2eb}, {0x1e7e0, 0x1e7e6}, {0x1e7e8, 0x1e7eb}, {0x1e7ed, 0x1e7ee}, {0x1e7f0, 0x1e7fe}, {0x1e800,
    0x1e8c4}, {0x1e900, 0x1e943}, {0x1e94b, 0x1e94b}, {0x1ee00, 0x1ee03}, {0x1ee05, 0x1ee1f}, {0x1ee21,
    0x1ee22}, {0x1ee24, 0x1ee24}, {0x1ee27, 0x1ee27}, {0x1ee29, 0x1ee32}, {0x1ee34, 0x1ee37}, {0x1ee39,
    0x1ee39}, {0x1ee3b, 0x1ee3b}, {0x1ee42, 0x1ee42}, {0x1ee47, 0x1ee47}, {0x1ee49, 0x1ee49}, {0x1ee4b,
    0x1ee4b}, {0x1ee4d, 0x1ee4f}, {0x1ee51, 0x1ee52}, {0x1ee54, 0x1ee54}, {0x1ee57, 0x1ee57}, {0x1ee59,
    0x1ee59}, {0x1ee5b, 0x1ee5b}, {0x1ee5d, 0x1ee5d}, {0x1ee5f, 0x1ee5f}, {0x1ee61, 0x1ee62}, {0x1ee64,
    0x1ee64}, {0x1ee67, 0x1ee6a}, {0x1ee6c, 0x1ee72}, {0x1ee74, 0x1ee77}, {0x1ee79, 0x1ee7c}, {0x1ee7e,
    0x1ee7e}, {0x1ee80, 0x1ee89}, {0x1ee8b, 0x1ee9b}, {0x1eea1, 0x1eea3}, {0x1eea5, 0x1eea9}, {0x1eeab,
    0x1eebb}, {0x20000, 0x2a6df}, {0x2a700, 0x2b738}, {0x2b740, 0x2b81d}, {0x2b820, 0x2cea1}, {0x2ceb0,
    0x2ebe0}, {0x2f800, 0x2fa1d}, {0x30000, 0x3134a}
};

// Decimal digits (category Nd) beyond ASCII.
const Range kDecimal[] = {
    {0x660, 0x669}, {0x6f0, 0x6f9}, {0x7c0, 0x7c9}, {0x966, 0x96f}, {0x9e6, 0x9ef}, {0xa66, 0xa6f}, {0xae6,
    0xaef}, {0xb66, 0xb6f}, {0xbe6, 0xbef}, {0xc66, 0xc6f}, {0xce6, 0xcef}, {0xd66, 0xd6f}, {0xde6, 0xdef},
    {0xe50, 0xe59}, {0xed0, 0xed9}, {0xf20, 0xf29}, {0x1040, 0x1049}, {0x1090, 0x1099}, {0x17e0, 0x17e9},
    {0x1810, 0x1819}, {0x1946, 0x194f}, {0x19d0, 0x19d9}, {0x1a80, 0x1a89}, {0x1a90, 0x1a99}, {0x1b50, 0x1b59},
    {0x1bb0, 0x1bb9}, {0x1c40, 0x1c49}, {0x1c50, 0x1c59}, {0xa620, 0xa629}, {0xa8d0, 0xa8d9}, {0xa900, 0xa909},
    {0xa9d0, 0xa9d9}, {0xa9f0, 0xa9f9}, {0xaa50, 0xaa59}, {0xabf0, 0xabf9}, {0xff10, 0xff19}, {0x104a0,
    0x104a9}, {0x10d30, 0x10d39}, {0x11066, 0x1106f}, {0x110f0, 0x110f9}, {0x11136, 0x1113f}, {0x111d0,
    0x111d9}, {0x112f0, 0x112f9}, {0x11450, 0x11459}, {0x114d0, 0x114d9}, {0x11650, 0x11659}, {0x116c0,
    0x116c9}, {0x11730, 0x11739}, {0x118e0, 0x118e9}, {0x11950, 0x11959}, {0x11c50, 0x11c59}, {0x11d50,
    0x11d59}, {0x11da0, 0x11da9}, {0x16a60, 0x16a69}, {0x16ac0, 0x16ac9}, {0x16b50, 0x16b59}, {0x1d7ce,
    0x1d7ff}, {0x1e140, 0x1e149}, {0x1e2f0, 0x1e2f9}, {0x1e950, 0x1e959}, {0x1fbf0, 0x1fbf9}
};

// Digits that are not decimal (Numeric_Type=Digit).
const Range kDigitOnly[] = {
    {0xb2, 0xb3}, {0xb9, 0xb9}, {0x1369, 0x1371}, {0x19da, 0x19da}, {0x2070, 0x2070}, {0x2074, 0x2079}, {0x2080,
    0x2089}, {0x2460, 0x2468}, {0x2474, 0x247c}, {0x2488, 0x2490}, {0x24ea, 0x24ea}, {0x24f5, 0x24fd}, {0x24ff,
    0x24ff}, {0x2776, 0x277e}, {0x2780, 0x2788}, {0x278a, 0x2792}, {0x10a40, 0x10a43}, {0x10e60, 0x10e68},
    {0x11052, 0x1105a}, {0x1f100, 0x1f10a}
};

// Numeric characters that are not digits (Numeric_Type=Numeric).
const Range kNumericOnly[] = {
    {0xbc, 0xbe}, {0x9f4, 0x9f9}, {0xb72, 0xb77}, {0xbf0, 0xbf2}, {0xc78, 0xc7e}, {0xd58, 0xd5e}, {0xd70,
    0xd78}, {0xf2a, 0xf33}, {0x1372, 0x137c}, {0x16ee, 0x16f0}, {0x17f0, 0x17f9}, {0x2150, 0x2182}, {0x2185,
    0x2189}, {0x2469, 0x2473}, {0x247d, 0x2487}, {0x2491, 0x249b}, {0x24eb, 0x24f4}, {0x24fe, 0x24fe}, {0x277f,
    0x277f}, {0x2789, 0x2789}, {0x2793, 0x2793}, {0x2cfd, 0x2cfd}, {0x3007, 0x3007}, {0x3021, 0x3029}, {0x3038,
    0x303a}, {0x3192, 0x3195}, {0x3220, 0x3229}, {0x3248, 0x324f}, {0x3251, 0x325f}, {0x3280, 0x3289}, {0x32b1,
    0x32bf}, {0x3405, 0x3405}, {0x3483, 0x3483}, {0x382a, 0x382a}, {0x3b4d, 0x3b4d}, {0x4e00, 0x4e00}, {0x4e03,
    0x4e03}, {0x4e07, 0x4e07}, {0x4e09, 0x4e09}, {0x4e5d, 0x4e5d}, {0x4e8c, 0x4e8c}, {0x4e94, 0x4e94}, {0x4e96,
    0x4e96}, {0x4ebf, 0x4ec0}, {0x4edf, 0x4edf}, {0x4ee8, 0x4ee8}, {0x4f0d, 0x4f0d}, {0x4f70, 0x4f70}, {0x5104,
    0x5104}, {0x5146, 0x5146}, {0x5169, 0x5169}, {0x516b, 0x516b}, {0x516d, 0x516d}, {0x5341, 0x5341}, {0x5343,
    0x5345}, {0x534c, 0x534c}, {0x53c1, 0x53c4}, {0x56db, 0x56db}, {0x58f1, 0x58f1}, {0x58f9, 0x58f9}, {0x5e7a,
    0x5e7a}, {0x5efe, 0x5eff}, {0x5f0c, 0x5f0e}, {0x5f10, 0x5f10}, {0x62fe, 0x62fe}, {0x634c, 0x634c}, {0x67d2,
    0x67d2}, {0x6f06, 0x6f06}, {0x7396, 0x7396}, {0x767e, 0x767e}, {0x8086, 0x8086}, {0x842c, 0x842c}, {0x8cae,
    0x8cae}, {0x8cb3, 0x8cb3}, {0x8d30, 0x8d30}, {0x9621, 0x9621}, {0x9646, 0x9646}, {0x964c, 0x964c}, {0x9678,
    0x9678}, {0x96f6, 0x96f6}, {0xa6e6, 0xa6ef}, {0xa830, 0xa835}, {0xf96b, 0xf96b}, {0xf973, 0xf973}, {0xf978,
    0xf978}, {0xf9b2, 0xf9b2}, {0xf9d1, 0xf9d1}, {0xf9d3, 0xf9d3}, {0xf9fd, 0xf9fd}, {0x10107, 0x10133},
    {0x10140, 0x10178}, {0x1018a, 0x1018b}, {0x102e1, 0x102fb}, {0x10320, 0x10323}, {0x10341, 0x10341},
    {0x1034a, 0x1034a}, {0x103d1, 0x103d5}, {0x10858, 0x1085f}, {0x10879, 0x1087f}, {0x108a7, 0x108af},
    {0x108fb, 0x108ff}, {0x10916, 0x1091b}, {0x109bc, 0x109bd}, {0x109c0, 0x109cf}, {0x109d2, 0x109ff},
    {0x10a44, 0x10a48}, {0x10a7d, 0x10a7e}, {0x10a9d, 0x10a9f}, {0x10aeb, 0x10aef}, {0x10b58, 0x10b5f},
    {0x10b78, 0x10b7f}, {0x10ba9, 0x10baf}, {0x10cfa, 0x10cff}, {0x10e69, 0x10e7e}, {0x10f1d, 0x10f26},
    {0x10f51, 0x10f54}, {0x10fc5, 0x10fcb}, {0x1105b, 0x11065}, {0x111e1, 0x111f4}, {0x1173a, 0x1173b},
    {0x118ea, 0x118f2}, {0x11c5a, 0x11c6c}, {0x11fc0, 0x11fd4}, {0x12400, 0x1246e}, {0x16b5b, 0x16b61},
    {0x16e80, 0x16e96}, {0x1d2e0, 0x1d2f3}, {0x1d360, 0x1d378}, {0x1e8c7, 0x1e8cf}, {0x1ec71, 0x1ecab},
    {0x1ecad, 0x1ecaf}, {0x1ecb1, 0x1ecb4}, {0x1ed01, 0x1ed2d}, {0x1ed2f, 0x1ed3d}, {0x1f10b, 0x1f10c},
    {0x20001, 0x20001}, {0x20064, 0x20064}, {0x200e2, 0x200e2}, {0x20121, 0x20121}, {0x2092a, 0x2092a},
    {0x20983, 0x20983}, {0x2098c, 0x2098c}, {0x2099c, 0x2099c}, {0x20aea, 0x20aea}, {0x20afd, 0x20afd},
    {0x20b19, 0x20b19}, {0x22390, 0x22390}, {0x22998, 0x22998}, {0x23b1b, 0x23b1b}, {0x2626d, 0x2626d},
    {0x2f890, 0x2f890}
};

// Case-ignorable characters (for the final-sigma rule).
const Range kCaseIgnorable[] = {
    {0x27, 0x27}, {0x2e, 0x2e}, {0x3a, 0x3a}, {0x5e, 0x5e}, {0x60, 0x60}, {0xa8, 0xa8}, {0xad, 0xad}, {0xaf,
    0xaf}, {0xb4, 0xb4}, {0xb7, 0xb8}, {0x2b0, 0x36f}, {0x374, 0x375}, {0x37a, 0x37a}, {0x384, 0x385}, {0x387,
    0x387}, {0x483, 0x489}, {0x559, 0x559}, {0x55f, 0x55f}, {0x591, 0x5bd}, {0x5bf, 0x5bf}, {0x5c1, 0x5c2},
    {0x5c4, 0x5c5}, {0x5c7, 0x5c7}, {0x5f4, 0x5f4}, {0x600, 0x605}, {0x610, 0x61a}, {0x61c, 0x61c}, {0x640,
    0x640}, {0x64b, 0x65f}, {0x670, 0x670}, {0x6d6, 0x6dd}, {0x6df, 0x6e8}, {0x6ea, 0x6ed}, {0x70f, 0x70f},
    {0x711, 0x711}, {0x730, 0x74a}, {0x7a6, 0x7b0}, {0x7eb, 0x7f5}, {0x7fa, 0x7fa}, {0x7fd, 0x7fd}, {0x816,
    0x82d}, {0x859, 0x85b}, {0x888, 0x888}, {0x890, 0x891}, {0x898, 0x89f}, {0x8c9, 0x902}, {0x93a, 0x93a},
    {0x93c, 0x93c}, {0x941, 0x948}, {0x94d, 0x94d}, {0x951, 0x957}, {0x962, 0x963}, {0x971, 0x971}, {0x981,
    0x981}, {0x9bc, 0x9bc}, {0x9c1, 0x9c4}, {0x9cd, 0x9cd}, {0x9e2, 0x9e3}, {0x9fe, 0x9fe}, {0xa01, 0xa02},
    {0xa3c, 0xa3c}, {0xa41, 0xa42}, {0xa47, 0xa48}, {0xa4b, 0xa4d}, {0xa51, 0xa51}, {0xa70, 0xa71}, {0xa75,
    0xa75}, {0xa81, 0xa82}, {0xabc, 0xabc}, {0xac1, 0xac5}, {0xac7, 0xac8}, {0xacd, 0xacd}, {0xae2, 0xae3},
    {0xafa, 0xaff}, {0xb01, 0xb01}, {0xb3c, 0xb3c}, {0xb3f, 0xb3f}, {0xb41, 0xb44}, {0xb4d, 0xb4d}, {0xb55,
    0xb56}, {0xb62, 0xb63}, {0xb82, 0xb82}, {0xbc0, 0xbc0}, {0xbcd, 0xbcd}, {0xc00, 0xc00}, {0xc04, 0xc04},
    {0xc3c, 0xc3c}, {0xc3e, 0xc40}, {0xc46, 0xc48}, {0xc4a, 0xc4d}, {0xc55, 0xc56}, {0xc62, 0xc63}, {0xc81,
    0xc81}, {0xcbc, 0xcbc}, {0xcbf, 0xcbf}, {0xcc6, 0xcc6}, {0xccc, 0xccd}, {0xce2, 0xce3}, {0xd00, 0xd01},
    {0xd3b, 0xd3c}, {0xd41, 0xd44}, {0xd4d, 0xd4d}, {0xd62, 0xd63}, {0xd81, 0xd81}, {0xdca, 0xdca}, {0xdd2,
    0xdd4}, {0xdd6, 0xdd6}, {0xe31, 0xe31}, {0xe34, 0xe3a}, {0xe46, 0xe4e}, {0xeb1, 0xeb1}, {0xeb4, 0xebc},
    {0xec6, 0xec6}, {0xec8, 0xecd}, {0xf18, 0xf19}, {0xf35, 0xf35}, {0xf37, 0xf37}, {0xf39, 0xf39}, {0xf71,
    0xf7e}, {0xf80, 0xf84}, {0xf86, 0xf87}, {0xf8d, 0xf97}, {0xf99, 0xfbc}, {0xfc6, 0xfc6}, {0x102d, 0x1030},
    {0x1032, 0x1037}, {0x1039, 0x103a}, {0x103d, 0x103e}, {0x1058, 0x1059}, {0x105e, 0x1060}, {0x1071, 0x1074},
    {0x1082, 0x1082}, {0x1085, 0x1086}, {0x108d, 0x108d}, {0x109d, 0x109d}, {0x10fc, 0x10fc}, {0x135d, 0x135f},
    {0x1712, 0x1714}, {0x1732, 0x1733}, {0x1752, 0x1753}, {0x1772, 0x1773}, {0x17b4, 0x17b5}, {0x17b7, 0x17bd},
    {0x17c6, 0x17c6}, {0x17c9, 0x17d3}, {0x17d7, 0x17d7}, {0x17dd, 0x17dd}, {0x180b, 0x180f}, {0x1843, 0x1843},
    {0x1885, 0x1886}, {0x18a9, 0x18a9}, {0x1920, 0x1922}, {0x1927, 0x1928}, {0x1932, 0x1932}, {0x1939, 0x193b},
    {0x1a17, 0x1a18}, {0x1a1b, 0x1a1b}, {0x1a56, 0x1a56}, {0x1a58, 0x1a5e}, {0x1a60, 0x1a60}, {0x1a62, 0x1a62},
    {0x1a65, 0x1a6c}, {0x1a73, 0x1a7c}, {0x1a7f, 0x1a7f}, {0x1aa7, 0x1aa7}, {0x1ab0, 0x1ace}, {0x1b00, 0x1b03},
    {0x1b34, 0x1b34}, {0x1b36, 0x1b3a}, {0x1b3c, 0x1b3c}, {0x1b42, 0x1b42}, {0x1b6b, 0x1b73}, {0x1b80, 0x1b81},
    {0x1ba2, 0x1ba5}, {0x1ba8, 0x1ba9}, {0x1bab, 0x1bad}, {0x1be6, 0x1be6}, {0x1be8, 0x1be9}, {0x1bed, 0x1bed},
    {0x1bef, 0x1bf1}, {0x1c2c, 0x1c33}, {0x1c36, 0x1c37}, {0x1c78, 0x1c7d}, {0x1cd0, 0x1cd2}, {0x1cd4, 0x1ce0},
    {0x1ce2, 0x1ce8}, {0x1ced, 0x1ced}, {0x1cf4, 0x1cf4}, {0x1cf8, 0x1cf9}, {0x1d2c, 0x1d6a}, {0x1d78, 0x1d78},
    {0x1d9b, 0x1dff}, {0x1fbd, 0x1fbd}, {0x1fbf, 0x1fc1}, {0x1fcd, 0x1fcf}, {0x1fdd, 0x1fdf}, {0x1fed, 0x1fef},
    {0x1ffd, 0x1ffe}, {0x200b, 0x200f}, {0x2018, 0x2019}, {0x2024, 0x2024}, {0x2027, 0x2027}, {0x202a, 0x202e},
    {0x2060, 0x2064}, {0x2066, 0x206f}, {0x2071, 0x2071}, {0x207f, 0x207f}, {0x2090, 0x209c}, {0x20d0, 0x20f0},
    {0x2c7c, 0x2c7d}, {0x2cef, 0x2cf1}, {0x2d6f, 0x2d6f}, {0x2d7f, 0x2d7f}, {0x2de0, 0x2dff}, {0x2e2f, 0x2e2f},
    {0x3005, 0x3005}, {0x302a, 0x302d}, {0x3031, 0x3035}, {0x303b, 0x303b}, {0x3099, 0x309e}, {0x30fc, 0x30fe},
    {0xa015, 0xa015}, {0xa4f8, 0xa4fd}, {0xa60c, 0xa60c}, {0xa66f, 0xa672}, {0xa674, 0xa67d}, {0xa67f, 0xa67f},
    {0xa69c, 0xa69f}, {0xa6f0, 0xa6f1}, {0xa700, 0xa721}, {0xa770, 0xa770}, {0xa788, 0xa78a}, {0xa7f2, 0xa7f4},
    {0xa7f8, 0xa7f9}, {0xa802, 0xa802}, {0xa806, 0xa806}, {0xa80b, 0xa80b}, {0xa825, 0xa826}, {0xa82c, 0xa82c},
    {0xa8c4, 0xa8c5}, {0xa8e0, 0xa8f1}, {0xa8ff, 0xa8ff}, {0xa926, 0xa92d}, {0xa947, 0xa951}, {0xa980, 0xa982},
    {0xa9b3, 0xa9b3}, {0xa9b6, 0xa9b9}, {0xa9bc, 0xa9bd}, {0xa9cf, 0xa9cf}, {0xa9e5, 0xa9e6}, {0xaa29, 0xaa2e},
    {0xaa31, 0xaa32}, {0xaa35, 0xaa36}, {0xaa43, 0xaa43}, {0xaa4c, 0xaa4c}, {0xaa70, 0xaa70}, {0xaa7c, 0xaa7c},
    {0xaab0, 0xaab0}, {0xaab2, 0xaab4}, {0xaab7, 0xaab8}, {0xaabe, 0xaabf}, {0xaac1, 0xaac1}, {0xaadd, 0xaadd},
    {0xaaec, 0xaaed}, {0xaaf3, 0xaaf4}, {0xaaf6, 0xaaf6}, {0xab5b, 0xab5f}, {0xab69, 0xab6b}, {0xabe5, 0xabe5},
    {0xabe8, 0xabe8}, {0xabed, 0xabed}, {0xfb1e, 0xfb1e}, {0xfbb2, 0xfbc2}, {0xfe00, 0xfe0f}, {0xfe13, 0xfe13},
    {0xfe20, 0xfe2f}, {0xfe52, 0xfe52}, {0xfe55, 0xfe55}, {0xfeff, 0xfeff}, {0xff07, 0xff07}, {0xff0e, 0xff0e},
    {0xff1a, 0xff1a}, {0xff3e, 0xff3e}, {0xff40, 0xff40}, {0xff70, 0xff70}, {0xff9e, 0xff9f}, {0xffe3, 0xffe3},
    {0xfff9, 0xfffb}, {0x101fd, 0x101fd}, {0x102e0, 0x102e0}, {0x10376, 0x1037a}, {0x10780, 0x10785}, {0x10787,
    0x107b0}, {0x107b2, 0x107ba}, {0x10a01, 0x10a03}, {0x10a05, 0x10a06}, {0x10a0c, 0x10a0f}, {0x10a38,
    0x10a3a}, {0x10a3f, 0x10a3f}, {0x10ae5, 0x10ae6}, {0x10d24, 0x10d27}, {0x10eab, 0x10eac}, {0x10f46,
    0x10f50}, {0x10f82, 0x10f85}, {0x11001, 0x11001}, {0x11038, 0x11046}, {0x11070, 0x11070}, {0x11073,
    0x11074}, {0x1107f, 0x11081}, {0x110b3, 0x110b6}, {0x110b9, 0x110ba}, {0x110bd, 0x110bd}, {0x110c2,
    0x110c2}, {0x110cd, 0x110cd}, {0x11100, 0x11102}, {0x11127, 0x1112b}, {0x1112d, 0x11134}, {0x11173,
    0x11173}, {0x11180, 0x11181}, {0x111b6, 0x111be}, {0x111c9, 0x111cc}, {0x111cf, 0x111cf}, {0x1122f,
    0x11231}, {0x11234, 0x11234}, {0x11236, 0x11237}, {0x1123e, 0x1123e}, {0x112df, 0x112df}, {0x112e3,
    0x112ea}, {0x11300, 0x11301}, {0x1133b, 0x1133c}, {0x11340, 0x11340}, {0x11366, 0x1136c}, {0x11370,
    0x11374}, {0x11438, 0x1143f}, {0x11442, 0x11444}, {0x11446, 0x11446}, {0x1145e, 0x1145e}, {0x114b3,
    0x114b8}, {0x114ba, 0x114ba}, {0x114bf, 0x114c0}, {0x114c2, 0x114c3}, {0x115b2, 0x115b5}, {0x115bc,
    0x115bd}, {0x115bf, 0x115c0}, {0x115dc, 0x115dd}, {0x11633, 0x1163a}, {0x1163d, 0x1163d}, {0x1163f,
    0x11640}, {0x116ab, 0x116ab}, {0x116ad, 0x116ad}, {0x116b0, 0x116b5}, {0x116b7, 0x116b7}, {0x1171d,
    0x1171f}, {0x11722, 0x11725}, {0x11727, 0x1172b}, {0x1182f, 0x11837}, {0x11839, 0x1183a}, {0x1193b,
    0x1193c}, {0x1193e, 0x1193e}, {0x11943, 0x11943}, {0x119d4, 0x119d7}, {0x119da, 0x119db}, {0x119e0,
    0x119e0}, {0x11a01, 0x11a0a}, {0x11a33, 0x11a38}, {0x11a3b, 0x11a3e}, {0x11a47, 0x11a47}, {0x11a51,
    0x11a56}, {0x11a59, 0x11a5b}, {0x11a8a, 0x11a96}, {0x11a98, 0x11a99}, {0x11c30, 0x11c36}, {0x11c38,
    0x11c3d}, {0x11c3f, 0x11c3f}, {0x11c92, 0x11ca7}, {0x11caa, 0x11cb0}, {0x11cb2, 0x11cb3}, {0x11cb5,
    0x11cb6}, {0x11d31, 0x11d36}, {0x11d3a, 0x11d3a}, {0x11d3c, 0x11d3d}, {0x11d3f, 0x11d45}, {0x11d47,
    0x11d47}, {0x11d90, 0x11d91}, {0x11d95, 0x11d95}, {0x11d97, 0x11d97}, {0x11ef3, 0x11ef4}, {0x13430,
    0x13438}, {0x16af0, 0x16af4}, {0x16b30, 0x16b36}, {0x16b40, 0x16b43}, {0x16f4f, 0x16f4f}, {0x16f8f,
    0x16f9f}, {0x16fe0, 0x16fe1}, {0x16fe3, 0x16fe4}, {0x1aff0, 0x1aff3}, {0x1aff5, 0x1affb}, {0x1affd,
    0x1affe}, {0x1bc9d, 0x1bc9e}, {0x1bca0, 0x1bca3}, {0x1cf00, 0x1cf2d}, {0x1cf30, 0x1cf46}, {0x1d167,
    0x1d169}, {0x1d173, 0x1d182}, {0x1d185, 0x1d18b}, {0x1d1aa, 0x1d1ad}, {0x1d242, 0x1d244}, {0x1da00,
    0x1da36}, {0x1da3b, 0x1da6c}, {0x1da75, 0x1da75}, {0x1da84, 0x1da84}, {0x1da9b, 0x1da9f}, {0x1daa1,
    0x1daaf}, {0x1e000, 0x1e006}, {0x1e008, 0x1e018}, {0x1e01b, 0x1e021}, {0x1e023, 0x1e024}, {0x1e026,
    0x1e02a}, {0x1e130, 0x1e13d}, {0x1e2ae, 0x1e2ae}, {0x1e2ec, 0x1e2ef}, {0x1e8d0, 0x1e8d6}, {0x1e944,
    0x1e94b}, {0x1f3fb, 0x1f3ff}, {0xe0001, 0xe0001}, {0xe0020, 0xe007f}, {0xe0100, 0xe01ef}
};

// Titlecase letters (category Lt).
const Range kTitleCase[] = {
    {0x1c5, 0x1c5}, {0x1c8, 0x1c8}, {0x1cb, 0x1cb}, {0x1f2, 0x1f2}, {0x1f88, 0x1f8f}, {0x1f98, 0x1f9f}, {0x1fa8,
    0x1faf}, {0x1fbc, 0x1fbc}, {0x1fcc, 0x1fcc}, {0x1ffc, 0x1ffc}
};

const CaseBlock kCaseBlocks[] = {
    {0x41, 0x5a, 32}, {0xc0, 0xd6, 32}, {0xd8, 0xde, 32}, {0x391, 0x3a1, 32}, {0x3a3, 0x3ab, 32}, {0x400, 0x40f,
    80}, {0x410, 0x42f, 32}, {0x531, 0x556, 48}, {0x10a0, 0x10c5, 7264}, {0x13a0, 0x13ef, 38864}, {0x13f0,
    0x13f5, 8}, {0x1f08, 0x1f0f, -8}, {0x1f18, 0x1f1d, -8}, {0x1f28, 0x1f2f, -8}, {0x1f38, 0x1f3f, -8}, {0x1f48,
    0x1f4d, -8}, {0x1f68, 0x1f6f, -8}, {0x1fc8, 0x1fcb, -86}, {0x2160, 0x216f, 16}, {0x24b6, 0x24cf, 26},
    {0x2c00, 0x2c2f, 48}, {0xff21, 0xff3a, 32}, {0x10400, 0x10427, 40}, {0x104b0, 0x104d3, 40}, {0x10570,
    0x1057a, 39}, {0x1057c, 0x1058a, 39}, {0x1058c, 0x10592, 39}, {0x10c80, 0x10cb2, 64}, {0x118a0, 0x118bf,
    32}, {0x16e40, 0x16e5f, 32}, {0x1e900, 0x1e921, 34}
};

const Range kCasePairs[] = {
    {0x100, 0x12f}, {0x132, 0x137}, {0x139, 0x148}, {0x14a, 0x177}, {0x179, 0x17e}, {0x182, 0x185}, {0x187,
    0x188}, {0x18b, 0x18c}, {0x191, 0x192}, {0x198, 0x199}, {0x1a0, 0x1a5}, {0x1a7, 0x1a8}, {0x1ac, 0x1ad},
    {0x1af, 0x1b0}, {0x1b3, 0x1b6}, {0x1b8, 0x1b9}, {0x1bc, 0x1bd}, {0x1cd, 0x1dc}, {0x1de, 0x1ef}, {0x1f4,
    0x1f5}, {0x1f8, 0x21f}, {0x222, 0x233}, {0x23b, 0x23c}, {0x241, 0x242}, {0x246, 0x24f}, {0x370, 0x373},
    {0x376, 0x377}, {0x3d8, 0x3ef}, {0x3f7, 0x3f8}, {0x3fa, 0x3fb}, {0x460, 0x481}, {0x48a, 0x4bf}, {0x4c1,
    0x4ce}, {0x4d0, 0x52f}, {0x1e00, 0x1e95}, {0x1ea0, 0x1eff}, {0x2183, 0x2184}, {0x2c60, 0x2c61}, {0x2c67,
    0x2c6c}, {0x2c72, 0x2c73}, {0x2c75, 0x2c76}, {0x2c80, 0x2ce3}, {0x2ceb, 0x2cee}, {0x2cf2, 0x2cf3}, {0xa640,
    0xa66d}, {0xa680, 0xa69b}, {0xa722, 0xa72f}, {0xa732, 0xa76f}, {0xa779, 0xa77c}, {0xa77e, 0xa787}, {0xa78b,
    0xa78c}, {0xa790, 0xa793}, {0xa796, 0xa7a9}, {0xa7b4, 0xa7c3}, {0xa7c7, 0xa7ca}, {0xa7d0, 0xa7d1}, {0xa7d6,
    0xa7d9}, {0xa7f5, 0xa7f6}
};

const CaseEntry kCaseIrregular[] = {
    {0xb5, 0xb5, 0x39c, 0x39c}, {0xff, 0xff, 0x178, 0x178}, {0x131, 0x131, 0x49, 0x49}, {0x178, 0xff, 0x178,
    0x178}, {0x17f, 0x17f, 0x53, 0x53}, {0x180, 0x180, 0x243, 0x243}, {0x181, 0x253, 0x181, 0x181}, {0x186,
    0x254, 0x186, 0x186}, {0x189, 0x256, 0x189, 0x189}, {0x18a, 0x257, 0x18a, 0x18a}, {0x18e, 0x1dd, 0x18e,
    0x18e}, {0x18f, 0x259, 0x18f, 0x18f}, {0x190, 0x25b, 0x190, 0x190}, {0x193, 0x260, 0x193, 0x193}, {0x194,
    0x263, 0x194, 0x194}, {0x195, 0x195, 0x1f6, 0x1f6}, {0x196, 0x269, 0x196, 0x196}, {0x197, 0x268, 0x197,
    0x197}, {0x19a, 0x19a, 0x23d, 0x23d}, {0x19c, 0x26f, 0x19c, 0x19c}, {0x19d, 0x272, 0x19d, 0x19d}, {0x19e,
    0x19e, 0x220, 0x220}, {0x19f, 0x275, 0x19f, 0x19f}, {0x1a6, 0x280, 0x1a6, 0x1a6}, {0x1a9, 0x283, 0x1a9,
    0x1a9}, {0x1ae, 0x288, 0x1ae, 0x1ae}, {0x1b1, 0x28a, 0x1b1, 0x1b1}, {0x1b2, 0x28b, 0x1b2, 0x1b2}, {0x1b7,
    0x292, 0x1b7, 0x1b7}, {0x1bf, 0x1bf, 0x1f7, 0x1f7}, {0x1c4, 0x1c6, 0x1c4, 0x1c5}, {0x1c5, 0x1c6, 0x1c4,
    0x1c5}, {0x1c6, 0x1c6, 0x1c4, 0x1c5}, {0x1c7, 0x1c9, 0x1c7, 0x1c8}, {0x1c8, 0x1c9, 0x1c7, 0x1c8}, {0x1c9,
    0x1c9, 0x1c7, 0x1c8}, {0x1ca, 0x1cc, 0x1ca, 0x1cb}, {0x1cb, 0x1cc, 0x1ca, 0x1cb}, {0x1cc, 0x1cc, 0x1ca,
    0x1cb}, {0x1dd, 0x1dd, 0x18e, 0x18e}, {0x1f1, 0x1f3, 0x1f1, 0x1f2}, {0x1f2, 0x1f3, 0x1f1, 0x1f2}, {0x1f3,
    0x1f3, 0x1f1, 0x1f2}, {0x1f6, 0x195, 0x1f6, 0x1f6}, {0x1f7, 0x1bf, 0x1f7, 0x1f7}, {0x220, 0x19e, 0x220,
    0x220}, {0x23a, 0x2c65, 0x23a, 0x23a}, {0x23d, 0x19a, 0x23d, 0x23d}, {0x23e, 0x2c66, 0x23e, 0x23e}, {0x23f,
    0x23f, 0x2c7e, 0x2c7e}, {0x240, 0x240, 0x2c7f, 0x2c7f}, {0x243, 0x180, 0x243, 0x243}, {0x244, 0x289, 0x244,
    0x244}, {0x245, 0x28c, 0x245, 0x245}, {0x250, 0x250, 0x2c6f, 0x2c6f}, {0x251, 0x251, 0x2c6d, 0x2c6d},
    {0x252, 0x252, 0x2c70, 0x2c70}, {0x253, 0x253, 0x181, 0x181}, {0x254, 0x254, 0x186, 0x186}, {0x256, 0x256,
    0x189, 0x189}, {0x257, 0x257, 0x18a, 0x18a}, {0x259, 0x259, 0x18f, 0x18f}, {0x25b, 0x25b, 0x190, 0x190},
    {0x25c, 0x25c, 0xa7ab, 0xa7ab}, {0x260, 0x260, 0x193, 0x193}, {0x261, 0x261, 0xa7ac, 0xa7ac}, {0x263, 0x263,
    0x194, 0x194}, {0x265, 0x265, 0xa78d, 0xa78d}, {0x266, 0x266, 0xa7aa, 0xa7aa}, {0x268, 0x268, 0x197, 0x197},
    {0x269, 0x269, 0x196, 0x196}, {0x26a, 0x26a, 0xa7ae, 0xa7ae}, {0x26b, 0x26b, 0x2c62, 0x2c62}, {0x26c, 0x26c,
    0xa7ad, 0xa7ad}, {0x26f, 0x26f, 0x19c, 0x19c}, {0x271, 0x271, 0x2c6e, 0x2c6e}, {0x272, 0x272, 0x19d, 0x19d},
    {0x275, 0x275, 0x19f, 0x19f}, {0x27d, 0x27d, 0x2c64, 0x2c64}, {0x280, 0x280, 0x1a6, 0x1a6}, {0x282, 0x282,
    0xa7c5, 0xa7c5}, {0x283, 0x283, 0x1a9, 0x1a9}, {0x287, 0x287, 0xa7b1, 0xa7b1}, {0x288, 0x288, 0x1ae, 0x1ae},
    {0x289, 0x289, 0x244, 0x244}, {0x28a, 0x28a, 0x1b1, 0x1b1}, {0x28b, 0x28b, 0x1b2, 0x1b2}, {0x28c, 0x28c,
    0x245, 0x245}, {0x292, 0x292, 0x1b7, 0x1b7}, {0x29d, 0x29d, 0xa7b2, 0xa7b2}, {0x29e, 0x29e, 0xa7b0, 0xa7b0},
    {0x345, 0x345, 0x399, 0x399}, {0x37b, 0x37b, 0x3fd, 0x3fd}, {0x37c, 0x37c, 0x3fe, 0x3fe}, {0x37d, 0x37d,
    0x3ff, 0x3ff}, {0x37f, 0x3f3, 0x37f, 0x37f}, {0x386, 0x3ac, 0x386, 0x386}, {0x388, 0x3ad, 0x388, 0x388},
    {0x389, 0x3ae, 0x389, 0x389}, {0x38a, 0x3af, 0x38a, 0x38a}, {0x38c, 0x3cc, 0x38c, 0x38c}, {0x38e, 0x3cd,
    0x38e, 0x38e}, {0x38f, 0x3ce, 0x38f, 0x38f}, {0x3ac, 0x3ac, 0x386, 0x386}, {0x3ad, 0x3ad, 0x388, 0x388},
    {0x3ae, 0x3ae, 0x389, 0x389}, {0x3af, 0x3af, 0x38a, 0x38a}, {0x3c2, 0x3c2, 0x3a3, 0x3a3}, {0x3cc, 0x3cc,
    0x38c, 0x38c}, {0x3cd, 0x3cd, 0x38e, 0x38e}, {0x3ce, 0x3ce, 0x38f, 0x38f}, {0x3cf, 0x3d7, 0x3cf, 0x3cf},
    {0x3d0, 0x3d0, 0x392, 0x392}, {0x3d1, 0x3d1, 0x398, 0x398}, {0x3d5, 0x3d5, 0x3a6, 0x3a6}, {0x3d6, 0x3d6,
    0x3a0, 0x3a0}, {0x3d7, 0x3d7, 0x3cf, 0x3cf}, {0x3f0, 0x3f0, 0x39a, 0x39a}, {0x3f1, 0x3f1, 0x3a1, 0x3a1},
    {0x3f2, 0x3f2, 0x3f9, 0x3f9}, {0x3f3, 0x3f3, 0x37f, 0x37f}, {0x3f4, 0x3b8, 0x3f4, 0x3f4}, {0x3f5, 0x3f5,
    0x395, 0x395}, {0x3f9, 0x3f2, 0x3f9, 0x3f9}, {0x3fd, 0x37b, 0x3fd, 0x3fd}, {0x3fe, 0x37c, 0x3fe, 0x3fe},
    {0x3ff, 0x37d, 0x3ff, 0x3ff}, {0x4c0, 0x4cf, 0x4c0, 0x4c0}, {0x4cf, 0x4cf, 0x4c0, 0x4c0}, {0x10c7, 0x2d27,
    0x10c7, 0x10c7}, {0x10cd, 0x2d2d, 0x10cd, 0x10cd}, {0x10d0, 0x10d0, 0x1c90, 0x10d0}, {0x10d1, 0x10d1,
    0x1c91, 0x10d1}, {0x10d2, 0x10d2, 0x1c92, 0x10d2}, {0x10d3, 0x10d3, 0x1c93, 0x10d3}, {0x10d4, 0x10d4,
    0x1c94, 0x10d4}, {0x10d5, 0x10d5, 0x1c95, 0x10d5}, {0x10d6, 0x10d6, 0x1c96, 0x10d6}, {0x10d7, 0x10d7,
    0x1c97, 0x10d7}, {0x10d8, 0x10d8, 0x1c98, 0x10d8}, {0x10d9, 0x10d9, 0x1c99, 0x10d9}, {0x10da, 0x10da,
    0x1c9a, 0x10da}, {0x10db, 0x10db, 0x1c9b, 0x10db}, {0x10dc, 0x10dc, 0x1c9c, 0x10dc}, {0x10dd, 0x10dd,
    0x1c9d, 0x10dd}, {0x10de, 0x10de, 0x1c9e, 0x10de}, {0x10df, 0x10df, 0x1c9f, 0x10df}, {0x10e0, 0x10e0,
    0x1ca0, 0x10e0}, {0x10e1, 0x10e1, 0x1ca1, 0x10e1}, {0x10e2, 0x10e2, 0x1ca2, 0x10e2}, {0x10e3, 0x10e3,
    0x1ca3, 0x10e3}, {0x10e4, 0x10e4, 0x1ca4, 0x10e4}, {0x10e5, 0x10e5, 0x1ca5, 0x10e5}, {0x10e6, 0x10e6,
    0x1ca6, 0x10e6}, {0x10e7, 0x10e7, 0x1ca7, 0x10e7}, {0x10e8, 0x10e8, 0x1ca8, 0x10e8}, {0x10e9, 0x10e9,
    0x1ca9, 0x10e9}, {0x10ea, 0x10ea, 0x1caa, 0x10ea}, {0x10eb, 0x10eb, 0x1cab, 0x10eb}, {0x10ec, 0x10ec,
    0x1cac, 0x10ec}, {0x10ed, 0x10ed, 0x1cad, 0x10ed}, {0x10ee, 0x10ee, 0x1cae, 0x10ee}, {0x10ef, 0x10ef,
    0x1caf, 0x10ef}, {0x10f0, 0x10f0, 0x1cb0, 0x10f0}, {0x10f1, 0x10f1, 0x1cb1, 0x10f1}, {0x10f2, 0x10f2,
    0x1cb2, 0x10f2}, {0x10f3, 0x10f3, 0x1cb3, 0x10f3}, {0x10f4, 0x10f4, 0x1cb4, 0x10f4}, {0x10f5, 0x10f5,
    0x1cb5, 0x10f5}, {0x10f6, 0x10f6, 0x1cb6, 0x10f6}, {0x10f7, 0x10f7, 0x1cb7, 0x10f7}, {0x10f8, 0x10f8,
    0x1cb8, 0x10f8}, {0x10f9, 0x10f9, 0x1cb9, 0x10f9}, {0x10fa, 0x10fa, 0x1cba, 0x10fa}, {0x10fd, 0x10fd,
    0x1cbd, 0x10fd}, {0x10fe, 0x10fe, 0x1cbe, 0x10fe}, {0x10ff, 0x10ff, 0x1cbf, 0x10ff}, {0x1c80, 0x1c80, 0x412,
    0x412}, {0x1c81, 0x1c81, 0x414, 0x414}, {0x1c82, 0x1c82, 0x41e, 0x41e}, {0x1c83, 0x1c83, 0x421, 0x421},
    {0x1c84, 0x1c84, 0x422, 0x422}, {0x1c85, 0x1c85, 0x422, 0x422}, {0x1c86, 0x1c86, 0x42a, 0x42a}, {0x1c87,
    0x1c87, 0x462, 0x462}, {0x1c88, 0x1c88, 0xa64a, 0xa64a}, {0x1c90, 0x10d0, 0x1c90, 0x1c90}, {0x1c91, 0x10d1,
    0x1c91, 0x1c91}, {0x1c92, 0x10d2, 0x1c92, 0x1c92}, {0x1c93, 0x10d3, 0x1c93, 0x1c93}, {0x1c94, 0x10d4,
    0x1c94, 0x1c94}, {0x1c95, 0x10d5, 0x1c95, 0x1c95}, {0x1c96, 0x10d6, 0x1c96, 0x1c96}, {0x1c97, 0x10d7,
    0x1c97, 0x1c97}, {0x1c98, 0x10d8, 0x1c98, 0x1c98}, {0x1c99, 0x10d9, 0x1c99, 0x1c99}, {0x1c9a, 0x10da,
    0x1c9a, 0x1c9a}, {0x1c9b, 0x10db, 0x1c9b, 0x1c9b}, {0x1c9c, 0x10dc, 0x1c9c, 0x1c9c}, {0x1c9d, 0x10dd,
    0x1c9d, 0x1c9d}, {0x1c9e, 0x10de, 0x1c9e, 0x1c9e}, {0x1c9f, 0x10df, 0x1c9f, 0x1c9f}, {0x1ca0, 0x10e0,
    0x1ca0, 0x1ca0}, {0x1ca1, 0x10e1, 0x1ca1, 0x1ca1}, {0x1ca2, 0x10e2, 0x1ca2, 0x1ca2}, {0x1ca3, 0x10e3,
    0x1ca3, 0x1ca3}, {0x1ca4, 0x10e4, 0x1ca4, 0x1ca4}, {0x1ca5, 0x10e5, 0x1ca5, 0x1ca5}, {0x1ca6, 0x10e6,
    0x1ca6, 0x1ca6}, {0x1ca7, 0x10e7, 0x1ca7, 0x1ca7}, {0x1ca8, 0x10e8, 0x1ca8, 0x1ca8}, {0x1ca9, 0x10e9,
    0x1ca9, 0x1ca9}, {0x1caa, 0x10ea, 0x1caa, 0x1caa}, {0x1cab, 0x10eb, 0x1cab, 0x1cab}, {0x1cac, 0x10ec,
    0x1cac, 0x1cac}, {0x1cad, 0x10ed, 0x1cad, 0x1cad}, {0x1cae, 0x10ee, 0x1cae, 0x1cae}, {0x1caf, 0x10ef,
    0x1caf, 0x1caf}, {0x1cb0, 0x10f0, 0x1cb0, 0x1cb0}, {0x1cb1, 0x10f1, 0x1cb1, 0x1cb1}, {0x1cb2, 0x10f2,
    0x1cb2, 0x1cb2}, {0x1cb3, 0x10f3, 0x1cb3, 0x1cb3}, {0x1cb4, 0x10f4, 0x1cb4, 0x1cb4}, {0x1cb5, 0x10f5,
    0x1cb5, 0x1cb5}, {0x1cb6, 0x10f6, 0x1cb6, 0x1cb6}, {0x1cb7, 0x10f7, 0x1cb7, 0x1cb7}, {0x1cb8, 0x10f8,
    0x1cb8, 0x1cb8}, {0x1cb9, 0x10f9, 0x1cb9, 0x1cb9}, {0x1cba, 0x10fa, 0x1cba, 0x1cba}, {0x1cbd, 0x10fd,
    0x1cbd, 0x1cbd}, {0x1cbe, 0x10fe, 0x1cbe, 0x1cbe}, {0x1cbf, 0x10ff, 0x1cbf, 0x1cbf}, {0x1d79, 0x1d79,
    0xa77d, 0xa77d}, {0x1d7d, 0x1d7d, 0x2c63, 0x2c63}, {0x1d8e, 0x1d8e, 0xa7c6, 0xa7c6}, {0x1e9b, 0x1e9b,
    0x1e60, 0x1e60}, {0x1e9e, 0xdf, 0x1e9e, 0x1e9e}, {0x1f51, 0x1f51, 0x1f59, 0x1f59}, {0x1f53, 0x1f53, 0x1f5b,
    0x1f5b}, {0x1f55, 0x1f55, 0x1f5d, 0x1f5d}, {0x1f57, 0x1f57, 0x1f5f, 0x1f5f}, {0x1f59, 0x1f51, 0x1f59,
    0x1f59}, {0x1f5b, 0x1f53, 0x1f5b, 0x1f5b}, {0x1f5d, 0x1f55, 0x1f5d, 0x1f5d}, {0x1f5f, 0x1f57, 0x1f5f,
    0x1f5f}, {0x1f70, 0x1f70, 0x1fba, 0x1fba}, {0x1f71, 0x1f71, 0x1fbb, 0x1fbb}, {0x1f76, 0x1f76, 0x1fda,
    0x1fda}, {0x1f77, 0x1f77, 0x1fdb, 0x1fdb}, {0x1f78, 0x1f78, 0x1ff8, 0x1ff8}, {0x1f79, 0x1f79, 0x1ff9,
    0x1ff9}, {0x1f7a, 0x1f7a, 0x1fea, 0x1fea}, {0x1f7b, 0x1f7b, 0x1feb, 0x1feb}, {0x1f7c, 0x1f7c, 0x1ffa,
    0x1ffa}, {0x1f7d, 0x1f7d, 0x1ffb, 0x1ffb}, {0x1f80, 0x1f80, 0x1f80, 0x1f88}, {0x1f81, 0x1f81, 0x1f81,
    0x1f89}, {0x1f82, 0x1f82, 0x1f82, 0x1f8a}, {0x1f83, 0x1f83, 0x1f83, 0x1f8b}, {0x1f84, 0x1f84, 0x1f84,
    0x1f8c}, {0x1f85, 0x1f85, 0x1f85, 0x1f8d}, {0x1f86, 0x1f86, 0x1f86, 0x1f8e}, {0x1f87, 0x1f87, 0x1f87,
    0x1f8f}, {0x1f88, 0x1f80, 0x1f88, 0x1f88}, {0x1f89, 0x1f81, 0x1f89, 0x1f89}, {0x1f8a, 0x1f82, 0x1f8a,
    0x1f8a}, {0x1f8b, 0x1f83, 0x1f8b, 0x1f8b}, {0x1f8c, 0x1f84, 0x1f8c, 0x1f8c}, {0x1f8d, 0x1f85, 0x1f8d,
    0x1f8d}, {0x1f8e, 0x1f86, 0x1f8e, 0x1f8e}, {0x1f8f, 0x1f87, 0x1f8f, 0x1f8f}, {0x1f90, 0x1f90, 0x1f90,
    0x1f98}, {0x1f91, 0x1f91, 0x1f91, 0x1f99}, {0x1f92, 0x1f92, 0x1f92, 0x1f9a}, {0x1f93, 0x1f93, 0x1f93,
    0x1f9b}, {0x1f94, 0x1f94, 0x1f94, 0x1f9c}, {0x1f95, 0x1f95, 0x1f95, 0x1f9d}, {0x1f96, 0x1f96, 0x1f96,
    0x1f9e}, {0x1f97, 0x1f97, 0x1f97, 0x1f9f}, {0x1f98, 0x1f90, 0x1f98, 0x1f98}, {0x1f99, 0x1f91, 0x1f99,
    0x1f99}, {0x1f9a, 0x1f92, 0x1f9a, 0x1f9a}, {0x1f9b, 0x1f93, 0x1f9b, 0x1f9b}, {0x1f9c, 0x1f94, 0x1f9c,
    0x1f9c}, {0x1f9d, 0x1f95, 0x1f9d, 0x1f9d}, {0x1f9e, 0x1f96, 0x1f9e, 0x1f9e}, {0x1f9f, 0x1f97, 0x1f9f,
    0x1f9f}, {0x1fa0, 0x1fa0, 0x1fa0, 0x1fa8}, {0x1fa1, 0x1fa1, 0x1fa1, 0x1fa9}, {0x1fa2, 0x1fa2, 0x1fa2,
    0x1faa}, {0x1fa3, 0x1fa3, 0x1fa3, 0x1fab}, {0x1fa4, 0x1fa4, 0x1fa4, 0x1fac}, {0x1fa5, 0x1fa5, 0x1fa5,
    0x1fad}, {0x1fa6, 0x1fa6, 0x1fa6, 0x1fae}, {0x1fa7, 0x1fa7, 0x1fa7, 0x1faf}, {0x1fa8, 0x1fa0, 0x1fa8,
    0x1fa8}, {0x1fa9, 0x1fa1, 0x1fa9, 0x1fa9}, {0x1faa, 0x1fa2, 0x1faa, 0x1faa}, {0x1fab, 0x1fa3, 0x1fab,
    0x1fab}, {0x1fac, 0x1fa4, 0x1fac, 0x1fac}, {0x1fad, 0x1fa5, 0x1fad, 0x1fad}, {0x1fae, 0x1fa6, 0x1fae,
    0x1fae}, {0x1faf, 0x1fa7, 0x1faf, 0x1faf}, {0x1fb0, 0x1fb0, 0x1fb8, 0x1fb8}, {0x1fb1, 0x1fb1, 0x1fb9,
    0x1fb9}, {0x1fb3, 0x1fb3, 0x1fb3, 0x1fbc}, {0x1fb8, 0x1fb0, 0x1fb8, 0x1fb8}, {0x1fb9, 0x1fb1, 0x1fb9,
    0x1fb9}, {0x1fba, 0x1f70, 0x1fba, 0x1fba}, {0x1fbb, 0x1f71, 0x1fbb, 0x1fbb}, {0x1fbc, 0x1fb3, 0x1fbc,
    0x1fbc}, {0x1fbe, 0x1fbe, 0x399, 0x399}, {0x1fc3, 0x1fc3, 0x1fc3, 0x1fcc}, {0x1fcc, 0x1fc3, 0x1fcc, 0x1fcc},
    {0x1fd0, 0x1fd0, 0x1fd8, 0x1fd8}, {0x1fd1, 0x1fd1, 0x1fd9, 0x1fd9}, {0x1fd8, 0x1fd0, 0x1fd8, 0x1fd8},
    {0x1fd9, 0x1fd1, 0x1fd9, 0x1fd9}, {0x1fda, 0x1f76, 0x1fda, 0x1fda}, {0x1fdb, 0x1f77, 0x1fdb, 0x1fdb},
    {0x1fe0, 0x1fe0, 0x1fe8, 0x1fe8}, {0x1fe1, 0x1fe1, 0x1fe9, 0x1fe9}, {0x1fe5, 0x1fe5, 0x1fec, 0x1fec},
    {0x1fe8, 0x1fe0, 0x1fe8, 0x1fe8}, {0x1fe9, 0x1fe1, 0x1fe9, 0x1fe9}, {0x1fea, 0x1f7a, 0x1fea, 0x1fea},
    {0x1feb, 0x1f7b, 0x1feb, 0x1feb}, {0x1fec, 0x1fe5, 0x1fec, 0x1fec}, {0x1ff3, 0x1ff3, 0x1ff3, 0x1ffc},
    {0x1ff8, 0x1f78, 0x1ff8, 0x1ff8}, {0x1ff9, 0x1f79, 0x1ff9, 0x1ff9}, {0x1ffa, 0x1f7c, 0x1ffa, 0x1ffa},
    {0x1ffb, 0x1f7d, 0x1ffb, 0x1ffb}, {0x1ffc, 0x1ff3, 0x1ffc, 0x1ffc}, {0x2126, 0x3c9, 0x2126, 0x2126},
    {0x212a, 0x6b, 0x212a, 0x212a}, {0x212b, 0xe5, 0x212b, 0x212b}, {0x2132, 0x214e, 0x2132, 0x2132}, {0x214e,
    0x214e, 0x2132, 0x2132}, {0x2c62, 0x26b, 0x2c62, 0x2c62}, {0x2c63, 0x1d7d, 0x2c63, 0x2c63}, {0x2c64, 0x27d,
    0x2c64, 0x2c64}, {0x2c65, 0x2c65, 0x23a, 0x23a}, {0x2c66, 0x2c66, 0x23e, 0x23e}, {0x2c6d, 0x251, 0x2c6d,
    0x2c6d}, {0x2c6e, 0x271, 0x2c6e, 0x2c6e}, {0x2c6f, 0x250, 0x2c6f, 0x2c6f}, {0x2c70, 0x252, 0x2c70, 0x2c70},
    {0x2c7e, 0x23f, 0x2c7e, 0x2c7e}, {0x2c7f, 0x240, 0x2c7f, 0x2c7f}, {0x2d27, 0x2d27, 0x10c7, 0x10c7}, {0x2d2d,
    0x2d2d, 0x10cd, 0x10cd}, {0xa77d, 0x1d79, 0xa77d, 0xa77d}, {0xa78d, 0x265, 0xa78d, 0xa78d}, {0xa794, 0xa794,
    0xa7c4, 0xa7c4}, {0xa7aa, 0x266, 0xa7aa, 0xa7aa}, {0xa7ab, 0x25c, 0xa7ab, 0xa7ab}, {0xa7ac, 0x261, 0xa7ac,
    0xa7ac}, {0xa7ad, 0x26c, 0xa7ad, 0xa7ad}, {0xa7ae, 0x26a, 0xa7ae, 0xa7ae}, {0xa7b0, 0x29e, 0xa7b0, 0xa7b0},
    {0xa7b1, 0x287, 0xa7b1, 0xa7b1}, {0xa7b2, 0x29d, 0xa7b2, 0xa7b2}, {0xa7b3, 0xab53, 0xa7b3, 0xa7b3}, {0xa7c4,
    0xa794, 0xa7c4, 0xa7c4}, {0xa7c5, 0x282, 0xa7c5, 0xa7c5}, {0xa7c6, 0x1d8e, 0xa7c6, 0xa7c6}, {0xab53, 0xab53,
    0xa7b3, 0xa7b3}, {0x10594, 0x105bb, 0x10594, 0x10594}, {0x10595, 0x105bc, 0x10595, 0x10595}, {0x105bb,
    0x105bb, 0x10594, 0x10594}, {0x105bc, 0x105bc, 0x10595, 0x10595}
};

// Upper case letters without a lower case mapping.
const Range kExtraUpper[] = {
    {0x130, 0x130}, {0x3d2, 0x3d4}, {0x2102, 0x2102}, {0x2107, 0x2107}, {0x210b, 0x210d}, {0x2110, 0x2112},
    {0x2115, 0x2115}, {0x2119, 0x211d}, {0x2124, 0x2124}, {0x2128, 0x2128}, {0x212c, 0x212d}, {0x2130, 0x2131},
    {0x2133, 0x2133}, {0x213e, 0x213f}, {0x2145, 0x2145}, {0x1d400, 0x1d419}, {0x1d434, 0x1d44d}, {0x1d468,
    0x1d481}, {0x1d49c, 0x1d49c}, {0x1d49e, 0x1d49f}, {0x1d4a2, 0x1d4a2}, {0x1d4a5, 0x1d4a6}, {0x1d4a9,
    0x1d4ac}, {0x1d4ae, 0x1d4b5}, {0x1d4d0, 0x1d4e9}, {0x1d504, 0x1d505}, {0x1d507, 0x1d50a}, {0x1d50d,
    0x1d514}, {0x1d516, 0x1d51c}, {0x1d538, 0x1d539}, {0x1d53b, 0x1d53e}, {0x1d540, 0x1d544}, {0x1d546,
    0x1d546}, {0x1d54a, 0x1d550}, {0x1d56c, 0x1d585}, {0x1d5a0, 0x1d5b9}, {0x1d5d4, 0x1d5ed}, {0x1d608,
    0x1d621}, {0x1d63c, 0x1d655}, {0x1d670, 0x1d689}, {0x1d6a8, 0x1d6c0}, {0x1d6e2, 0x1d6fa}, {0x1d71c,
    0x1d734}, {0x1d756, 0x1d76e}, {0x1d790, 0x1d7a8}, {0x1d7ca, 0x1d7ca}, {0x1f130, 0x1f149}, {0x1f150,
    0x1f169}, {0x1f170, 0x1f189}
};

// Lower case letters without an upper case mapping.
const Range kExtraLower[] = {
    {0xaa, 0xaa}, {0xba, 0xba}, {0xdf, 0xdf}, {0x138, 0x138}, {0x149, 0x149}, {0x18d, 0x18d}, {0x19b, 0x19b},
    {0x1aa, 0x1ab}, {0x1ba, 0x1ba}, {0x1be, 0x1be}, {0x1f0, 0x1f0}, {0x221, 0x221}, {0x234, 0x239}, {0x255,
    0x255}, {0x258, 0x258}, {0x25a, 0x25a}, {0x25d, 0x25f}, {0x262, 0x262}, {0x264, 0x264}, {0x267, 0x267},
    {0x26d, 0x26e}, {0x270, 0x270}, {0x273, 0x274}, {0x276, 0x27c}, {0x27e, 0x27f}, {0x281, 0x281}, {0x284,
    0x286}, {0x28d, 0x291}, {0x293, 0x293}, {0x295, 0x29c}, {0x29f, 0x2b8}, {0x2c0, 0x2c1}, {0x2e0, 0x2e4},
    {0x37a, 0x37a}, {0x390, 0x390}, {0x3b0, 0x3b0}, {0x3fc, 0x3fc}, {0x560, 0x560}, {0x587, 0x588}, {0x1d00,
    0x1d78}, {0x1d7a, 0x1d7c}, {0x1d7e, 0x1d8d}, {0x1d8f, 0x1dbf}, {0x1e96, 0x1e9a}, {0x1e9c, 0x1e9d}, {0x1e9f,
    0x1e9f}, {0x1f50, 0x1f50}, {0x1f52, 0x1f52}, {0x1f54, 0x1f54}, {0x1f56, 0x1f56}, {0x1f80, 0x1f87}, {0x1f90,
    0x1f97}, {0x1fa0, 0x1fa7}, {0x1fb2, 0x1fb4}, {0x1fb6, 0x1fb7}, {0x1fc2, 0x1fc4}, {0x1fc6, 0x1fc7}, {0x1fd2,
    0x1fd3}, {0x1fd6, 0x1fd7}, {0x1fe2, 0x1fe4}, {0x1fe6, 0x1fe7}, {0x1ff2, 0x1ff4}, {0x1ff6, 0x1ff7}, {0x2071,
    0x2071}, {0x207f, 0x207f}, {0x2090, 0x209c}, {0x210a, 0x210a}, {0x210e, 0x210f}, {0x2113, 0x2113}, {0x212f,
    0x212f}, {0x2134, 0x2134}, {0x2139, 0x2139}, {0x213c, 0x213d}, {0x2146, 0x2149}, {0x2c71, 0x2c71}, {0x2c74,
    0x2c74}, {0x2c77, 0x2c7d}, {0x2ce4, 0x2ce4}, {0xa69c, 0xa69d}, {0xa730, 0xa731}, {0xa770, 0xa778}, {0xa78e,
    0xa78e}, {0xa795, 0xa795}, {0xa7af, 0xa7af}, {0xa7d3, 0xa7d3}, {0xa7d5, 0xa7d5}, {0xa7f8, 0xa7fa}, {0xab30,
    0xab52}, {0xab54, 0xab5a}, {0xab5c, 0xab68}, {0xfb00, 0xfb06}, {0xfb13, 0xfb17}, {0x10780, 0x10780},
    {0x10783, 0x10785}, {0x10787, 0x107b0}, {0x107b2, 0x107ba}, {0x1d41a, 0x1d433}, {0x1d44e, 0x1d454},
    {0x1d456, 0x1d467}, {0x1d482, 0x1d49b}, {0x1d4b6, 0x1d4b9}, {0x1d4bb, 0x1d4bb}, {0x1d4bd, 0x1d4c3},
    {0x1d4c5, 0x1d4cf}, {0x1d4ea, 0x1d503}, {0x1d51e, 0x1d537}, {0x1d552, 0x1d56b}, {0x1d586, 0x1d59f},
    {0x1d5ba, 0x1d5d3}, {0x1d5ee, 0x1d607}, {0x1d622, 0x1d63b}, {0x1d656, 0x1d66f}, {0x1d68a, 0x1d6a5},
    {0x1d6c2, 0x1d6da}, {0x1d6dc, 0x1d6e1}, {0x1d6fc, 0x1d714}, {0x1d716, 0x1d71b}, {0x1d736, 0x1d74e},
    {0x1d750, 0x1d755}, {0x1d770, 0x1d788}, {0x1d78a, 0x1d78f}, {0x1d7aa, 0x1d7c2}, {0x1d7c4, 0x1d7c9},
    {0x1d7cb, 0x1d7cb}, {0x1df00, 0x1df09}, {0x1df0b, 0x1df1e}
};

const SpecialCase kSpecialCase[] = {
    {0xb5, nullptr, nullptr, nullptr, "\u03bc"},
    {0xdf, nullptr, "SS", "Ss", "ss"},
    {0x130, "i\u0307", nullptr, nullptr, nullptr},
    {0x149, nullptr, "\u02bcN", "\u02bcN", "\u02bcn"},
    {0x17f, nullptr, nullptr, nullptr, "s"},
    {0x1f0, nullptr, "J\u030c", "J\u030c", "j\u030c"},
    {0x345, nullptr, nullptr, nullptr, "\u03b9"},
    {0x390, nullptr, "\u0399\u0308\u0301", "\u0399\u0308\u0301", "\u03b9\u0308\u0301"},
    {0x3b0, nullptr, "\u03a5\u0308\u0301", "\u03a5\u0308\u0301", "\u03c5\u0308\u0301"},
    {0x3c2, nullptr, nullptr, nullptr, "\u03c3"},
    {0x3d0, nullptr, nullptr, nullptr, "\u03b2"},
    {0x3d1, nullptr, nullptr, nullptr, "\u03b8"},
    {0x3d5, nullptr, nullptr, nullptr, "\u03c6"},
    {0x3d6, nullptr, nullptr, nullptr, "\u03c0"},
    {0x3f0, nullptr, nullptr, nullptr, "\u03ba"},
    {0x3f1, nullptr, nullptr, nullptr, "\u03c1"},
    {0x3f5, nullptr, nullptr, nullptr, "\u03b5"},
    {0x587, nullptr, "\u0535\u0552", "\u0535\u0582", "\u0565\u0582"},
    {0x13a0, nullptr, nullptr, nullptr, "\u13a0"},
    {0x13a1, nullptr, nullptr, nullptr, "\u13a1"},
    {0x13a2, nullptr, nullptr, nullptr, "\u13a2"},
    {0x13a3, nullptr, nullptr, nullptr, "\u13a3"},
    {0x13a4, nullptr, nullptr, nullptr, "\u13a4"},
    {0x13a5, nullptr, nullptr, nullptr, "\u13a5"},
    {0x13a6, nullptr, nullptr, nullptr, "\u13a6"},
    {0x13a7, nullptr, nullptr, nullptr, "\u13a7"},
    {0x13a8, nullptr, nullptr, nullptr, "\u13a8"},
    {0x13a9, nullptr, nullptr, nullptr, "\u13a9"},
    {0x13aa, nullptr, nullptr, nullptr, "\u13aa"},
    {0x13ab, nullptr, nullptr, nullptr, "\u13ab"},
    {0x13ac, nullptr, nullptr, nullptr, "\u13ac"},
    {0x13ad, nullptr, nullptr, nullptr, "\u13ad"},
    {0x13ae, nullptr, nullptr, nullptr, "\u13ae"},
    {0x13af, nullptr, nullptr, nullptr, "\u13af"},
    {0x13b0, nullptr, nullptr, nullptr, "\u13b0"},
    {0x13b1, nullptr, nullptr, nullptr, "\u13b1"},
    {0x13b2, nullptr, nullptr, nullptr, "\u13b2"},
    {0x13b3, nullptr, nullptr, nullptr, "\u13b3"},
    {0x13b4, nullptr, nullptr, nullptr, "\u13b4"},
    {0x13b5, nullptr, nullptr, nullptr, "\u13b5"},
    {0x13b6, nullptr, nullptr, nullptr, "\u13b6"},
    {0x13b7, nullptr, nullptr, nullptr, "\u13b7"},
    {0x13b8, nullptr, nullptr, nullptr, "\u13b8"},
    {0x13b9, nullptr, nullptr, nullptr, "\u13b9"},
    {0x13ba, nullptr, nullptr, nullptr, "\u13ba"},
    {0x13bb, nullptr, nullptr, nullptr, "\u13bb"},
    {0x13bc, nullptr, nullptr, nullptr, "\u13bc"},
    {0x13bd, nullptr, nullptr, nullptr, "\u13bd"},
    {0x13be, nullptr, nullptr, nullptr, "\u13be"},
    {0x13bf, nullptr, nullptr, nullptr, "\u13bf"},
    {0x13c0, nullptr, nullptr, nullptr, "\u13c0"},
    {0x13c1, nullptr, nullptr, nullptr, "\u13c1"},
    {0x13c2, nullptr, nullptr, nullptr, "\u13c2"},
    {0x13c3, nullptr, nullptr, nullptr, "\u13c3"},
    {0x13c4, nullptr, nullptr, nullptr, "\u13c4"},
    {0x13c5, nullptr, nullptr, nullptr, "\u13c5"},
    {0x13c6, nullptr, nullptr, nullptr, "\u13c6"},
    {0x13c7, nullptr, nullptr, nullptr, "\u13c7"},
    {0x13c8, nullptr, nullptr, nullptr, "\u13c8"},
    {0x13c9, nullptr, nullptr, nullptr, "\u13c9"},
    {0x13ca, nullptr, nullptr, nullptr, "\u13ca"},
    {0x13cb, nullptr, nullptr, nullptr, "\u13cb"},
    {0x13cc, nullptr, nullptr, nullptr, "\u13cc"},
    {0x13cd, nullptr, nullptr, nullptr, "\u13cd"},
    {0x13ce, nullptr, nullptr, nullptr, "\u13ce"},
    {0x13cf, nullptr, nullptr, nullptr, "\u13cf"},
    {0x13d0, nullptr, nullptr, nullptr, "\u13d0"},
    {0x13d1, nullptr, nullptr, nullptr, "\u13d1"},
    {0x13d2, nullptr, nullptr, nullptr, "\u13d2"},
    {0x13d3, nullptr, nullptr, nullptr, "\u13d3"},
    {0x13d4, nullptr, nullptr, nullptr, "\u13d4"},
    {0x13d5, nullptr, nullptr, nullptr, "\u13d5"},
    {0x13d6, nullptr, nullptr, nullptr, "\u13d6"},
    {0x13d7, nullptr, nullptr, nullptr, "\u13d7"},
    {0x13d8, nullptr, nullptr, nullptr, "\u13d8"},
    {0x13d9, nullptr, nullptr, nullptr, "\u13d9"},
    {0x13da, nullptr, nullptr, nullptr, "\u13da"},
    {0x13db, nullptr, nullptr, nullptr, "\u13db"},
    {0x13dc, nullptr, nullptr, nullptr, "\u13dc"},
    {0x13dd, nullptr, nullptr, nullptr, "\u13dd"},
    {0x13de, nullptr, nullptr, nullptr, "\u13de"},
    {0x13df, nullptr, nullptr, nullptr, "\u13df"},
    {0x13e0, nullptr, nullptr, nullptr, "\u13e0"},
    {0x13e1, nullptr, nullptr, nullptr, "\u13e1"},
    {0x13e2, nullptr, nullptr, nullptr, "\u13e2"},
    {0x13e3, nullptr, nullptr, nullptr, "\u13e3"},
    {0x13e4, nullptr, nullptr, nullptr, "\u13e4"},
    {0x13e5, nullptr, nullptr, nullptr, "\u13e5"},
    {0x13e6, nullptr, nullptr, nullptr, "\u13e6"},
    {0x13e7, nullptr, nullptr, nullptr, "\u13e7"},
    {0x13e8, nullptr, nullptr, nullptr, "\u13e8"},
    {0x13e9, nullptr, nullptr, nullptr, "\u13e9"},
    {0x13ea, nullptr, nullptr, nullptr, "\u13ea"},
    {0x13eb, nullptr, nullptr, nullptr, "\u13eb"},
    {0x13ec, nullptr, nullptr, nullptr, "\u13ec"},
    {0x13ed, nullptr, nullptr, nullptr, "\u13ed"},
    {0x13ee, nullptr, nullptr, nullptr, "\u13ee"},
    {0x13ef, nullptr, nullptr, nullptr, "\u13ef"},
    {0x13f0, nullptr, nullptr, nullptr, "\u13f0"},
    {0x13f1, nullptr, nullptr, nullptr, "\u13f1"},
    {0x13f2, nullptr, nullptr, nullptr, "\u13f2"},
    {0x13f3, nullptr, nullptr, nullptr, "\u13f3"},
    {0x13f4, nullptr, nullptr, nullptr, "\u13f4"},
    {0x13f5, nullptr, nullptr, nullptr, "\u13f5"},
    {0x13f8, nullptr, nullptr, nullptr, "\u13f0"},
    {0x13f9, nullptr, nullptr, nullptr, "\u13f1"},
    {0x13fa, nullptr, nullptr, nullptr, "\u13f2"},
    {0x13fb, nullptr, nullptr, nullptr, "\u13f3"},
    {0x13fc, nullptr, nullptr, nullptr, "\u13f4"},
    {0x13fd, nullptr, nullptr, nullptr, "\u13f5"},
    {0x1c80, nullptr, nullptr, nullptr, "\u0432"},
    {0x1c81, nullptr, nullptr, nullptr, "\u0434"},
    {0x1c82, nullptr, nullptr, nullptr, "\u043e"},
    {0x1c83, nullptr, nullptr, nullptr, "\u0441"},
    {0x1c84, nullptr, nullptr, nullptr, "\u0442"},
    {0x1c85, nullptr, nullptr, nullptr, "\u0442"},
    {0x1c86, nullptr, nullptr, nullptr, "\u044a"},
    {0x1c87, nullptr, nullptr, nullptr, "\u0463"},
    {0x1c88, nullptr, nullptr, nullptr, "\ua64b"},
    {0x1e96, nullptr, "H\u0331", "H\u0331", "h\u0331"},
    {0x1e97, nullptr, "T\u0308", "T\u0308", "t\u0308"},
    {0x1e98, nullptr, "W\u030a", "W\u030a", "w\u030a"},
    {0x1e99, nullptr, "Y\u030a", "Y\u030a", "y\u030a"},
    {0x1e9a, nullptr, "A\u02be", "A\u02be", "a\u02be"},
    {0x1e9b, nullptr, nullptr, nullptr, "\u1e61"},
    {0x1e9e, nullptr, nullptr, nullptr, "ss"},
    {0x1f50, nullptr, "\u03a5\u0313", "\u03a5\u0313", "\u03c5\u0313"},
    {0x1f52, nullptr, "\u03a5\u0313\u0300", "\u03a5\u0313\u0300", "\u03c5\u0313\u0300"},
    {0x1f54, nullptr, "\u03a5\u0313\u0301", "\u03a5\u0313\u0301", "\u03c5\u0313\u0301"},
    {0x1f56, nullptr, "\u03a5\u0313\u0342", "\u03a5\u0313\u0342", "\u03c5\u0313\u0342"},
    {0x1f80, nullptr, "\u1f08\u0399", nullptr, "\u1f00\u03b9"},
    {0x1f81, nullptr, "\u1f09\u0399", nullptr, "\u1f01\u03b9"},
    {0x1f82, nullptr, "\u1f0a\u0399", nullptr, "\u1f02\u03b9"},
    {0x1f83, nullptr, "\u1f0b\u0399", nullptr, "\u1f03\u03b9"},
    {0x1f84, nullptr, "\u1f0c\u0399", nullptr, "\u1f04\u03b9"},
    {0x1f85, nullptr, "\u1f0d\u0399", nullptr, "\u1f05\u03b9"},
    {0x1f86, nullptr, "\u1f0e\u0399", nullptr, "\u1f06\u03b9"},
    {0x1f87, nullptr, "\u1f0f\u0399", nullptr, "\u1f07\u03b9"},
    {0x1f88, nullptr, "\u1f08\u0399", nullptr, "\u1f00\u03b9"},
    {0x1f89, nullptr, "\u1f09\u0399", nullptr, "\u1f01\u03b9"},
    {0x1f8a, nullptr, "\u1f0a\u0399", nullptr, "\u1f02\u03b9"},
    {0x1f8b, nullptr, "\u1f0b\u0399", nullptr, "\u1f03\u03b9"},
    {0x1f8c, nullptr, "\u1f0c\u0399", nullptr, "\u1f04\u03b9"},
    {0x1f8d, nullptr, "\u1f0d\u0399", nullptr, "\u1f05\u03b9"},
    {0x1f8e, nullptr, "\u1f0e\u0399", nullptr, "\u1f06\u03b9"},
    {0x1f8f, nullptr, "\u1f0f\u0399", nullptr, "\u1f07\u03b9"},
    {0x1f90, nullptr, "\u1f28\u0399", nullptr, "\u1f20\u03b9"},
    {0x1f91, nullptr, "\u1f29\u0399", nullptr, "\u1f21\u03b9"},
    {0x1f92, nullptr, "\u1f2a\u0399", nullptr, "\u1f22\u03b9"},
    {0x1f93, nullptr, "\u1f2b\u0399", nullptr, "\u1f23\u03b9"},
    {0x1f94, nullptr, "\u1f2c\u0399", nullptr, "\u1f24\u03b9"},
    {0x1f95, nullptr, "\u1f2d\u0399", nullptr, "\u1f25\u03b9"},
    {0x1f96, nullptr, "\u1f2e\u0399", nullptr, "\u1f26\u03b9"},
    {0x1f97, nullptr, "\u1f2f\u0399", nullptr, "\u1f27\u03b9"},
    {0x1f98, nullptr, "\u1f28\u0399", nullptr, "\u1f20\u03b9"},
    {0x1f99, nullptr, "\u1f29\u0399", nullptr, "\u1f21\u03b9"},
    {0x1f9a, nullptr, "\u1f2a\u0399", nullptr, "\u1f22\u03b9"},
    {0x1f9b, nullptr, "\u1f2b\u0399", nullptr, "\u1f23\u03b9"},
    {0x1f9c, nullptr, "\u1f2c\u0399", nullptr, "\u1f24\u03b9"},
    {0x1f9d, nullptr, "\u1f2d\u0399", nullptr, "\u1f25\u03b9"},
    {0x1f9e, nullptr, "\u1f2e\u0399", nullptr, "\u1f26\u03b9"},
    {0x1f9f, nullptr, "\u1f2f\u0399", nullptr, "\u1f27\u03b9"},
    {0x1fa0, nullptr, "\u1f68\u0399", nullptr, "\u1f60\u03b9"},
    {0x1fa1, nullptr, "\u1f69\u0399", nullptr, "\u1f61\u03b9"},
    {0x1fa2, nullptr, "\u1f6a\u0399", nullptr, "\u1f62\u03b9"},
    {0x1fa3, nullptr, "\u1f6b\u0399", nullptr, "\u1f63\u03b9"},
    {0x1fa4, nullptr, "\u1f6c\u0399", nullptr, "\u1f64\u03b9"},
    {0x1fa5, nullptr, "\u1f6d\u0399", nullptr, "\u1f65\u03b9"},
    {0x1fa6, nullptr, "\u1f6e\u0399", nullptr, "\u1f66\u03b9"},
    {0x1fa7, nullptr, "\u1f6f\u0399", nullptr, "\u1f67\u03b9"},
    {0x1fa8, nullptr, "\u1f68\u0399", nullptr, "\u1f60\u03b9"},
    {0x1fa9, nullptr, "\u1f69\u0399", nullptr, "\u1f61\u03b9"},
    {0x1faa, nullptr, "\u1f6a\u0399", nullptr, "\u1f62\u03b9"},
    {0x1fab, nullptr, "\u1f6b\u0399", nullptr, "\u1f63\u03b9"},
    {0x1fac, nullptr, "\u1f6c\u0399", nullptr, "\u1f64\u03b9"},
    {0x1fad, nullptr, "\u1f6d\u0399", nullptr, "\u1f65\u03b9"},
    {0x1fae, nullptr, "\u1f6e\u0399", nullptr, "\u1f66\u03b9"},
    {0x1faf, nullptr, "\u1f6f\u0399", nullptr, "\u1f67\u03b9"},
    {0x1fb2, nullptr, "\u1fba\u0399", "\u1fba\u0345", "\u1f70\u03b9"},
    {0x1fb3, nullptr, "\u0391\u0399", nullptr, "\u03b1\u03b9"},
    {0x1fb4, nullptr, "\u0386\u0399", "\u0386\u0345", "\u03ac\u03b9"},
    {0x1fb6, nullptr, "\u0391\u0342", "\u0391\u0342", "\u03b1\u0342"},
    {0x1fb7, nullptr, "\u0391\u0342\u0399", "\u0391\u0342\u0345", "\u03b1\u0342\u03b9"},
    {0x1fbc, nullptr, "\u0391\u0399", nullptr, "\u03b1\u03b9"},
    {0x1fbe, nullptr, nullptr, nullptr, "\u03b9"},
    {0x1fc2, nullptr, "\u1fca\u0399", "\u1fca\u0345", "\u1f74\u03b9"},
    {0x1fc3, nullptr, "\u0397\u0399", nullptr, "\u03b7\u03b9"},
    {0x1fc4, nullptr, "\u0389\u0399", "\u0389\u0345", "\u03ae\u03b9"},
    {0x1fc6, nullptr, "\u0397\u0342", "\u0397\u0342", "\u03b7\u0342"},
    {0x1fc7, nullptr, "\u0397\u0342\u0399", "\u0397\u0342\u0345", "\u03b7\u0342\u03b9"},
    {0x1fcc, nullptr, "\u0397\u0399", nullptr, "\u03b7\u03b9"},
    {0x1fd2, nullptr, "\u0399\u0308\u0300", "\u0399\u0308\u0300", "\u03b9\u0308\u0300"},
    {0x1fd3, nullptr, "\u0399\u0308\u0301", "\u0399\u0308\u0301", "\u03b9\u0308\u0301"},
    {0x1fd6, nullptr, "\u0399\u0342", "\u0399\u0342", "\u03b9\u0342"},
    {0x1fd7, nullptr, "\u0399\u0308\u0342", "\u0399\u0308\u0342", "\u03b9\u0308\u0342"},
    {0x1fe2, nullptr, "\u03a5\u0308\u0300", "\u03a5\u0308\u0300", "\u03c5\u0308\u0300"},
    {0x1fe3, nullptr, "\u03a5\u0308\u0301", "\u03a5\u0308\u0301", "\u03c5\u0308\u0301"},
    {0x1fe4, nullptr, "\u03a1\u0313", "\u03a1\u0313", "\u03c1\u0313"},
    {0x1fe6, nullptr, "\u03a5\u0342", "\u03a5\u0342", "\u03c5\u0342"},
    {0x1fe7, nullptr, "\u03a5\u0308\u0342", "\u03a5\u0308\u0342", "\u03c5\u0308\u0342"},
    {0x1ff2, nullptr, "\u1ffa\u0399", "\u1ffa\u0345", "\u1f7c\u03b9"},
    {0x1ff3, nullptr, "\u03a9\u0399", nullptr, "\u03c9\u03b9"},
    {0x1ff4, nullptr, "\u038f\u0399", "\u038f\u0345", "\u03ce\u03b9"},
    {0x1ff6, nullptr, "\u03a9\u0342", "\u03a9\u0342", "\u03c9\u0342"},
    {0x1ff7, nullptr, "\u03a9\u0342\u0399", "\u03a9\u0342\u0345", "\u03c9\u0342\u03b9"},
    {0x1ffc, nullptr, "\u03a9\u0399", nullptr, "\u03c9\u03b9"},
    {0xab70, nullptr, nullptr, nullptr, "\u13a0"},
    {0xab71, nullptr, nullptr, nullptr, "\u13a1"},
    {0xab72, nullptr, nullptr, nullptr, "\u13a2"},
    {0xab73, nullptr, nullptr, nullptr, "\u13a3"},
    {0xab74, nullptr, nullptr, nullptr, "\u13a4"},
    {0xab75, nullptr, nullptr, nullptr, "\u13a5"},
    {0xab76, nullptr, nullptr, nullptr, "\u13a6"},
    {0xab77, nullptr, nullptr, nullptr, "\u13a7"},
    {0xab78, nullptr, nullptr, nullptr, "\u13a8"},
    {0xab79, nullptr, nullptr, nullptr, "\u13a9"},
    {0xab7a, nullptr, nullptr, nullptr, "\u13aa"},
    {0xab7b, nullptr, nullptr, nullptr, "\u13ab"},
    {0xab7c, nullptr, nullptr, nullptr, "\u13ac"},
    {0xab7d, nullptr, nullptr, nullptr, "\u13ad"},
    {0xab7e, nullptr, nullptr, nullptr, "\u13ae"},
    {0xab7f, nullptr, nullptr, nullptr, "\u13af"},
    {0xab80, nullptr, nullptr, nullptr, "\u13b0"},
    {0xab81, nullptr, nullptr, nullptr, "\u13b1"},
    {0xab82, nullptr, nullptr, nullptr, "\u13b2"},
    {0xab83, nullptr, nullptr, nullptr, "\u13b3"},
    {0xab84, nullptr, nullptr, nullptr, "\u13b4"},
    {0xab85, nullptr, nullptr, nullptr, "\u13b5"},
    {0xab86, nullptr, nullptr, nullptr, "\u13b6"},
    {0xab87, nullptr, nullptr, nullptr, "\u13b7"},
    {0xab88, nullptr, nullptr, nullptr, "\u13b8"},
    {0xab89, nullptr, nullptr, nullptr, "\u13b9"},
    {0xab8a, nullptr, nullptr, nullptr, "\u13ba"},
    {0xab8b, nullptr, nullptr, nullptr, "\u13bb"},
    {0xab8c, nullptr, nullptr, nullptr, "\u13bc"},
    {0xab8d, nullptr, nullptr, nullptr, "\u13bd"},
    {0xab8e, nullptr, nullptr, nullptr, "\u13be"},
    {0xab8f, nullptr, nullptr, nullptr, "\u13bf"},
    {0xab90, nullptr, nullptr, nullptr, "\u13c0"},
    {0xab91, nullptr, nullptr, nullptr, "\u13c1"},
    {0xab92, nullptr, nullptr, nullptr, "\u13c2"},
    {0xab93, nullptr, nullptr, nullptr, "\u13c3"},
    {0xab94, nullptr, nullptr, nullptr, "\u13c4"},
    {0xab95, nullptr, nullptr, nullptr, "\u13c5"},
    {0xab96, nullptr, nullptr, nullptr, "\u13c6"},
    {0xab97, nullptr, nullptr, nullptr, "\u13c7"},
    {0xab98, nullptr, nullptr, nullptr, "\u13c8"},
    {0xab99, nullptr, nullptr, nullptr, "\u13c9"},
    {0xab9a, nullptr, nullptr, nullptr, "\u13ca"},
    {0xab9b, nullptr, nullptr, nullptr, "\u13cb"},
    {0xab9c, nullptr, nullptr, nullptr, "\u13cc"},
    {0xab9d, nullptr, nullptr, nullptr, "\u13cd"},
    {0xab9e, nullptr, nullptr, nullptr, "\u13ce"},
    {0xab9f, nullptr, nullptr, nullptr, "\u13cf"},
    {0xaba0, nullptr, nullptr, nullptr, "\u13d0"},
    {0xaba1, nullptr, nullptr, nullptr, "\u13d1"},
    {0xaba2, nullptr, nullptr, nullptr, "\u13d2"},
    {0xaba3, nullptr, nullptr, nullptr, "\u13d3"},
    {0xaba4, nullptr, nullptr, nullptr, "\u13d4"},
    {0xaba5, nullptr, nullptr, nullptr, "\u13d5"},
    {0xaba6, nullptr, nullptr, nullptr, "\u13d6"},
    {0xaba7, nullptr, nullptr, nullptr, "\u13d7"},
    {0xaba8, nullptr, nullptr, nullptr, "\u13d8"},
    {0xaba9, nullptr, nullptr, nullptr, "\u13d9"},
    {0xabaa, nullptr, nullptr, nullptr, "\u13da"},
    {0xabab, nullptr, nullptr, nullptr, "\u13db"},
    {0xabac, nullptr, nullptr, nullptr, "\u13dc"},
    {0xabad, nullptr, nullptr, nullptr, "\u13dd"},
    {0xabae, nullptr, nullptr, nullptr, "\u13de"},
    {0xabaf, nullptr, nullptr, nullptr, "\u13df"},
    {0xabb0, nullptr, nullptr, nullptr, "\u13e0"},
    {0xabb1, nullptr, nullptr, nullptr, "\u13e1"},
    {0xabb2, nullptr, nullptr, nullptr, "\u13e2"},
    {0xabb3, nullptr, nullptr, nullptr, "\u13e3"},
    {0xabb4, nullptr, nullptr, nullptr, "\u13e4"},
    {0xabb5, nullptr, nullptr, nullptr, "\u13e5"},
    {0xabb6, nullptr, nullptr, nullptr, "\u13e6"},
    {0xabb7, nullptr, nullptr, nullptr, "\u13e7"},
    {0xabb8, nullptr, nullptr, nullptr, "\u13e8"},
    {0xabb9, nullptr, nullptr, nullptr, "\u13e9"},
    {0xabba, nullptr, nullptr, nullptr, "\u13ea"},
    {0xabbb, nullptr, nullptr, nullptr, "\u13eb"},
    {0xabbc, nullptr, nullptr, nullptr, "\u13ec"},
    {0xabbd, nullptr, nullptr, nullptr, "\u13ed"},
    {0xabbe, nullptr, nullptr, nullptr, "\u13ee"},
    {0xabbf, nullptr, nullptr, nullptr, "\u13ef"},
    {0xfb00, nullptr, "FF", "Ff", "ff"},
    {0xfb01, nullptr, "FI", "Fi", "fi"},
    {0xfb02, nullptr, "FL", "Fl", "fl"},
    {0xfb03, nullptr, "FFI", "Ffi", "ffi"},
    {0xfb04, nullptr, "FFL", "Ffl", "ffl"},
    {0xfb05, nullptr, "ST", "St", "st"},
    {0xfb06, nullptr, "ST", "St", "st"},
    {0xfb13, nullptr, "\u0544\u0546", "\u0544\u0576", "\u0574\u0576"},
    {0xfb14, nullptr, "\u0544\u0535", "\u0544\u0565", "\u0574\u0565"},
    {0xfb15, nullptr, "\u0544\u053b", "\u0544\u056b", "\u0574\u056b"},
    {0xfb16, nullptr, "\u054e\u0546", "\u054e\u0576", "\u057e\u0576"},
    {0xfb17, nullptr, "\u0544\u053d", "\u0544\u056d", "\u0574\u056d"},
};

// ---------------------------------------------------------------------- end of generated tables

bool is_alpha(uint32_t c) {
    if (c < 128) return (c | 0x20) >= 'a' && (c | 0x20) <= 'z';
    return in_ranges(kAlpha, c);
}
bool is_decimal(uint32_t c) {
    if (c < 128) return c >= '0' && c <= '9';
    return in_ranges(kDecimal, c);
}
bool is_digit(uint32_t c) { return is_decimal(c) || (c >= 128 && in_ranges(kDigitOnly, c)); }
bool is_numeric(uint32_t c) { return is_digit(c) || (c >= 128 && in_ranges(kNumericOnly, c)); }
bool is_alnum(uint32_t c) { return is_alpha(c) || is_numeric(c); }
bool is_case_ignorable(uint32_t c) { return in_ranges(kCaseIgnorable, c); }

// Simple (one-to-one) case mappings.
struct Case {
    uint32_t lower, upper, title;
};

Case case_of(uint32_t c) {
    if (c < 0x80) {
        if (c >= 'A' && c <= 'Z') return {c + 32, c, c};
        if (c >= 'a' && c <= 'z') return {c, c - 32, c - 32};
        return {c, c, c};
    }
    size_t a = 0, b = std::size(kCaseIrregular);
    while (a < b) {
        size_t m = (a + b) / 2;
        if (kCaseIrregular[m].cp < c) a = m + 1;
        else b = m;
    }
    if (a < std::size(kCaseIrregular) && kCaseIrregular[a].cp == c)
        return {kCaseIrregular[a].lower, kCaseIrregular[a].upper, kCaseIrregular[a].title};
    for (const CaseBlock& k : kCaseBlocks) {
        if (c >= k.lo && c <= k.hi) return {c + k.delta, c, c};
        if (c >= k.lo + k.delta && c <= k.hi + k.delta) return {c, c - k.delta, c - k.delta};
    }
    a = 0, b = std::size(kCasePairs);
    while (a < b) {
        size_t m = (a + b) / 2;
        if (c < kCasePairs[m].lo) b = m;
        else if (c > kCasePairs[m].hi) a = m + 1;
        else if ((c - kCasePairs[m].lo) % 2 == 0) return {c + 1, c, c};
        else return {c, c - 1, c - 1};
    }
    return {c, c, c};
}

const SpecialCase* special_case(uint32_t c) {
    if (c < 0xb5) return nullptr;
    size_t a = 0, b = std::size(kSpecialCase);
    while (a < b) {
        size_t m = (a + b) / 2;
        if (kSpecialCase[m].cp < c) a = m + 1;
        else b = m;
    }
    return a < std::size(kSpecialCase) && kSpecialCase[a].cp == c ? &kSpecialCase[a] : nullptr;
}

bool is_title_char(uint32_t c) { return c >= 0x1c5 && in_ranges(kTitleCase, c); }
bool is_upper_char(uint32_t c) {
    return !is_title_char(c) && (case_of(c).lower != c || in_ranges(kExtraUpper, c));
}
bool is_lower_char(uint32_t c) {
    return !is_title_char(c) && (case_of(c).upper != c || in_ranges(kExtraLower, c));
}
bool is_cased(uint32_t c) { return is_title_char(c) || is_upper_char(c) || is_lower_char(c); }

// Full (possibly one-to-many) mappings.
void append_upper(std::string& out, uint32_t c) {
    const SpecialCase* sp = special_case(c);
    if (sp && sp->upper) out += sp->upper;
    else utf8_append(out, case_of(c).upper);
}

void append_title(std::string& out, uint32_t c) {
    const SpecialCase* sp = special_case(c);
    if (sp && sp->title) out += sp->title;
    else utf8_append(out, case_of(c).title);
}

// Lower case of cps[i], with the final-sigma rule (which needs the context).
void append_lower(std::string& out, const std::vector<uint32_t>& cps, size_t i) {
    uint32_t c = cps[i];
    if (c == 0x3a3) {
        // Final sigma: preceded by a cased letter and not followed by one
        // (case-ignorable characters in between are skipped).
        size_t j = i;
        bool final_sigma = false;
        while (j > 0 && is_case_ignorable(cps[j - 1])) j--;
        if (j > 0 && is_cased(cps[j - 1])) {
            size_t k = i + 1;
            while (k < cps.size() && is_case_ignorable(cps[k])) k++;
            final_sigma = k == cps.size() || !is_cased(cps[k]);
        }
        utf8_append(out, final_sigma ? 0x3c2 : 0x3c3);
        return;
    }
    const SpecialCase* sp = special_case(c);
    if (sp && sp->lower) out += sp->lower;
    else utf8_append(out, case_of(c).lower);
}

void append_casefold(std::string& out, uint32_t c) {
    const SpecialCase* sp = special_case(c);
    if (sp && sp->fold) out += sp->fold;
    else if (sp && sp->lower) out += sp->lower;
    else utf8_append(out, case_of(c).lower);
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
    return vm.str(std::string_view(s->data + b0, b1 - b0));
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
        out->items.push_back(piece(vm, s, t.off(j), t.off(i)));
    }
    if (i < n) {
        while (i < n && is_space(t.at(i))) i++;
        if (i != n) out->items.push_back(piece(vm, s, t.off(i), s->nbytes));
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
        out->items.push_back(piece(vm, s, t.off(i + 1), t.off(j + 1)));
    }
    if (i >= 0) {
        while (i >= 0 && is_space(t.at(i))) i--;
        if (i >= 0) out->items.push_back(piece(vm, s, 0, t.off(i + 1)));
    }
    std::reverse(out->items.begin(), out->items.end());
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
            out->items.push_back(piece(vm, s, i, p));
            i = p + needle.size();
        }
        out->items.push_back(piece(vm, s, i, hay.size()));
    } else {
        size_t j = hay.size();
        while (maxcount-- > 0) {
            if (j < needle.size()) break;
            size_t p = hay.substr(0, j).rfind(needle);
            if (p == std::string_view::npos) break;
            out->items.push_back(piece(vm, s, p + needle.size(), j));
            j = p;
        }
        out->items.push_back(piece(vm, s, 0, j));
        std::reverse(out->items.begin(), out->items.end());
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
        items = as_list(seq)->items.data();
        n = as_list(seq)->items.size();
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
        while (true) {
            Value v = iter_next(vm, it);
            if (v.is_empty()) {
                if (vm.exc) return Value::empty();
                break;
            }
            collected->items.push_back(v);
        }
        return join_items(vm, sep, collected->items.data(), collected->items.size());
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
            return vm.raisef(vm.e_TypeError, "replace() argument {} must be str, not {}", i, vm.type_name(args[i]));
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

Value str_isdigit(VM& vm, Value* a, int n, KwArgs kw) { return all_chars(vm, a, n, kw, "isdigit", is_digit); }
Value str_isdecimal(VM& vm, Value* a, int n, KwArgs kw) {
    return all_chars(vm, a, n, kw, "isdecimal", is_decimal);
}
Value str_isnumeric(VM& vm, Value* a, int n, KwArgs kw) {
    return all_chars(vm, a, n, kw, "isnumeric", is_numeric);
}
Value str_isalpha(VM& vm, Value* a, int n, KwArgs kw) { return all_chars(vm, a, n, kw, "isalpha", is_alpha); }
Value str_isalnum(VM& vm, Value* a, int n, KwArgs kw) { return all_chars(vm, a, n, kw, "isalnum", is_alnum); }
Value str_isspace(VM& vm, Value* a, int n, KwArgs kw) { return all_chars(vm, a, n, kw, "isspace", is_space); }

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
            out->items.push_back(piece(vm, s, t.off(j), t.off(eol)));
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

int unicode_decimal_value(uint32_t c) {
    if (c < 128) return c >= '0' && c <= '9' ? (int)(c - '0') : -1;
    // Every run of decimal digits in kDecimal starts at a zero.
    size_t a = 0, b = sizeof kDecimal / sizeof kDecimal[0];
    while (a < b) {
        size_t m = (a + b) / 2;
        if (c < kDecimal[m].lo) b = m;
        else if (c > kDecimal[m].hi) a = m + 1;
        else return (int)((c - kDecimal[m].lo) % 10);
    }
    return -1;
}

void install_str_methods(VM& vm) {
    for (const MethodDef& m : kMethods)
        dict_set_str(vm, vm.t_str->dict, vm.intern(m.name),
                     Value::object(vm.new_native(m.name, m.fn, m.takes_kw, vm.t_str)));
}

} // namespace kiln

// ---------------------------------------------------------------------- table generator
// The generated tables above are the output of this script (python3.11):
//
// # Prints the generated Unicode tables of stdlib/str_methods.cpp, taken from
// # CPython's own str methods and unicodedata (run it with python3.11: Unicode
// # 14.0.0).
// import sys, textwrap, unicodedata
//
// N = 0x110000
//
// def wrap(s):
//     return '\n'.join(textwrap.wrap(s, 112, initial_indent='    ', subsequent_indent='    '))
//
// def ranges_of(cps):
//     out = []
//     for c in cps:
//         if out and out[-1][1] == c - 1:
//             out[-1][1] = c
//         else:
//             out.append([c, c])
//     return out
//
// def emit_ranges(name, cps, comment):
//     body = ', '.join('{0x%x, 0x%x}' % (a, b) for a, b in ranges_of(cps))
//     print('// %s\nconst Range %s[] = {\n%s\n};\n' % (comment, name, wrap(body)))
//
// def cstr(s):
//     out = ''
//     for x in s:
//         o = ord(x)
//         if 0x20 <= o < 0x7f and x not in '"\\?':
//             out += x
//         else:
//             out += '\\u%04x' % o if o < 0x10000 else '\\U%08x' % o
//     return '"' + out + '"'
//
// # ---- character properties (whole code space)
// mid = {0x27, 0x2e, 0x3a, 0xb7, 0x387, 0x55f, 0x5f4, 0x2018, 0x2019, 0x2024, 0x2027, 0xfe13, 0xfe52, 0xfe55,
//        0xff07, 0xff0e, 0xff1a}  # Word_Break MidLetter, MidNumLet, Single_Quote
// emit_ranges('kAlpha', [c for c in range(0x80, N) if chr(c).isalpha()],
//             'Letters (categories Lu, Ll, Lt, Lm, Lo) beyond ASCII.')
// emit_ranges('kDecimal', [c for c in range(0x80, N) if chr(c).isdecimal()],
//             'Decimal digits (category Nd) beyond ASCII.')
// emit_ranges('kDigitOnly', [c for c in range(0x80, N) if chr(c).isdigit() and not chr(c).isdecimal()],
//             'Digits that are not decimal (Numeric_Type=Digit).')
// emit_ranges('kNumericOnly', [c for c in range(0x80, N) if chr(c).isnumeric() and not chr(c).isdigit()],
//             'Numeric characters that are not digits (Numeric_Type=Numeric).')
// emit_ranges('kCaseIgnorable',
//             [c for c in range(N) if c in mid or unicodedata.category(chr(c)) in ('Mn', 'Me', 'Cf', 'Lm', 'Sk')],
//             'Case-ignorable characters (for the final-sigma rule).')
// emit_ranges('kTitleCase', [c for c in range(N) if chr(c).istitle() and not chr(c).isupper() and not chr(c).islower()],
//             'Titlecase letters (category Lt).')
//
// # ---- case mappings
// covered = [(0, N)]
//
// def one(s):
//     return ord(s) if len(s) == 1 else None
//
// def simple(c):
//     ch = chr(c)
//     return (one(ch.lower()) or c, one(ch.upper()) or c, one(ch.title()) or c)
//
// # Blocks: runs of at least 4 upper case letters whose lower case letters are
// # a run at a constant distance, mapping back.
// blocks = []
// for c in range(N):
//     l, u, t = simple(c)
//     if l != c and u == c and t == c and simple(l) == (l, c, c):
//         d = l - c
//         if blocks and blocks[-1][1] == c - 1 and blocks[-1][2] == d:
//             blocks[-1][1] = c
//         else:
//             blocks.append([c, c, d])
// blocks = [tuple(b) for b in blocks if b[1] - b[0] >= 3]
// titles = {c for c in range(N) if chr(c).istitle() and not chr(c).isupper()}
//
// def in_block(c):
//     return any(lo <= c <= hi or lo + d <= c <= hi + d for lo, hi, d in blocks)
//
// pair_starts = [c for a, b in covered for c in range(a, b - 1)
//                if not in_block(c) and simple(c) == (c + 1, c, c) and simple(c + 1) == (c + 1, c, c)]
// pairs = []
// for c in pair_starts:
//     if pairs and pairs[-1][1] == c - 1:
//         pairs[-1][1] = c + 1
//     else:
//         pairs.append([c, c + 1])
//
// def rule(c):
//     for lo, hi, d in blocks:
//         if lo <= c <= hi:
//             return (c + d, c, c)
//         if lo + d <= c <= hi + d:
//             return (c, c - d, c - d)
//     for lo, hi in pairs:
//         if lo <= c <= hi:
//             return (c + 1, c, c) if (c - lo) % 2 == 0 else (c, c - 1, c - 1)
//     return (c, c, c)
//
// irregular = [(c,) + simple(c) for a, b in covered for c in range(a, b) if simple(c) != rule(c)]
// table = {e[0]: e[1:] for e in irregular}
// extra_upper, extra_lower = [], []
// for a, b in covered:
//     for c in range(a, b):
//         l, u, t = table.get(c) or rule(c)
//         derived_upper = l != c and c not in titles
//         derived_lower = u != c and c not in titles
//         assert chr(c).isupper() or not derived_upper, hex(c)
//         assert chr(c).islower() or not derived_lower, hex(c)
//         if chr(c).isupper() and not derived_upper:
//             extra_upper.append(c)
//         if chr(c).islower() and not derived_lower:
//             extra_lower.append(c)
//
// print('const CaseBlock kCaseBlocks[] = {\n%s\n};\n' % wrap(', '.join('{0x%x, 0x%x, %d}' % b for b in blocks)))
// print('const Range kCasePairs[] = {\n%s\n};\n' % wrap(', '.join('{0x%x, 0x%x}' % tuple(p) for p in pairs)))
// print('const CaseEntry kCaseIrregular[] = {\n%s\n};\n'
//       % wrap(', '.join('{0x%x, 0x%x, 0x%x, 0x%x}' % e for e in irregular)))
// emit_ranges('kExtraUpper', extra_upper, 'Upper case letters without a lower case mapping.')
// emit_ranges('kExtraLower', extra_lower, 'Lower case letters without an upper case mapping.')
// print('const SpecialCase kSpecialCase[] = {')
// for a, b in covered:
//     for c in range(a, b):
//         ch = chr(c)
//         l, u, t = table.get(c) or rule(c)
//         full = [ch.lower(), ch.upper(), ch.title(), ch.casefold()]
//         simple_of = [chr(l), chr(u), chr(t), ch.lower()]
//         parts = [cstr(f) if f != s and not (c == 0x3a3 and i == 0) else 'nullptr'
//                  for i, (f, s) in enumerate(zip(full, simple_of))]
//         if any(p != 'nullptr' for p in parts):
//             print('    {0x%x, %s},' % (c, ', '.join(parts)))
// print('};')
