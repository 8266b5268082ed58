// Loads an ELF64 x86-64 relocatable object (a `.o` as GCC writes it) into
// memory kiln maps itself, in place of linking a shared library and
// dlopen-ing it: the compiled traces skip the linker.
//
// The loaded sections (.text*, .rodata*, .data*, .bss*, .eh_frame) share one
// mapping, so PC-relative references between them stay in range; GOT slots
// and jump stubs for far external functions live in it too. Undefined
// symbols are looked up with dlsym(RTLD_DEFAULT). When loading is done, code
// is read+exec, the rest read-only or read-write: never writable and
// executable at once. .eh_frame is registered with the unwinder so that a
// C++ exception can pass through loaded code as it would through a library.
//
// Anything it does not understand (a relocation type, a thread-local
// section, a malformed header or index) is an error with a message; it
// never trusts an offset or an index it has not checked.
#pragma once
#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace kiln::jit {

class LoadedObject {
public:
    // The object's bytes (not kept); nullptr with *error set on failure.
    static std::unique_ptr<LoadedObject> load(const uint8_t* data, size_t size, std::string* error);
    ~LoadedObject();
    LoadedObject(const LoadedObject&) = delete;
    LoadedObject& operator=(const LoadedObject&) = delete;

    // A global symbol the object defines, or nullptr.
    void* symbol(const std::string& name) const;
    size_t mapped_bytes() const { return size_; }

    // The functions the object defines, static ones included: where each
    // starts and how many bytes of code it has (for a profiler's map).
    struct Function {
        std::string name;
        const void* at;
        size_t size;
    };
    const std::vector<Function>& functions() const { return functions_; }

private:
    LoadedObject() = default;
    friend class ObjectLoader;
    void* base_ = nullptr;
    size_t size_ = 0;
    void* eh_frame_ = nullptr; // registered with the unwinder, or null
    std::map<std::string, void*> symbols_;
    std::vector<Function> functions_;
};

} // namespace kiln::jit
