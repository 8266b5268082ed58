// The embedding API (include/kiln/kiln.hpp) on top of the VM.
#include <cstdio>
#include <fstream>
#include <sstream>

#include "../include/kiln/kiln.hpp"
#include "dict.hpp"
#include "vm.hpp"

namespace kiln {

const char* version() { return "0.1.0"; }

struct Interpreter::Impl {
    VM vm;
    DictObj* main_globals;
    explicit Impl(const Config& c) : vm(VMOptions{c.jit, c.jit_threshold, c.recursion_limit}) {
        if (c.output) vm.write_out = c.output;
        else if (c.line_buffered)
            vm.write_out = [](std::string_view s) {
                std::fwrite(s.data(), 1, s.size(), stdout);
                std::fflush(stdout);
            };
        vm.line_buffered = c.line_buffered;
        main_globals = vm.new_globals("__main__");
        vm.pinned.push_back(main_globals);
    }

    Error take_error() {
        ExceptionObj* e = vm.exc;
        vm.exc = nullptr;
        vm.flush();
        Error err;
        err.type = e->type->name->data;
        err.message = vm.exception_message(e);
        for (auto it = e->traceback.rbegin(); it != e->traceback.rend(); ++it)
            err.traceback.push_back(
                fmt::format("File \"{}\", line {}, in {}", it->code->filename->data, it->line, it->code->name->data));
        err.formatted = vm.format_exception(e);
        return err;
    }
};

Interpreter::Interpreter(Config config) : impl_(std::make_unique<Impl>(config)) {}
Interpreter::~Interpreter() = default;

std::optional<Error> Interpreter::run_string(std::string_view source, const std::string& filename) {
    VM& vm = impl_->vm;
    Value r = vm.run_source(source, filename, impl_->main_globals);
    if (r.is_empty()) return impl_->take_error();
    return std::nullopt;
}

std::optional<Error> Interpreter::run_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        Error e;
        e.type = "FileNotFoundError";
        e.message = fmt::format("[Errno 2] No such file or directory: '{}'", path);
        e.formatted = e.type + ": " + e.message + "\n";
        return e;
    }
    std::stringstream ss;
    ss << in.rdbuf();
    return run_string(ss.str(), path);
}

void Interpreter::flush() { impl_->vm.flush(); }

} // namespace kiln
