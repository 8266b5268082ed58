# A conversion needs an expression before it.
print(f'{!r}')
