def g(fail):
    try:
        print("body")
        if fail:
            raise RuntimeError("fail")
    finally:
        print("cleanup")
g(False)
try:
    g(True)
except RuntimeError as e:
    print("propagated:", e)
