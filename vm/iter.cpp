// The iterator protocol for builtin types, and membership tests.
#include "collections.hpp"
#include "dict.hpp"
#include "dunder.hpp"
#include "generator.hpp"
#include "list_items.hpp"
#include "range.hpp"
#include "set.hpp"
#include "ops.hpp"

namespace kiln {

bool is_iterator(VM& vm, Value v) {
    if (v.tag != Tag::Obj) return false;
    switch (v.o->kind) {
    case Kind::SeqIter: case Kind::RangeIter: case Kind::DictIter: case Kind::Enumerate: case Kind::Zip:
    case Kind::Reversed: case Kind::GetItemIter: case Kind::SetIter: case Kind::Generator: case Kind::Map:
    case Kind::Filter: case Kind::LongRangeIter: case Kind::DequeIter:
        return true;
    case Kind::NativeIter: return static_cast<NativeIterObj*>(v.o)->cls->next != nullptr;
    default: return is_py_instance(vm, v) && !find_special(vm, v, Dunder::next_).is_empty();
    }
}

bool is_iterable_type(VM& vm, Value v) {
    if (is_py_instance(vm, v))
        return !find_special(vm, v, Dunder::iter_).is_empty() || !find_special(vm, v, Dunder::getitem_).is_empty();
    if (v.tag != Tag::Obj) return false;
    switch (v.o->kind) {
    case Kind::List: case Kind::Tuple: case Kind::Str: case Kind::Range: case Kind::Dict: case Kind::DictView:
    case Kind::Set: case Kind::FrozenSet: case Kind::Deque:
        return true;
    default: return is_iterator(vm, v);
    }
}

namespace {

// zip(strict=True) after argument `i` ran out: every argument must end together (CPython's wording).
Value zip_strict_end(VM& vm, ZipObj* z, size_t i) {
    const char* plural = i == 1 ? " " : "s 1-";
    if (i > 0)
        return vm.raisef(vm.e_ValueError, "zip() argument {} is shorter than argument{}{}", i + 1, plural, i);
    for (i = 1; i < z->iters.size(); i++) {
        Value v = iter_next(vm, z->iters[i]);
        if (!v.is_empty()) {
            plural = i == 1 ? " " : "s 1-";
            return vm.raisef(vm.e_ValueError, "zip() argument {} is longer than argument{}{}", i + 1, plural, i);
        }
        if (vm.exc) return v;
    }
    return Value::empty();
}

// What a dict iterator yields for entry e: its key, its value, or both.
Value entry_part(VM& vm, const DictEntry& e, DictPart part) {
    switch (part) {
    case DictPart::Keys: return e.key;
    case DictPart::Values: return e.value;
    case DictPart::Items: return vm.tuple({e.key, e.value});
    }
    return Value::empty();
}

// The next entry of a dict's iterator, as CPython's dictiter_iternext*
// and dictreviter_iternext find it: a change of the dict's size raises,
// and keeps raising; a forward iterator that finds more entries than the
// dict had at its start (keys deleted and added again: the size stayed)
// raises, and skips to the end. A reversed one goes down from where the
// dict ended at its start, and never sees what was added since. Once it
// has ended (that raise included) it stays ended, whatever the dict does.
Value dict_iter_next(VM& vm, DictIterObj* it) {
    DictObj* d = it->dict;
    if (it->pos == kIterEnded) return Value::empty();
    if (d->used != it->initial_used) {
        it->initial_used = (size_t)-1; // stays broken, as in CPython
        return vm.raise(vm.e_RuntimeError, "dictionary changed size during iteration");
    }
    const size_t n = d->entries.size();
    const DictEntry* e = nullptr;
    if (it->reverse) {
        size_t i = std::min(it->pos, n); // the dict may have been rebuilt smaller
        while (i > 0 && !dict_entry_live(d->entries[i - 1])) i--;
        if (i == 0) {
            it->pos = kIterEnded;
            return Value::empty();
        }
        it->pos = i - 1;
        e = &d->entries[i - 1];
        if (it->remaining) it->remaining--;
    } else {
        while (it->pos < n && !dict_entry_live(d->entries[it->pos])) it->pos++;
        if (it->pos >= n) {
            it->pos = kIterEnded;
            return Value::empty();
        }
        if (it->remaining == 0) {
            it->pos = kIterEnded;
            return vm.raise(vm.e_RuntimeError, "dictionary keys changed during iteration");
        }
        e = &d->entries[it->pos++];
        it->remaining--;
    }
    return entry_part(vm, *e, it->part);
}

// The live entry after entry i (reversed: before it) in d, or kIterEnded.
size_t odict_step(const DictObj* d, size_t i, bool reverse) {
    if (reverse) {
        while (i-- > 0)
            if (dict_entry_live(d->entries[i])) return i;
        return kIterEnded;
    }
    while (++i < d->entries.size())
        if (dict_entry_live(d->entries[i])) return i;
    return kIterEnded;
}

// The next entry of an OrderedDict's iterator, as CPython's
// odictiter_nextkey finds it: it knows the key it yields next from the
// start and from each step, so once there is none it has ended, whatever
// the dict does later. Else any key added or removed since its start (not
// a value changed) raises, and ends it; a size that changed otherwise
// (clear()) raises, and keeps raising.
Value odict_iter_next(VM& vm, DictIterObj* it) {
    DictObj* d = it->dict;
    if (it->pos == kIterEnded) return Value::empty();
    if (d->key_changes != it->key_changes) {
        it->pos = kIterEnded;
        return vm.raise(vm.e_RuntimeError, "OrderedDict mutated during iteration");
    }
    if (d->used != it->initial_used) {
        it->initial_used = (size_t)-1; // stays broken, as in CPython
        return vm.raise(vm.e_RuntimeError, "OrderedDict changed size during iteration");
    }
    // The same keys in the same places as at the start (vm/dict.cpp, 4).
    const size_t i = it->pos;
    if (i >= d->entries.size() || !dict_entry_live(d->entries[i])) { // cannot happen; never read past the end
        it->pos = kIterEnded;
        return Value::empty();
    }
    it->pos = odict_step(d, i, it->reverse);
    return entry_part(vm, d->entries[i], it->part);
}

} // namespace

Value dict_iter(VM& vm, DictObj* d, DictPart part, bool reverse) {
    auto* it = vm.alloc<DictIterObj>(Kind::DictIter);
    it->dict = d;
    d->iterated = true; // its deleted last entries stay holes from now on (dict_del)
    it->part = part;
    it->reverse = reverse;
    it->pos = reverse ? d->entries.size() : 0;
    it->initial_used = d->used;
    it->remaining = d->used;
    it->key_changes = d->key_changes;
    if (d->flavour == kOrderedDict) {
        it->flavour = kOrderedDict;
        it->pos = odict_step(d, reverse ? d->entries.size() : (size_t)-1, reverse);
    }
    return Value::object(it);
}

Value get_iter(VM& vm, Value v) {
    if (is_py_instance(vm, v)) {
        Value fn = find_special(vm, v, Dunder::iter_);
        if (!fn.is_empty()) {
            Value it = call_special(vm, fn, v, nullptr, 0);
            if (it.is_empty()) return it;
            if (!is_iterator(vm, it))
                return vm.raisef(vm.e_TypeError, "iter() returned non-iterator of type '{}'", vm.type_name(it));
            return it;
        }
        if (!find_special(vm, v, Dunder::getitem_).is_empty()) {
            auto* gi = vm.alloc<GetItemIterObj>(Kind::GetItemIter);
            gi->obj = v;
            gi->index = 0;
            return Value::object(gi);
        }
    }
    if (v.tag == Tag::Obj) {
        switch (v.o->kind) {
        case Kind::List: case Kind::Tuple: case Kind::Str: {
            auto* it = vm.alloc<SeqIterObj>(Kind::SeqIter);
            it->seq = v;
            it->pos = 0;
            it->byte_pos = 0;
            return Value::object(it);
        }
        case Kind::Range: return range_iter(vm, static_cast<RangeObj*>(v.o));
        case Kind::Dict: return dict_iter(vm, as_dict(v), DictPart::Keys, false);
        case Kind::DictView: {
            auto* view = static_cast<DictViewObj*>(v.o);
            return dict_iter(vm, view->dict, view->part, false);
        }
        case Kind::SeqIter: case Kind::RangeIter: case Kind::DictIter: case Kind::Enumerate: case Kind::Zip:
        case Kind::Reversed: case Kind::GetItemIter: case Kind::SetIter: case Kind::Generator: case Kind::Map:
        case Kind::Filter: case Kind::LongRangeIter: case Kind::DequeIter:
            return v;
        case Kind::NativeIter:
            if (static_cast<NativeIterObj*>(v.o)->cls->next) return v;
            break;
        case Kind::Set: case Kind::FrozenSet: return set_get_iter(vm, as_set(v));
        case Kind::Deque: return deque_iter(vm, static_cast<DequeObj*>(v.o), false);
        default: break;
        }
    }
    return vm.raisef(vm.e_TypeError, "'{}' object is not iterable", vm.type_name(v));
}

Value iter_next(VM& vm, Value itv) {
    // Natives can iterate for long (sum(range(10**12))): interrupt and budgets still apply.
    if (!vm.poll()) return Value::empty();
    Obj* o = itv.o;
    switch (o->kind) {
    case Kind::SeqIter: {
        auto* it = static_cast<SeqIterObj*>(o);
        Value s = it->seq;
        if (is_list(s)) {
            const ListObj* l = as_list(s);
            if (it->pos < l->size()) return l->item(it->pos++);
            it->pos = kIterEnded; // an item appended later is not seen
            return Value::empty();
        }
        if (is_tuple(s)) {
            TupleObj* t = as_tuple(s);
            if (it->pos < t->size) return t->items[it->pos++];
            return Value::empty();
        }
        return str_iter_next(vm, it);
    }
    case Kind::RangeIter: {
        auto* it = static_cast<RangeIterObj*>(o);
        if (it->remaining <= 0) return Value::empty();
        it->remaining--;
        int64_t v = it->next;
        it->next += it->step;
        return Value::integer(v);
    }
    case Kind::DictIter: {
        auto* it = static_cast<DictIterObj*>(o);
        return o->flavour == kOrderedDict ? odict_iter_next(vm, it) : dict_iter_next(vm, it);
    }
    case Kind::Enumerate: {
        auto* it = static_cast<EnumerateObj*>(o);
        Value v = iter_next(vm, it->iter);
        if (v.is_empty()) return v;
        Value r = vm.tuple({it->count, v});
        if (it->count.is_int() && it->count.i != INT64_MAX) it->count = Value::integer(it->count.i + 1);
        else it->count = binary_op(vm, Op::Add, it->count, Value::integer(1)); // on into big ints
        return r;
    }
    case Kind::Zip: {
        auto* z = static_cast<ZipObj*>(o);
        if (z->iters.empty()) return Value::empty();
        TupleObj* t = vm.new_tuple(z->iters.size());
        Rooted keep(vm, Value::object(t)); // a user __next__ may collect garbage
        for (size_t i = 0; i < z->iters.size(); i++) {
            Value v = iter_next(vm, z->iters[i]);
            if (v.is_empty()) return z->strict && !vm.exc ? zip_strict_end(vm, z, i) : v;
            t->items[i] = v;
        }
        return Value::object(t);
    }
    case Kind::Reversed: {
        auto* r = static_cast<ReversedObj*>(o);
        if (r->pos < 0) return Value::empty();
        Value s = r->seq;
        int64_t i = r->pos--;
        if (is_list(s)) {
            const ListObj* l = as_list(s);
            if (i >= (int64_t)l->size()) { r->pos = -1; return Value::empty(); }
            return l->item(i);
        }
        if (is_tuple(s)) return as_tuple(s)->items[i];
        return str_char_at(vm, as_str(s), i);
    }
    case Kind::Instance: case Kind::Exception: {
        Value r = call_dunder(vm, itv, Dunder::next_, nullptr, 0);
        if (r.is_empty()) {
            if (!vm.exc) break;
            // StopIteration from __next__ ends the iteration.
            if (vm.isinstance(Value::object(vm.exc), vm.e_StopIteration)) vm.exc = nullptr;
        }
        return r;
    }
    case Kind::SetIter: return setiter_next(vm, static_cast<SetIterObj*>(o));
    case Kind::DequeIter: return deque_iter_next(vm, static_cast<DequeIterObj*>(o));
    case Kind::LongRangeIter: return longrange_iter_next(vm, static_cast<LongRangeIterObj*>(o));
    case Kind::Generator: return gen_next(vm, static_cast<GeneratorObj*>(o));
    case Kind::NativeIter: {
        auto* it = static_cast<NativeIterObj*>(o);
        if (it->cls->next) return it->cls->next(vm, it);
        break;
    }
    case Kind::Map: {
        auto* m = static_cast<MapObj*>(o);
        if (m->iters.size() == 1) {
            // map(f, xs): no list for the one argument (the call copies it
            // to the value stack before anything can collect).
            Value v = iter_next(vm, m->iters[0]);
            if (v.is_empty()) return v;
            return vm.call(m->func, &v, 1);
        }
        TempList args(vm);
        for (size_t i = 0; i < m->iters.size(); i++) {
            Value v = iter_next(vm, m->iters[i]);
            if (v.is_empty()) return v;
            args.items().push_back(v);
        }
        return vm.call(m->func, args.items().data(), (int)args.items().size());
    }
    case Kind::Filter: {
        auto* m = static_cast<MapObj*>(o);
        while (true) {
            Value v = iter_next(vm, m->iters[0]);
            if (v.is_empty()) return v;
            Rooted keep(vm, v);
            int t;
            if (m->func.is_none()) {
                t = truthy(vm, v);
            } else {
                Value r = vm.call(m->func, &v, 1);
                if (r.is_empty()) return r;
                t = truthy(vm, r);
            }
            if (t < 0) return Value::empty();
            if (t) return v;
        }
    }
    case Kind::GetItemIter: {
        auto* gi = static_cast<GetItemIterObj*>(o);
        if (gi->index < 0) return Value::empty();
        Value key = Value::integer(gi->index);
        Value r = call_dunder(vm, gi->obj, Dunder::getitem_, &key, 1);
        if (r.is_empty()) {
            if (vm.exc && (vm.isinstance(Value::object(vm.exc), vm.e_IndexError) ||
                           vm.isinstance(Value::object(vm.exc), vm.e_StopIteration))) {
                vm.exc = nullptr;
                gi->index = -1;
            }
            return r;
        }
        gi->index++;
        return r;
    }
    default: break;
    }
    return vm.raisef(vm.e_TypeError, "'{}' object is not an iterator", vm.type_name(itv));
}

bool collect_iterable(VM& vm, Value iterable, ValueVec& out) {
    if (is_list(iterable)) {
        append_list_items(as_list(iterable), &out);
        return true;
    }
    if (is_tuple(iterable)) {
        TupleObj* t = as_tuple(iterable);
        out.insert(out.end(), t->items, t->items + t->size);
        return true;
    }
    // Items gathered so far stay rooted: a user __next__ may collect garbage.
    TempList gathered(vm);
    Value it = get_iter(vm, iterable);
    if (it.is_empty()) return false;
    gathered.items().push_back(it);
    AppendSink sink(gathered.items());
    while (true) {
        Value v = iter_next_through(vm, it, &sink);
        if (v.is_empty()) break;
        gathered.items().push_back(v);
    }
    if (vm.exc) return false;
    out.insert(out.end(), gathered.items().begin() + 1, gathered.items().end());
    return true;
}

Value iter_next_through(VM& vm, Value it, GenSink* sink) {
    if (it.o->kind != Kind::Generator) return iter_next(vm, it);
    if (!vm.poll()) return Value::empty();
    return gen_next_through(vm, static_cast<GeneratorObj*>(it.o), sink);
}

Value str_iter_next(VM& vm, SeqIterObj* it) {
    StrObj* str = as_str(it->seq);
    if (it->byte_pos >= str->nbytes) return Value::empty();
    size_t a = it->byte_pos, b = a + 1;
    while (b < str->nbytes && ((unsigned char)str->data[b] & 0xC0) == 0x80) b++;
    it->byte_pos = b;
    it->pos++;
    if (b - a == 1) // ASCII: the shared one-character str, once made
        if (StrObj* c = vm.short_interned[(unsigned char)str->data[a]]) return Value::object(c);
    return vm.str(std::string_view(str->data + a, b - a));
}

int contains(VM& vm, Value container, Value item) {
    if (is_py_instance(vm, container)) {
        Value fn = find_special(vm, container, Dunder::contains_);
        if (!fn.is_empty()) {
            Value r = call_special(vm, fn, container, &item, 1);
            if (r.is_empty()) return -1;
            return truthy(vm, r);
        }
    }
    if (container.tag == Tag::Obj) {
        switch (container.o->kind) {
        case Kind::List: {
            // Read again for each item: __eq__ may run Python code that
            // changes the list.
            const ListObj* l = as_list(container);
            for (size_t i = 0; i < l->size(); i++) {
                Value v = l->item(i);
                if (same_value(v, item)) return 1;
                int e = equals(vm, v, item);
                if (e) return e;
            }
            return 0;
        }
        case Kind::Tuple: {
            const TupleObj* t = as_tuple(container);
            for (size_t i = 0; i < t->size; i++) {
                if (same_value(t->items[i], item)) return 1;
                int e = equals(vm, t->items[i], item);
                if (e) return e;
            }
            return 0;
        }
        case Kind::Str: {
            if (!is_str(item)) {
                vm.raisef(vm.e_TypeError, "'in <string>' requires string as left operand, not {}",
                          vm.type_name(item));
                return -1;
            }
            return as_str(container)->view().find(as_str(item)->view()) != std::string_view::npos;
        }
        case Kind::Set: case Kind::FrozenSet: return set_contains(vm, as_set(container), item);
        case Kind::Deque: return deque_contains(vm, static_cast<DequeObj*>(container.o), item);
        case Kind::Dict: {
            int64_t ix = dict_index(vm, as_dict(container), item);
            return ix == -2 ? -1 : ix >= 0;
        }
        case Kind::Range: {
            int r = range_contains(vm, static_cast<RangeObj*>(container.o), item);
            if (r != 2) return r;
            break; // compare item by item, as CPython
        }
        case Kind::DictView: {
            auto* dv = static_cast<DictViewObj*>(container.o);
            if (dv->part == DictPart::Keys) return contains(vm, Value::object(dv->dict), item);
            if (dv->part == DictPart::Items) {
                if (!is_tuple(item) || as_tuple(item)->size != 2) return 0;
                Value v = dict_get(vm, dv->dict, as_tuple(item)->items[0]);
                if (v.is_empty()) return vm.exc ? -1 : 0;
                return equals(vm, v, as_tuple(item)->items[1]);
            }
            break;
        }
        default: break;
        }
    }
    Value it = get_iter(vm, container);
    if (it.is_empty()) {
        vm.exc = nullptr;
        vm.raisef(vm.e_TypeError, "argument of type '{}' is not iterable", vm.type_name(container));
        return -1;
    }
    while (true) {
        Value v = iter_next(vm, it);
        if (v.is_empty()) return vm.exc ? -1 : 0;
        int e = equals(vm, v, item);
        if (e) return e;
    }
}

} // namespace kiln
