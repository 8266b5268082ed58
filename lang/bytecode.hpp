// The bytecode format: the only thing lang/ and vm/ share.
#pragma once
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace kiln {

enum class Opcode : uint8_t {
#define OPCODE(name, effect, jump) name,
#include "opcodes.def"
#undef OPCODE
    COUNT_
};

const char* opcode_name(Opcode op);
bool opcode_has_jump(Opcode op);

inline uint32_t encode(Opcode op, uint32_t arg) { return uint32_t(op) | (arg << 8); }
inline Opcode op_of(uint32_t ins) { return Opcode(ins & 0xFF); }
inline uint32_t arg_of(uint32_t ins) { return ins >> 8; }
constexpr uint32_t kMaxArg = (1u << 24) - 1;

// MAKE_FUNCTION flags.
enum : uint32_t { kFnDefaults = 1, kFnKwDefaults = 2, kFnAnnotations = 4, kFnClosure = 8 };
// BUILD_SET flag: a display of constants, built as CPython 3.11 does (frozenset, then merged).
constexpr uint32_t kBuildSetFolded = 1u << 23;
// CALL_EX flag: the arguments are a lone `*v` as given, made a tuple by the call (call_args_tuple).
constexpr uint32_t kCallArgsAsGiven = 2;
// FORMAT_VALUE flags: the conversion in the low two bits, then whether a
// format spec (a str) is on the stack above the value.
enum : uint32_t { kFormatStr = 1, kFormatRepr = 2, kFormatAscii = 3, kFormatConversionMask = 3, kFormatHasSpec = 4 };

struct CodeProto;

// A compile-time constant.
struct Constant;
// Two constants that are the same value of the same type (a float by its
// bits: 0.0 and -0.0 differ; 1, 1.0 and True differ), as CPython merges them.
bool same_constant(const Constant& a, const Constant& b);

struct Constant {
    enum Kind : uint8_t { None, True, False, Int, BigInt, Float, Str, Ellipsis, Code, NameTuple, Tuple } kind = None;
    int64_t i = 0;
    double f = 0;
    std::string s; // Str: the text; BigInt: decimal digits with an optional '-', outside the 64-bit range
    std::vector<std::string> names; // NameTuple: keyword names of a call
    std::vector<Constant> items;    // Tuple: a tuple display of constants, folded as CPython folds it
    const CodeProto* code = nullptr;
};

// One row of a code object's exception table: an exception raised by an
// instruction in [start, end) resets the operand stack to `depth` values,
// pushes the exception and jumps to `handler`. Rows are ordered innermost
// first; the first row that covers the instruction wins.
struct ExcEntry {
    uint32_t start, end, handler, depth;
};

// A compiled function body (or module). Produced by the compiler, turned into
// a runtime code object by the vm.
struct CodeProto {
    std::string name;     // "<module>", "<lambda>" or the function's name
    std::string qualname; // e.g. "outer.<locals>.inner", used in error messages
    std::optional<std::string> doc; // a function's docstring (its __doc__), if it has one
    std::string filename;
    int first_line = 1;
    std::vector<uint32_t> code;
    std::vector<int> lines; // source line per instruction
    std::vector<Constant> consts;
    std::vector<std::string> names;    // globals and attributes
    std::vector<std::string> varnames; // locals, parameters first
    std::vector<std::string> cellvars; // locals captured by inner functions
    std::vector<std::string> freevars; // captured from enclosing functions
    std::vector<int> cell_from_param;  // per cellvar: the parameter index it starts as, or -1
    int argcount = 0;  // positional parameters (incl. positional-only)
    int posonly = 0;
    int kwonly = 0;
    bool has_varargs = false;
    bool has_varkw = false;
    bool is_module = false;
    bool is_class_body = false; // slot 0 holds the class namespace dict
    bool is_generator = false;  // calling it makes a generator object
    int max_stack = 0;
    std::vector<ExcEntry> exc_table;
    std::vector<std::unique_ptr<CodeProto>> children;
};

// Text listing of a code object (used by unit tests and --dis).
std::string disassemble(const CodeProto& code);

} // namespace kiln
