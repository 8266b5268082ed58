// Heap object layouts. Every object starts with an Obj header that links it
// into the VM's heap list; the collector finds children through trace().
#pragma once
#include <gmp.h>

#include <memory>
#include <string>
#include <string_view>
#include <typeinfo>
#include <vector>

#include "entry_vec.hpp"
#include "heap_alloc.hpp"
#include "inline_vec.hpp"
#include "value.hpp"
#include "value_vec.hpp"
#include "bool_items.hpp"

namespace kiln {

struct VM;
struct CodeProto;
struct Constant;
namespace jit {
class Liveness; // jit/liveness.hpp
}

namespace detail {
class Callable; // a host C++ function (include/kiln/kiln.hpp)
}
struct TypeObj;
struct StrObj;

enum class Kind : uint8_t {
    Str,
    Tuple,
    List,
    Dict,
    Range,
    Slice,
    Function,
    Code,
    Cell,
    Native,
    BoundMethod,
    Type,
    Exception,
    Module,
    SeqIter,   // iterator over list, tuple or str by index
    RangeIter,
    DictIter,  // over keys, values or items
    DictView,  // dict_keys / dict_values / dict_items
    Enumerate,
    Zip,
    Reversed,
    Instance,     // an instance of a class defined in Python
    Super,        // super() proxy
    Property,
    StaticMethod,
    ClassMethod,
    GetItemIter,  // iterator over an instance with __getitem__ but no __iter__
    BigInt,    // an int outside the 64-bit range (inside it, ints are Tag::Int)
    HostFunction, // a C++ function registered by the embedding host
    HostObject,   // an instance of a C++ class registered by the host
    HostProperty, // a get/set pair in a host class's dict
    Set,
    FrozenSet,
    SetIter,
    Generator,
    Map,
    Filter,
    LongRangeIter, // over a range beyond 64 bits
    GenericAlias,  // list[int]: a builtin type subscripted (vm/type_hints.hpp)
    Union,         // int | None (vm/type_hints.hpp)
    NativeIter,    // an iterator a builtin module defines (itertools): see NativeIterObj
    Deque,         // collections.deque (vm/collections.hpp)
    DequeIter,     // its iterators, forwards and reversed
    GetSetDescriptor, // a class's __dict__ and __weakref__ entries (vm/class_dict.cpp)
    COUNT_
};

struct Obj {
    Obj* gc_next;  // large objects: the heap's list of them
    Kind kind;
    // What the kind alone does not say: a dict's flavour (DictFlavour:
    // defaultdict, Counter, OrderedDict) or a tuple made by a namedtuple
    // class (kNamedTuple), fixed when the object is made; how a list holds
    // its items (ListFlavour), which changes; 0 for every other object.
    // Right after `kind`: a trace's type guard reads both as one 16-bit
    // word (jit_kind).
    uint8_t flavour;
    bool marked;   // large objects only; small ones are marked in their page
    bool large;    // allocated on its own, not in a page (see vm/heap.hpp)
};

// What a trace's type guard checks of an object: its kind and its flavour
// (so a trace recorded with a plain dict leaves when it meets a
// defaultdict, whose d[k] calls its factory), as the 16-bit word at `kind`.
using JitKind = uint16_t;
constexpr JitKind kNoJitKind = 0xFFFF; // not an object
inline JitKind jit_kind(const Obj* o) { return (JitKind)((unsigned)o->kind | (unsigned)o->flavour << 8); }
inline JitKind jit_kind(Kind k) { return (JitKind)k; } // a kind that has no flavours

// Kinds whose objects own memory outside their heap cell (or host
// resources): the collector runs destroy() (vm/gc.cpp) on them when they die.
constexpr bool kind_needs_destroy(Kind k) {
    switch (k) {
    case Kind::List: case Kind::Dict: case Kind::Code: case Kind::Type: case Kind::Exception:
    case Kind::Zip: case Kind::BigInt: case Kind::HostFunction: case Kind::HostObject:
    case Kind::Set: case Kind::FrozenSet: case Kind::Generator: case Kind::Map: case Kind::Filter:
    case Kind::NativeIter:
    case Kind::Deque:
        return true;
    default: return false;
    }
}

// ----------------------------------------------------------------- str

struct StrObj : Obj {
    int64_t hash;     // -1 until computed
    size_t nbytes;    // UTF-8 length
    size_t nchars;    // code points
    bool ascii;
    bool interned;
    // Made by STR_APPEND for a loop's string-building local, which is its
    // only reference while the loop runs: the next STR_APPEND may write
    // into it, up to `room` bytes (vm/str_builder.cpp). 0 for other strings.
    bool owned;
    uint32_t room;
    char data[1];     // nbytes + NUL (room + NUL for an owned string)
    std::string_view view() const { return {data, nbytes}; }
};

// ----------------------------------------------------------------- big ints

// An int that does not fit in 64 bits. Invariant: the value is always outside
// [INT64_MIN, INT64_MAX]; every operation that makes an int shrinks a result
// that fits back to Tag::Int (see vm/bigint.hpp), so a value has exactly one
// representation. Immutable once made. The limbs are GMP's (malloc'd), freed
// by the collector's destroy.
struct BigIntObj : Obj {
    mpz_t z;
};

// ----------------------------------------------------------------- containers

struct TupleObj : Obj {
    int64_t hash; // -1 until computed; stays -1 when an item's hash is script code (CPython hashes anew)
    size_t size;
    Value items[1];
};

// How a list holds its items: its flavour, which (unlike other objects')
// changes. A list holds Values, 16 bytes an item. A list of bools made by
// `[b] * n`, or grown past kPackBoolsFrom items by appends where nothing
// but the appending code can be holding its items (vm/list_items.cpp),
// holds one byte an item instead: a sieve's flags take 300 KB, not 4.8 MB. It holds
// Values again, for good, once it gets an item that is not a bool or code
// asks for its Values (values()). Compiled traces read the flavour with
// the kind (jit_kind) and check it again after anything that may change it.
enum ListFlavour : uint8_t { kValueItems = 0, kBoolItems = 1 };
// Smaller lists stay in the cache whatever they hold, and packing them
// cost a compiled loop that builds many short rows of bools an exit per
// row and a specialisation for the rest of it.
constexpr size_t kPackBoolsFrom = 256;

struct ListObj : Obj {
    ValueVec items_;  // the items while the flavour is kValueItems; else empty
    BoolItems bools_; // the items while it is kBoolItems; else empty

    bool holds_bools() const { return flavour == kBoolItems; }
    size_t size() const { return holds_bools() ? bools_.size() : items_.size(); }
    bool empty() const { return size() == 0; }
    Value item(size_t i) const { return holds_bools() ? Value::boolean(bools_[i]) : items_[i]; }
    void set_item(size_t i, Value v) {
        if (holds_bools() && v.tag == Tag::Bool) return bools_.set(i, v.b);
        values()[i] = v;
    }
    // Appends v (a bool list stays one while v is a bool; see
    // list_append_item in vm/list_items.cpp for the one that packs).
    void append(Value v) {
        if (holds_bools() && v.tag == Tag::Bool) return bools_.push_back(v.b);
        values().push_back(v);
    }
    // The items as Values, for any other use: a list of bools spreads its
    // bytes into Values first, and holds Values from then on.
    ValueVec& values() {
        if (holds_bools()) spread_bools();
        return items_;
    }
    void spread_bools(); // vm/list_items.cpp
};

// The flavours of dict (Obj::flavour of a Kind::Dict): the dict subclasses
// of collections (vm/collections.hpp). Each is a dict in every way but
// its type, its repr and the few methods its class defines.
enum DictFlavour : uint8_t { kPlainDict = 0, kDefaultDict, kCounter, kOrderedDict, kDictFlavours };
// Obj::flavour of a tuple made by a namedtuple class: the class is the
// Value after its items (items[size]), which the collector marks.
constexpr uint8_t kNamedTuple = 1;

struct CellObj;

// Insertion-ordered hash table: entries in order, an open-addressed index.
struct DictObj : Obj {
    HeapVec<int32_t> index; // -1 empty, -2 deleted, else entry position
    size_t used = 0;            // live entries
    uint64_t layout = 0;         // which keys, in which places (vm/dict_layout.hpp); 0 when empty
    bool of_type = false;        // a type's dict: changes invalidate attribute caches (vm/dict.hpp)
    // An iterator was made over it: a deleted last entry stays a hole, as
    // in CPython, where the iterator finds what is appended after it.
    bool iterated = false;
    // Index slots marked deleted for entries taken off the end since the
    // index was built (they count towards its fill as holes do).
    uint16_t popped = 0;
    // Counts keys added and removed (not clear()): an OrderedDict's
    // iterators read it, as CPython's od_state (traces appending an
    // instance's attribute do not count it). In the padding: no room taken.
    uint32_t key_changes = 0;
    // A defaultdict's default_factory (in a cell: a dict has room for a
    // pointer, not a Value); null for every other dict.
    CellObj* factory = nullptr;
    // Last: its storage may be the rest of the dict's cell (vm/entry_vec.hpp).
    EntryVec entries;
};
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Winvalid-offsetof"
static_assert(offsetof(DictObj, entries) + sizeof(EntryVec) == sizeof(DictObj),
              "entries is DictObj's last member: the room after it is the rest of the cell");
#pragma GCC diagnostic pop

struct RangeObj : Obj {
    int64_t start, stop, step, length; // a fast range (see vm/range.hpp); length is -1 in a big one too long for it
    Value bstart, bstop, bstep, blength; // a big range; all Empty in a fast one
};

struct SliceObj : Obj {
    Value start, stop, step;
};

// ----------------------------------------------------------------- code and functions

// Inline cache of one LOAD_GLOBAL: valid while both dict layouts are unchanged.
struct GlobalCache {
    uint64_t globals_layout = UINT64_MAX;
    uint64_t builtins_layout = UINT64_MAX;
    int32_t index = -1;
    bool in_builtins = false;
};

struct CodeObj : Obj {
    const CodeProto* proto;
    std::shared_ptr<const CodeProto> owner; // keeps the compiled module alive
    std::vector<Value> consts;
    std::vector<StrObj*> names;
    std::vector<StrObj*> varnames;
    std::vector<GlobalCache> global_cache; // per instruction
    // Per instruction: LOAD_ATTR/STORE_ATTR's entry position (vm/class.hpp);
    // LOAD_METHOD's instance dict layout without the name (vm/interp.cpp).
    std::vector<int32_t> attr_cache;
    std::vector<int32_t> jit_counter;      // per loop header: back-edges until the JIT looks (JIT on only);
                                           // [0]: calls until it looks at the function (no loop starts at 0)
    std::vector<uint32_t> jit_entries;     // per loop header: times the loop was entered from above (JIT on only)
    std::shared_ptr<const jit::Liveness> jit_liveness; // its locals' liveness, made at its first recording
    // The JIT's record of the function's own trees (a jit::Jit::Loop, never
    // freed before the code), found at each call without a look-up.
    void* jit_function = nullptr;
    // A generator function's: a recording of its body into a loop's trace
    // aborted once, so loops over it call the interpreter for each value.
    bool jit_body_refused = false;
    StrObj* name;
    StrObj* filename;
    int nlocals, ncells, nfrees, nslots;
};

struct CellObj : Obj {
    Value value; // Empty when unbound
};

struct FunctionObj : Obj {
    CodeObj* code;
    DictObj* globals;
    TupleObj* defaults;  // may be null
    DictObj* kwdefaults; // may be null
    TupleObj* closure;   // cells, may be null
    StrObj* name;
    // What a script set on it (vm/function_attrs.cpp): attributes of its
    // own (f.calls = 0; null until one is set), and __qualname__,
    // __doc__ and __module__ (null / Empty while they are the code's).
    DictObj* dict = nullptr;
    StrObj* qualname = nullptr;
    Value doc;
    Value module;
    // __annotations__: the def's, or an empty dict made when first read
    // (then kept, as CPython does); null until then.
    DictObj* annotations = nullptr;
};

struct KwArgs {
    const Value* names = nullptr;  // str values
    const Value* values = nullptr;
    int n = 0;
};

// A builtin function. Returns Empty with the VM's exception set on error.
using NativeFn = Value (*)(VM& vm, Value* args, int nargs, KwArgs kw);

struct NativeObj : Obj {
    NativeFn fn;
    const char* name;
    bool takes_kw;
    TypeObj* owner; // for methods: the type they belong to (for repr and self checks)
};

struct BoundMethodObj : Obj {
    Value self;
    Value func;
};

// A type: builtin (int, list, ...) or a class defined in Python (is_class).
struct TypeObj : Obj {
    StrObj* name;
    TypeObj* base;             // the first base (the "solid" one for layout)
    std::vector<TypeObj*> mro; // self first
    DictObj* dict;
    NativeFn ctor; // called when the type is called
    bool is_exception;
    // Host classes (vm/host.cpp): the C++ type of the instances and the
    // HostFunction that constructs one (null if scripts cannot).
    const std::type_info* host_type = nullptr;
    Obj* host_init = nullptr;
    bool is_class = false;     // defined by a class statement
    bool has_slots = false;    // every class in the MRO declares __slots__: no other attributes
    // Classes: what CPython's instances of the class have (its
    // tp_dictoffset and tp_weaklistoffset, inherited along the MRO), and its
    // solid base (the nearest class along best bases that adds instance
    // fields); vm/class_dict.cpp.
    bool instance_dict = false, instance_weakref = false;
    TypeObj* solid = nullptr;
    // A native type whose methods run no script code when their arguments
    // are ints, floats, bools, None or strs (random.Random): a trace calls
    // them with its operands (jit/recorder.cpp, CALL_METHOD).
    bool plain_methods = false;
    uint8_t attrs_hint = 0;    // attributes an instance had when its __init__ returned (room made for them)
    // A namedtuple class (stdlib/namedtuple.cpp): its instances are
    // tuples (vm/collections.hpp); its field names, and __new__'s defaults
    // for the last fields (null when none).
    bool namedtuple = false;
    std::vector<StrObj*> fields;
    TupleObj* field_defaults = nullptr;
    std::vector<TypeObj*> bases;
    std::vector<StrObj*> slots; // the union of __slots__ names along the MRO
    // Names its own __slots__ lists besides __dict__ and __weakref__: each
    // a member descriptor in CPython's class __dict__, which kiln lacks.
    uint32_t own_member_slots = 0;
    StrObj* qualname = nullptr; // classes: e.g. "Outer.Inner"
    StrObj* module = nullptr;   // classes: the defining module's __name__
    // Results of lookup_mro (vm/class.cpp), valid while type_dict_epoch
    // (vm/dict.hpp) is unchanged; the names are kept alive by the collector.
    struct MroHit {
        StrObj* name = nullptr;
        uint64_t epoch = 0;
        Value value;
    };
    MroHit mro_cache[16];
};

// An instance of a class (or of `object`).
struct InstanceObj : Obj {
    TypeObj* type;
    DictObj* dict; // attributes; null for plain object() instances
};

// super(type, obj): attribute lookup starts after `type` in obj's MRO.
struct SuperObj : Obj {
    TypeObj* type;
    Value obj;       // an instance, or a class for classmethods
    TypeObj* obj_type;
};

struct PropertyObj : Obj {
    Value fget, fset, fdel; // None when absent
    // The name it was given in a class body (CPython's __set_name__), for
    // messages; null for one put on a class later.
    StrObj* name = nullptr;
};

// The __dict__ or __weakref__ entry of a class whose instances CPython
// gives a dict or a weak reference list: a data descriptor, as CPython's
// getset_descriptor (vm/class_dict.cpp).
struct GetSetDescriptorObj : Obj {
    TypeObj* owner; // the class whose dict has it
    StrObj* name;   // "__dict__" or "__weakref__"
};

// staticmethod and classmethod wrappers.
struct WrapperObj : Obj {
    Value func;
};

struct GetItemIterObj : Obj {
    Value obj;
    int64_t index; // -1 once exhausted
};

struct ExceptionObj : Obj {
    TypeObj* type;
    TupleObj* args;
    DictObj* dict = nullptr;          // attributes set on it (classes defined in Python)
    DictObj* members = nullptr;       // OSError's errno, strerror, filename, filename2 (vm/os_error.cpp)
    ExceptionObj* cause = nullptr;    // __cause__ (raise ... from)
    ExceptionObj* context = nullptr;  // __context__ (raised while handling another)
    bool suppress_context = false;
    struct Frame {
        CodeObj* code;
        int line;
    };
    InlineVec<Frame, 2> traceback; // innermost first
    std::string syntax_location;  // SyntaxError: the File/line/caret lines
};

struct ModuleObj : Obj {
    StrObj* name;
    DictObj* dict;
    bool initializing = false; // its code is still running (a circular import sees it so)
    // Names a script deleted from a builtin module (`del math.sqrt`): no
    // longer there, but not among those kiln refuses as missing either.
    DictObj* deleted = nullptr;
};

// ----------------------------------------------------------------- iterators

// The pos of a list's or a dict's iterator once it has ended: it stays
// ended, whatever is added later (CPython's lets go of its container).
// Above any length, so the bounds guards traces put on pos fail, and
// positive as an int64_t, so a signed compare with a length fails too.
constexpr size_t kIterEnded = (size_t)INT64_MAX;

struct SeqIterObj : Obj {
    Value seq; // list, tuple or str
    size_t pos; // kIterEnded: a list's that has ended
    size_t byte_pos; // str: byte offset of pos
};

struct RangeIterObj : Obj {
    int64_t next, step, remaining;
};

struct LongRangeIterObj : Obj { // iterator of a range beyond 64 bits (vm/range.cpp)
    Value next, step, remaining;
};

enum class DictPart : uint8_t { Keys, Values, Items };

// CPython's dict iterators, forwards and reversed (vm/iter.cpp, dict_iter).
struct DictIterObj : Obj {
    DictObj* dict;
    size_t pos;          // forwards: the next entry to look at; reversed: one past it;
                         // kIterEnded once it has ended
    size_t initial_used; // the dict's size at the start; -1 once it changed
    size_t remaining;    // items it may still yield (a forward one finding more raises)
    DictPart part;
    bool reverse;
    // An OrderedDict's (its flavour is then kOrderedDict, so traces tell
    // the two apart): the dict's key_changes at the start. Its pos is the
    // entry it yields next, kIterEnded when there is none.
    uint32_t key_changes;
};

struct DictViewObj : Obj {
    DictObj* dict;
    DictPart part;
};

struct EnumerateObj : Obj {
    Value iter;
    Value count; // an int, big ones included
};

struct ZipObj : Obj {
    ValueVec iters;
    bool strict = false; // zip(strict=True): unequal lengths raise ValueError
};

struct ReversedObj : Obj {
    Value seq; // list, tuple, str or range
    int64_t pos; // next index to yield, counting down
};

// ----------------------------------------------------------------- host objects

struct HostFunctionObj : Obj {
    detail::Callable* callable; // owned: deleted when the object dies
    StrObj* name;
    TypeObj* owner; // for methods: the host class
};

struct HostObjectObj : Obj {
    TypeObj* type;
    void* object;              // the C++ object, a type->host_type
    std::shared_ptr<void> keep; // owns it (or shares it with the host)
};

struct HostPropertyObj : Obj {
    StrObj* name;
    TypeObj* owner;
    Value getter; // HostFunction (self) -> value
    Value setter; // HostFunction (self, value), Empty when read-only
};

// set / frozenset: CPython's table. An unused slot has an Empty key and hash
// 0; a deleted one (dummy) an Empty key and hash -1.
struct SetEntry {
    int64_t hash;
    Value key;
};

struct SetObj : Obj {
    std::vector<SetEntry> table; // mask + 1 slots
    size_t fill = 0;   // used + dummies
    size_t used = 0;
    size_t finger = 0; // where pop() looks next
    int64_t hash = -1; // frozenset: cached
};

struct SetIterObj : Obj {
    SetObj* set;
    size_t pos;
    int64_t initial_used; // -1 once broken
};

// A generator: its frame lives here while suspended.
struct GenSink;
struct GeneratorObj : Obj {
    enum State : uint8_t { Created, Suspended, Running, Finished };
    FunctionObj* func;
    GenSink* sink = nullptr;   // while a builtin's loop drives it (gen_next_through)
    std::vector<Value> slots;  // frame slots, then the operand stack
    size_t nstack = 0;         // operand stack values at the end of `slots`
    size_t pc = 0;             // next instruction index
    std::vector<ExceptionObj*> handling; // exceptions being handled at the yield
    State state = Created;
    // Suspended mid-body rather than at a yield (a trace that ran its body
    // left there, see Jit::leave): the next resume goes on at pc with the
    // saved stack as it is, no value sent.
    bool resume_at_pc = false;
};

// map() and filter(): lazy.
struct MapObj : Obj {
    Value func;
    std::vector<Value> iters; // filter: one
};

// An iterator a builtin module defines (itertools.chain, ...), one Kind for
// all of them: what each does is its class's (a static NativeIterClass),
// its type is the module's (VM::native_iter_type), and what it holds is
// in the fields below, whose meaning is the class's. The collector traces
// every field, so a class keeps each value it holds in one of them.
struct NativeIterObj;
struct NativeIterClass {
    const char* name; // the type's name, as CPython's tp_name ("itertools.chain")
    // The next value; Empty at the end (no exception pending) or on error.
    // Null for an object that is no iterator (itertools._tee_dataobject).
    Value (*next)(VM& vm, NativeIterObj* it);
    // Appends repr(it) to `out` (false on error); null for "<T object at 0x...>".
    bool (*repr)(VM& vm, NativeIterObj* it, std::string& out);
    // Whether it fills `items` or `ix`, whose storage the collector then
    // frees when it dies; the others need no destroy() (VM::new_native_iter).
    bool arrays;
};

struct NativeIterObj : Obj {
    const NativeIterClass* cls;
    TypeObj* type;
    Value v[6];          // Empty when unused
    int64_t n[4];
    ValueVec items;
    HeapVec<int64_t> ix;
};

// types.GenericAlias (list[int]) and types.UnionType (int | None): what
// annotations commonly evaluate to (vm/type_hints.hpp).
struct GenericAliasObj : Obj {
    Value origin;   // the subscripted type
    TupleObj* args; // the subscript, always a tuple
};

struct UnionObj : Obj {
    TupleObj* args; // two or more: types (None as NoneType) and GenericAliases, flattened, no duplicates
};

// collections.deque: a ring buffer (CPython's is a list of blocks; the
// operations and their results are the same, O(1) at both ends).
struct DequeObj : Obj {
    HeapVec<Value> buf;  // the ring: its size is 0 or a power of two
    size_t head = 0;     // where the leftmost item is in buf
    size_t len = 0;
    int64_t maxlen = -1; // -1: unbounded
    // Changes whenever items move (CPython's `state`): iterators, count(),
    // index() and `in` compare it to see the deque mutated under them.
    uint64_t state = 0;
    Value& at(size_t i) { return buf[(head + i) & (buf.size() - 1)]; }
};

struct DequeIterObj : Obj {
    DequeObj* deque;
    size_t pos;      // the next item's index (reversed: from the right)
    size_t counter;  // items left
    uint64_t state;  // the deque's when the iterator was made
    bool reverse;
};

inline StrObj* as_str(Value v) { return static_cast<StrObj*>(v.o); }
inline TupleObj* as_tuple(Value v) { return static_cast<TupleObj*>(v.o); }
inline ListObj* as_list(Value v) { return static_cast<ListObj*>(v.o); }
inline DictObj* as_dict(Value v) { return static_cast<DictObj*>(v.o); }

inline bool is_kind(Value v, Kind k) { return v.tag == Tag::Obj && v.o->kind == k; }
inline bool is_str(Value v) { return is_kind(v, Kind::Str); }
inline bool is_list(Value v) { return is_kind(v, Kind::List); }
inline bool is_tuple(Value v) { return is_kind(v, Kind::Tuple); }
inline bool is_dict(Value v) { return is_kind(v, Kind::Dict); }
inline bool is_bigint(Value v) { return is_kind(v, Kind::BigInt); }
inline BigIntObj* as_bigint(Value v) { return static_cast<BigIntObj*>(v.o); }
// Python ints of any size: bool, Tag::Int and big ints.
inline bool is_integer(Value v) { return v.is_intlike() || is_bigint(v); }

// Identity, as the `is` operator sees it. Numbers have no identity in kiln:
// ints (big ones too) and floats compare by value.
inline bool same_value(const Value& a, const Value& b) {
    if (a.tag != b.tag) return false;
    switch (a.tag) {
    case Tag::Empty: case Tag::None: return true;
    case Tag::Bool: return a.b == b.b;
    case Tag::Int: return a.i == b.i;
    case Tag::Float: return std::memcmp(&a.f, &b.f, sizeof(double)) == 0;
    case Tag::Obj:
        return a.o == b.o || (a.o->kind == Kind::BigInt && b.o->kind == Kind::BigInt &&
                              mpz_cmp(static_cast<BigIntObj*>(a.o)->z, static_cast<BigIntObj*>(b.o)->z) == 0);
    }
    return false;
}

} // namespace kiln
