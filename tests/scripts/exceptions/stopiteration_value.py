e = StopIteration(42)
print(e.value, e.args)
print(StopIteration().value)
it = iter([])
try:
    next(it)
except StopIteration as s:
    print("stop", s.value, repr(s))
