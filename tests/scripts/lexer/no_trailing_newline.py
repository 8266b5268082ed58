# The last line of this file has no newline.
x = [1,
     2]
if x:
    print(x)
print('last line')