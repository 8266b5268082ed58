d = {'a': 1, 'b': 2}
d.update({'b': 20, 'c': 30})
print(d)
d.update([('d', 4), ('a', 100)])
print(d)
d.update(e=5, a=0)
print(d)
c = d.copy()
c['new'] = 1
print(len(d), len(c), c is d)
n = {'lst': [1]}
m = n.copy()
m['lst'].append(2)
print(n)
d.clear()
print(d, len(d), c)
alias = c
alias.clear()
print(c)
