# A loop whose `if` changes direction from one iteration to the next.
def estimate(n, seed):
    x = seed
    inside = 0
    for i in range(n):
        x = (x * 1103515245 + 12345) % 2147483648
        a = x / 2147483648
        x = (x * 1103515245 + 12345) % 2147483648
        b = x / 2147483648
        if a * a + b * b < 1.0:
            inside += 1
        else:
            inside -= 0
    return 4.0 * inside / n

for n in (1000, 10000, 100000):
    print(n, estimate(n, 42))
import random
random.seed(42)
inside = 0
for i in range(50000):
    if random.random() ** 2 + random.random() ** 2 < 1:
        inside += 1
print(inside)
