# Strings take no sign.
print(format('a', '<3'))
print(format('a', '+'))
