# The enclosing quote ends the f-string, even inside a field (3.11).
d = {'k': 1}
print(f'{d['k']}')
