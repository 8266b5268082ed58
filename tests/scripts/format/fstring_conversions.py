# !r, !s and !a in f-strings.
for v in ['hi', "it's", 'é', 1.5, [1, 'a'], None, '\t']:
    print(f'{v!s}|{v!r}|{v!a}|{v}')
s = 'é'
print(f'{s!r:^10}|{s!s:>4}|{s!a:*<8}|{s!r:}')
