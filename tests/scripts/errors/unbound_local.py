total = 10
def bump():
    total += 1
    return total
print(total)
bump()
