# Single, double, triple-quoted strings and adjacent literal concatenation.
print('single', "double")
print('it\'s', "say \"hi\"")
print("it's", 'say "hi"')
print('''triple
single''')
print("""triple "double" with 'quotes'
second line""")
print("adjacent" ' literals' """ join""")
s = ('implicit '
     'concatenation '
     "across lines")
print(s)
print('')
print("")
print(len(''''''))
print('a\
b')
print("""line one
    indented line
""", end="")
print("end")
