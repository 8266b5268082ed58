# An inner loop compiled into its outer loop's code takes a new path
# halfway: its own code grows a side trace for it, and the outer loop's
# code, whose copy of the inner loop leaves there, is dropped and recorded
# again (it would otherwise leave at every outer iteration).


def f(n):
    total = 0
    for i in range(n):
        j = 0
        while j < 5:
            if i < n // 2:
                total += j * (i & 3)
            else:
                total -= j ^ (i & 7)
            j += 1
    return total


print(f(400000))
print(f(1000))
