// The format-spec mini-language, ported from CPython 3.11
// (Python/formatter_unicode.c, and format_float_short of Python/pystrtod.c)
// so that every corner prints the same bytes: zero padding that takes part
// in digit grouping ('010,' gives 00,001,234), nan and inf with '0' padding,
// 'z', the empty float type (repr, or 'g' keeping a '.0'), '%', 'n' in the C
// locale, and CPython's error messages.
//
// Digits come from std::to_chars: shortest round-trip digits for repr, and
// with a precision exact digits rounded half to even on the binary value,
// as David Gay's dtoa gives them to CPython.
#include "format_spec.hpp"

#include <charconv>
#include <climits>
#include <cmath>
#include <fmt/format.h>
#include <vector>

#include "../lang/lexer.hpp"
#include "stdlib.hpp"

namespace kiln {

// Output beyond this many characters is refused with MemoryError rather than
// attempted (CPython would try, and usually fail the same way).
static constexpr int64_t kMaxFormatWidth = int64_t(1) << 24;

size_t utf8_length(std::string_view s) {
    size_t n = 0;
    for (unsigned char c : s) n += (c & 0xC0) != 0x80;
    return n;
}

std::string_view utf8_prefix(std::string_view s, size_t nchars) {
    size_t i = 0;
    while (i < s.size() && nchars > 0) {
        utf8_decode(s, i);
        nchars--;
    }
    return s.substr(0, i);
}

int decimal_digit_value(uint32_t cp) {
    if (cp >= '0' && cp <= '9') return (int)(cp - '0');
    if (cp < 128) return -1;
    return unicode_decimal_value(cp);
}

std::string int_to_digits(int64_t v, int base) {
    uint64_t u = v < 0 ? 0 - (uint64_t)v : (uint64_t)v;
    char buf[72];
    char* p = buf + sizeof buf;
    do {
        *--p = "0123456789abcdef"[u % base];
        u /= base;
    } while (u);
    return std::string(p, buf + sizeof buf - p);
}

namespace {

void append_cp(std::string& out, uint32_t cp, int64_t n) {
    if (n <= 0) return;
    if (cp < 0x80) {
        out.append((size_t)n, (char)cp);
        return;
    }
    std::string one;
    utf8_append(one, cp);
    for (int64_t i = 0; i < n; i++) out += one;
}

bool is_alignment_token(uint32_t c) { return c == '<' || c == '>' || c == '=' || c == '^'; }
bool is_sign_element(uint32_t c) { return c == ' ' || c == '+' || c == '-'; }

// Reads decimal digits at cps[pos...]: how many were read, or -1 on overflow.
int64_t get_integer(const std::u32string& cps, size_t& pos, int64_t& result, FormatError& err) {
    int64_t acc = 0, n = 0;
    for (; pos < cps.size(); pos++, n++) {
        int d = decimal_digit_value(cps[pos]);
        if (d < 0) break;
        if (acc > (INT64_MAX - d) / 10) {
            err.set("ValueError", "Too many decimal digits in format string");
            return -1;
        }
        acc = acc * 10 + d;
    }
    result = acc;
    return n;
}

std::string type_char(uint32_t t) {
    if (t > 32 && t < 128) return std::string(1, (char)t);
    return fmt::format("\\x{:x}", t);
}

bool unknown_type(uint32_t type, std::string_view type_name, FormatError& err) {
    return err.set("ValueError", fmt::format("Unknown format code '{}' for object of type '{}'", type_char(type),
                                             type_name));
}

// ---------------------------------------------------------------- number layout

// How digits are grouped: every `group` digits (0: not at all) with `sep`.
struct Grouping {
    int group = 0;
    char sep = 0;
};

Grouping grouping_for(const FormatSpec& f) {
    // 'n' uses the current locale; a kiln program, like a CPython one that
    // never calls setlocale(), runs in the C locale: no grouping, '.'.
    if (f.type == 'n' || !f.thousands) return {};
    if (f.group_by_four) return {4, '_'};
    return {3, f.thousands};
}

// _PyUnicode_InsertThousandsGrouping: the digits with separators, padded on
// the left with zeros (which are grouped too) to at least min_width.
std::string group_digits(std::string_view digits, int64_t min_width, Grouping g) {
    min_width = std::max<int64_t>(0, min_width);
    if (g.group <= 0) { // no separators: zeros up to min_width, then the digits
        const int64_t n = (int64_t)digits.size();
        std::string out((size_t)std::max<int64_t>(std::max(n, min_width), 1) - (size_t)n, '0');
        out += digits;
        return out;
    }
    std::string rev; // built right to left
    int64_t remaining = (int64_t)digits.size();
    size_t dpos = digits.size();
    bool use_sep = false, broken = false;
    int sep_len = g.group ? 1 : 0;
    auto fill = [&](int64_t n_chars, int64_t n_zeros) {
        if (use_sep && sep_len) rev += g.sep;
        for (int64_t i = 0; i < n_chars; i++) rev += digits[--dpos];
        rev.append((size_t)n_zeros, '0');
    };
    if (g.group > 0) {
        while (true) {
            int64_t l = std::min<int64_t>(g.group, std::max<int64_t>(std::max(remaining, min_width), 1));
            int64_t n_zeros = std::max<int64_t>(0, l - remaining);
            int64_t n_chars = std::max<int64_t>(0, std::min(remaining, l));
            fill(n_chars, n_zeros);
            use_sep = true;
            remaining -= n_chars;
            min_width -= l;
            if (remaining <= 0 && min_width <= 0) {
                broken = true;
                break;
            }
            min_width -= sep_len;
        }
    }
    if (!broken) {
        int64_t len = std::max<int64_t>(std::max(remaining, min_width), 1);
        int64_t n_zeros = std::max<int64_t>(0, len - remaining);
        int64_t n_chars = std::max<int64_t>(0, std::min(remaining, len));
        fill(n_chars, n_zeros);
    }
    return std::string(rev.rbegin(), rev.rend());
}

// calc_number_widths + fill_number:
//   <lpadding> <sign> <prefix> <spadding> <grouped digits> <decimal> <remainder> <rpadding>
// `sign_char` is '-' for a negative number, else 0; `remainder` is what
// follows the decimal point (or all of "nan", or the 'c' character).
bool layout_number(const FormatSpec& f, char sign_char, std::string_view prefix, std::string_view digits,
                   bool has_decimal, std::string_view remainder, std::string& out, FormatError& err) {
    char sign = 0;
    if (f.sign == '+') sign = sign_char == '-' ? '-' : '+';
    else if (f.sign == ' ') sign = sign_char == '-' ? '-' : ' ';
    else if (sign_char == '-') sign = '-';
    int64_t n_non_digit = (sign ? 1 : 0) + (int64_t)prefix.size() + (has_decimal ? 1 : 0) +
                          (int64_t)utf8_length(remainder);
    int64_t min_width = f.fill == '0' && f.align == '=' ? f.width - n_non_digit : 0;
    if (min_width > kMaxFormatWidth) return err.set("MemoryError", "");
    std::string grouped = digits.empty() ? std::string() : group_digits(digits, min_width, grouping_for(f));
    int64_t n_padding = f.width - (n_non_digit + (int64_t)grouped.size());
    if (n_padding > kMaxFormatWidth) return err.set("MemoryError", "");
    int64_t lpad = 0, spad = 0, rpad = 0;
    if (n_padding > 0) {
        switch (f.align) {
        case '<': rpad = n_padding; break;
        case '^':
            lpad = n_padding / 2;
            rpad = n_padding - lpad;
            break;
        case '=': spad = n_padding; break;
        default: lpad = n_padding; break;
        }
    }
    append_cp(out, f.fill, lpad);
    if (sign) out += sign;
    out += prefix;
    append_cp(out, f.fill, spad);
    out += grouped;
    if (has_decimal) out += '.';
    out += remainder;
    append_cp(out, f.fill, rpad);
    return true;
}

// ---------------------------------------------------------------- floats

// Room for to_chars' output: on the stack unless the precision is large.
struct CharBuf {
    char small[400];
    std::vector<char> big;
    char* get(size_t n) {
        if (n <= sizeof small) return small;
        big.resize(n);
        return big.data();
    }
};

// std::to_chars with a precision: exact, and rounded half to even on the
// binary value, like printf and like Gay's dtoa in CPython.
std::string_view to_chars_precise(CharBuf& buf, double v, std::chars_format f, int precision) {
    size_t need = (size_t)precision + 330; // 309 integer digits, sign, point, exponent
    char* p = buf.get(need);
    auto r = std::to_chars(p, p + need, v, f, precision);
    return std::string_view(p, (size_t)(r.ptr - p));
}

// The digits of Gay's _Py_dg_dtoa: mode 0 shortest round-trip, mode 2 `nd`
// significant digits, mode 3 `nd` digits after the point. Trailing zeros are
// stripped; zero is "0" with decpt 1; a mode 3 result that rounds to zero is
// empty with decpt -nd. `v` is finite and non-negative.
void dtoa(double v, int mode, int nd, std::string& digits, int& decpt) {
    digits.clear();
    if (v == 0) {
        digits.assign(1, '0');
        decpt = 1;
        return;
    }
    CharBuf buf;
    if (mode == 3) {
        std::string_view s = to_chars_precise(buf, v, std::chars_format::fixed, nd);
        size_t dot = s.find('.');
        std::string_view ip = s.substr(0, dot), fp = dot == std::string_view::npos ? "" : s.substr(dot + 1);
        // The significant digits run from the first non-zero one to the last.
        size_t lead = ip.find_first_not_of('0');
        if (lead != std::string_view::npos) {
            decpt = (int)(ip.size() - lead);
            digits.append(ip.substr(lead));
            digits.append(fp);
        } else {
            size_t flead = fp.find_first_not_of('0');
            if (flead == std::string_view::npos) {
                decpt = -nd;
                return;
            }
            decpt = -(int)flead;
            digits.append(fp.substr(flead));
        }
        size_t last = digits.find_last_not_of('0');
        digits.resize(last + 1);
        return;
    }
    std::string_view s;
    if (mode == 0) {
        auto r = std::to_chars(buf.small, buf.small + sizeof buf.small, v, std::chars_format::scientific);
        s = std::string_view(buf.small, (size_t)(r.ptr - buf.small));
    } else {
        s = to_chars_precise(buf, v, std::chars_format::scientific, nd - 1);
    }
    size_t e = s.find('e');
    for (char c : s.substr(0, e))
        if (c != '.') digits += c;
    int exp = 0;
    std::from_chars(s.data() + e + 1 + (s[e + 1] == '+'), s.data() + s.size(), exp);
    size_t last = digits.find_last_not_of('0');
    digits.resize(last + 1);
    decpt = exp + 1;
}

} // namespace

std::string double_to_string(double val, char format_code, int precision, int flags) {
    bool upper = false;
    int mode;
    switch (format_code) {
    case 'E': upper = true; format_code = 'e'; [[fallthrough]];
    case 'e':
        mode = 2;
        precision++;
        break;
    case 'F': upper = true; format_code = 'f'; [[fallthrough]];
    case 'f': mode = 3; break;
    case 'G': upper = true; format_code = 'g'; [[fallthrough]];
    case 'g':
        mode = 2;
        if (precision == 0) precision = 1;
        break;
    default: // 'r'
        mode = 0;
        break;
    }
    bool add_dot_0 = flags & kDtoaAddDot0, alt = flags & kDtoaAlt;
    bool neg = std::signbit(val);
    std::string out;
    if (std::isnan(val) || std::isinf(val)) {
        if (std::isnan(val)) neg = false; // the sign of a nan is ignored
        if (neg) out += '-';
        out += std::isnan(val) ? (upper ? "NAN" : "nan") : (upper ? "INF" : "inf");
        return out;
    }
    std::string digits;
    int decpt_i;
    dtoa(std::fabs(val), mode, precision, digits, decpt_i);
    if ((flags & kDtoaNoNeg0) && neg && (digits.empty() || digits == "0")) neg = false;
    int64_t decpt = decpt_i, digits_len = (int64_t)digits.size();
    int64_t vdigits_end = digits_len;
    bool use_exp = false;
    switch (format_code) {
    case 'e':
        use_exp = true;
        vdigits_end = precision;
        break;
    case 'f': vdigits_end = decpt + precision; break;
    case 'g':
        if (decpt <= -4 || decpt > (add_dot_0 ? precision - 1 : precision)) use_exp = true;
        if (alt) vdigits_end = precision;
        break;
    default: // 'r'
        if (decpt <= -4 || decpt > 16) use_exp = true;
        break;
    }
    int64_t exp = 0;
    if (use_exp) {
        exp = decpt - 1;
        decpt = 1;
    }
    int64_t vdigits_start = decpt <= 0 ? decpt - 1 : 0;
    if (!use_exp && add_dot_0) vdigits_end = vdigits_end > decpt ? vdigits_end : decpt + 1;
    else vdigits_end = vdigits_end > decpt ? vdigits_end : decpt;

    if (neg) out += '-';
    if (decpt <= 0) {
        out.append((size_t)(decpt - vdigits_start), '0');
        out += '.';
        out.append((size_t)(0 - decpt), '0');
    } else {
        out.append((size_t)(0 - vdigits_start), '0');
    }
    if (0 < decpt && decpt <= digits_len) {
        out.append(digits, 0, (size_t)decpt);
        out += '.';
        out.append(digits, (size_t)decpt, std::string::npos);
    } else {
        out += digits;
    }
    if (digits_len < decpt) {
        out.append((size_t)(decpt - digits_len), '0');
        out += '.';
        out.append((size_t)(vdigits_end - decpt), '0');
    } else {
        out.append((size_t)(vdigits_end - digits_len), '0');
    }
    if (out.back() == '.' && !alt) out.pop_back();
    if (use_exp) {
        out += upper ? 'E' : 'e';
        out += fmt::format("{}{:02d}", exp < 0 ? '-' : '+', exp < 0 ? -exp : exp);
    }
    return out;
}

bool parse_format_spec(std::string_view spec_utf8, uint32_t default_type, char default_align,
                       std::string_view type_name, FormatSpec& f, FormatError& err) {
    std::u32string spec;
    for (size_t i = 0; i < spec_utf8.size();) spec += utf8_decode(spec_utf8, i);
    size_t pos = 0, end = spec.size();
    bool align_specified = false, fill_char_specified = false;
    f = FormatSpec();
    f.align = default_align;
    f.type = default_type;

    if (end - pos >= 2 && is_alignment_token(spec[pos + 1])) {
        f.align = (char)spec[pos + 1];
        f.fill = spec[pos];
        fill_char_specified = align_specified = true;
        pos += 2;
    } else if (end - pos >= 1 && is_alignment_token(spec[pos])) {
        f.align = (char)spec[pos];
        align_specified = true;
        pos++;
    }
    if (end - pos >= 1 && is_sign_element(spec[pos])) f.sign = (char)spec[pos++];
    if (end - pos >= 1 && spec[pos] == 'z') {
        f.no_neg_0 = true;
        pos++;
    }
    if (end - pos >= 1 && spec[pos] == '#') {
        f.alternate = true;
        pos++;
    }
    if (!fill_char_specified && end - pos >= 1 && spec[pos] == '0') {
        f.fill = '0';
        if (!align_specified && default_align == '>') f.align = '=';
        pos++;
    }
    int64_t consumed = get_integer(spec, pos, f.width, err);
    if (consumed < 0) return false;
    if (consumed == 0) f.width = -1;
    if (end - pos && spec[pos] == ',') {
        f.thousands = ',';
        pos++;
    }
    if (end - pos && spec[pos] == '_') {
        if (f.thousands) return err.set("ValueError", "Cannot specify both ',' and '_'.");
        f.thousands = '_';
        pos++;
    }
    if (end - pos && spec[pos] == ',' && f.thousands == '_')
        return err.set("ValueError", "Cannot specify both ',' and '_'.");
    if (end - pos && spec[pos] == '.') {
        pos++;
        consumed = get_integer(spec, pos, f.precision, err);
        if (consumed < 0) return false;
        if (consumed == 0) return err.set("ValueError", "Format specifier missing precision");
    }
    if (end - pos > 1)
        return err.set("ValueError",
                       fmt::format("Invalid format specifier '{}' for object of type '{}'", spec_utf8, type_name));
    if (end - pos == 1) f.type = spec[pos++];
    if (f.thousands) {
        switch (f.type) {
        case 'd': case 'e': case 'f': case 'g': case 'E': case 'G': case '%': case 'F': case 0: break;
        case 'b': case 'o': case 'x': case 'X':
            if (f.thousands == '_') {
                f.group_by_four = true;
                break;
            }
            [[fallthrough]];
        default:
            return err.set("ValueError",
                           fmt::format("Cannot specify '{}' with '{}'.", f.thousands, type_char(f.type)));
        }
    }
    return true;
}

namespace {

bool format_float_internal(double val, const FormatSpec& f, std::string& out, FormatError& err) {
    uint32_t type = f.type;
    int default_precision = 6;
    int flags = 0;
    if (f.precision > INT_MAX) return err.set("ValueError", "precision too big");
    int precision = (int)f.precision;
    if (f.alternate) flags |= kDtoaAlt;
    if (f.no_neg_0) flags |= kDtoaNoNeg0;
    if (type == 0) {
        // Like repr() without a precision, else like 'g' keeping a ".0".
        flags |= kDtoaAddDot0;
        type = 'r';
        default_precision = 0;
    }
    if (type == 'n') type = 'g';
    bool add_pct = false;
    if (type == '%') {
        type = 'f';
        val *= 100;
        add_pct = true;
    }
    if (precision < 0) precision = default_precision;
    else if (type == 'r') type = 'g';
    if (precision > kMaxFormatWidth) return err.set("MemoryError", "");
    std::string buf = double_to_string(val, (char)type, precision, flags);
    if (add_pct) buf += '%';
    std::string_view s = buf;
    char sign_char = 0;
    if (!s.empty() && s[0] == '-') {
        sign_char = '-';
        s.remove_prefix(1);
    }
    size_t ndig = 0;
    while (ndig < s.size() && s[ndig] >= '0' && s[ndig] <= '9') ndig++;
    bool has_decimal = ndig < s.size() && s[ndig] == '.';
    std::string_view remainder = s.substr(ndig + (has_decimal ? 1 : 0));
    return layout_number(f, sign_char, "", s.substr(0, ndig), has_decimal, remainder, out, err);
}

} // namespace

bool format_float_spec(double v, const FormatSpec& f, std::string& out, FormatError& err) {
    return format_float_internal(v, f, out, err);
}

bool format_integer_spec(const IntDigits& v, const FormatSpec& f, std::string& out, FormatError& err) {
    if (f.precision != -1) return err.set("ValueError", "Precision not allowed in integer format specifier");
    if (f.no_neg_0)
        return err.set("ValueError", "Negative zero coercion (z) not allowed in integer format specifier");
    if (f.type == 'c') {
        if (f.sign) return err.set("ValueError", "Sign not allowed with integer format specifier 'c'");
        if (f.alternate)
            return err.set("ValueError", "Alternate form (#) not allowed with integer format specifier 'c'");
        if (!v.fits_64) return err.set("OverflowError", "Python int too large to convert to C long");
        if (v.value < 0 || v.value > 0x10FFFF) return err.set("OverflowError", "%c arg not in range(0x110000)");
        std::string ch;
        utf8_append(ch, (uint32_t)v.value);
        return layout_number(f, 0, "", "", false, ch, out, err);
    }
    int base = 10;
    const char* prefix = "";
    switch (f.type) {
    case 'b': base = 2; prefix = "0b"; break;
    case 'o': base = 8; prefix = "0o"; break;
    case 'x': base = 16; prefix = "0x"; break;
    case 'X': base = 16; prefix = "0X"; break;
    default: break;
    }
    std::string digits;
    if (v.fits_64) digits = int_to_digits(v.value, base);
    else if (!v.abs_digits(base, digits, err)) return false;
    if (f.type == 'X')
        for (char& c : digits) c = (char)std::toupper((unsigned char)c);
    return layout_number(f, v.negative ? '-' : 0, f.alternate ? prefix : "", digits, false, "", out, err);
}

bool format_integer(const IntDigits& v, std::string_view spec, std::string_view type_name,
                    const std::function<bool(double&, FormatError&)>& to_double, std::string& out,
                    FormatError& err) {
    FormatSpec f;
    if (!parse_format_spec(spec, 'd', '>', type_name, f, err)) return false;
    switch (f.type) {
    case 'b': case 'c': case 'd': case 'o': case 'x': case 'X': case 'n':
        return format_integer_spec(v, f, out, err);
    case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': case '%': {
        double d;
        if (!to_double(d, err)) return false;
        return format_float_internal(d, f, out, err);
    }
    default: return unknown_type(f.type, type_name, err);
    }
}

bool format_int(int64_t v, std::string_view spec, std::string_view type_name, std::string& out, FormatError& err) {
    IntDigits d;
    d.negative = v < 0;
    d.value = v;
    return format_integer(
        d, spec, type_name,
        [v](double& out_d, FormatError&) {
            out_d = (double)v;
            return true;
        },
        out, err);
}

bool format_float(double v, std::string_view spec, std::string_view type_name, std::string& out,
                  FormatError& err) {
    FormatSpec f;
    if (!parse_format_spec(spec, 0, '>', type_name, f, err)) return false;
    switch (f.type) {
    case 0: case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': case 'n': case '%':
        return format_float_internal(v, f, out, err);
    default: return unknown_type(f.type, type_name, err);
    }
}

bool format_str(std::string_view s, std::string_view spec, std::string& out, FormatError& err) {
    FormatSpec f;
    if (!parse_format_spec(spec, 's', '<', "str", f, err)) return false;
    if (f.type != 's') return unknown_type(f.type, "str", err);
    if (f.sign == ' ') return err.set("ValueError", "Space not allowed in string format specifier");
    if (f.sign) return err.set("ValueError", "Sign not allowed in string format specifier");
    if (f.no_neg_0)
        return err.set("ValueError", "Negative zero coercion (z) not allowed in string format specifier");
    if (f.alternate) return err.set("ValueError", "Alternate form (#) not allowed in string format specifier");
    if (f.align == '=') return err.set("ValueError", "'=' alignment not allowed in string format specifier");
    int64_t len = (int64_t)utf8_length(s);
    if (f.precision >= 0 && len >= f.precision) {
        s = utf8_prefix(s, (size_t)f.precision);
        len = f.precision;
    }
    int64_t total = f.width >= 0 && f.width > len ? f.width : len;
    if (total > kMaxFormatWidth) return err.set("MemoryError", "");
    int64_t lpad = f.align == '>' ? total - len : f.align == '^' ? (total - len) / 2 : 0;
    int64_t rpad = total - len - lpad;
    append_cp(out, f.fill, lpad);
    out += s;
    append_cp(out, f.fill, rpad);
    return true;
}

} // namespace kiln
