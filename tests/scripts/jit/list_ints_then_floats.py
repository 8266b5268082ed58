# A list that holds ints, then floats, then a mix, summed in a hot loop.
def total(xs):
    s = 0
    for x in xs:
        s += x
    return s

ints = list(range(4000))
print(total(ints))
floats = [i * 0.5 for i in range(4000)]
print(total(floats))
mixed = [i if i % 3 else i / 4 for i in range(4000)]
print(total(mixed))
for k in range(3000):
    ints[k] = ints[k] * 1.5
print(total(ints))
