# Names in fields resolve like any expression: locals, closures, globals.
g = 'global'
def outer():
    n = 5
    def inner(k):
        return f'{n}-{k:>{n}}-{g}'
    return inner
print(outer()(3))
show = lambda v: f'{v!r:^{len(str(v)) + 4}}'
print(show('ab'), show(12))
def count(limit):
    out = []
    i = 0
    while i < limit:
        out.append(f'{i}:{i * i}')
        i += 1
    return ' '.join(out)
print(count(5))
for word in ['a', 'bb', 'ccc']:
    print(f'{word:>{len(word) * 2}}|')
