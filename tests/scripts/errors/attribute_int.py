n = 5
n.append(1)
