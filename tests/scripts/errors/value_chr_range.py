print(chr(65))
print(chr(-1))
