# Indentation: blocks of different widths, nested, dedent several levels.
def f(x):
  if x > 0:
        if x > 10:
                return "big"
        return "positive"
  elif x == 0:
     return "zero"
  else:
   return "negative"


print(f(100))
print(f(5))
print(f(0))
print(f(-3))

total = 0
for i in range(3):
    for j in range(3):
        if (i + j) % 2 == 0:
            total += i * j
    total += 100
print(total)
