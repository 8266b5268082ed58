s = 'text'
print(s.upper())
s.frobnicate()
