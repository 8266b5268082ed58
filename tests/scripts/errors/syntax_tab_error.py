def f():
    x = 1
	if x:
		return 2
    return x
print(f())
