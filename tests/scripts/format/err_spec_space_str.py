# Nor a space sign.
print(format('a', ' '))
