# 3037000500 squared is just past 2**63.
a = 3037000500
print(a * a)
print(a * a * a, -a * a)
print(3037000499 * 3037000499)
