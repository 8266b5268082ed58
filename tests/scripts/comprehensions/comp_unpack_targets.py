pairs = [(1, (2, 3)), (4, (5, 6))]
print([a + b + c for a, (b, c) in pairs])
print([first for first, *rest in [[1, 2, 3], [4], [5, 6]]])
print([rest for first, *rest in [[1, 2, 3], [4], [5, 6]]])
