# More than one character left after the precision.
print(format(1, '>5'))
print(format(1, '>5ab'))
