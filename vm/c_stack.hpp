// How much of the running thread's C stack is left. Counting levels of C
// recursion (VMOptions::c_recursion_limit) is not enough on its own: a
// host thread may have a stack far smaller than the main thread's 8 MB
// (1 MB is common), and a sanitizer build's frames are larger. Where C
// recursion nests (interpreter activations, repr and comparison of nested
// containers, native recursion in JIT code) the VM also checks the bytes
// left, and raises RecursionError well before the stack runs out.
#pragma once
#include <cstddef>

namespace kiln {

// Bytes kept free below the deepest nesting the VM allows itself: room for
// a native function, the C library and an error's traceback.
constexpr size_t kCStackReserve = 192 * 1024;

// The lowest address of this thread's stack (it grows down), found at the
// first check on each thread; (const char*)1 when the system cannot say.
// Initial-exec TLS: one load from %fs, for checks on hot paths (every
// comparison of containers goes through one).
extern __thread const char* t_c_stack_low __attribute__((tls_model("initial-exec")));
const char* find_c_stack_low();

// Bytes between the caller's frame and the end of this thread's stack.
inline size_t c_stack_left() {
    const char* low = t_c_stack_low;
    if (__builtin_expect(low == nullptr, 0)) low = find_c_stack_low();
    const char* here = static_cast<const char*>(__builtin_frame_address(0));
    return here > low ? (size_t)(here - low) : 0;
}

// Whether another level of C recursion may start here.
inline bool c_stack_room() { return c_stack_left() > kCStackReserve; }

} // namespace kiln
