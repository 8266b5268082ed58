# bench: numeric
# Fannkuch-redux: permutations of small int lists, element swaps/reversals.


def fannkuch(n):
    perm1 = []
    count = []
    perm = []
    i = 0
    while i < n:
        perm1.append(i)
        count.append(0)
        perm.append(0)
        i += 1
    max_flips = 0
    checksum = 0
    perm_count = 0
    r = n
    while True:
        while r != 1:
            count[r - 1] = r
            r -= 1
        i = 0
        while i < n:
            perm[i] = perm1[i]
            i += 1
        flips = 0
        k = perm[0]
        while k != 0:
            # reverse perm[0..k]
            lo = 0
            hi = k
            while lo < hi:
                t = perm[lo]
                perm[lo] = perm[hi]
                perm[hi] = t
                lo += 1
                hi -= 1
            flips += 1
            k = perm[0]
        if flips > max_flips:
            max_flips = flips
        if perm_count % 2 == 0:
            checksum += flips
        else:
            checksum -= flips
        # next permutation
        while True:
            if r == n:
                return [checksum, max_flips]
            perm0 = perm1[0]
            i = 0
            while i < r:
                perm1[i] = perm1[i + 1]
                i += 1
            perm1[r] = perm0
            count[r] -= 1
            if count[r] > 0:
                break
            r += 1
        perm_count += 1


def main():
    n = 8
    rounds = 15  # bench:rounds
    checksum = 0
    max_flips = 0
    r = 0
    while r < rounds:
        res = fannkuch(n)
        checksum += res[0]
        max_flips = max(max_flips, res[1])
        r += 1
    print("fannkuch", n, rounds, checksum, max_flips)


main()
