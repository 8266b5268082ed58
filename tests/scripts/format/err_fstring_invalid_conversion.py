# Only s, r and a are conversions.
x = 1
print(f'{x!z}')
