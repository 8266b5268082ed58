# Format specs, with nested replacement fields.
x, w, p = 3.14159, 10, 2
print(f'{x:{w}.{p}f}|', f'{x:.{p}}', f'{x:{"^"}{w}}|', f'{"abc":{"*"}^{w}}', f'{x:{w}}|')
print(f'{42:b}', f'{255:#x}', f'{1_000_000:,}', f'{0.25:%}', f'{-0.0:z}', f'{7:03}', f'{7:+}', f'{12345.678:_.1f}')
for width in range(1, 5):
    print(f'{width:>{width}}|{"x":<{width}}|{x:.{width}f}')
print(f'{w:{p}}{w:{p}}', f'{w!s:{p}}', f'{"a":}', f'{x:}', f'{x!r:>12}')
fill, align = '.', '>'
print(f'{"right":{fill}{align}{w}}', f'{x:{""}}')
