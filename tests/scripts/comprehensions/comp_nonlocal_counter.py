def run():
    calls = 0
    def tick(v):
        nonlocal calls
        calls += 1
        return v
    r = [tick(i) for i in range(5) if tick(i) % 2 == 0]
    return r, calls
print(run())
