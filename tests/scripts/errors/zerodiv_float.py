print(1.5 / 2)
print(1.5 / 0.0)
