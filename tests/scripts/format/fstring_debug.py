# The '=' form prints the expression's text, then its repr (or its format).
x, y, w = 3.14159, 'hi', 10
print(f'{x=}', f'{x = }', f'{x=!s}', f'{x=:>10}', f'{y=}', f'{y=!s:>5}', f'{ x = :.2f}')
print(f'{w  =  }', f'{w=   !r}', f'{[1,2]=}', f'{ {1:2}[1] = }', f'{3+4=}', f'{x=:}', f'{y=!r:}')
print(f'{w*2=}', f'{len(y)=}', f"{y + '!'=}", f'{w=}{w=}', f'{w == 10=}', f'{w!=3=}')
