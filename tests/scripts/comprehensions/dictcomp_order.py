seen = {}
d = {(print("key", i) or i): (print("value", i) or i * 10) for i in range(3)}
print(d)
