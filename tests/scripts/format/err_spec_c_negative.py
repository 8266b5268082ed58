# Negative code points do not exist.
print(format(-1, 'c'))
