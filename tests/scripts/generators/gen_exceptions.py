def g():
    yield 1
    raise ValueError("boom")
it = g()
print(next(it))
try:
    next(it)
except ValueError as e:
    print("caught", e)
print(next(it, "exhausted"))
def leaky():
    yield 1
    raise StopIteration
try:
    list(leaky())
except RuntimeError as e:
    print(e)
def handler():
    try:
        yield 1
        1 / 0
    except ZeroDivisionError:
        yield "handled"
print(list(handler()))
