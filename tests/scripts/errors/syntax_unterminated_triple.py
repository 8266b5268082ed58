print('fine')
s = """this triple-quoted string
is never closed
print(s)
