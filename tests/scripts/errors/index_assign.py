lst = [0, 0]
lst[1] = 5
print(lst)
lst[2] = 5
