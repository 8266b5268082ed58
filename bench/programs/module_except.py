# A module-level loop that binds the exception it catches: `e` is stored
# and deleted as a global in each iteration that raises.
data = [str(i) if i % 7 else "n/a %d" % i for i in range(300000)]
total = 0
bad = 0
for s in data:
    try:
        total += int(s)
    except ValueError as e:
        bad += 1
print(total, bad)
