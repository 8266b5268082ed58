// The methods of list, as CPython 3.11 has them (results and error messages).
//
// list.sort is CPython's timsort (Objects/listsort.txt): natural runs
// extended by binary insertion to minrun, merged with the powersort policy,
// with galloping. Following the same algorithm matters beyond speed: it makes
// the same comparisons in the same order, so the first comparison that fails
// (and so the TypeError message, e.g. "'<' not supported between instances
// of 'str' and 'int'") and the result for inconsistent orders (NaN) are
// CPython's.
#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

#include "../vm/bigint.hpp"
#include "../vm/dict.hpp"
#include "../vm/list_items.hpp"
#include "../vm/generator.hpp"
#include "../vm/ops.hpp"
#include "stdlib.hpp"

namespace kiln {

namespace {

// ====================================================================== arguments

enum class Args {
    None,     // METH_NOARGS:  "list.copy() takes no arguments (1 given)"
    One,      // METH_O:       "list.append() takes exactly one argument (0 given)"
    Clinic,   // positional-only clinic: "pop expected at most 1 argument, got 2"
    Keywords, // clinic with keywords: parsed by parse_keywords()
};

// Checks self and the argument count. `nargs` counts self.
bool begin(VM& vm, const Value* args, int nargs, KwArgs kw, const char* name, Args style, int min = 0,
           int max = 0) {
    if (nargs < 1) {
        vm.raisef(vm.e_TypeError, "unbound method list.{}() needs an argument", name);
        return false;
    }
    if (!is_list(args[0])) {
        vm.raisef(vm.e_TypeError, "descriptor '{}' for 'list' objects doesn't apply to a '{}' object", name,
                  vm.type_name(args[0]));
        return false;
    }
    if (kw.n && style != Args::Keywords) {
        vm.raisef(vm.e_TypeError, "list.{}() takes no keyword arguments", name);
        return false;
    }
    int n = nargs - 1;
    switch (style) {
    case Args::None:
        if (n != 0) {
            vm.raisef(vm.e_TypeError, "list.{}() takes no arguments ({} given)", name, n);
            return false;
        }
        break;
    case Args::One:
        if (n != 1) {
            vm.raisef(vm.e_TypeError, "list.{}() takes exactly one argument ({} given)", name, n);
            return false;
        }
        break;
    case Args::Clinic:
        if (n < min || n > max) {
            int lim = n < min ? min : max;
            vm.raisef(vm.e_TypeError, "{} expected {}{} argument{}, got {}", name,
                      min == max ? "" : n < min ? "at least " : "at most ", lim, lim == 1 ? "" : "s", n);
            return false;
        }
        break;
    case Args::Keywords: break;
    }
    return true;
}

// CPython's _PyArg_UnpackKeywords for a signature whose parameters `names`
// may all be passed by keyword (none is required). `pos` excludes self; out[i]
// stays Empty for a parameter not given.
bool parse_keywords(VM& vm, const char* fname, const Value* pos, int npos, KwArgs kw,
                    std::initializer_list<const char*> names, int maxpos, Value* out) {
    int maxargs = (int)names.size();
    const char* const* nm = names.begin();
    if (npos + kw.n > maxargs) {
        vm.raisef(vm.e_TypeError, "{}() takes at most {} {}argument{} ({} given)", fname, maxargs,
                  npos == 0 ? "keyword " : "", maxargs == 1 ? "" : "s", npos + kw.n);
        return false;
    }
    if (npos > maxpos) {
        if (maxpos == 0) vm.raisef(vm.e_TypeError, "{}() takes no positional arguments", fname);
        else
            vm.raisef(vm.e_TypeError, "{}() takes at most {} positional argument{} ({} given)", fname, maxpos,
                      maxpos == 1 ? "" : "s", npos);
        return false;
    }
    for (int i = 0; i < maxargs; i++) out[i] = i < npos ? pos[i] : Value::empty();
    int matched = 0;
    for (int k = 0; k < kw.n; k++) {
        std::string_view key = as_str(kw.names[k])->view();
        for (int i = npos; i < maxargs; i++)
            if (key == nm[i]) {
                out[i] = kw.values[k];
                matched++;
                break;
            }
    }
    if (matched == kw.n) return true;
    for (int i = 0; i < npos; i++)
        for (int k = 0; k < kw.n; k++)
            if (as_str(kw.names[k])->view() == nm[i]) {
                vm.raisef(vm.e_TypeError, "argument for {}() given by name ('{}') and position ({})", fname, nm[i],
                          i + 1);
                return false;
            }
    for (int k = 0; k < kw.n; k++) {
        std::string_view key = as_str(kw.names[k])->view();
        bool known = false;
        for (int i = 0; i < maxargs; i++) known |= key == nm[i];
        if (!known) {
            vm.raisef(vm.e_TypeError, "'{}' is an invalid keyword argument for {}()", key, fname);
            return false;
        }
    }
    return true;
}

// An integer argument (int or bool), as PyNumber_AsSsize_t sees it.
bool int_arg(VM& vm, Value v, int64_t* out, const char* overflow_message = kSsizeOverflow) {
    return index_arg(vm, v, out, overflow_message);
}

// ====================================================================== timsort

// Comparators: 1 if a < b, 0 if not, -1 on error (exception set).
struct IntLess {
    int operator()(Value a, Value b) const { return a.i < b.i; }
};
struct FloatLess {
    int operator()(Value a, Value b) const { return a.f < b.f; }
};
int str_cmp(StrObj* a, StrObj* b) {
    size_t n = std::min(a->nbytes, b->nbytes);
    int c = std::memcmp(a->data, b->data, n);
    if (c) return c;
    return a->nbytes < b->nbytes ? -1 : a->nbytes > b->nbytes ? 1 : 0;
}
struct StrLess {
    int operator()(Value a, Value b) const { return str_cmp(as_str(a), as_str(b)) < 0; }
};
struct AnyLess {
    VM* vm;
    int operator()(Value a, Value b) const { return less_than(*vm, a, b); }
};
// Tuples: the first differing items decide, as tuple comparison does; int
// and str items are compared directly.
struct TupleLess {
    VM* vm;
    int operator()(Value a, Value b) const {
        TupleObj* x = as_tuple(a);
        TupleObj* y = as_tuple(b);
        size_t n = std::min(x->size, y->size);
        for (size_t i = 0; i < n; i++) {
            Value p = x->items[i], q = y->items[i];
            if (p.is_int() && q.is_int()) {
                if (p.i != q.i) return p.i < q.i;
                continue;
            }
            if (is_str(p) && is_str(q)) {
                int c = str_cmp(as_str(p), as_str(q));
                if (c) return c < 0;
                continue;
            }
            int e = equals(*vm, p, q);
            if (e < 0) return -1;
            if (!e) return less_than(*vm, p, q);
        }
        return x->size < y->size;
    }
};

constexpr int kMinGallop = 7;

// Sorts keys[0, n) and, when values is not null, permutes values[0, n)
// alongside. On a comparison error the arrays hold a permutation of their
// input (nothing lost or duplicated), as in CPython.
template <class Less>
class TimSort {
public:
    TimSort(Less less, Value* keys, Value* values, size_t n) : lt_(less), keys_(keys), values_(values), n_(n) {}

    bool run() {
        if (n_ < 2) return true;
        size_t minrun = compute_minrun(n_);
        size_t lo = 0, remaining = n_;
        do {
            bool descending;
            int64_t len = count_run(lo, lo + remaining, &descending);
            if (len < 0) return false;
            size_t run = (size_t)len;
            if (descending) reverse_range(lo, run);
            if (run < minrun) {
                size_t force = remaining <= minrun ? remaining : minrun;
                if (!binary_sort(lo, lo + force, lo + run)) return false;
                run = force;
            }
            if (!found_new_run(run)) return false;
            runs_.push_back({lo, run, 0});
            lo += run;
            remaining -= run;
        } while (remaining);
        while (runs_.size() > 1) {
            size_t i = runs_.size() - 2;
            if (i > 0 && runs_[i - 1].len < runs_[i + 1].len) i--;
            if (!merge_at(i)) return false;
        }
        return true;
    }

private:
    // A position in the keys array with the matching position in values
    // (or in the temporary arrays, during a merge).
    struct Slice {
        Value* k;
        Value* v; // null when there are no separate values
        Value& key(ptrdiff_t i) const { return k[i]; }
        Slice operator+(ptrdiff_t d) const { return {k + d, v ? v + d : nullptr}; }
        Slice& operator+=(ptrdiff_t d) {
            k += d;
            if (v) v += d;
            return *this;
        }
        Slice& operator-=(ptrdiff_t d) { return *this += -d; }
    };
    struct Run {
        size_t base, len;
        int power;
    };

    Less lt_;
    Value* keys_;
    Value* values_;
    size_t n_;
    int64_t min_gallop_ = kMinGallop;
    ValueVec tmp_keys_, tmp_values_;
    std::vector<Run> runs_;

    Slice at(size_t i) const { return {keys_ + i, values_ ? values_ + i : nullptr}; }

    static void copy(Slice dst, ptrdiff_t di, Slice src, ptrdiff_t si, ptrdiff_t n) {
        std::memcpy((void*)(dst.k + di), src.k + si, sizeof(Value) * n);
        if (dst.v) std::memcpy((void*)(dst.v + di), src.v + si, sizeof(Value) * n);
    }
    static void move(Slice dst, ptrdiff_t di, Slice src, ptrdiff_t si, ptrdiff_t n) {
        std::memmove((void*)(dst.k + di), src.k + si, sizeof(Value) * n);
        if (dst.v) std::memmove((void*)(dst.v + di), src.v + si, sizeof(Value) * n);
    }
    static void put(Slice dst, Slice src) {
        *dst.k = *src.k;
        if (dst.v) *dst.v = *src.v;
    }

    Slice temp(size_t need) {
        if (tmp_keys_.size() < need) {
            tmp_keys_.resize(need);
            if (values_) tmp_values_.resize(need);
        }
        return {tmp_keys_.data(), values_ ? tmp_values_.data() : nullptr};
    }

    static size_t compute_minrun(size_t n) {
        size_t r = 0;
        while (n >= 64) {
            r |= n & 1;
            n >>= 1;
        }
        return n + r;
    }

    void reverse_range(size_t lo, size_t n) {
        std::reverse(keys_ + lo, keys_ + lo + n);
        if (values_) std::reverse(values_ + lo, values_ + lo + n);
    }

    // Length of the run at lo: the longest non-descending prefix, or the
    // longest strictly descending one (*descending set).
    int64_t count_run(size_t lo, size_t hi, bool* descending) {
        *descending = false;
        if (lo + 1 == hi) return 1;
        int64_t n = 2;
        int k = lt_(keys_[lo + 1], keys_[lo]);
        if (k < 0) return -1;
        if (k) {
            *descending = true;
            for (size_t i = lo + 2; i < hi; i++, n++) {
                k = lt_(keys_[i], keys_[i - 1]);
                if (k < 0) return -1;
                if (!k) break;
            }
        } else {
            for (size_t i = lo + 2; i < hi; i++, n++) {
                k = lt_(keys_[i], keys_[i - 1]);
                if (k < 0) return -1;
                if (k) break;
            }
        }
        return n;
    }

    // Binary insertion of [start, hi) into the sorted [lo, start).
    bool binary_sort(size_t lo, size_t hi, size_t start) {
        if (lo == start) start++;
        for (; start < hi; start++) {
            size_t l = lo, r = start;
            Value pivot = keys_[r];
            do {
                size_t p = l + ((r - l) >> 1);
                int k = lt_(pivot, keys_[p]);
                if (k < 0) return false;
                if (k) r = p;
                else l = p + 1;
            } while (l < r);
            std::memmove((void*)(keys_ + l + 1), keys_ + l, sizeof(Value) * (start - l));
            keys_[l] = pivot;
            if (values_) {
                Value pv = values_[start];
                std::memmove((void*)(values_ + l + 1), values_ + l, sizeof(Value) * (start - l));
                values_[l] = pv;
            }
        }
        return true;
    }

    // Where key belongs in the sorted a[0, n): before any equal elements
    // (gallop_left) or after them (gallop_right); -1 on error. The search
    // starts at `hint` and gallops outwards, then finishes by bisection.
    int64_t gallop_left(Value key, const Value* a, int64_t n, int64_t hint) {
        int64_t lastofs = 0, ofs = 1;
        int k = lt_(a[hint], key);
        if (k < 0) return -1;
        if (k) {
            // a[hint] < key: gallop right.
            int64_t maxofs = n - hint;
            while (ofs < maxofs) {
                k = lt_(a[hint + ofs], key);
                if (k < 0) return -1;
                if (!k) break;
                lastofs = ofs;
                ofs = (ofs << 1) + 1;
            }
            if (ofs > maxofs) ofs = maxofs;
            lastofs += hint;
            ofs += hint;
        } else {
            // key <= a[hint]: gallop left.
            int64_t maxofs = hint + 1;
            while (ofs < maxofs) {
                k = lt_(a[hint - ofs], key);
                if (k < 0) return -1;
                if (k) break;
                lastofs = ofs;
                ofs = (ofs << 1) + 1;
            }
            if (ofs > maxofs) ofs = maxofs;
            int64_t t = lastofs;
            lastofs = hint - ofs;
            ofs = hint - t;
        }
        // a[lastofs] < key <= a[ofs]
        lastofs++;
        while (lastofs < ofs) {
            int64_t m = lastofs + ((ofs - lastofs) >> 1);
            k = lt_(a[m], key);
            if (k < 0) return -1;
            if (k) lastofs = m + 1;
            else ofs = m;
        }
        return ofs;
    }

    int64_t gallop_right(Value key, const Value* a, int64_t n, int64_t hint) {
        int64_t lastofs = 0, ofs = 1;
        int k = lt_(key, a[hint]);
        if (k < 0) return -1;
        if (k) {
            // key < a[hint]: gallop left.
            int64_t maxofs = hint + 1;
            while (ofs < maxofs) {
                k = lt_(key, a[hint - ofs]);
                if (k < 0) return -1;
                if (!k) break;
                lastofs = ofs;
                ofs = (ofs << 1) + 1;
            }
            if (ofs > maxofs) ofs = maxofs;
            int64_t t = lastofs;
            lastofs = hint - ofs;
            ofs = hint - t;
        } else {
            // a[hint] <= key: gallop right.
            int64_t maxofs = n - hint;
            while (ofs < maxofs) {
                k = lt_(key, a[hint + ofs]);
                if (k < 0) return -1;
                if (k) break;
                lastofs = ofs;
                ofs = (ofs << 1) + 1;
            }
            if (ofs > maxofs) ofs = maxofs;
            lastofs += hint;
            ofs += hint;
        }
        // a[lastofs] <= key < a[ofs]
        lastofs++;
        while (lastofs < ofs) {
            int64_t m = lastofs + ((ofs - lastofs) >> 1);
            k = lt_(key, a[m]);
            if (k < 0) return -1;
            if (k) ofs = m;
            else lastofs = m + 1;
        }
        return ofs;
    }

    // Merges the adjacent runs a[0, na) and b[0, nb) (b == a + na), with
    // na <= nb: a is copied out and the merge fills from the left.
    bool merge_lo(Slice a, int64_t na, Slice b, int64_t nb) {
        Slice t = temp(na);
        copy(t, 0, a, 0, na);
        Slice dest = a;
        a = t;
        bool ok = false;
        int64_t min_gallop;
        put(dest, b);
        dest += 1;
        b += 1;
        if (--nb == 0) goto succeed;
        if (na == 1) goto copy_b;
        min_gallop = min_gallop_;
        for (;;) {
            int64_t acount = 0, bcount = 0;
            // One element at a time until a run wins min_gallop times in a row.
            for (;;) {
                int k = lt_(b.key(0), a.key(0));
                if (k < 0) goto fail;
                if (k) {
                    put(dest, b);
                    dest += 1;
                    b += 1;
                    bcount++;
                    acount = 0;
                    if (--nb == 0) goto succeed;
                    if (bcount >= min_gallop) break;
                } else {
                    put(dest, a);
                    dest += 1;
                    a += 1;
                    acount++;
                    bcount = 0;
                    if (--na == 1) goto copy_b;
                    if (acount >= min_gallop) break;
                }
            }
            // Galloping, while either run keeps winning by long stretches.
            min_gallop++;
            do {
                min_gallop -= min_gallop > 1;
                min_gallop_ = min_gallop;
                int64_t k = gallop_right(b.key(0), a.k, na, 0);
                acount = k;
                if (k) {
                    if (k < 0) goto fail;
                    copy(dest, 0, a, 0, k);
                    dest += k;
                    a += k;
                    na -= k;
                    if (na == 1) goto copy_b;
                    if (na == 0) goto succeed; // only with an inconsistent order
                }
                put(dest, b);
                dest += 1;
                b += 1;
                if (--nb == 0) goto succeed;
                k = gallop_left(a.key(0), b.k, nb, 0);
                bcount = k;
                if (k) {
                    if (k < 0) goto fail;
                    move(dest, 0, b, 0, k);
                    dest += k;
                    b += k;
                    nb -= k;
                    if (nb == 0) goto succeed;
                }
                put(dest, a);
                dest += 1;
                a += 1;
                if (--na == 1) goto copy_b;
            } while (acount >= kMinGallop || bcount >= kMinGallop);
            min_gallop++;
            min_gallop_ = min_gallop;
        }
    succeed:
        ok = true;
    fail:
        if (na) copy(dest, 0, a, 0, na);
        return ok;
    copy_b:
        // The last element of a belongs at the end of the merge.
        move(dest, 0, b, 0, nb);
        put(dest + nb, a);
        return true;
    }

    // As merge_lo, for na >= nb: b is copied out and the merge fills from
    // the right.
    bool merge_hi(Slice a, int64_t na, Slice b, int64_t nb) {
        Slice t = temp(nb);
        Slice dest = b + (nb - 1);
        copy(t, 0, b, 0, nb);
        Slice basea = a, baseb = t;
        b = t + (nb - 1);
        a += na - 1;
        bool ok = false;
        int64_t min_gallop;
        put(dest, a);
        dest -= 1;
        a -= 1;
        if (--na == 0) goto succeed;
        if (nb == 1) goto copy_a;
        min_gallop = min_gallop_;
        for (;;) {
            int64_t acount = 0, bcount = 0;
            for (;;) {
                int k = lt_(b.key(0), a.key(0));
                if (k < 0) goto fail;
                if (k) {
                    put(dest, a);
                    dest -= 1;
                    a -= 1;
                    acount++;
                    bcount = 0;
                    if (--na == 0) goto succeed;
                    if (acount >= min_gallop) break;
                } else {
                    put(dest, b);
                    dest -= 1;
                    b -= 1;
                    bcount++;
                    acount = 0;
                    if (--nb == 1) goto copy_a;
                    if (bcount >= min_gallop) break;
                }
            }
            min_gallop++;
            do {
                min_gallop -= min_gallop > 1;
                min_gallop_ = min_gallop;
                int64_t k = gallop_right(b.key(0), basea.k, na, na - 1);
                if (k < 0) goto fail;
                k = na - k;
                acount = k;
                if (k) {
                    dest -= k;
                    a -= k;
                    move(dest, 1, a, 1, k);
                    na -= k;
                    if (na == 0) goto succeed;
                }
                put(dest, b);
                dest -= 1;
                b -= 1;
                if (--nb == 1) goto copy_a;
                k = gallop_left(a.key(0), baseb.k, nb, nb - 1);
                if (k < 0) goto fail;
                k = nb - k;
                bcount = k;
                if (k) {
                    dest -= k;
                    b -= k;
                    copy(dest, 1, b, 1, k);
                    nb -= k;
                    if (nb == 1) goto copy_a;
                    if (nb == 0) goto succeed; // only with an inconsistent order
                }
                put(dest, a);
                dest -= 1;
                a -= 1;
                if (--na == 0) goto succeed;
            } while (acount >= kMinGallop || bcount >= kMinGallop);
            min_gallop++;
            min_gallop_ = min_gallop;
        }
    succeed:
        ok = true;
    fail:
        if (nb) copy(dest, -(nb - 1), baseb, 0, nb);
        return ok;
    copy_a:
        // The first element of b belongs at the front of the merge.
        move(dest, 1 - na, a, 1 - na, na);
        dest -= na;
        a -= na;
        put(dest, b);
        return true;
    }

    // Merges runs i and i + 1 of the stack.
    bool merge_at(size_t i) {
        Slice a = at(runs_[i].base);
        int64_t na = (int64_t)runs_[i].len;
        Slice b = at(runs_[i + 1].base);
        int64_t nb = (int64_t)runs_[i + 1].len;
        runs_[i].len = na + nb;
        if (i + 3 == runs_.size()) runs_[i + 1] = runs_[i + 2];
        runs_.pop_back();
        // Elements of a before where b[0] goes are already in place.
        int64_t k = gallop_right(b.key(0), a.k, na, 0);
        if (k < 0) return false;
        a += k;
        na -= k;
        if (na == 0) return true;
        // Elements of b after where a's last goes are already in place.
        nb = gallop_left(a.key(na - 1), b.k, nb, nb - 1);
        if (nb <= 0) return nb == 0;
        return na <= nb ? merge_lo(a, na, b, nb) : merge_hi(a, na, b, nb);
    }

    // The powersort "power" of the boundary between two adjacent runs.
    static int powerloop(int64_t s1, int64_t n1, int64_t n2, int64_t n) {
        int result = 0;
        int64_t a = 2 * s1 + n1;
        int64_t b = a + n1 + n2;
        for (;;) {
            result++;
            if (a >= n) {
                a -= n;
                b -= n;
            } else if (b >= n) {
                break;
            }
            a <<= 1;
            b <<= 1;
        }
        return result;
    }

    bool found_new_run(size_t n2) {
        if (runs_.empty()) return true;
        int power = powerloop((int64_t)runs_.back().base, (int64_t)runs_.back().len, (int64_t)n2, (int64_t)n_);
        while (runs_.size() > 1 && runs_[runs_.size() - 2].power > power)
            if (!merge_at(runs_.size() - 2)) return false;
        runs_.back().power = power;
        return true;
    }
};

template <class Less>
bool timsort(Less less, Value* keys, Value* values, size_t n) {
    return TimSort<Less>(less, keys, values, n).run();
}

// Sorts keys (permuting values alongside, if given) with the fastest
// comparator that is exact for them.
bool sort_keys(VM& vm, Value* keys, Value* values, size_t n) {
    if (n < 2) return true;
    bool ints = true, floats = true, strs = true, tuples = true;
    for (size_t i = 0; i < n; i++) {
        Value k = keys[i];
        ints = ints && k.is_int();
        floats = floats && k.is_float();
        strs = strs && is_str(k);
        tuples = tuples && is_tuple(k);
        if (!(ints || floats || strs || tuples)) break;
    }
    if (ints) return timsort(IntLess{}, keys, values, n);
    if (floats) return timsort(FloatLess{}, keys, values, n);
    if (strs) return timsort(StrLess{}, keys, values, n);
    if (tuples) return timsort(TupleLess{&vm}, keys, values, n);
    return timsort(AnyLess{&vm}, keys, values, n);
}

// list.sort(key=, reverse=) on `l`. As in CPython the list looks empty while
// it is sorted; if a key function changes it, the changes are dropped and
// "list modified during sort" raised.
bool sort_list(VM& vm, ListObj* l, Value keyfn, bool reverse) {
    ListObj* saved = vm.new_list();
    Rooted saved_root(vm, Value::object(saved)); // the items, while key functions run
    Rooted keys_root(vm, Value::none());
    saved->values().swap(l->values());
    ValueVec& items = saved->values();
    size_t n = items.size();
    bool ok = true;
    ListObj* keys = nullptr;
    if (!keyfn.is_none() && n > 0) {
        keys = vm.new_list(n);
        keys_root.set(Value::object(keys));
        for (size_t i = 0; i < n; i++) {
            Value item = items[i];
            Value k = vm.call(keyfn, &item, 1);
            if (k.is_empty()) {
                ok = false;
                break;
            }
            keys->values().push_back(k);
        }
    }
    if (ok && n > 1) {
        Value* kp = keys ? keys->values().data() : items.data();
        Value* vp = keys ? items.data() : nullptr;
        if (reverse) {
            std::reverse(kp, kp + n);
            if (vp) std::reverse(vp, vp + n);
        }
        ok = sort_keys(vm, kp, vp, n);
        if (reverse) std::reverse(items.begin(), items.end());
    }
    bool modified = !l->values().empty() || l->values().capacity() != 0;
    l->values().swap(saved->values());
    if (ok && modified) {
        vm.raise(vm.e_ValueError, "list modified during sort");
        ok = false;
    }
    return ok;
}

// ====================================================================== methods

ListObj* self_list(const Value* args) { return as_list(args[0]); }

Value list_append(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!begin(vm, args, nargs, kw, "append", Args::One)) return Value::empty();
    // The method itself is the one native frame below the append.
    list_append_item(self_list(args), args[1], may_pack_list(vm, 1));
    return Value::none();
}

Value list_extend(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!begin(vm, args, nargs, kw, "extend", Args::One)) return Value::empty();
    ListObj* l = self_list(args);
    Value src = args[1];
    if (is_list(src)) {
        auto& from = as_list(src)->values();
        if (as_list(src) == l) {
            size_t n = l->values().size();
            l->values().reserve(2 * n);
            for (size_t i = 0; i < n; i++) l->values().push_back(l->values()[i]);
        } else {
            l->values().insert(l->values().end(), from.begin(), from.end());
        }
    } else if (is_tuple(src)) {
        TupleObj* t = as_tuple(src);
        l->values().insert(l->values().end(), t->items, t->items + t->size);
    } else {
        // Items are appended as they come, as CPython does.
        Value it = get_iter(vm, src);
        if (it.is_empty()) return Value::empty();
        Rooted it_root(vm, it);
        AppendSink sink(l->values()); // a generator's values, as it yields them
        while (true) {
            Value v = iter_next_through(vm, it, &sink);
            if (v.is_empty()) {
                if (vm.exc) return Value::empty();
                break;
            }
            l->values().push_back(v);
        }
    }
    return Value::none();
}

Value list_insert(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!begin(vm, args, nargs, kw, "insert", Args::Clinic, 2, 2)) return Value::empty();
    int64_t i = 0;
    if (!int_arg(vm, args[1], &i)) return Value::empty();
    ListObj* l = self_list(args);
    int64_t n = (int64_t)l->values().size();
    if (i < 0) {
        i += n;
        if (i < 0) i = 0;
    }
    if (i > n) i = n;
    l->values().insert(l->values().begin() + i, args[2]);
    return Value::none();
}

Value list_pop(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!begin(vm, args, nargs, kw, "pop", Args::Clinic, 0, 1)) return Value::empty();
    int64_t i = -1;
    if (nargs > 1 && !int_arg(vm, args[1], &i)) return Value::empty();
    auto& items = self_list(args)->values();
    int64_t n = (int64_t)items.size();
    if (n == 0) return vm.raise(vm.e_IndexError, "pop from empty list");
    if (i < 0) i += n;
    if (i < 0 || i >= n) return vm.raise(vm.e_IndexError, "pop index out of range");
    Value v = items[i];
    if (i == n - 1) items.pop_back();
    else items.erase(items.begin() + i);
    return v;
}

Value list_remove(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!begin(vm, args, nargs, kw, "remove", Args::One)) return Value::empty();
    auto& items = self_list(args)->values();
    for (size_t i = 0; i < items.size(); i++) {
        int e = equals(vm, items[i], args[1]);
        if (e < 0) return Value::empty();
        if (e) {
            items.erase(items.begin() + i);
            return Value::none();
        }
    }
    return vm.raise(vm.e_ValueError, "list.remove(x): x not in list");
}

// start/stop of list.index: ints only (no None).
bool index_bound(VM& vm, Value v, int64_t* out) {
    if (is_integer(v)) {
        *out = int_clamp(v); // big ints clamp, as CPython's do to ssize_t
        return true;
    }
    vm.raise(vm.e_TypeError, "slice indices must be integers or have an __index__ method");
    return false;
}

Value list_index(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!begin(vm, args, nargs, kw, "index", Args::Clinic, 1, 3)) return Value::empty();
    int64_t start = 0, stop = INT64_MAX;
    if (nargs > 2 && !index_bound(vm, args[2], &start)) return Value::empty();
    if (nargs > 3 && !index_bound(vm, args[3], &stop)) return Value::empty();
    const ListObj* l = self_list(args);
    int64_t n = (int64_t)l->size();
    if (start < 0) {
        start += n;
        if (start < 0) start = 0;
    }
    if (stop < 0) {
        stop += n;
        if (stop < 0) stop = 0;
    }
    // The size read again for each item: __eq__ may run Python code that
    // changes the list.
    for (int64_t i = start; i < stop && i < (int64_t)l->size(); i++) {
        int e = equals(vm, l->item(i), args[1]);
        if (e < 0) return Value::empty();
        if (e) return Value::integer(i);
    }
    std::string r;
    if (!repr_into(vm, args[1], r)) return Value::empty();
    return vm.raisef(vm.e_ValueError, "{} is not in list", r);
}

Value list_count(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!begin(vm, args, nargs, kw, "count", Args::One)) return Value::empty();
    const ListObj* l = self_list(args);
    int64_t n = 0;
    for (size_t i = 0; i < l->size(); i++) { // (as index: read again for each item)
        int e = equals(vm, l->item(i), args[1]);
        if (e < 0) return Value::empty();
        n += e;
    }
    return Value::integer(n);
}

Value list_sort(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!begin(vm, args, nargs, kw, "sort", Args::Keywords)) return Value::empty();
    Value a[2];
    if (!parse_keywords(vm, "sort", args + 1, nargs - 1, kw, {"key", "reverse"}, 0, a)) return Value::empty();
    Value key = a[0].is_empty() ? Value::none() : a[0];
    int64_t reverse = 0;
    if (!a[1].is_empty() && !int_arg(vm, a[1], &reverse, kCIntOverflow)) return Value::empty();
    if (!sort_list(vm, self_list(args), key, reverse != 0)) return Value::empty();
    return Value::none();
}

Value list_reverse(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!begin(vm, args, nargs, kw, "reverse", Args::None)) return Value::empty();
    auto& items = self_list(args)->values();
    std::reverse(items.begin(), items.end());
    return Value::none();
}

Value list_copy(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!begin(vm, args, nargs, kw, "copy", Args::None)) return Value::empty();
    const ListObj* l = self_list(args);
    if (l->holds_bools()) { // a list of bools, as this one
        ListObj* r = vm.new_list();
        hold_bools(r, l->size());
        for (size_t i = 0; i < l->size(); i++) r->append(l->item(i));
        return Value::object(r);
    }
    auto& items = self_list(args)->values();
    ListObj* r = vm.new_list(items.size());
    r->values().assign(items.begin(), items.end());
    return Value::object(r);
}

Value list_clear(VM& vm, Value* args, int nargs, KwArgs kw) {
    if (!begin(vm, args, nargs, kw, "clear", Args::None)) return Value::empty();
    self_list(args)->values().clear();
    return Value::none();
}

// ====================================================================== registration

struct MethodDef {
    const char* name;
    NativeFn fn;
    bool takes_kw;
};

// Every method takes keywords as far as the VM is concerned: each checks
// them itself, so that the message names the type ("list.append() takes no
// keyword arguments") as CPython's does.
const MethodDef kMethods[] = {
    {"append", list_append, true}, {"extend", list_extend, true},   {"insert", list_insert, true},
    {"pop", list_pop, true},       {"remove", list_remove, true},   {"index", list_index, true},
    {"count", list_count, true},   {"sort", list_sort, true},       {"reverse", list_reverse, true},
    {"copy", list_copy, true},     {"clear", list_clear, true},
};

} // namespace

bool sort_values_by_keys(VM& vm, Value* keys, Value* values, size_t n) { return sort_keys(vm, keys, values, n); }

void install_list_methods(VM& vm) {
    for (const MethodDef& m : kMethods)
        dict_set_str(vm, vm.t_list->dict, vm.intern(m.name),
                     Value::object(vm.new_native(m.name, m.fn, m.takes_kw, vm.t_list)));
}

} // namespace kiln
