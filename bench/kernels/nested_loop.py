# Nested integer loops with arithmetic: loop overhead, int ops, modulo.


def main():
    n = 430
    total = 0
    for i in range(n):
        for j in range(n):
            k = 0
            while k < 30:
                total = (total + i * j - k * 3 + (i ^ k)) % 1000000007
                k += 1
    print("nested_loop", n, total)


main()
