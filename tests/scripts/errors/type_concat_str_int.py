count = 3
print('count: ' + str(count))
print('count: ' + count)
