for i in range(5):
    pass
print(i)
for i in range(3):
    i = i * 100
    print(i)
print(i)
for ch in 'abc':
    pass
print(ch)
x = 'unchanged'
for x in []:
    pass
print(x)
lst = [1, 2, 3]
for item in lst:
    item += 10
print(lst)
for idx in range(len(lst)):
    lst[idx] += 10
print(lst)
