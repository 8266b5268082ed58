// GCC's assembly text to an object file, through binutils' `as` started
// ahead of time. libgccjit's object-file output runs GCC's driver after
// each compile, and the driver starts `as`: about 4 ms of a 20 ms compile,
// most of it `as` loading itself and its libraries. Instead kiln asks GCC
// for the assembly text and hands it to an `as` that was started after the
// previous compile (or as this one began) and waits on its standard input.
#pragma once

#include <sys/types.h>

#include <atomic>
#include <mutex>
#include <string>

namespace kiln::jit {

class Assembler {
public:
    Assembler() = default;
    ~Assembler(); // stops the waiting `as` and removes its directory
    Assembler(const Assembler&) = delete;
    Assembler& operator=(const Assembler&) = delete;

    // The object file for `text`; false, with *error, when no `as` is found
    // on PATH, it cannot be started, or it fails (the caller then lets
    // GCC's driver assemble, as before). After a failure it is not used
    // again: the driver's way is slower but known to work.
    bool usable() const { return !broken_ && !program().empty(); }
    bool assemble(const std::string& text, std::string* object, std::string* error);
    // Starts an `as` to wait, if none is: the compiler thread calls it once
    // a compile's code is handed over, and every compile before GCC runs
    // (the first one's, too, then loads while GCC works).
    void prepare();

    // The `as` found on PATH ("" if none).
    static const std::string& program();

private:
    struct Waiting {
        pid_t pid = -1;
        int input = -1; // our end of its standard input
        std::string object_path, error_path;
    };
    bool start(std::string* error);
    bool assemble_locked(const std::string& text, std::string* object, std::string* error);
    void finish(Waiting& w);
    std::mutex mu_;
    std::string dir_; // $TMPDIR/kiln-as-XXXXXX, made at the first start
    Waiting waiting_;
    unsigned serial_ = 0;
    std::atomic<bool> broken_{false};
};

} // namespace kiln::jit
