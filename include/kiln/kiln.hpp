// kiln: an embeddable Python-subset interpreter with a tracing JIT.
// This is the one header an embedding application includes; the guide is
// docs/embedding.md.
//
// Threads: an Interpreter, and every Object that came from it, is used by one
// thread at a time. Interpreters share nothing, so different threads may each
// run their own. Interpreter::interrupt() is the one call that is safe from
// any thread at any time.
//
// Errors: calls that return a value (eval, call, global, Object operations,
// conversions) throw kiln::Exception; run_string/run_file return the Error.
// Either way the host gets the Python exception's type, message and
// traceback; kiln never prints them itself.
#pragma once
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <functional>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <typeinfo>
#include <unordered_map>
#include <utility>
#include <vector>

#define KILN_API __attribute__((visibility("default")))

namespace kiln {

class Interpreter;
class Object;
template <class T>
class Class;

// ============================================================== configuration

struct Config {
    // The tracing JIT and its tunables (the command line's --no-jit and
    // --jit-threshold=N).
    bool jit = true;
    int jit_threshold = 0; // loop iterations before a loop is traced; 0: the default
    int jit_max_specialisations = 8; // compiled traces per loop, one per set of entry types
    int jit_opt_level = 1; // GCC's -O level for traces (0-3; --jit-opt=N)
    bool jit_background = true; // compile on a background thread; false: on the interpreter's (--jit-sync)
    bool jit_log = false;  // one line per JIT event on stderr (--jit-log)
    std::string jit_dump;  // "ir": print trace IR on stderr; "c": write libgccjit's C dump; "reproducer" (--jit-dump=)
    // Each compiled function's address, size and trace in /tmp/perf-PID.map,
    // where `perf report` finds names for JIT code (--jit-perf-map).
    bool jit_perf_map = false;
    bool jit_timing = false; // time native code for jit_report()/kiln.jit_stats() (--stats); about 20 ns per entry
    // Where compiled traces are kept for later processes (--jit-cache=):
    // "" = the KILN_JIT_CACHE environment variable (a directory or "off"),
    // else $XDG_CACHE_HOME/kiln/jit, else $HOME/.cache/kiln/jit; "off"; or a directory.
    std::string jit_cache;

    // Limits for untrusted scripts, 0 meaning none. Running out raises a
    // Python exception in the script, which reaches the host as an Error.
    // Steps and time are counted from each call into the interpreter from the
    // host (run_string, eval, call, ...), nested calls included.
    int recursion_limit = 1000;                 // Python frames: RecursionError
    // The highest limit a script may set with sys.setrecursionlimit(); 0:
    // recursion_limit (the script may only lower it).
    int max_recursion_limit = 0;
    std::size_t heap_limit = 0;                 // bytes of live script data: MemoryError
    std::uint64_t step_limit = 0;               // loop iterations + calls: TimeoutError
    std::chrono::milliseconds time_limit{0};    // wall clock: TimeoutError

    // Where print() output goes; stdout when empty. This callback, input
    // and error_output may throw: the print() or input() that called it
    // raises that exception, as for a host function (docs/embedding.md).
    std::function<void(std::string_view)> output;
    // Hand print() output over at every newline rather than in large blocks.
    bool line_buffered = false;
    // Where sys.stderr.write() and print(file=sys.stderr) go, unbuffered;
    // stderr when empty.
    std::function<void(std::string_view)> error_output;
    // sys.argv: the script's path (as given) and its arguments.
    std::vector<std::string> argv;
    // Where input() reads a line (without its newline; nullopt at end of
    // input). When empty, input() sees end of input (EOFError).
    std::function<std::optional<std::string>()> input;

    // How `import name` finds a module not added with add_module(): first the
    // loader (return the module's source, or nullopt), then NAME.py in each
    // directory of module_path. Both are empty by default, so a script can
    // read no file; kiln has no modules that reach the OS, a process or the
    // network. sys.path starts as a copy of module_path; when module_path is
    // not empty, a script's changes to sys.path apply to later imports.
    // A loader that throws raises at the import, as a host function would.
    std::function<std::optional<std::string>(std::string_view name)> module_loader;
    std::vector<std::string> module_path;
};

// ============================================================== errors

// A Python exception that reached the host.
struct Error {
    std::string type;                   // e.g. "ZeroDivisionError"
    std::string message;                // e.g. "division by zero"
    std::vector<std::string> traceback; // "File "x.py", line 3, in f" entries, outermost first
    std::string formatted;              // the whole text CPython would print to stderr
    // The status CPython's process would exit with: 1, or for SystemExit
    // (sys.exit) its code, when `formatted` is only what CPython prints for
    // it: the message of a non-int code, nothing for an int or None.
    int exit_status = 1;
};

// An Error as a C++ exception. A host function may throw one to raise that
// Python exception type in the script: throw kiln::Exception("ValueError", "bad size").
class KILN_API Exception : public std::exception {
public:
    Exception(std::string type, std::string message);
    explicit Exception(Error error);
    const Error& error() const noexcept { return error_; }
    const std::string& type() const noexcept { return error_.type; }
    const std::string& message() const noexcept { return error_.message; }
    const char* what() const noexcept override;

private:
    Error error_;
    std::string what_;
    // The script's exception object: re-raised as it is (traceback and all)
    // when this exception crosses a host function back into the script.
    std::shared_ptr<const Object> original_;
    friend struct Access;
};

// ============================================================== objects

namespace detail {
struct Handle;
class Callable;
} // namespace detail

// Conversions between C++ and script values. Each specialisation has
//   static Object to(Interpreter&, const T&);
//   static std::optional<T> from(const Object&);   // nullopt: not convertible
//   static std::string name(Interpreter&);         // the Python type, for messages
// Provided: integers, double/float, bool, std::string (and string_view,
// const char* one way), Object, std::vector, std::map, std::unordered_map,
// std::optional (None), std::pair, std::tuple, and classes registered with
// add_class (by value, reference, pointer or std::shared_ptr).
template <class T, class Enable = void>
struct Convert;

// A script value the host holds. The collector knows about every Object, so
// the value stays alive as long as the Object does; copying one makes another
// handle to the same value. An Object may be copied and destroyed at any
// time; any other use after its Interpreter is gone throws RuntimeError.
class KILN_API Object {
public:
    // None, belonging to no interpreter: its tests and reads answer as for
    // None; what needs an interpreter (calls, attr, item ...) throws.
    Object() noexcept = default;
    Object(const Object& other);
    Object(Object&& other) noexcept : h_(other.h_) { other.h_ = nullptr; }
    Object& operator=(const Object& other);
    Object& operator=(Object&& other) noexcept;
    ~Object();

    bool is_none() const;
    bool is_bool() const;
    bool is_int() const;
    bool is_float() const;
    bool is_str() const;
    bool is_list() const;
    bool is_tuple() const;
    bool is_dict() const;
    bool is_callable() const;
    std::string type_name() const; // "int", "list", a class's name ...
    std::string repr() const;      // repr(x)
    std::string str() const;       // str(x)
    bool truthy() const;           // bool(x)
    bool is(const Object& other) const; // x is other

    // To a C++ type; throws kiln::Exception (TypeError) when not convertible.
    template <class T>
    T as() const;

    // Calls the value with C++ arguments, converting the result to R.
    template <class R = Object, class... A>
    R call(A&&... args) const;
    template <class R = Object, class... A>
    R operator()(A&&... args) const {
        return call<R>(std::forward<A>(args)...);
    }
    Object call_with(const Object* args, std::size_t nargs) const;
    Object call_with(const std::vector<Object>& args) const { return call_with(args.data(), args.size()); }

    Object attr(std::string_view name) const;                  // x.name
    void set_attr(std::string_view name, const Object& value) const; // x.name = value
    Object item(const Object& key) const;                      // x[key]
    void set_item(const Object& key, const Object& value) const; // x[key] = value
    template <class K>
    Object operator[](const K& key) const;
    std::size_t size() const;                                  // len(x)
    void append(const Object& value) const;                    // x.append(value), for a list
    std::vector<Object> elements() const;                      // list(x)
    std::vector<std::pair<Object, Object>> dict_items() const; // x.items(), for a dict

    // Exact reads, for converters: nullopt when the value is not of the type.
    // An int that does not fit throws OverflowError, as CPython's do.
    std::optional<std::int64_t> get_int() const;   // int or bool
    std::optional<std::uint64_t> get_uint() const; // int or bool, 0 to 2**64 - 1
    std::optional<double> get_float() const;     // float, int or bool (as float(x))
    std::optional<bool> get_bool() const;        // bool only
    std::optional<std::string_view> get_str() const; // valid while this Object lives

    // The C++ object inside an instance of a class added with add_class<T>,
    // or null when this is not one.
    template <class T>
    T* host() const {
        return static_cast<T*>(host_object(typeid(T)));
    }
    template <class T>
    std::shared_ptr<T> host_shared() const {
        return std::static_pointer_cast<T>(host_owner(typeid(T)));
    }

    // The interpreter this value belongs to; throws when there is none.
    Interpreter& interpreter() const;

private:
    detail::Handle* h_ = nullptr;
    explicit Object(detail::Handle* h) noexcept : h_(h) {}
    void* host_object(const std::type_info& type) const;
    std::shared_ptr<void> host_owner(const std::type_info& type) const;
    friend struct Access;
};

// ============================================================== host functions

namespace detail {

// A host function as the VM sees it: arguments in, result out. Conversion
// errors and host exceptions are thrown and become Python exceptions.
class KILN_API Callable {
public:
    virtual ~Callable();
    virtual Object invoke(Interpreter& in, const Object* args, std::size_t nargs) = 0;
    std::string name;    // for messages: "add"
    bool method = false; // args[0] is self (not counted in messages)
};

[[noreturn]] KILN_API void throw_arity(const Callable& fn, std::size_t expected, std::size_t given);
[[noreturn]] KILN_API void throw_arg_type(const Callable& fn, std::size_t index, const std::string& expected,
                                          const Object& got);
[[noreturn]] KILN_API void throw_conversion(const std::string& expected, const Object& got);
[[noreturn]] KILN_API void throw_overflow(const char* message);
KILN_API std::string host_class_name(Interpreter& in, const std::type_info& type);
KILN_API Object wrap_host(Interpreter& in, const std::type_info& type, std::shared_ptr<void> object);

// Whether T converts as a host class (the primary Convert template).
template <class T, class = void>
struct is_host_class : std::false_type {};
template <class T>
struct is_host_class<T, std::void_t<decltype(Convert<T>::host_class)>> : std::true_type {};

// How a host function receives one argument of declared type A. The value
// is held as T, not std::optional<T>: GCC's -Wmaybe-uninitialized misreads
// an optional inside the tuple of arguments when a later one throws.
template <class A, class = void>
class Arg {
    using T = std::remove_cv_t<std::remove_reference_t<A>>;
    T value_;

    static T convert(const Callable& fn, const Object& o, std::size_t index) {
        std::optional<T> v = Convert<T>::from(o);
        if (!v) throw_arg_type(fn, index, Convert<T>::name(o.interpreter()), o);
        return std::move(*v);
    }

public:
    Arg(const Callable& fn, const Object& o, std::size_t index) : value_(convert(fn, o, index)) {}
    A get() {
        if constexpr (std::is_lvalue_reference_v<A>) return value_;
        else return std::move(value_);
    }
};

// A host class by reference or pointer: the object inside the instance.
template <class A>
class Arg<A, std::enable_if_t<(std::is_reference_v<A> || std::is_pointer_v<A>) &&
                              is_host_class<std::remove_cv_t<std::remove_pointer_t<std::remove_reference_t<A>>>>::value>> {
    using T = std::remove_cv_t<std::remove_pointer_t<std::remove_reference_t<A>>>;
    T* p_;

public:
    Arg(const Callable& fn, const Object& o, std::size_t index) : p_(o.host<T>()) {
        if constexpr (std::is_pointer_v<A>) {
            if (!p_ && o.is_none()) return;
        }
        if (!p_) throw_arg_type(fn, index, Convert<T>::name(o.interpreter()), o);
    }
    A get() {
        if constexpr (std::is_pointer_v<A>) return p_;
        else return *p_;
    }
};

// The parameter and result types of a function, lambda or functor.
template <class F>
struct Signature : Signature<decltype(&F::operator())> {};
template <class R, class... A>
struct Signature<R (*)(A...)> {
    using Result = R;
    using Args = std::tuple<A...>;
};
template <class R, class... A>
struct Signature<R (*)(A...) noexcept> : Signature<R (*)(A...)> {};
template <class R, class... A>
struct Signature<R(A...)> : Signature<R (*)(A...)> {};
template <class C, class R, class... A>
struct Signature<R (C::*)(A...)> : Signature<R (*)(A...)> {};
template <class C, class R, class... A>
struct Signature<R (C::*)(A...) const> : Signature<R (*)(A...)> {};
template <class C, class R, class... A>
struct Signature<R (C::*)(A...) noexcept> : Signature<R (*)(A...)> {};
template <class C, class R, class... A>
struct Signature<R (C::*)(A...) const noexcept> : Signature<R (*)(A...)> {};

template <class F, class R, class Args>
class Function;

template <class F, class R, class... A>
class Function<F, R, std::tuple<A...>> final : public Callable {
public:
    explicit Function(F f) : f_(std::move(f)) {}
    Object invoke(Interpreter& in, const Object* args, std::size_t nargs) override {
        if (nargs != sizeof...(A)) throw_arity(*this, sizeof...(A), nargs);
        return invoke_with(in, args, std::index_sequence_for<A...>{});
    }

private:
    F f_;
    template <std::size_t... I>
    Object invoke_with(Interpreter& in, const Object* args, std::index_sequence<I...>) {
        // Braced initialisation converts the arguments left to right.
        std::tuple<Arg<A>...> values{Arg<A>(*this, args[I], I)...};
        (void)values;
        if constexpr (std::is_void_v<R>) {
            std::invoke(f_, std::get<I>(values).get()...);
            return Object();
        } else {
            return Convert<std::remove_cv_t<std::remove_reference_t<R>>>::to(in,
                                                                              std::invoke(f_, std::get<I>(values).get()...));
        }
    }
};

template <class F>
std::unique_ptr<Callable> make_callable(std::string_view name, F f) {
    using S = Signature<std::decay_t<F>>;
    auto c = std::make_unique<Function<std::decay_t<F>, typename S::Result, typename S::Args>>(std::move(f));
    c->name = std::string(name);
    return c;
}

// A member function pointer as a callable taking the object first.
template <class T, class M>
struct MemberFn;
template <class T, class C, class R, class... A>
struct MemberFn<T, R (C::*)(A...)> {
    R (C::*m)(A...);
    R operator()(T& self, A... a) const { return (self.*m)(std::forward<A>(a)...); }
};
template <class T, class C, class R, class... A>
struct MemberFn<T, R (C::*)(A...) const> {
    R (C::*m)(A...) const;
    R operator()(const T& self, A... a) const { return (self.*m)(std::forward<A>(a)...); }
};
template <class T, class C, class R, class... A>
struct MemberFn<T, R (C::*)(A...) noexcept> : MemberFn<T, R (C::*)(A...)> {};
template <class T, class C, class R, class... A>
struct MemberFn<T, R (C::*)(A...) const noexcept> : MemberFn<T, R (C::*)(A...) const> {};

template <class T, class F>
auto as_method(F f) {
    if constexpr (std::is_member_function_pointer_v<F>) {
        using M = MemberFn<T, F>;
        return M{f};
    } else {
        return f;
    }
}

// Registration, behind Interpreter, Module and Class.
KILN_API void define_function(Interpreter& in, const Object& dict, std::string_view name,
                              std::unique_ptr<Callable> fn);
KILN_API Object define_class(Interpreter& in, const Object& dict, std::string_view name,
                             const std::type_info& type);
KILN_API void define_method(const Object& type, std::string_view name, std::unique_ptr<Callable> fn);
KILN_API void define_constructor(const Object& type, std::unique_ptr<Callable> fn);
KILN_API void define_property(const Object& type, std::string_view name, std::unique_ptr<Callable> get,
                              std::unique_ptr<Callable> set);

} // namespace detail

// A C++ class seen from scripts: add_class<T>("Name") returns one; chain
// constructor(), method() and property() to fill it in.
template <class T>
class Class {
public:
    Class(Object type) : type_(std::move(type)) {}

    // Scripts construct instances by calling the class: Name(a, b) runs T(a, b).
    template <class... A>
    Class& constructor() {
        return constructor([](A... a) { return std::make_shared<T>(std::forward<A>(a)...); });
    }
    // ... or through a factory returning T or std::shared_ptr<T>.
    template <class F>
    Class& constructor(F factory) {
        auto c = detail::make_callable(type_.attr("__name__").template as<std::string>(), std::move(factory));
        detail::define_constructor(type_, std::move(c));
        return *this;
    }
    // A member function, or a callable taking T& (or const T&) first.
    template <class F>
    Class& method(std::string_view name, F f) {
        auto c = detail::make_callable(name, detail::as_method<T>(std::move(f)));
        c->method = true;
        detail::define_method(type_, name, std::move(c));
        return *this;
    }
    // A data member (read-write unless const), or a getter: a const member
    // function or a callable taking const T&.
    template <class P>
    Class& property(std::string_view name, P p) {
        if constexpr (std::is_member_object_pointer_v<P>) {
            using M = std::remove_reference_t<decltype(std::declval<T&>().*p)>;
            auto get = [p](const T& self) -> M { return self.*p; };
            if constexpr (std::is_const_v<M>) {
                return define_property(name, get, nullptr);
            } else {
                auto set = [p](T& self, M value) { self.*p = std::move(value); };
                return define_property(name, get, set);
            }
        } else {
            return define_property(name, detail::as_method<T>(std::move(p)), nullptr);
        }
    }
    // A getter and a setter (a member function taking the value, or a
    // callable taking T& and the value).
    template <class G, class S>
    Class& property(std::string_view name, G get, S set) {
        return define_property(name, detail::as_method<T>(std::move(get)), detail::as_method<T>(std::move(set)));
    }

    const Object& object() const { return type_; }

private:
    Object type_;

    template <class G, class S>
    Class& define_property(std::string_view name, G get, S set) {
        auto g = detail::make_callable(name, std::move(get));
        g->method = true;
        std::unique_ptr<detail::Callable> s;
        if constexpr (!std::is_same_v<S, std::nullptr_t>) {
            s = detail::make_callable(name, std::move(set));
            s->method = true;
        }
        detail::define_property(type_, name, std::move(g), std::move(s));
        return *this;
    }
};

// A module the host provides to `import`.
class KILN_API Module {
public:
    Module(Interpreter& in, Object module) : in_(&in), module_(std::move(module)) {}
    template <class F>
    Module& def(std::string_view name, F f) {
        detail::define_function(*in_, dict(), name, detail::make_callable(name, std::move(f)));
        return *this;
    }
    template <class T>
    Module& set(std::string_view name, T&& value);
    template <class T>
    Class<T> add_class(std::string_view name) {
        return Class<T>(detail::define_class(*in_, dict(), name, typeid(T)));
    }
    const Object& object() const { return module_; }

private:
    Interpreter* in_;
    Object module_;
    Object dict() const;
};

// ============================================================== the interpreter

class KILN_API Interpreter {
public:
    explicit Interpreter(Config config = {});
    ~Interpreter();
    Interpreter(const Interpreter&) = delete;
    Interpreter& operator=(const Interpreter&) = delete;

    // Runs a file or source text in the __main__ module. Returns the error if
    // an exception escaped, nothing on success.
    std::optional<Error> run_file(const std::string& path);
    std::optional<Error> run_string(std::string_view source, const std::string& filename = "<string>");

    // The value of one expression, evaluated in __main__.
    Object eval(std::string_view expression);
    template <class T>
    T eval(std::string_view expression) {
        return eval(expression).template as<T>();
    }

    // __main__'s global variables. global() throws NameError when unset.
    Object global(std::string_view name);
    bool has_global(std::string_view name);
    template <class T>
    void set_global(std::string_view name, T&& value) {
        set_global_object(name, this->value(std::forward<T>(value)));
    }
    void set_global_object(std::string_view name, const Object& value);

    // Calls the script function __main__.function with C++ arguments.
    template <class R = Object, class... A>
    R call(std::string_view function, A&&... args) {
        return global(function).template call<R>(std::forward<A>(args)...);
    }

    // Script values from C++ ones.
    template <class T>
    Object value(T&& x) {
        using D = std::remove_cv_t<std::remove_reference_t<T>>;
        if constexpr (std::is_array_v<D>) return str(std::string_view(x));
        else return Convert<D>::to(*this, std::forward<T>(x));
    }
    Object none();
    Object boolean(bool b);
    Object integer(std::int64_t i);
    Object unsigned_integer(std::uint64_t u); // 2**63 and up: a big int
    Object number(double d);
    Object str(std::string_view s);
    Object list();
    Object dict();
    Object tuple(const std::vector<Object>& items);

    // A C++ function (plain function, lambda, functor) as a builtin that
    // every script and module sees. Arguments convert automatically; a
    // mismatch raises TypeError in the script.
    template <class F>
    void def(std::string_view name, F f) {
        detail::define_function(*this, builtins(), name, detail::make_callable(name, std::move(f)));
    }
    // A C++ class as a builtin script class.
    template <class T>
    Class<T> add_class(std::string_view name) {
        return Class<T>(detail::define_class(*this, builtins(), name, typeid(T)));
    }
    // A module for `import name`.
    Module add_module(std::string_view name);

    // Stops the running script with KeyboardInterrupt at its next loop
    // iteration or call (JIT-compiled loops too). Safe from any thread and
    // from a signal handler. A request made while nothing runs is delivered
    // to the next script that runs.
    void interrupt();

    // For consoles (the kiln REPL uses these): run source as typed at the
    // >>> prompt (expression values are printed with repr); whether source
    // is a complete input or needs more lines; completions of the name or
    // attribute chain that ends `text`.
    std::optional<Error> run_interactive(std::string_view source, const std::string& filename = "<stdin>");
    bool is_complete(std::string_view source);
    std::vector<std::string> completions(std::string_view text);

    bool jit_enabled() const;
    // What the JIT did so far, as --stats prints it (time interpreting,
    // recording, compiling and native; traces; guard exits; share of loop
    // iterations run natively). Empty with the JIT off.
    std::string jit_report() const;
    // Writes any buffered print() output (also done when each host call
    // ends). When standard output cannot take it (a pipe whose reader has
    // gone), the error CPython would report ("BrokenPipeError", "[Errno 32]
    // Broken pipe"), and the text stays buffered. With Config::output: what
    // it threw, here or when a host call ended (once; that text is dropped).
    std::optional<Error> flush();
    // For a host about to end its process (kiln's command line calls it
    // when the script is done): the JIT starts no more compiles. True while
    // GCC is still compiling a trace in the background, which the
    // destructor would wait for (up to a compile's time, tens of ms); the
    // host may instead flush() and end the process with _exit(). That
    // trace's code is then lost (unless finish_jit_compiles_detached()
    // compiles it again for the cache), and the JIT's temporary
    // directories (GCC's and its assembler's, under $TMPDIR) are left for
    // the host to remove (docs/embedding.md).
    bool stop_jit_for_exit();
    // After stop_jit_for_exit() returned true, with the on-disk code cache
    // on: starts a detached process (a session of its own, its standard
    // streams on /dev/null, the lowest priority) that compiles again the
    // trees GCC was busy with and those waiting for it, and stores their
    // code in the cache, so that the next run loads it rather than
    // compiling it (and ending before it is done, again). It then execs
    // then_argv (searched in PATH; null: it exits), say a command that
    // removes the host's temporary directory. The host should end its
    // process at once, with _exit(). False when there is nothing to finish
    // (the cache off, --jit-dump, libgccjit still being loaded), when the
    // process has more than 256 MB resident (fork would copy its page
    // tables first), or fork failed. It forks: only for a host about to
    // end (docs/embedding.md).
    bool finish_jit_compiles_detached(const char* const* then_argv = nullptr);
    // Bytes of script data on the heap, and a full collection.
    std::size_t heap_bytes() const;
    void collect();
    const Config& config() const;

    struct Impl;

private:
    std::unique_ptr<Impl> impl_;
    Object builtins();
    friend struct Access;
};

// "0.1.0"
KILN_API const char* version();
// The version of the libgccjit kiln compiles with, e.g. "12.2.0" (loading
// it, if no trace has yet); "not loaded" when it cannot be loaded.
KILN_API std::string gccjit_version();

// ============================================================== conversions

// Classes registered with add_class<T>: instances are copied in and out by
// value; take T&, const T& or T* parameters (or std::shared_ptr<T>) to share.
template <class T, class Enable>
struct Convert {
    static_assert(std::is_class_v<T>, "kiln: no conversion for this type");
    static constexpr bool host_class = true;
    static Object to(Interpreter& in, const T& v) { return detail::wrap_host(in, typeid(T), std::make_shared<T>(v)); }
    static Object to(Interpreter& in, T&& v) {
        return detail::wrap_host(in, typeid(T), std::make_shared<T>(std::move(v)));
    }
    static std::optional<T> from(const Object& o) {
        if (T* p = o.host<T>()) return *p;
        return std::nullopt;
    }
    static std::string name(Interpreter& in) { return detail::host_class_name(in, typeid(T)); }
};

template <class T>
struct Convert<std::shared_ptr<T>> {
    static Object to(Interpreter& in, const std::shared_ptr<T>& v) {
        if (!v) return in.none();
        return detail::wrap_host(in, typeid(T), std::const_pointer_cast<std::remove_const_t<T>>(v));
    }
    static std::optional<std::shared_ptr<T>> from(const Object& o) {
        if (o.is_none()) return std::shared_ptr<T>();
        if (auto p = o.host_shared<std::remove_const_t<T>>()) return p;
        return std::nullopt;
    }
    static std::string name(Interpreter& in) { return detail::host_class_name(in, typeid(std::remove_const_t<T>)); }
};

template <>
struct Convert<Object> {
    static Object to(Interpreter&, const Object& v) { return v; }
    static std::optional<Object> from(const Object& o) { return o; }
    static std::string name(Interpreter&) { return "object"; }
};

template <>
struct Convert<bool> {
    static Object to(Interpreter& in, bool v) { return in.boolean(v); }
    static std::optional<bool> from(const Object& o) { return o.get_bool(); }
    static std::string name(Interpreter&) { return "bool"; }
};

template <class T>
struct Convert<T, std::enable_if_t<std::is_integral_v<T> && !std::is_same_v<T, bool>>> {
    static_assert(sizeof(T) <= sizeof(std::int64_t), "no 128-bit integers");
    static Object to(Interpreter& in, T v) {
        if constexpr (std::is_unsigned_v<T>) return in.unsigned_integer(v);
        else return in.integer(v);
    }
    static std::optional<T> from(const Object& o) {
        if constexpr (std::is_unsigned_v<T>) {
            auto u = o.get_uint();
            if (!u) return std::nullopt;
            if (*u > std::numeric_limits<T>::max()) throw_overflow_("Python int too large to convert to C unsigned int");
            return (T)*u;
        } else {
            auto i = o.get_int();
            if (!i) return std::nullopt;
            if (*i < std::numeric_limits<T>::min() || *i > std::numeric_limits<T>::max())
                throw_overflow_("Python int too large to convert to C int");
            return (T)*i;
        }
    }
    static std::string name(Interpreter&) { return "int"; }

private:
    [[noreturn]] static void throw_overflow_(const char* m) { detail::throw_overflow(m); }
};

template <class T>
struct Convert<T, std::enable_if_t<std::is_floating_point_v<T>>> {
    static Object to(Interpreter& in, T v) { return in.number((double)v); }
    static std::optional<T> from(const Object& o) {
        auto d = o.get_float();
        if (!d) return std::nullopt;
        return (T)*d;
    }
    static std::string name(Interpreter&) { return "float"; }
};

template <>
struct Convert<std::string> {
    static Object to(Interpreter& in, const std::string& v) { return in.str(v); }
    static std::optional<std::string> from(const Object& o) {
        auto s = o.get_str();
        if (!s) return std::nullopt;
        return std::string(*s);
    }
    static std::string name(Interpreter&) { return "str"; }
};

// A view into the script's string: valid while the Object (for a host
// function's parameter: the call) lives.
template <>
struct Convert<std::string_view> {
    static Object to(Interpreter& in, std::string_view v) { return in.str(v); }
    static std::optional<std::string_view> from(const Object& o) { return o.get_str(); }
    static std::string name(Interpreter&) { return "str"; }
};

template <>
struct Convert<const char*> {
    static Object to(Interpreter& in, const char* v) { return in.str(v); }
    static std::string name(Interpreter&) { return "str"; }
};

template <class T>
struct Convert<std::optional<T>> {
    static Object to(Interpreter& in, const std::optional<T>& v) {
        if (!v) return in.none();
        return Convert<T>::to(in, *v);
    }
    static std::optional<std::optional<T>> from(const Object& o) {
        // None: an empty optional<T>, made in place (copying one reads its
        // unset value, which GCC's -Wmaybe-uninitialized reports).
        if (o.is_none()) return std::optional<std::optional<T>>(std::in_place);
        auto v = Convert<T>::from(o);
        if (!v) return std::nullopt;
        return std::optional<T>(std::move(*v));
    }
    static std::string name(Interpreter& in) { return Convert<T>::name(in) + " or None"; }
};

template <class T, class Alloc>
struct Convert<std::vector<T, Alloc>> {
    static Object to(Interpreter& in, const std::vector<T, Alloc>& v) {
        Object list = in.list();
        for (const auto& x : v) list.append(Convert<T>::to(in, x));
        return list;
    }
    static std::optional<std::vector<T, Alloc>> from(const Object& o) {
        if (!o.is_list() && !o.is_tuple()) return std::nullopt;
        std::vector<T, Alloc> out;
        for (const Object& x : o.elements()) {
            auto v = Convert<T>::from(x);
            if (!v) return std::nullopt;
            out.push_back(std::move(*v));
        }
        return out;
    }
    static std::string name(Interpreter& in) { return "list of " + Convert<T>::name(in); }
};

namespace detail {
template <class M>
struct MapConvert {
    using K = typename M::key_type;
    using V = typename M::mapped_type;
    static Object to(Interpreter& in, const M& m) {
        Object d = in.dict();
        for (const auto& [k, v] : m) d.set_item(Convert<K>::to(in, k), Convert<V>::to(in, v));
        return d;
    }
    static std::optional<M> from(const Object& o) {
        if (!o.is_dict()) return std::nullopt;
        M out;
        for (const auto& [k, v] : o.dict_items()) {
            auto ck = Convert<K>::from(k);
            auto cv = Convert<V>::from(v);
            if (!ck || !cv) return std::nullopt;
            out.emplace(std::move(*ck), std::move(*cv));
        }
        return out;
    }
    static std::string name(Interpreter& in) {
        return "dict of " + Convert<K>::name(in) + " to " + Convert<V>::name(in);
    }
};
} // namespace detail

template <class K, class V, class C, class A>
struct Convert<std::map<K, V, C, A>> : detail::MapConvert<std::map<K, V, C, A>> {};
template <class K, class V, class H, class E, class A>
struct Convert<std::unordered_map<K, V, H, E, A>> : detail::MapConvert<std::unordered_map<K, V, H, E, A>> {};

template <class... T>
struct Convert<std::tuple<T...>> {
    static Object to(Interpreter& in, const std::tuple<T...>& v) {
        return std::apply([&](const T&... x) { return in.tuple({Convert<T>::to(in, x)...}); }, v);
    }
    static std::optional<std::tuple<T...>> from(const Object& o) {
        if (!o.is_tuple() && !o.is_list()) return std::nullopt;
        std::vector<Object> items = o.elements();
        if (items.size() != sizeof...(T)) return std::nullopt;
        return from_items(items, std::index_sequence_for<T...>{});
    }
    static std::string name(Interpreter&) { return "tuple of " + std::to_string(sizeof...(T)); }

private:
    template <std::size_t... I>
    static std::optional<std::tuple<T...>> from_items(const std::vector<Object>& items, std::index_sequence<I...>) {
        std::tuple<std::optional<T>...> parts{Convert<T>::from(items[I])...};
        if (!(std::get<I>(parts) && ...)) return std::nullopt;
        return std::tuple<T...>(std::move(*std::get<I>(parts))...);
    }
};

template <class A, class B>
struct Convert<std::pair<A, B>> {
    static Object to(Interpreter& in, const std::pair<A, B>& v) {
        return in.tuple({Convert<A>::to(in, v.first), Convert<B>::to(in, v.second)});
    }
    static std::optional<std::pair<A, B>> from(const Object& o) {
        auto t = Convert<std::tuple<A, B>>::from(o);
        if (!t) return std::nullopt;
        return std::pair<A, B>(std::move(std::get<0>(*t)), std::move(std::get<1>(*t)));
    }
    static std::string name(Interpreter&) { return "tuple of 2"; }
};

// ============================================================== template bodies

namespace detail {
// How Object::as<T>() reads: references and pointers to host classes point
// into the instance; everything else converts.
template <class T>
T object_as(const Object& o) {
    if constexpr ((std::is_reference_v<T> || std::is_pointer_v<T>) &&
                  is_host_class<std::remove_cv_t<std::remove_pointer_t<std::remove_reference_t<T>>>>::value) {
        using U = std::remove_cv_t<std::remove_pointer_t<std::remove_reference_t<T>>>;
        U* p = o.host<U>();
        if constexpr (std::is_pointer_v<T>) {
            if (!p && o.is_none()) return nullptr;
        }
        if (!p) throw_conversion(Convert<U>::name(o.interpreter()), o);
        if constexpr (std::is_pointer_v<T>) return p;
        else return *p;
    } else {
        using U = std::remove_cv_t<std::remove_reference_t<T>>;
        auto v = Convert<U>::from(o);
        if (!v) throw_conversion(Convert<U>::name(o.interpreter()), o);
        return std::move(*v);
    }
}
} // namespace detail

template <class T>
T Object::as() const {
    return detail::object_as<T>(*this);
}

template <class R, class... A>
R Object::call(A&&... args) const {
    Object result;
    if constexpr (sizeof...(A) == 0) {
        result = call_with(nullptr, 0);
    } else {
        Interpreter& in = interpreter();
        const Object argv[] = {in.value(std::forward<A>(args))...};
        result = call_with(argv, sizeof...(A));
    }
    if constexpr (std::is_void_v<R>) return;
    else if constexpr (std::is_same_v<R, Object>) return result;
    else return result.as<R>();
}

template <class K>
Object Object::operator[](const K& key) const {
    if constexpr (std::is_same_v<K, Object>) return item(key);
    else return item(interpreter().value(key));
}

template <class T>
Module& Module::set(std::string_view name, T&& value) {
    dict().set_item(in_->str(name), in_->value(std::forward<T>(value)));
    return *this;
}

} // namespace kiln
