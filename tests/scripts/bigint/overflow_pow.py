# 2**63 and beyond.
print(2 ** 62)
print(2 ** 63)
print(2 ** 64, 2 ** 100, (-2) ** 63, (-2) ** 64)
print(3 ** 40, 7 ** 23)
