print(int(1e18))
print(int(float('inf')))
