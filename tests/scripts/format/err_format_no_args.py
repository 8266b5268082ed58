# format() needs a value.
print(format())
