// f-string bodies to JoinedStr parts, following CPython 3.11's
// fstring_find_literal / fstring_find_expr step by step so that the same
// inputs are accepted and the same errors raised. The expression text of a
// field is handed to the normal expression parser (through the callback),
// tokenized at its own place in the source so that line numbers stay right.
#include "fstring.hpp"

#include <fmt/format.h>

#include "lexer.hpp"
#include "syntax_error.hpp"

namespace kiln {

NodeP make_str_node(std::string text, int line, int col) {
    auto n = std::make_unique<Node>(NK::Const, line, col);
    n->cval.kind = ConstVal::Str;
    n->cval.s = std::move(text);
    return n;
}

namespace {

class FStringParser {
public:
    FStringParser(const Token& t, const FStringExprParser& parse_expr)
        : t_(t), s_(t.text), raw_(t.raw), parse_expr_(parse_expr) {}

    void run(std::vector<NodeP>& parts, std::string& pending) {
        size_t i = 0;
        parse(i, 0, parts, pending);
    }

private:
    const Token& t_;
    std::string_view s_;
    bool raw_;
    const FStringExprParser& parse_expr_;

    [[noreturn]] void error(const std::string& msg) { throw SyntaxError("SyntaxError", msg, t_.line, t_.col); }

    // Line and column (code points, 1-based) of body offset `off`.
    void position(size_t off, int& line, int& col) const {
        line = t_.body_line;
        col = t_.body_col;
        for (size_t i = 0; i < off; i++) {
            char c = s_[i];
            if (c == '\r' && i + 1 < off && s_[i + 1] == '\n') continue;
            if (c == '\n' || c == '\r') {
                line++;
                col = 1;
            } else if (((unsigned char)c & 0xC0) != 0x80) {
                col++;
            }
        }
    }

    void flush(std::string& pending, std::vector<NodeP>& parts) {
        if (!pending.empty()) parts.push_back(make_str_node(std::move(pending), t_.line, t_.col));
        pending.clear();
    }

    // Literal text and fields from s_[i] on, up to the end of the body (level
    // 0) or the '}' that closes a nested format spec (level 1).
    void parse(size_t& i, int level, std::vector<NodeP>& parts, std::string& pending) {
        while (true) {
            if (find_literal(i, level, pending)) continue; // a doubled brace
            if (i >= s_.size() || s_[i] == '}') break;
            NodeP field = find_expr(i, level, pending);
            flush(pending, parts);
            parts.push_back(std::move(field));
        }
        if (level != 0 && (i >= s_.size() || s_[i] != '}')) error("f-string: expecting '}'");
    }

    // Literal text up to a '{' (or the '}' ending a nested spec); true when it
    // stopped after a doubled brace, which it kept once.
    bool find_literal(size_t& i, int level, std::string& pending) {
        size_t start = i, s = i, n = s_.size();
        bool doubled = false;
        while (s < n) {
            char ch = s_[s++];
            if (!raw_ && ch == '\\' && s < n) {
                ch = s_[s++];
                if (ch == 'N') {
                    // \N{NAME}: its braces are not a field (the escape itself is refused when decoded).
                    if (s < n && s_[s++] == '{')
                        while (s < n && s_[s++] != '}') {
                        }
                    continue;
                }
            }
            if (ch == '{' || ch == '}') {
                if (level == 0) {
                    if (s < n && s_[s] == ch) {
                        i = s + 1;
                        doubled = true;
                        break;
                    }
                    if (ch == '}') error("f-string: single '}' is not allowed");
                }
                s--;
                break;
            }
        }
        if (!doubled) i = s;
        if (s != start) {
            std::string_view lit = s_.substr(start, s - start);
            pending += raw_ ? normalize_newlines(lit) : decode_string_body(lit, t_.line, t_.col);
        }
        return doubled;
    }

    static bool is_py_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }

    // A replacement field starting at the '{' at s_[i].
    NodeP find_expr(size_t& i, int level, std::string& pending) {
        if (level >= 2) error("f-string: expressions nested too deeply");
        size_t n = s_.size();
        i++;
        size_t expr_start = i;
        char quote = 0;
        int string_type = 0;
        std::string stack;
        for (; i < n; i++) {
            char ch = s_[i];
            if (ch == '\\') error("f-string expression part cannot include a backslash");
            if (quote) {
                if (ch == quote) {
                    if (string_type == 3) {
                        if (i + 2 < n && s_[i + 1] == ch && s_[i + 2] == ch) {
                            i += 2;
                            string_type = 0;
                            quote = 0;
                        }
                    } else {
                        string_type = 0;
                        quote = 0;
                    }
                }
            } else if (ch == '\'' || ch == '"') {
                if (i + 2 < n && s_[i + 1] == ch && s_[i + 2] == ch) {
                    string_type = 3;
                    i += 2;
                } else {
                    string_type = 1;
                }
                quote = ch;
            } else if (ch == '[' || ch == '{' || ch == '(') {
                if (stack.size() >= 200) error("f-string: too many nested parenthesis");
                stack += ch;
            } else if (ch == '#') {
                error("f-string expression part cannot include '#'");
            } else if (stack.empty() && (ch == '!' || ch == ':' || ch == '}' || ch == '=' || ch == '>' || ch == '<')) {
                if (i + 1 < n) {
                    char next = s_[i + 1];
                    if ((ch == '!' || ch == '=' || ch == '<' || ch == '>') && next == '=') {
                        i++; // != == <= >=
                        continue;
                    }
                    if (ch == '>' || ch == '<') continue;
                }
                break;
            } else if (ch == ']' || ch == '}' || ch == ')') {
                if (stack.empty()) error(fmt::format("f-string: unmatched '{}'", ch));
                char open = stack.back();
                stack.pop_back();
                if (!((open == '(' && ch == ')') || (open == '[' && ch == ']') || (open == '{' && ch == '}')))
                    error(fmt::format("f-string: closing parenthesis '{}' does not match opening parenthesis '{}'",
                                      ch, open));
            }
        }
        size_t expr_end = i;
        if (quote) error("f-string: unterminated string");
        if (!stack.empty()) error(fmt::format("f-string: unmatched '{}'", stack.back()));
        if (i >= n) error("f-string: expecting '}'");

        std::string_view text = s_.substr(expr_start, expr_end - expr_start);
        bool blank = true;
        for (char c : text) blank &= c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f';
        if (blank) {
            char c = s_[i];
            if (c == '!' || c == ':' || c == '=')
                error(fmt::format("f-string: expression required before '{}'", c));
            error("f-string: empty expression not allowed");
        }
        int line, col;
        position(expr_start, line, col);
        NodeP value = parse_expr_(text, line, col);

        bool debug = false;
        if (s_[i] == '=') {
            i++;
            while (i < n && is_py_space(s_[i])) i++;
            if (i >= n) error("f-string: expecting '}'");
            pending += normalize_newlines(s_.substr(expr_start, i - expr_start));
            debug = true;
        }
        int conversion = 0;
        if (s_[i] == '!') {
            i++;
            if (i >= n) error("f-string: expecting '}'");
            conversion = (unsigned char)s_[i++];
            if (conversion != 's' && conversion != 'r' && conversion != 'a')
                error("f-string: invalid conversion character: expected 's', 'r', or 'a'");
        }
        NodeP spec;
        if (i < n && s_[i] == ':') {
            i++;
            if (i >= n) error("f-string: expecting '}'");
            spec = std::make_unique<Node>(NK::JoinedStr, t_.line, t_.col);
            std::string spec_pending;
            parse(i, level + 1, spec->list, spec_pending);
            flush(spec_pending, spec->list);
        }
        if (i >= n || s_[i] != '}') error("f-string: expecting '}'");
        i++;
        if (debug && !spec && conversion == 0) conversion = 'r';
        auto fv = std::make_unique<Node>(NK::FormattedValue, t_.line, t_.col);
        fv->a = std::move(value);
        fv->b = std::move(spec);
        fv->cval.i = conversion;
        return fv;
    }
};

} // namespace

void parse_fstring(const Token& t, const FStringExprParser& parse_expr, std::vector<NodeP>& parts,
                   std::string& pending) {
    FStringParser(t, parse_expr).run(parts, pending);
}

} // namespace kiln
