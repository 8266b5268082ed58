# 'c' takes no sign.
print(format(65, '+c'))
