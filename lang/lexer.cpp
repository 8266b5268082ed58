// The lexer. Rules it keeps, as CPython's tokenizer does:
//  1. Inside (), [] and {} newlines and indentation are ignored.
//  2. Blank and comment-only lines never change indentation.
//  3. Indentation is measured twice, with tabs to 8 columns and to 1 column;
//     if the two disagree about the block structure the source is a TabError.
#include "lexer.hpp"

#include <cmath>
#include <cstdlib>
#include <cstring>
#include <fmt/format.h>
#include <gmp.h>

#include "syntax_error.hpp"

namespace kiln {

uint32_t utf8_decode(std::string_view s, size_t& i) {
    unsigned char c = s[i];
    if (c < 0x80) { i++; return c; }
    int n = c >= 0xF0 ? 3 : c >= 0xE0 ? 2 : c >= 0xC0 ? 1 : 0;
    if (n == 0 || i + n >= s.size()) { i++; return c; }
    uint32_t cp = c & (0x3F >> n);
    for (int k = 1; k <= n; k++) {
        unsigned char cc = s[i + k];
        if ((cc & 0xC0) != 0x80) { i++; return c; }
        cp = (cp << 6) | (cc & 0x3F);
    }
    i += n + 1;
    return cp;
}

void utf8_append(std::string& out, uint32_t cp) {
    if (cp < 0x80) out += char(cp);
    else if (cp < 0x800) { out += char(0xC0 | (cp >> 6)); out += char(0x80 | (cp & 0x3F)); }
    else if (cp < 0x10000) {
        out += char(0xE0 | (cp >> 12)); out += char(0x80 | ((cp >> 6) & 0x3F)); out += char(0x80 | (cp & 0x3F));
    } else {
        out += char(0xF0 | (cp >> 18)); out += char(0x80 | ((cp >> 12) & 0x3F));
        out += char(0x80 | ((cp >> 6) & 0x3F)); out += char(0x80 | (cp & 0x3F));
    }
}

namespace {

const char* const kOps3[] = {"**=", "//=", ">>=", "<<=", "...", nullptr};
const char* const kOps2[] = {"**", "//", ">>", "<<", "<=", ">=", "==", "!=", "->", "+=", "-=", "*=", "/=",
                             "%=", "&=", "|=", "^=", "@=", ":=", nullptr};
const char kOps1[] = "+-*/%@&|^~<>()[]{},:.;=";

bool is_ident_start(unsigned char c) { return c == '_' || std::isalpha(c) || c >= 0x80; }
bool is_ident_char(unsigned char c) { return c == '_' || std::isalnum(c) || c >= 0x80; }

class Lexer {
public:
    explicit Lexer(std::string_view src) : s_(src) {}

    // An f-string field's expression: inside an implicit pair of brackets
    // (newlines are insignificant, no indentation), positioned at line/col.
    Lexer(std::string_view src, int line, int col) : s_(src), line_(line), col_base_(col - 1), expr_mode_(true) {
        at_line_start_ = false;
        brackets_.push_back({'\0', line, col});
    }

    std::vector<Token> run() {
        indents_.push_back({0, 0});
        while (true) {
            if (at_line_start_ && brackets_.empty()) {
                if (!indentation()) break;
            }
            if (pos_ >= s_.size()) break;
            char c = s_[pos_];
            if (c == ' ' || c == '\t' || c == '\f') { pos_++; continue; }
            if (c == '#') { while (pos_ < s_.size() && s_[pos_] != '\n' && s_[pos_] != '\r') pos_++; continue; }
            if (c == '\r' || c == '\n') {
                int l = line_, col = col_of(pos_);
                newline_char();
                if (brackets_.empty()) emit_simple(Tok::Newline, "", l, col);
                continue;
            }
            if (c == '\\') {
                size_t p = pos_ + 1;
                if (p < s_.size() && (s_[p] == '\n' || s_[p] == '\r')) {
                    pos_ = p;
                    newline_char();
                    at_line_start_ = false;
                    if (pos_ >= s_.size())
                        throw SyntaxError("SyntaxError", "unexpected EOF while parsing", line_, 1);
                    continue;
                }
                throw SyntaxError("SyntaxError", "unexpected character after line continuation character",
                                  line_, col_of(pos_) + 1);
            }
            lex_token();
        }
        // End of input.
        if (expr_mode_) brackets_.erase(brackets_.begin());
        if (!brackets_.empty()) {
            auto& b = brackets_.back();
            throw SyntaxError("SyntaxError", fmt::format("'{}' was never closed", b.ch), b.line, b.col);
        }
        if (!toks_.empty() && toks_.back().kind != Tok::Newline && toks_.back().kind != Tok::Dedent)
            emit_simple(Tok::Newline, "", line_, col_of(pos_));
        while (indents_.size() > 1) {
            indents_.pop_back();
            emit_simple(Tok::Dedent, "", line_, 1);
        }
        emit_simple(Tok::End, "", line_, 1);
        return std::move(toks_);
    }

private:
    struct Bracket { char ch; int line, col; };
    struct Indent { int col, alt; };

    std::string_view s_;
    size_t pos_ = 0;
    size_t line_start_ = 0;
    int line_ = 1;
    bool at_line_start_ = true;
    std::vector<Token> toks_;
    std::vector<Bracket> brackets_;
    std::vector<Indent> indents_;
    int col_base_ = 0;       // columns before the text on its first line (expression mode)
    bool expr_mode_ = false; // tokenize_expression()

    int col_of(size_t p) const {
        // Column in code points, 1-based.
        int col = 1 + (line_start_ == 0 ? col_base_ : 0);
        for (size_t i = line_start_; i < p && i < s_.size();) { utf8_decode(s_, i); col++; }
        return col;
    }

    void newline_char() {
        if (s_[pos_] == '\r' && pos_ + 1 < s_.size() && s_[pos_ + 1] == '\n') pos_++;
        pos_++;
        line_++;
        line_start_ = pos_;
        at_line_start_ = brackets_.empty();
    }

    void emit_simple(Tok k, std::string text, int line, int col) {
        Token t;
        t.kind = k;
        t.text = std::move(text);
        t.line = t.end_line = line;
        t.col = col;
        t.end_col = col + 1;
        toks_.push_back(std::move(t));
    }

    // Measures the indentation of a new logical line; emits INDENT/DEDENT.
    // Returns false at end of input.
    bool indentation() {
        while (true) {
            int col = 0, alt = 0;
            size_t p = pos_;
            while (p < s_.size()) {
                char c = s_[p];
                if (c == ' ') { col++; alt++; }
                else if (c == '\t') { col = (col / 8 + 1) * 8; alt++; }
                else if (c == '\f') { col = alt = 0; }
                else break;
                p++;
            }
            if (p >= s_.size()) { pos_ = p; return false; }
            char c = s_[p];
            if (c == '#' || c == '\n' || c == '\r') {
                // Blank or comment-only line: no indentation change.
                pos_ = p;
                while (pos_ < s_.size() && s_[pos_] != '\n' && s_[pos_] != '\r') pos_++;
                if (pos_ >= s_.size()) return false;
                newline_char();
                continue;
            }
            if (c == '\\' && p + 1 < s_.size() && (s_[p + 1] == '\n' || s_[p + 1] == '\r')) {
                // A continuation at line start: treat as part of this line's indentation.
            }
            pos_ = p;
            at_line_start_ = false;
            Indent& top = indents_.back();
            if (col == top.col) {
                if (alt != top.alt) tab_error();
            } else if (col > top.col) {
                if (alt <= top.alt) tab_error();
                if (indents_.size() >= 100)
                    throw SyntaxError("IndentationError", "too many levels of indentation", line_, col + 1);
                indents_.push_back({col, alt});
                emit_simple(Tok::Indent, "", line_, 1);
            } else {
                while (indents_.size() > 1 && col < indents_.back().col) {
                    indents_.pop_back();
                    emit_simple(Tok::Dedent, "", line_, col + 1);
                }
                if (col != indents_.back().col)
                    throw SyntaxError("IndentationError", "unindent does not match any outer indentation level",
                                      line_, col + 1);
                if (alt != indents_.back().alt) tab_error();
            }
            return true;
        }
    }

    [[noreturn]] void tab_error() {
        throw SyntaxError("TabError", "inconsistent use of tabs and spaces in indentation", line_, 0);
    }

    void lex_token() {
        unsigned char c = s_[pos_];
        size_t start = pos_;
        int col = col_of(pos_);
        if (is_ident_start(c)) {
            while (pos_ < s_.size() && is_ident_char(s_[pos_])) pos_++;
            std::string_view word = s_.substr(start, pos_ - start);
            // String prefixes.
            if (pos_ < s_.size() && (s_[pos_] == '\'' || s_[pos_] == '"') && word.size() <= 2) {
                std::string p;
                for (char ch : word) p += char(std::tolower(ch));
                if (p == "r" || p == "u" || p == "b" || p == "f" || p == "rb" || p == "br" || p == "fr" ||
                    p == "rf") {
                    if (p.find('b') != std::string::npos)
                        throw not_supported("bytes literal", line_, col);
                    lex_string(p.find('r') != std::string::npos, p.find('f') != std::string::npos, line_, col);
                    return;
                }
            }
            // Check for characters CPython would reject in identifiers (a rough check:
            // non-ASCII letters are accepted).
            Token t;
            t.kind = Tok::Name;
            t.text = std::string(word);
            t.line = t.end_line = line_;
            t.col = col;
            t.end_col = col_of(pos_);
            toks_.push_back(std::move(t));
            return;
        }
        if (std::isdigit(c) || (c == '.' && pos_ + 1 < s_.size() && std::isdigit((unsigned char)s_[pos_ + 1]))) {
            lex_number(col);
            return;
        }
        if (c == '\'' || c == '"') { lex_string(false, false, line_, col); return; }
        for (int i = 0; kOps3[i]; i++)
            if (s_.substr(pos_, 3) == kOps3[i]) { pos_ += 3; emit_op(kOps3[i], col); return; }
        for (int i = 0; kOps2[i]; i++)
            if (s_.substr(pos_, 2) == kOps2[i]) { pos_ += 2; emit_op(kOps2[i], col); return; }
        if (c == '!') throw SyntaxError("SyntaxError", "invalid syntax", line_, col);
        for (const char* p = kOps1; *p; p++) {
            if (*p == (char)c) {
                pos_++;
                if (c == '(' || c == '[' || c == '{') {
                    if (brackets_.size() >= 200)
                        throw SyntaxError("SyntaxError", "too many nested parentheses", line_, col);
                    brackets_.push_back({char(c), line_, col});
                }
                else if (c == ')' || c == ']' || c == '}') {
                    if (brackets_.empty() || brackets_.back().ch == '\0')
                        throw SyntaxError("SyntaxError", fmt::format("unmatched '{}'", char(c)), line_, col);
                    char open = brackets_.back().ch;
                    char want = open == '(' ? ')' : open == '[' ? ']' : '}';
                    if (want != (char)c) {
                        if (brackets_.back().line != line_)
                            throw SyntaxError("SyntaxError",
                                              fmt::format("closing parenthesis '{}' does not match opening "
                                                          "parenthesis '{}' on line {}",
                                                          char(c), open, brackets_.back().line),
                                              line_, col);
                        throw SyntaxError("SyntaxError",
                                          fmt::format("closing parenthesis '{}' does not match opening "
                                                      "parenthesis '{}'",
                                                      char(c), open),
                                          line_, col);
                    }
                    brackets_.pop_back();
                }
                emit_op(std::string(1, char(c)), col);
                return;
            }
        }
        size_t i = pos_;
        uint32_t cp = utf8_decode(s_, i);
        if (cp < 0x80 && std::isprint((int)cp))
            throw SyntaxError("SyntaxError", "invalid syntax", line_, col);
        std::string ch;
        utf8_append(ch, cp);
        throw SyntaxError("SyntaxError", fmt::format("invalid character '{}' (U+{:04X})", ch, cp), line_, col);
    }

    void emit_op(std::string op, int col) {
        Token t;
        t.kind = Tok::Op;
        t.text = std::move(op);
        t.line = t.end_line = line_;
        t.col = col;
        t.end_col = col + (int)t.text.size();
        toks_.push_back(std::move(t));
    }

    void lex_number(int col) {
        size_t start = pos_;
        Token t;
        t.line = t.end_line = line_;
        t.col = col;
        auto digits = [&](auto ok) {
            // digits with single underscores between them
            bool any = false;
            while (pos_ < s_.size()) {
                char ch = s_[pos_];
                if (ok(ch)) { any = true; pos_++; }
                else if (ch == '_' && any && pos_ + 1 < s_.size() && ok(s_[pos_ + 1])) pos_++;
                else break;
            }
            return any;
        };
        auto isdec = [](char ch) { return ch >= '0' && ch <= '9'; };
        bool is_float = false;
        int base = 10;
        if (s_[pos_] == '0' && pos_ + 1 < s_.size() && std::strchr("xXoObB", s_[pos_ + 1])) {
            char b = std::tolower(s_[pos_ + 1]);
            base = b == 'x' ? 16 : b == 'o' ? 8 : 2;
            pos_ += 2;
            if (pos_ < s_.size() && s_[pos_] == '_') pos_++;
            bool ok;
            if (base == 16) ok = digits([](char ch) { return std::isxdigit((unsigned char)ch) != 0; });
            else if (base == 8) ok = digits([](char ch) { return ch >= '0' && ch <= '7'; });
            else ok = digits([](char ch) { return ch == '0' || ch == '1'; });
            if (!ok || (pos_ < s_.size() && std::isalnum((unsigned char)s_[pos_]))) {
                const char* name = base == 16 ? "hexadecimal" : base == 8 ? "octal" : "binary";
                if (pos_ < s_.size() && std::isdigit((unsigned char)s_[pos_]))
                    throw SyntaxError("SyntaxError",
                                      fmt::format("invalid digit '{}' in {} literal", s_[pos_], name), line_,
                                      col_of(pos_));
                throw SyntaxError("SyntaxError", fmt::format("invalid {} literal", name), line_, col);
            }
        } else {
            digits(isdec);
            if (pos_ < s_.size() && s_[pos_] == '.') {
                is_float = true;
                pos_++;
                digits(isdec);
            }
            if (pos_ < s_.size() && (s_[pos_] == 'e' || s_[pos_] == 'E')) {
                size_t save = pos_;
                pos_++;
                if (pos_ < s_.size() && (s_[pos_] == '+' || s_[pos_] == '-')) pos_++;
                if (digits(isdec)) is_float = true;
                else pos_ = save;
            }
            if (pos_ < s_.size() && (s_[pos_] == 'j' || s_[pos_] == 'J'))
                throw not_supported("complex number literal", line_, col);
        }
        if (pos_ < s_.size() && is_ident_char(s_[pos_]))
            throw SyntaxError("SyntaxError", "invalid decimal literal", line_, col_of(pos_));
        std::string text;
        for (size_t i = start; i < pos_; i++)
            if (s_[i] != '_') text += s_[i];
        t.text = std::string(s_.substr(start, pos_ - start));
        t.end_col = col_of(pos_);
        if (is_float) {
            t.kind = Tok::Float;
            t.fval = std::strtod(text.c_str(), nullptr);
        } else {
            t.kind = Tok::Int;
            std::string_view d = text;
            if (base != 10) d = d.substr(2);
            else if (d.size() > 1 && d[0] == '0') {
                for (char ch : d)
                    if (ch != '0')
                        throw SyntaxError("SyntaxError",
                                          "leading zeros in decimal integer literals are not permitted; use an "
                                          "0o prefix for octal integers",
                                          line_, col);
            }
            // CPython limits decimal conversions (sys.get_int_max_str_digits(), 4300 by default),
            // source literals included.
            if (base == 10 && d.size() > 4300)
                throw SyntaxError("SyntaxError",
                                  fmt::format("Exceeds the limit (4300 digits) for integer string conversion: value "
                                              "has {} digits; use sys.set_int_max_str_digits() to increase the "
                                              "limit - Consider hexadecimal for huge integer literals to avoid "
                                              "decimal conversion limits.",
                                              d.size()),
                                  line_, col);
            unsigned __int128 v = 0;
            for (char ch : d) {
                int dv = std::isdigit((unsigned char)ch) ? ch - '0' : std::tolower(ch) - 'a' + 10;
                v = v * base + dv;
                if (v > (unsigned __int128)INT64_MAX) {
                    t.int_too_big = true;
                    break;
                }
            }
            if (t.int_too_big) {
                // A big int constant: carried as decimal text (the vm makes the object).
                mpz_t z;
                mpz_init(z);
                mpz_set_str(z, std::string(d).c_str(), base);
                t.big.assign(mpz_sizeinbase(z, 10) + 1, '\0');
                mpz_get_str(t.big.data(), 10, z);
                t.big.resize(std::strlen(t.big.c_str()));
                mpz_clear(z);
            } else {
                t.ival = (int64_t)v;
            }
        }
        toks_.push_back(std::move(t));
    }

    // A string literal: first find its end (a backslash always takes the next
    // character with it, so an escaped quote or newline does not end it),
    // then decode the body, or keep it as written for an f-string.
    void lex_string(bool raw, bool fstring, int line, int col) {
        char q = s_[pos_];
        bool triple = s_.substr(pos_, 3) == std::string(3, q);
        pos_ += triple ? 3 : 1;
        size_t body_start = pos_;
        int body_line = line_, body_col = col_of(pos_);
        while (true) {
            if (pos_ >= s_.size()) {
                if (triple) {
                    // CPython names the line of the last character, not the empty one after it.
                    int last = (!s_.empty() && s_.back() == '\n') ? line_ - 1 : line_;
                    throw SyntaxError("SyntaxError",
                                      fmt::format("unterminated triple-quoted string literal (detected at line {})",
                                                  last),
                                      line, col);
                }
                throw SyntaxError("SyntaxError",
                                  fmt::format("unterminated string literal (detected at line {})", line_), line,
                                  col);
            }
            char c = s_[pos_];
            if (c == q && (!triple || s_.substr(pos_, 3) == std::string(3, q))) break;
            if (c == '\n' || c == '\r') {
                if (!triple)
                    throw SyntaxError("SyntaxError",
                                      fmt::format("unterminated string literal (detected at line {})", line_),
                                      line, col);
                string_newline();
                continue;
            }
            pos_++;
            if (c == '\\' && pos_ < s_.size()) {
                if (s_[pos_] == '\n' || s_[pos_] == '\r') string_newline();
                else pos_++;
            }
        }
        std::string_view body = s_.substr(body_start, pos_ - body_start);
        pos_ += triple ? 3 : 1;
        Token t;
        t.kind = fstring ? Tok::FString : Tok::String;
        if (fstring) {
            t.text = std::string(body);
            t.raw = raw;
            t.body_line = body_line;
            t.body_col = body_col;
        } else if (raw) {
            t.text = normalize_newlines(body);
        } else {
            t.text = decode_string_body(body, line, col);
        }
        t.line = line;
        t.col = col;
        t.end_line = line_;
        t.end_col = col_of(pos_);
        toks_.push_back(std::move(t));
    }

    // A newline inside a string literal (\r\n counts once).
    void string_newline() {
        if (s_[pos_] == '\r' && pos_ + 1 < s_.size() && s_[pos_ + 1] == '\n') pos_++;
        pos_++;
        line_++;
        line_start_ = pos_;
    }
};

} // namespace

std::vector<Token> tokenize(std::string_view source) { return Lexer(source).run(); }

std::vector<Token> tokenize_expression(std::string_view text, int line, int col) {
    return Lexer(text, line, col).run();
}

std::string normalize_newlines(std::string_view body) {
    std::string out;
    out.reserve(body.size());
    for (size_t i = 0; i < body.size(); i++) {
        if (body[i] == '\r') {
            out += '\n';
            if (i + 1 < body.size() && body[i + 1] == '\n') i++;
        } else {
            out += body[i];
        }
    }
    return out;
}

std::string decode_string_body(std::string_view b, int line, int col) {
    std::string out;
    out.reserve(b.size());
    size_t i = 0;
    while (i < b.size()) {
        char c = b[i];
        if (c == '\r') {
            out += '\n';
            i += (i + 1 < b.size() && b[i + 1] == '\n') ? 2 : 1;
            continue;
        }
        if (c != '\\') {
            out += c;
            i++;
            continue;
        }
        if (i + 1 >= b.size()) { // only at the end of an f-string's literal part
            out += '\\';
            i++;
            continue;
        }
        char e = b[i + 1];
        i += 2;
        switch (e) {
        case '\n': break; // a backslash-newline joins the lines
        case '\r':
            if (i < b.size() && b[i] == '\n') i++;
            break;
        case '\\': out += '\\'; break;
        case '\'': out += '\''; break;
        case '"': out += '"'; break;
        case 'a': out += '\a'; break;
        case 'b': out += '\b'; break;
        case 'f': out += '\f'; break;
        case 'n': out += '\n'; break;
        case 'r': out += '\r'; break;
        case 't': out += '\t'; break;
        case 'v': out += '\v'; break;
        case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7': {
            int v = e - '0';
            for (int k = 0; k < 2 && i < b.size() && b[i] >= '0' && b[i] <= '7'; k++) v = v * 8 + (b[i++] - '0');
            utf8_append(out, v);
            break;
        }
        case 'x': case 'u': case 'U': {
            int n = e == 'x' ? 2 : e == 'u' ? 4 : 8;
            uint32_t v = 0;
            for (int k = 0; k < n; k++) {
                if (i >= b.size() || !std::isxdigit((unsigned char)b[i])) {
                    const char* kind = e == 'x' ? "\\xXX" : e == 'u' ? "\\uXXXX" : "\\UXXXXXXXX";
                    throw SyntaxError("SyntaxError",
                                      fmt::format("(unicode error) 'unicodeescape' codec can't decode bytes in "
                                                  "position {}-{}: truncated {} escape",
                                                  0, k + 1, kind),
                                      line, col);
                }
                char h = b[i++];
                v = v * 16 + (std::isdigit((unsigned char)h) ? h - '0' : std::tolower(h) - 'a' + 10);
            }
            if (v > 0x10FFFF)
                throw SyntaxError("SyntaxError",
                                  "(unicode error) 'unicodeescape' codec can't decode bytes: illegal Unicode "
                                  "character",
                                  line, col);
            utf8_append(out, v);
            break;
        }
        case 'N': throw not_supported("\\N{...} escape", line, col);
        default:
            // Unknown escapes keep the backslash (CPython warns).
            out += '\\';
            out += e;
            break;
        }
    }
    return out;
}

} // namespace kiln
