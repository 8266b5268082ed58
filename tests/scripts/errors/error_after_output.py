results = []
for i in range(5):
    results.append(10 // (3 - i))
    print(i, results)
print('never printed')
