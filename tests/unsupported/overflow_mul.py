# expect: OverflowError
a = 3037000500
print(a * a)
