# A lone opening brace at the end.
print('abc{'.format())
