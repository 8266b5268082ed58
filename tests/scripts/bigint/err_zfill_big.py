print('a'.zfill(2 ** 64 // 2 ** 62))
print('a'.zfill(2 ** 64))
