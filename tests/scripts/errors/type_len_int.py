print(len('abc'))
print(len(5))
