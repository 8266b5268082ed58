print(1)
nonlocal x
