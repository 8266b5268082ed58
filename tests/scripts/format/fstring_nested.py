# f-strings inside f-string fields (with other quotes).
x, w = 7, 4
print(f"{f'{x}'}", f'''{f"{x:>{w}}"}''', f"{'inner ' + f'{x * 2}'}", f'{f"{x!r}"!r}')
print(f"{','.join([f'{x}', f'{w}'])}", f"{'<' + f'{x:{w}}' + '>'}", f'''{f"{f'{x}'}"}''')
