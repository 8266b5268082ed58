# Stores to module globals go through a per-instruction cache of where the
# name lives; every change to the globals' keys (a new name, a deleted one,
# many new ones) must send the store back to the dict.

total = 0
for i in range(40):
    total += i
    if i == 10:
        extra = 1            # a new global while the loop runs
    if i == 20:
        del extra            # and deleted again
    if i == 25:
        for k in range(30):  # enough new names to grow the dict
            globals()["g%d" % k] = k
            exec_name = "g%d" % k
    if i == 28:
        for k in range(0, 30, 2):  # and holes in it
            del globals()["g%d" % k]
    if i == 30:
        extra = "back"
print(total, extra, exec_name, g29, sorted(n for n in globals() if n[0] == "g"))


def bump(n):
    global counter
    for _ in range(n):
        counter = counter + 1


counter = 0
bump(5)
print(counter)
del counter
try:
    bump(1)
except NameError as e:
    print("NameError:", e)
counter = 100
bump(3)
print(counter)


def set_late():
    global late
    late = "set"


for j in range(3):
    set_late()
    print(late)
    del late
    print("late" in globals())

x = 0
while x < 1000:
    x = x + 1
    if x % 250 == 0:
        y = x
print(x, y)
