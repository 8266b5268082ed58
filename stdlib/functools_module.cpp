// The `functools` module: CPython 3.11's reduce, partial, lru_cache and
// cache, wraps and update_wrapper, cmp_to_key and total_ordering.
//
// Most of it is Python (the prelude below), run as the module's code; what
// is native is lru_cache's bookkeeping: making the key from the arguments,
// the cache itself and its order of use. The wrapper an lru_cache makes is
// a Python function, so that the call of the cached function is a plain
// frame of the interpreter's loop (no native calling back into Python: a
// recursive cached function nests no C stack, counts one frame per level
// as CPython's C wrapper counts one, and the JIT sees through it) and so
// that it binds as a method, as CPython's wrapper does.
//
// Rules:
//  1. The key is CPython's: a lone int or str argument itself; else the
//     positional arguments, then (if any keywords) a marker object and the
//     keywords' names and values in order, then (typed=True) the types of
//     all of them. So f(1) and f(1.0) are two entries, f(a=1, b=2) and
//     f(b=2, a=1) too, and an unhashable argument raises hashing the key.
//  2. A bounded cache is a dict from key to a slot, and a ring of slots in
//     order of use (slot 0 is the ring's head): a hit moves its slot to the
//     most recent end; a new key past maxsize takes the least recent
//     slot, whose key leaves the dict first. Hits, misses, the evicted
//     entries and a result computed twice (a key added again by the call
//     itself: the first one stays) are CPython's.
//  3. A miss hands its key to the wrapper's store() through a stack in the
//     state (lookup pushes, store or drop pops): calls nest, so the stack
//     is in step with them. The wrapper drops the key when the call raises.
#include "../vm/bigint.hpp"
#include "../vm/dict.hpp"
#include "../vm/ops.hpp"
#include "../vm/vm.hpp"
#include "modules.hpp"

namespace kiln {

namespace {

// One lru_cache's state: a tuple the natives below are bound to.
enum {
    kCache,   // dict: key -> result (unbounded) or slot (bounded)
    kKeys,    // list: the key in each slot (bounded)
    kResults, // list: the result in each slot (bounded)
    kLinks,   // list of ints: slot i's previous at 2i, next at 2i+1 (bounded)
    kPending, // list: the keys of the misses whose calls run
    kMark,    // the object between positional and keyword arguments in a key
    kMiss,    // what lookup returns for a miss
    kMaxsize, // int: -1 unbounded, 0 no caching, else the bound
    kTyped,   // bool
    kHits,    // int
    kMisses,  // int
    kStateSize
};

TupleObj* state_of(Value* args) { return as_tuple(args[0]); }
int64_t num(TupleObj* s, int i) { return s->items[i].i; }
void bump(TupleObj* s, int i) { s->items[i] = Value::integer(s->items[i].i + 1); }

ValueVec& list_at(TupleObj* s, int i) { return as_list(s->items[i])->values(); }
int64_t link(TupleObj* s, int64_t slot, int which) { return list_at(s, kLinks)[2 * slot + which].i; }
void set_link(TupleObj* s, int64_t slot, int which, int64_t to) {
    list_at(s, kLinks)[2 * slot + which] = Value::integer(to);
}
enum { kPrev, kNext };

void unlink_slot(TupleObj* s, int64_t slot) {
    int64_t p = link(s, slot, kPrev), n = link(s, slot, kNext);
    set_link(s, p, kNext, n);
    set_link(s, n, kPrev, p);
}
// Puts `slot` at the most recent end (just before the head).
void append_slot(TupleObj* s, int64_t slot) {
    int64_t last = link(s, 0, kPrev);
    set_link(s, slot, kPrev, last);
    set_link(s, slot, kNext, 0);
    set_link(s, last, kNext, slot);
    set_link(s, 0, kPrev, slot);
}

void reset_ring(TupleObj* s) {
    list_at(s, kKeys).clear();
    list_at(s, kResults).clear();
    list_at(s, kLinks).clear();
    list_at(s, kKeys).push_back(Value::none());
    list_at(s, kResults).push_back(Value::none());
    list_at(s, kLinks).push_back(Value::integer(0));
    list_at(s, kLinks).push_back(Value::integer(0));
}

bool exact_int_or_str(Value v) { return v.is_int() || is_bigint(v) || is_str(v); }

// Rule 1.
Value make_key(VM& vm, TupleObj* s, TupleObj* args, DictObj* kwds) {
    const bool typed = s->items[kTyped].b;
    const size_t nkw = kwds ? kwds->used : 0;
    if (!typed && nkw == 0) {
        if (args->size == 1 && exact_int_or_str(args->items[0])) return args->items[0];
        return Value::object(args);
    }
    size_t n = args->size + (nkw ? 2 * nkw + 1 : 0) + (typed ? args->size + nkw : 0);
    TupleObj* key = vm.new_tuple(n);
    size_t at = 0;
    for (size_t i = 0; i < args->size; i++) key->items[at++] = args->items[i];
    if (nkw) {
        key->items[at++] = s->items[kMark];
        for (auto& e : kwds->entries) {
            if (!dict_entry_live(e)) continue;
            key->items[at++] = e.key;
            key->items[at++] = e.value;
        }
    }
    if (typed) {
        for (size_t i = 0; i < args->size; i++) key->items[at++] = Value::object(vm.type_of(args->items[i]));
        if (nkw)
            for (auto& e : kwds->entries)
                if (dict_entry_live(e)) key->items[at++] = Value::object(vm.type_of(e.value));
    }
    return Value::object(key);
}

// lookup(args, kwds): the cached result, or the miss marker (the key then
// waits on the pending stack for store()).
Value lru_lookup(VM& vm, Value* args, int nargs, KwArgs) {
    TupleObj* s = state_of(args);
    if (num(s, kMaxsize) == 0) {
        bump(s, kMisses);
        return s->items[kMiss];
    }
    Value key = make_key(vm, s, as_tuple(args[1]), is_dict(args[2]) ? as_dict(args[2]) : nullptr);
    Rooted keep(vm, key);
    int64_t hash;
    if (!hash_value(vm, key, &hash)) return Value::empty();
    DictObj* cache = as_dict(s->items[kCache]);
    int64_t ix = dict_find(vm, cache, key, hash);
    if (ix == -2) return Value::empty();
    if (ix >= 0) {
        Value v = cache->entries[ix].value;
        bump(s, kHits);
        if (num(s, kMaxsize) < 0) return v;
        unlink_slot(s, v.i);
        append_slot(s, v.i);
        return list_at(s, kResults)[v.i];
    }
    bump(s, kMisses);
    list_at(s, kPending).push_back(key);
    return s->items[kMiss];
}

// store(result): caches the result of the latest miss (rule 2).
Value lru_store(VM& vm, Value* args, int nargs, KwArgs) {
    TupleObj* s = state_of(args);
    const int64_t maxsize = num(s, kMaxsize);
    if (maxsize == 0) return Value::none();
    ValueVec& pending = list_at(s, kPending);
    Rooted key(vm, pending.back());
    pending.pop_back();
    Value result = args[1];
    DictObj* cache = as_dict(s->items[kCache]);
    if (maxsize < 0) return dict_set(vm, cache, key.get(), result) ? Value::none() : Value::empty();
    int64_t hash;
    if (!hash_value(vm, key.get(), &hash)) return Value::empty();
    int64_t ix = dict_find(vm, cache, key.get(), hash);
    if (ix == -2) return Value::empty();
    if (ix >= 0) return Value::none(); // the call cached this key itself
    if ((int64_t)cache->used < maxsize) {
        int64_t slot = (int64_t)list_at(s, kKeys).size();
        list_at(s, kKeys).push_back(key.get());
        list_at(s, kResults).push_back(result);
        list_at(s, kLinks).push_back(Value::integer(0));
        list_at(s, kLinks).push_back(Value::integer(0));
        if (!dict_set_hashed(vm, cache, key.get(), hash, Value::integer(slot))) return Value::empty();
        append_slot(s, slot);
        return Value::none();
    }
    // Full: the least recently used entry goes, and its slot takes the new one.
    int64_t oldest = link(s, 0, kNext);
    unlink_slot(s, oldest);
    Rooted old_key(vm, list_at(s, kKeys)[oldest]);
    int removed = dict_del(vm, cache, old_key.get());
    if (removed < 0) {
        // Put it back as the oldest, as CPython does, and let the error out.
        int64_t first = link(s, 0, kNext);
        set_link(s, oldest, kPrev, 0);
        set_link(s, oldest, kNext, first);
        set_link(s, first, kPrev, oldest);
        set_link(s, 0, kNext, oldest);
        return Value::empty();
    }
    if (removed == 0) return Value::none(); // gone already (the call cleared it): the slot stays out
    list_at(s, kKeys)[oldest] = key.get();
    list_at(s, kResults)[oldest] = result;
    if (!dict_set_hashed(vm, cache, key.get(), hash, Value::integer(oldest))) return Value::empty();
    append_slot(s, oldest);
    return Value::none();
}

// drop(): the call of the latest miss raised; its key is forgotten.
Value lru_drop(VM& vm, Value* args, int nargs, KwArgs) {
    TupleObj* s = state_of(args);
    if (num(s, kMaxsize) != 0) list_at(s, kPending).pop_back();
    return Value::none();
}

// info(): (hits, misses, maxsize, currsize), maxsize None when unbounded.
Value lru_info(VM& vm, Value* args, int nargs, KwArgs) {
    TupleObj* s = state_of(args);
    int64_t maxsize = num(s, kMaxsize);
    return vm.tuple({s->items[kHits], s->items[kMisses], maxsize < 0 ? Value::none() : Value::integer(maxsize),
                     Value::integer((int64_t)as_dict(s->items[kCache])->used)});
}

Value lru_clear(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (nargs != 1 || kw.n)
        return vm.raisef(vm.e_TypeError, "cache_clear() takes no arguments ({} given)", nargs - 1 + kw.n);
    TupleObj* s = state_of(args);
    s->items[kHits] = s->items[kMisses] = Value::integer(0);
    dict_clear(as_dict(s->items[kCache]));
    reset_ring(s);
    return Value::none();
}

// _lru_new(maxsize, typed, mark, miss): (lookup, store, drop, info, clear)
// bound to a new state. maxsize is None or an int (the prelude made a
// negative one 0).
Value lru_new(VM& vm, Value* args, int nargs, KwArgs) {
    TupleObj* s = vm.new_tuple(kStateSize);
    Rooted keep(vm, Value::object(s));
    for (int i = 0; i < kStateSize; i++) s->items[i] = Value::none();
    int64_t maxsize = -1;
    if (!args[0].is_none()) {
        if (is_bigint(args[0])) return vm.raise(vm.e_OverflowError, kIndexOverflow);
        maxsize = args[0].as_int() < 0 ? 0 : args[0].as_int();
    }
    s->items[kMaxsize] = Value::integer(maxsize);
    int typed = truthy(vm, args[1]);
    if (typed < 0) return Value::empty();
    s->items[kTyped] = Value::boolean(typed);
    s->items[kMark] = args[2];
    s->items[kMiss] = args[3];
    s->items[kHits] = s->items[kMisses] = Value::integer(0);
    s->items[kCache] = Value::object(vm.new_dict());
    for (int i : {kKeys, kResults, kLinks, kPending}) s->items[i] = Value::object(vm.new_list());
    reset_ring(s);
    TupleObj* fns = vm.new_tuple(5);
    Rooted keep_fns(vm, Value::object(fns));
    for (int i = 0; i < 5; i++) fns->items[i] = Value::none();
    const struct {
        const char* name;
        NativeFn fn;
    } table[] = {{"lookup", lru_lookup}, {"store", lru_store}, {"drop", lru_drop}, {"info", lru_info},
                 {"cache_clear", lru_clear}};
    for (int i = 0; i < 5; i++) {
        Value native = Value::object(vm.new_native(table[i].name, table[i].fn, true));
        fns->items[i] = native;
        fns->items[i] = vm.bound_method(Value::object(s), native);
    }
    return Value::object(fns);
}

const char* kPrelude = R"PY(
__all__ = ['update_wrapper', 'wraps', 'WRAPPER_ASSIGNMENTS', 'WRAPPER_UPDATES',
           'total_ordering', 'cache', 'cmp_to_key', 'lru_cache', 'reduce',
           'partial', 'partialmethod', 'singledispatch', 'singledispatchmethod',
           'cached_property']

WRAPPER_ASSIGNMENTS = ('__module__', '__name__', '__qualname__', '__doc__',
                       '__annotations__')
WRAPPER_UPDATES = ('__dict__',)

def update_wrapper(wrapper, wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    for name in assigned:
        try:
            value = getattr(wrapped, name)
        except AttributeError:
            pass
        else:
            setattr(wrapper, name, value)
    for name in updated:
        getattr(wrapper, name).update(getattr(wrapped, name, {}))
    # Set last: a __wrapped__ copied from wrapped's __dict__ must not win.
    wrapper.__wrapped__ = wrapped
    return wrapper

def wraps(wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    return partial(update_wrapper, wrapped=wrapped, assigned=assigned, updated=updated)

# total_ordering: each missing comparison from the class's own, as CPython
# derives them (a NotImplemented from the root passes through).
def _derive(root, equal):
    def compare(self, other):
        r = getattr(type(self), root)(self, other)
        if r is NotImplemented:
            return r
        if equal == 'or':
            return r or self == other
        if equal == 'or not':
            return not r or self == other
        if equal == 'and':
            return r and self != other
        if equal == 'not and':
            return not r and self != other
        return not r
    return compare

_ORDER_FROM = {
    '__lt__': (('__gt__', 'not and'), ('__le__', 'or'), ('__ge__', 'not')),
    '__le__': (('__ge__', 'or not'), ('__lt__', 'and'), ('__gt__', 'not')),
    '__gt__': (('__lt__', 'not and'), ('__ge__', 'or'), ('__le__', 'not')),
    '__ge__': (('__le__', 'or not'), ('__gt__', 'and'), ('__lt__', 'not')),
}

def total_ordering(cls):
    roots = set()
    for op in _ORDER_FROM:
        for klass in cls.__mro__:
            if klass is not object and op in klass.__dict__:
                roots.add(op)
                break
    if not roots:
        raise ValueError('must define at least one ordering operation: < > <= >=')
    root = max(roots)
    for name, how in _ORDER_FROM[root]:
        if name not in roots:
            method = _derive(root, how)
            method.__name__ = name
            method.__qualname__ = '_%s_from_%s' % (name[2:4], root[2:4])
            setattr(cls, name, method)
    return cls

class KeyWrapper:
    def __hash__(self):
        raise TypeError("unhashable type: 'functools.KeyWrapper'")
    def __init__(self, mycmp, obj=None):
        self._cmp = mycmp
        self.obj = obj
    def __call__(self, obj):
        return KeyWrapper(self._cmp, obj)
    def _order(self, other):
        if type(other) is not KeyWrapper:
            raise TypeError('other argument must be K instance')
        return self._cmp(self.obj, other.obj)
    def __lt__(self, other):
        return self._order(other) < 0
    def __gt__(self, other):
        return self._order(other) > 0
    def __le__(self, other):
        return self._order(other) <= 0
    def __ge__(self, other):
        return self._order(other) >= 0
    def __eq__(self, other):
        return self._order(other) == 0
    def __ne__(self, other):
        return self._order(other) != 0

def cmp_to_key(mycmp):
    return KeyWrapper(mycmp)

def reduce(*args, **kwargs):
    if kwargs:
        raise TypeError('reduce() takes no keyword arguments')
    if len(args) < 2:
        raise TypeError(f'reduce expected at least 2 arguments, got {len(args)}')
    if len(args) > 3:
        raise TypeError(f'reduce expected at most 3 arguments, got {len(args)}')
    function = args[0]
    try:
        it = iter(args[1])
    except TypeError:
        raise TypeError('reduce() arg 2 must support iteration') from None
    if len(args) == 3:
        value = args[2]
    else:
        for value in it:
            break
        else:
            raise TypeError('reduce() of empty iterable with no initial value')
    for element in it:
        value = function(value, element)
    return value

_partial_reprs = []

class partial:
    def __init__(*args, **keywords):
        if len(args) < 2:
            raise TypeError("type 'partial' takes at least one argument")
        self = args[0]
        func = args[1]
        args = args[2:]
        if isinstance(func, partial) and len(func.__dict__) == 3:
            args = func.args + args
            keywords = {**func.keywords, **keywords}
            func = func.func
        if not callable(func):
            raise TypeError('the first argument must be callable')
        self.func = func
        self.args = args
        self.keywords = keywords
    def __call__(self, /, *args, **keywords):
        if self.keywords:
            keywords = {**self.keywords, **keywords}
        return self.func(*self.args, *args, **keywords)
    def __repr__(self):
        for r in _partial_reprs:
            if r is self:
                return '...'
        _partial_reprs.append(self)
        try:
            parts = [repr(self.func)]
            for a in self.args:
                parts.append(repr(a))
            for k, v in self.keywords.items():
                parts.append(f'{k}={v!r}')
        finally:
            _partial_reprs.pop()
        name = 'functools.partial' if type(self) is partial else type(self).__name__
        return f"{name}({', '.join(parts)})"

class CacheInfo:
    _fields = ('hits', 'misses', 'maxsize', 'currsize')
    def __init__(self, hits, misses, maxsize, currsize):
        self.hits = hits
        self.misses = misses
        self.maxsize = maxsize
        self.currsize = currsize
    def _tuple(self):
        return (self.hits, self.misses, self.maxsize, self.currsize)
    def __repr__(self):
        return (f'CacheInfo(hits={self.hits!r}, misses={self.misses!r}, '
                f'maxsize={self.maxsize!r}, currsize={self.currsize!r})')
    def __iter__(self):
        return iter(self._tuple())
    def __len__(self):
        return 4
    def __getitem__(self, i):
        return self._tuple()[i]
    def __eq__(self, other):
        if isinstance(other, CacheInfo):
            other = other._tuple()
        if not isinstance(other, tuple):
            return NotImplemented
        return self._tuple() == other
    def __ne__(self, other):
        r = self.__eq__(other)
        return r if r is NotImplemented else not r
    def __hash__(self):
        return hash(self._tuple())
    def _asdict(self):
        return {'hits': self.hits, 'misses': self.misses, 'maxsize': self.maxsize,
                'currsize': self.currsize}

_CacheInfo = CacheInfo

def _lru_cache_wrapper(user_function, maxsize, typed):
    miss = object()
    lookup, store, drop, info, cache_clear = _lru_new(maxsize, typed, object(), miss)
    def wrapper(*args, **kwds):
        result = lookup(args, kwds)
        if result is not miss:
            return result
        try:
            result = user_function(*args, **kwds)
        except BaseException:
            drop()
            raise
        store(result)
        return result
    def cache_info():
        return CacheInfo(*info())
    wrapper.cache_info = cache_info
    wrapper.cache_clear = cache_clear
    return wrapper

def _lru_decorate(user_function, maxsize, typed):
    wrapper = _lru_cache_wrapper(user_function, maxsize, typed)
    wrapper.cache_parameters = lambda: {'maxsize': maxsize, 'typed': typed}
    return update_wrapper(wrapper, user_function)

def lru_cache(maxsize=128, typed=False):
    if isinstance(maxsize, int):
        if maxsize < 0:
            maxsize = 0
    elif callable(maxsize) and isinstance(typed, bool):
        return _lru_decorate(maxsize, 128, typed)
    elif maxsize is not None:
        raise TypeError('Expected first argument to be an integer, a callable, or None')
    def decorating_function(user_function):
        return _lru_decorate(user_function, maxsize, typed)
    return decorating_function

def cache(user_function, /):
    return lru_cache(maxsize=None)(user_function)
)PY";

} // namespace

bool init_functools_module(VM& vm, DictObj* dict) {
    module_def(vm, dict, "_lru_new", lru_new);
    return !vm.run_source(kPrelude, "<functools>", dict).is_empty();
}

} // namespace kiln
