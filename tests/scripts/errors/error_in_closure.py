def make(divisor):
    def divide(x):
        return x / divisor
    return divide
ok = make(4)
bad = make(0)
print(ok(10))
print(bad(10))
