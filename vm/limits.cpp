// Limits for untrusted scripts and the attention flag that enforces them.
// Rules:
//  1. The interpreter (and JIT code) checks only `attention` on the hot path,
//     at safe points: the loop back-edge and function entry. Everything else
//     happens in service_attention(), called when the flag is set.
//  2. interrupt() may run on any thread (or in a signal handler): it only
//     stores two atomics. It sets interrupt_requested before attention, and
//     the service clears attention before reading interrupt_requested, all
//     seq_cst, so no request is lost.
//  3. A running step or time budget keeps attention set (the service then
//     never clears it), so every safe point is serviced and counted; without
//     a budget nothing is counted.
//  4. Exhausted budgets stay exhausted: every later safe point in the same
//     host call raises again, so a script cannot catch its way past them.
//  5. The heap limit is judged after a collection: crossing it only asks for
//     one. check_reserve() refuses at once a single allocation that could
//     never fit (more than the limit, or past twice the limit with what is
//     allocated now).
#include <cstdio>

#include "../jit/codegen.hpp"
#include "vm.hpp"

namespace kiln {

namespace {

// The VM running on this thread: container storage is charged to it (at
// every list and dict allocation: initial-exec, like t_c_stack_low, so a
// read is one load rather than a call to __tls_get_addr).
__thread VM* running_vm __attribute__((tls_model("initial-exec"))) = nullptr;

} // namespace

RunningVM::RunningVM(VM* vm) : saved(running_vm) { running_vm = vm; }
RunningVM::~RunningVM() { running_vm = saved; }

void charge_container_bytes(std::ptrdiff_t bytes) {
    VM* vm = running_vm;
    if (!vm) return;
    if (bytes < 0) {
        size_t freed = (size_t)-bytes;
        vm->container_bytes = freed > vm->container_bytes ? 0 : vm->container_bytes - freed;
        return;
    }
    vm->container_bytes += (size_t)bytes;
    if (vm->heap_bytes() > vm->next_gc) vm->request_gc();
}

void VM::interrupt() {
    interrupt_requested.store(true);
    attention.store(true);
}

void VM::start_budget() {
    steps = polls = 0;
    budget_spent = false;
    metered = options.step_limit || options.time_limit.count();
    if (options.time_limit.count()) deadline = std::chrono::steady_clock::now() + options.time_limit;
    if (metered) attention.store(true);
}

void VM::stop_budget() {
    if (!metered) return;
    metered = false;
    // Clear what the budget kept set; a request that raced us sets it again.
    attention.store(false);
    if (gc_pending || interrupt_requested.load()) attention.store(true);
}

namespace {

bool raise_budget(VM& vm) {
    vm.budget_spent = true;
    if (vm.options.step_limit && vm.steps > vm.options.step_limit)
        vm.raisef(vm.e_TimeoutError, "step limit exceeded ({} steps)", vm.options.step_limit);
    else
        vm.raisef(vm.e_TimeoutError, "time limit exceeded ({} ms)",
                  std::chrono::duration_cast<std::chrono::milliseconds>(vm.options.time_limit).count());
    return false;
}

// Reading the clock costs ~20 ns: callers do it every 256 steps or polls.
bool out_of_time(VM& vm) {
    return vm.options.time_limit.count() && std::chrono::steady_clock::now() > vm.deadline;
}

// Charges one step; raises TimeoutError when a budget is spent.
bool charge_step(VM& vm) {
    vm.steps++;
    if (vm.budget_spent || (vm.options.step_limit && vm.steps > vm.options.step_limit)) return raise_budget(vm);
    if ((vm.steps & 255) == 0 && out_of_time(vm)) return raise_budget(vm);
    return true;
}

bool raise_interrupt(VM& vm) {
    vm.raise_value(vm.new_exception(vm.e_KeyboardInterrupt, nullptr));
    return false;
}

// Clears the flag unless a budget keeps it set. Clearing comes before the
// interrupt check (rule 2); both seq_cst, so a concurrent interrupt() is
// seen now or leaves the flag set for the next safe point.
bool take_interrupt(VM& vm) {
    if (!vm.metered) vm.attention.store(false);
    return vm.interrupt_requested.load() && vm.interrupt_requested.exchange(false);
}

} // namespace

bool VM::service_attention() {
    bool ok = true;
    if (take_interrupt(*this)) ok = raise_interrupt(*this);
    else if (metered) ok = charge_step(*this);
    if (ok && gc_pending) collect();
    if (ok && options.heap_limit && heap_bytes() > options.heap_limit) {
        raisef(e_MemoryError, "heap limit exceeded ({} bytes in use, limit {})", heap_bytes(), options.heap_limit);
        gc_pending = true; // judged again, after another collection, at the next safe point
        ok = false;
    }
    if (gc_pending) attention.store(true);
    return ok;
}

bool VM::poll_slow() {
    bool ok = true;
    if (take_interrupt(*this)) ok = raise_interrupt(*this);
    else if (metered && (budget_spent || ((++polls & 255) == 0 && out_of_time(*this)))) ok = raise_budget(*this);
    if (gc_pending) attention.store(true);
    return ok;
}

bool VM::check_reserve(size_t bytes) {
    size_t limit = options.heap_limit;
    if (!limit) return true;
    if (bytes > limit || heap_bytes() + bytes > 2 * limit) {
        raisef(e_MemoryError, "heap limit exceeded (an allocation of {} bytes, {} in use, limit {})", bytes,
               heap_bytes(), limit);
        return false;
    }
    return true;
}

// Calls the running traces inlined and the interpreter has no frames for:
// each trace waiting in a helper is inside as many as its sync_pc says
// (jit/codegen.hpp). Only while a trace runs: frame_depth() tests that.
int VM::inlined_frames() const {
    int n = 0;
    for (const jit::JitRuntime* rt = running_trace; rt; rt = rt->outer) n += (int)((uint64_t)rt->sync_pc >> 32);
    return n;
}

} // namespace kiln
