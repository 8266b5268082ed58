def key(v):
    return 10 // v
print(sorted([5, 2, 1], key=key))
print(sorted([5, 0, 1], key=key))
