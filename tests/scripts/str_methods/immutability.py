s = 'hello'
t = s
s += ' world'
print(s, t)
u = t.upper()
print(t, u)
t.replace('h', 'j')
print(t)
print(t.strip() is not None)
parts = t.split('l')
parts[0] = 'X'
print(parts, t)
