# round() of big ints to negative ndigits: half to even, at any size.
print(round(2 ** 100, -10), round(-2 ** 100 - 5 * 10 ** 9, -10), round(2 ** 100), round(2 ** 100, 2))
print(round(15 * 10 ** 30, -31), round(25 * 10 ** 30, -31), round(-25 * 10 ** 30, -31), round(35 * 10 ** 30, -31))
print(round(9223372036854775807, -1), round(-9223372036854775808, -1), round(9 * 10 ** 18, -19))
print(round(123456789, -20), round(10 ** 40 + 1, -40), round(5 * 10 ** 39, -40), round(15 * 10 ** 39, -40))
print(round(2 ** 100, None), round(5, 2 ** 100), round(1.5, 2 ** 100), round(1.5, -(2 ** 100)), round(-2.5, -(2 ** 70)))
print(type(round(2 ** 100, -5)), round(2 ** 70, -21), round(-(2 ** 70), -21))
