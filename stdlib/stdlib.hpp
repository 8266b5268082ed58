// What stdlib/ installs into a new VM.
#pragma once

namespace kiln {

struct VM;

void install_builtins(VM& vm);       // builtin functions and type constructors
void install_str_methods(VM& vm);
void install_list_methods(VM& vm);
void install_dict_methods(VM& vm);
void install_set_methods(VM& vm);
void install_generator_methods(VM& vm); // vm/generator.cpp

} // namespace kiln
