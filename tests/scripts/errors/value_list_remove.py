lst = [1, 2, 3]
lst.remove(2)
print(lst)
lst.remove(2)
