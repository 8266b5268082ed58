print(str.upper('ok'))
print(str.upper(5))
