try:
    try:
        {}["x"]
    except KeyError as e:
        raise ValueError("bad key") from e
except ValueError as v:
    print(v, type(v.__cause__).__name__, v.__cause__, v.__suppress_context__)
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise ValueError("clean") from None
except ValueError as v:
    print(v, v.__cause__, type(v.__context__).__name__, v.__suppress_context__)
