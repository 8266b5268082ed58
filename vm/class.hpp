// Classes defined in Python: creation (C3 MRO), instances, attribute access
// with descriptors (property, staticmethod, classmethod, methods), super().
#pragma once
#include "vm.hpp"

namespace kiln {

// BUILD_CLASS: runs the class body `body` with a fresh namespace and makes
// the class from it.
Value build_class(VM& vm, Value body, const Value* bases, int nbases, DictObj* globals);

// Attribute access on instances, classes, exceptions and super objects.
Value object_getattr(VM& vm, Value obj, StrObj* name);
bool object_load_method(VM& vm, Value obj, StrObj* name, Value* method, Value* self);
bool setattr(VM& vm, Value obj, StrObj* name, Value value);
bool delattr(VM& vm, Value obj, StrObj* name);

// The first definition of `name` along t's MRO, Empty if none.
Value lookup_mro(TypeObj* t, StrObj* name);

// A value for `raise`: an exception instance, or a class to instantiate.
ExceptionObj* make_raisable(VM& vm, Value v, bool is_cause);
// except-clause matching: 1/0, -1 with TypeError for a non-exception class.
int exception_matches(VM& vm, Value exc, Value type);

// The calling frame's "Foo" for messages: module-qualified repr of classes.
std::string class_repr_name(TypeObj* t);

void install_class_builtins(VM& vm); // object, super, property, staticmethod, classmethod, NotImplemented

} // namespace kiln
