out = []
for i in range(200000):
    if i % 15 == 0:
        out.append("FizzBuzz")
    elif i % 3 == 0:
        out.append("Fizz")
    elif i % 5 == 0:
        out.append("Buzz")
    else:
        out.append(str(i))
s = ",".join(out)
print(len(s), s[:60])
parts = [f"{i}:{i*i:x}" for i in range(100000)]
print(len("".join(parts)))
t = 0
for p in parts:
    a, b = p.split(":")
    t += int(a) + int(b, 16)
print(t)
