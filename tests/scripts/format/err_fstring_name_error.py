# Fields are evaluated like any expression.
print(f'{undefined_name}')
