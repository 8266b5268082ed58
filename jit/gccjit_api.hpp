// libgccjit, loaded when the first trace goes to GCC rather than when kiln
// starts: loading it (and GCC's own libraries) took 2.4 ms, half of kiln's
// start-up, and a run whose traces all come from the code cache never
// needs it. Without it, kiln runs everything in the interpreter.
//
// Include this instead of <libgccjit.h>: after it, a call such as
// gcc_jit_context_acquire() goes through the table below (the macros at
// the end), which load_gccjit() fills. Call that first.
#pragma once
#include <libgccjit.h>

#include <string>

// Every libgccjit function kiln calls.
#define KILN_GCCJIT_FUNCTIONS(X) \
    X(gcc_jit_block_add_assignment) \
    X(gcc_jit_block_add_assignment_op) \
    X(gcc_jit_block_add_eval) \
    X(gcc_jit_block_end_with_conditional) \
    X(gcc_jit_block_end_with_jump) \
    X(gcc_jit_block_end_with_return) \
    X(gcc_jit_block_end_with_switch) \
    X(gcc_jit_context_acquire) \
    X(gcc_jit_context_add_command_line_option) \
    X(gcc_jit_context_compile) \
    X(gcc_jit_context_compile_to_file) \
    X(gcc_jit_context_dump_to_file) \
    X(gcc_jit_context_dump_reproducer_to_file) \
    X(gcc_jit_context_get_builtin_function) \
    X(gcc_jit_context_get_first_error) \
    X(gcc_jit_context_get_type) \
    X(gcc_jit_context_new_array_access) \
    X(gcc_jit_context_new_array_type) \
    X(gcc_jit_context_new_binary_op) \
    X(gcc_jit_context_new_bitcast) \
    X(gcc_jit_context_new_call) \
    X(gcc_jit_context_new_call_through_ptr) \
    X(gcc_jit_context_new_case) \
    X(gcc_jit_context_new_cast) \
    X(gcc_jit_context_new_comparison) \
    X(gcc_jit_context_new_field) \
    X(gcc_jit_context_new_function) \
    X(gcc_jit_context_new_function_ptr_type) \
    X(gcc_jit_context_new_global) \
    X(gcc_jit_context_new_param) \
    X(gcc_jit_context_new_rvalue_from_double) \
    X(gcc_jit_context_new_rvalue_from_int) \
    X(gcc_jit_context_new_rvalue_from_long) \
    X(gcc_jit_context_new_struct_type) \
    X(gcc_jit_context_new_unary_op) \
    X(gcc_jit_context_null) \
    X(gcc_jit_context_one) \
    X(gcc_jit_context_release) \
    X(gcc_jit_context_set_bool_allow_unreachable_blocks) \
    X(gcc_jit_context_set_bool_print_errors_to_stderr) \
    X(gcc_jit_context_set_int_option) \
    X(gcc_jit_context_zero) \
    X(gcc_jit_function_new_block) \
    X(gcc_jit_function_new_local) \
    X(gcc_jit_global_set_initializer) \
    X(gcc_jit_lvalue_access_field) \
    X(gcc_jit_lvalue_as_rvalue) \
    X(gcc_jit_lvalue_get_address) \
    X(gcc_jit_param_as_rvalue) \
    X(gcc_jit_result_get_code) \
    X(gcc_jit_result_release) \
    X(gcc_jit_rvalue_dereference) \
    X(gcc_jit_struct_as_type) \
    X(gcc_jit_type_get_const) \
    X(gcc_jit_type_get_pointer) \
    X(gcc_jit_type_get_volatile) \
    X(gcc_jit_version_major) \
    X(gcc_jit_version_minor) \
    X(gcc_jit_version_patchlevel)

namespace kiln::jit {

struct GccJit {
#define KILN_GCCJIT_POINTER(f) decltype(&::f) f = nullptr;
    KILN_GCCJIT_FUNCTIONS(KILN_GCCJIT_POINTER)
#undef KILN_GCCJIT_POINTER
};

extern GccJit gccjit;

// Loads libgccjit.so.0 the first time (thread-safe) and fills `gccjit`;
// false, with *why set, when it cannot be loaded or lacks a function.
bool load_gccjit(std::string* why);
// True once load_gccjit has loaded it (never waits for a load under way).
bool gccjit_loaded();
// For a process forked from one whose compiler thread may be inside
// libgccjit (holding its global lock, a copy the fork froze): loads a copy
// of its own in a new link-map namespace, which `gccjit` then calls, and
// load_gccjit reports loaded from then on. Only where no other thread
// runs (jit/finish_detached.cpp).
bool load_fresh_gccjit(std::string* why);

} // namespace kiln::jit

#ifndef KILN_GCCJIT_LOADER
#define gcc_jit_block_add_assignment (::kiln::jit::gccjit.gcc_jit_block_add_assignment)
#define gcc_jit_block_add_assignment_op (::kiln::jit::gccjit.gcc_jit_block_add_assignment_op)
#define gcc_jit_block_add_eval (::kiln::jit::gccjit.gcc_jit_block_add_eval)
#define gcc_jit_block_end_with_conditional (::kiln::jit::gccjit.gcc_jit_block_end_with_conditional)
#define gcc_jit_block_end_with_jump (::kiln::jit::gccjit.gcc_jit_block_end_with_jump)
#define gcc_jit_block_end_with_return (::kiln::jit::gccjit.gcc_jit_block_end_with_return)
#define gcc_jit_block_end_with_switch (::kiln::jit::gccjit.gcc_jit_block_end_with_switch)
#define gcc_jit_context_acquire (::kiln::jit::gccjit.gcc_jit_context_acquire)
#define gcc_jit_context_add_command_line_option (::kiln::jit::gccjit.gcc_jit_context_add_command_line_option)
#define gcc_jit_context_compile (::kiln::jit::gccjit.gcc_jit_context_compile)
#define gcc_jit_context_compile_to_file (::kiln::jit::gccjit.gcc_jit_context_compile_to_file)
#define gcc_jit_context_dump_to_file (::kiln::jit::gccjit.gcc_jit_context_dump_to_file)
#define gcc_jit_context_dump_reproducer_to_file (::kiln::jit::gccjit.gcc_jit_context_dump_reproducer_to_file)
#define gcc_jit_context_get_builtin_function (::kiln::jit::gccjit.gcc_jit_context_get_builtin_function)
#define gcc_jit_context_get_first_error (::kiln::jit::gccjit.gcc_jit_context_get_first_error)
#define gcc_jit_context_get_type (::kiln::jit::gccjit.gcc_jit_context_get_type)
#define gcc_jit_context_new_array_access (::kiln::jit::gccjit.gcc_jit_context_new_array_access)
#define gcc_jit_context_new_array_type (::kiln::jit::gccjit.gcc_jit_context_new_array_type)
#define gcc_jit_context_new_binary_op (::kiln::jit::gccjit.gcc_jit_context_new_binary_op)
#define gcc_jit_context_new_bitcast (::kiln::jit::gccjit.gcc_jit_context_new_bitcast)
#define gcc_jit_context_new_call (::kiln::jit::gccjit.gcc_jit_context_new_call)
#define gcc_jit_context_new_call_through_ptr (::kiln::jit::gccjit.gcc_jit_context_new_call_through_ptr)
#define gcc_jit_context_new_case (::kiln::jit::gccjit.gcc_jit_context_new_case)
#define gcc_jit_context_new_cast (::kiln::jit::gccjit.gcc_jit_context_new_cast)
#define gcc_jit_context_new_comparison (::kiln::jit::gccjit.gcc_jit_context_new_comparison)
#define gcc_jit_context_new_field (::kiln::jit::gccjit.gcc_jit_context_new_field)
#define gcc_jit_context_new_function (::kiln::jit::gccjit.gcc_jit_context_new_function)
#define gcc_jit_context_new_function_ptr_type (::kiln::jit::gccjit.gcc_jit_context_new_function_ptr_type)
#define gcc_jit_context_new_global (::kiln::jit::gccjit.gcc_jit_context_new_global)
#define gcc_jit_context_new_param (::kiln::jit::gccjit.gcc_jit_context_new_param)
#define gcc_jit_context_new_rvalue_from_double (::kiln::jit::gccjit.gcc_jit_context_new_rvalue_from_double)
#define gcc_jit_context_new_rvalue_from_int (::kiln::jit::gccjit.gcc_jit_context_new_rvalue_from_int)
#define gcc_jit_context_new_rvalue_from_long (::kiln::jit::gccjit.gcc_jit_context_new_rvalue_from_long)
#define gcc_jit_context_new_struct_type (::kiln::jit::gccjit.gcc_jit_context_new_struct_type)
#define gcc_jit_context_new_unary_op (::kiln::jit::gccjit.gcc_jit_context_new_unary_op)
#define gcc_jit_context_null (::kiln::jit::gccjit.gcc_jit_context_null)
#define gcc_jit_context_one (::kiln::jit::gccjit.gcc_jit_context_one)
#define gcc_jit_context_release (::kiln::jit::gccjit.gcc_jit_context_release)
#define gcc_jit_context_set_bool_allow_unreachable_blocks (::kiln::jit::gccjit.gcc_jit_context_set_bool_allow_unreachable_blocks)
#define gcc_jit_context_set_bool_print_errors_to_stderr (::kiln::jit::gccjit.gcc_jit_context_set_bool_print_errors_to_stderr)
#define gcc_jit_context_set_int_option (::kiln::jit::gccjit.gcc_jit_context_set_int_option)
#define gcc_jit_context_zero (::kiln::jit::gccjit.gcc_jit_context_zero)
#define gcc_jit_function_new_block (::kiln::jit::gccjit.gcc_jit_function_new_block)
#define gcc_jit_function_new_local (::kiln::jit::gccjit.gcc_jit_function_new_local)
#define gcc_jit_global_set_initializer (::kiln::jit::gccjit.gcc_jit_global_set_initializer)
#define gcc_jit_lvalue_access_field (::kiln::jit::gccjit.gcc_jit_lvalue_access_field)
#define gcc_jit_lvalue_as_rvalue (::kiln::jit::gccjit.gcc_jit_lvalue_as_rvalue)
#define gcc_jit_lvalue_get_address (::kiln::jit::gccjit.gcc_jit_lvalue_get_address)
#define gcc_jit_param_as_rvalue (::kiln::jit::gccjit.gcc_jit_param_as_rvalue)
#define gcc_jit_result_get_code (::kiln::jit::gccjit.gcc_jit_result_get_code)
#define gcc_jit_result_release (::kiln::jit::gccjit.gcc_jit_result_release)
#define gcc_jit_rvalue_dereference (::kiln::jit::gccjit.gcc_jit_rvalue_dereference)
#define gcc_jit_struct_as_type (::kiln::jit::gccjit.gcc_jit_struct_as_type)
#define gcc_jit_type_get_const (::kiln::jit::gccjit.gcc_jit_type_get_const)
#define gcc_jit_type_get_pointer (::kiln::jit::gccjit.gcc_jit_type_get_pointer)
#define gcc_jit_type_get_volatile (::kiln::jit::gccjit.gcc_jit_type_get_volatile)
#define gcc_jit_version_major (::kiln::jit::gccjit.gcc_jit_version_major)
#define gcc_jit_version_minor (::kiln::jit::gccjit.gcc_jit_version_minor)
#define gcc_jit_version_patchlevel (::kiln::jit::gccjit.gcc_jit_version_patchlevel)
#endif
