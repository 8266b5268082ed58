items = [3, 1, 2]
def key(v):
    items.append(v)
    return v
items.sort(key=key)
