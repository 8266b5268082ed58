# Converting big ints to other bases by hand and back with int(s, base).
DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"

def to_base(n, b):
    if n == 0:
        return "0"
    neg = n < 0
    n = abs(n)
    out = []
    while n:
        n, d = divmod(n, b)
        out.append(DIGITS[d])
    if neg:
        out.append("-")
    out.reverse()
    return "".join(out)

for n in [2 ** 100, -(3 ** 80), 10 ** 30 + 1, 2 ** 64 - 1]:
    for b in [2, 3, 7, 16, 36]:
        s = to_base(n, b)
        print(b, s, int(s, b) == n)
print(to_base(2 ** 100, 16) == hex(2 ** 100)[2:], to_base(-(2 ** 70), 2) == bin(-(2 ** 70)).replace("0b", ""))
print(to_base(8 ** 40, 8) == oct(8 ** 40)[2:])
