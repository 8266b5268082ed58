# Only '.' or '[' may follow ']'.
print('{0[0]x}'.format([1]))
