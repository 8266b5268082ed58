def classify(s):
    kinds = []
    if s.isdigit():
        kinds.append('digit')
    if s.isalpha():
        kinds.append('alpha')
    if s.isspace():
        kinds.append('space')
    if s.upper() == s and s.lower() != s:
        kinds.append('upper')
    if s.lower() == s and s.upper() != s:
        kinds.append('lower')
    return kinds
for w in ['ABC', 'abc', 'Abc', '123', '   ', 'ÀÉ', 'x9', '']:
    print(repr(w), classify(w))
