# Raw strings keep backslashes.
print(r'\n is two characters')
print(len(r'\n'), len('\n'))
print(r"C:\new\table")
print(r'\x41', r'\u00e9')
print(r"a\"b", len(r"a\"b"))
print(r'a\'b', len(r'a\'b'))
print(R'upper R prefix \t')
print(r'''raw
triple \n''')
print(repr(r'\d+\s*'))
print(r'\\' == '\\\\')
