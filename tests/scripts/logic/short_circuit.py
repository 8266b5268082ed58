log = []
def t(name):
    log.append(name)
    return True
def f(name):
    log.append(name)
    return False
print(f('a') and t('b'))
print(t('c') or f('d'))
print(f('e') or t('f') and f('g'))
print(t('h') and (f('i') or t('j')))
print(log)
y = 0
z = y != 0 and 10 / y > 1
print(z)
lst = []
print(len(lst) > 0 and lst[0] == 1)
print(not lst or lst[0])
