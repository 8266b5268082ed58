# A function called from a hot loop with ints, then floats, then strings.
def combine(a, b):
    return a + b * 2

def loop(values):
    acc = values[0]
    for v in values:
        acc = combine(acc, v)
    return acc

print(loop(list(range(3000))))
print(loop([i * 0.25 for i in range(3000)]))
print(len(loop([str(i % 10) for i in range(3000)])))
print(loop([1, 2.5] * 1500))
