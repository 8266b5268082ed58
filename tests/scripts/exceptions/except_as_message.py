try:
    [1, 2, 3][10]
except IndexError as e:
    print("message:", e)
    print("repr:", repr(e))
    print("args:", e.args)
