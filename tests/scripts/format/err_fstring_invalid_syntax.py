# The expression is parsed by the normal parser.
print('before')
print(f'{1 +}')
