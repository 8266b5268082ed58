# Only '}' or ':' may follow a conversion.
x = 1
print(f'{x!r }')
