for i in range(5):
    try:
        raise ValueError(i)
    except ValueError as e:
        if i == 2:
            break
        continue
print("broke at", i)
try:
    raise
except RuntimeError as e:
    print(e)
