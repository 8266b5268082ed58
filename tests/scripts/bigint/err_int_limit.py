# int() of a decimal string longer than 4300 digits.
print(int('1' * 4300) % 97)
print(int('-' + '1' * 4301))
