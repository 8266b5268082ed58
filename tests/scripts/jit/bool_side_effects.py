# __bool__ and __len__ with side effects in a hot loop's condition run once
# per test, whichever way the branch goes and whatever the JIT compiled.
class Flip:
    def __init__(self):
        self.calls = 0

    def __bool__(self):
        self.calls += 1
        return self.calls % 7 == 0

class Sized:
    def __init__(self):
        self.asked = 0

    def __len__(self):
        self.asked += 1
        return self.asked % 5

f = Flip()
s = Sized()
hits = 0
empties = 0
for i in range(6000):
    if f:
        hits += 1
    if not s:
        empties += 1
print(hits, f.calls, empties, s.asked)
n = 0
while f:
    n += 1
print(n, f.calls)
