# bench: numeric
# Sieve of Eratosthenes: list of bools, indexed stores, while loops.


def sieve(limit):
    flags = []
    i = 0
    while i <= limit:
        flags.append(True)
        i += 1
    flags[0] = False
    flags[1] = False
    p = 2
    while p * p <= limit:
        if flags[p]:
            m = p * p
            while m <= limit:
                flags[m] = False
                m += p
        p += 1
    count = 0
    total = 0
    i = 0
    while i <= limit:
        if flags[i]:
            count += 1
            total += i
        i += 1
    return [count, total]


def main():
    limit = 300000
    rounds = 20  # bench:rounds
    count = 0
    total = 0
    r = 0
    while r < rounds:
        res = sieve(limit + r)
        count += res[0]
        total += res[1]
        r += 1
    print("sieve", limit, rounds, count, total)


main()
