for bad in [5, "text", None]:
    try:
        raise bad
    except TypeError as e:
        print(e)
try:
    raise ValueError("x") from 3
except TypeError as e:
    print(e)
