d = {'n': 1, 's': 'a', 'l': [1]}
d['n'] += 5
d['s'] *= 3
d['l'] += [2]
print(d)
alias = d['l']
d['l'] += [3]
print(alias, alias is d['l'])
counts = {}
for ch in 'hello world':
    if ch in counts:
        counts[ch] += 1
    else:
        counts[ch] = 1
print(counts)
