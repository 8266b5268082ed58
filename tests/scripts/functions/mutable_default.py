def append_to(item, target=[]):
    target.append(item)
    return target
print(append_to(1))
print(append_to(2))
print(append_to(3, []))
print(append_to(4))
def safe_append(item, target=None):
    if target is None:
        target = []
    target.append(item)
    return target
print(safe_append(1), safe_append(2))
counter = 10
def snapshot(v=counter):
    return v
counter = 20
print(snapshot(), counter)
def memo(n, cache={}):
    if n in cache:
        return cache[n]
    cache[n] = n * n
    print('computed', n)
    return cache[n]
print(memo(3), memo(3), memo(4))
