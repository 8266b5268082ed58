text = """First line
  Second line, indented
Third line with 'quotes' and "double quotes"
"""
print(text)
print(len(text), text.count('\n'))
lines = text.split('\n')
print(lines)
poem = '''roses are red
violets are blue'''
for line in poem.splitlines():
    print('>', line)
empty = """"""
print(repr(empty))
q = """a "quoted" word and ""two"" quotes"""
print(q)
