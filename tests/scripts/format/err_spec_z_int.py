# 'z' is for floats.
print(format(-0.0, 'z'))
print(format(0, 'z'))
