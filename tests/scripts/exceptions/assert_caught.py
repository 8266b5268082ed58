try:
    assert 1 == 2, "math is broken"
except AssertionError as e:
    print("assert:", e)
try:
    assert False
except AssertionError as e:
    print("empty:", repr(e))
