class C:
    data = [1, 2, 3]
    doubled = [v * 2 for v in data]
print(C.doubled)
x = [1, 2]
x = [x for x in x]
print(x)
