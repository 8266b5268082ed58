# A hot loop's trace reads globals and builtins at the places its guard
# on the globals dict's layout (its keys, in order) found them. Adding a
# global, deleting one, or shadowing a builtin with a global of the same
# name changes that layout: the trace must leave and read the new value.

scale = 3
offset = 10


def total(n):
    t = 0
    for i in range(n):
        t += i * scale + offset + len("abc")
    return t


print("before", total(5000))

# A new global: the layout changes, the values read stay the same.
extra = 1
print("new global", total(5000))

# A builtin shadowed by a global of the same name.


def len(s):
    return 100


print("shadowed len", total(5000))
del len
print("len again", total(5000))

# A global deleted and added again: its entry moves to the end.
del scale
scale = 5
print("scale moved", total(5000))


# Globals rebound from inside the hot loop itself, every so often.
def churn(n):
    global offset
    t = 0
    for i in range(n):
        if i % 1000 == 999:
            offset = offset + 1
        t += offset
    return t


print("churn", churn(20000), offset)


# A new global created from inside the hot loop (the layout changes
# mid-loop), read by the loop from then on.
def define_late():
    global late
    late = 7


def use_late(n):
    t = 0
    for i in range(n):
        if i == 2500:
            define_late()
        if i > 2500:
            t += late
        t += scale
    return t


print("use_late", use_late(4000), late)
