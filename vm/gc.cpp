// The garbage collector: precise mark and sweep over every heap object.
// Rules:
//  1. It runs only at safe points (loop back-edges, function entry), where
//     every live value is in a frame slot, on the value stack up to vm.sp, in
//     a global dict, in a type, or in vm.temp_roots. Allocation never collects;
//     it only asks for a collection by setting gc_pending.
//  2. Marking uses an explicit stack, so deep structures cannot overflow the C
//     stack. Cycles are collected like everything else.
#include "../jit/jit.hpp"
#include "vm.hpp"
#include <algorithm>
#include <cstdio>
#include <cstdlib>

#include "../lang/bytecode.hpp"

namespace kiln {

void destroy_host_function(HostFunctionObj* f); // host.cpp

namespace {

size_t external_size(Obj* o);

// KILN_GC_STRESS and KILN_GC_DEBUG, read once when the library is loaded,
// before any thread runs: getenv at each collection raced with the JIT's
// compile thread, whose in-process GCC driver sets environment variables
// (putenv), and crashed in getenv now and then under KILN_GC_STRESS.
const char* const kGcStress = std::getenv("KILN_GC_STRESS");
const bool kGcDebug = std::getenv("KILN_GC_DEBUG") != nullptr;

class Marker {
public:
    explicit Marker(Heap& heap) : heap_(heap) {}

    std::vector<Obj*> gray;
    size_t external = 0; // bytes live objects own outside the heap (big ints' limbs)

    // Inlined wherever trace() marks a field (GCC stopped inlining it into
    // trace() when an exception's traceback became an InlineVec: marking
    // took a call per field, 1% more instructions for a run of strbuild).
    [[gnu::always_inline]] void mark(Obj* o) {
        if (o && heap_.mark(o)) {
            // Leaves (most of a heap of strings) need no tracing.
            if (o->kind == Kind::Str || o->kind == Kind::RangeIter) return;
            if (o->kind == Kind::BigInt) {
                external += external_size(o);
                return;
            }
            if (o->kind != Kind::Range || !static_cast<RangeObj*>(o)->bstart.is_empty()) gray.push_back(o);
        }
    }
    void mark(Value v) {
        if (v.tag == Tag::Obj) mark(v.o);
    }

    void drain() {
        while (!gray.empty()) {
            Obj* o = gray.back();
            gray.pop_back();
            trace(o);
        }
    }

private:
    Heap& heap_;

    void trace(Obj* o) {
        switch (o->kind) {
        case Kind::Str: case Kind::RangeIter: case Kind::BigInt: break;
        case Kind::Range: {
            auto* r = static_cast<RangeObj*>(o);
            mark(r->bstart);
            mark(r->bstop);
            mark(r->bstep);
            mark(r->blength);
            break;
        }
        case Kind::LongRangeIter: {
            auto* r = static_cast<LongRangeIterObj*>(o);
            mark(r->next);
            mark(r->step);
            mark(r->remaining);
            break;
        }
        case Kind::GenericAlias: {
            auto* g = static_cast<GenericAliasObj*>(o);
            mark(g->origin);
            mark(g->args);
            break;
        }
        case Kind::Union: mark(static_cast<UnionObj*>(o)->args); break;
        case Kind::Tuple: {
            auto* t = static_cast<TupleObj*>(o);
            // A namedtuple's class is after its items.
            const size_t n = t->size + (t->flavour == kNamedTuple ? 1 : 0);
            for (size_t i = 0; i < n; i++) mark(t->items[i]);
            break;
        }
        case Kind::List:
            for (auto& v : static_cast<ListObj*>(o)->items_) mark(v); // a list of bools: none
            break;
        case Kind::Dict:
            for (auto& e : static_cast<DictObj*>(o)->entries) {
                mark(e.key);
                mark(e.value);
            }
            mark(static_cast<DictObj*>(o)->factory);
            break;
        case Kind::Deque: {
            auto* d = static_cast<DequeObj*>(o);
            for (size_t i = 0; i < d->len; i++) mark(d->at(i));
            break;
        }
        case Kind::DequeIter: mark(static_cast<DequeIterObj*>(o)->deque); break;
        case Kind::Slice: {
            auto* s = static_cast<SliceObj*>(o);
            mark(s->start);
            mark(s->stop);
            mark(s->step);
            break;
        }
        case Kind::Function: {
            auto* f = static_cast<FunctionObj*>(o);
            mark(f->code);
            mark(f->globals);
            mark(f->defaults);
            mark(f->kwdefaults);
            mark(f->closure);
            mark(f->name);
            mark(f->dict);
            mark(f->qualname);
            mark(f->doc);
            mark(f->module);
            mark(f->annotations);
            break;
        }
        case Kind::Code: {
            auto* c = static_cast<CodeObj*>(o);
            for (auto& v : c->consts) mark(v);
            for (auto* s : c->names) mark(s);
            for (auto* s : c->varnames) mark(s);
            mark(c->name);
            mark(c->filename);
            break;
        }
        case Kind::Cell: mark(static_cast<CellObj*>(o)->value); break;
        case Kind::Native: mark(static_cast<NativeObj*>(o)->owner); break;
        case Kind::BoundMethod: {
            auto* m = static_cast<BoundMethodObj*>(o);
            mark(m->self);
            mark(m->func);
            break;
        }
        case Kind::Type: {
            auto* t = static_cast<TypeObj*>(o);
            mark(t->name);
            mark(t->base);
            for (auto* b : t->mro) mark(b);
            for (auto* b : t->bases) mark(b);
            for (auto* s : t->slots) mark(s);
            for (auto* s : t->fields) mark(s);
            mark(t->field_defaults);
            mark(t->qualname);
            mark(t->module);
            mark(t->dict);
            mark(t->host_init);
            for (auto& h : t->mro_cache) mark(h.name);
            break;
        }
        case Kind::Exception: {
            auto* e = static_cast<ExceptionObj*>(o);
            mark(e->type);
            mark(e->args);
            mark(e->dict);
            mark(e->members);
            mark(e->cause);
            mark(e->context);
            for (auto& f : e->traceback) mark(f.code);
            break;
        }
        case Kind::Module: {
            auto* m = static_cast<ModuleObj*>(o);
            mark(m->name);
            mark(m->dict);
            if (m->deleted) mark(m->deleted);
            break;
        }
        case Kind::SeqIter: mark(static_cast<SeqIterObj*>(o)->seq); break;
        case Kind::DictIter: mark(static_cast<DictIterObj*>(o)->dict); break;
        case Kind::DictView: mark(static_cast<DictViewObj*>(o)->dict); break;
        case Kind::Enumerate:
            mark(static_cast<EnumerateObj*>(o)->iter);
            mark(static_cast<EnumerateObj*>(o)->count);
            break;
        case Kind::Zip:
            for (auto& v : static_cast<ZipObj*>(o)->iters) mark(v);
            break;
        case Kind::Reversed: mark(static_cast<ReversedObj*>(o)->seq); break;
        case Kind::Instance: {
            auto* i = static_cast<InstanceObj*>(o);
            mark(i->type);
            mark(i->dict);
            break;
        }
        case Kind::Super: {
            auto* s = static_cast<SuperObj*>(o);
            mark(s->type);
            mark(s->obj);
            mark(s->obj_type);
            break;
        }
        case Kind::Property: {
            auto* p = static_cast<PropertyObj*>(o);
            mark(p->fget);
            mark(p->fset);
            mark(p->fdel);
            if (p->name) mark(p->name);
            break;
        }
        case Kind::StaticMethod: case Kind::ClassMethod: mark(static_cast<WrapperObj*>(o)->func); break;
        case Kind::GetItemIter: mark(static_cast<GetItemIterObj*>(o)->obj); break;
        case Kind::HostFunction: {
            auto* h = static_cast<HostFunctionObj*>(o);
            mark(h->name);
            mark(h->owner);
            break;
        }
        case Kind::HostObject: mark(static_cast<HostObjectObj*>(o)->type); break;
        case Kind::GetSetDescriptor: {
            auto* g = static_cast<GetSetDescriptorObj*>(o);
            mark(g->owner);
            mark(g->name);
            break;
        }
        case Kind::HostProperty: {
            auto* p = static_cast<HostPropertyObj*>(o);
            mark(p->name);
            mark(p->owner);
            mark(p->getter);
            mark(p->setter);
            break;
        }
        case Kind::Set: case Kind::FrozenSet:
            for (auto& e : static_cast<SetObj*>(o)->table) mark(e.key);
            break;
        case Kind::SetIter: mark(static_cast<SetIterObj*>(o)->set); break;
        case Kind::Generator: {
            auto* g = static_cast<GeneratorObj*>(o);
            mark(g->func);
            for (auto& v : g->slots) mark(v);
            for (auto* e : g->handling) mark(e);
            break;
        }
        case Kind::Map: case Kind::Filter: {
            auto* m = static_cast<MapObj*>(o);
            mark(m->func);
            for (auto& v : m->iters) mark(v);
            break;
        }
        case Kind::NativeIter: {
            auto* it = static_cast<NativeIterObj*>(o);
            mark(it->type);
            for (auto& v : it->v) mark(v);
            for (auto& v : it->items) mark(v);
            break;
        }
        case Kind::COUNT_: break;
        }
    }
};

// Memory an object owns outside its heap cell (counted for the GC's budget).
size_t external_size(Obj* o) {
    if (o->kind == Kind::BigInt) return (size_t) static_cast<BigIntObj*>(o)->z->_mp_alloc * sizeof(mp_limb_t);
    return 0;
}

size_t object_size(Obj* o) {
    switch (o->kind) {
    case Kind::BigInt: return sizeof(BigIntObj); // its limbs: counted by the marker
    case Kind::Str: return sizeof(StrObj) + std::max<size_t>(static_cast<StrObj*>(o)->nbytes, static_cast<StrObj*>(o)->room);
    case Kind::Tuple: return sizeof(TupleObj) + static_cast<TupleObj*>(o)->size * sizeof(Value);
    case Kind::Deque: return sizeof(DequeObj) + static_cast<DequeObj*>(o)->buf.capacity() * sizeof(Value);
    case Kind::List: {
        auto* l = static_cast<ListObj*>(o);
        return sizeof(ListObj) + l->items_.capacity() * sizeof(Value) + l->bools_.capacity();
    }
    case Kind::Dict: {
        auto* d = static_cast<DictObj*>(o);
        return sizeof(DictObj) + d->entries.capacity() * sizeof(DictEntry) + d->index.capacity() * 4;
    }
    default: return 64;
    }
}

// Only kinds with kind_needs_destroy() get here for small objects.
void destroy(Obj* o) {
    switch (o->kind) {
    case Kind::List: static_cast<ListObj*>(o)->~ListObj(); break;
    case Kind::Dict: static_cast<DictObj*>(o)->~DictObj(); break;
    case Kind::Code: static_cast<CodeObj*>(o)->~CodeObj(); break;
    case Kind::Type: static_cast<TypeObj*>(o)->~TypeObj(); break;
    case Kind::Exception: static_cast<ExceptionObj*>(o)->~ExceptionObj(); break;
    case Kind::Zip: static_cast<ZipObj*>(o)->~ZipObj(); break;
    case Kind::BigInt: mpz_clear(static_cast<BigIntObj*>(o)->z); break;
    case Kind::HostFunction: destroy_host_function(static_cast<HostFunctionObj*>(o)); break;
    // Runs the C++ destructor: host code, which must not call back into the VM.
    case Kind::HostObject: static_cast<HostObjectObj*>(o)->~HostObjectObj(); break;
    case Kind::Set: case Kind::FrozenSet: static_cast<SetObj*>(o)->~SetObj(); break;
    case Kind::Generator: static_cast<GeneratorObj*>(o)->~GeneratorObj(); break;
    case Kind::Map: case Kind::Filter: static_cast<MapObj*>(o)->~MapObj(); break;
    case Kind::NativeIter: static_cast<NativeIterObj*>(o)->~NativeIterObj(); break;
    case Kind::Deque: static_cast<DequeObj*>(o)->~DequeObj(); break;
    default: break; // trivially destructible
    }
}

} // namespace

void VM::collect() {
    gc_pending = false;
    gc_count++;
    dict_hit = DictHit{}; // its key may be freed, and another object made at its address
    heap.begin_marking();
    Marker m(heap);
    // Roots.
    for (Value* p = stack; p < sp; p++) m.mark(*p);
    for (auto& f : frames) {
        m.mark(f.func);
        m.mark(f.code);
        m.mark(f.globals);
        m.mark(f.owner);
    }
    for (auto& v : temp_roots) m.mark(v);
    for (auto* o : pinned) m.mark(o);
    for (detail::Handle* h = handles.next; h != &handles; h = h->next) m.mark(h->value);
    m.mark(modules);
    for (auto* t : kind_types) m.mark(t);
    for (TypeObj* t : {t_object, t_type, t_none, t_bool, t_int, t_float, t_ellipsis_type}) m.mark(t);
    m.mark(builtins);
    if (jit_engine) jit_engine->for_each_root([&](Obj* o) { m.mark(o); });
    m.mark(exc);
    for (auto* e : handling) m.mark(e);
    m.mark(ellipsis);
    m.mark(not_implemented);
    for (auto& [k, s] : interned) m.mark(s);
    m.drain();
    // Sweep.
    size_t live = heap.sweep(destroy, object_size) + m.external;
    bytes_allocated = live;
    // Collect again once the heap has doubled since what survived (at least
    // 64 MB): collections amortised over as many bytes as survived. Four
    // times (before) let a program keeping 560 MB of strings reach 2.5 GB
    // and spend a fifth of its time in page faults for fresh memory: a
    // fuzzer program took 10.1 s and 2.5 GB against 7.5 s and 1.5 GB now
    // (CPython 2.6 s, 0.6 GB). A heap limit caps it, so that crossing the
    // limit always asks for a collection.
    //
    // The floor starts at 4 MB. It goes to 16 MB for good once a collection
    // finds more than 1 MB alive, list and dict storage included (marking
    // scans a list's items: sieve's 300,000-item list, alive during its
    // rounds, marked at every round under a 4 MB floor, ran 6% slower), and
    // to 64 MB for good once objects of more than 4 MB survive (their
    // cells, not list or dict storage: marking costs by the object). A
    // program whose live data stays small then reuses its memory often,
    // while it is still in the processor's caches: under a fixed 64 MB
    // floor, sieve (a fresh 300,000-item list per round) and particles (two
    // small objects per step) spent a third of their time in page faults
    // for fresh memory; a 16 MB floor took 31% and 38% off (hyperfine, 15
    // runs each), and a 4 MB one 20% more off particles with its code
    // cached (66.2 -> 52.6 ms, medians of 7; allocating cells and dict
    // storage missed the cache: the 16 MB cycle is sixteen times the 1 MB
    // L2 cache of this machine's cores). One that keeps more (string_build
    // ends holding 28 MB of strings) would be marked too often under a
    // fixed small floor (10 to 19% slower at 16 MB); with this one it is
    // where it was, as is a script keeping a million small lists.
    if (gc_floor < (16u << 20) && heap_bytes() > (1u << 20)) gc_floor = 16u << 20;
    if (gc_floor < (64u << 20) && live > (4u << 20)) gc_floor = 64u << 20;
    next_gc = std::max<size_t>(gc_floor, heap_bytes() * 2);
    if (options.heap_limit) next_gc = std::min(next_gc, options.heap_limit);
    // KILN_GC_STRESS=N: collect after every N bytes (for testing the collector's roots).
    if (kGcStress) next_gc = live + std::max(1024L, atol(kGcStress));
    // Empty pages the heap will want again before the next collection stay.
    heap.trim(next_gc > heap_bytes() ? next_gc - heap_bytes() : 0);
    if (kGcDebug) fprintf(stderr, "gc %zu live=%zu next=%zu\n", gc_count, live, next_gc);
}

void free_all_objects(VM& vm) { vm.heap.release_all(destroy); }

} // namespace kiln
