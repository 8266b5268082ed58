errors = (TypeError, ValueError)
for thunk in [lambda: int("q"), lambda: len(5), lambda: 1 / 0]:
    try:
        thunk()
    except errors as e:
        print("tuple caught", type(e).__name__)
    except ArithmeticError as e:
        print("arith caught", type(e).__name__)
