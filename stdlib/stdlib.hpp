// What stdlib/ installs into a new VM.
#pragma once
#include <cstddef>
#include <cstdint>

namespace kiln {

struct VM;
struct Value;

void install_builtins(VM& vm);       // builtin functions and type constructors
void install_str_methods(VM& vm);
void install_str_translate(VM& vm); // str.maketrans, str.translate
void install_list_methods(VM& vm);
void install_sequence_methods(VM& vm); // tuple and range
void install_number_methods(VM& vm);   // int and float
void install_dict_methods(VM& vm);
void install_set_methods(VM& vm);
void install_generator_methods(VM& vm); // vm/generator.cpp
void install_format(VM& vm);         // format(), ascii(), str.format, str.format_map

// Sorts keys stably as list.sort does (permuting values alongside, if
// given): false with the error of a comparison raised.
bool sort_values_by_keys(VM& vm, Value* keys, Value* values, size_t n);

// The decimal value of a Unicode decimal digit (category Nd), or -1.
int unicode_decimal_value(uint32_t cp);

} // namespace kiln
