// What stdlib/ installs into a new VM.
#pragma once
#include <cstdint>

namespace kiln {

struct VM;

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

// The decimal value of a Unicode decimal digit (category Nd), or -1.
int unicode_decimal_value(uint32_t cp);

} // namespace kiln
