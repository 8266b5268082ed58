a = {1, 2, 3}
alias = a
a |= {4, 5}
print(a, a is alias)
a &= {2, 3, 4, 10}
print(a, a is alias)
a -= {3}
print(a)
a ^= {4, 9}
print(a, a is alias)
