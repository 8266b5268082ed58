def g():
    while True:
        try:
            yield "ready"
        except ValueError as e:
            print("caught", e)
it = g()
print(next(it))
print(it.throw(ValueError("bad")))
try:
    it.throw(KeyError("k"))
except KeyError as e:
    print("propagated", e)
