def g():
    yield me.send(None)
me = g()
try:
    next(me)
except ValueError as e:
    print(e)
