# Recursive functions whose whole recursion runs natively (their calls of
# themselves as native calls) see a global rebound between two top-level
# calls at every depth: the global they call themselves through, and one
# they call after calling themselves. Every global exists from the start,
# so a rebinding changes a value and not the globals' keys.


def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


def minus_one(n):
    return -1


def linear(n):
    return n


def square(n):
    return n * n


def half(n):
    return 0.5


weight = linear
real_fib = fib


def total(n):
    if n <= 0:
        return 0
    below = total(n - 1)
    return below + weight(n)  # weight is read after the call of itself


# Enough calls for the base cases' exits to grow side traces: the whole
# recursion then runs natively.
for k in range(60):
    a, b = fib(18), total(25)
print(a, b)

fib = minus_one
print(real_fib(18))  # its body calls the global fib, now minus_one
fib = real_fib
print(fib(20))

weight = square
print(total(25))
weight = half
print(total(25))
weight = linear
print(total(25))
