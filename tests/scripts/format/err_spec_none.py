# None is formatted by object.__format__ too.
print(format(None, '>5'))
