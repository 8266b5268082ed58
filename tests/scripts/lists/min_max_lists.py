a = [4, -2, 7, 7, 0]
print(min(a), max(a), sum(a), len(a))
words = ['pear', 'fig', 'banana', 'kiwi', 'plum']
print(min(words), max(words), min(words, key=len), max(words, key=len))
print(max(['aa', 'bb', 'c'], key=len), min(['aa', 'bb', 'c', 'd'], key=len))
print(max([(1, 'b'), (1, 'a'), (0, 'z')]), min([[2], [1, 5], [1]]))
print(max(3, 9, 2), min(3, 9, 2), max('hello'), min('hello'))
print(max(-1, -5, key=abs), min([-3, 2, -1], key=abs))
print(max([1, 2], [1, 2, 0]), max(0, 0.0), max(0.0, 0))
