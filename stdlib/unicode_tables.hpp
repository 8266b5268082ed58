// Unicode character properties and case mappings, as CPython 3.11's str
// methods have them (Unicode 14.0.0): exact for every code point. The
// tables are generated (stdlib/unicode_tables.cpp says how).
#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace kiln::unicode {

// Python's whitespace and line boundaries (str.split(), str.splitlines()).
bool is_space(uint32_t c);
bool is_linebreak(uint32_t c);

// str.isalpha() and friends, per code point.
bool is_alpha(uint32_t c);
bool is_decimal(uint32_t c);
bool is_digit(uint32_t c);
bool is_numeric(uint32_t c);
bool is_alnum(uint32_t c);
bool is_case_ignorable(uint32_t c);
bool is_title_char(uint32_t c);
bool is_upper_char(uint32_t c);
bool is_lower_char(uint32_t c);
bool is_cased(uint32_t c);

// Simple (one-to-one) case mappings.
struct Case {
    uint32_t lower, upper, title;
};
Case case_of(uint32_t c);

// Full (possibly one-to-many: ß -> SS) mappings, appended as UTF-8. The
// lower case of cps[i] needs its context (the Greek final-sigma rule).
void append_upper(std::string& out, uint32_t c);
void append_title(std::string& out, uint32_t c);
void append_lower(std::string& out, const std::vector<uint32_t>& cps, size_t i);
void append_casefold(std::string& out, uint32_t c);

} // namespace kiln::unicode
