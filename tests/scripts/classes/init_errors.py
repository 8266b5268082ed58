class P:
    def __init__(self, x, y):
        self.x = x
def run(f):
    try:
        f()
    except TypeError as e:
        print(e)
run(lambda: P(1))
run(lambda: P(1, 2, 3))
run(lambda: P(1, z=3))
class NoInit: pass
run(lambda: NoInit(1))
class BadInit:
    def __init__(self):
        return 5
run(lambda: BadInit())
run(lambda: object(1))
print(P(1, y=2).x)
