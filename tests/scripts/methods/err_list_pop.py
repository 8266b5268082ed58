l = [1]
print(l.pop(), l)
l.append(2)
l.pop(3)
