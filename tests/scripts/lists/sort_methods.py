a = [5, 2, 8, 1, 9, 3]
a.sort()
print(a)
a.sort(reverse=True)
print(a)
words = ['banana', 'Apple', 'cherry', 'fig', 'date', 'elderberry', 'kiwi']
words.sort()
print(words)
words.sort(key=len)
print(words)
words.sort(key=len, reverse=True)
print(words)
words.sort(key=lambda w: w.lower())
print(words)
pairs = [(2, 'b'), (1, 'z'), (2, 'a'), (1, 'y'), (3, 'x')]
pairs.sort(key=lambda p: p[0])
print(pairs)
pairs.sort(key=lambda p: p[0], reverse=True)
print(pairs)
pairs.sort()
print(pairs)
r = a.sort()
print(r)
e = []
e.sort()
print(e)
mixed = [3, 1.5, True, -2, 0.0]
mixed.sort()
print(mixed)
