def make_multiplier(factor):
    def mul(x):
        return x * factor
    return mul
double = make_multiplier(2)
triple = make_multiplier(3)
print(double(5), triple(5), double('ab'), make_multiplier(10)(7))
def make_acc():
    total = 0
    history = []
    def add(x):
        nonlocal total
        total += x
        history.append(total)
        return history
    return add
acc = make_acc()
acc(1)
acc(2)
print(acc(3))
acc2 = make_acc()
print(acc2(10), acc(0))
def cell_sees_updates():
    v = 'before'
    def get():
        return v
    v = 'after'
    return get
print(cell_sees_updates()())
