# Monte Carlo estimate of pi with an integer LCG and an `if` in the loop.


def main():
    n = 1350000
    radius = 65536
    r2 = radius * radius
    x = 12345
    inside = 0
    i = 0
    while i < n:
        x = (x * 1103515245 + 12345) % 2147483648
        a = x // 32768
        x = (x * 1103515245 + 12345) % 2147483648
        b = x // 32768
        if a * a + b * b < r2:
            inside += 1
        i += 1
    print("monte_carlo_pi", n, inside, 4000000 * inside // n)


main()
