z = 0.0
print(3 // 2.0)
print(3.0 // z)
