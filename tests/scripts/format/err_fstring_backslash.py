# No backslashes inside the expression part (CPython 3.11).
print(f'{"a\n"}')
