# An unknown conversion character (its index counts characters).
print('é%y' % 5)
