print(divmod(7, 2))
print(divmod(7, 0))
