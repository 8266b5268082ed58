print('reading')
line = input()
print('got', line)
