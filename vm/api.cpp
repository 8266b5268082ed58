// The embedding API (include/kiln/kiln.hpp): the Interpreter on top of the VM.
#include "../jit/jit.hpp"
#include <cerrno>
#include <cstdio>
#include <fstream>
#include <sstream>

#include "../lang/lexer.hpp"
#include "api.hpp"
#include "bigint.hpp"
#include "dict.hpp"
#include "ops.hpp"

namespace kiln {

const char* version() { return "0.1.0"; }

// ----------------------------------------------------------------- entries

Entry::Entry(VM& vm) : vm_(vm), running_(&vm), outer_(vm.host_depth++ == 0) {
    if (outer_) {
        // Between host calls nothing holds raw values: a safe point.
        if (vm.gc_pending && vm.frames.empty()) vm.collect();
        vm.start_budget();
    }
}

Entry::~Entry() {
    if (--vm_.host_depth > 0) return;
    vm_.stop_budget();
    vm_.flush_quietly(); // a failure shows at the next write, or the host's flush()
}

Interpreter::Impl& impl_of(VM& vm) { return Access::impl(*vm.api); }

// ----------------------------------------------------------------- errors

Exception::Exception(std::string type, std::string message) {
    error_.type = std::move(type);
    error_.message = std::move(message);
    error_.formatted = error_.type + (error_.message.empty() ? "" : ": " + error_.message) + "\n";
    what_ = error_.type + (error_.message.empty() ? "" : ": " + error_.message);
}

Exception::Exception(Error error) : error_(std::move(error)) {
    what_ = error_.formatted.empty() ? error_.type + ": " + error_.message : error_.formatted;
    while (!what_.empty() && what_.back() == '\n') what_.pop_back();
}

const char* Exception::what() const noexcept { return what_.c_str(); }

namespace {

VMOptions vm_options(const Config& c) {
    VMOptions o;
    o.jit = c.jit;
    o.jit_threshold = c.jit_threshold;
    o.jit_max_specialisations = c.jit_max_specialisations;
    o.jit_opt_level = c.jit_opt_level;
    o.jit_background = c.jit_background;
    o.jit_log = c.jit_log;
    o.jit_perf_map = c.jit_perf_map;
    o.jit_dump = c.jit_dump;
    o.jit_timing = c.jit_timing;
    o.jit_cache = c.jit_cache;
    o.recursion_limit = c.recursion_limit;
    o.max_recursion_limit = c.max_recursion_limit;
    o.heap_limit = c.heap_limit;
    o.step_limit = c.step_limit;
    o.time_limit = c.time_limit;
    return o;
}

} // namespace

Interpreter::Impl::Impl(Interpreter& self_, Config c) : self(self_), config(std::move(c)), vm(vm_options(config)) {
    RunningVM running(&vm);
    vm.api = &self;
    if (config.output)
        vm.write_out = [out = config.output](std::string_view s) {
            out(s);
            return (std::ptrdiff_t)s.size();
        };
    vm.line_buffered = config.line_buffered;
    if (config.error_output) vm.write_err = config.error_output;
    vm.argv = config.argv;
    vm.read_line = config.input;
    vm.module_loader = config.module_loader;
    vm.module_path = config.module_path;
    main_globals = vm.new_globals("__main__");
    vm.pinned.push_back(main_globals);
    auto* main = vm.alloc<ModuleObj>(Kind::Module);
    main->name = vm.s_main;
    main->dict = main_globals;
    dict_set_str(vm, vm.modules, vm.s_main, Value::object(main));
}

Error Interpreter::Impl::take_error() {
    ExceptionObj* e = vm.exc;
    vm.exc = nullptr;
    Error err;
    err.type = e->type->name->data;
    err.message = vm.exception_message(e);
    for (auto it = e->traceback.rbegin(); it != e->traceback.rend(); ++it)
        err.traceback.push_back(
            fmt::format("File \"{}\", line {}, in {}", it->code->filename->data, it->line, it->code->name->data));
    if (vm.is_subtype(e->type, vm.e_SystemExit)) err.exit_status = vm.system_exit_status(e, err.formatted);
    else err.formatted = vm.format_exception(e);
    return err;
}

void Interpreter::Impl::throw_error() {
    Value original = Value::object(vm.exc);
    Exception ex(take_error());
    Access::set_original(ex, std::make_shared<const Object>(Access::make(vm, original)));
    throw ex;
}

TypeObj* Interpreter::Impl::class_of(const std::type_info& type) const {
    for (auto& [t, cls] : classes)
        if (*t == type) return cls;
    return nullptr;
}

// ----------------------------------------------------------------- the interpreter

Interpreter::Interpreter(Config config) : impl_(std::make_unique<Impl>(*this, std::move(config))) {}
Interpreter::~Interpreter() = default;

const Config& Interpreter::config() const { return impl_->config; }
bool Interpreter::jit_enabled() const { return impl_->config.jit; }

std::string Interpreter::jit_report() const {
    jit::Jit* j = impl_->vm.jit_engine.get();
    if (!j) return "jit: off\n";
    char* buf = nullptr;
    size_t len = 0;
    std::FILE* mem = open_memstream(&buf, &len);
    j->print_stats(mem);
    std::fclose(mem);
    std::string out(buf, len);
    std::free(buf);
    return out;
}

std::optional<Error> Interpreter::run_string(std::string_view source, const std::string& filename) {
    VM& vm = impl_->vm;
    Entry entry(vm);
    if (vm.run_source(source, filename, impl_->main_globals).is_empty()) return impl_->take_error();
    return std::nullopt;
}

std::optional<Error> Interpreter::run_file(const std::string& path) {
    errno = 0;
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        int err = errno ? errno : ENOENT;
        VM& vm = impl_->vm;
        Entry entry(vm);
        vm.exc = static_cast<ExceptionObj*>(vm.errno_error(err, &path).o);
        return impl_->take_error();
    }
    std::stringstream ss;
    ss << in.rdbuf();
    return run_string(ss.str(), path);
}

std::optional<Error> Interpreter::run_interactive(std::string_view source, const std::string& filename) {
    VM& vm = impl_->vm;
    Entry entry(vm);
    // As at CPython's prompt, tracebacks show no source lines for what was typed.
    vm.sources.erase(filename);
    CodeObj* code = vm.compile(source, filename, true);
    if (!code || vm.run_code(code, impl_->main_globals).is_empty()) return impl_->take_error();
    return std::nullopt;
}

namespace {

bool blank(std::string_view line) { return line.find_first_not_of(" \t\f\r") == std::string_view::npos; }

// Does the source start with a compound statement (which the prompt ends
// only at an empty line)?
bool starts_compound(std::string_view source) {
    size_t i = source.find_first_not_of(" \t\f\r\n");
    if (i == std::string_view::npos) return false;
    if (source[i] == '@') return true;
    size_t j = i;
    while (j < source.size() && (std::isalnum((unsigned char)source[j]) || source[j] == '_')) j++;
    std::string_view word = source.substr(i, j - i);
    for (const char* kw : {"if", "while", "for", "def", "class", "with", "try", "async", "match"})
        if (word == kw) return true;
    return false;
}

} // namespace

bool Interpreter::is_complete(std::string_view source) {
    VM& vm = impl_->vm;
    Entry entry(vm);
    // The last line, not counting the newline that ends it.
    std::string_view body = source;
    if (!body.empty() && body.back() == '\n') body.remove_suffix(1);
    size_t nl = body.rfind('\n');
    bool last_blank = blank(nl == std::string_view::npos ? body : body.substr(nl + 1));
    if (vm.compile(source, "<stdin>", true)) return !starts_compound(source) || last_blank;
    std::string msg = vm.exception_message(vm.exc);
    vm.exc = nullptr;
    if (msg.rfind("expected an indented block", 0) == 0) return last_blank;
    if (msg.rfind("unexpected EOF", 0) == 0 || msg.find("was never closed") != std::string::npos ||
        msg.rfind("unterminated triple-quoted", 0) == 0)
        return false;
    return true; // a real error: run it, to report it
}

Object Interpreter::eval(std::string_view expression) {
    VM& vm = impl_->vm;
    Entry entry(vm);
    CodeObj* code = vm.compile(expression, "<string>", false, true);
    if (!code) impl_->throw_error();
    Value v = vm.run_code(code, impl_->main_globals);
    if (v.is_empty()) impl_->throw_error();
    return Access::make(vm, v);
}

Object Interpreter::global(std::string_view name) {
    VM& vm = impl_->vm;
    Entry entry(vm);
    Value v = dict_get_str(impl_->main_globals, vm.intern(name));
    if (v.is_empty()) {
        vm.raisef(vm.e_NameError, "name '{}' is not defined", name);
        impl_->throw_error();
    }
    return Access::make(vm, v);
}

bool Interpreter::has_global(std::string_view name) {
    VM& vm = impl_->vm;
    Entry entry(vm);
    return !dict_get_str(impl_->main_globals, vm.intern(name)).is_empty();
}

void Interpreter::set_global_object(std::string_view name, const Object& value) {
    VM& vm = impl_->vm;
    Entry entry(vm);
    dict_set_str(vm, impl_->main_globals, vm.intern(name), value_for(vm, value));
}

Object Interpreter::none() { return Access::make(impl_->vm, Value::none()); }
Object Interpreter::boolean(bool b) { return Access::make(impl_->vm, Value::boolean(b)); }
Object Interpreter::integer(std::int64_t i) { return Access::make(impl_->vm, Value::integer(i)); }

Object Interpreter::unsigned_integer(std::uint64_t u) {
    VM& vm = impl_->vm;
    if (u <= (std::uint64_t)INT64_MAX) return Access::make(vm, Value::integer((std::int64_t)u));
    Entry entry(vm);
    return Access::make(vm, int_from_i128(vm, (__int128)u));
}
Object Interpreter::number(double d) { return Access::make(impl_->vm, Value::number(d)); }

Object Interpreter::str(std::string_view s) {
    VM& vm = impl_->vm;
    Entry entry(vm);
    return Access::make(vm, vm.str(s));
}

Object Interpreter::list() {
    VM& vm = impl_->vm;
    Entry entry(vm);
    return Access::make(vm, Value::object(vm.new_list()));
}

Object Interpreter::dict() {
    VM& vm = impl_->vm;
    Entry entry(vm);
    return Access::make(vm, Value::object(vm.new_dict()));
}

Object Interpreter::tuple(const std::vector<Object>& items) {
    VM& vm = impl_->vm;
    Entry entry(vm);
    TupleObj* t = vm.new_tuple(items.size());
    for (size_t i = 0; i < items.size(); i++) t->items[i] = value_for(vm, items[i]);
    return Access::make(vm, Value::object(t));
}

Object Interpreter::builtins() { return Access::make(impl_->vm, Value::object(impl_->vm.builtins)); }

Module Interpreter::add_module(std::string_view name) {
    VM& vm = impl_->vm;
    Entry entry(vm);
    StrObj* n = vm.intern(name);
    Value existing = dict_get_str(vm.modules, n);
    if (is_kind(existing, Kind::Module)) return Module(*this, Access::make(vm, existing));
    auto* m = vm.alloc<ModuleObj>(Kind::Module);
    m->name = n;
    m->dict = vm.new_dict();
    Value mv = Value::object(m);
    dict_set_str(vm, m->dict, vm.s_name, Value::object(n));
    dict_set_str(vm, vm.modules, n, mv);
    return Module(*this, Access::make(vm, mv));
}

Object Module::dict() const {
    VM& vm = vm_of(module_);
    return Access::make(vm, Value::object(static_cast<ModuleObj*>(value_of(module_).o)->dict));
}

void Interpreter::interrupt() { impl_->vm.interrupt(); }

std::optional<Error> Interpreter::flush() {
    VM& vm = impl_->vm;
    RunningVM running(&vm);
    int err = vm.flush_quietly();
    // Output callback's exception from the end of an earlier host call too.
    if (!err && vm.output_thrown) err = VM::kOutputThrew;
    if (!err) return std::nullopt;
    // The error alone: not chained to an exception a script may be handling.
    ExceptionObj* pending = vm.exc;
    std::vector<ExceptionObj*> handling;
    std::swap(handling, vm.handling); // nothing collects until it is back
    vm.raise_output_error(err);
    std::swap(handling, vm.handling);
    Error e = impl_->take_error();
    vm.exc = pending;
    return e;
}

bool Interpreter::stop_jit_for_exit() {
    jit::Jit* j = impl_->vm.jit_engine.get();
    return j && j->stop_compiling();
}

bool Interpreter::finish_jit_compiles_detached(const char* const* then_argv) {
    jit::Jit* j = impl_->vm.jit_engine.get();
    return j && j->finish_detached(then_argv) > 0;
}

std::size_t Interpreter::heap_bytes() const { return impl_->vm.heap_bytes(); }

void Interpreter::collect() {
    VM& vm = impl_->vm;
    // Inside a host function a native may hold raw values: only ask then.
    if (vm.host_depth > 0 || !vm.frames.empty()) {
        vm.request_gc();
        return;
    }
    RunningVM running(&vm);
    vm.collect();
}

// ----------------------------------------------------------------- completion

namespace {

bool is_ident_char(char c) { return std::isalnum((unsigned char)c) || c == '_' || (unsigned char)c >= 0x80; }

void add_names(DictObj* d, std::string_view prefix, const std::string& before, std::vector<std::string>& out,
               VM& vm) {
    for (auto& e : d->entries) {
        if (!dict_entry_live(e) || !is_str(e.key)) continue;
        std::string_view k = as_str(e.key)->view();
        if (k.substr(0, prefix.size()) != prefix) continue;
        if (k.size() >= 2 && k.substr(0, 2) == "__" && prefix.substr(0, 2) != "__") continue;
        Value v = e.value;
        bool callable = is_kind(v, Kind::Function) || is_kind(v, Kind::Native) || is_kind(v, Kind::HostFunction) ||
                        is_kind(v, Kind::Type);
        (void)vm;
        out.push_back(before + std::string(k) + (callable ? "(" : ""));
    }
}

} // namespace

std::vector<std::string> Interpreter::completions(std::string_view text) {
    VM& vm = impl_->vm;
    Entry entry(vm);
    // The trailing chain of names and dots: "print(obj.attr.pre" -> "obj.attr.pre".
    size_t start = text.size();
    while (start > 0 && (is_ident_char(text[start - 1]) || text[start - 1] == '.')) start--;
    std::string_view chain = text.substr(start);
    std::vector<std::string> out;
    size_t dot = chain.rfind('.');
    if (dot == std::string_view::npos) {
        static const char* const keywords[] = {"False", "None", "True", "and", "as", "assert", "break", "continue",
                                               "def", "del", "elif", "else", "for", "from", "global", "if",
                                               "import", "in", "is", "lambda", "nonlocal", "not", "or", "pass",
                                               "return", "while"};
        for (const char* k : keywords)
            if (std::string_view(k).substr(0, chain.size()) == chain) out.push_back(k);
        add_names(impl_->main_globals, chain, "", out, vm);
        add_names(vm.builtins, chain, "", out, vm);
    } else {
        // Look the object up without calling anything: globals, then attributes.
        std::string_view path = chain.substr(0, dot);
        std::string_view prefix = chain.substr(dot + 1);
        Value obj = Value::empty();
        size_t pos = 0;
        while (pos <= path.size()) {
            size_t next = path.find('.', pos);
            if (next == std::string_view::npos) next = path.size();
            StrObj* name = vm.intern(path.substr(pos, next - pos));
            if (obj.is_empty()) {
                obj = dict_get_str(impl_->main_globals, name);
                if (obj.is_empty()) obj = dict_get_str(vm.builtins, name);
            } else if (is_kind(obj, Kind::Module)) {
                obj = dict_get_str(static_cast<ModuleObj*>(obj.o)->dict, name);
            } else {
                Value a = lookup_type(is_kind(obj, Kind::Type) ? static_cast<TypeObj*>(obj.o) : vm.type_of(obj), name);
                obj = is_kind(a, Kind::HostProperty) ? Value::empty() : a;
            }
            if (obj.is_empty()) return out;
            pos = next + 1;
        }
        std::string before(chain.substr(0, dot + 1));
        if (is_kind(obj, Kind::Module)) {
            add_names(static_cast<ModuleObj*>(obj.o)->dict, prefix, before, out, vm);
        } else {
            TypeObj* t = is_kind(obj, Kind::Type) ? static_cast<TypeObj*>(obj.o) : vm.type_of(obj);
            for (TypeObj* m : t->mro) add_names(m->dict, prefix, before, out, vm);
        }
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    // What the text before the chain was, so callers can replace the whole text.
    std::string head(text.substr(0, start));
    for (auto& s : out) s = head + s;
    return out;
}

} // namespace kiln
