fns = [abs, len, str, int, lambda x: x]
names = ['abs', 'len', 'str', 'int', 'lambda']
for f, n in zip(fns, names):
    print(n, f(-3) if n != 'len' else f('abc'))
print(abs, min, sorted, sum, isinstance, round)
