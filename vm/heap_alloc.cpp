// Per-thread free lists of small container blocks (vm/heap_alloc.hpp). A
// block is a class's full size (16, 32, ... 256 bytes) from operator new,
// so any block of a class serves any request of it. A thread keeps at
// most kKeepBytes in its lists (a collection frees tens of thousands of
// blocks at once, which the program's next objects take again); the rest
// go back to malloc. A thread's lists are freed when it exits.
#include "heap_alloc.hpp"

#include <unistd.h>

#include <new>

namespace kiln {

namespace {

constexpr std::size_t kClasses = kSmallBlockMax / 16;
constexpr std::size_t kKeepBytes = 32u << 20;

struct FreeBlock {
    FreeBlock* next;
};

struct Lists {
    FreeBlock* head[kClasses];
    std::size_t bytes; // in all the lists
};

// Zero-initialised and read without a call (initial-exec, like the other
// per-thread state of vm/): a hit is a few instructions.
__thread Lists t_lists __attribute__((tls_model("initial-exec")));
__thread bool t_cleanup_armed __attribute__((tls_model("initial-exec")));

struct Cleanup {
    ~Cleanup() {
        // The main thread's exit is the process's: the system takes it all
        // back, and freeing block by block took longer than a short run.
        if (gettid() == getpid()) return;
        for (std::size_t c = 0; c < kClasses; c++) {
            while (FreeBlock* b = t_lists.head[c]) {
                t_lists.head[c] = b->next;
                ::operator delete(b);
            }
        }
        t_lists.bytes = 0;
    }
};

void arm_cleanup() {
    static thread_local Cleanup cleanup; // its destructor runs at the thread's exit
    (void)cleanup;
    t_cleanup_armed = true;
}

} // namespace

// Under AddressSanitizer every block goes back to malloc, so that a use
// after free is caught (tools/sanitize.sh, tests/fuzz).
#if defined(__SANITIZE_ADDRESS__)
#define KILN_NO_BLOCK_LISTS 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define KILN_NO_BLOCK_LISTS 1
#endif
#endif

void* small_block_alloc(std::size_t cls) {
#ifdef KILN_NO_BLOCK_LISTS
    return ::operator new((cls + 1) * 16);
#endif
    if (FreeBlock* b = t_lists.head[cls]) {
        t_lists.head[cls] = b->next;
        t_lists.bytes -= (cls + 1) * 16;
        return b;
    }
    return ::operator new((cls + 1) * 16);
}

void small_block_free(void* p, std::size_t cls) {
#ifdef KILN_NO_BLOCK_LISTS
    ::operator delete(p);
    return;
#endif
    if (t_lists.bytes >= kKeepBytes) {
        ::operator delete(p);
        return;
    }
    if (!t_cleanup_armed) arm_cleanup();
    auto* b = static_cast<FreeBlock*>(p);
    b->next = t_lists.head[cls];
    t_lists.head[cls] = b;
    t_lists.bytes += (cls + 1) * 16;
}

} // namespace kiln
