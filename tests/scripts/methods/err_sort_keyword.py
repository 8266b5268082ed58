[2, 1].sort(key=None, reversed=True)
