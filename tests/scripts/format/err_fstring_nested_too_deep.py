# Format specs nest one level only.
x = y = z = 1
print(f'{x:{y:{z}}}')
