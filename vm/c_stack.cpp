#include "c_stack.hpp"

#include <pthread.h>

namespace kiln {

__thread const char* t_c_stack_low __attribute__((tls_model("initial-exec"))) = nullptr;

const char* find_c_stack_low() {
    const char* low = reinterpret_cast<const char*>(1); // unknown: no limit but the count of levels
    pthread_attr_t attr;
    if (pthread_getattr_np(pthread_self(), &attr) == 0) {
        void* addr = nullptr;
        size_t size = 0;
        if (pthread_attr_getstack(&attr, &addr, &size) == 0 && addr) low = static_cast<const char*>(addr);
        pthread_attr_destroy(&attr);
    }
    t_c_stack_low = low;
    return low;
}

} // namespace kiln
