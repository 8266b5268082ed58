// The virtual machine: heap, value stack, frames, builtin types, the pending
// exception. One VM is one interpreter; nothing here is global.
#pragma once
#include <fmt/format.h>

#include <atomic>
#include <chrono>
#include <exception>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <unordered_map>
#include <vector>

#include "c_stack.hpp"
#include "dict_layout.hpp"
#include "heap.hpp"
#include "jit_stats.hpp"
#include "object.hpp"

namespace kiln {

struct Frame {
    FunctionObj* func;   // null for module code
    CodeObj* code;
    const uint32_t* pc;  // next instruction (saved while not running)
    Value* base;         // slots: locals, cells, frees; operand stack follows
    Value* sp;           // operand stack top (saved while not running)
    DictObj* globals;
    bool is_entry;       // returning from it leaves the interpreter loop
    // The __init__ of a class's call (CALL in vm/interp.cpp): returning
    // gives the instance, `owner`, to the caller, and anything but None is
    // an error. With no owner, a property's setter run by STORE_ATTR
    // (VM::push_accessor_frame): returning drops the value, pushes nothing.
    // (One flag for both: the return's common case tests one byte.)
    bool constructs = false;
    uint32_t handling_base = 0; // vm.handling's size when the frame started (restored on unwind)
    // The generator this frame runs (then always an entry frame), or the
    // instance an __init__ makes (constructs): one field, so that a Frame,
    // pushed at every call, stays 64 bytes.
    Obj* owner = nullptr;
    GeneratorObj* gen() const { return constructs ? nullptr : reinterpret_cast<GeneratorObj*>(owner); }
    InstanceObj* made() const { return constructs ? reinterpret_cast<InstanceObj*>(owner) : nullptr; }
};
static_assert(sizeof(Frame) == 64, "a Frame is pushed at every call: keep it one cache line");

struct VMOptions {
    bool jit = true;
    int jit_threshold = 0; // 0: the JIT's default
    int jit_max_specialisations = 8;
    int jit_opt_level = 1;
    bool jit_background = true; // compile on a background thread
    bool jit_log = false;
    bool jit_perf_map = false;
    std::string jit_dump;
    bool jit_timing = false; // measure the time spent in native code (JitStats::native_ticks)
    std::string jit_cache; // "": KILN_JIT_CACHE or the user's cache directory; "off"; a directory
    int recursion_limit = 1000;
    int max_recursion_limit = 1000; // sys.setrecursionlimit's ceiling (frames are reserved up to it)
    // Nesting that uses the C stack (natives calling back into Python, repr
    // and comparison of nested containers) stops at the host's recursion
    // limit even when a script raises the frame limit: the C stack does not grow.
    int c_recursion_limit = 1000;
    int c_limit() const { return recursion_limit < c_recursion_limit ? recursion_limit : c_recursion_limit; }
    // Limits for untrusted scripts (0: none); see vm/limits.cpp.
    size_t heap_limit = 0;                     // bytes: MemoryError
    uint64_t step_limit = 0;                   // back-edges + calls per budget: TimeoutError
    std::chrono::nanoseconds time_limit{0};    // wall clock per budget: TimeoutError
};

enum class CmpOp : uint8_t { Lt, Le, Eq, Ne, Gt, Ge };
// The comparison with its operands swapped (a < b is b > a).
constexpr CmpOp reflected(CmpOp op) {
    switch (op) {
    case CmpOp::Lt: return CmpOp::Gt;
    case CmpOp::Le: return CmpOp::Ge;
    case CmpOp::Gt: return CmpOp::Lt;
    case CmpOp::Ge: return CmpOp::Le;
    default: return op;
    }
}

struct VM;
class Interpreter;
namespace jit {
class Jit;
struct JitRuntime;
}

namespace detail {
// A value the host holds through a kiln::Object: a node in its VM's list of
// roots. `vm` is null once the VM is gone (the node then only waits for its
// Object to be destroyed).
struct Handle {
    Handle* prev;
    Handle* next;
    Value value;
    VM* vm;
};
} // namespace detail

struct VM {
    explicit VM(VMOptions opts = {});
    ~VM();
    VM(const VM&) = delete;
    VM& operator=(const VM&) = delete;

    VMOptions options;
    JitStats jit_stats;
    std::unique_ptr<jit::Jit> jit_engine; // null with the JIT off

    // ------------------------------------------------------------ heap
    Heap heap;
    size_t bytes_allocated = 0;   // object cells (exact after a collection)
    size_t container_bytes = 0;   // list and dict storage (see heap_alloc.hpp)
    size_t next_gc = 4 << 20;
    size_t gc_floor = 4 << 20; // the least next_gc is set to after a collection (vm/gc.cpp)
    bool gc_pending = false;
    size_t gc_count = 0;
    DictLayouts dict_layouts; // the layouts its dicts share (vm/dict_layout.hpp)
    std::vector<Value> temp_roots; // values natives keep across calls back into Python
    std::vector<Obj*> pinned;      // objects the VM keeps for good (module dicts, types)
    detail::Handle handles{&handles, &handles, Value(), nullptr}; // host handles: a circular list
    detail::Handle* free_handles = nullptr;                       // recycled nodes (linked by next)
    size_t free_handle_count = 0;
    int host_depth = 0; // nested calls from the host into this VM (see vm/api.hpp Entry)
    Interpreter* api = nullptr;                                   // the Interpreter owning this VM, if any

    template <class T>
    T* alloc(Kind kind, size_t extra = 0) {
        size_t size = sizeof(T) + extra, charged;
        void* mem = heap.allocate(size, &charged);
        T* o;
        if constexpr (std::is_same_v<T, DictObj>) {
            // Every member of a dict has its initializer: constructed, not
            // zeroed first (GCC zeroed its 96 bytes with `rep stos`, a
            // fifth of the time a `{}` took).
            o = new (mem) T;
            o->gc_next = nullptr;
        } else {
            o = new (mem) T();
        }
        o->kind = kind;
        o->flavour = 0;
        o->marked = false;
        o->large = size > Heap::kMaxSmall;
        if (o->large) heap.link_large(o);
        else if (kind_needs_destroy(kind)) heap.note_destroy(o);
        note_alloc(charged);
        return o;
    }
    void note_alloc(size_t n) {
        bytes_allocated += n;
        if (bytes_allocated + container_bytes > next_gc) request_gc();
    }
    void request_gc() {
        gc_pending = true;
        attention.store(true, std::memory_order_relaxed);
    }
    size_t heap_bytes() const { return bytes_allocated + container_bytes; }
    void collect(); // only at safe points: see gc.cpp

    // The last dict lookup that found its key (vm/dict.cpp): a dict with
    // this layout has this very key at entry `ix`, so `d[k] += 1` and
    // `d[k] = d.get(k, 0) + 1` hash and probe once, not twice. Only for
    // numbers, None and str (hashing anything else may run Python code,
    // which CPython runs at every lookup). Cleared by every collection,
    // which may free the key and reuse its address.
    struct DictHit {
        uint64_t layout = UINT64_MAX;
        Value key = Value::empty();
        int64_t ix = 0;
    } dict_hit;

    // ------------------------------------------------------------ attention (vm/limits.cpp)
    // The one flag safe points poll: the loop back-edge and function entry in
    // the interpreter, and the same places in JIT code. Set by a collection
    // request, by interrupt() from any thread, and kept set while a step or
    // time budget runs. A clear flag costs the hot path one load.
    std::atomic<bool> attention{false};
    std::atomic<bool> interrupt_requested{false};
    bool metered = false;  // a step or time budget is running: attention stays set
    uint64_t steps = 0;    // counted while metered
    uint64_t polls = 0;    // poll_slow() calls while metered
    bool budget_spent = false;
    std::chrono::steady_clock::time_point deadline;

    // At a safe point (vm.sp and the frame's pc saved): delivers an interrupt,
    // charges a step, collects if asked, enforces the heap limit. False with
    // an exception pending when the script must stop.
    bool service_attention();
    // Inside a native's long loop (not a safe point: no collection):
    // interrupt and budgets only. False with an exception pending.
    bool poll() { return !attention.load(std::memory_order_relaxed) || poll_slow(); }
    bool poll_slow();
    // Before one allocation of `bytes` that the heap limit may forbid
    // outright (str * n, [x] * n, ...). False with MemoryError pending.
    bool check_reserve(size_t bytes);
    // The budgets run from the host's outermost call into the VM.
    void start_budget();
    void stop_budget();
    void interrupt(); // any thread

    // ------------------------------------------------------------ objects
    Value str(std::string_view s);
    StrObj* new_str(std::string_view s);
    // The same for text the caller knows is ASCII (digits, a piece of an
    // ASCII string): no scan of its bytes.
    Value ascii_str(std::string_view s);
    StrObj* intern(std::string_view s);
    TupleObj* new_tuple(size_t n);
    Value tuple(std::initializer_list<Value> items);
    ListObj* new_list(size_t reserve = 0);
    DictObj* new_dict();
    Value range(int64_t start, int64_t stop, int64_t step);
    NativeObj* new_native(const char* name, NativeFn fn, bool takes_kw, TypeObj* owner = nullptr);
    TypeObj* new_type(const char* name, TypeObj* base, NativeFn ctor);
    Value bound_method(Value self, Value func);
    CodeObj* new_code(const CodeProto* proto, std::shared_ptr<const CodeProto> owner);
    // A compiled constant's value (a tuple of constants built once per
    // module: const_tuples_, while new_code makes its code objects).
    Value const_value(const Constant& k, const std::shared_ptr<const CodeProto>& owner);
    std::vector<std::pair<const Constant*, Value>>* const_tuples_ = nullptr;

    std::unordered_map<std::string_view, StrObj*> interned;
    // intern()'s "" (at 128) and one-ASCII-character strings, once made:
    // split() and indexing make many, and the map hashes each one.
    StrObj* short_interned[129] = {};

    // ------------------------------------------------------------ types
    TypeObj* kind_types[(int)Kind::COUNT_] = {};
    TypeObj *t_object, *t_type, *t_none, *t_bool, *t_int, *t_float, *t_str, *t_list, *t_tuple, *t_dict,
        *t_range, *t_function, *t_builtin, *t_ellipsis_type;
    // Exceptions.
    TypeObj *e_BaseException, *e_Exception, *e_ArithmeticError, *e_ZeroDivisionError, *e_OverflowError,
        *e_LookupError, *e_IndexError, *e_KeyError, *e_ValueError, *e_TypeError, *e_NameError,
        *e_UnboundLocalError, *e_AttributeError, *e_AssertionError, *e_RuntimeError, *e_RecursionError,
        *e_NotImplementedError, *e_StopIteration, *e_KeyboardInterrupt, *e_MemoryError, *e_SyntaxError,
        *e_IndentationError, *e_TabError, *e_EOFError, *e_SystemExit, *e_UnicodeError, *e_GeneratorExit,
        *e_OSError,
        *e_TimeoutError, *e_ImportError, *e_ModuleNotFoundError;
    Value ellipsis;
    Value not_implemented; // the NotImplemented singleton
    TypeObj *t_property, *t_staticmethod, *t_classmethod, *t_super, *t_notimpl_type;

    TypeObj* type_of(Value v) const {
        switch (v.tag) {
        case Tag::None: return t_none;
        case Tag::Bool: return t_bool;
        case Tag::Int: return t_int;
        case Tag::Float: return t_float;
        case Tag::Obj:
            if (v.o->kind == Kind::Exception) return static_cast<ExceptionObj*>(v.o)->type;
            if (v.o->kind == Kind::Instance) return static_cast<InstanceObj*>(v.o)->type;
            if (v.o->flavour) [[unlikely]] return variant_type(v); // a defaultdict, a namedtuple, a list of bools
            if (TypeObj* t = kind_types[(int)v.o->kind]) return t;
            return variant_type(v);
        case Tag::Empty: break;
        }
        return t_none;
    }
    const char* type_name(Value v) const { return type_of(v)->name->data; }
    // Types that depend on more than the object's kind: dict views, iterators,
    // host objects, flavoured dicts and tuples (Obj::flavour).
    TypeObj* variant_type(Value v) const;
    // collections (stdlib/collections_module.cpp), made at its first import:
    // the type of each dict flavour ([kPlainDict] is dict), deque's iterators.
    TypeObj* dict_flavour_types[kDictFlavours] = {};
    TypeObj *t_deque = nullptr, *t_deque_iter = nullptr, *t_deque_reviter = nullptr;
    TypeObj *t_odict_keys = nullptr, *t_odict_values = nullptr, *t_odict_items = nullptr, *t_odict_iter = nullptr;
    TypeObj* t_method = nullptr; // a script function's bound method
    TypeObj *t_dict_keys, *t_dict_values, *t_dict_items, *t_list_iter, *t_tuple_iter, *t_str_iter,
        *t_str_ascii_iter, *t_dict_keyiter, *t_dict_valueiter, *t_dict_itemiter, *t_reversed, *t_list_reversed,
        *t_dict_revkeyiter, *t_dict_revvalueiter, *t_dict_revitemiter;
    // The type of a kind of native iterator (NativeIterObj, vm/object.hpp),
    // made at the first ask (the import of its module) and then the same
    // for the VM's life: a module imported again finds its types unchanged.
    TypeObj* native_iter_type(const NativeIterClass* cls);
    std::unordered_map<const NativeIterClass*, TypeObj*> native_iter_types;
    // The types looked up last, by the class's address: making an iterator
    // (a group of groupby, a link of tee) finds its type without hashing.
    struct NativeTypeSlot {
        const NativeIterClass* cls = nullptr;
        TypeObj* type = nullptr;
    };
    NativeTypeSlot native_type_cache[32];
    // A new native iterator of that class, its fields empty.
    NativeIterObj* new_native_iter(const NativeIterClass* cls);
    bool is_subtype(TypeObj* t, TypeObj* of) const;
    bool isinstance(Value v, TypeObj* t) const { return is_subtype(type_of(v), t); }

    DictObj* builtins = nullptr;

    // ------------------------------------------------------------ errors
    ExceptionObj* exc = nullptr; // the pending exception, if any
    // Exceptions being handled (except clauses, finally bodies), innermost
    // last: bare `raise` re-raises the top, and new exceptions chain to it.
    std::vector<ExceptionObj*> handling;

    // Set the pending exception; return Empty so callers can `return vm.raise(...)`.
    Value raise(TypeObj* type, std::string message);
    Value raise_value(Value exception);
    // Sets exc's __context__ to the handled exception (implicit chaining).
    void chain_context(ExceptionObj* e);
    template <class... A>
    Value raisef(TypeObj* type, fmt::format_string<A...> f, A&&... a) {
        return raise(type, fmt::format(f, std::forward<A>(a)...));
    }
    Value new_exception(TypeObj* type, TupleObj* args);
    // Raises the OSError for a failed system call, as CPython's
    // PyErr_SetFromErrno(WithFilename): the subclass for errnum
    // (BrokenPipeError for EPIPE), with errno, strerror and filename set
    // (vm/os_error.cpp).
    Value raise_errno(int errnum, const std::string* filename = nullptr);
    Value errno_error(int errnum, const std::string* filename = nullptr); // the same, not raised
    // The OSError subclass CPython's OSError(errnum, ...) makes; null if none.
    TypeObj* type_for_errno(int errnum) const;
    std::vector<std::pair<int, TypeObj*>> errno_types;
    // The few places that still need 64-bit ints (range bounds) refuse big
    // ones with this: "OverflowError: <what> beyond 64 bits are not supported
    // by kiln yet".
    Value overflow_64(std::string_view what);
    std::string exception_message(ExceptionObj* e);
    // SystemExit's code (None, args[0] or the args tuple), and the status
    // CPython exits with for it; `message` gets what CPython prints (the
    // code's str() and a newline when it is not an int or None).
    Value system_exit_code(ExceptionObj* e);
    int system_exit_status(ExceptionObj* e, std::string& message);
    // Traceback text as CPython prints it.
    std::string format_exception(ExceptionObj* e);
    std::string format_one_exception(ExceptionObj* e); // without its chain
    void syntax_error_location(ExceptionObj* e, const std::string& file, int line, int col, int end_col,
                               const std::string& text);
    std::unordered_map<std::string, std::string> sources; // file name -> text, for tracebacks

    // ------------------------------------------------------------ execution
    Value* stack = nullptr;
    Value* stack_end = nullptr;
    Value* sp = nullptr; // top of the value stack while no interpreter loop owns it
    std::vector<Frame> frames;
    // The innermost trace running (its runtime), or null. Frames of calls
    // a running trace inlined and has not made (a helper of it runs Python
    // code from inside them) count with `frames` against the recursion
    // limit, as CPython's would: inlined_frames() adds them up.
    jit::JitRuntime* running_trace = nullptr;
    int frame_depth() const { return (int)frames.size() + (running_trace ? inlined_frames() : 0); }
    int inlined_frames() const;
    int native_depth = 0;
    bool resume_throw = false; // interpret(): raise vm.exc at the top frame's pc first (generator throw/close)
    bool resume_record = false; // interpret(): the JIT records from the top frame's pc on
    int c_depth = 0; // see DepthGuard
    std::vector<Obj*> repr_active; // containers whose repr is being built

    // Compiles and runs a module in `globals`. Empty on error (exception pending).
    Value run_source(std::string_view source, const std::string& filename, DictObj* globals,
                     bool interactive = false);
    Value run_code(CodeObj* code, DictObj* globals);
    bool call_compiled(Value* result);
    // Calls any callable. Reentrant: natives use it to call back into Python.
    Value call(Value callee, const Value* args, int nargs, KwArgs kw = {});
    // Runs frames from the top frame until the entry frame returns.
    Value interpret();
    Value interpret(size_t entry); // the frames from index entry - 1 up are this activation's
    Value interpret_frames(); // the loop itself; interpret() guards it
    bool push_init_frame(TypeObj* t, Value* fpos, int n); // CALL of a class (vm/interp.cpp)
    bool push_accessor_frame(Value* top, StrObj* name, bool setter); // LOAD_ATTR/STORE_ATTR of a property (vm/interp.cpp)

    DictObj* new_globals(std::string_view module_name);
    // Compiles without running: a module, or (eval) one expression whose
    // value the code returns. Null on error (SyntaxError pending).
    CodeObj* compile(std::string_view source, const std::string& filename, bool interactive = false,
                     bool eval = false);

    // ------------------------------------------------------------ modules (vm/import.cpp)
    DictObj* modules = nullptr;                 // name -> module: imported or added by the host
    std::vector<std::string> module_path;       // directories searched for NAME.py
    std::function<std::optional<std::string>(std::string_view)> module_loader; // host-supplied source
    Value import_module(StrObj* name);          // Empty on error
    Value import_from(Value module, StrObj* name);
    // from module import *: its __all__, else its names not starting with '_'.
    bool import_star(Value module, DictObj* globals);
    // The directories searched for NAME.py: sys.path once sys is imported
    // (when the host allows files at all), else module_path.
    std::vector<std::string> search_path();

    // input() reads a line here (no newline; nullopt at end of input).
    std::function<std::optional<std::string>()> read_line;

    // ------------------------------------------------------------ output
    // print() output goes here. Like write(2): the bytes taken (perhaps
    // fewer than given), or -errno when the write failed.
    std::function<std::ptrdiff_t(std::string_view)> write_out;
    std::function<void(std::string_view)> write_err; // sys.stderr, unbuffered (the host's may throw)
    std::vector<std::string> argv;                   // sys.argv
    std::string out_buffer;
    bool line_buffered = false; // flush print() output at each newline (a terminal)
    // Buffers print() output, which goes out when the buffer is full. A
    // write that fails there drops the text and raises its OSError
    // (BrokenPipeError when the reader has gone), as CPython's print does
    // when its buffer overflows: false with the exception pending.
    bool write(std::string_view s) {
        out_buffer.append(s);
        return out_buffer.size() <= 8192 || write_overflow();
    }
    // The script asks (print(flush=True), sys.stdout.flush()): a failed
    // write raises its OSError and keeps the text, as CPython's buffer does.
    bool flush() {
        if (int err = flush_quietly()) {
            raise_output_error(err);
            return false;
        }
        return true;
    }
    // Hands the buffer to write_out: 0, or the errno of the write that
    // failed, the text not written then staying in the buffer. For flushes
    // whose failure CPython raises nowhere (input()'s, the end of a host
    // call): the text fails again at the next flush, the host's included.
    // A write_out that throws (the host's Config::output) has had the text
    // it was handed, which is dropped: kOutputThrew, with the exception
    // kept in output_thrown for raise_output_error() (in a script) or the
    // host's flush() (after the end of a host call).
    int flush_quietly();
    static constexpr int kOutputThrew = -1;
    std::exception_ptr output_thrown;
    bool write_overflow(); // write()'s flush of a full buffer
    // Raises flush_quietly()'s error `err`: the errno's OSError, or what
    // the output callback threw.
    void raise_output_error(int err);
    // sys.stderr's writes: false, with what the host's Config::error_output
    // threw raised, when it threw.
    bool write_stderr(std::string_view s);
    // kiln's own diagnostics (--jit-log, --jit-dump) to write_err: a host
    // callback that throws loses the line.
    void log_stderr(std::string_view s) noexcept;

    // Interned names the runtime looks up often.
    StrObj *s_name, *s_main, *s_builtins;
    StrObj* dunders[80] = {}; // special method names, indexed by Dunder (vm/dunder.hpp)

private:
    void init_types();
    void init_builtins();
};

// Counts one level of C recursion in operations that nest with their data
// (equality, ordering and repr of containers), so that deeply nested values
// raise RecursionError instead of exhausting the C stack.
struct DepthGuard {
    VM& vm;
    bool ok;
    DepthGuard(VM& vm_, const char* what) : vm(vm_) {
        ok = ++vm.c_depth <= vm.options.c_limit() && c_stack_room();
        if (!ok) vm.raisef(vm.e_RecursionError, "maximum recursion depth exceeded{}", what);
    }
    ~DepthGuard() { vm.c_depth--; }
};

// A scratch list kept alive (rooted) for as long as it is in scope: hold
// values here, not in a bare std::vector, across anything that may run
// Python code (and so collect garbage).
struct TempList;
// Marks `vm` as the one running on this thread for the guard's life, so that
// container storage is charged to it (heap_alloc.hpp). Nests.
struct RunningVM {
    VM* saved;
    explicit RunningVM(VM* vm);
    ~RunningVM();
    RunningVM(const RunningVM&) = delete;
    RunningVM& operator=(const RunningVM&) = delete;
};

// A value kept alive across calls that may collect garbage.
struct Rooted {
    VM& vm;
    size_t index;
    Rooted(VM& vm_, Value v) : vm(vm_), index(vm_.temp_roots.size()) { vm.temp_roots.push_back(v); }
    ~Rooted() { vm.temp_roots.resize(index); }
    Value get() const { return vm.temp_roots[index]; }
    void set(Value v) { vm.temp_roots[index] = v; }
};

struct TempList {
    Rooted root;
    ListObj* list;
    explicit TempList(VM& vm) : root(vm, Value()), list(vm.new_list()) { root.set(Value::object(list)); }
    ValueVec& items() { return list->values(); }
};

} // namespace kiln
