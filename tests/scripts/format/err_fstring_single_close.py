# A lone '}' in the literal part.
x = 1
print(f'{x}}')
