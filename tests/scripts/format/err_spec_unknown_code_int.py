# A str type on an int (and on a bool, which names bool).
print(format(True, 'd'))
print(format(True, 's'))
