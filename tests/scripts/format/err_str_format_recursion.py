# Specs nest only one level.
print('{0:{1}}'.format(1, 2))
print('{0:{1:{2}}}'.format(1, 2, 3))
