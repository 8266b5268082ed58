d = {'k': 1}
print(d.popitem())
d.popitem()
