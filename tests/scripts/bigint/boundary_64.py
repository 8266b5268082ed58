# Every operator right at the edges of the 64-bit range.
MAX = 9223372036854775807
MIN = -9223372036854775808
print(MAX + 1, MIN - 1, MAX - -1, MIN + -1, MAX * 2, MIN * 2, MIN * -1, MAX * -1)
print(MIN // -1, MIN % -1, MIN // 1, MAX // -1, -MIN, abs(MIN), MIN * MIN, MAX * MAX)
print(MAX << 1, MIN << 1, MAX >> 63, MIN >> 63, MAX ** 2, MIN ** 3, (MAX + 1) ** 1)
print(MAX + 1 - 1, MIN - 1 + 1, (MAX + 1) // 2, (MIN - 1) // 2, (MAX + 1) % 10, (MIN - 1) % 10)
print(MAX & (MAX + 1), MAX | (MAX + 1), MIN ^ (MAX + 1), ~(MAX + 1), ~(MIN - 1))
x = MAX - 3
for i in range(8):
    x += 1
    print(x, type(x))
for i in range(8):
    x -= 1
    print(x)
y = MIN + 2
for i in range(5):
    y -= 1
    print(y, y > MIN - 3)
print(divmod(MIN, -1), divmod(MAX + 1, MAX), pow(MIN, 2), pow(2, 64) - 1 == 2 * MAX + 1)
