# CPython's argument checks name a None argument "None", not "NoneType".
for call in [lambda: 'a'.replace('a', None), lambda: 'a'.replace(None, 'b'), lambda: format(1, None),
             lambda: str.maketrans('a', 'b', None), lambda: 'a'.replace('a', 1)]:
    try:
        call()
    except TypeError as e:
        print(type(e).__name__, e)
