# A string inside the expression must end in it.
print(f'{"abc}')
