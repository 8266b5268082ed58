def make_adder(k):
    def add(x):
        return x + k
    return add
adders = [make_adder(i) for i in range(10)]
t = 0
for i in range(300000):
    t += adders[i % 10](i)
print(t)
def compose(f, g):
    return lambda x: f(g(x))
h = compose(lambda x: x * 2, lambda x: x + 1)
print(sum(h(i) for i in range(300000)))
data = [(i * 37 % 101, i) for i in range(100000)]
data.sort(key=lambda p: (p[0], -p[1]))
print(data[:3], data[-1])
