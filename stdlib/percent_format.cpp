// printf-style formatting, `str % values`, ported from CPython 3.11's
// PyUnicode_Format (Objects/unicodeobject.c): the same parse of
// "%[(key)][flags][width|*][.precision|*][hlL]type", the same padding rules
// (a '0' flag pads numbers after the sign and the 0x prefix), the same
// argument bookkeeping (a tuple, a single value, or a mapping) and the same
// errors. Positions and widths count code points.
#include <climits>
#include <cmath>

#include "../lang/lexer.hpp"
#include "../vm/bigint.hpp"
#include "../vm/dunder.hpp"
#include "../vm/ops.hpp"
#include "format_spec.hpp"

namespace kiln {

namespace {

constexpr int64_t kMaxWidth = int64_t(1) << 24;

enum : int { F_LJUST = 1, F_SIGN = 2, F_BLANK = 4, F_ALT = 8, F_ZERO = 16 };

struct Arg {
    uint32_t ch = 0;
    int flags = 0;
    int64_t width = -1;
    int64_t prec = -1;
    bool sign = false;
};

class Formatter {
public:
    Formatter(VM& vm, StrObj* fmt, Value args) : vm_(vm), fmt_(fmt), args_(vm, args), dict_(vm, Value::empty()) {
        std::string_view s = fmt->view();
        // An ASCII format (nearly every one) is its own code points, each
        // at its own offset: nothing to decode.
        text_ = s;
        if (fmt->ascii) {
            n_ = s.size();
        } else {
            for (size_t i = 0; i < s.size();) {
                offs_.push_back(i);
                cps_.push_back(utf8_decode(s, i));
            }
            offs_.push_back(s.size());
            n_ = cps_.size();
        }
        if (is_tuple(args)) {
            arglen_ = (int64_t)as_tuple(args)->size;
            argidx_ = 0;
        } else {
            arglen_ = -1;
            argidx_ = -2;
        }
        // PyMapping_Check: anything with __getitem__ that is not a tuple or str.
        if (is_dict(args) || is_list(args) || is_kind(args, Kind::Range) ||
            (is_py_instance(vm, args) && !find_special(vm, args, Dunder::getitem_).is_empty()))
            dict_.set(args);
    }

    Value run() {
        cnt_ = (int64_t)n_;
        pos_ = 0;
        while (--cnt_ >= 0) {
            if (at(pos_) != '%') {
                size_t start = pos_++;
                while (cnt_ >= 0 && at(pos_) != '%') {
                    pos_++;
                    cnt_--;
                }
                if (cnt_ < 0) pos_--;
                out_.append(text_.substr(off(start), off(pos_) - off(start)));
            } else {
                pos_++;
                if (!format_arg()) return Value::empty();
            }
        }
        if (argidx_ < arglen_ && dict_.get().is_empty())
            return vm_.raise(vm_.e_TypeError, "not all arguments converted during string formatting");
        return vm_.str(out_);
    }

private:
    VM& vm_;
    StrObj* fmt_;
    std::string text_out_; // one argument's text (format_arg)
    std::vector<uint32_t> cps_;
    std::vector<size_t> offs_; // byte offset of each code point, and the end (not for ASCII)
    std::string_view text_;
    size_t n_ = 0; // code points
    Rooted args_;              // the tuple, the single value, or the mapping's value for %(key)
    Rooted dict_;              // the mapping, or Empty
    int64_t arglen_ = 0, argidx_ = 0;
    int64_t cnt_ = 0;
    size_t pos_ = 0;
    std::string out_;

    uint32_t at(size_t p) const {
        if (p >= n_) return 0;
        return cps_.empty() ? (uint8_t)text_[p] : cps_[p];
    }
    size_t off(size_t p) const { return cps_.empty() ? p : offs_[p]; }

    Value next_arg() {
        int64_t idx = argidx_;
        if (idx < arglen_) {
            argidx_++;
            if (arglen_ < 0) return args_.get();
            return as_tuple(args_.get())->items[idx];
        }
        return vm_.raise(vm_.e_TypeError, "not enough arguments for format string");
    }

    bool format_arg() {
        Arg arg;
        arg.ch = at(pos_);
        if (arg.ch == '%') {
            pos_++;
            cnt_--;
            out_ += '%';
            return true;
        }
        if (!parse(arg)) return false;
        // What one argument formats to: UTF-8 in text_out_, decoded into
        // code points only when it is not ASCII (widths and precisions count
        // code points; an ASCII text's are its bytes).
        text_out_.clear();
        int r = format(arg, text_out_);
        if (r < 0) return false;
        if (r == 0) {
            bool ascii = true;
            for (char c : text_out_) ascii &= (unsigned char)c < 0x80;
            if (ascii) {
                if (!output(arg, text_out_)) return false;
            } else {
                std::u32string str;
                append_u32(str, text_out_);
                if (!output(arg, str)) return false;
            }
        }
        if (!dict_.get().is_empty() && argidx_ < arglen_) {
            vm_.raise(vm_.e_TypeError, "not all arguments converted during string formatting");
            return false;
        }
        return true;
    }

    bool star_arg(int64_t& out, const char* overflow_message) {
        Value v = next_arg();
        if (v.is_empty()) return false;
        if (!is_integer(v)) {
            vm_.raise(vm_.e_TypeError, "* wants int");
            return false;
        }
        return index_arg(vm_, v, &out, overflow_message);
    }

    bool parse(Arg& arg) {
        if (arg.ch == '(') {
            if (dict_.get().is_empty()) {
                vm_.raise(vm_.e_TypeError, "format requires a mapping");
                return false;
            }
            pos_++;
            cnt_--;
            size_t keystart = pos_;
            int pcount = 1;
            while (pcount > 0 && --cnt_ >= 0) {
                arg.ch = at(pos_);
                if (arg.ch == ')') pcount--;
                else if (arg.ch == '(') pcount++;
                pos_++;
            }
            if (cnt_ < 0 || pcount > 0) {
                vm_.raise(vm_.e_ValueError, "incomplete format key");
                return false;
            }
            size_t keyend = pos_ - 1;
            Value key = vm_.str(text_.substr(off(keystart), off(keyend) - off(keystart)));
            Rooted keep(vm_, key);
            Value v = getitem(vm_, dict_.get(), key);
            if (v.is_empty()) return false;
            args_.set(v);
            arglen_ = -1;
            argidx_ = -2;
        }
        while (--cnt_ >= 0) {
            arg.ch = at(pos_++);
            switch (arg.ch) {
            case '-': arg.flags |= F_LJUST; continue;
            case '+': arg.flags |= F_SIGN; continue;
            case ' ': arg.flags |= F_BLANK; continue;
            case '#': arg.flags |= F_ALT; continue;
            case '0': arg.flags |= F_ZERO; continue;
            }
            break;
        }
        if (arg.ch == '*') {
            if (!star_arg(arg.width, kSsizeOverflow)) return false;
            if (arg.width < 0) {
                arg.flags |= F_LJUST;
                arg.width = arg.width == INT64_MIN ? INT64_MAX : -arg.width;
            }
            if (--cnt_ >= 0) arg.ch = at(pos_++);
        } else if (arg.ch >= '0' && arg.ch <= '9') {
            arg.width = arg.ch - '0';
            while (--cnt_ >= 0) {
                arg.ch = at(pos_++);
                if (arg.ch < '0' || arg.ch > '9') break;
                if (arg.width > (INT64_MAX - ((int)arg.ch - '0')) / 10) {
                    vm_.raise(vm_.e_ValueError, "width too big");
                    return false;
                }
                arg.width = arg.width * 10 + (arg.ch - '0');
            }
        }
        if (arg.ch == '.') {
            arg.prec = 0;
            if (--cnt_ >= 0) arg.ch = at(pos_++);
            if (arg.ch == '*') {
                if (!star_arg(arg.prec, kCIntOverflow)) return false;
                if (arg.prec > INT_MAX || arg.prec < INT_MIN) {
                    vm_.raise(vm_.e_OverflowError, kCIntOverflow);
                    return false;
                }
                if (arg.prec < 0) arg.prec = 0;
                if (--cnt_ >= 0) arg.ch = at(pos_++);
            } else if (arg.ch >= '0' && arg.ch <= '9') {
                arg.prec = arg.ch - '0';
                while (--cnt_ >= 0) {
                    arg.ch = at(pos_++);
                    if (arg.ch < '0' || arg.ch > '9') break;
                    if (arg.prec > (INT_MAX - ((int)arg.ch - '0')) / 10) {
                        vm_.raise(vm_.e_ValueError, "precision too big");
                        return false;
                    }
                    arg.prec = arg.prec * 10 + (arg.ch - '0');
                }
            }
        }
        if (cnt_ >= 0 && (arg.ch == 'h' || arg.ch == 'l' || arg.ch == 'L')) {
            if (--cnt_ >= 0) arg.ch = at(pos_++);
        }
        if (cnt_ < 0) {
            vm_.raise(vm_.e_ValueError, "incomplete format");
            return false;
        }
        return true;
    }

    static void append_u32(std::u32string& out, std::string_view s) {
        for (size_t i = 0; i < s.size();) out += utf8_decode(s, i);
    }

    // mainformatlong + _PyUnicode_FormatLong: the digits of an integer (or
    // of a float's integer part for d, i, u).
    bool format_long(Arg& arg, Value v, std::string& str) {
        char type = (char)arg.ch;
        Value iv = v;
        if (v.is_float() && type != 'o' && type != 'x' && type != 'X') {
            double d = v.f;
            if (std::isnan(d)) {
                vm_.raise(vm_.e_ValueError, "cannot convert float NaN to integer");
                return false;
            }
            if (std::isinf(d)) {
                vm_.raise(vm_.e_OverflowError, "cannot convert float infinity to integer");
                return false;
            }
            iv = int_from_double(vm_, d);
        } else if (!is_integer(v)) {
            if (type == 'o' || type == 'x' || type == 'X')
                vm_.raisef(vm_.e_TypeError, "%{} format: an integer is required, not {}", type, vm_.type_name(v));
            else
                vm_.raisef(vm_.e_TypeError, "%{} format: a real number is required, not {}", type,
                           vm_.type_name(v));
            return false;
        }
        Rooted keep(vm_, iv);
        int base = type == 'o' ? 8 : (type == 'x' || type == 'X') ? 16 : 10;
        bool negative;
        std::string digits;
        if (iv.is_intlike()) {
            negative = iv.as_int() < 0;
            digits = int_to_digits(iv.as_int(), base);
        } else {
            std::string s;
            if (base == 10) {
                if (!int_to_decimal(vm_, iv, s)) return false; // CPython's limit on decimal digits
            } else {
                s = int_to_base(iv, base, "");
            }
            negative = s[0] == '-';
            digits = negative ? s.substr(1) : s;
        }
        if (!check_size(arg.prec)) return false;
        std::string s;
        if (negative) s += '-';
        if ((arg.flags & F_ALT) && base != 10) s += base == 8 ? "0o" : "0x";
        if (arg.prec > (int64_t)digits.size()) s.append((size_t)(arg.prec - (int64_t)digits.size()), '0');
        s += digits;
        if (type == 'X')
            for (char& c : s)
                if (c >= 'a' && c <= 'x') c = (char)(c - 'a' + 'A');
        str += s;
        return true;
    }

    // 1 written to out_, 0 formatted into `str`, -1 error.
    int format(Arg& arg, std::string& str) {
        Value v = next_arg();
        if (v.is_empty()) return -1;
        std::string s;
        switch (arg.ch) {
        case 's': case 'r': case 'a': {
            bool ok = arg.ch == 's' ? str_into(vm_, v, s) : arg.ch == 'r' ? repr_into(vm_, v, s) : ascii_into(vm_, v, s);
            if (!ok) return -1;
            str += s;
            return 0;
        }
        case 'i': case 'd': case 'u': case 'o': case 'x': case 'X':
            if (!format_long(arg, v, str)) return -1;
            arg.sign = true;
            return 0;
        case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': {
            double d;
            if (!is_numeric(v)) {
                vm_.raisef(vm_.e_TypeError, "must be real number, not {}", vm_.type_name(v));
                return -1;
            }
            if (!number_to_double(vm_, v, &d) || !check_size(arg.prec)) return -1;
            int flags = (arg.flags & F_ALT) ? kDtoaAlt : 0;
            str += double_to_string(d, (char)arg.ch, arg.prec < 0 ? 6 : (int)arg.prec, flags);
            arg.sign = true;
            return 0;
        }
        case 'c': {
            uint32_t ch;
            if (is_str(v)) {
                if (as_str(v)->nchars != 1) {
                    vm_.raise(vm_.e_TypeError, "%c requires int or char");
                    return -1;
                }
                size_t i = 0;
                ch = utf8_decode(as_str(v)->view(), i);
            } else if (is_integer(v)) {
                int64_t x = v.is_intlike() ? v.as_int() : -1; // a big int is out of range
                if (x < 0 || x > 0x10FFFF) {
                    vm_.raise(vm_.e_OverflowError, "%c arg not in range(0x110000)");
                    return -1;
                }
                ch = (uint32_t)x;
            } else {
                vm_.raise(vm_.e_TypeError, "%c requires int or char");
                return -1;
            }
            utf8_append(str, ch);
            return 0;
        }
        default: {
            uint32_t c = arg.ch;
            vm_.raisef(vm_.e_ValueError, "unsupported format character '{}' (0x{:x}) at index {}",
                       (c >= 31 && c <= 126) ? (char)c : '?', c, pos_ - 1);
            return -1;
        }
        }
    }

    void fill(uint32_t c, int64_t n) {
        if (c < 0x80) {
            out_.append((size_t)n, (char)c);
            return;
        }
        for (int64_t i = 0; i < n; i++) utf8_append(out_, c);
    }
    void write(const std::u32string& s, size_t from, int64_t n) {
        out_.reserve(out_.size() + (size_t)n);
        for (int64_t i = 0; i < n; i++) {
            const uint32_t c = s[from + (size_t)i];
            if (c < 0x80) out_ += (char)c;
            else utf8_append(out_, c);
        }
    }
    void write(const std::string& ascii, size_t from, int64_t n) { out_.append(ascii, from, (size_t)n); }

    // Output beyond kMaxWidth characters is refused rather than attempted
    // (CPython would try, and usually fail the same way).
    bool check_size(int64_t n) {
        if (n <= kMaxWidth) return true;
        vm_.raise(vm_.e_MemoryError, "");
        return false;
    }

    // unicode_format_arg_output: sign, 0x prefix and padding.
    // `str`: an ASCII std::string or the code points of any other text.
    template <class Text>
    bool output(Arg& arg, const Text& str) {
        if (!check_size(arg.width)) return false;
        uint32_t fill_ch = arg.sign && (arg.flags & F_ZERO) ? '0' : ' ';
        int64_t len = (int64_t)str.size();
        if ((arg.width == -1 || arg.width <= len) && (arg.prec == -1 || arg.prec >= len) &&
            !(arg.flags & (F_SIGN | F_BLANK))) {
            write(str, 0, len);
            return true;
        }
        if (arg.ch == 's' || arg.ch == 'r' || arg.ch == 'a') {
            if (arg.prec >= 0 && len > arg.prec) len = arg.prec;
        }
        size_t pindex = 0;
        uint32_t signchar = 0;
        if (arg.sign) {
            uint32_t ch = len > 0 ? str[0] : 0;
            if (ch == '-' || ch == '+') {
                signchar = ch;
                len--;
                pindex++;
            } else if (arg.flags & F_SIGN) {
                signchar = '+';
            } else if (arg.flags & F_BLANK) {
                signchar = ' ';
            } else {
                arg.sign = false;
            }
        }
        if (arg.width < len) arg.width = len;
        if (arg.sign) {
            if (fill_ch != ' ') utf8_append(out_, signchar);
            if (arg.width > len) arg.width--;
        }
        bool prefix = (arg.flags & F_ALT) && (arg.ch == 'x' || arg.ch == 'X' || arg.ch == 'o');
        if (prefix) {
            if (fill_ch != ' ') {
                out_ += '0';
                utf8_append(out_, arg.ch);
                pindex += 2;
            }
            arg.width -= 2;
            if (arg.width < 0) arg.width = 0;
            len -= 2;
        }
        if (arg.width > len && !(arg.flags & F_LJUST)) {
            fill(fill_ch, arg.width - len);
            arg.width = len;
        }
        if (fill_ch == ' ') {
            if (arg.sign) utf8_append(out_, signchar);
            if (prefix) {
                out_ += '0';
                utf8_append(out_, arg.ch);
                pindex += 2;
            }
        }
        if (len > 0) write(str, pindex, len);
        if (arg.width > len) fill(' ', arg.width - len);
        return true;
    }
};

} // namespace

Value percent_format(VM& vm, StrObj* format, Value args) {
    Rooted keep(vm, Value::object(format));
    return Formatter(vm, format, args).run();
}

} // namespace kiln
