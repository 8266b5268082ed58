print('this line is never run')
x = 1
    y = 2
print(x)
