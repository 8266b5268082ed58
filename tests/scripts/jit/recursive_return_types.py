# A recursive function's compiled code calls itself natively and reads the
# returned value. When every return of its code gives an int (or every one
# a float), the calls' results are known to be of that type; when the
# returns differ, each result is checked, and a result of another type
# goes back to the interpreter.


def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


def halves(n):
    if n < 2:
        return 0.5 * n
    return halves(n - 1) + halves(n - 2)


def mixed(n):
    if n == 0:
        return 1
    if n == 1:
        return 1.5
    return mixed(n - 1) + mixed(n - 2)


def grows(n):
    # ints until they no longer fit in 64 bits: the add leaves the code
    if n < 2:
        return 3 ** 39
    return grows(n - 1) + grows(n - 2)


print(fib(20), fib(21))
print(halves(18))
print(mixed(18), mixed(2), mixed(1), mixed(0))
print(grows(12))
print(fib(22.0))
