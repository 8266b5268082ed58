# An accumulator that starts as an int and turns into a float halfway.
def run(n):
    total = 0
    for i in range(n):
        if i == n // 2:
            total += 0.5
        total += i
    return total

print(run(5000))
print(run(20000))
t = 0
for i in range(6000):
    t = t + (i if i < 3000 else i * 0.25)
print(t)
