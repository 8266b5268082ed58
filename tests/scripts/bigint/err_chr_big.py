print(chr(2 ** 100 // 2 ** 94))
print(chr(2 ** 100))
