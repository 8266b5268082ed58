f = lambda d: d['key']
print(f({'key': 'value'}))
print(sorted([{'key': 2}, {'key': 1}], key=f))
print(f({}))
