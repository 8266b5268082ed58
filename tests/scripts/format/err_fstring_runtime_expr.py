# Errors in a field's expression, on a later line of the string.
x = 0
print(f'{x}')
s = f'''first {x}
second {1 / x}'''
