try:
    try:
        1 / 0
    except ZeroDivisionError:
        [][1]
except IndexError as e:
    print(type(e.__context__).__name__, e.__context__)
    print(e.__cause__)
