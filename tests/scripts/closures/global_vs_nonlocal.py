x = 'global'
def outer():
    x = 'enclosing'
    def use_global():
        global x
        x = 'global changed'
    def use_nonlocal():
        nonlocal x
        x = 'enclosing changed'
    use_global()
    r1 = x
    use_nonlocal()
    return r1, x
print(outer())
print(x)
