// OSError's arguments, attributes and str, as CPython's (vm/os_error.cpp).
#pragma once
#include "vm.hpp"

namespace kiln {

// Makes the OSError (subclass) `type` called with `args`, as CPython's
// OSError.__new__: OSError itself with an errno that has a subclass makes
// that subclass; 2 to 5 arguments set errno, strerror, filename and
// filename2. Empty with an exception pending.
Value new_os_error(VM& vm, TypeObj* type, TupleObj* args);
// OSError.__init__: does the same for classes of the script that define
// their own __init__ (their call leaves args empty until it runs); does
// nothing for the others (new_os_error did it).
Value os_error_init(VM& vm, Value* args, int nargs, KwArgs kw);

// str(e) for an OSError: "[Errno 2] No such file or directory: 'x'".
// *done is false when it is BaseException's (from args).
bool os_error_str(VM& vm, ExceptionObj* e, std::string& out, bool* done);

// e.errno, e.strerror, e.filename, e.filename2 (None when unset): Empty
// when e is no OSError, `name` is none of them, or a class of the script
// defines it (which CPython's lookup finds first).
Value os_error_getattr(VM& vm, ExceptionObj* e, StrObj* name);
// Their stores and deletions: 1 done, 0 not one of them (the same cases),
// -1 error (characters_written, which kiln refuses).
int os_error_setattr(VM& vm, ExceptionObj* e, StrObj* name, Value value);
int os_error_delattr(VM& vm, ExceptionObj* e, StrObj* name);

// The errno -> subclass table and OSError's __init__ and __str__.
void install_os_error(VM& vm);

} // namespace kiln
