print(int('9' * 30))
print(int('9' * 30 + 'x'))
