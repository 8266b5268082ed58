# yield from over iterators that are not generators: PEP 380's send/throw/close
class Echo:
    """An iterator with send, throw and close, like a hand-written coroutine."""
    def __init__(self):
        self.n = 0
        self.log = []
    def __iter__(self):
        return self
    def __next__(self):
        self.n += 1
        self.log.append("next")
        if self.n > 3:
            raise StopIteration("done-next")
        return self.n
    def send(self, v):
        self.log.append(("send", v))
        if v == "stop":
            raise StopIteration("done-send")
        return v * 2
    def throw(self, *args):
        self.log.append(("throw", len(args), type(args[0]).__name__))
        exc = args[0]
        if isinstance(exc, type):
            exc = exc()
        if isinstance(exc, KeyError):
            return "handled"
        if isinstance(exc, IndexError):
            raise StopIteration("from-throw")
        raise exc
    def close(self):
        self.log.append("close")

def outer(sub):
    try:
        r = yield from sub
        print("yield from returned", repr(r))
        yield "after"
    except Exception as e:
        print("outer caught", type(e).__name__, e)
        yield "caught"
    finally:
        print("outer finally")

e = Echo()
g = outer(e)
print(next(g))
print(g.send(5))
print(g.send(None))
print(g.throw(KeyError("k")))
print(g.throw(KeyError))
print(g.send("stop"))
print(e.log)
g.close()

# throw() making the subiterator finish: the value is the yield from result
e = Echo()
g = outer(e)
next(g)
print(g.throw(IndexError))
print(e.log)
g.close()

# throw() of something the subiterator re-raises: thrown into outer
e = Echo()
g = outer(e)
next(g)
print(g.throw(ValueError("bad")))
print(e.log)
g.close()

# close() calls the subiterator's close()
e = Echo()
g = outer(e)
next(g)
g.close()
print(e.log)

# throw(GeneratorExit) also closes the subiterator first
e = Echo()
g = outer(e)
next(g)
try:
    g.throw(GeneratorExit)
except GeneratorExit:
    print("GeneratorExit escaped")
print(e.log)

# StopIteration with a value from __next__ is the result
e = Echo()
g = outer(e)
print(list(g))

# A plain iterator (no send/throw/close)
class Plain:
    def __init__(self): self.i = 0
    def __iter__(self): return self
    def __next__(self):
        self.i += 1
        if self.i > 2:
            raise StopIteration
        return self.i

def deleg(it):
    r = yield from it
    print("returned", r)
    return "end"

g = deleg(Plain())
print(next(g))
try:
    g.send(7)
except AttributeError as ex:
    print("AttributeError:", ex)
g = deleg(iter([1, 2]))
next(g)
try:
    g.send(7)
except AttributeError as ex:
    print("AttributeError:", ex)
g = deleg(Plain())
next(g)
try:
    g.throw(ValueError("v"))
except ValueError as ex:
    print("ValueError:", ex)
g = deleg(iter([1, 2, 3]))
next(g)
g.close()
print("closed")
try:
    next(g)
except StopIteration:
    print("finished")

# close() raising inside the subiterator: its error goes into the generator
class BadClose(Plain):
    def close(self):
        raise RuntimeError("close failed")

def catcher(it):
    try:
        yield from it
    except RuntimeError as ex:
        print("caught in generator:", ex)
        raise

g = catcher(BadClose())
next(g)
try:
    g.close()
except RuntimeError as ex:
    print("close raised", ex)

# Generators delegating to generators: throw() into an inner one that returns
def inner():
    try:
        yield 1
    except KeyError:
        return "inner-returned"
    yield 2

def middle():
    r = yield from inner()
    print("middle got", r)
    yield "m"
    return "middle-done"

def top():
    r = yield from middle()
    print("top got", r)
    yield "t"

g = top()
print(next(g))
print(g.throw(KeyError))
print(next(g))
try:
    next(g)
except StopIteration:
    print("stop")

# throw with a value and a type, through a generator delegate
def inner2():
    try:
        yield 1
    except ValueError as ex:
        yield "inner2 caught %s" % ex

def outer2():
    yield from inner2()

g = outer2()
next(g)
print(g.throw(ValueError, "msg"))
try:
    g.throw(ValueError("x"), "y")
except TypeError as ex:
    print("TypeError:", ex)
