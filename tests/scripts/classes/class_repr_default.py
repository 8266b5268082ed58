class Thing: pass
t = Thing()
r = repr(t)
print(r.startswith("<__main__.Thing object at 0x"), r.endswith(">"))
print(str(t) == repr(t))
print(Thing)
print(repr(Thing))
def make():
    class Local: pass
    return Local
print(make())
print(make().__qualname__, Thing.__qualname__, Thing.__module__)
