print(int('42'))
print(int('abc'))
