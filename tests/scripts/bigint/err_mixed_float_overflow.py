# Mixing a huge int with a float converts the int first.
print(2 ** 1000 * 1.0)
print(2 ** 2000 * 1.0)
