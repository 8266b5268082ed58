print('Hello World'.upper(), 'Hello World'.lower(), 'MiXeD 123!'.lower())
print('hello world'.title(), "they're bill's friends".title(), 'hELLO wORLD'.title())
print('hello2world x1y'.title(), '  spaced  out '.title(), ''.title())
print('héllo'.upper(), 'ÉCOLE'.lower(), 'café au lait'.title())
s = 'abc'
print(s.upper(), s, s.upper().lower())
