# Factorials far past 64 bits, their digit counts and digit sums.
def fact(n):
    r = 1
    for i in range(2, n + 1):
        r *= i
    return r

def fact_rec(n):
    if n <= 1:
        return 1
    return n * fact_rec(n - 1)

for n in [0, 1, 20, 21, 25, 30, 50]:
    print(n, fact(n))
f100 = fact(100)
print(f100)
print(len(str(f100)))
total = 0
for c in str(f100):
    total += int(c)
print("digit sum", total)
print(fact_rec(60) == fact(60), fact(70) // fact(68), fact(200) % 1000003)
# Trailing zeros of 1000!: count, then strip them.
f = fact(1000)
zeros = 0
while f % 10 == 0:
    f //= 10
    zeros += 1
print(zeros, f % 10 ** 12, len(str(f)))
