# Implicit line joining inside (), [] and {}.
numbers = [
    1, 2,
        3,   # comments are allowed here
  4,
]
print(numbers)
total = (1 +
         2 +
             3)
print(total)
d = {
    'a': 1,
    'b':
        2,
}
print(d)
def add(a,
        b,
        c=3):
    return a + b + c
print(add(1,
          2))
print(add(
    1, 2, c=10
))
t = (
    'x',
    'y'
)
print(t)
print(len([
]))
