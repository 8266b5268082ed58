# A float presentation converts the int to float first.
print(format(2**1000, '.3e'))
print(format(2**1100, 'e'))
