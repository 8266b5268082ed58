# CPython's limit of 4300 decimal digits applies to format() too.
print(len(format(10**4299, 'd')))
print(format(10**4300, ','))
