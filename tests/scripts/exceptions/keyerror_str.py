try:
    {}["name"]
except KeyError as e:
    print(str(e), repr(e), e.args)
try:
    raise KeyError("a", "b")
except KeyError as e:
    print(str(e))
print(str(KeyError()), repr(KeyError()))
