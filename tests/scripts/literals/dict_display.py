print({})
print({'a': 1})
print({1: 'one', 2: 'two', 3: 'three'})
print({'k': [1, 2], 'n': {'inner': None}})
print({(1, 2): 'tuple key', 1.5: 'float key', True: 'bool'})
print({'a': 1, 'a': 2})
print({1: 'int', 1.0: 'float', True: 'bool'})
print({"it's": 'v', 'q"q': "w"})
d = {
    'x': 1,
    'y': 2,
}
print(d, len(d))
