# Grouping is not for 'c'.
print(format(65, 'c'))
print(format(65, ',c'))
