// kiln::Object: a handle on a script value, rooted in its VM's handle list.
#include "api.hpp"
#include "bigint.hpp"
#include "dict.hpp"
#include "ops.hpp"
#include "value_buffer.hpp"

namespace kiln {

namespace {

// Recycled nodes kept per VM; more are freed.
constexpr size_t kMaxFreeHandles = 1024;

detail::Handle* new_handle(VM& vm, Value v) {
    detail::Handle* h = vm.free_handles;
    if (h) {
        vm.free_handles = h->next;
        vm.free_handle_count--;
    } else {
        h = new detail::Handle;
    }
    h->value = v;
    h->vm = &vm;
    h->prev = &vm.handles;
    h->next = vm.handles.next;
    vm.handles.next->prev = h;
    vm.handles.next = h;
    return h;
}

void release_handle(detail::Handle* h) {
    VM* vm = h->vm;
    if (!vm) { // orphaned: its VM is gone
        delete h;
        return;
    }
    h->prev->next = h->next;
    h->next->prev = h->prev;
    if (vm->free_handle_count >= kMaxFreeHandles) {
        delete h;
        return;
    }
    h->next = vm->free_handles;
    vm->free_handles = h;
    vm->free_handle_count++;
}

detail::Handle* copy_handle(detail::Handle* h) {
    if (!h) return nullptr;
    if (h->vm) return new_handle(*h->vm, h->value);
    return new detail::Handle{nullptr, nullptr, h->value, nullptr};
}

// Runs a VM operation that returns Empty on error, throwing the error.
Value check(VM& vm, Value v) {
    if (v.is_empty()) impl_of(vm).throw_error();
    return v;
}

void check(VM& vm, bool ok) {
    if (!ok) impl_of(vm).throw_error();
}

bool callable(Value v) {
    if (v.tag != Tag::Obj) return false;
    switch (v.o->kind) {
    case Kind::Function: case Kind::Native: case Kind::HostFunction: case Kind::BoundMethod: case Kind::Type:
        return true;
    default: return false;
    }
}

} // namespace

Object Access::make(VM& vm, Value v) { return Object(new_handle(vm, v)); }

VM& vm_of(const Object& o) {
    detail::Handle* h = Access::handle(o);
    if (!h) throw Exception("RuntimeError", "this kiln::Object is empty: it belongs to no interpreter");
    value_of(o); // an orphan throws there
    return *h->vm;
}

// Every read of an Object's value comes here: an orphan's value may point
// into its interpreter's freed heap, and even an inline one (an int) is
// refused, so that an orphan fails the same way whatever it holds.
Value value_of(const Object& o) {
    detail::Handle* h = Access::handle(o);
    if (!h) return Value::none();
    if (!h->vm) throw Exception("RuntimeError", "this kiln::Object outlived its interpreter");
    return h->value;
}

Value value_for(VM& vm, const Object& o) {
    Value v = value_of(o);
    detail::Handle* h = Access::handle(o);
    if (h && h->vm != &vm && v.tag == Tag::Obj) // numbers, bools and None carry over
        throw Exception("RuntimeError", "a kiln::Object was passed to an interpreter it does not belong to");
    return v;
}

Object::Object(const Object& other) : h_(copy_handle(other.h_)) {}

Object& Object::operator=(const Object& other) {
    if (this != &other) {
        detail::Handle* h = copy_handle(other.h_);
        if (h_) release_handle(h_);
        h_ = h;
    }
    return *this;
}

Object& Object::operator=(Object&& other) noexcept {
    if (this != &other) {
        if (h_) release_handle(h_);
        h_ = other.h_;
        other.h_ = nullptr;
    }
    return *this;
}

Object::~Object() {
    if (h_) release_handle(h_);
}

bool Object::is_none() const { return value_of(*this).is_none(); }
bool Object::is_bool() const { return value_of(*this).is_bool(); }
bool Object::is_int() const {
    Value v = value_of(*this);
    return v.is_int() || is_bigint(v);
}
bool Object::is_float() const { return value_of(*this).is_float(); }
bool Object::is_str() const { return kiln::is_str(value_of(*this)); }
bool Object::is_list() const { return kiln::is_list(value_of(*this)); }
bool Object::is_tuple() const { return kiln::is_tuple(value_of(*this)); }
bool Object::is_dict() const { return kiln::is_dict(value_of(*this)); }
bool Object::is_callable() const { return callable(value_of(*this)); }

bool Object::is(const Object& other) const { return same_value(value_of(*this), value_of(other)); }

std::string Object::type_name() const {
    if (!h_) return "NoneType";
    return vm_of(*this).type_name(h_->value);
}

std::string Object::repr() const {
    if (!h_) return "None";
    VM& vm = vm_of(*this);
    Entry entry(vm);
    std::string out;
    check(vm, repr_into(vm, h_->value, out));
    return out;
}

std::string Object::str() const {
    if (!h_) return "None";
    VM& vm = vm_of(*this);
    Entry entry(vm);
    std::string out;
    check(vm, str_into(vm, h_->value, out));
    return out;
}

bool Object::truthy() const {
    if (!h_) return false;
    VM& vm = vm_of(*this);
    Entry entry(vm);
    int t = kiln::truthy(vm, h_->value);
    check(vm, t >= 0);
    return t == 1;
}

Object Object::call_with(const Object* args, std::size_t nargs) const {
    VM& vm = vm_of(*this);
    Entry entry(vm);
    ValueBuffer<8> room(nargs);
    for (size_t i = 0; i < nargs; i++) room.set(i, value_for(vm, args[i]));
    Value* raw = room.data();
    Value r = check(vm, vm.call(h_->value, raw, (int)nargs));
    return Access::make(vm, r);
}

Object Object::attr(std::string_view name) const {
    VM& vm = vm_of(*this);
    Entry entry(vm);
    return Access::make(vm, check(vm, getattr(vm, h_->value, vm.intern(name))));
}

void Object::set_attr(std::string_view name, const Object& value) const {
    VM& vm = vm_of(*this);
    Entry entry(vm);
    check(vm, kiln::setattr(vm, h_->value, vm.intern(name), value_for(vm, value)));
}

Object Object::item(const Object& key) const {
    VM& vm = vm_of(*this);
    Entry entry(vm);
    return Access::make(vm, check(vm, getitem(vm, h_->value, value_for(vm, key))));
}

void Object::set_item(const Object& key, const Object& value) const {
    VM& vm = vm_of(*this);
    Entry entry(vm);
    check(vm, setitem(vm, h_->value, value_for(vm, key), value_for(vm, value)));
}

std::size_t Object::size() const {
    VM& vm = vm_of(*this);
    Entry entry(vm);
    Value len = dict_get_str(vm.builtins, vm.intern("len"));
    Value n = check(vm, vm.call(len, &h_->value, 1));
    return (std::size_t)n.i;
}

void Object::append(const Object& value) const {
    VM& vm = vm_of(*this);
    Entry entry(vm);
    Value v = value_for(vm, value);
    if (kiln::is_list(h_->value)) {
        as_list(h_->value)->append(v); // a list of bools stays one for a bool
        return;
    }
    Value method = check(vm, getattr(vm, h_->value, vm.intern("append")));
    Rooted keep(vm, method);
    check(vm, vm.call(method, &v, 1));
}

std::vector<Object> Object::elements() const {
    VM& vm = vm_of(*this);
    Entry entry(vm);
    ValueVec items;
    check(vm, collect_iterable(vm, h_->value, items));
    std::vector<Object> out;
    out.reserve(items.size());
    for (auto& v : items) out.push_back(Access::make(vm, v));
    return out;
}

std::vector<std::pair<Object, Object>> Object::dict_items() const {
    VM& vm = vm_of(*this);
    Entry entry(vm);
    if (!kiln::is_dict(h_->value)) {
        vm.raisef(vm.e_AttributeError, "'{}' object has no attribute 'items'", vm.type_name(h_->value));
        impl_of(vm).throw_error();
    }
    std::vector<std::pair<Object, Object>> out;
    for (auto& e : as_dict(h_->value)->entries)
        if (dict_entry_live(e)) out.emplace_back(Access::make(vm, e.key), Access::make(vm, e.value));
    return out;
}

// An int beyond 64 bits is an int all the same: refused with CPython's
// OverflowError (PyLong_AsLong's message), not as a value of another type.
std::optional<std::int64_t> Object::get_int() const {
    Value v = value_of(*this);
    if (v.is_intlike()) return v.as_int();
    if (is_bigint(v)) throw Exception("OverflowError", "Python int too large to convert to C long");
    return std::nullopt;
}

// An unsigned C integer's read: CPython's messages for a negative int
// (_PyLong_AsByteArray's) and for one past 2**64 - 1 (PyLong_AsUnsignedLong's).
std::optional<std::uint64_t> Object::get_uint() const {
    Value v = value_of(*this);
    if (v.is_intlike()) {
        if (v.as_int() < 0) throw Exception("OverflowError", "can't convert negative int to unsigned");
        return (std::uint64_t)v.as_int();
    }
    if (!is_bigint(v)) return std::nullopt;
    const mpz_t& z = as_bigint(v)->z;
    if (mpz_sgn(z) < 0) throw Exception("OverflowError", "can't convert negative int to unsigned");
    if (mpz_sizeinbase(z, 2) > 64) throw Exception("OverflowError", "Python int too large to convert to C unsigned long");
    std::uint64_t u = 0;
    mpz_export(&u, nullptr, -1, sizeof u, 0, 0, z);
    return u;
}

// As float(x): a big int rounds, or raises OverflowError past a double's range.
std::optional<double> Object::get_float() const {
    Value v = value_of(*this);
    if (v.is_number()) return v.as_double();
    if (!is_bigint(v)) return std::nullopt;
    VM& vm = vm_of(*this);
    Entry entry(vm);
    double d;
    check(vm, int_to_double(vm, v, &d));
    return d;
}

std::optional<bool> Object::get_bool() const {
    Value v = value_of(*this);
    if (v.is_bool()) return v.b;
    return std::nullopt;
}

std::optional<std::string_view> Object::get_str() const {
    Value v = value_of(*this);
    if (kiln::is_str(v)) return as_str(v)->view();
    return std::nullopt;
}

void* Object::host_object(const std::type_info& type) const {
    Value v = value_of(*this);
    if (!is_kind(v, Kind::HostObject)) return nullptr;
    auto* h = static_cast<HostObjectObj*>(v.o);
    return *h->type->host_type == type ? h->object : nullptr;
}

std::shared_ptr<void> Object::host_owner(const std::type_info& type) const {
    Value v = value_of(*this);
    if (!is_kind(v, Kind::HostObject)) return nullptr;
    auto* h = static_cast<HostObjectObj*>(v.o);
    return *h->type->host_type == type ? h->keep : nullptr;
}

Interpreter& Object::interpreter() const { return *vm_of(*this).api; }

} // namespace kiln
