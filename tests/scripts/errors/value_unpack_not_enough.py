a, b, c = 'abc'
print(a, b, c)
a, b, c = 'ab'
