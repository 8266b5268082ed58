lst = [1]
print(lst.pop())
lst.pop()
