# 'c' of an int past 64 bits.
print(format(2**70, 'd'))
print(format(2**70, 'c'))
