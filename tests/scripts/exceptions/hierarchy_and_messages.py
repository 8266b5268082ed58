# The builtin exception hierarchy, clauses, chaining and common messages, as CPython
def f(x):
    try:
        if x == 0: raise ValueError("zero")
        if x == 1: raise KeyError("one")
        if x == 2: return 1 / 0
        if x == 3: return [][1]
        return "ok"
    except (ValueError, KeyError) as e:
        return "VK", type(e).__name__, str(e), e.args
    except ArithmeticError as e:
        return "arith", repr(e)
    except LookupError as e:
        return "lookup", str(e)
    else:
        return "else"
    finally:
        print("finally", x)
for i in range(5): print(f(i))
def g():
    for i in range(3):
        try:
            if i == 0: continue
            if i == 2: break
            print("body", i)
        finally:
            print("fin", i)
    return "done"
print(g())
class MyErr(Exception):
    def __init__(self, a, b):
        super().__init__(a, b)
        self.a = a
e = MyErr(1, "x")
print(str(e), repr(e), e.args, e.a)
class E2(Exception): pass
print(str(E2()), repr(E2()), str(E2("a")), repr(E2("a", 2)), str(E2("a", 2)), E2().args)
print(str(KeyError("k")), str(KeyError("k", 1)), repr(KeyError("k")), str(KeyError()))
for t in [BaseException, Exception, ArithmeticError, LookupError, ValueError, TypeError, KeyError, IndexError,
          ZeroDivisionError, AttributeError, NameError, StopIteration, RuntimeError, RecursionError,
          NotImplementedError, OverflowError, AssertionError, KeyboardInterrupt, MemoryError, UnboundLocalError,
          FloatingPointError, ImportError, ModuleNotFoundError, SystemExit, GeneratorExit, UnicodeError,
          UnicodeDecodeError if False else UnicodeError, OSError, EOFError, StopAsyncIteration, SyntaxError,
          IndentationError, TabError, EnvironmentError, IOError, LookupError, BufferError, ReferenceError,
          Warning, UserWarning, DeprecationWarning, RuntimeWarning]:
    print(t.__name__, [b.__name__ for b in t.__mro__])
try:
    try:
        raise ValueError("inner")
    except ValueError as e:
        raise TypeError("outer") from e
except TypeError as e:
    print(repr(e.__cause__), repr(e.__context__), e.__suppress_context__)
try:
    try:
        raise ValueError("inner")
    except ValueError:
        raise TypeError("outer")
except TypeError as e:
    print(repr(e.__cause__), repr(e.__context__), e.__suppress_context__)
try:
    try:
        raise ValueError("inner")
    except ValueError:
        raise
except ValueError as e:
    print("reraised", e)
try:
    raise
except RuntimeError as e:
    print(e)
try:
    raise 5
except TypeError as e:
    print(e)
try:
    raise ValueError from 5
except TypeError as e:
    print(e)
print(StopIteration(3).value, StopIteration().value)
try: assert 1 == 2, "msg"
except AssertionError as e: print(repr(e))
try: assert False
except AssertionError as e: print(repr(e), e.args)
try: undefined_name
except NameError as e: print(e)
try: (1).foo
except AttributeError as e: print(e)
try: int("x")
except ValueError as e: print(e)
try: {}["k"]
except KeyError as e: print(repr(e))
except TypeError as e: print(e)
try: len(5)
except TypeError as e: print(e)
try: "a" + 1
except TypeError as e: print(e)
try: 1 + "a"
except TypeError as e: print(e)
try: [1] < "a"
except TypeError as e: print(e)
def rec(n): return rec(n + 1)
try: rec(0)
except RecursionError as e: print(e)
def h(a, b=1, *, c): pass
try: h()
except TypeError as e: print(e)
try: h(1, 2, 3)
except TypeError as e: print(e)
try: h(1, c=1, d=2)
except TypeError as e: print(e)
try: h(1, a=2, c=3)
except TypeError as e: print(e)
