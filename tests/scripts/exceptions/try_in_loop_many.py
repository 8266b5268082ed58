total = 0
for i in range(2000):
    try:
        if i % 3 == 0:
            raise ValueError(i)
        total += i
    except ValueError as e:
        total -= e.args[0]
print(total)
