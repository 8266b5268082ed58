def level3(items, i):
    return items[i] * 2
def level2(items):
    total = 0
    for i in range(len(items) + 1):
        total += level3(items, i)
        print('partial', total)
    return total
def level1():
    data = [1, 2, 3]
    return level2(data)
print('start')
print(level1())
