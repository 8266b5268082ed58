# 300 digits of pi with Machin's formula in fixed-point big-int arithmetic.
def arctan_inv(x, unity):
    total = term = unity // x
    x2 = x * x
    n = 1
    sign = -1
    while term:
        term //= x2
        total += sign * (term // (2 * n + 1))
        sign = -sign
        n += 1
    return total

digits = 300
unity = 10 ** (digits + 10)
pi = 4 * (4 * arctan_inv(5, unity) - arctan_inv(239, unity))
pi //= 10 ** 10
s = str(pi)
print(s[0] + "." + s[1:61])
for i in range(61, len(s), 60):
    print(s[i:i + 60])
print(len(s))
