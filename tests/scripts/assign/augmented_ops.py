x = 10
x += 5
print(x)
x -= 3
print(x)
x *= 4
print(x)
x //= 5
print(x)
x %= 4
print(x)
x **= 3
print(x)
x /= 2
print(x)
y = 6
y <<= 3
print(y)
y >>= 1
print(y)
y &= 13
print(y)
y |= 16
print(y)
y ^= 5
print(y)
s = 'ab'
s *= 2
s += 'c'
print(s)
t = (1,)
t += (2, 3)
t *= 2
print(t)
z = -7
z //= 2
print(z)
z = -7
z %= 3
print(z)
f = 1.5
f //= 0.4
print(f)
