try:
    x = 1 / 0
except ZeroDivisionError:
    print("caught division")
print("after")
