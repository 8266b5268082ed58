def run():
    total = 0
    def add(v):
        nonlocal total
        total += v
    for i in range(1, 11):
        add(i)
    return total
print(run())
def gen_ids(prefix):
    n = 0
    def next_id():
        nonlocal n
        n += 1
        return prefix + str(n)
    return next_id
a = gen_ids('a')
b = gen_ids('b')
print(a(), a(), b(), a(), b())
