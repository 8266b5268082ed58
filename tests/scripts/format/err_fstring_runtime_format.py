# Format errors happen when the f-string is evaluated.
x = 'text'
print(f'{x:>8}')
print(f'''value:
{x:d}''')
