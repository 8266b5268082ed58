// Pages of same-sized cells, and the sweep over them.
#include "heap.hpp"

#include <new>

namespace kiln {

Heap::~Heap() { release_all(nullptr); }

Obj* Heap::refill(size_t cls) {
    size_t cell = (cls + 1) * kGranule;
    size_t count = kPageBytes / cell;
    char* mem = static_cast<char*>(::operator new(count * cell));
    pages_.push_back(Page{cls, mem, count});
    // Thread the new cells onto the free list, first cell first.
    Obj* head = free_[cls];
    for (size_t i = count; i-- > 0;) {
        Obj* o = reinterpret_cast<Obj*>(mem + i * cell);
        o->kind = kFreeKind;
        o->marked = false;
        o->gc_next = head;
        head = o;
    }
    free_[cls] = head;
    return head;
}

void* Heap::allocate_large(size_t size) { return ::operator new(size); }

size_t Heap::sweep(void (*destroy)(Obj*), size_t (*size_of)(Obj*), size_t (*external_of)(Obj*)) {
    size_t live = 0;
    for (Obj*& head : free_) head = nullptr;
    for (Page& p : pages_) {
        size_t cell = (p.cls + 1) * kGranule;
        Obj* head = free_[p.cls];
        for (size_t i = p.count; i-- > 0;) {
            Obj* o = reinterpret_cast<Obj*>(p.cells + i * cell);
            if (o->kind != kFreeKind) {
                if (o->marked) {
                    o->marked = false;
                    live += cell;
                    if (o->kind == Kind::BigInt) live += external_of(o);
                    continue;
                }
                destroy(o);
                o->kind = kFreeKind;
            }
            o->gc_next = head;
            head = o;
        }
        free_[p.cls] = head;
    }
    Obj** link = &large_;
    while (Obj* o = *link) {
        if (o->marked) {
            o->marked = false;
            live += size_of(o);
            link = &o->gc_next;
        } else {
            *link = o->gc_next;
            destroy(o);
            ::operator delete(o);
        }
    }
    return live;
}

void Heap::release_all(void (*destroy)(Obj*)) {
    if (destroy) {
        for (Page& p : pages_) {
            size_t cell = (p.cls + 1) * kGranule;
            for (size_t i = 0; i < p.count; i++) {
                Obj* o = reinterpret_cast<Obj*>(p.cells + i * cell);
                if (o->kind != kFreeKind) destroy(o);
            }
        }
    }
    for (Page& p : pages_) ::operator delete(p.cells);
    pages_.clear();
    for (Obj*& head : free_) head = nullptr;
    while (large_) {
        Obj* next = large_->gc_next;
        if (destroy) destroy(large_);
        ::operator delete(large_);
        large_ = next;
    }
}

} // namespace kiln
