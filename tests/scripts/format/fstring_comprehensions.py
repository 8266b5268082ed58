# Comprehensions and generator expressions inside fields.
d = {'a': 1, 'b': 2}
print(f'{[i * i for i in range(4)]}', f'{sum(i for i in range(4))}', f'{ {k: v * 2 for k, v in d.items()} }')
print(f"{', '.join(f'{k}={v}' for k, v in d.items())}", f'{ {i % 3 for i in range(9)} }', f'{(x for x in [])}'[:25])
print(f'{x for x in []}'[:25], f'{[f"{i:02}" for i in range(3)]}', f'{max(len(k) for k in d):>3}')
