# `raise E(...)` in a hot loop whose handler is in the same frame (the
# loop's body, or a function the trace inlined that catches its own
# exception): the trace goes on through the handler natively, with the
# exception made by a helper where the class's call runs no script code.
# Everything the handler sees must be the interpreter's: the exception's
# args, its __context__ when raised inside another handler, the line in
# its traceback, what a handler that does not match lets through, classes
# that gain an __init__ while the loop is hot, and raises of other kinds
# (a class, `from`, a bare `raise`) that the interpreter does.


class Invalid(Exception):
    pass


class Detailed(ValueError):
    def __init__(self, value, why):
        super().__init__(value)
        self.why = why


def validate(v):
    try:
        if v % 7 == 3:
            raise Invalid(v)
        return v * 2
    except Invalid as e:
        return -e.args[0]


def every_iteration(n):
    total = 0
    for i in range(n):
        try:
            raise KeyError(i)
        except KeyError as e:
            total += e.args[0] % 7
    return total


def one_in_three(n):
    total = 0
    bad = 0
    for i in range(n):
        try:
            if i % 3 == 0:
                raise ValueError("bad %d" % i)
            total += validate(i)
        except ValueError as e:
            bad += len(e.args[0])
    return total, bad


def chained(n):
    seen = 0
    for i in range(n):
        try:
            try:
                raise LookupError(i)
            except LookupError:
                raise Invalid(i + 1)
        except Invalid as e:
            ctx = e.__context__
            if type(ctx) is LookupError and ctx.args == (i,) and e.args == (i + 1,):
                seen += 1
    return seen


def mismatched(n):
    caught = 0
    for i in range(n):
        try:
            try:
                if i % 5 == 0:
                    raise TypeError(i)
                raise Invalid(i)
            except Invalid:
                caught += 1
        except TypeError:
            caught += 100
    return caught


def other_raises(n):
    out = 0
    for i in range(n):
        try:
            if i % 4 == 0:
                raise Invalid  # a class: called by the interpreter
            if i % 4 == 1:
                raise Invalid(i) from KeyError(i)
            if i % 4 == 2:
                raise Detailed(i, "why")  # an __init__ of its own
            raise Invalid(i, "two", "args")
        except Detailed as e:
            out += len(e.why) + e.args[0]
        except Invalid as e:
            out += len(e.args) + (1 if e.__cause__ is not None else 0)
    return out


def causes(n):
    out = []
    for i in range(n):
        try:
            try:
                raise KeyError(i)
            except KeyError as inner:
                if i % 3 == 0:
                    raise Invalid(i) from None
                if i % 3 == 1:
                    raise Invalid(i) from inner
                raise Invalid(i) from ValueError
        except Invalid as e:
            c = e.__cause__
            kind = (type(c).__name__, c.args if c is not None else None, e.__suppress_context__,
                    type(e.__context__).__name__)
            if i < 6 or i > n - 4:
                out.append(kind)
    return out


def inner(v):
    if v % 5 == 2:
        raise Invalid(v, "inner")
    if v % 11 == 3:
        raise KeyError(v)
    return v


def middle(v):
    try:
        return inner(v) + 1
    except KeyError as e:
        if v % 2:
            raise  # bare: to the loop's handler, through this frame's
        return -e.args[0]


def from_calls(n):
    t = 0
    seen = []
    for i in range(n):
        try:
            t += middle(i)
        except Invalid as e:
            t -= e.args[0]
            if len(seen) < 3:
                seen.append((e.args, type(e.__context__).__name__))
        except KeyError as e:
            t += 1000
    return t, seen


def no_args(n):
    k = 0
    for i in range(n):
        try:
            raise StopIteration()
        except StopIteration as e:
            k += len(e.args) + 1
    return k


class Late(Exception):
    pass


def late_init(n):
    total = 0
    for i in range(n):
        if i == n // 2:
            Late.__init__ = lambda self, v: Exception.__init__(self, v * 10)
        try:
            raise Late(i)
        except Late as e:
            total += e.args[0]
    return total


def lines(n):
    found = set()
    for i in range(n):
        try:
            raise Invalid(i)
        except Invalid as e:
            found.add(type(e).__name__)
    return sorted(found)


print(every_iteration(3000))
print(one_in_three(3000))
print(chained(2000))
print(mismatched(2000))
print(other_raises(2000))
print(causes(2000))
print(from_calls(3000))
print(no_args(2000))
print(late_init(2000))
print(lines(2000))

# The traceback a caught exception carries, raised again after the loop:
# the lines of every call it left, as the interpreter's.
def keep_last(n):
    last = None
    for i in range(n):
        try:
            middle(i)
        except (Invalid, KeyError) as e:
            last = e
    return last


try:
    raise keep_last(3000)
except (Invalid, KeyError) as e:
    print("kept", type(e).__name__, e.args)


# Not caught in the loop: the exception leaves it as the interpreter's.
def escapes(n):
    for i in range(n):
        try:
            if i == n - 1:
                raise Invalid("last", i)
        except KeyError:
            pass
    return "never"


try:
    escapes(3000)
except Invalid as e:
    print("escaped", e.args)
