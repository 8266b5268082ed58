# bench: numeric
# Monte Carlo estimate of pi with an integer LCG and an `if` in the loop.
# The LCG (a = 1664525, c = 1013904223, m = 2**31) keeps every intermediate
# value below 2**53, so it is exact in LuaJIT's doubles as well.


def main():
    n = 2400000
    rounds = 1  # bench:rounds
    radius = 65536
    r2 = radius * radius
    x = 12345
    inside = 0
    r = 0
    while r < rounds:
        i = 0
        while i < n:
            x = (x * 1664525 + 1013904223) % 2147483648
            a = x // 32768
            x = (x * 1664525 + 1013904223) % 2147483648
            b = x // 32768
            if a * a + b * b < r2:
                inside += 1
            i += 1
        r += 1
    total = n * rounds
    print("monte_carlo_pi", n, rounds, inside, 4000000 * inside // total)


main()
