def risky(n):
    if n % 4 == 3:
        raise ValueError("bad " + str(n))
    return n
results = []
for i in range(10):
    try:
        results.append(risky(i))
    except ValueError as e:
        results.append(str(e))
print(results)
