// Pages of same-sized cells, their allocation cursors, and the sweep over
// their bitmaps.
#include "heap.hpp"

#include <sys/mman.h>

#include <cstring>
#include <new>

namespace kiln {

namespace {

constexpr size_t kHeader = (sizeof(uint64_t) * 2 * Heap::kBitWords + 64 + Heap::kGranule - 1) / Heap::kGranule *
                           Heap::kGranule;

// Pages come from chunks of kChunkPages pages mapped at once, aligned to
// kPageBytes: one mapping per chunk keeps the process's mappings few however
// large the heap grows.
constexpr size_t kChunkPages = 64;

} // namespace

Heap::~Heap() { release_all(nullptr); }

Heap::Page* Heap::new_page(size_t cls) {
    void* mem;
    if (!spare_.empty()) {
        mem = spare_.back();
        spare_.pop_back();
    } else if (!released_.empty()) {
        mem = released_.back();
        released_.pop_back();
    } else {
        if (chunk_next_ == chunk_end_) map_chunk();
        mem = chunk_next_;
        chunk_next_ += kPageBytes;
    }
    static_assert(sizeof(Page) <= kHeader);
    auto* p = new (mem) Page();
    std::memset(p->mark, 0, sizeof p->mark);
    std::memset(p->destroy, 0, sizeof p->destroy);
    p->cls = (uint32_t)cls;
    p->cell = (uint32_t)((cls + 1) * kGranule);
    p->cells = static_cast<char*>(mem) + kHeader;
    p->count = (uint32_t)((kPageBytes - kHeader) / p->cell);
    p->recip = ((uint64_t(1) << 32) + p->cell - 1) / p->cell;
    pages_[cls].push_back(p);
    page_count_++;
    return p;
}

void Heap::map_chunk() {
    size_t bytes = kChunkPages * kPageBytes, span = bytes + kPageBytes;
    void* raw = mmap(nullptr, span, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (raw == MAP_FAILED) throw std::bad_alloc();
    auto start = reinterpret_cast<uintptr_t>(raw);
    uintptr_t first = (start + kPageBytes - 1) & ~(uintptr_t)(kPageBytes - 1);
    if (first > start) munmap(raw, first - start);
    uintptr_t end = start + span, last = first + bytes;
    if (end > last) munmap(reinterpret_cast<void*>(last), end - last);
    chunks_.push_back(reinterpret_cast<char*>(first));
    chunk_next_ = reinterpret_cast<char*>(first);
    chunk_end_ = chunk_next_ + bytes;
}

// The page's memory goes back to the system; its addresses stay ours. With
// MADV_FREE the system takes it only when it needs memory, so a page used
// again soon costs no new page faults.
void Heap::release_page(void* mem) {
#ifdef MADV_FREE
    if (madvise(mem, kPageBytes, MADV_FREE) != 0)
#endif
        madvise(mem, kPageBytes, MADV_DONTNEED);
    released_.push_back(mem);
}

void* Heap::allocate_slow(size_t cls) {
    Cursor& c = cursor_[cls];
    std::vector<Page*>& pages = pages_[cls];
    for (;;) {
        if (c.page == pages.size()) new_page(cls);
        Page* p = pages[c.page];
        while (c.word < p->words()) {
            size_t w = c.word++;
            uint64_t free = ~p->mark[w] & p->valid(w);
            if (free) {
                c.base = p->cells + w * 64 * p->cell;
                size_t i = (size_t)__builtin_ctzll(free);
                c.free = free & (free - 1);
                return c.base + i * p->cell;
            }
        }
        c.page++;
        c.word = 0;
    }
}

void* Heap::allocate_large(size_t size) { return ::operator new(size); }

void Heap::begin_marking() {
    for (auto& pages : pages_)
        for (Page* p : pages) std::memset(p->mark, 0, p->words() * sizeof(uint64_t));
}

size_t Heap::sweep(void (*destroy)(Obj*), size_t (*size_of)(Obj*)) {
    size_t live = 0;
    for (size_t cls = 0; cls < kClasses; cls++) {
        std::vector<Page*>& pages = pages_[cls];
        size_t kept = 0;
        for (Page* p : pages) {
            size_t cells = 0;
            for (size_t w = 0; w < p->words(); w++) {
                uint64_t marked = p->mark[w];
                cells += (size_t)__builtin_popcountll(marked);
                for (uint64_t dead = p->destroy[w] & ~marked; dead; dead &= dead - 1)
                    destroy(reinterpret_cast<Obj*>(p->cells + (w * 64 + (size_t)__builtin_ctzll(dead)) * p->cell));
                p->destroy[w] &= marked;
            }
            if (cells == 0) {
                spare_.push_back(p);
                page_count_--;
                continue;
            }
            live += cells * p->cell;
            pages[kept++] = p;
        }
        pages.resize(kept);
        cursor_[cls] = Cursor();
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

void Heap::trim(size_t keep_bytes) {
    size_t keep = keep_bytes / kPageBytes;
    while (spare_.size() > keep) {
        release_page(spare_.back());
        spare_.pop_back();
    }
}

void Heap::release_all(void (*destroy)(Obj*)) {
    for (auto& pages : pages_) {
        for (Page* p : pages) {
            if (destroy) {
                for (size_t w = 0; w < p->words(); w++)
                    for (uint64_t d = p->destroy[w]; d; d &= d - 1)
                        destroy(reinterpret_cast<Obj*>(p->cells + (w * 64 + (size_t)__builtin_ctzll(d)) * p->cell));
            }
        }
        pages.clear();
    }
    for (char* c : chunks_) munmap(c, kChunkPages * kPageBytes);
    chunks_.clear();
    chunk_next_ = chunk_end_ = nullptr;
    spare_.clear();
    released_.clear();
    page_count_ = 0;
    for (Cursor& c : cursor_) c = Cursor();
    while (large_) {
        Obj* next = large_->gc_next;
        if (destroy) destroy(large_);
        ::operator delete(large_);
        large_ = next;
    }
}

} // namespace kiln
