// The collections module's types where the VM meets them
// (stdlib/collections_module.cpp has the module; stdlib/deque.cpp,
// stdlib/dict_flavours.cpp and stdlib/namedtuple.cpp the types and their
// methods).
//
//  * deque: Kind::Deque, a ring buffer (DequeObj), and Kind::DequeIter.
//  * defaultdict, Counter, OrderedDict: dicts (Kind::Dict) with a flavour
//    (Obj::flavour, DictFlavour). Everything a dict does they do through
//    the dict's own code; the VM asks these hooks only where their class
//    differs from dict: d[k] of a missing key (__missing__), repr, a few
//    operators, equality and ordering.
//  * namedtuple: a class (TypeObj::namedtuple) whose instances are tuples
//    (Kind::Tuple with flavour kNamedTuple; the class after the items), so
//    indexing, unpacking, hashing and comparison are the tuple's.
//
// The hooks that return a Value return Empty with no exception pending
// when the operation is not theirs (CPython's NotImplemented): the caller
// goes on as for a plain dict, tuple or object.
#pragma once
#include <string>

#include "../lang/ast.hpp"
#include "vm.hpp"

namespace kiln {

// ---------------------------------------------------------------- deque

bool deque_repr(VM& vm, DequeObj* d, std::string& out);
Value deque_getitem(VM& vm, DequeObj* d, Value key);
// d[key] = value, or del d[key] when value is Empty.
bool deque_setitem(VM& vm, DequeObj* d, Value key, Value value);
int deque_contains(VM& vm, DequeObj* d, Value item); // 1, 0, -1 on error
Value deque_iter(VM& vm, DequeObj* d, bool reverse);
Value deque_iter_next(VM& vm, DequeIterObj* it); // Empty at the end (no exception) or on error
Value deque_binary(VM& vm, Op op, Value a, Value b, bool inplace);
Value deque_compare(VM& vm, CmpOp op, Value a, Value b);

// ---------------------------------------------------------------- dict flavours

// d[key] for a key d lacks, d flavoured: Counter's 0, defaultdict's
// factory() (stored), or the KeyError.
Value dict_missing(VM& vm, DictObj* d, Value key);
// The same where no script code may run (a trace's helper, its frame not
// synced), for a key kiln hashes itself (an int, a float, a bool, None, a
// str): Counter's 0, and a defaultdict's new value when its factory is a
// builtin type that makes one without script code (list, int, set, dict,
// ...), stored; else Empty with no exception (the caller declines: the
// interpreter does it), or Empty with the error (KeyError, MemoryError).
Value dict_missing_no_script(VM& vm, DictObj* d, Value key);
bool flavoured_dict_repr(VM& vm, DictObj* d, std::string& out);
Value flavoured_dict_binary(VM& vm, Op op, Value a, Value b, bool inplace);
Value flavoured_dict_unary(VM& vm, Op op, Value a);
Value flavoured_dict_compare(VM& vm, CmpOp op, Value a, Value b);
// a == b for two dicts, one of them flavoured: 1, 0, -1 on error, or -2
// when it is plain dict equality (OrderedDicts also compare their order,
// Counters take a missing count as zero).
int flavoured_dict_equals(VM& vm, DictObj* a, DictObj* b);

// ---------------------------------------------------------------- namedtuple

inline bool is_namedtuple(Value v) { return is_tuple(v) && v.o->flavour == kNamedTuple; }
inline TypeObj* namedtuple_class(const TupleObj* t) { return static_cast<TypeObj*>(t->items[t->size].o); }
// The index of field `name` in a namedtuple class, or -1.
int namedtuple_field(TypeObj* cls, StrObj* name);
bool namedtuple_repr(VM& vm, TupleObj* t, std::string& out);

// ---------------------------------------------------------------- attributes

// What these objects have beyond their type's methods: a namedtuple's
// fields, defaultdict.default_factory, deque.maxlen; and the refusal of a
// namedtuple class's field descriptors (Point.x). Empty with no exception
// when `name` is none of them.
Value collections_getattr(VM& vm, Value obj, StrObj* name);
// obj.name = value (del obj.name when value is Empty) for the same: 1
// done, 0 not one of them (the caller's usual error), -1 error raised.
int collections_setattr(VM& vm, Value obj, StrObj* name, Value value);

} // namespace kiln
