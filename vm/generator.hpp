// Generator objects: creation, resumption, close.
#pragma once
#include "vm.hpp"

namespace kiln {

// A builtin's loop over a generator (sum, any, all, min, max, list(), sorted,
// str.join, ...) that takes the values it can where the generator yields
// them: the generator's frame goes on as if None had been sent, without
// suspending and resuming (YIELD_VALUE asks the sink, vm/interp.cpp), and
// the JIT compiles a loop around such a yield (the gen_take helper). Both
// methods run no Python code, raise nothing and allocate no object: with
// no script code running, nothing can tell the generator did not suspend.
// A value the sink does not accept is yielded the usual way, to the
// builtin's general code; accepts() must give the same answer when asked
// again about the same value with nothing taken in between.
struct GenSink {
    virtual bool accepts(Value v) const = 0;
    virtual void take(Value v) = 0;

protected:
    ~GenSink() = default;
};

// Takes every value, appended to `out` (a rooted vector: a list's items):
// for a builtin that collects an iterable whole, or appends each item as
// it comes (list.extend).
struct AppendSink final : GenSink {
    ValueVec& out;
    explicit AppendSink(ValueVec& o) : out(o) {}
    bool accepts(Value) const override { return true; }
    void take(Value v) override { out.push_back(v); }
};

// The generator's next value `sink` did not take, as gen_next (Empty at its
// end or on an error).
Value gen_next_through(VM& vm, GeneratorObj* g, GenSink* sink);

// A new generator for a call of `fn` whose arguments are bound in `base`.
Value make_generator(VM& vm, FunctionObj* fn, Value* base);
// Runs the generator until it yields (the value), returns (*returned, the
// return value) or raises (Empty). With `throwing`, vm.exc is raised at the
// point where it is suspended.
Value gen_resume(VM& vm, GeneratorObj* g, Value sent, bool throwing, bool* returned);
// Next yielded value; Empty when it returns (no exception) or on error.
Value gen_next(VM& vm, GeneratorObj* g);
Value gen_close(VM& vm, GeneratorObj* g);
// One step of `yield from`: sends `v` to the subiterator (next() when v is
// None, else its send method, as PEP 380 says). Returns what it yielded, or
// with *done its return value (from StopIteration), or Empty on error.
Value delegate_send(VM& vm, Value sub, Value v, bool* done);
void install_generator_methods(VM& vm);

} // namespace kiln
