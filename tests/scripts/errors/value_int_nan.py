print(int(2.5))
print(int(float('nan')))
