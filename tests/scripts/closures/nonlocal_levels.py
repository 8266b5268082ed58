def level1():
    x = 1
    def level2():
        def level3():
            nonlocal x
            x += 10
            return x
        return level3()
    r = level2()
    return r, x
print(level1())
def shadowing():
    x = 'outer'
    def inner():
        x = 'inner'
        return x
    inner()
    return x
print(shadowing())
def modify_list():
    items = []
    def add(v):
        items.append(v)
    add(1)
    add(2)
    return items
print(modify_list())
def two_closures():
    shared = [0]
    n = 0
    def bump():
        nonlocal n
        n += 1
        shared[0] += 1
    def read():
        return n, shared[0]
    bump()
    bump()
    return read()
print(two_closures())
