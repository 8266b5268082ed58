# str() of an int with more than 4300 digits is refused, as CPython 3.11.
x = 10 ** 4299
print(len(str(x)))
y = x * 10
print("made it")
print(y)
