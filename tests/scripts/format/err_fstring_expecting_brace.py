# A field that is never closed.
x = 1
print(f'{x')
