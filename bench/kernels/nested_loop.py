# bench: numeric
# Nested integer loops with arithmetic: loop overhead, int ops, modulo.


def main():
    n = 700
    rounds = 1  # bench:rounds
    total = 0
    r = 0
    while r < rounds:
        for i in range(n):
            for j in range(n):
                k = 0
                while k < 30:
                    total = (total + i * j - k * 3 + (i ^ k)) % 1000000007
                    k += 1
        r += 1
    print("nested_loop", n, rounds, total)


main()
