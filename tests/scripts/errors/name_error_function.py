def compute():
    return qwertyuiop * 2
print('calling')
print(compute())
