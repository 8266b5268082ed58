def modify(n, s, lst, d):
    n += 1
    s += '!'
    lst += [99]
    d['new'] = True
    return n, s
n, s, lst, d = 1, 'hi', [1], {}
print(modify(n, s, lst, d))
print(n, s, lst, d)
def rebind(lst):
    lst = lst + [5]
    return lst
orig = [1]
print(rebind(orig), orig)
def swap(a, b):
    return b, a
print(swap(1, 2), swap(b='B', a='A'))
