# Explicit line joining with a backslash.
x = 1 + \
    2 + \
    3
print(x)
if x > 5 and \
   x < 10:
    print("in range")
name = "kiln" \
       " interpreter"
print(name)
y = \
5
print(y)
def h(a):
    return a * \
        2
print(h(21))
