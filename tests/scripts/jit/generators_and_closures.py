# Hot loops over generators, with closures and comprehensions.
def counter():
    n = 0
    def bump(k):
        nonlocal n
        n += k
        return n
    return bump

b = counter()
for i in range(5000):
    b(i)
print(b(0))

def gen(n):
    for i in range(n):
        yield i * i

total = 0
for v in gen(6000):
    total += v % 7
print(total)
squares = [x * x for x in range(5000) if x % 3]
print(len(squares), sum(squares))
words = {}
for i in range(4000):
    w = "w" + str(i % 13)
    words[w] = words.get(w, 0) + 1
print(sorted(words.items())[:3])
s = ""
for i in range(3000):
    s += str(i % 10)
print(len(s), s[-10:])
