# Names, expressions, calls, subscripts and quotes inside fields.
name, n, items = 'kiln', 3, [1, 2, 3]
print(f'hello {name}', f"{n + 1}", f'{len(items)}', f'{items[-1]}', f'{items}', f'{ n }')
print(f'{"double"}', f"{'single'}", f'''{"""triple"""}''', f"{name!r}", f'{name.upper()}')
print(f'{n if n > 2 else 0}', f'{n * 2:>4}', f'{not n}', f'{n == 3}', f'{n != 3}', f'{n >= 3}', f'{n < 3}')
print(f'{{}}', f'{{{n}}}', f'{{n}}', f'a{n}b{n}c', f'', f'{""}', f'{None}', f'{True}', f'{3.0}')
d = {'k': 'v', 'n': [10, 20]}
print(f'{d["k"]}', f"{d['n'][1]}", f'{(1, 2)}', f'{1, 2}', f'{d}')
print(f'{(lambda v: v * 2)(21)}', f'{ {"a": 1}["a"] }', f'{n:{n}}|', f'{-n}', f'{n**2}')
