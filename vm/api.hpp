// What the embedding API's implementation files share: the Interpreter's
// insides, handles, and the guards every entry from the host goes through.
#pragma once
#include "../include/kiln/kiln.hpp"
#include "vm.hpp"

namespace kiln {

struct Interpreter::Impl {
    Interpreter& self;
    Config config;
    VM vm;
    DictObj* main_globals = nullptr;
    std::vector<std::pair<const std::type_info*, TypeObj*>> classes; // add_class registry

    Impl(Interpreter& self, Config c);
    Error take_error();       // the pending exception as an Error; clears it
    [[noreturn]] void throw_error(); // ... thrown as a kiln::Exception
    TypeObj* class_of(const std::type_info& type) const;
};

// Reaches the private parts of the public classes.
struct Access {
    static Interpreter::Impl& impl(Interpreter& in) { return *in.impl_; }
    static detail::Handle* handle(const Object& o) { return o.h_; }
    static Object make(VM& vm, Value v);
    static void set_original(Exception& e, std::shared_ptr<const Object> o) { e.original_ = std::move(o); }
    static const Object* original(const Exception& e) { return e.original_.get(); }
};

// The VM an Object belongs to; throws when it has none (a default Object
// only answers questions about None) or when its interpreter is gone.
VM& vm_of(const Object& o);
// The VM value inside an Object (None for a default Object); throws
// RuntimeError when its interpreter is gone.
Value value_of(const Object& o);
// An Object's value for `vm`: it must belong to vm (or be a default None).
Value value_for(VM& vm, const Object& o);

// Every host call into the VM: charges container storage to this VM and,
// for the outermost one, runs the step and time budgets and flushes
// print() output at the end.
class Entry {
public:
    explicit Entry(VM& vm);
    ~Entry();
    Entry(const Entry&) = delete;
    Entry& operator=(const Entry&) = delete;

private:
    VM& vm_;
    RunningVM running_;
    bool outer_;
};

Interpreter::Impl& impl_of(VM& vm);

} // namespace kiln
