# Width pads, precision truncates (strs count characters, not bytes).
for spec in ['', '5', '.2', '5.2', '<5.2', '>6.3', '^7.1', '.0', '.10', '3.5']:
    print(repr(spec), repr(format('hello', spec)), repr(format('héllo wörld', spec)), repr(format('', spec)))
print(repr(format('abc', 's')), repr(format('abc', '10s')), repr(format('abc', '.1s')))
