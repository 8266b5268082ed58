# Grouping is for numbers.
print(format('abc', '>5'))
print(format('abc', ','))
