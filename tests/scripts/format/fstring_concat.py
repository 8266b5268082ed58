# f-strings join with adjacent plain strings.
x = 5
print('a' f'{x}' 'b', f'{x}' 'c' f'{x}', 'plain' 'only', f'' '', 'pre' f'{x!r}' r'\n')
s = ('one '
     f'{x} '
     'three')
print(s, 'x{' f'{x}' '}y', '{' f'{{' '}')
print(len(f'{x}' * 3), f'{x}' + 'y', 'u' f'{x:03}' 'v')
