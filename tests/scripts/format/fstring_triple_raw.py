# Triple-quoted, raw and rf-strings; fields spanning lines.
x, y = 1, 'two'
print(f'''line one {x}
line two {y!r}''')
print(f"""{
    x
    +
    2
}""")
print(rf'\n{y}\t', fr'{y}\d', Rf'{x}\\', rF'{{\w}}')
print(f'\t{y}\n'.strip(), f'\x41{x}\u00e9', f'{y}\\')
print(F'{x}', f'''{"nested" if False else 'q'}''', f'''{x}''' '''{x}''')
