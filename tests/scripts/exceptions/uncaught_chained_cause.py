def parse(s):
    try:
        return int(s)
    except ValueError as e:
        raise TypeError("could not parse " + s) from e
print(parse("12"))
parse("zz")
