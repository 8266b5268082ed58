def fact(n):
    if n <= 1:
        return 1
    return n * fact(n - 1)
print(fact(0), fact(1), fact(10), fact(20))
def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)
print(fib(20))
def is_even(n):
    if n == 0:
        return True
    return is_odd(n - 1)
def is_odd(n):
    if n == 0:
        return False
    return is_even(n - 1)
print(is_even(10), is_odd(7), is_even(7))
def depth(n):
    if n == 0:
        return 0
    return 1 + depth(n - 1)
print(depth(500))
def hanoi(n, src, dst, via, moves):
    if n == 0:
        return
    hanoi(n - 1, src, via, dst, moves)
    moves.append(src + dst)
    hanoi(n - 1, via, dst, src, moves)
mv = []
hanoi(4, 'A', 'C', 'B', mv)
print(len(mv), mv[:5])
def flatten(x):
    if not isinstance(x, list):
        return [x]
    out = []
    for item in x:
        out += flatten(item)
    return out
print(flatten([1, [2, [3, [4, []]], 5], [[6]]]))
