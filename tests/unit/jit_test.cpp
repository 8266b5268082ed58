// The JIT's IR and optimiser: dumps compared with expected text, and what
// the recorder makes of real loops.
#include <doctest/doctest.h>

#include <string>

#include "jit/ir.hpp"
#include "jit/layout.hpp"
#include "vm/dict.hpp"
#include "vm/vm.hpp"

using namespace kiln;
using namespace kiln::jit;

namespace {

struct Builder {
    Tree t;
    Ref op(IrOp o, Ty ty, Ref a = kNone, Ref b = kNone, int64_t imm = 0, bool exit = false) {
        Ins i;
        i.op = o;
        i.ty = ty;
        i.a = a;
        i.b = b;
        i.imm = imm;
        if (exit) {
            t.snaps.push_back(Snapshot{0, 1, {}, {}, false});
            i.snap = (int)t.snaps.size() - 1;
        }
        return t.emit(i);
    }
    void store_idx(Ref items, Ref k, Ref v) {
        Ins i;
        i.op = IrOp::StoreValIdx;
        i.a = items;
        i.b = k;
        i.c = v;
        t.emit(i);
    }
    void end(std::vector<std::pair<int, Ref>> vals) {
        t.snaps.push_back(Snapshot{9, 1, {}, vals, false});
        t.ends.push_back(vals);
        Ins i;
        i.op = IrOp::TreeEnd;
        i.imm = 0;
        i.snap = (int)t.snaps.size() - 1;
        t.emit(i);
        t.segs.push_back(TraceSeg{0, (Ref)t.ins.size(), -1, 0});
    }
};

// The instructions of a dump, without its snapshot details.
// How many times `what` occurs in `s`.
size_t count(const std::string& s, const std::string& what) {
    size_t n = 0;
    for (size_t at = s.find(what); at != std::string::npos; at = s.find(what, at + 1)) n++;
    return n;
}

std::string body(const std::string& dump) {
    std::string out;
    size_t pos = 0;
    while (pos < dump.size()) {
        size_t nl = dump.find('\n', pos);
        std::string line = dump.substr(pos, nl - pos);
        size_t br = line.find("  [exit");
        if (br != std::string::npos) line = line.substr(0, br);
        out += line + "\n";
        pos = nl == std::string::npos ? dump.size() : nl + 1;
    }
    return out;
}

std::string record(const char* source, int threshold = 1) {
    VMOptions opts;
    opts.jit = true;
    opts.jit_threshold = threshold;
    opts.jit_dump = "ir";
    opts.jit_background = false; // the dumps in a fixed order, before run_source returns
    VM vm(opts);
    std::string err;
    vm.write_err = [&](std::string_view s) { err += s; };
    DictObj* g = vm.new_globals("__main__");
    REQUIRE(!vm.run_source(source, "loop.py", g).is_empty());
    return err;
}

} // namespace

TEST_CASE("optimiser: constants fold, guards that always hold go, duplicates and dead code go") {
    Builder b;
    b.t.entry.push_back(EntryType{0, Ty::Int, kNoJitKind});
    Ref x = b.op(IrOp::Entry, Ty::Int, kNone, kNone, 0);
    Ref two = b.op(IrOp::KInt, Ty::Int, kNone, kNone, 2);
    Ref three = b.op(IrOp::KInt, Ty::Int, kNone, kNone, 3);
    Ref five = b.op(IrOp::AddOv, Ty::Int, two, three, 0, true);        // 2 + 3 cannot overflow: 5
    b.op(IrOp::GuardEqI, Ty::Void, two, two, 0, true);                 // always holds
    Ref sum = b.op(IrOp::AddOv, Ty::Int, x, five, 0, true);
    Ref c1 = b.op(IrOp::Cmp, Ty::Bool, sum, x, (int64_t)CmpOp::Gt);
    b.op(IrOp::Guard, Ty::Void, c1, kNone, 1, true);
    Ref c2 = b.op(IrOp::Cmp, Ty::Bool, sum, x, (int64_t)CmpOp::Gt);     // the same comparison
    b.op(IrOp::Guard, Ty::Void, c2, kNone, 1, true);                   // and the same guard
    b.op(IrOp::IAdd, Ty::Int, x, two);                                 // unused
    Ref big = b.op(IrOp::KInt, Ty::Int, kNone, kNone, INT64_MAX);
    b.op(IrOp::AddOv, Ty::Int, big, two, 0, true);                     // overflows: stays, exits
    b.end({{0, sum}});
    std::vector<std::string> names = {"x"};
    CHECK(body(dump_ir(b.t, names)) ==
          "entry: x:int\n"
          "root:\n"
          "   v0 = Entry.int x\n"
          "   v1 = KInt.int #2\n"
          "   v2 = KInt.int #3\n"
          "   v3 = AddOv.int v1 v2\n"
          "       GuardEqI v1 v1\n"
          "   v5 = AddOv.int v0 v3\n"
          "   v6 = Cmp.bool v5 v0 #4\n"
          "       Guard v6 #1\n"
          "   v8 = Cmp.bool v5 v0 #4\n"
          "       Guard v8 #1\n"
          "  v10 = IAdd.int v0 v1\n"
          "  v11 = KInt.int #9223372036854775807\n"
          "  v12 = AddOv.int v11 v1\n"
          "       TreeEnd\n");
    optimize(b.t);
    CHECK(body(dump_ir(b.t, names)) ==
          "entry: x:int\n"
          "root:\n"
          "   v0 = Entry.int x\n"
          "   v1 = KInt.int #2\n"
          "   v3 = KInt.int #5\n"
          "   v5 = AddOv.int v0 v3\n"
          "   v6 = Cmp.bool v5 v0 #4\n"
          "       Guard v6 #1\n"
          "  v11 = KInt.int #9223372036854775807\n"
          "  v12 = AddOv.int v11 v1\n"
          "       TreeEnd\n");
    std::string error;
    CHECK(validate(b.t, &error));
}

TEST_CASE("optimiser: after a guard that lo < hi, lo + 1 and hi - 1 cannot overflow") {
    Builder b;
    b.t.entry.push_back(EntryType{0, Ty::Int, kNoJitKind});
    b.t.entry.push_back(EntryType{1, Ty::Int, kNoJitKind});
    Ref lo = b.op(IrOp::Entry, Ty::Int, kNone, kNone, 0);
    Ref hi = b.op(IrOp::Entry, Ty::Int, kNone, kNone, 1);
    Ref one = b.op(IrOp::KInt, Ty::Int, kNone, kNone, 1);
    Ref two = b.op(IrOp::KInt, Ty::Int, kNone, kNone, 2);
    Ref early = b.op(IrOp::SubOv, Ty::Int, hi, one, 0, true); // before the guard: may overflow
    Ref c = b.op(IrOp::Cmp, Ty::Bool, lo, hi, (int64_t)CmpOp::Lt);
    b.op(IrOp::Guard, Ty::Void, c, kNone, 1, true);
    Ref lo1 = b.op(IrOp::AddOv, Ty::Int, lo, one, 0, true);   // lo < hi <= max
    Ref hi1 = b.op(IrOp::SubOv, Ty::Int, early, one, 0, true); // nothing known of early
    Ref hi2 = b.op(IrOp::AddOv, Ty::Int, hi, one, 0, true);    // hi may be max
    Ref lo2 = b.op(IrOp::SubOv, Ty::Int, lo, one, 0, true);    // lo may be min
    Ref lo3 = b.op(IrOp::AddOv, Ty::Int, lo, two, 0, true);    // lo + 2 may overflow
    // `not (x >= y)` is x < y too.
    Ref c2 = b.op(IrOp::Cmp, Ty::Bool, hi2, lo1, (int64_t)CmpOp::Ge);
    b.op(IrOp::Guard, Ty::Void, c2, kNone, 0, true);
    Ref hi3 = b.op(IrOp::AddOv, Ty::Int, hi2, one, 0, true);
    Ref lo4 = b.op(IrOp::SubOv, Ty::Int, lo1, one, 0, true);
    b.end({{0, lo1}, {1, hi1}, {2, hi2}, {3, lo2}, {4, lo3}, {5, hi3}, {6, lo4}});
    optimize(b.t);
    CHECK(b.t.ins[early].snap >= 0);
    CHECK(b.t.ins[lo1].snap < 0);
    CHECK(b.t.ins[hi1].snap >= 0);
    CHECK(b.t.ins[hi2].snap >= 0);
    CHECK(b.t.ins[lo2].snap >= 0);
    CHECK(b.t.ins[lo3].snap >= 0);
    CHECK(b.t.ins[hi3].snap < 0);
    CHECK(b.t.ins[lo4].snap < 0);
    std::string error;
    CHECK(validate(b.t, &error));
}

TEST_CASE("optimiser: loads are reused until a store or a helper may have changed what they read") {
    Builder b;
    b.t.entry.push_back(EntryType{0, Ty::Obj, jit_kind(Kind::Instance)});
    Ref o = b.op(IrOp::Entry, Ty::Obj, kNone, kNone, 0);
    Ref d1 = b.op(IrOp::LoadPtr, Ty::Obj, o, kNone, 24);           // an object's field
    Ref v1 = b.op(IrOp::LoadVal, Ty::Value, d1, kNone, 64);        // a Value slot
    Ref f1 = b.op(IrOp::Unbox, Ty::Float, v1, kNone, -1, true);
    Ref d2 = b.op(IrOp::LoadPtr, Ty::Obj, o, kNone, 24);           // the same field: reused
    Ref v2 = b.op(IrOp::LoadVal, Ty::Value, d2, kNone, 64);        // the same slot: reused
    Ref f2 = b.op(IrOp::Unbox, Ty::Float, v2, kNone, -1, true);    // the same unboxing: reused
    Ref sum = b.op(IrOp::FAdd, Ty::Float, f1, f2);
    Ref boxed = b.op(IrOp::Box, Ty::Value, sum);
    b.op(IrOp::StoreVal, Ty::Void, d2, boxed, 80);                 // writes a Value slot
    Ref d3 = b.op(IrOp::LoadPtr, Ty::Obj, o, kNone, 24);           // a field: still reused
    Ref v3 = b.op(IrOp::LoadVal, Ty::Value, d3, kNone, 64);        // another slot: read again
    b.op(IrOp::StoreI64, Ty::Void, o, b.op(IrOp::KInt, Ty::Int, kNone, kNone, 0), 24); // writes that field
    Ref d4 = b.op(IrOp::LoadPtr, Ty::Obj, o, kNone, 24);           // read again
    b.op(IrOp::Call, Ty::Value, d4, kNone, 0, true);               // a helper: anything may change
    Ref d5 = b.op(IrOp::LoadPtr, Ty::Obj, o, kNone, 24);           // read again
    b.end({{1, v3}, {2, d5}});
    optimize(b.t);
    std::vector<std::string> names = {"o", "a", "b"};
    CHECK(body(dump_ir(b.t, names)) ==
          "entry: o:obj\n"
          "root:\n"
          "   v0 = Entry.obj o\n"
          "   v1 = LoadPtr.obj v0 #24\n"
          "   v2 = LoadVal.value v1 #64\n"
          "   v3 = Unbox.float v2 #-1\n"
          "   v7 = FAdd.float v3 v3\n"
          "   v8 = Box.value v7\n"
          "       StoreVal v1 v8 #80\n"
          "  v11 = LoadVal.value v1 #64\n"
          "  v12 = KInt.int #0\n"
          "       StoreI64 v0 v12 #24\n"
          "  v14 = LoadPtr.obj v0 #24\n"
          "  v15 = Call.value v14 list_append\n"
          "  v16 = LoadPtr.obj v0 #24\n"
          "       TreeEnd\n");
    std::string error;
    CHECK(validate(b.t, &error));
}

TEST_CASE("optimize: a side trace's instructions use what the trace it leaves replaced a value with") {
    Builder b;
    b.t.entry.push_back(EntryType{0, Ty::Int, kNoJitKind});
    Ref x = b.op(IrOp::Entry, Ty::Int, kNone, kNone, 0);
    Ref boxed = b.op(IrOp::Box, Ty::Value, x);
    Ref u = b.op(IrOp::Unbox, Ty::Int, boxed, kNone, -1, true); // unboxing what was just boxed: x, and gone
    Ref zero = b.op(IrOp::KInt, Ty::Int, kNone, kNone, 0);
    Ref c = b.op(IrOp::Cmp, Ty::Bool, u, zero, (int64_t)CmpOp::Gt);
    Ref g = b.op(IrOp::Guard, Ty::Void, c, kNone, 1, true);
    const int side_from = b.t.ins[g].snap;
    b.end({{0, u}});
    // The side trace from the guard's exit: u + 1.
    const Ref begin = (Ref)b.t.ins.size();
    Ref one = b.op(IrOp::KInt, Ty::Int, kNone, kNone, 1);
    Ref sum = b.op(IrOp::AddOv, Ty::Int, u, one, 0, true);
    std::vector<std::pair<int, Ref>> vals = {{0, sum}};
    b.t.snaps.push_back(Snapshot{9, 1, {}, vals, false});
    b.t.ends.push_back(vals);
    Ins end;
    end.op = IrOp::TreeEnd;
    end.snap = (int)b.t.snaps.size() - 1;
    b.t.emit(end);
    b.t.segs.push_back(TraceSeg{begin, (Ref)b.t.ins.size(), side_from, 1});
    optimize(b.t);
    CHECK(b.t.ins[u].op == IrOp::Nop);
    CHECK(b.t.ins[c].a == x);
    CHECK(b.t.ins[sum].a == x); // not u, which no code computes
    std::string error;
    CHECK(validate(b.t, &error));
}

// A function's trace that returns r: optimised, checked, dumped.
std::string returned(Builder& b, Ref r, const std::vector<std::string>& names) {
    Ins ret;
    ret.op = IrOp::Return;
    ret.a = r;
    b.t.emit(ret);
    b.t.ends.push_back({}); // what a Return writes: nothing but its value
    b.t.segs.push_back(TraceSeg{0, (Ref)b.t.ins.size(), -1, 0});
    optimize(b.t);
    std::string error;
    CHECK(validate(b.t, &error));
    return body(dump_ir(b.t, names));
}

// A recursive function's trace: what it loaded before calling itself is
// still there after the call, unless some instruction of its tree writes
// memory (then the call, running that code, may have).
std::string self_call_tree(bool with_store) {
    Builder b;
    b.t.function = true;
    b.t.entry.push_back(EntryType{0, Ty::Obj, jit_kind(Kind::Instance)});
    Ref o = b.op(IrOp::Entry, Ty::Obj, kNone, kNone, 0);
    Ref fn = b.op(IrOp::KObj, Ty::Obj, kNone, kNone, 0);
    Ref d1 = b.op(IrOp::LoadPtr, Ty::Obj, o, kNone, 24);
    b.op(IrOp::GuardEqP, Ty::Void, d1, fn, 0, true);
    if (with_store) b.op(IrOp::StoreI64, Ty::Void, o, b.op(IrOp::KInt, Ty::Int, kNone, kNone, 0), 40);
    b.op(IrOp::CallSelf, Ty::Value, fn, kNone, 2 | (int64_t)1 << 32, true);
    Ref d2 = b.op(IrOp::LoadPtr, Ty::Obj, o, kNone, 24); // reused only if the call writes nothing
    b.op(IrOp::GuardEqP, Ty::Void, d2, fn, 0, true);
    return returned(b, b.op(IrOp::Box, Ty::Value, d2), {"o", "a", "b"});
}

TEST_CASE("optimiser: a recursive function's call to itself keeps its loads unless its tree writes memory") {
    CHECK(self_call_tree(false) ==
          "entry: o:obj\n"
          "root:\n"
          "   v0 = Entry.obj o\n"
          "   v1 = KObj.obj #0\n"
          "   v2 = LoadPtr.obj v0 #24\n"
          "       GuardEqP v2 v1\n"
          "   v4 = CallSelf.value v1\n"
          "   v7 = Box.value v2\n"
          "       Return v7\n");
    CHECK(self_call_tree(true) ==
          "entry: o:obj\n"
          "root:\n"
          "   v0 = Entry.obj o\n"
          "   v1 = KObj.obj #0\n"
          "   v2 = LoadPtr.obj v0 #24\n"
          "       GuardEqP v2 v1\n"
          "   v4 = KInt.int #0\n"
          "       StoreI64 v0 v4 #40\n"
          "   v6 = CallSelf.value v1\n"
          "   v7 = LoadPtr.obj v0 #24\n"
          "       GuardEqP v7 v1\n"
          "   v9 = Box.value v7\n"
          "       Return v9\n");
}

// fib's shape: the global holding the function is checked before the
// calls to itself (its dict's layout, its entry, the function).
std::string global_check_tree(bool with_store) {
    Builder b;
    b.t.function = true;
    b.t.entry.push_back(EntryType{0, Ty::Int, kNoJitKind});
    Ref n = b.op(IrOp::Entry, Ty::Int, kNone, kNone, 0);
    Ref globals = b.op(IrOp::KObj, Ty::Obj, kNone, kNone, 0);
    Ref layout = b.op(IrOp::LoadI64, Ty::Int, globals, kNone, 72);
    b.op(IrOp::GuardEqI, Ty::Void, layout, b.op(IrOp::KInt, Ty::Int, kNone, kNone, 192), 0, true);
    Ref entries = b.op(IrOp::LoadPtr, Ty::Obj, globals, kNone, 16);
    Ref boxed = b.op(IrOp::LoadVal, Ty::Value, entries, kNone, 64);
    Ref fn = b.op(IrOp::Unbox, Ty::Obj, boxed, kNone, (int64_t)Kind::Function, true);
    Ref k = b.op(IrOp::KObj, Ty::Obj, kNone, kNone, 1);
    Ref m = b.op(IrOp::SubOv, Ty::Int, n, b.op(IrOp::KInt, Ty::Int, kNone, kNone, 1), 0, true);
    b.op(IrOp::GuardEqP, Ty::Void, fn, k, 0, true);
    if (with_store) b.op(IrOp::StoreI64, Ty::Void, entries, m, 40);
    b.op(IrOp::CallSelf, Ty::Value, k, kNone, 2 | (int64_t)1 << 32, true);
    Ref again = b.op(IrOp::LoadI64, Ty::Int, globals, kNone, 80); // after the call: not established by the caller
    return returned(b, b.op(IrOp::Box, Ty::Value, b.op(IrOp::IAdd, Ty::Int, again, m)), {"n"});
}

TEST_CASE("optimiser: what a recursive function checks before calling itself, its calls need not check again") {
    // Loads from constants and guards over them, before the call: the
    // callee finds them as its caller did (marked invariant: the code
    // generator skips them in calls from itself). Not the subtraction,
    // which depends on the argument, nor the load after the call.
    CHECK(global_check_tree(false) ==
          "entry: n:int\n"
          "root:\n"
          "   v0 = Entry.int n\n"
          "   v1 = KObj.obj #0\n"
          "   v2 = LoadI64.int v1 #72 (invariant)\n"
          "   v3 = KInt.int #192\n"
          "       GuardEqI v2 v3 (invariant)\n"
          "   v5 = LoadPtr.obj v1 #16 (invariant)\n"
          "   v6 = LoadVal.value v5 #64 (invariant)\n"
          "   v7 = Unbox.obj v6 #6 (invariant)\n"
          "   v8 = KObj.obj #1\n"
          "   v9 = KInt.int #1\n"
          "  v10 = SubOv.int v0 v9\n"
          "       GuardEqP v7 v8 (invariant)\n"
          "  v12 = CallSelf.value v8\n"
          "  v13 = LoadI64.int v1 #80\n"
          "  v14 = IAdd.int v13 v10\n"
          "  v15 = Box.value v14\n"
          "       Return v15\n");
    // A store anywhere in the tree: what the caller read may have changed.
    CHECK(count(global_check_tree(true), "(invariant)") == 0);
}

// A loop over k whose body combines two values it never changes, and,
// when asked, reads a field of an object it never changes.
std::string invariant_tree(bool with_load) {
    Builder b;
    b.t.entry = {EntryType{0, Ty::Int, kNoJitKind}, EntryType{1, Ty::Int, kNoJitKind},
                 EntryType{2, Ty::Int, kNoJitKind}, EntryType{3, Ty::Obj, jit_kind(Kind::Instance)}};
    Ref k = b.op(IrOp::Entry, Ty::Int, kNone, kNone, 0);
    Ref i = b.op(IrOp::Entry, Ty::Int, kNone, kNone, 1);
    Ref j = b.op(IrOp::Entry, Ty::Int, kNone, kNone, 2);
    Ref ij = b.op(IrOp::BitXor, Ty::Int, i, j);
    if (with_load) {
        Ref o = b.op(IrOp::Entry, Ty::Obj, kNone, kNone, 3);
        ij = b.op(IrOp::IAdd, Ty::Int, ij, b.op(IrOp::LoadI64, Ty::Int, o, kNone, 32));
    }
    Ref next = b.op(IrOp::AddOv, Ty::Int, k, ij, 0, true);
    b.end({{0, next}});
    optimize(b.t);
    return body(dump_ir(b.t, {"k", "i", "j", "o"}));
}

TEST_CASE("optimiser: a loop is peeled for invariant loads and guards, not for arithmetic alone") {
    // i ^ j is the same in every iteration, but GCC hoists it (or it costs
    // a cycle): not worth a second copy of the loop for GCC to compile.
    CHECK(invariant_tree(false) ==
          "entry: k:int i:int j:int o:obj\n"
          "root:\n"
          "   v0 = Entry.int k\n"
          "   v1 = Entry.int i\n"
          "   v2 = Entry.int j\n"
          "   v3 = BitXor.int v1 v2\n"
          "   v4 = AddOv.int v0 v3\n"
          "       TreeEnd\n");
    // A load from an object the loop never changes is worth it (GCC
    // cannot move it above the loop's exits); the arithmetic comes along.
    CHECK(invariant_tree(true) ==
          "entry: k:int i:int j:int o:obj\n"
          "root:\n"
          "   v0 = Entry.int k\n"
          "   v1 = Entry.int i\n"
          "   v2 = Entry.int j\n"
          "   v3 = BitXor.int v1 v2 (invariant)\n"
          "   v4 = Entry.obj o\n"
          "   v5 = LoadI64.int v4 #32 (invariant)\n"
          "   v6 = IAdd.int v3 v5 (invariant)\n"
          "   v7 = AddOv.int v0 v6\n"
          "       TreeEnd\n");
}

TEST_CASE("optimiser: a slot read back after a store is the stored value; unboxing what was boxed checks nothing") {
    Builder b;
    b.t.entry.push_back(EntryType{0, Ty::Obj, jit_kind(Kind::List)});
    b.t.entry.push_back(EntryType{1, Ty::Int, kNoJitKind});
    Ref l = b.op(IrOp::Entry, Ty::Obj, kNone, kNone, 0);
    Ref k = b.op(IrOp::Entry, Ty::Int, kNone, kNone, 1);
    Ref data = b.op(IrOp::LoadPtr, Ty::Obj, l, kNone, 16);
    Ref v = b.op(IrOp::LoadValIdx, Ty::Value, data, k, 0);
    Ref x = b.op(IrOp::Unbox, Ty::Int, v, kNone, -1, true);
    Ref one = b.op(IrOp::KInt, Ty::Int, kNone, kNone, 1);
    Ref y = b.op(IrOp::SubOv, Ty::Int, x, one, 0, true);
    b.store_idx(data, k, b.op(IrOp::Box, Ty::Value, y));                         // l[k] -= 1
    Ref back = b.op(IrOp::LoadValIdx, Ty::Value, data, k, 0);                    // l[k] again: y's Value
    Ref yb = b.op(IrOp::Unbox, Ty::Int, back, kNone, -1, true);                  // y, no check
    Ref y2 = b.op(IrOp::SubOv, Ty::Int, x, one, 0, true);                        // x - 1 again: y
    Ref again = b.op(IrOp::Box, Ty::Value, x);                                   // the Value x came from
    b.store_idx(data, one, again);                                               // l[1] = l[k]: v itself
    Ref other = b.op(IrOp::LoadValIdx, Ty::Value, data, k, 0);                   // l[k] may be l[1]: read
    b.op(IrOp::StoreI64, Ty::Void, l, y2, 32);
    Ref n = b.op(IrOp::LoadI64, Ty::Int, l, kNone, 32);                          // the int just stored
    Ref seven = b.op(IrOp::KInt, Ty::Int, kNone, kNone, 7);
    Ref q = b.op(IrOp::FloorDiv, Ty::Int, n, seven, 0, true);                    // cannot exit
    Ref sh = b.op(IrOp::Shr, Ty::Int, yb, one, 0, true);                         // cannot exit
    Ref m = b.op(IrOp::Mod, Ty::Int, q, k, 0, true);                             // may: k may be 0
    b.end({{1, m}, {2, other}, {3, sh}});
    optimize(b.t);
    std::vector<std::string> names = {"l", "k", "a", "b"};
    std::string dump = dump_ir(b.t, names);
    CHECK(body(dump) ==
          "entry: l:obj k:int\n"
          "root:\n"
          "   v0 = Entry.obj l\n"
          "   v1 = Entry.int k\n"
          "   v2 = LoadPtr.obj v0 #16 (invariant)\n"
          "   v3 = LoadValIdx.value v2 v1 #0\n"
          "   v4 = Unbox.int v3 #-1\n"
          "   v5 = KInt.int #1\n"
          "   v6 = SubOv.int v4 v5\n"
          "   v7 = Box.value v6\n"
          "       StoreValIdx v2 v1 v7 #0\n"
          "       StoreValIdx v2 v5 v3 #0\n"
          "  v14 = LoadValIdx.value v2 v1 #0\n"
          "       StoreI64 v0 v6 #32\n"
          "  v17 = KInt.int #7\n"
          "  v18 = FloorDiv.int v6 v17\n"
          "  v19 = Shr.int v6 v5\n"
          "  v20 = Mod.int v18 v1\n"
          "       TreeEnd\n");
    // Exits: the unboxing, the first subtraction, the modulo, the end.
    CHECK(dump.find("v18 = FloorDiv.int v6 v17  [") == std::string::npos);
    CHECK(dump.find("v19 = Shr.int v6 v5  [") == std::string::npos);
    CHECK(dump.find("v20 = Mod.int v18 v1  [exit") != std::string::npos);
    std::string error;
    CHECK(validate(b.t, &error));
}

TEST_CASE("optimiser: an append may move any list's items and writes a Value; other fields' loads stand") {
    const Layout& L = layout();
    Builder b;
    b.t.entry.push_back(EntryType{0, Ty::Obj, jit_kind(Kind::List)});
    b.t.entry.push_back(EntryType{1, Ty::Obj, jit_kind(Kind::Instance)});
    Ref l = b.op(IrOp::Entry, Ty::Obj, kNone, kNone, 0);
    Ref o = b.op(IrOp::Entry, Ty::Obj, kNone, kNone, 1);
    Ref items = b.op(IrOp::LoadPtr, Ty::Obj, l, kNone, (int64_t)L.list_begin);
    Ref first = b.op(IrOp::LoadVal, Ty::Value, items, kNone, 0);
    Ref kind = b.op(IrOp::LoadI64, Ty::Int, o, kNone, 72);               // some scalar field of another object
    Ins app;
    app.op = IrOp::ListAppend;
    app.a = l;
    app.b = first;
    b.t.snaps.push_back(Snapshot{0, 1, {}, {}, true});
    app.snap = (int)b.t.snaps.size() - 1;
    Ref appended = b.t.emit(app);                                         // l.append(l[0])
    Ref items2 = b.op(IrOp::LoadPtr, Ty::Obj, l, kNone, (int64_t)L.list_begin); // may have moved: read again
    Ref first2 = b.op(IrOp::LoadVal, Ty::Value, items2, kNone, 0);      // read again
    Ref kind2 = b.op(IrOp::LoadI64, Ty::Int, o, kNone, 72);              // unchanged: kind
    b.end({{2, first2}, {3, kind2}, {4, kind}});
    optimize(b.t);
    CHECK(b.t.ins[items2].op == IrOp::LoadPtr);
    CHECK(b.t.ins[first2].op == IrOp::LoadVal);
    CHECK(b.t.ins[kind2].op == IrOp::Nop);
    CHECK(b.t.ends[0][1].second == kind);
    CHECK(b.t.ins[appended].op == IrOp::ListAppend); // a side effect: kept
    CHECK(!b.t.ins[items].invariant); // the loop appends: not the same in every iteration
    std::string error;
    CHECK(validate(b.t, &error));
}

TEST_CASE("optimiser: bounds guards on constant indexes into one length merge into the first, with the largest") {
    Builder b;
    b.t.entry.push_back(EntryType{0, Ty::Obj, jit_kind(Kind::Instance)});
    b.t.entry.push_back(EntryType{1, Ty::Obj, jit_kind(Kind::Tuple)});
    b.t.entry.push_back(EntryType{2, Ty::Int, kNoJitKind});
    Ref o = b.op(IrOp::Entry, Ty::Obj, kNone, kNone, 0);
    Ref e0 = b.op(IrOp::LoadPtr, Ty::Obj, o, kNone, 16);
    Ref e1 = b.op(IrOp::LoadPtr, Ty::Obj, o, kNone, 24);
    Ref n = b.op(IrOp::PtrDiff, Ty::Int, e0, e1, 40);              // an instance dict's entries
    Ref k0 = b.op(IrOp::KInt, Ty::Int, kNone, kNone, 0);
    b.op(IrOp::GuardLtU, Ty::Void, k0, n, 0, true);                // entry 0: stays, checks entry 3
    Ref x = b.op(IrOp::LoadVal, Ty::Value, e0, kNone, 24);
    Ref k3 = b.op(IrOp::KInt, Ty::Int, kNone, kNone, 3);
    b.op(IrOp::GuardLtU, Ty::Void, k3, n, 0, true);                // entry 3: goes
    Ref y = b.op(IrOp::LoadVal, Ty::Value, e0, kNone, 144);
    Ref k1 = b.op(IrOp::KInt, Ty::Int, kNone, kNone, 1);
    b.op(IrOp::GuardLtU, Ty::Void, k1, n, 0, true);                // entry 1: goes
    Ref t = b.op(IrOp::Entry, Ty::Obj, kNone, kNone, 1);
    Ref m = b.op(IrOp::LoadI64, Ty::Int, t, kNone, 32);            // another length
    b.op(IrOp::GuardLtU, Ty::Void, k1, m, 0, true);                // stays, checks 3
    Ref i = b.op(IrOp::Entry, Ty::Int, kNone, kNone, 2);
    b.op(IrOp::GuardLtU, Ty::Void, i, m, 0, true);                 // a variable index: stays
    b.op(IrOp::GuardLtU, Ty::Void, k3, m, 0, true);                // goes
    b.op(IrOp::GuardLtU, Ty::Void, k0, m, 0, true);                // goes
    Ref i1 = b.op(IrOp::IAdd, Ty::Int, i, k1);
    b.end({{1, t}, {2, i1}, {3, x}, {4, y}});
    optimize(b.t);
    std::vector<std::string> names = {"o", "t", "i", "x", "y"};
    // The first guard of each length keeps its place (and its exit); the
    // instance's is invariant (the loop never changes o), the tuple's not.
    // Constants only the removed guards used (#0, #3) go as dead code.
    CHECK(body(dump_ir(b.t, names)) ==
          "entry: o:obj t:obj i:int\n"
          "root:\n"
          "   v0 = Entry.obj o\n"
          "   v1 = LoadPtr.obj v0 #16 (invariant)\n"
          "   v2 = LoadPtr.obj v0 #24 (invariant)\n"
          "   v3 = PtrDiff.int v1 v2 #40 (invariant)\n"
          "       GuardKLtU v3 #3 (invariant)\n"
          "   v6 = LoadVal.value v1 #24 (invariant)\n"
          "   v9 = LoadVal.value v1 #144 (invariant)\n"
          "  v10 = KInt.int #1\n"
          "  v12 = Entry.obj t\n"
          "  v13 = LoadI64.int v12 #32\n"
          "       GuardKLtU v13 #3\n"
          "  v15 = Entry.int i\n"
          "       GuardLtU v15 v13\n"
          "  v19 = IAdd.int v15 v10\n"
          "       TreeEnd\n");
    CHECK(b.t.ins[5].snap == 0); // the first guard's exit
    CHECK(b.t.ins[14].snap == 3);
    std::string error;
    CHECK(validate(b.t, &error));
    // Optimising again (as when a side trace joins the tree) changes nothing.
    std::string once = dump_ir(b.t, names);
    optimize(b.t);
    CHECK(dump_ir(b.t, names) == once);
}

TEST_CASE("optimiser: a bounds guard a side trace starts from is not merged; side traces merge their own") {
    Builder b;
    b.t.entry.push_back(EntryType{0, Ty::Obj, jit_kind(Kind::Tuple)});
    Ref t = b.op(IrOp::Entry, Ty::Obj, kNone, kNone, 0);
    Ref n = b.op(IrOp::LoadI64, Ty::Int, t, kNone, 32);
    Ref k0 = b.op(IrOp::KInt, Ty::Int, kNone, kNone, 0);
    b.op(IrOp::GuardLtU, Ty::Void, k0, n, 0, true);   // exit 0: has a side trace
    Ref k2 = b.op(IrOp::KInt, Ty::Int, kNone, kNone, 2);
    b.op(IrOp::GuardLtU, Ty::Void, k2, n, 0, true);   // exit 1: the first mergeable one
    Ref k1 = b.op(IrOp::KInt, Ty::Int, kNone, kNone, 1);
    b.op(IrOp::GuardLtU, Ty::Void, k1, n, 0, true);   // exit 2: merged into exit 1
    b.end({});
    // The side trace (from exit 0) checks entries 1 and 4 of the same length:
    // one guard, on 4, at the first one's place.
    Ref side = (Ref)b.t.ins.size();
    Ref k4 = b.op(IrOp::KInt, Ty::Int, kNone, kNone, 4);
    b.op(IrOp::GuardLtU, Ty::Void, k1, n, 0, true);
    b.op(IrOp::GuardLtU, Ty::Void, k4, n, 0, true);
    b.t.ends.push_back({});
    Ins end;
    end.op = IrOp::TreeEnd;
    b.t.emit(end);
    b.t.segs.push_back(TraceSeg{side, (Ref)b.t.ins.size(), 0, 1});
    optimize(b.t);
    std::vector<std::string> names = {"t"};
    CHECK(body(dump_ir(b.t, names)) ==
          "entry: t:obj\n"
          "root:\n"
          "   v0 = Entry.obj t\n"
          "   v1 = LoadI64.int v0 #32 (invariant)\n"
          "   v2 = KInt.int #0\n"
          "       GuardLtU v2 v1\n"
          "   v4 = KInt.int #2\n"
          "       GuardLtU v4 v1 (invariant)\n"
          "       TreeEnd\n"
          "side 1 (from exit 0):\n"
          "       GuardKLtU v1 #4\n"
          "       TreeEnd\n");
    CHECK(b.t.ins[5].snap == 1);
}

TEST_CASE("validator: an instruction with operands of the wrong type is refused") {
    Builder b;
    Ref f = b.op(IrOp::KFloat, Ty::Float, kNone, kNone, 0);
    Ref i = b.op(IrOp::KInt, Ty::Int, kNone, kNone, 1);
    b.op(IrOp::AddOv, Ty::Int, f, i, 0, true);
    b.end({});
    std::string error;
    CHECK_FALSE(validate(b.t, &error));
    CHECK(error == "IR type error at v2: AddOv float int void");
}

TEST_CASE("optimiser: `not` of a constant folds, and the guard on it goes") {
    // `n is not None` recorded on a None entry: not True, guarded false.
    Builder b;
    b.t.entry.push_back(EntryType{0, Ty::None, kNoJitKind});
    b.op(IrOp::Entry, Ty::None, kNone, kNone, 0);
    Ref yes = b.op(IrOp::KBool, Ty::Bool, kNone, kNone, 1);
    Ref no = b.op(IrOp::Not, Ty::Bool, yes, kNone);
    b.op(IrOp::Guard, Ty::Void, no, kNone, 0, true);
    Ref zero = b.op(IrOp::KBool, Ty::Bool, kNone, kNone, 0);
    Ref one = b.op(IrOp::Not, Ty::Bool, zero, kNone);
    b.op(IrOp::Guard, Ty::Void, one, kNone, 0, true); // `not False` is True: this one always exits
    b.end({});
    optimize(b.t);
    std::vector<std::string> names = {"n"};
    CHECK(body(dump_ir(b.t, names)) ==
          "entry: n:none\n"
          "root:\n"
          "   v1 = KBool.bool #1\n"
          "       Guard v1 #0 (invariant)\n"
          "       TreeEnd\n");
}

TEST_CASE("optimiser: an entry read only by a test that folded keeps its check when the tree is optimised again") {
    // `x is None` on a None entry folds: nothing reads x any more. The next
    // optimize (a side trace added) must still check x's type at entry.
    Builder b;
    b.t.entry.push_back(EntryType{0, Ty::None, kNoJitKind});
    b.t.entry.push_back(EntryType{1, Ty::Int, kNoJitKind}); // never read: written first
    b.op(IrOp::Entry, Ty::None, kNone, kNone, 0);
    Ref yes = b.op(IrOp::KBool, Ty::Bool, kNone, kNone, 1);
    b.op(IrOp::Guard, Ty::Void, yes, kNone, 1, true);
    b.end({});
    optimize(b.t);
    CHECK_FALSE(b.t.entry[0].write_first);
    CHECK(b.t.entry[1].write_first);
    optimize(b.t);
    CHECK_FALSE(b.t.entry[0].write_first);
    CHECK(b.t.entry[1].write_first);
}

TEST_CASE("recorder: a range loop over ints is unboxed, with overflow guards and no type checks inside; "
          "i, written before it is read, is not carried") {
    std::string dump = record("def f(n):\n"
                              "    t = 0\n"
                              "    for i in range(n):\n"
                              "        t += i * 3\n"
                              "    return t\n"
                              "f(50)\n");
    size_t opt = dump.find("optimised");
    REQUIRE(opt != std::string::npos);
    std::string after = body(dump.substr(dump.find('\n', opt) + 1));
    CHECK(after ==
          "entry: stack0:obj t:int\n"
          "root:\n"
          "   v0 = Entry.obj stack0\n"
          "   v1 = LoadI64.int v0 #32\n"
          "   v2 = KInt.int #0\n"
          "   v3 = Cmp.bool v1 v2 #4\n"
          "       Guard v3 #1\n"
          "   v5 = KInt.int #-1\n"
          "   v6 = IAdd.int v1 v5\n"
          "       StoreI64 v0 v6 #32\n"
          "   v8 = LoadI64.int v0 #16\n"
          "   v9 = LoadI64.int v0 #24 (invariant)\n"
          "  v10 = IAdd.int v8 v9\n"
          "       StoreI64 v0 v10 #16\n"
          "  v12 = Entry.int t\n"
          "  v13 = KInt.int #3\n"
          "  v14 = MulOv.int v8 v13\n"
          "  v15 = AddOv.int v12 v14\n"
          "       TreeEnd\n"
          "");
}

TEST_CASE("recorder: a list of bools is read and written as bytes; its flavour is checked once, in the peel") {
    std::string dump = record("def f(n):\n"
                              "    flags = [True] * n\n"
                              "    m = 0\n"
                              "    while m < n:\n"
                              "        flags[m] = not flags[m]\n"
                              "        m += 3\n"
                              "    return flags\n"
                              "f(1000)\n");
    size_t opt = dump.find("optimised");
    REQUIRE(opt != std::string::npos);
    std::string after = body(dump.substr(dump.find('\n', opt) + 1));
    CHECK(after ==
          "entry: m:int n:int flags:obj\n"
          "root:\n"
          "   v0 = Entry.int m\n"
          "   v1 = Entry.int n\n"
          "   v2 = Cmp.bool v0 v1 #0\n"
          "       Guard v2 #1\n"
          "   v4 = Entry.obj flags\n"
          "   v5 = LoadU8.int v4 #9 (invariant)\n"
          "   v6 = KInt.int #1\n"
          "       GuardEqI v5 v6 (invariant)\n"
          "   v8 = LoadPtr.obj v4 #40 (invariant)\n"
          "   v9 = LoadPtr.obj v4 #48 (invariant)\n"
          "  v10 = PtrDiff.int v8 v9 #1 (invariant)\n"
          "       GuardLtU v0 v10\n"
          "  v12 = ElemPtr.obj v8 v0 #1\n"
          "  v13 = LoadU8.int v12 #0\n"
          "  v14 = Truthy.bool v13\n"
          "  v15 = Not.bool v14\n"
          "       StoreU8 v12 v15 #0\n"
          "  v25 = KInt.int #3\n"
          "  v26 = AddOv.int v0 v25\n"
          "       TreeEnd\n"
          "");
}

TEST_CASE("optimiser: a list's flavour is read again after an append or a call, not after an item's store") {
    const Layout& L = layout();
    Builder b;
    b.t.entry.push_back(EntryType{0, Ty::Obj, (JitKind)(jit_kind(Kind::List) | kBoolItems << 8)});
    Ref l = b.op(IrOp::Entry, Ty::Obj, kNone, kNone, 0);
    Ref f1 = b.op(IrOp::LoadU8, Ty::Int, l, kNone, (int64_t)L.obj_flavour);
    Ref bytes = b.op(IrOp::LoadPtr, Ty::Obj, l, kNone, (int64_t)L.bools_begin);
    Ref yes = b.op(IrOp::KBool, Ty::Bool, kNone, kNone, 1);
    b.op(IrOp::StoreU8, Ty::Void, bytes, yes, 0);                             // flags[0] = True
    Ref f2 = b.op(IrOp::LoadU8, Ty::Int, l, kNone, (int64_t)L.obj_flavour); // the same byte: reused
    Ins app;
    app.op = IrOp::ListAppend;
    app.a = l;
    app.b = b.op(IrOp::Box, Ty::Value, yes, kNone, 0);
    app.imm = 1;
    b.t.snaps.push_back(Snapshot{0, 1, {}, {}, true});
    app.snap = (int)b.t.snaps.size() - 1;
    b.t.emit(app);                                                           // flags.append(True)
    Ref f3 = b.op(IrOp::LoadU8, Ty::Int, l, kNone, (int64_t)L.obj_flavour); // may have changed: read again
    Ref bytes2 = b.op(IrOp::LoadPtr, Ty::Obj, l, kNone, (int64_t)L.bools_begin); // may have moved
    b.end({{1, f1}, {2, f2}, {3, f3}, {4, bytes2}});
    optimize(b.t);
    CHECK(b.t.ins[f2].op == IrOp::Nop);
    CHECK(b.t.ends[0][1].second == f1);
    CHECK(b.t.ins[f3].op == IrOp::LoadU8);
    CHECK(b.t.ins[bytes2].op == IrOp::LoadPtr);
    CHECK(!b.t.ins[f1].invariant); // the loop appends: not the same in every iteration
    std::string error;
    CHECK(validate(b.t, &error));
}

TEST_CASE("recorder: attributes of instances sharing a dict layout need one layout guard each") {
    std::string dump = record("class P:\n"
                              "    def __init__(self):\n"
                              "        self.x = 1.0\n"
                              "        self.y = 2.0\n"
                              "        self.z = 3.0\n"
                              "def f(ps):\n"
                              "    t = 0.0\n"
                              "    for p in ps:\n"
                              "        t += p.x + p.z + p.y\n"
                              "    return t\n"
                              "f([P(), P(), P()])\n");
    size_t opt = dump.find("optimised");
    REQUIRE(opt != std::string::npos);
    std::string before = dump.substr(0, opt), after = body(dump.substr(dump.find('\n', opt) + 1));
    // No entry index or key is checked: only the for loop's bounds guard.
    CHECK(count(before, "GuardLtU") == 1);
    CHECK(count(after, "GuardLtU") == 1);
    CHECK(count(after, "GuardKLtU") == 0);
    // One identity guard (p's class), and layout guards: P's dict,
    // object's dict and p's own dict, once for all three attributes.
    CHECK(count(after, "GuardEqP") == 1);
    CHECK(count(after, "GuardEqI") == 3);
    // The three attributes' values, and the for loop's list (from its iterator).
    CHECK(count(after, "LoadVal.value") == 4);
}

TEST_CASE("recorder: attributes of one instance with a dict layout of its own need one bounds guard") {
    std::string dump = record("class P:\n"
                              "    def __init__(self):\n"
                              "        self.gone = 0\n"
                              "        self.x = 1.0\n"
                              "        del self.gone\n"
                              "        self.y = 2.0\n"
                              "        self.z = 3.0\n"
                              "def f(ps):\n"
                              "    t = 0.0\n"
                              "    for p in ps:\n"
                              "        t += p.x + p.z + p.y\n"
                              "    return t\n"
                              "f([P(), P(), P()])\n");
    size_t opt = dump.find("optimised");
    REQUIRE(opt != std::string::npos);
    std::string before = dump.substr(0, opt), after = body(dump.substr(dump.find('\n', opt) + 1));
    // As recorded: one per attribute read, and the for loop's over the list.
    CHECK(count(before, "GuardLtU") == 4);
    // Optimised: the loop's, and one, where x is read, that p's dict has an
    // entry 2 (z's).
    CHECK(count(after, "GuardLtU") == 1);
    CHECK(count(after, "GuardKLtU") == 1);
    CHECK(after.find("GuardKLtU v") != std::string::npos);
    CHECK(after.find(" #2\n") != std::string::npos);
}

TEST_CASE("recorder: a call is inlined behind an identity guard; the exit rebuilds its frame") {
    std::string dump = record("def sq(x):\n"
                              "    return x * x\n"
                              "def f(n):\n"
                              "    t = 0\n"
                              "    for i in range(n):\n"
                              "        t += sq(i)\n"
                              "    return t\n"
                              "r = f(50)\n");
    size_t opt = dump.find("optimised");
    REQUIRE(opt != std::string::npos);
    std::string after = dump.substr(opt);
    // The callee is guarded by identity, and its multiplication is in the trace.
    CHECK(after.find("GuardEqP") != std::string::npos);
    CHECK(after.find("MulOv.int v") != std::string::npos);
    CHECK(after.find("Call") == std::string::npos); // no helper call: all native
}

TEST_CASE("recorder: a global's type is guarded; a redefinition leaves through that guard") {
    VMOptions opts;
    opts.jit_threshold = 1;
    opts.jit_background = false;
    VM vm(opts);
    DictObj* g = vm.new_globals("__main__");
    REQUIRE(!vm.run_source("k = 2\n"
                           "def f(n):\n"
                           "    t = 0\n"
                           "    for i in range(n):\n"
                           "        t += k\n"
                           "    return t\n"
                           "a = f(100)\n"
                           "k = 2.5\n"
                           "b = f(100)\n",
                           "loop.py", g)
                 .is_empty());
    CHECK(dict_get_str(g, vm.intern("a")).i == 200);
    CHECK(dict_get_str(g, vm.intern("b")).f == 250.0);
    CHECK(vm.jit_stats.traces_compiled >= 2); // a second specialisation for the float
    CHECK(vm.jit_stats.guard_exits >= 1);
}

TEST_CASE("kiln.jit_stats() reports what the JIT did to the script") {
    VMOptions opts;
    opts.jit_threshold = 10;
    opts.jit_background = false;
    VM vm(opts);
    DictObj* g = vm.new_globals("__main__");
    REQUIRE(!vm.run_source("import kiln\n"
                           "def f(n):\n"
                           "    t = 0\n"
                           "    for i in range(n):\n"
                           "        if i % 3:\n"
                           "            t += i\n"
                           "    return t\n"
                           "r = f(20000)\n"
                           "s = kiln.jit_stats()\n"
                           "on = kiln.jit_enabled()\n",
                           "stats.py", g)
                 .is_empty());
    CHECK(dict_get_str(g, vm.intern("r")).i == 133326667);
    CHECK(dict_get_str(g, vm.intern("on")).b);
    Value s = dict_get_str(g, vm.intern("s"));
    REQUIRE(is_kind(s, Kind::Dict));
    auto get = [&](const char* k) { return dict_get_str(static_cast<DictObj*>(s.o), vm.intern(k)); };
    CHECK(get("traces_compiled").i >= 1);
    CHECK(get("side_traces").i >= 1); // the `if` grew one
    CHECK(get("native_iterations").i > 15000);
    CHECK(get("loop_iterations").i >= 19999);
    CHECK(get("compile_ms").f > 0.0);
    CHECK(get("native_ms").f == 0.0); // not timed unless asked (jit_timing, --stats)
    CHECK(vm.jit_stats.traces_aborted == (uint64_t)get("traces_aborted").i);
}

TEST_CASE("native time is measured when asked for (jit_timing, as --stats does)") {
    VMOptions opts;
    opts.jit_threshold = 10;
    opts.jit_background = false;
    opts.jit_timing = true;
    VM vm(opts);
    DictObj* g = vm.new_globals("__main__");
    REQUIRE(!vm.run_source("import kiln\n"
                           "t = 0.0\n"
                           "for i in range(3000000):\n"
                           "    t += i * 0.5\n"
                           "ms = kiln.jit_stats()['native_ms']\n",
                           "timing.py", g)
                 .is_empty());
    CHECK(dict_get_str(g, vm.intern("ms")).f > 0.0);
    CHECK(vm.jit_stats.native_ms() > 0.0);
}

namespace {

// A script run compiling in place, at threshold 10, with the JIT's log kept.
struct LoggedRun {
    VM vm;
    std::string err;
    DictObj* g;
    explicit LoggedRun(const char* source) : vm(options()) {
        vm.write_err = [this](std::string_view s) { err += s; };
        g = vm.new_globals("__main__");
        REQUIRE(!vm.run_source(source, "watch.py", g).is_empty());
    }
    static VMOptions options() {
        VMOptions opts;
        opts.jit_threshold = 10;
        opts.jit_background = false;
        opts.jit_log = true;
        opts.jit_cache = "off";
        return opts;
    }
    Value get(const char* name) { return dict_get_str(g, vm.intern(name)); }
};

} // namespace

TEST_CASE("a loop's branches seen while it is watched go into its first compile") {
    LoggedRun run("t = 0\n"
                  "for i in range(20000):\n"
                  "    if i % 2:\n"
                  "        t += i\n"
                  "    else:\n"
                  "        t -= 1\n");
    CHECK(run.get("t").i == 99990000);
    // One compile, the side trace in it; nothing left to the interpreter.
    const JitStats& st = run.vm.jit_stats;
    CHECK(st.traces_compiled == 1);
    CHECK(st.side_traces == 1);
    CHECK(st.guard_exits == 0);
    CHECK(st.native_iterations > 19900);
    CHECK(run.err.find("went the other way at exit") != std::string::npos);
    CHECK(run.err.find("with 1 side trace recorded while watching") != std::string::npos);
}

TEST_CASE("a recursive function's branches seen in its next calls go into its first compile") {
    // The first recording is a leaf (n < 2); the next calls go the other
    // way at once: one compile with both paths, no exit left to turn hot.
    LoggedRun run("def fib(n):\n"
                  "    if n < 2:\n"
                  "        return n\n"
                  "    return fib(n - 1) + fib(n - 2)\n"
                  "r = fib(20)\n");
    CHECK(run.get("r").i == 6765);
    const JitStats& st = run.vm.jit_stats;
    CHECK(st.traces_compiled == 1);
    CHECK(st.side_traces == 1);
    CHECK(st.guard_exits == 0);
    CHECK(run.err.find("a call went the other way at exit") != std::string::npos);
    CHECK(run.err.find("with 1 side trace recorded while watching") != std::string::npos);
}

TEST_CASE("a watched call with other argument types records no side trace") {
    // The tree is recorded at down(0), the tenth call, for an int
    // argument; the calls right after it pass floats: what they do says
    // nothing of what its code would do.
    LoggedRun run("def down(n):\n"
                  "    if n < 1:\n"
                  "        return 0\n"
                  "    return down(n - 1) + 1\n"
                  "a = down(9)\n"
                  "b = down(30.5)\n");
    CHECK(run.get("a").i == 9);
    CHECK(run.get("b").i == 30);
    CHECK(run.err.find("trace 1 recorded for function down") != std::string::npos);
    CHECK(run.err.find("went the other way") == std::string::npos);
}

TEST_CASE("a watched iteration the trace would have left earlier records no side trace") {
    // t passes 64 bits at i = 39: the trace would leave at the
    // multiplication; the interpreter goes on with a big int and the branch
    // goes the other way, holding what the trace's code never would.
    LoggedRun run("def f():\n"
                  "    t = 1\n"
                  "    big = 0\n"
                  "    for i in range(45):\n"
                  "        t = t * 3\n"
                  "        if t > 9223372036854775807:\n"
                  "            big += 1\n"
                  "    return big\n"
                  "big = f()\n");
    CHECK(run.get("big").i == 6);
    CHECK(run.err.find("went the other way") == std::string::npos);
    CHECK(run.vm.jit_stats.side_traces == 0);
}

TEST_CASE("an outer loop's code calls its inner loop's code directly, and the helper when the types differ") {
    // The inner loop runs 40 iterations per entry and its tree is too big
    // to be compiled into the outer loop's code: the outer code calls it
    // through the loop's cell. Once acc, which the outer trace never reads,
    // has turned float, the frame no longer has the types that code was
    // compiled for: the outer code calls the run_inner helper instead,
    // which runs the inner loop's float specialisation.
    LoggedRun run("def f(n):\n"
                  "    t = 0\n"
                  "    acc = 0\n"
                  "    for i in range(n):\n"
                  "        j = 0\n"
                  "        while j < 40:\n"
                  "            t += (i * j + 3) % 7 - (j % 5) * (i % 3) + (i ^ j) % 11 - (i | j) % 13\n"
                  "            t -= (i * 5 + j * 3) % 17 + (i + j) // 3 - (j * j) % 19 + (i & j) % 23\n"
                  "            acc = acc + (0.5 if i == 150 and j == 7 else 1)\n"
                  "            j += 1\n"
                  "    return t, acc\n"
                  "a, acc = f(300)\n");
    int64_t t = 0;
    for (int64_t i = 0; i < 300; i++)
        for (int64_t j = 0; j < 40; j++) {
            t += (i * j + 3) % 7 - (j % 5) * (i % 3) + (i ^ j) % 11 - (i | j) % 13;
            t -= (i * 5 + j * 3) % 17 + (i + j) / 3 - (j * j) % 19 + (i & j) % 23;
        }
    CHECK(run.get("a").i == t);
    CHECK(run.get("acc").f == 11999.5);
    CHECK(run.err.find("directly") != std::string::npos);
    CHECK(run.err.find("is compiled into its code") == std::string::npos);
    const JitStats& st = run.vm.jit_stats;
    CHECK(st.specialisations >= 1);
    CHECK(st.inner_by_helper > 0);
    CHECK(st.inner_by_helper < 150);
    CHECK(st.native_iterations > 10000);
}

TEST_CASE("direct calls into an inner loop's code: the first run never needs the helper") {
    LoggedRun run("def f(n):\n"
                  "    t = 0\n"
                  "    for i in range(n):\n"
                  "        j = 0\n"
                  "        while j < 40:\n"
                  "            t += (i * j + 3) % 7 - (j % 5) * (i % 3) + (i ^ j) % 11 - (i | j) % 13\n"
                  "            t -= (i * 5 + j * 3) % 17 + (i + j) // 3 - (j * j) % 19 + (i & j) % 23\n"
                  "            j += 1\n"
                  "    return t\n"
                  "a = f(300)\n");
    int64_t t = 0;
    for (int64_t i = 0; i < 300; i++)
        for (int64_t j = 0; j < 40; j++) {
            t += (i * j + 3) % 7 - (j % 5) * (i % 3) + (i ^ j) % 11 - (i | j) % 13;
            t -= (i * 5 + j * 3) % 17 + (i + j) / 3 - (j * j) % 19 + (i & j) % 23;
        }
    CHECK(run.get("a").i == t);
    CHECK(run.err.find("directly") != std::string::npos);
    CHECK(run.vm.jit_stats.inner_by_helper == 0);
    CHECK(run.vm.jit_stats.guard_exits == 0);
    CHECK(run.vm.jit_stats.native_iterations > 11000);
}
