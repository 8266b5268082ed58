values = [3, 1, 2]
values.sort(None, reverse=True)
