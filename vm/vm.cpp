// VM construction and object allocation.
#include "../jit/jit.hpp"
#include "vm.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>

#include "../lang/bytecode.hpp"
#include "../lang/compiler.hpp"
#include "../lang/syntax_error.hpp"
#include "../stdlib/stdlib.hpp"
#include "bigint.hpp"
#include "call.hpp"
#include "dict.hpp"
#include "ops.hpp"
#include "type_hints.hpp"

namespace kiln {

void free_all_objects(VM& vm);
void init_exception_types(VM& vm);
void init_dunders(VM& vm);
void install_class_builtins(VM& vm);

namespace {
constexpr size_t kStackValues = 1 << 20;

// print()'s default destination. The VM hands its buffer over when it is
// full (8 KB), when a host call ends, and when the script asks
// (print(flush=True), sys.stdout.flush(), input()): each time the text goes
// to the file descriptor, as CPython's flush does (stdio's own buffer would
// keep it from a pipe's reader), and a failed write's errno is known.
std::ptrdiff_t write_stdout(std::string_view s) {
    std::fflush(stdout); // what the host printed through stdio goes first
    int fd = fileno(stdout);
    ssize_t n = ::write(fd, s.data(), s.size());
    if (n >= 0) return n;
    // No standard output at all (`kiln script.py >&-`): CPython's sys.stdout
    // is then None, and print() writes nothing.
    if (errno == EBADF && fcntl(fd, F_GETFD) < 0) return (std::ptrdiff_t)s.size();
    return -errno;
}

// type(...)(): the one Ellipsis, as CPython's ellipsis_new.
Value ellipsis_ctor(VM& vm, Value*, int nargs, KwArgs kw) {
    if (nargs > 1 || kw.n) return vm.raise(vm.e_TypeError, "EllipsisType takes no arguments");
    return vm.ellipsis;
}

} // namespace

int VM::flush_quietly() {
    size_t done = 0;
    int err = 0;
    while (done < out_buffer.size()) {
        std::string_view rest = std::string_view(out_buffer).substr(done);
        std::ptrdiff_t n;
        try {
            n = write_out(rest);
        } catch (...) {
            output_thrown = std::current_exception();
            done += rest.size();
            err = kOutputThrew;
            break;
        }
        if (n > 0) done += (size_t)n;
        else if (n != -EINTR) {
            err = n < 0 ? (int)-n : EIO;
            break;
        }
    }
    out_buffer.erase(0, done);
    return err;
}

bool VM::write_overflow() {
    int err = flush_quietly();
    if (!err) return true;
    out_buffer.clear();
    raise_output_error(err);
    return false;
}

void VM::raise_output_error(int err) {
    if (err == kOutputThrew) raise_host_exception(*this, std::exchange(output_thrown, nullptr), "Config::output");
    else raise_errno(err);
}

bool VM::write_stderr(std::string_view s) {
    try {
        write_err(s);
        return true;
    } catch (...) {
        raise_host_exception(*this, std::current_exception(), "Config::error_output");
        return false;
    }
}

void VM::log_stderr(std::string_view s) noexcept {
    try {
        write_err(s);
    } catch (...) {
    }
}

VM::VM(VMOptions opts) : options(opts) {
    RunningVM running(this);
    if (options.heap_limit) next_gc = std::min(next_gc, options.heap_limit);
    // Left uninitialised: the pages are touched only as deep as calls go.
    stack = static_cast<Value*>(::operator new(sizeof(Value) * kStackValues));
    stack_end = stack + kStackValues;
    sp = stack;
    // Frames never move (the interpreter holds pointers to them), so room
    // is reserved for the deepest recursion sys.setrecursionlimit may allow.
    options.max_recursion_limit = std::max(options.max_recursion_limit, options.recursion_limit);
    options.c_recursion_limit = options.recursion_limit;
    frames.reserve(options.max_recursion_limit + 64);
    if (options.jit) {
        if (options.jit_threshold <= 0) options.jit_threshold = jit::kDefaultThreshold;
        jit_engine = std::make_unique<jit::Jit>(*this);
    }
    if (const char* stress = getenv("KILN_GC_STRESS")) next_gc = std::max(1024L, atol(stress));
    write_out = write_stdout;
    write_err = [](std::string_view s) {
        std::fwrite(s.data(), 1, s.size(), stderr);
        std::fflush(stderr);
    };
    s_name = intern("__name__");
    s_main = intern("__main__");
    s_builtins = intern("__builtins__");
    init_dunders(*this);
    init_types();
    builtins = new_dict();
    pinned.push_back(builtins);
    modules = new_dict();
    init_exception_types(*this);
    install_builtins(*this);
    install_str_methods(*this);
    install_str_translate(*this);
    install_list_methods(*this);
    install_sequence_methods(*this);
    install_number_methods(*this);
    install_dict_methods(*this);
    install_set_methods(*this);
    install_generator_methods(*this);
    install_class_builtins(*this);
    install_format(*this);
}

VM::~VM() {
    RunningVM running(this);
    flush_quietly();
    // Objects the host still holds outlive us as orphans; recycled nodes go.
    for (detail::Handle* h = handles.next; h != &handles; h = h->next) h->vm = nullptr;
    while (detail::Handle* h = free_handles) {
        free_handles = h->next;
        delete h;
    }
    free_all_objects(*this);
    ::operator delete(stack);
}

void VM::init_types() {
    t_object = new_type("object", nullptr, nullptr);
    t_type = new_type("type", t_object, nullptr);
    t_none = new_type("NoneType", t_object, nullptr);
    t_int = new_type("int", t_object, nullptr);
    t_bool = new_type("bool", t_int, nullptr);
    t_float = new_type("float", t_object, nullptr);
    t_ellipsis_type = new_type("ellipsis", t_object, nullptr);
    auto kt = [&](Kind k, const char* name) {
        TypeObj* t = new_type(name, t_object, nullptr);
        kind_types[(int)k] = t;
        return t;
    };
    t_str = kt(Kind::Str, "str");
    t_tuple = kt(Kind::Tuple, "tuple");
    t_list = kt(Kind::List, "list");
    t_dict = kt(Kind::Dict, "dict");
    dict_flavour_types[kPlainDict] = t_dict;
    t_range = kt(Kind::Range, "range");
    kind_types[(int)Kind::BigInt] = t_int;
    kt(Kind::Slice, "slice");
    t_function = kt(Kind::Function, "function");
    kt(Kind::Code, "code");
    kt(Kind::Cell, "cell");
    t_builtin = kt(Kind::Native, "builtin_function_or_method");
    kind_types[(int)Kind::HostFunction] = t_builtin;
    kt(Kind::HostProperty, "property");
    // A bound method's type depends on its function (see variant_type).
    t_method = kt(Kind::BoundMethod, "method");
    kind_types[(int)Kind::BoundMethod] = nullptr;
    kind_types[(int)Kind::Type] = t_type;
    kind_types[(int)Kind::Exception] = nullptr; // per-instance
    kt(Kind::Module, "module");
    kt(Kind::RangeIter, "range_iterator");
    kt(Kind::LongRangeIter, "longrange_iterator");
    kt(Kind::Enumerate, "enumerate");
    kt(Kind::Zip, "zip");
    kt(Kind::Set, "set");
    kt(Kind::FrozenSet, "frozenset");
    kt(Kind::SetIter, "set_iterator");
    kt(Kind::Generator, "generator");
    kt(Kind::Map, "map");
    kt(Kind::Filter, "filter");
    kt(Kind::GetSetDescriptor, "getset_descriptor");
    // Named as CPython's tp_name: __name__ and __module__ split it (vm/attr.cpp).
    kt(Kind::GenericAlias, "types.GenericAlias")->ctor = generic_alias_ctor;
    kt(Kind::Union, "types.UnionType");
    kind_types[(int)Kind::NativeIter] = nullptr; // per object (see variant_type)
    // Kinds whose type depends on the object (see variant_type).
    auto vt = [&](const char* name) { return new_type(name, t_object, nullptr); };
    t_dict_keys = vt("dict_keys");
    t_dict_values = vt("dict_values");
    t_dict_items = vt("dict_items");
    t_list_iter = vt("list_iterator");
    t_tuple_iter = vt("tuple_iterator");
    t_str_iter = vt("str_iterator");
    t_str_ascii_iter = vt("str_ascii_iterator");
    t_dict_keyiter = vt("dict_keyiterator");
    t_dict_valueiter = vt("dict_valueiterator");
    t_dict_itemiter = vt("dict_itemiterator");
    t_dict_revkeyiter = vt("dict_reversekeyiterator");
    t_dict_revvalueiter = vt("dict_reversevalueiterator");
    t_dict_revitemiter = vt("dict_reverseitemiterator");
    t_reversed = vt("reversed");
    t_list_reversed = vt("list_reverseiterator");
    // `...` is the one instance of its type, as None is of NoneType.
    auto* e = alloc<InstanceObj>(Kind::Instance);
    e->type = t_ellipsis_type;
    e->dict = nullptr;
    ellipsis = Value::object(e);
    t_ellipsis_type->ctor = ellipsis_ctor;
}

TypeObj* VM::variant_type(Value v) const {
    switch (v.o->kind) {
    case Kind::Dict: return v.o->flavour ? dict_flavour_types[v.o->flavour] : t_dict;
    case Kind::List: return t_list; // a list of bools
    case Kind::Tuple: {
        auto* t = as_tuple(v);
        return t->flavour == kNamedTuple ? static_cast<TypeObj*>(t->items[t->size].o) : t_tuple;
    }
    case Kind::DequeIter: return static_cast<DequeIterObj*>(v.o)->reverse ? t_deque_reviter : t_deque_iter;
    case Kind::DictView:
        if (static_cast<DictViewObj*>(v.o)->dict->flavour == kOrderedDict)
            switch (static_cast<DictViewObj*>(v.o)->part) {
            case DictPart::Keys: return t_odict_keys;
            case DictPart::Values: return t_odict_values;
            case DictPart::Items: return t_odict_items;
            }
        switch (static_cast<DictViewObj*>(v.o)->part) {
        case DictPart::Keys: return t_dict_keys;
        case DictPart::Values: return t_dict_values;
        case DictPart::Items: return t_dict_items;
        }
        break;
    case Kind::DictIter: {
        auto* it = static_cast<DictIterObj*>(v.o);
        if (it->dict->flavour == kOrderedDict) return t_odict_iter;
        switch (it->part) {
        case DictPart::Keys: return it->reverse ? t_dict_revkeyiter : t_dict_keyiter;
        case DictPart::Values: return it->reverse ? t_dict_revvalueiter : t_dict_valueiter;
        case DictPart::Items: return it->reverse ? t_dict_revitemiter : t_dict_itemiter;
        }
        break;
    }
    case Kind::SeqIter: {
        Value s = static_cast<SeqIterObj*>(v.o)->seq;
        if (is_list(s)) return t_list_iter;
        if (is_tuple(s)) return t_tuple_iter;
        return as_str(s)->ascii ? t_str_ascii_iter : t_str_iter;
    }
    case Kind::Reversed:
        return is_list(static_cast<ReversedObj*>(v.o)->seq) ? t_list_reversed : t_reversed;
    case Kind::HostObject: return static_cast<HostObjectObj*>(v.o)->type;
    case Kind::NativeIter: return static_cast<NativeIterObj*>(v.o)->type;
    case Kind::BoundMethod: {
        // A builtin's method bound to its object ([].append) is a builtin
        // function in CPython; a script function's is a method.
        Value fn = static_cast<BoundMethodObj*>(v.o)->func;
        return is_kind(fn, Kind::Native) || is_kind(fn, Kind::HostFunction) ? t_builtin : t_method;
    }
    default: break;
    }
    return t_object;
}

namespace {

VM::NativeTypeSlot& native_type_slot(VM& vm, const NativeIterClass* cls) {
    return vm.native_type_cache[(reinterpret_cast<uintptr_t>(cls) >> 3) % std::size(vm.native_type_cache)];
}

} // namespace

TypeObj* VM::native_iter_type(const NativeIterClass* cls) {
    auto it = native_iter_types.find(cls);
    TypeObj* t;
    if (it != native_iter_types.end()) {
        t = it->second;
    } else {
        t = new_type(cls->name, t_object, nullptr); // pinned: the cache never holds a dead type
        native_iter_types.emplace(cls, t);
    }
    native_type_slot(*this, cls) = {cls, t};
    return t;
}

NativeIterObj* VM::new_native_iter(const NativeIterClass* cls) {
    const NativeTypeSlot& slot = native_type_slot(*this, cls);
    TypeObj* t = slot.cls == cls ? slot.type : native_iter_type(cls);
    auto* it = alloc<NativeIterObj>(Kind::NativeIter);
    static_assert(sizeof(NativeIterObj) <= Heap::kMaxSmall, "always a small object");
    if (!cls->arrays) heap.forget_destroy(it); // its vectors stay empty: nothing to free
    it->cls = cls;
    it->type = t;
    return it;
}

bool VM::is_subtype(TypeObj* t, TypeObj* of) const {
    for (TypeObj* m : t->mro)
        if (m == of) return true;
    return false;
}

namespace {

StrObj* alloc_str(VM& vm, std::string_view s) {
    StrObj* o = vm.alloc<StrObj>(Kind::Str, s.size());
    o->hash = -1;
    o->nbytes = s.size();
    if (!s.empty()) std::memcpy(o->data, s.data(), s.size()); // an empty view's data may be null
    o->data[s.size()] = 0;
    o->interned = false;
    return o;
}

} // namespace

Value VM::ascii_str(std::string_view s) {
    if (s.size() <= 1) return Value::object(intern(s)); // single characters are shared
    StrObj* o = alloc_str(*this, s);
    o->nchars = s.size();
    o->ascii = true;
    return Value::object(o);
}

StrObj* VM::new_str(std::string_view s) {
    StrObj* o = alloc_str(*this, s);
    // ASCII text (the common case) is checked eight bytes at a time, and
    // the rest (short strings: all of it) in one pass with no early exit.
    size_t i = 0;
    for (uint64_t w; i + 8 <= s.size(); i += 8) {
        std::memcpy(&w, s.data() + i, 8);
        if (w & 0x8080808080808080u) break;
    }
    unsigned char high = 0;
    for (size_t j = i; j < s.size(); j++) high |= (unsigned char)s[j];
    o->ascii = high < 0x80;
    size_t chars = i;
    if (o->ascii) chars = s.size();
    else
        for (; i < s.size(); i++)
            if (((unsigned char)s[i] & 0xC0) != 0x80) chars++;
    o->nchars = chars;
    return o;
}

Value VM::str(std::string_view s) {
    if (s.size() <= 1) return Value::object(intern(s)); // single characters are shared
    return Value::object(new_str(s));
}

StrObj* VM::intern(std::string_view s) {
    const size_t slot = s.empty() ? 128 : s.size() == 1 && (unsigned char)s[0] < 128 ? (unsigned char)s[0] : SIZE_MAX;
    if (slot != SIZE_MAX && short_interned[slot]) return short_interned[slot];
    StrObj* o;
    auto it = interned.find(s);
    if (it != interned.end()) {
        o = it->second;
    } else {
        o = new_str(s);
        o->interned = true;
        str_hash(o);
        interned.emplace(o->view(), o);
    }
    if (slot != SIZE_MAX) short_interned[slot] = o; // interned strings live as long as the VM
    return o;
}

TupleObj* VM::new_tuple(size_t n) {
    TupleObj* t = alloc<TupleObj>(Kind::Tuple, n ? (n - 1) * sizeof(Value) : 0);
    t->hash = -1;
    t->size = n;
    for (size_t i = 0; i < n; i++) t->items[i] = Value::none();
    return t;
}

Value VM::tuple(std::initializer_list<Value> items) {
    TupleObj* t = new_tuple(items.size());
    size_t i = 0;
    for (auto& v : items) t->items[i++] = v;
    return Value::object(t);
}

ListObj* VM::new_list(size_t reserve) {
    ListObj* l = alloc<ListObj>(Kind::List);
    if (reserve) l->values().reserve(reserve);
    return l;
}

DictObj* VM::new_dict() { return alloc<DictObj>(Kind::Dict); }

Value VM::range(int64_t start, int64_t stop, int64_t step) {
    RangeObj* r = alloc<RangeObj>(Kind::Range);
    r->start = start;
    r->stop = stop;
    r->step = step;
    __int128 len = 0;
    if (step > 0 && start < stop) len = ((__int128)stop - start - 1) / step + 1;
    else if (step < 0 && start > stop) len = ((__int128)start - stop - 1) / (-(__int128)step) + 1;
    r->length = (int64_t)len;
    return Value::object(r);
}

NativeObj* VM::new_native(const char* name, NativeFn fn, bool takes_kw, TypeObj* owner) {
    NativeObj* n = alloc<NativeObj>(Kind::Native);
    n->fn = fn;
    n->name = name;
    n->takes_kw = takes_kw;
    n->owner = owner;
    return n;
}

TypeObj* VM::new_type(const char* name, TypeObj* base, NativeFn ctor) {
    TypeObj* t = alloc<TypeObj>(Kind::Type);
    t->name = intern(name);
    t->base = base;
    t->mro.push_back(t);
    if (base)
        for (TypeObj* b : base->mro) t->mro.push_back(b);
    t->dict = new_dict();
    adopt_type_dict(t->dict);
    t->ctor = ctor;
    t->is_exception = base && base->is_exception;
    pinned.push_back(t);
    return t;
}

Value VM::bound_method(Value self, Value func) {
    BoundMethodObj* m = alloc<BoundMethodObj>(Kind::BoundMethod);
    m->self = self;
    m->func = func;
    return Value::object(m);
}

Value VM::const_value(const Constant& k, const std::shared_ptr<const CodeProto>& owner) {
    switch (k.kind) {
    case Constant::None: return Value::none();
    case Constant::True: return Value::boolean(true);
    case Constant::False: return Value::boolean(false);
    case Constant::Int: return Value::integer(k.i);
    case Constant::BigInt: {
        // Decimal text with an optional '-', outside the 64-bit range (the compiler checked).
        Mpz z;
        mpz_set_str(z, k.s.c_str(), 10);
        return int_from_mpz(*this, z);
    }
    case Constant::Float: return Value::number(k.f);
    case Constant::Str: return Value::object(intern(k.s));
    case Constant::Ellipsis: return ellipsis;
    case Constant::Code: return Value::object(new_code(k.code, owner));
    case Constant::NameTuple: {
        TupleObj* t = new_tuple(k.names.size());
        for (size_t i = 0; i < k.names.size(); i++) t->items[i] = Value::object(intern(k.names[i]));
        return Value::object(t);
    }
    case Constant::Tuple: {
        if (const_tuples_)
            for (auto& [seen, v] : *const_tuples_)
                if (same_constant(*seen, k)) return v;
        TupleObj* t = new_tuple(k.items.size());
        for (size_t i = 0; i < k.items.size(); i++) t->items[i] = const_value(k.items[i], owner);
        Value v = Value::object(t);
        if (const_tuples_) const_tuples_->emplace_back(&k, v);
        return v;
    }
    }
    return Value::none();
}

CodeObj* VM::new_code(const CodeProto* proto, std::shared_ptr<const CodeProto> owner) {
    CodeObj* c = alloc<CodeObj>(Kind::Code);
    c->proto = proto;
    c->owner = owner;
    c->name = intern(proto->name);
    c->filename = intern(proto->filename);
    for (auto& n : proto->names) c->names.push_back(intern(n));
    for (auto& n : proto->varnames) c->varnames.push_back(intern(n));
    c->nlocals = (int)proto->varnames.size();
    c->ncells = (int)proto->cellvars.size();
    c->nfrees = (int)proto->freevars.size();
    c->nslots = c->nlocals + c->ncells + c->nfrees;
    c->global_cache.resize(proto->code.size());
    c->attr_cache.assign(proto->code.size(), -1);
    if (jit_engine) {
        c->jit_counter.assign(proto->code.size(), options.jit_threshold);
        c->jit_entries.assign(proto->code.size(), 0);
    }
    // One module's code objects share their equal tuple constants, as
    // CPython's compiler merges them (`f() is g()` for two functions
    // returning `(1, 2)`): the outermost new_code keeps them meanwhile.
    // (No collection runs here: allocations only ask for one.)
    std::vector<std::pair<const Constant*, Value>> tuples;
    const bool outermost = !const_tuples_;
    if (outermost) const_tuples_ = &tuples;
    struct Done {
        std::vector<std::pair<const Constant*, Value>>** cache;
        bool outermost;
        ~Done() { if (outermost) *cache = nullptr; }
    } done{&const_tuples_, outermost};
    for (auto& k : proto->consts) c->consts.push_back(const_value(k, owner));
    return c;
}

DictObj* VM::new_globals(std::string_view module_name) {
    DictObj* g = new_dict();
    dict_set_str(*this, g, s_name, Value::object(intern(module_name)));
    dict_set_str(*this, g, intern("__doc__"), Value::none()); // the docstring's, if it has one
    return g;
}

CodeObj* VM::compile(std::string_view source, const std::string& filename, bool interactive, bool eval) {
    std::shared_ptr<const CodeProto> proto;
    try {
        CompileOptions co;
        co.interactive = interactive;
        co.eval = eval;
        proto = compile_module(source, filename, co);
    } catch (const SyntaxError& e) {
        TypeObj* t = e_SyntaxError;
        if (e.kind == "IndentationError") t = e_IndentationError;
        else if (e.kind == "TabError") t = e_TabError;
        else if (e.kind == "NotImplementedError") t = e_NotImplementedError;
        else if (e.kind == "OverflowError") t = e_OverflowError;
        else if (e.kind == "RecursionError") t = e_RecursionError;
        raise(t, e.what());
        // Remember where, for the traceback: file, line, the line's text and a caret.
        std::string text;
        int line = 1;
        size_t start = 0;
        for (size_t i = 0; i <= source.size(); i++) {
            if (i == source.size() || source[i] == '\n') {
                if (line == e.line) { text = std::string(source.substr(start, i - start)); break; }
                line++;
                start = i + 1;
            }
        }
        syntax_error_location(exc, filename, e.line, e.col, e.end_col, text);
        return nullptr;
    }
    return new_code(proto.get(), proto);
}

Value VM::run_source(std::string_view source, const std::string& filename, DictObj* globals, bool interactive) {
    sources[filename] = std::string(source);
    CodeObj* code = compile(source, filename, interactive);
    if (!code) return Value::empty();
    return run_code(code, globals);
}

} // namespace kiln
