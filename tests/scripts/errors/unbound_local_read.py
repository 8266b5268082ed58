x = 'global'
def f():
    print(x)
    x = 'local'
f()
