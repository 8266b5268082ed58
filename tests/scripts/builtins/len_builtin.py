print(len(''), len('abc'), len('héllo'), len('日本語'), len([]), len([1, [2, 3]]))
print(len(()), len((1,)), len({}), len({'a': 1, 'b': 2}), len(range(7)), len(range(0, 10, 3)))
d = {'x': 1}
print(len(d.keys()), len(d.values()), len(d.items()))
print(len('\n'), len('\\'), len(r'\n'), len(str(12345)))
