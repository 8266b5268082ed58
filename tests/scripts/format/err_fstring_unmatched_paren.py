# Brackets in the expression must match.
print(f'{)}')
