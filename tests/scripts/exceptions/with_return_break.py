class M:
    def __enter__(self):
        print("enter")
        return self
    def __exit__(self, t, v, tb):
        print("exit", t)
def f():
    with M():
        return "value"
print(f())
for i in range(3):
    with M():
        if i == 0:
            continue
        break
print("loop done", i)
