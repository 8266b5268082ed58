lst = [1, 2]
lst.append(3)
print(lst)
lst.foo()
