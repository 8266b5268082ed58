#include "ir.hpp"

#include <cstring>
#include <map>
#include <set>
#include <tuple>

#include <fmt/format.h>

#include "../vm/vm.hpp"
#include "layout.hpp"

namespace kiln::jit {

const char* ty_name(Ty t) {
    switch (t) {
    case Ty::Void: return "void";
    case Ty::Int: return "int";
    case Ty::Float: return "float";
    case Ty::Bool: return "bool";
    case Ty::None: return "none";
    case Ty::Obj: return "obj";
    case Ty::Value: return "value";
    }
    return "?";
}

const char* op_name(IrOp op) {
    static const char* const names[] = {
#define OP(name, snap) #name,
        KILN_JIT_OPS(OP)
#undef OP
    };
    return names[(int)op];
}

bool op_has_snapshot(IrOp op) {
    static const bool snaps[] = {
#define OP(name, snap) snap != 0,
        KILN_JIT_OPS(OP)
#undef OP
    };
    return snaps[(int)op];
}

const HelperInfo& helper_info(Helper h) {
    static const HelperInfo infos[] = {
#define H(name, ty, n, py) {#name, ty, n, py},
        KILN_JIT_HELPERS(H)
#undef H
    };
    return infos[(int)h];
}

std::string dump_ir(const Tree& t, const std::vector<std::string>& pos_names) {
    auto pos_name = [&](int p) {
        return p < (int)pos_names.size() ? pos_names[p] : fmt::format("stack{}", p - (int)pos_names.size());
    };
    std::string out;
    out += "entry:";
    for (auto& e : t.entry) out += fmt::format(" {}:{}", pos_name(e.pos), ty_name(e.ty));
    out += "\n";
    for (size_t s = 0; s < t.segs.size(); s++) {
        const TraceSeg& seg = t.segs[s];
        if (seg.parent_snap < 0)
            out += "root:\n";
        else
            out += fmt::format("side {} (from exit {}):\n", s, seg.parent_snap);
        for (Ref r = seg.begin; r < seg.end; r++) {
            const Ins& i = t.ins[r];
            if (i.op == IrOp::Nop) continue;
            std::string line = i.ty == Ty::Void ? fmt::format("       {}", op_name(i.op))
                                                 : fmt::format("{:>5} = {}", fmt::format("v{}", r), op_name(i.op));
            if (i.ty != Ty::Void) line += fmt::format(".{}", ty_name(i.ty));
            for (Ref a : {i.a, i.b, i.c})
                if (a != kNone) line += fmt::format(" v{}", a);
            switch (i.op) {
            case IrOp::Entry:
            case IrOp::SlotLoad: line += fmt::format(" {}", pos_name((int)i.imm)); break;
            case IrOp::KFloat: {
                double d;
                std::memcpy(&d, &i.imm, 8);
                line += fmt::format(" {}", d);
                break;
            }
            case IrOp::Call: line += fmt::format(" {}", helper_info((Helper)i.imm).name); break;
            case IrOp::KInt:
            case IrOp::KBool:
            case IrOp::KObj:
            case IrOp::Guard:
            case IrOp::Cmp:
            case IrOp::LoadI64:
            case IrOp::LoadU8:
            case IrOp::LoadPtr:
            case IrOp::LoadVal:
            case IrOp::LoadValIdx:
            case IrOp::StoreI64:
            case IrOp::StoreU8:
            case IrOp::ListAppend:
            case IrOp::StoreVal:
            case IrOp::StoreValIdx:
            case IrOp::Unbox:
            case IrOp::GuardKLtU:
            case IrOp::PtrDiff:
            case IrOp::ElemPtr: line += fmt::format(" #{}", i.imm); break;
            default: break;
            }
            if (i.invariant) line += " (invariant)";
            if (i.snap >= 0) {
                const Snapshot& sn = t.snaps[i.snap];
                line += fmt::format("  [exit {} pc {}", i.snap, sn.pc);
                // Inlined calls: the function's constant, where its caller resumes.
                for (const InlineFrame& f : sn.frames) line += fmt::format(" in k{}@{}", f.fn_const, f.caller_pc);
                // In a generator's body: its frame's first position, where it goes on.
                for (const Snapshot::GenOuter& g : sn.gen_outer)
                    line += fmt::format(" in generator {}@{}", pos_name((int)g.base), g.pc);
                if (sn.gen_base) line += fmt::format(" in generator {}@{}", pos_name((int)sn.gen_base), sn.gen_pc);
                for (auto& [p, v] : sn.vals) line += fmt::format(" {}=v{}", pos_name(p), v);
                line += "]";
            }
            out += line + "\n";
        }
    }
    return out;
}

bool validate(const Tree& t, std::string* error) {
    auto T = [&](Ref r) { return r == kNone ? Ty::Void : t.ins[r].ty; };
    for (size_t r = 0; r < t.ins.size(); r++) {
        const Ins& i = t.ins[r];
        Ty a = T(i.a), b = T(i.b), c = T(i.c);
        bool ok = true;
        switch (i.op) {
        case IrOp::AddOv: case IrOp::SubOv: case IrOp::MulOv: case IrOp::FloorDiv: case IrOp::Mod:
        case IrOp::BitAnd: case IrOp::BitOr: case IrOp::BitXor: case IrOp::Shl: case IrOp::Shr: case IrOp::IAdd:
        case IrOp::GuardEqI: case IrOp::GuardLtU:
            ok = a == Ty::Int && b == Ty::Int;
            break;
        case IrOp::NegOv: case IrOp::IntToFloat: case IrOp::GuardKLtU: ok = a == Ty::Int; break;
        case IrOp::FAdd: case IrOp::FSub: case IrOp::FMul: case IrOp::FDiv: case IrOp::FPow:
            ok = a == Ty::Float && b == Ty::Float;
            break;
        case IrOp::FNeg: case IrOp::FAbs: case IrOp::FSqrt: ok = a == Ty::Float; break;
        case IrOp::Select: ok = a == Ty::Bool && b == c && b == i.ty && (b == Ty::Int || b == Ty::Float); break;
        case IrOp::Cmp: ok = a == b && (a == Ty::Int || a == Ty::Float || a == Ty::Obj || a == Ty::Bool); break;
        case IrOp::Guard: case IrOp::Not: case IrOp::BoolToInt: ok = a == Ty::Bool; break;
        case IrOp::Truthy: ok = a == Ty::Int || a == Ty::Float; break;
        case IrOp::Unbox: case IrOp::GuardNotEmpty: ok = a == Ty::Value; break;
        case IrOp::Box: ok = a != Ty::Void; break;
        case IrOp::GuardEqP: case IrOp::PtrDiff: ok = a == Ty::Obj && b == Ty::Obj; break;
        case IrOp::ElemPtr: ok = a == Ty::Obj && b == Ty::Int && i.ty == Ty::Obj; break;
        case IrOp::GuardNonNull: case IrOp::LoadI64: case IrOp::LoadU32: case IrOp::LoadU8: case IrOp::LoadPtr:
        case IrOp::LoadVal:
            ok = a == Ty::Obj;
            break;
        case IrOp::LoadValIdx: ok = a == Ty::Obj && b == Ty::Int; break;
        case IrOp::StoreI64: ok = a == Ty::Obj && b == Ty::Int; break;
        case IrOp::StoreU8: ok = a == Ty::Obj && b == Ty::Bool; break;
        case IrOp::StoreVal: ok = a == Ty::Obj && b == Ty::Value; break;
        case IrOp::StoreValIdx: ok = a == Ty::Obj && b == Ty::Int && c == Ty::Value; break;
        case IrOp::ListAppend: ok = a == Ty::Obj && b == Ty::Value; break;
        case IrOp::Return: ok = a == Ty::Value && (t.function || (!t.segs.empty() && (Ref)r >= t.segs.front().end)); break; // loops: side traces
        case IrOp::CallSelf: ok = a == Ty::Obj && t.ins[i.a].op == IrOp::KObj && i.ty == Ty::Value && t.function; break;
        default: break;
        }
        if (!ok) {
            *error = fmt::format("IR type error at v{}: {} {} {} {}", r, op_name(i.op), ty_name(a), ty_name(b), ty_name(c));
            return false;
        }
    }
    return true;
}

namespace {

bool pure(IrOp op) {
    switch (op) {
    case IrOp::Entry: case IrOp::KInt: case IrOp::KFloat: case IrOp::KBool:
    case IrOp::KNone: case IrOp::KObj: case IrOp::Box: case IrOp::BitAnd: case IrOp::BitOr:
    case IrOp::BitXor: case IrOp::Cmp: case IrOp::FAdd: case IrOp::FSub: case IrOp::FMul: case IrOp::FNeg:
    case IrOp::FAbs: case IrOp::Select:
    case IrOp::IntToFloat: case IrOp::BoolToInt: case IrOp::Not: case IrOp::Truthy: case IrOp::PtrDiff:
    case IrOp::ElemPtr:
    case IrOp::IAdd:
        return true;
    default: return false;
    }
}

bool is_load(IrOp op) {
    return op == IrOp::LoadI64 || op == IrOp::LoadU32 || op == IrOp::LoadU8 || op == IrOp::LoadPtr ||
           op == IrOp::LoadVal || op == IrOp::LoadValIdx;
}

// Loads of 16-byte Values (list items, dict entries' values, globals)
// rather than of an object's scalar fields.
bool loads_value(IrOp op) { return op == IrOp::LoadVal || op == IrOp::LoadValIdx; }

// The bytes [imm, imm + size) a scalar load or store touches.
int64_t access_size(IrOp op) {
    switch (op) {
    case IrOp::LoadU8: return 1;
    case IrOp::LoadU32: return 4;
    case IrOp::LoadVal: case IrOp::StoreVal: return 16;
    default: return 8;
    }
}

// The op in a load key (op * 8 + type).
IrOp key_op(const std::tuple<int, Ref, Ref, int64_t>& key) { return (IrOp)(std::get<0>(key) / 8); }

// Arithmetic that exits on some operands (overflow, a zero divisor, a
// domain error) and otherwise computes a value from them alone: the same
// operation on the same operands again does not exit and gives the same
// value.
bool checked(IrOp op) {
    switch (op) {
    case IrOp::AddOv: case IrOp::SubOv: case IrOp::MulOv: case IrOp::NegOv: case IrOp::FloorDiv: case IrOp::Mod:
    case IrOp::Shl: case IrOp::Shr: case IrOp::FDiv: case IrOp::FSqrt: case IrOp::FPow:
        return true;
    default: return false;
    }
}

// The offsets of what an append may change in a list: its item pointers
// (begin, end, end of storage) of either kind, and the word with its
// flavour (an append may pack a list's bools: vm/list_items.cpp).
std::vector<int64_t> list_pointer_offsets() {
    const Layout& L = layout();
    return {(int64_t)L.list_begin, (int64_t)L.list_end, (int64_t)L.list_cap,
            (int64_t)L.bools_begin, (int64_t)L.bools_end, (int64_t)L.bools_cap, (int64_t)L.obj_kind};
}

bool is_guard(IrOp op) {
    return op == IrOp::Guard || op == IrOp::GuardEqI || op == IrOp::GuardEqP || op == IrOp::GuardLtU ||
           op == IrOp::GuardKLtU || op == IrOp::GuardNonNull;
}

// Exits some side trace starts from.
std::set<int> sided_exits(const Tree& t) {
    std::set<int> sided;
    for (auto& seg : t.segs)
        if (seg.parent_snap >= 0) sided.insert(seg.parent_snap);
    return sided;
}

// Root-trace instructions whose result (or, for a guard, outcome) is the
// same in every iteration: pure operations, loads, unboxings and guards
// whose operands are constants, entry values the loop never changes, or
// such instructions themselves; loads only when nothing in the loop may
// write what they read (no helper call, no store that may overlap). The
// code generator peels one iteration, where they all run in order (so each
// load is as protected by the guards before it as in the trace), and the
// loop after it reuses their values. A guard with a side trace is not one:
// its side trace goes the other way.
void mark_established(Tree& t);

void mark_invariants(Tree& t) {
    for (auto& i : t.ins) i.invariant = false;
    if (t.segs.empty()) return;
    if (t.function) return mark_established(t); // a function's trace runs once per call: nothing to peel
    std::set<int64_t> written;
    for (auto& end : t.ends)
        for (auto& [p, v] : end) written.insert(p);
    bool calls = false, value_stores = false;
    std::vector<int64_t> scalar_stores;
    for (const Ins& i : t.ins) {
        if (i.op == IrOp::Call || i.op == IrOp::CallSelf) calls = true;
        if (i.op == IrOp::StoreVal || i.op == IrOp::StoreValIdx) value_stores = true;
        if (i.op == IrOp::StoreI64 || i.op == IrOp::StoreU8) scalar_stores.push_back(i.imm);
        if (i.op == IrOp::ListAppend) {
            value_stores = true;
            for (int64_t off : list_pointer_offsets()) scalar_stores.push_back(off);
        }
    }
    std::set<int> sided = sided_exits(t);
    std::vector<bool> inv(t.ins.size(), false);
    auto operand_ok = [&](Ref r) { return r == kNone || inv[r]; };
    const TraceSeg& root = t.segs[0];
    for (Ref r = root.begin; r < root.end; r++) {
        Ins& i = t.ins[r];
        bool ok = false;
        switch (i.op) {
        case IrOp::KInt: case IrOp::KFloat: case IrOp::KBool: case IrOp::KNone: case IrOp::KObj: case IrOp::KEmpty:
            inv[r] = true; // constants: available everywhere, nothing to skip
            continue;
        case IrOp::Entry: ok = !written.count(i.imm); break;
        case IrOp::Unbox: case IrOp::Box: ok = true; break;
        default:
            if (pure(i.op)) ok = true;
            else if (is_guard(i.op)) ok = true;
            else if (is_load(i.op)) {
                ok = !calls && !(loads_value(i.op) && value_stores);
                for (int64_t off : scalar_stores)
                    if (!loads_value(i.op) && i.imm < off + 8 && off < i.imm + access_size(i.op)) ok = false;
                if (loads_value(i.op) && !scalar_stores.empty()) ok = false;
            }
            break;
        }
        // An exit with a side trace is taken in some iterations: not the same in every one.
        if (i.snap >= 0 && sided.count(i.snap)) ok = false;
        if (ok && operand_ok(i.a) && operand_ok(i.b) && operand_ok(i.c)) {
            inv[r] = true;
            i.invariant = i.op != IrOp::Entry; // an entry value is a local already: nothing to skip
        }
    }
    // Peeling doubles the loop's code, and GCC's time grows with it. It
    // pays for loads and guards, which GCC cannot move out of a loop that
    // has exits before them (spectral_norm's check of the global function
    // it calls: 310 against 232 million instructions a run, code cached).
    // Arithmetic on invariant values GCC hoists itself, or it costs a
    // cycle: mandelbrot's pixel loop converts its `width` to a float, and
    // peeled for that alone, the run with its compiles took 632 instead of
    // 540 million instructions (callgrind, `--jit-sync`, no cache; GCC's
    // part 29% more) for 0.4% fewer instructions of its code.
    bool worth = false;
    for (Ref r = root.begin; r < root.end; r++)
        worth |= t.ins[r].invariant && (is_load(t.ins[r].op) || is_guard(t.ins[r].op));
    if (!worth)
        for (Ref r = root.begin; r < root.end; r++) t.ins[r].invariant = false;
}

// A function's tree: what its calls to itself find established. When no
// instruction writes memory (the code reads objects, globals and constants
// and computes; its calls to itself write only frames, above its own), a
// load from a constant address, or from what such loads found, reads the
// same in every call while the native calls run, and a guard over such
// values goes the same way. Those that come before the first call to
// itself in the segment making the calls (all in one, or none is marked)
// ran in the caller before it called, and went the way the trace goes:
// the callee may skip them (the code generator does when the call came
// from this code, not from the runtime). fib's check that the global
// `fib` is still that function: five loads and four compares a call.
void mark_established(Tree& t) {
    int seg = -1;
    Ref first = kNone;
    for (size_t s = 0; s < t.segs.size(); s++)
        for (Ref r = t.segs[s].begin; r < t.segs[s].end; r++) {
            if (t.ins[r].op != IrOp::CallSelf) continue;
            if (seg >= 0 && seg != (int)s) return;
            if (seg < 0) seg = (int)s, first = r;
        }
    if (seg < 0) return;
    for (const Ins& i : t.ins) {
        bool reads_only = pure(i.op) || is_load(i.op) || is_guard(i.op) || checked(i.op) || i.op == IrOp::Unbox ||
                          i.op == IrOp::Nop || i.op == IrOp::CallSelf || i.op == IrOp::Return || i.op == IrOp::KEmpty;
        if (!reads_only) return;
    }
    std::vector<bool> est(t.ins.size(), false);
    auto operand_ok = [&](Ref r) {
        if (r == kNone || est[r]) return true;
        IrOp op = t.ins[r].op;
        return op == IrOp::KInt || op == IrOp::KFloat || op == IrOp::KBool || op == IrOp::KNone || op == IrOp::KObj;
    };
    for (Ref r = t.segs[seg].begin; r < first; r++) {
        Ins& i = t.ins[r];
        bool ok = (is_load(i.op) || is_guard(i.op) || i.op == IrOp::Unbox) && operand_ok(i.a) && operand_ok(i.b) &&
                  operand_ok(i.c);
        if (ok) est[r] = i.invariant = true;
    }
}

// Bounds guards on constant indexes into the same length n (an instance
// dict's entries: `b.x`, `b.y`, `b.vx` read entries 0, 1, 3 of the same
// dict; a list's items `p[0]`, `p[2]`) within one trace: the first one
// checks the largest index and the others go. The first guard then exits
// in iterations where only a later one would have: at an earlier point
// of the same iteration, with that point's snapshot, from which the
// interpreter does what the trace would have done (and then fails the
// later check itself). n is an SSA value, the same wherever it is read; it
// is defined before the first guard, which reads it. A guard that a side
// trace starts from stays as it is, with its own index, and is not merged.
void merge_bounds_guards(Tree& t) {
    std::set<int> sided = sided_exits(t);
    for (auto& seg : t.segs) {
        std::map<Ref, Ref> first; // n -> the guard that stays
        for (Ref r = seg.begin; r < seg.end; r++) {
            Ins& i = t.ins[r];
            uint64_t k;
            Ref n;
            if (i.op == IrOp::GuardLtU && t.ins[i.a].op == IrOp::KInt) {
                k = (uint64_t)t.ins[i.a].imm;
                n = i.b;
            } else if (i.op == IrOp::GuardKLtU) {
                k = (uint64_t)i.imm;
                n = i.a;
            } else {
                continue;
            }
            if (sided.count(i.snap)) continue;
            auto it = first.find(n);
            if (it == first.end()) {
                first[n] = r;
                continue;
            }
            Ins& g = t.ins[it->second];
            uint64_t gk = g.op == IrOp::GuardKLtU ? (uint64_t)g.imm : (uint64_t)t.ins[g.a].imm;
            if (k > gk) {
                g.op = IrOp::GuardKLtU;
                g.a = n;
                g.b = kNone;
                g.imm = (int64_t)k;
            }
            i.op = IrOp::Nop;
            i.snap = -1;
        }
    }
}

} // namespace

void optimize(Tree& t) {
    // Constant folding over a trace's own instructions (side traces start
    // where their parent's are valid, so folding refers only backwards).
    auto is_k = [&](Ref r, int64_t* v) {
        const Ins& i = t.ins[r];
        if (i.op == IrOp::KInt || i.op == IrOp::KBool) {
            *v = i.imm;
            return true;
        }
        return false;
    };
    // A function's call to itself runs this tree's own code and nothing
    // else (its trace calls no helper; when the callee leaves, the caller
    // leaves too): if no instruction of the tree writes memory, the call
    // writes nothing a load read (only the callee's frame, above ours).
    bool self_call_writes = false;
    for (const Ins& i : t.ins)
        self_call_writes |= i.op == IrOp::StoreI64 || i.op == IrOp::StoreU8 || i.op == IrOp::StoreVal || i.op == IrOp::StoreValIdx ||
                            i.op == IrOp::ListAppend || i.op == IrOp::Call || i.op == IrOp::Sync;
    // What each instruction was replaced by. One map for the whole tree: a
    // side trace's instructions use values of the trace it leaves, which
    // may have been replaced there (an unboxing of what was just boxed, a
    // load made redundant) and so never computed.
    std::vector<Ref> alias(t.ins.size());
    for (size_t k = 0; k < alias.size(); k++) alias[k] = (Ref)k;
    for (auto& seg : t.segs) {
        // Value numbering of pure instructions and guards within one trace
        // (and, for side traces, not across their start: cheap and safe).
        std::map<std::tuple<int, Ref, Ref, Ref, int64_t>, Ref> seen;
        // Loads available for reuse: the same load again reads the same
        // memory unless something may have written it in between. Helpers
        // (Call) may write anything; a Value store writes only Value slots
        // (list items, dict entries' values), never an object's scalar
        // fields (types, dict and list headers, versions); a scalar store
        // writes its bytes at its offset, in some object.
        std::map<std::tuple<int, Ref, Ref, int64_t>, Ref> loads;
        // Ints this trace's guards have found smaller than another (a, b: a < b).
        std::set<std::pair<Ref, Ref>> less;
        auto smaller = [&](Ref a) {
            auto it = less.lower_bound({a, kNone});
            return it != less.end() && it->first == a;
        };
        auto larger = [&](Ref b) {
            for (auto& [x, y] : less)
                if (y == b) return true;
            return false;
        };
        for (Ref r = seg.begin; r < seg.end; r++) {
            Ins& i = t.ins[r];
            for (Ref* x : {&i.a, &i.b, &i.c})
                if (*x != kNone) *x = alias[*x];
            int64_t x, y;
            // `lo < hi` held, so `lo + 1` and `hi - 1` cannot overflow (the
            // loop condition of `while i < n: ... i += 1`).
            if (i.op == IrOp::Guard && i.a != kNone && t.ins[i.a].op == IrOp::Cmp) {
                const Ins& c = t.ins[i.a];
                if (t.ins[c.a].ty == Ty::Int && t.ins[c.b].ty == Ty::Int) {
                    const CmpOp op = (CmpOp)c.imm;
                    const bool held = i.imm != 0;
                    if ((op == CmpOp::Lt && held) || (op == CmpOp::Ge && !held)) less.insert({c.a, c.b});
                    if ((op == CmpOp::Gt && held) || (op == CmpOp::Le && !held)) less.insert({c.b, c.a});
                }
            }
            if ((i.op == IrOp::AddOv || i.op == IrOp::SubOv) && i.snap >= 0 && is_k(i.b, &x) && x == 1 &&
                t.ins[i.b].op == IrOp::KInt && (i.op == IrOp::AddOv ? smaller(i.a) : larger(i.a)))
                i.snap = -1;
            // Folding.
            if (i.a != kNone && i.b != kNone && is_k(i.a, &x) && is_k(i.b, &y)) {
                bool folded = true;
                int64_t v = 0;
                switch (i.op) {
                case IrOp::IAdd: v = (int64_t)((uint64_t)x + (uint64_t)y); break;
                case IrOp::BitAnd: v = x & y; break;
                case IrOp::BitOr: v = x | y; break;
                case IrOp::BitXor: v = x ^ y; break;
                case IrOp::AddOv: folded = !__builtin_add_overflow(x, y, &v); break;
                case IrOp::SubOv: folded = !__builtin_sub_overflow(x, y, &v); break;
                case IrOp::MulOv: folded = !__builtin_mul_overflow(x, y, &v); break;
                case IrOp::GuardEqI:
                    if (x == y) {
                        i.op = IrOp::Nop;
                        i.snap = -1;
                    }
                    folded = false;
                    break;
                case IrOp::GuardLtU:
                    if ((uint64_t)x < (uint64_t)y) {
                        i.op = IrOp::Nop;
                        i.snap = -1;
                    }
                    folded = false;
                    break;
                default: folded = false; break;
                }
                if (folded) {
                    i.op = IrOp::KInt;
                    i.a = i.b = i.c = kNone;
                    i.imm = v;
                    i.snap = -1;
                }
            }
            // `not` of a constant (`n is not None` on a None entry is `not
            // True`): then the guard on it below folds too.
            if (i.op == IrOp::Not && is_k(i.a, &x)) {
                i.op = IrOp::KBool;
                i.a = kNone;
                i.imm = x == 0;
            }
            // Divisors and shift counts that are constants the check accepts:
            // the instruction cannot exit.
            if (i.snap >= 0 && i.b != kNone) {
                const Ins& k = t.ins[i.b];
                double d;
                std::memcpy(&d, &k.imm, 8);
                if (((i.op == IrOp::FloorDiv || i.op == IrOp::Mod) && k.op == IrOp::KInt && k.imm != 0 && k.imm != -1) ||
                    (i.op == IrOp::Shr && k.op == IrOp::KInt && k.imm >= 0 && k.imm < 64) ||
                    (i.op == IrOp::FDiv && k.op == IrOp::KFloat && d != 0.0))
                    i.snap = -1;
            }
            // A comparison of a value with itself (a constant compared with
            // the same constant: the callee a method lookup found).
            if ((i.op == IrOp::GuardEqP || i.op == IrOp::GuardEqI) && i.a == i.b) {
                i.op = IrOp::Nop;
                i.snap = -1;
            }
            if (i.op == IrOp::GuardKLtU && is_k(i.a, &x) && (uint64_t)i.imm < (uint64_t)x) {
                i.op = IrOp::Nop;
                i.snap = -1;
            }
            if (i.op == IrOp::Guard && i.a != kNone && is_k(i.a, &x) && x == i.imm) {
                i.op = IrOp::Nop;
                i.snap = -1;
            }
            // Redundant loads.
            if (is_load(i.op)) {
                auto key = std::make_tuple((int)i.op * 8 + (int)i.ty, i.a, i.b, i.imm);
                auto it = loads.find(key);
                if (it != loads.end()) {
                    alias[r] = it->second;
                    i.op = IrOp::Nop;
                    continue;
                }
                loads[key] = r;
            } else if (i.op == IrOp::Call || (i.op == IrOp::CallSelf && self_call_writes)) {
                loads.clear(); // may write anything (a function's own code: any of its stores)
            } else if (i.op == IrOp::StoreVal || i.op == IrOp::StoreValIdx) {
                for (auto it = loads.begin(); it != loads.end();)
                    it = loads_value(key_op(it->first)) ? loads.erase(it) : std::next(it);
                // The same slot read back is the Value just stored (until
                // the next store or call, which may write it again).
                if (i.op == IrOp::StoreVal)
                    loads[std::make_tuple((int)IrOp::LoadVal * 8 + (int)Ty::Value, i.a, kNone, i.imm)] = i.b;
                else
                    loads[std::make_tuple((int)IrOp::LoadValIdx * 8 + (int)Ty::Value, i.a, i.b, i.imm)] = i.c;
            } else if (i.op == IrOp::ListAppend) {
                // A Value store, and a list's three pointers may change
                // (any list's: the optimiser does not know which ones alias).
                for (auto it = loads.begin(); it != loads.end();) {
                    IrOp l = key_op(it->first);
                    int64_t at = std::get<3>(it->first);
                    bool pointer = false;
                    for (int64_t off : list_pointer_offsets())
                        pointer |= !loads_value(l) && at < off + 8 && off < at + access_size(l);
                    it = loads_value(l) || pointer ? loads.erase(it) : std::next(it);
                }
            } else if (i.op == IrOp::StoreI64 || i.op == IrOp::StoreU8) {
                int64_t lo = i.imm, hi = i.imm + (i.op == IrOp::StoreU8 ? 1 : 8);
                for (auto it = loads.begin(); it != loads.end();) {
                    IrOp l = key_op(it->first);
                    int64_t at = std::get<3>(it->first);
                    bool overlaps = at < hi && lo < at + access_size(l);
                    it = loads_value(l) || overlaps ? loads.erase(it) : std::next(it);
                }
                if (i.op == IrOp::StoreI64) loads[std::make_tuple((int)IrOp::LoadI64 * 8 + (int)Ty::Int, i.a, kNone, i.imm)] = i.b;
            }
            // Boxing what was just unboxed (tags the check compared whole,
            // bits copied as they were) gives the Value back; unboxing what
            // was just boxed gives the value back, with no check.
            if (i.op == IrOp::Box && t.ins[i.a].op == IrOp::Unbox &&
                (i.ty == Ty::Value && (t.ins[i.a].ty == Ty::Int || t.ins[i.a].ty == Ty::Float ||
                                        t.ins[i.a].ty == Ty::Obj))) {
                alias[r] = t.ins[i.a].a;
                continue;
            }
            if (i.op == IrOp::Unbox && t.ins[i.a].op == IrOp::Box && t.ins[t.ins[i.a].a].ty == i.ty &&
                (i.ty == Ty::Int || i.ty == Ty::Float || i.ty == Ty::Bool)) {
                alias[r] = t.ins[i.a].a;
                i.op = IrOp::Nop;
                i.snap = -1;
                continue;
            }
            // Redundant pure instructions, guards and unboxings (of the same
            // value to the same type: the first one's check stands): the
            // first one stands.
            if (pure(i.op) || is_guard(i.op) || i.op == IrOp::Unbox || checked(i.op)) {
                auto key = std::make_tuple((int)i.op * 8 + (int)i.ty, i.a, i.b, i.c, i.imm);
                auto it = seen.find(key);
                if (it != seen.end()) {
                    if (is_guard(i.op)) {
                        i.op = IrOp::Nop;
                        i.snap = -1;
                    } else {
                        alias[r] = it->second;
                        if (i.op == IrOp::Unbox || checked(i.op)) {
                            i.op = IrOp::Nop;
                            i.snap = -1;
                        }
                    }
                } else {
                    seen[key] = r;
                }
            }
        }
        // Rewrite snapshot and end references through the aliases.
        for (auto& sn : t.snaps)
            for (auto& [p, v] : sn.vals)
                if (v >= seg.begin && v < seg.end) v = alias[v];
        if (seg.end_index >= 0)
            for (auto& [p, v] : t.ends[seg.end_index])
                if (v >= seg.begin && v < seg.end) v = alias[v];
    }
    merge_bounds_guards(t);
    // The entry values the recording read: the trace relies on their types
    // even where folding left nothing that reads the value itself (`key is
    // None` on a None entry folds to True), so each keeps its entry check.
    std::set<int64_t> read;
    for (const Ins& i : t.ins)
        if (i.op == IrOp::Entry) read.insert(i.imm);
    // Dead code: pure instructions nothing uses.
    std::vector<bool> used(t.ins.size(), false);
    for (auto& sn : t.snaps)
        for (auto& [p, v] : sn.vals) used[v] = true;
    for (auto& end : t.ends)
        for (auto& [p, v] : end) used[v] = true;
    for (Ref r = (Ref)t.ins.size() - 1; r >= 0; r--) {
        Ins& i = t.ins[r];
        if ((pure(i.op) || is_load(i.op)) && !used[r]) {
            i.op = IrOp::Nop;
            continue;
        }
        if (i.op == IrOp::Nop) continue;
        for (Ref x : {i.a, i.b, i.c})
            if (x != kNone) used[x] = true;
    }
    mark_invariants(t);
    for (auto& e : t.entry) {
        e.read = e.read || read.count(e.pos);
        e.write_first = !e.read;
    }
}

} // namespace kiln::jit
