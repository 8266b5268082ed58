# A float divided by an int, and an int by an int (true division): compiled
# code tests the int for zero. The ZeroDivisionError is raised with
# the message of the division the interpreter does.
def by_int(n, z):
    t = 0.0
    for i in range(n):
        try:
            t += 1.0 / (i - z)
        except ZeroDivisionError as e:
            print("float / int at", i, e)
    return t


def int_by_int(n, z):
    t = 0.0
    for i in range(n):
        try:
            t += i / (i - z)
        except ZeroDivisionError as e:
            print("int / int at", i, e)
    return t


def by_bool(n):
    t = 0.0
    for i in range(n):
        try:
            t += 2.5 / (i % 3 == 0)
        except ZeroDivisionError as e:
            if i < 10:
                print("float / bool at", i, e)
    return t


print(by_int(3000, 2500))
print(by_int(3000, -1))
print(int_by_int(3000, 1700))
print(int_by_int(3000, 2 ** 40))
print(by_bool(3000))
x = 0
for i in range(3000):
    x += 7.5 / (i % 1000 + 1)
print(x)
big = 0.0
for i in range(3000):
    big += 1.0 / (2 ** 62 + i)
print(big)
