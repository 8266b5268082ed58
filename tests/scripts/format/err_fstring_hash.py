# No comments inside the expression part.
print(f'{1 # one}')
